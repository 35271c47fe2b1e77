import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

// Issue 17: the alert screens. One alert is created through the wizard and carried through its
// pages (trigger, recipients), cloned, switched off and deleted; the demo alerts
// (apps/server/src/demo/alerts-seed.ts) are only read.

const { newPage, signIn, api, projectId } = useBrowser();

const GOWANUS = 'Gowanus Canal Remediation';
const HARBOUR = 'Harbour Demolition';

/** Where screenshots for a person to look at go (unset: none are taken). */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/alerts-${name}.png`, fullPage: true });
}

/** The route query of an app path: `?query=` holds JSON. */
function href(path: string, query: Record<string, string>): string {
  return `${path}?query=${encodeURIComponent(JSON.stringify(query))}`;
}

function projectAlertsHref(id: string): string {
  return href('/OneView/project/alerts', { projectId: id });
}

function alertHref(page: string, project: string, alertId: string): string {
  return href(`/OneView/alerts/${page}`, { projectId: project, alertId });
}

/** The { projectId, alertId } of the page shown. */
function routeQuery(page: Page): { projectId?: string; alertId?: string } {
  return JSON.parse(new URL(page.url()).searchParams.get('query') ?? '{}') as {
    projectId?: string;
    alertId?: string;
  };
}

interface EventRule {
  EventRuleId: string;
  Name: string;
  Active: boolean;
  Emails: string[];
  PhoneNumbers: string[];
  ProjectName: string;
  SetPointTrigger: { SetPoint: number; ResetPoint: number } | null;
}

async function eventRule(page: Page, id: string): Promise<{ status: number; json: EventRule }> {
  return api<EventRule>(page, 'GET', `/v0.1/event-rules/${id}`);
}

async function eventRules(page: Page, project: string): Promise<EventRule[]> {
  const { status, json } = await api<{ Items: EventRule[] }>(
    page,
    'GET',
    `/v0.1/event-rules?ProjectId=${project}&Limit=500`,
  );
  expect(status).toBe(200);
  return json.Items;
}

/** Picks an option of a single-choice select (a combobox with a listbox). */
async function choose(page: Page, scope: Locator, field: RegExp, option: RegExp | string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The e-mail addresses listed in the e-mail recipients table. */
function listedEmails(scope: Locator): Promise<string[]> {
  return scope.getByTestId('email-recipients').locator('tbody tr th').allTextContents();
}

describe('alerts (issue 17)', () => {
  it(
    'creates an alert in the wizard, edits its trigger and recipients, clones it, switches the clone off and deletes it',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newPage();
      await signIn(page, 'manager', '/OneView');
      const project = await projectId(page, GOWANUS);
      const name = `E2E dust ${Date.now().toString(36)}`;
      const toasts = page.getByRole('region', { name: 'Messages' });

      // The project navigation's Alerts entry; the demo alerts with their columns.
      await page.goto(href('/OneView/project/settings', { projectId: project }));
      await page
        .getByRole('navigation', { name: 'Project' })
        .getByRole('link', { name: 'Alerts' })
        .click();
      await page.waitForURL(/\/OneView\/project\/alerts\?query=/);
      const table = page.getByTestId('alerts-table');
      const fence = table.getByRole('row', { name: /Gowanus fence PM10/ });
      await fence.waitFor();
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([
        'Name',
        'Alert type',
        'Data type',
        'Sources',
        'Channel',
        'Trigger',
        'Averaging period',
        'Active',
        'Row actions',
      ]);
      // The seed: PM10 over 15 minutes at the four perimeter locations, set point 250 µg/m³.
      const cells = async (row: Locator) =>
        (await row.getByRole('cell').allTextContents()).slice(0, 6);
      expect(await cells(fence)).toEqual([
        'Set point',
        'Monitoring location',
        'North Fence, East Gate, South Fence, West Boundary',
        'PM10',
        '250 µg/m³',
        '15 minutes',
      ]);
      // East Gate's instrument drops out; the rule fires after an hour without data.
      expect(await cells(table.getByRole('row', { name: /East Gate offline/ }))).toEqual([
        'Offline',
        'Monitoring location',
        'East Gate',
        '—',
        'No data for 1 hour',
        '—',
      ]);
      // The contribution alert: its contribution's PM10 channel, set point 200.
      expect(await cells(table.getByRole('row', { name: /Gowanus PM10 contribution/ }))).toEqual([
        'Contribution',
        '—',
        'Gowanus DER-10 CAMP',
        'PM10',
        '200 µg/m³',
        '15 minutes',
      ]);
      expect(
        await fence.getByRole('switch', { name: 'Gowanus fence PM10 active' }).isChecked(),
      ).toBe(true);
      await shot(page, 'project-alerts');

      // Details: a name and the Set point type; the project is this one.
      await page.getByTestId('create-alert').click();
      const wizard = page.getByRole('dialog', { name: 'Create alert' });
      expect(await wizard.getByTestId('alert-project').inputValue()).toBe(GOWANUS);
      const next = wizard.getByRole('button', { name: 'Next' });
      expect(await next.isDisabled()).toBe(true);
      await wizard.getByRole('textbox', { name: /^Name/ }).fill(name);
      await wizard.getByRole('radio', { name: /^Set point/ }).click();
      await next.click();

      // Trigger: two fence locations, their PM10, a 15-minute average, 120 over 80.
      await wizard.getByRole('heading', { level: 3, name: 'Trigger' }).waitFor();
      await wizard.getByRole('combobox', { name: /^Monitoring locations/ }).click();
      const locations = page.getByRole('listbox');
      await locations.getByRole('option', { name: 'North Fence' }).click();
      await locations.getByRole('option', { name: 'South Fence' }).click();
      await page.keyboard.press('Escape');
      await locations.waitFor({ state: 'detached' });
      await wizard.waitFor();
      await choose(page, wizard, /^Sensor/, 'PM10 (µg/m³)');
      await choose(page, wizard, /^Averaging period/, '15 minutes');
      const setPoint = wizard.getByRole('textbox', { name: /^Set point/ });
      const resetPoint = wizard.getByRole('textbox', { name: /^Reset point/ });
      await setPoint.fill('120');
      await resetPoint.fill('80');
      const edge = (label: string) =>
        wizard.getByTestId('trigger-edge-value').filter({ hasText: new RegExp(`^${label}$`) });
      await edge('Rising edge').waitFor();
      // Swapped, the alert fires on the way down.
      await setPoint.fill('80');
      await resetPoint.fill('120');
      await edge('Falling edge').waitFor();
      await setPoint.fill('120');
      await resetPoint.fill('80');
      await edge('Rising edge').waitFor();
      // Days and hours stay as they are: every day, all day.
      for (const day of ['Sunday', 'Wednesday', 'Saturday']) {
        expect(await wizard.getByRole('checkbox', { name: day }).isChecked()).toBe(true);
      }
      await shot(page, 'wizard-trigger');
      await next.click();

      // Actions: no recipient yet, so Create waits.
      await wizard.getByRole('heading', { level: 3, name: 'Actions' }).waitFor();
      const create = wizard.getByRole('button', { name: 'Create' });
      expect(await create.isDisabled()).toBe(true);
      const emails = wizard.getByTestId('email-recipients');

      // The 50 e-mail limit, in one input: 50 addresses may be added, the 51st may not.
      await emails.getByRole('button', { name: 'Add e-mail' }).click();
      const addEmails = page.getByRole('dialog', { name: 'Add e-mail recipients' });
      const emailInput = addEmails.getByRole('textbox', { name: 'E-mail addresses' });
      const addEmail = addEmails.getByRole('button', { name: 'Add' });
      const fifty = Array.from({ length: 50 }, (_, index) => `a${index + 1}@x.example`);
      await emailInput.fill(fifty.join(';'));
      expect(await addEmail.isEnabled()).toBe(true);
      expect(await addEmails.getByText('Maximum limit').count()).toBe(0);
      await emailInput.fill([...fifty, 'a51@x.example'].join(';'));
      await addEmails
        .getByText(
          'Maximum limit of 50 email recipients reached. To add a new email, remove an existing one.',
        )
        .waitFor();
      expect(await addEmail.isDisabled()).toBe(true);
      await shot(page, 'wizard-email-limit');
      await addEmails.getByRole('button', { name: 'Cancel' }).click();
      await addEmails.waitFor({ state: 'detached' });
      expect(await emails.getByText('0 of 50').count()).toBe(1);

      // Two addresses separated by ';'; one of them again is refused.
      await emails.getByRole('button', { name: 'Add e-mail' }).click();
      await emailInput.fill('e2e.one@example.com; e2e.two@example.com');
      await addEmail.click();
      await addEmails.waitFor({ state: 'detached' });
      await expect
        .poll(() => listedEmails(wizard))
        .toEqual(['e2e.one@example.com', 'e2e.two@example.com']);
      await emails.getByRole('button', { name: 'Add e-mail' }).click();
      await emailInput.fill('e2e.two@example.com');
      await addEmails.getByText('e2e.two@example.com: Cannot add duplicate email').waitFor();
      expect(await addEmail.isDisabled()).toBe(true);
      await addEmails.getByRole('button', { name: 'Cancel' }).click();
      await addEmails.waitFor({ state: 'detached' });

      // A phone number (read in the United States, the default); again, it is refused.
      const phones = wizard.getByTestId('sms-recipients');
      const addPhones = page.getByRole('dialog', { name: 'Add SMS recipients' });
      const phoneInput = addPhones.getByRole('textbox', { name: 'Phone numbers' });
      await phones.getByRole('button', { name: 'Add phone number' }).click();
      expect(await addPhones.getByRole('combobox', { name: 'Country code' }).inputValue()).toBe(
        'US',
      );
      await phoneInput.fill('(212) 555-0188');
      await addPhones.getByRole('button', { name: 'Add' }).click();
      await addPhones.waitFor({ state: 'detached' });
      await phones.getByRole('row', { name: /\+12125550188/ }).waitFor();
      await phones.getByRole('button', { name: 'Add phone number' }).click();
      await phoneInput.fill('(212) 555-0188');
      await addPhones.getByText('(212) 555-0188: Phone number already added').waitFor();
      expect(await addPhones.getByRole('button', { name: 'Add' }).isDisabled()).toBe(true);
      await shot(page, 'wizard-phone-duplicate');
      await addPhones.getByRole('button', { name: 'Cancel' }).click();
      await addPhones.waitFor({ state: 'detached' });

      // Create opens the new alert's details page.
      await create.click();
      await page.waitForURL(/\/OneView\/alerts\/details\?query=/);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const alertId = routeQuery(page).alertId ?? '';
      expect(routeQuery(page).projectId).toBe(project);
      const created = await eventRule(page, alertId);
      expect(created.status).toBe(200);
      expect(created.json).toMatchObject({
        Name: name,
        Active: true,
        Emails: ['e2e.one@example.com', 'e2e.two@example.com'],
        PhoneNumbers: ['+12125550188'],
        SetPointTrigger: { SetPoint: 120, ResetPoint: 80 },
      });
      await shot(page, 'details');

      // Trigger page: Edit, a new set point, Save; it is there after a reload.
      await page
        .getByRole('navigation', { name: 'Alert' })
        .getByRole('link', { name: 'Trigger' })
        .click();
      await page.waitForURL(/\/OneView\/alerts\/trigger\?query=/);
      const trigger = page.getByTestId('alert-trigger');
      const shownSetPoint = trigger.getByRole('textbox', { name: /^Set point/ });
      await shownSetPoint.waitFor();
      expect(await shownSetPoint.inputValue()).toBe('120');
      await trigger.getByRole('button', { name: 'Edit' }).click();
      await shownSetPoint.fill('135');
      await trigger.getByRole('button', { name: 'Save' }).click();
      await page.waitForSelector('[data-testid="alert-trigger"][data-mode="view"]');
      await page.reload();
      await shownSetPoint.waitFor();
      expect(await shownSetPoint.inputValue()).toBe('135');
      expect(await trigger.getByRole('textbox', { name: /^Reset point/ }).inputValue()).toBe('80');
      expect((await eventRule(page, alertId)).json.SetPointTrigger).toMatchObject({
        SetPoint: 135,
        ResetPoint: 80,
      });

      // Actions page: an address added and one removed are saved at once.
      await page
        .getByRole('navigation', { name: 'Alert' })
        .getByRole('link', { name: 'Actions' })
        .click();
      await page.waitForURL(/\/OneView\/alerts\/actions\?query=/);
      const main = page.getByRole('main');
      await main.getByTestId('email-recipients').getByText('e2e.one@example.com').waitFor();
      await main.getByRole('button', { name: 'Add e-mail' }).click();
      await emailInput.fill('e2e.three@example.com');
      await addEmail.click();
      await addEmails.waitFor({ state: 'detached' });
      await main.getByText('e2e.three@example.com').waitFor();
      await main.getByRole('button', { name: 'Remove e2e.one@example.com' }).click();
      await main.getByText('e2e.one@example.com').waitFor({ state: 'detached' });
      await page.reload();
      await main.getByText('e2e.three@example.com').waitFor();
      await expect
        .poll(() => listedEmails(main))
        .toEqual(['e2e.two@example.com', 'e2e.three@example.com']);
      expect((await eventRule(page, alertId)).json.Emails).toEqual([
        'e2e.two@example.com',
        'e2e.three@example.com',
      ]);
      await shot(page, 'actions');

      // Clone alert: the wizard starts from the alert, named 'Clone - …'; Clone ends with a toast
      // whose link opens the clone.
      await page.getByRole('button', { name: 'Alert actions' }).click();
      await page.getByRole('menuitem', { name: 'Clone alert' }).click();
      const cloneWizard = page.getByRole('dialog', { name: 'Clone alert' });
      const cloneName = `Clone - ${name}`;
      expect(await cloneWizard.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(
        cloneName,
      );
      expect(await cloneWizard.getByRole('radio', { name: /^Set point/ }).isChecked()).toBe(true);
      await cloneWizard.getByRole('button', { name: 'Next' }).click();
      await cloneWizard.getByRole('heading', { level: 3, name: 'Trigger' }).waitFor();
      expect(await cloneWizard.getByRole('textbox', { name: /^Set point/ }).inputValue()).toBe(
        '135',
      );
      await cloneWizard.getByRole('button', { name: 'Next' }).click();
      await cloneWizard.getByRole('heading', { level: 3, name: 'Actions' }).waitFor();
      await expect
        .poll(() => listedEmails(cloneWizard))
        .toEqual(['e2e.two@example.com', 'e2e.three@example.com']);
      await cloneWizard.getByRole('button', { name: 'Clone' }).click();
      const cloned = toasts.getByRole('listitem').filter({ hasText: 'Cloning complete' });
      await cloned
        .getByText(`You can find ${cloneName} in the alerts menu or by clicking the link below.`)
        .waitFor();
      await cloneWizard.waitFor({ state: 'detached' });
      await shot(page, 'cloning-complete');
      await cloned.getByRole('link', { name: 'Open cloned alert' }).click();
      await page.getByRole('heading', { level: 1, name: cloneName }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/OneView/alerts/details');
      const cloneId = routeQuery(page).alertId ?? '';
      expect(cloneId).not.toBe(alertId);
      expect((await eventRule(page, cloneId)).json).toMatchObject({
        Name: cloneName,
        Emails: ['e2e.two@example.com', 'e2e.three@example.com'],
        PhoneNumbers: ['+12125550188'],
        SetPointTrigger: { SetPoint: 135, ResetPoint: 80 },
      });

      // The project alerts page: the clone's Active switch off is stored.
      await page.goto(projectAlertsHref(project));
      const cloneSwitch = table.getByRole('switch', { name: `${cloneName} active`, exact: true });
      await cloneSwitch.waitFor();
      expect(await cloneSwitch.isChecked()).toBe(true);
      await cloneSwitch.click();
      await expect.poll(async () => (await eventRule(page, cloneId)).json.Active).toBe(false);
      await page.reload();
      await cloneSwitch.waitFor();
      expect(await cloneSwitch.isChecked()).toBe(false);
      expect(
        await table.getByRole('switch', { name: `${name} active`, exact: true }).isChecked(),
      ).toBe(true);

      // Delete alert on the clone's page asks first, then goes back to the project's alerts.
      await page.goto(alertHref('details', project, cloneId));
      await page.getByRole('heading', { level: 1, name: cloneName }).waitFor();
      await page.getByRole('button', { name: 'Alert actions' }).click();
      await page.getByRole('menuitem', { name: 'Delete alert' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete alert?' });
      await confirm.getByText(`${cloneName} will be deleted`).waitFor();
      await shot(page, 'delete-confirmation');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL(/\/OneView\/project\/alerts\?query=/);
      await toasts.getByText(`${cloneName} was deleted.`).waitFor();
      await table
        .getByRole('row', { name: new RegExp(name) })
        .first()
        .waitFor();
      expect(await table.getByRole('row', { name: new RegExp(cloneName) }).count()).toBe(0);
      expect((await eventRule(page, cloneId)).status).toBe(404);

      // The alert made here goes too, so the demo project keeps only its own alerts.
      expect((await api(page, 'DELETE', `/v0.1/event-rules/${alertId}`)).status).toBeLessThan(300);
      await context.close();
    },
  );

  it('shows a viewer the alerts without Create or Delete, each with the reason', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer', '/OneView');
    const project = await projectId(page, GOWANUS);
    await page.goto(projectAlertsHref(project));
    const table = page.getByTestId('alerts-table');
    const fence = table.getByRole('row', { name: /Gowanus fence PM10/ });
    await fence.waitFor();
    expect(await fence.getByRole('switch').isDisabled()).toBe(true);
    const create = page.getByTestId('create-alert');
    expect(await create.getAttribute('aria-disabled')).toBe('true');
    await create.hover();
    await page
      .getByRole('tooltip')
      .getByText('You need the Manage alerts permission.')
      .first()
      .waitFor();
    await fence.getByRole('button', { name: 'More actions' }).click();
    const remove = page.getByRole('menuitem', { name: /^Delete/ });
    expect(await remove.textContent()).toContain('You need the Manage alerts permission.');
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    // On an alert's page, Delete alert is unavailable too, and so is the server's delete.
    const rule = (await eventRules(page, project)).find(
      (each) => each.Name === 'Gowanus fence PM10',
    );
    await page.goto(alertHref('details', project, rule?.EventRuleId ?? ''));
    await page.getByRole('heading', { level: 1, name: 'Gowanus fence PM10' }).waitFor();
    await page.getByRole('button', { name: 'Alert actions' }).click();
    expect(
      await page.getByRole('menuitem', { name: /^Delete alert/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.keyboard.press('Escape');
    const refused = await api(page, 'DELETE', `/v0.1/event-rules/${rule?.EventRuleId}`);
    expect(refused.status).toBe(403);
    await context.close();
  });

  it('lists the alerts of both demo projects on the user’s alerts page; search narrows them', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    await page.getByTestId('app-menu-button').click();
    await page.getByRole('menuitem', { name: 'Alerts' }).click();
    await page.waitForURL(/\/OneView\/alerts$/);
    await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor();
    const table = page.getByTestId('user-alerts');
    const gowanus = table.getByRole('row', { name: /Gowanus fence PM10/ });
    const harbour = table.getByRole('row', { name: /Harbour fence PM10/ });
    await gowanus.waitFor();
    expect(await gowanus.textContent()).toContain(GOWANUS);
    expect(await gowanus.textContent()).toContain('Demo Environmental');
    expect(await harbour.textContent()).toContain(HARBOUR);
    await shot(page, 'user-alerts');

    await table.getByRole('searchbox').fill('Harbour');
    await gowanus.waitFor({ state: 'detached' });
    await harbour.waitFor();
    const projects = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
    expect(projects.length).toBeGreaterThan(0);
    expect(new Set(projects)).toEqual(new Set([HARBOUR]));
    await context.close();
  });

  it('opens an alert’s details page from the short link its SMS carries', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const project = await projectId(page, GOWANUS);
    const rule = (await eventRules(page, project)).find(
      (each) => each.Name === 'Gowanus fence PM10',
    );
    expect(rule).toBeDefined();
    // The server writes a rule's UUID as its 16 bytes in base64url (alertShortUrl).
    const segment = Buffer.from((rule?.EventRuleId ?? '').replace(/-/g, ''), 'hex').toString(
      'base64url',
    );
    expect(segment).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await page.goto(`/a/${segment}`);
    await page.waitForURL(/\/OneView\/alerts\/details\?query=/);
    await page.getByRole('heading', { level: 1, name: 'Gowanus fence PM10' }).waitFor();
    expect(routeQuery(page)).toEqual({ projectId: project, alertId: rule?.EventRuleId });
    await context.close();
  });
});
