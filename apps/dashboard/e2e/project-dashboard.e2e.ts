import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

// The project dashboard (issue 16, projects §2): opened from the projects list, its DER-10 gauges
// (NJ PAM hidden), the site map with its pickers in the address, View charts and on to the Charts
// page, the wind indicator following the map's bearing and hiding above a pitch of 60, the map
// guide, and the feedback prompt read back by an administrator.

const { newPage, signIn, api, projectId } = useBrowser();

const PROJECT = 'Gowanus Canal Remediation';
const DER10 = 'Gowanus DER-10 CAMP';
const NJ_PAM = 'Gowanus NJ PAM perimeter';
const MINUTE = 60_000;
/** MapLibre's keyboard step: Shift+ArrowLeft/Right turn the map by 15°, Shift+ArrowUp/Down tilt it by 10°. */
const BEARING_STEP = 15;
const PITCH_STEP = 10;

/** What Gowanus's loggers send each minute: an instrument's serial and its readings. */
const READINGS: Array<[string, Array<{ Sensor: string; Value: number }>]> = [
  [
    'AQS-1001',
    [
      { Sensor: 'PM10', Value: 18 },
      { Sensor: 'VOC', Value: 0.2 },
    ],
  ],
  [
    'AQS-1003',
    [
      { Sensor: 'PM10', Value: 64 },
      { Sensor: 'VOC', Value: 1.4 },
    ],
  ],
  // The met mast: 4 m/s from 2° (north).
  [
    'MET-2001',
    [
      { Sensor: 'WS', Value: 4 },
      { Sensor: 'WD', Value: 2 },
    ],
  ],
];

/**
 * Sends Gowanus's readings (North Fence, South Fence, the met mast) as their loggers do (an API
 * key): the last 30 minutes now, then the current minute every 15 seconds until the returned
 * function is called. The e2e server runs without the demo simulator (global-setup.ts), and the
 * dashboard shows the newest minute: without the current minute the instruments would go
 * offline and the wind would be missing while the test runs. Ingestion is idempotent.
 */
async function feedSite(page: Page, context: BrowserContext): Promise<() => Promise<void>> {
  const key = await api<{ ApiKey: string }>(page, 'POST', '/v0.1/apiKeys', {
    Label: `dashboard e2e ${Date.now().toString(36)}`,
  });
  expect(key.status).toBe(201);
  const send = async (from: number, to: number) => {
    const times: string[] = [];
    for (let time = from; time <= to; time += MINUTE) times.push(new Date(time).toISOString());
    for (const [serial, readings] of READINGS) {
      const sent = await context.request.post(`/v2/instruments/${serial}/data`, {
        headers: { 'X-Api-Key': key.json.ApiKey },
        data: {
          Readings: times.flatMap((Time) => readings.map((reading) => ({ Time, ...reading }))),
        },
      });
      expect(sent.status(), await sent.text()).toBe(200);
    }
  };
  const minute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
  await send(minute() - 30 * MINUTE, minute());
  let sending: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sending = sending.then(() => send(minute(), minute())).catch(() => undefined);
  }, 15_000);
  return async () => {
    clearInterval(timer);
    await sending;
  };
}

/** The dashboard's query in the page's address. */
function addressQuery(page: Page): Record<string, unknown> {
  const raw = new URL(page.url()).searchParams.get('query');
  return JSON.parse(raw ?? '{}') as Record<string, unknown>;
}

/** The DER-10 contribution's id, once its newest minute has the met mast's wind (the server materialises readings within about a minute). */
async function waitForWind(page: Page, project: string): Promise<number> {
  const summaries = await api<{ Summaries: Array<{ Id: number; ContributionType: string }> }>(
    page,
    'GET',
    `/v0.1/contribution-summaries?projectId=${encodeURIComponent(project)}`,
  );
  const der10 = summaries.json.Summaries.find((item) => item.ContributionType === 'DER10');
  expect(der10, 'the demo project has a DER-10 contribution').toBeDefined();
  const id = der10?.Id ?? 0;
  await expect
    .poll(
      async () => {
        const wind = await api<{
          Items: Array<{ ContributionId: number; LatestWindDirection: { Value: number | null } }>;
        }>(page, 'GET', `/v0.1/project-dashboard/${project}/wind-data`);
        return wind.json.Items.find((item) => item.ContributionId === id)?.LatestWindDirection
          .Value;
      },
      { timeout: 120_000, interval: 2_000 },
    )
    .toBe(2);
  return id;
}

/** Waits until a map has drawn everything (its root says "idle"). */
async function mapIdle(map: Locator) {
  await map.waitFor();
  await map
    .page()
    .waitForFunction(
      (element) => element?.getAttribute('data-state') === 'idle',
      await map.elementHandle(),
    );
}

/** Waits until the wind indicator's arrow is drawn at `angle` (degrees, one decimal). */
async function windAngle(page: Page, angle: number) {
  await page.locator(`[data-testid="wind-indicator"][data-angle="${angle.toFixed(1)}"]`).waitFor();
}

/** Signs the manager in, feeds the site and opens Gowanus's dashboard from the projects list. */
async function openDashboard(page: Page, context: BrowserContext) {
  await signIn(page, 'manager', '/OneView');
  const stop = await feedSite(page, context);
  const id = await projectId(page, PROJECT);
  const der10 = await waitForWind(page, id);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('Gowanus');
  // Under Favourites for a user who starred it, under All projects otherwise.
  await page
    .getByTestId('project-tile')
    .filter({ hasText: 'Gowanus' })
    .first()
    .getByRole('link', { name: 'View' })
    .click();
  await page.waitForURL(/\/OneView\/project\/dashboard\?query=/);
  return { stop, id, der10 };
}

describe('the project dashboard', () => {
  it(
    'opens from the projects list with the DER-10 gauges and the site map, follows the pickers in its address and leads to the Charts page',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newPage();
      const { stop, id, der10 } = await openDashboard(page, context);
      try {
        // The project's landing page: View leads here, 'Dashboard' first in its navigation.
        expect(addressQuery(page)).toEqual({ projectId: id });
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        const nav = page.getByRole('navigation', { name: 'Project' });
        expect(await nav.getByRole('link').first().textContent()).toBe('Dashboard');
        expect(
          await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
        ).toBe('page');
        await page
          .getByTestId('last-updated')
          .getByText(/^Last updated Today \d{2}:\d{2} /)
          .waitFor();

        // One widget: DER-10, with a gauge tile per pollutant (value, level, averaging mode).
        // NJ PAM is never shown, active or not.
        const widget = page.getByTestId(`contribution-widget-${der10}`);
        await widget.getByRole('heading', { level: 3, name: DER10 }).waitFor();
        await widget
          .locator('[data-slot="gauge-tile"][data-channel="PM10"]')
          .getByText(/^\d+\.\d µg\/m³$/)
          .waitFor();
        expect(await page.locator('[data-testid^="contribution-widget-"]').count()).toBe(1);
        const tiles = widget.locator('[data-slot="gauge-tile"]');
        expect(
          await tiles.evaluateAll((elements) =>
            elements.map((e) => e.getAttribute('data-channel')),
          ),
        ).toEqual(['PM10', 'VOC']);
        const pm10 = await tiles.nth(0).innerText();
        expect(pm10).toMatch(/\d+\.\d µg\/m³/);
        expect(pm10).toContain('Level 100 µg/m³');
        expect(pm10).toMatch(/Averaging: (Initial|Rolling|Recovery rolling|Block)/);
        const voc = await tiles.nth(1).innerText();
        expect(voc).toMatch(/(\d+\.\d+ ppm|No data)/);
        expect(voc).toContain('Level 5 ppm');
        expect(voc).toMatch(/Averaging: (Initial|Rolling|Recovery rolling|Block)/);
        expect(await page.getByText(NJ_PAM).count()).toBe(0);
        expect(await page.getByText(/NJ PAM/).count()).toBe(0);

        // The site map: drawn, the fed instruments online, the locations in its keyboard list.
        const siteMap = page.getByTestId('site-map');
        const map = siteMap.locator('[data-slot="map"]');
        await mapIdle(map);
        const online = siteMap.getByTestId('site-map-online');
        await online.getByText(/^\d of 5 instruments online$/).waitFor();
        expect(Number((await online.innerText()).trim().split(' ')[0])).toBeGreaterThanOrEqual(3);
        const markerButtons = map.locator('[data-slot="map-marker-button"]');
        expect(await markerButtons.allInnerTexts()).toEqual(
          expect.arrayContaining(['North Fence', 'South Fence', 'Site Met Mast']),
        );
        const channel = siteMap.getByRole('combobox', { name: 'Channel' });
        const averaging = siteMap.getByRole('combobox', { name: 'Averaging period' });
        expect(await channel.textContent()).toBe('Site overview');
        expect(await averaging.textContent()).toBe('1 minute');

        // The averaging period and the channel go into the address.
        await averaging.click();
        await page.getByRole('option', { name: '15 minutes' }).click();
        await expect.poll(() => addressQuery(page)).toEqual({ projectId: id, averaging: 15 });
        await channel.click();
        await page.getByRole('option', { name: 'PM10', exact: true }).click();
        await expect
          .poll(() => addressQuery(page))
          .toEqual({ projectId: id, averaging: 15, channel: 'PM10' });
        // The keyboard list and a marker's tooltip give the location's PM10 value with its unit.
        const north = markerButtons.filter({ hasText: 'North Fence' });
        await north.getByText(/^\d+\.\d µg\/m³$/).waitFor({ state: 'attached' });
        await north.focus();
        const tooltip = map.getByRole('tooltip');
        await tooltip.getByText('North Fence').waitFor();
        expect(await tooltip.innerText()).toMatch(/^North Fence\n\d+\.\d µg\/m³\n/);
        await page.keyboard.press('Escape');

        // View charts: the contribution's 12-hour charts in a modal, then the full Charts page.
        await widget.getByRole('button', { name: `View charts of ${DER10}` }).click();
        const modal = page.getByRole('dialog', { name: `Charts of ${DER10}` });
        await modal.getByText('The last 12 hours of this contribution.').waitFor();
        await expect
          .poll(() => modal.getByTestId('chart-card').locator('h2').allTextContents(), {
            timeout: 30_000,
          })
          .toEqual(['PM10', 'VOC', 'Wind']);
        await modal.getByRole('link', { name: 'Open in Charts' }).click();
        await page.waitForURL(/\/OneView\/project\/data\?query=/);
        expect(addressQuery(page)).toEqual({
          projectId: id,
          type: 'aggregated',
          source: der10,
          range: '12h',
        });
        await page.getByRole('heading', { level: 1, name: 'Charts' }).waitFor();
        expect(await page.getByRole('combobox', { name: 'Contribution' }).textContent()).toContain(
          DER10,
        );
        await expect
          .poll(() => page.getByTestId('chart-card').locator('h2').allTextContents(), {
            timeout: 30_000,
          })
          .toEqual(['PM10', 'VOC', 'Wind']);
        expect(await page.getByRole('dialog').count()).toBe(0);

        // Back: the dashboard as it was left.
        await page.goBack();
        await page.waitForURL(/\/OneView\/project\/dashboard\?query=/);
        expect(addressQuery(page)).toEqual({ projectId: id, averaging: 15, channel: 'PM10' });
        await mapIdle(page.getByTestId('site-map').locator('[data-slot="map"]'));
        expect(await channel.textContent()).toBe('PM10');
        expect(await averaging.textContent()).toBe('15 minutes');
      } finally {
        await stop();
        await context.close();
      }
    },
  );

  it(
    'turns the wind indicator with the map, hides it above a pitch of 60 and explains the map in its guide',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newPage();
      const { stop } = await openDashboard(page, context);
      try {
        const map = page.getByTestId('site-map').locator('[data-slot="map"]');
        await mapIdle(map);
        // North up: the arrow points where the wind blows to, 180° from where it comes from.
        const indicator = page.getByTestId('wind-indicator');
        await windAngle(page, 182);
        expect(await indicator.getAttribute('aria-label')).toMatch(
          /^Wind: \d+(\.\d+)? \S+, from N \(2°\)$/,
        );

        // Turning the map by the keyboard (the canvas focused) turns the arrow back by as much.
        const press = async (key: string) => {
          await page.keyboard.press(key);
          await mapIdle(map);
        };
        await map.locator('canvas').focus();
        await press('Shift+ArrowRight');
        await windAngle(page, 182 - BEARING_STEP);
        await press('Shift+ArrowRight');
        await windAngle(page, 182 - 2 * BEARING_STEP);
        for (let turn = 0; turn < 3; turn += 1) await press('Shift+ArrowLeft');
        await windAngle(page, 182 + BEARING_STEP);

        // Tilted: shown up to 60°, hidden beyond, back when tilted down again.
        for (let pitch = PITCH_STEP; pitch <= 60; pitch += PITCH_STEP) await press('Shift+ArrowUp');
        await indicator.waitFor();
        await press('Shift+ArrowUp');
        await indicator.waitFor({ state: 'detached' });
        await press('Shift+ArrowDown');
        await press('Shift+ArrowDown');
        await windAngle(page, 182 + BEARING_STEP);

        // The map guide: the markers' statuses, the wind arrow and how to turn the map.
        await page.getByRole('button', { name: 'Map guide' }).click();
        const guide = page.getByRole('dialog', { name: 'Site overview guide' });
        await guide.getByText('Warning: an instrument has a failed sensor').waitFor();
        await guide.getByText(/The arrow points where the wind blows to/).waitFor();
        await guide.getByText(/Both are unavailable while all instruments are offline/).waitFor();
        await page.keyboard.press('Escape');
        await guide.waitFor({ state: 'detached' });
      } finally {
        await stop();
        await context.close();
      }
    },
  );

  it('sends feedback on the new dashboard, which an administrator reads back', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    await page.goto(
      `/OneView/project/dashboard?query=${encodeURIComponent(JSON.stringify({ projectId: id }))}`,
    );
    const prompt = page.getByTestId('feedback-prompt');
    await prompt
      .getByText('You are using the new dashboard. Tell us what you think of it.')
      .waitFor();
    await prompt.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback on the new dashboard' });
    const send = dialog.getByRole('button', { name: 'Send feedback' });
    // At least one choice before Send.
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'It is hard to use' }).check();
    await dialog.getByRole('checkbox', { name: 'Other' }).check();
    expect(await send.isDisabled()).toBe(false);
    const comments = `Bigger gauges please ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: 'Comments (optional)' }).fill(comments);
    await send.click();
    await dialog.waitFor({ state: 'detached' });
    const thanked = prompt.getByRole('button', { name: 'Thank you for your feedback' });
    await thanked.waitFor();
    expect(await thanked.isDisabled()).toBe(true);
    expect(await prompt.getAttribute('data-state')).toBe('thanked');
    // Only administrators list the feedback.
    expect((await api(page, 'GET', '/v0.1/feedback/dashboards')).status).toBe(403);
    await context.close();

    const admin = await newPage();
    await signIn(admin.page, 'admin', '/OneView');
    const listed = await api<{
      Items: Array<{
        ContributionName: string | null;
        ProjectName: string | null;
        UserEmail: string | null;
        FeedbackChoices: string[];
        OtherComments: string | null;
      }>;
    }>(admin.page, 'GET', '/v0.1/feedback/dashboards');
    expect(listed.status).toBe(200);
    expect(listed.json.Items.find((item) => item.OtherComments === comments)).toMatchObject({
      ContributionName: DER10,
      ProjectName: PROJECT,
      UserEmail: 'manager@demo.example',
      FeedbackChoices: ['HardToUse', 'Other'],
    });
    await admin.context.close();
  });
});
