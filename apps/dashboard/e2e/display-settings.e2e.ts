import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api, projectId } = useBrowser();

/** The demo site whose PM10 the test changes, and the one with a custom PM10 (mg/m³, 3 places). */
const PROJECT = 'Gowanus Canal Remediation';
const SOURCE = 'Harbour Demolition';

interface Location {
  GuidId: string;
  Name: string;
  ChannelData: Array<{ Channel: string; Value: number | null; Unit: string }>;
}
interface Point {
  Time: string;
  Value: number | null;
}

/** The first location of the project that reports PM10. */
async function pm10Location(page: Page, id: string): Promise<Location> {
  const { status, json } = await api<Location[] | { Items: Location[] }>(
    page,
    'GET',
    `/v0.1/monitoringlocations?projectId=${id}`,
  );
  expect(status).toBe(200);
  const locations = Array.isArray(json) ? json : json.Items;
  const found = locations.find((location) =>
    location.ChannelData.some((channel) => channel.Channel === 'PM10'),
  );
  if (!found) throw new Error('no location reports PM10');
  return found;
}

/** PM10 of a location over a fixed range, in 1-minute averages, in the project's units. */
async function pm10Series(
  page: Page,
  id: string,
  locationId: string,
  range: { start: string; end: string },
): Promise<Point[]> {
  const query = new URLSearchParams({
    ProjectId: id,
    MonitoringLocationId: locationId,
    ChannelName: 'PM10',
    StartTime: range.start,
    EndTime: range.end,
    AveragingPeriodMs: String(60_000),
  });
  const { status, json } = await api<{ Data: Point[] }>(
    page,
    'GET',
    `/v0.1/channelTimeseries?${query.toString()}`,
  );
  expect(status).toBe(200);
  return json.Data;
}

function pm10Row(page: Page): Locator {
  return page
    .getByTestId('display-settings')
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: 'PM10', exact: true }),
    });
}

/** The serial of the instrument attached to a location of the project. */
async function instrumentAt(page: Page, id: string, locationId: string): Promise<string> {
  const { status, json } = await api<{
    Items: Array<{ MonitorSerial: string; MonitoringLocationId: string | null }>;
  }>(page, 'GET', `/v0.1/projects/${id}/monitors`);
  expect(status).toBe(200);
  const found = json.Items.find((monitor) => monitor.MonitoringLocationId === locationId);
  if (!found) throw new Error('no instrument at the location');
  return found.MonitorSerial;
}

async function openDisplaySettings(page: Page, id: string) {
  const query = encodeURIComponent(JSON.stringify({ projectId: id, tab: 'displaySettings' }));
  await page.goto(`/OneView/project/settings?query=${query}`);
  await pm10Row(page).waitFor();
}

async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Messages' });
}

describe('display settings', () => {
  it('changes PM10 to mg/m³ and every value follows, resets it, and imports from another project', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    const location = await pm10Location(page, id);
    const serial = await instrumentAt(page, id, location.GuidId);

    // Readings with known values, sent as the instrument's data logger sends them (an API key):
    // two minutes three hours ago (before the server started, so the simulator never writes them)
    // and one half a minute ago, the location's latest.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const t0 = minute - 180 * 60_000;
    const key = await api<{ ApiKey: string }>(page, 'POST', '/v0.1/apiKeys', {
      Label: 'display-settings e2e',
    });
    expect(key.status).toBe(201);
    const sent = await context.request.post(`/v2/instruments/${encodeURIComponent(serial)}/data`, {
      headers: { 'X-Api-Key': key.json.ApiKey },
      data: {
        Readings: [
          { Time: new Date(t0).toISOString(), Sensor: 'PM10', Value: 25 },
          { Time: new Date(t0 + 60_000).toISOString(), Sensor: 'PM10', Value: 37.5 },
          {
            Time: new Date(Math.floor((Date.now() - 30_000) / 1000) * 1000).toISOString(),
            Sensor: 'PM10',
            Value: 12.3,
          },
        ],
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    // Minutes around them (how a bucket is labelled, by its start or its end, does not matter).
    const range = {
      start: new Date(t0 - 5 * 60_000).toISOString(),
      end: new Date(t0 + 5 * 60_000).toISOString(),
    };
    const values = async () =>
      (await pm10Series(page, id, location.GuidId, range))
        .map((point) => point.Value)
        .filter((value) => value !== null);
    expect(await values()).toEqual([25, 37.5]);

    // The tab opens from the settings page; PM10 starts at the default µg/m³.
    await openDisplaySettings(page, id);
    const row = pm10Row(page);
    const unit = row.getByRole('combobox', { name: 'Display unit of PM10' });
    await expect.poll(() => unit.textContent()).toBe('µg/m³');
    await expect.poll(() => row.getByText('Default').count()).toBe(1);

    // µg/m³ → mg/m³, then 4 decimal places (mg/m³'s maximum): each saves by itself.
    await choose(page, unit, 'mg/m³');
    await row.getByText('Custom').waitFor();
    await choose(page, row.getByRole('combobox', { name: 'Decimal places of PM10' }), '4');
    await expect
      .poll(async () => {
        const { json } = await api<{ ProjectSensorGroups: Array<Record<string, unknown>> }>(
          page,
          'GET',
          `/v0.1/project/${id}/display-settings`,
        );
        const pm10 = json.ProjectSensorGroups.find((group) => group.SensorGroupName === 'PM10');
        return [pm10?.DisplayUnit, pm10?.DecimalPlace, pm10?.IsCustom];
      })
      .toEqual(['mg/m³', 4, true]);

    // The same readings now come in mg/m³ to 4 places: 25 µg/m³ = 0.025 mg/m³, 37.5 = 0.0375.
    expect(await values()).toEqual([0.025, 0.0375]);

    // The monitoring locations page shows the location's latest PM10 in mg/m³.
    const locationsQuery = encodeURIComponent(JSON.stringify({ projectId: id }));
    await page.goto(`/OneView/project/monitoring-locations?query=${locationsQuery}`);
    const card = page.getByTestId('location-card').filter({ hasText: location.Name }).first();
    const value = card.locator('[data-channel="PM10"]');
    await value.waitFor();
    // 12.3 µg/m³ = 0.0123 mg/m³, unless the simulator has sent a newer minute since.
    await expect.poll(() => value.textContent()).toMatch(/^PM10\s*\d+\.\d{4} mg\/m³$/);

    // Reset to default: µg/m³ and Default again, with the confirmation.
    await openDisplaySettings(page, id);
    await pm10Row(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Reset to default' }).click();
    await toasts(page).getByText('Reset successful').waitFor();
    await toasts(page).getByText('Display unit has been reset to defaults.').waitFor();
    await expect
      .poll(() =>
        pm10Row(page).getByRole('combobox', { name: 'Display unit of PM10' }).textContent(),
      )
      .toBe('µg/m³');
    await pm10Row(page).getByText('Default').waitFor();

    // Import from the demo project whose PM10 is mg/m³ with 3 places.
    await page.getByRole('button', { name: 'Display unit actions' }).click();
    await page.getByRole('menuitem', { name: 'Import from project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import measurement units' });
    const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    const projectField = dialog.getByRole('combobox', { name: /Project/ });
    await projectField.fill('Harbour');
    // The current project is never offered.
    expect(await page.getByRole('option', { name: PROJECT }).count()).toBe(0);
    await page.getByRole('option', { name: SOURCE, exact: true }).click();
    await importButton.click();
    await toasts(page).getByText('Import successful').waitFor();
    await toasts(page).getByText('Display units have been updated.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() =>
        pm10Row(page).getByRole('combobox', { name: 'Display unit of PM10' }).textContent(),
      )
      .toBe('mg/m³');
    await expect
      .poll(() =>
        pm10Row(page).getByRole('combobox', { name: 'Decimal places of PM10' }).textContent(),
      )
      .toBe('3');
    await pm10Row(page).getByText('Custom').waitFor();

    // Put the demo back: Reset all to defaults asks first.
    await page.getByRole('button', { name: 'Display unit actions' }).click();
    await page.getByRole('menuitem', { name: 'Reset all to defaults' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset all to defaults?' });
    await confirm.getByRole('button', { name: 'Reset all' }).click();
    await toasts(page).getByText('Display units have been reset to defaults.').waitFor();
    await expect
      .poll(() =>
        pm10Row(page).getByRole('combobox', { name: 'Display unit of PM10' }).textContent(),
      )
      .toBe('µg/m³');
    await context.close();
  }, 120_000);

  it('shows the viewer the units with every control unavailable and the reason', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer', '/OneView');
    const id = await projectId(page, PROJECT);
    await openDisplaySettings(page, id);
    const unit = pm10Row(page).getByRole('combobox', { name: 'Display unit of PM10' });
    await expect.poll(() => unit.getAttribute('aria-disabled')).toBe('true');
    await unit.focus();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'You do not have permission to change display settings.' })
      .waitFor();
    // The server refuses the change all the same.
    const refused = await api(page, 'PUT', `/v0.1/project/${id}/sensor-groups/PM10`, {
      Units: 'mg/m³',
      DecimalPlaces: 1,
    });
    expect(refused.status).toBe(403);
    await context.close();
  });

  it('asks before leaving Details with unsaved changes for the Display settings tab', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    const query = encodeURIComponent(JSON.stringify({ projectId: id }));
    await page.goto(`/OneView/project/settings?query=${query}`);
    const details = page.getByTestId('project-details');
    await details.getByRole('button', { name: 'Edit' }).click();
    await details.getByTestId('details-name-input').fill(`${PROJECT} (edited)`);
    await page.getByRole('tab', { name: 'Display settings' }).click();
    const unsaved = page.getByRole('dialog', { name: /unsaved changes/ });
    await unsaved.getByRole('button', { name: 'Cancel' }).click();
    await unsaved.waitFor({ state: 'detached' });
    expect(await details.getByTestId('details-name-input').inputValue()).toBe(
      `${PROJECT} (edited)`,
    );
    await page.getByRole('tab', { name: 'Display settings' }).click();
    await unsaved.getByRole('button', { name: 'Discard' }).click();
    await pm10Row(page).waitFor();
    expect(page.url()).toContain(encodeURIComponent('"tab":"displaySettings"'));
    await context.close();
  });

  it('fits a phone: the page never scrolls sideways, the table scrolls within its box', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    await openDisplaySettings(page, id);
    const widths = await page.evaluate(() => {
      const area = document.querySelector<HTMLElement>(
        '[data-testid="display-settings"] [data-slot="data-table-scroll-area"]',
      );
      return {
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
        table: area?.scrollWidth ?? 0,
        box: area?.clientWidth ?? 0,
        // What sticks out, to say why when it fails.
        wide: [...document.querySelectorAll<HTMLElement>('body *')]
          .filter(
            (element) =>
              element.getBoundingClientRect().right > window.innerWidth + 1 &&
              !area?.contains(element),
          )
          .slice(0, 3)
          .map((element) => `${element.tagName}.${element.className}`.slice(0, 120)),
      };
    });
    expect(widths.page, widths.wide.join('\n')).toBeLessThanOrEqual(widths.window);
    expect(widths.box).toBeLessThanOrEqual(widths.window);
    expect(widths.table).toBeGreaterThan(widths.box);
    await page.getByRole('button', { name: 'Display unit actions' }).click();
    await page.getByRole('menuitem', { name: 'Import from project' }).waitFor();
    await context.close();
  });
});
