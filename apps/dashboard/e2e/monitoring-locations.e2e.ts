import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api, state } = useBrowser();

const locationsHref = (projectId: string) =>
  `/OneView/project/monitoring-locations?query=${encodeURIComponent(JSON.stringify({ projectId }))}`;

const card = (page: Page, name: string) =>
  page.locator(`[data-testid="location-card"][data-location="${name}"]`);

/** Creates a fresh, licensed (trial) project of the signed-in user's organisation through the API; answers its id. */
async function createProject(page: Page, name: string): Promise<string> {
  const self = await api<{ OrganisationName: string }>(page, 'GET', '/v0.1/Users/self');
  const created = await api<{ Id: string }>(page, 'POST', '/v0.1/Projects', {
    Name: name,
    Location: { Latitude: 33.7701, Longitude: -118.1937 },
    Organisation: self.json.OrganisationName,
    SummerTimeAdjusted: true,
    TimeZoneId: 'America/Los_Angeles',
  });
  expect(created.status).toBe(201);
  // A new project is unlicensed, and an unlicensed project shows no readings: start its trial.
  const trial = await api(
    page,
    'POST',
    `/v0.1/organisations/${encodeURIComponent(self.json.OrganisationName)}/project-trial-subscription`,
    { ProjectId: created.json.Id, AddonPlanId: 3 },
  );
  expect(trial.status).toBe(200);
  return created.json.Id;
}

/** Creates a location through the dialog from typed coordinates and waits for its card. */
async function createLocation(page: Page, name: string, coordinates: string) {
  await page.getByRole('button', { name: 'Create location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create location' });
  await dialog.getByTestId('location-name-input').fill(name);
  const field = dialog.getByTestId('location-coordinates-input');
  await field.fill(coordinates);
  await field.press('Enter');
  await dialog
    .getByTestId('location-point')
    .getByText(/^Point: /)
    .waitFor();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByText(`Monitoring location ${name} created`).waitFor();
  await card(page, name).waitFor();
}

/** Chooses a location (or 'Not attached') for an instrument in the table. */
async function assign(page: Page, serial: string, option: string) {
  await page.getByRole('combobox', { name: `Monitoring location of ${serial}` }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('monitoring locations', () => {
  it('creates a location, registers and attaches an instrument, shows its reading, then hides, shows and deletes', async () => {
    const { context, page } = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await signIn(page, 'admin', '/OneView');
    const stamp = Date.now();
    const projectId = await createProject(page, `E2E Locations ${stamp}`);
    await page.goto(locationsHref(projectId));
    await page.getByRole('heading', { name: 'Active monitoring locations (0)' }).waitFor();

    // A location from typed coordinates.
    const name = `North fence ${stamp}`;
    await createLocation(page, name, '33.7705, -118.1931');
    await page.getByRole('heading', { name: 'Active monitoring locations (1)' }).waitFor();

    // Register an instrument: the ingestion address and a one-time API key.
    const serial = `E2E-${stamp}`;
    await page.getByRole('button', { name: 'Register instrument' }).click();
    const register = page.getByRole('dialog', { name: 'Register instrument' });
    await register.getByRole('textbox', { name: /^Serial/ }).fill(serial);
    await register.getByRole('textbox', { name: /^Name/ }).fill('Boundary north');
    await register.getByRole('textbox', { name: /^Model/ }).fill('DustTrak 8530');
    await register.getByTestId('register-sensors').fill('PM10');
    await page.getByRole('option', { name: /^PM10 / }).click();
    await page.keyboard.press('Escape');
    await register.getByRole('button', { name: 'Register' }).click();
    await register.getByText(`Instrument ${serial} registered`).waitFor();
    expect(await register.getByTestId('ingestion-url').textContent()).toBe(
      `POST ${state.baseUrl}/v2/instruments/${serial}/data`,
    );
    await register.getByRole('button', { name: 'Create API key' }).click();
    const apiKey = (await register.getByTestId('instrument-api-key').textContent()) ?? '';
    expect(apiKey.length).toBeGreaterThan(20);
    await register.getByRole('button', { name: 'Done' }).click();

    // Attach it: it waits in the table, not attached.
    const row = page.getByTestId('instruments-table').getByRole('row').filter({ hasText: serial });
    await row.waitFor();
    await assign(page, serial, name);
    await page.getByText(`${serial} attached to ${name}`).waitFor();
    await card(page, name)
      .getByTestId('location-instruments')
      .getByText('Boundary north')
      .waitFor();

    // A reading sent with the API key shows on the card.
    // After the attach (readings from before it stay with no location).
    const time = new Date().toISOString();
    const sent = await fetch(`${state.baseUrl}/v2/instruments/${serial}/data`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ Readings: [{ Time: time, Sensor: 'PM10', Value: 37.25 }] }),
    });
    expect(sent.status).toBe(200);
    await page.reload();
    await card(page, name)
      .getByTestId('location-values')
      .getByText(/^37(\.\d+)? µg\/m³$/)
      .waitFor();

    // Data was recorded there: editing keeps the coordinates locked and says why.
    await card(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByTestId('coordinates-locked').waitFor();
    expect(await edit.getByTestId('location-coordinates-input').isDisabled()).toBe(true);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    // The attachment is in the project's journal, written by the server.
    const from = new Date(Date.now() - 60 * 60_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const journal = await api<{ Items: { Details: string; Source: string }[] }>(
      page,
      'GET',
      `/v0.1/journal/project/${projectId}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&includeInstrumentEntries=true`,
    );
    expect(journal.status).toBe(200);
    expect(journal.json.Items.some((entry) => entry.Details.includes(serial))).toBe(true);
    // …and the Records screen shows it among the instrument entries, from the project navigation.
    await page.getByRole('link', { name: 'Records' }).click();
    await page.getByRole('switch', { name: 'Show instrument entries' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `${serial} attached to ${name}` })
      .first()
      .waitFor();
    await page.goto(locationsHref(projectId));
    await card(page, name).waitFor();

    // Hiding is refused while the instrument is attached: the button says why, the server too.
    const hide = card(page, name).getByRole('button', { name: `Hide ${name}` });
    expect(await hide.getAttribute('aria-disabled')).toBe('true');
    const self = await api<{ OrganisationName: string }>(page, 'GET', '/v0.1/Users/self');
    const projectName = `E2E Locations ${stamp}`;
    const v2 = `/v2/organisations/${encodeURIComponent(self.json.OrganisationName)}/projects/${encodeURIComponent(projectName)}/monitoringlocations/${encodeURIComponent(name)}`;
    const refused = await api(page, 'POST', `${v2}/hide`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    // Detach, then hide through the confirmation.
    await assign(page, serial, 'Not attached');
    await page.getByText(`${serial} detached from ${name}`).waitFor();
    await page.waitForFunction(
      (label) =>
        document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-disabled') !== 'true',
      `Hide ${name}`,
    );
    await hide.click();
    await page
      .getByRole('dialog', { name: `Hide ${name}?` })
      .getByRole('button', { name: 'Hide' })
      .click();
    await page.getByText(`Monitoring location ${name} hidden`).waitFor();
    await page.getByRole('heading', { name: 'Active monitoring locations (0)' }).waitFor();

    // Show it again from the hidden section.
    await page.getByRole('button', { name: /Hidden monitoring locations/ }).click();
    await card(page, name)
      .getByRole('button', { name: `Show ${name}` })
      .click();
    await page.getByText(`Monitoring location ${name} shown`).waitFor();
    await page.getByRole('heading', { name: 'Active monitoring locations (1)' }).waitFor();

    // It had an instrument, so it cannot be deleted; a location that never had one can.
    expect(
      await card(page, name)
        .getByRole('button', { name: `Delete ${name}` })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    const spare = `Spare mast ${stamp}`;
    await createLocation(page, spare, '33.7699, -118.1942');
    await card(page, spare)
      .getByRole('button', { name: `Delete ${spare}` })
      .click();
    await page
      .getByRole('dialog', { name: `Delete ${spare}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText(`Monitoring location ${spare} deleted`).waitFor();
    await card(page, spare).waitFor({ state: 'detached' });
    expect(await card(page, name).count()).toBe(1);
    await context.close();
  });

  it('fits a phone: the cards and the instruments table stay within 390 px', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'admin', '/OneView');
    const projectId = await createProject(page, `E2E Phone ${Date.now()}`);
    await page.goto(locationsHref(projectId));
    await createLocation(page, `Phone mast ${Date.now()}`, '33.7705, -118.1931');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
