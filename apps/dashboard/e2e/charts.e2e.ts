import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api, projectId } = useBrowser();

/** The demo site charted: five locations (four dust and VOC monitors, a met mast) in New York. */
const PROJECT = 'Gowanus Canal Remediation';
const HOUR = 60 * 60_000;

/** The chart query in the page's address. */
function addressQuery(page: Page): Record<string, unknown> {
  const raw = new URL(page.url()).searchParams.get('query');
  return JSON.parse(raw ?? '{}') as Record<string, unknown>;
}

/** The channel time series the page asks for from now on. */
function seriesRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v0.1/channelTimeseries') seen.push(url.searchParams);
  });
  return seen;
}

/** The distinct series (location and channel) among requests. */
function distinctSeries(requests: readonly URLSearchParams[]): number {
  return new Set(
    requests.map((params) => `${params.get('MonitoringLocationId')}:${params.get('ChannelName')}`),
  ).size;
}

const cards = (page: Page) => page.getByTestId('chart-card');

/** The headings of the chart cards once every chart has drawn (no card busy). */
async function drawnHeadings(page: Page, count: number): Promise<string[]> {
  await expect.poll(async () => cards(page).count(), { timeout: 15_000 }).toBe(count);
  await expect
    .poll(async () => page.locator('[data-testid="chart-card"][aria-busy="true"]').count(), {
      timeout: 15_000,
    })
    .toBe(0);
  return cards(page).locator('h2').allTextContents();
}

/** Drags across the middle of a chart's plot from 30 % to 60 % of its width. */
async function brush(plot: Locator, page: Page) {
  await plot.scrollIntoViewIfNeeded();
  const box = await plot.boundingBox();
  if (!box) throw new Error('the chart has no plot');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.45, y, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.6, y, { steps: 5 });
  await page.mouse.up();
}

/**
 * PM10 and VOC readings of the North Fence monitor (AQS-1001) every 5 minutes from 6 hours to
 * 35 minutes ago, sent as its data logger sends them (an API key): the e2e server starts without
 * a backfill, so the charts have these to draw (readings the simulator already wrote stay as they
 * are: ingestion is idempotent).
 */
async function sendReadings(page: Page, context: BrowserContext): Promise<void> {
  const key = await api<{ ApiKey: string }>(page, 'POST', '/v0.1/apiKeys', {
    Label: `charts e2e ${Date.now().toString(36)}`,
  });
  expect(key.status).toBe(201);
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  const readings = [];
  for (let time = minute - 6 * HOUR; time <= minute - 35 * 60_000; time += 5 * 60_000) {
    const hour = new Date(time).getUTCHours();
    readings.push(
      { Time: new Date(time).toISOString(), Sensor: 'PM10', Value: 20 + hour },
      { Time: new Date(time).toISOString(), Sensor: 'VOC', Value: 0.1 + hour / 100 },
    );
  }
  const sent = await context.request.post('/v2/instruments/AQS-1001/data', {
    headers: { 'X-Api-Key': key.json.ApiKey },
    data: { Readings: readings },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** What a site's loggers send each minute: an instrument's serial and its readings. */
type SiteReadings = Array<[string, Array<{ Sensor: string; Value: number }>]>;

/**
 * Gowanus (DER-10): North Fence and South Fence dust and VOC (south higher) and the met mast's
 * wind from the north at 4 m/s, so South Fence is downwind.
 */
const GOWANUS_READINGS: SiteReadings = [
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
  [
    'MET-2001',
    [
      { Sensor: 'WS', Value: 4 },
      { Sensor: 'WD', Value: 2 },
    ],
  ],
];

/**
 * Harbour Demolition (Rule 1466): Seaward Fence and Inland Fence dust and the mast's sea breeze
 * from 235° at 4 m/s, so Inland Fence is downwind.
 */
const HARBOUR_READINGS: SiteReadings = [
  ['AQS-1005', [{ Sensor: 'PM10', Value: 12 }]],
  ['AQS-1006', [{ Sensor: 'PM10', Value: 45 }]],
  [
    'MET-2002',
    [
      { Sensor: 'WS', Value: 4 },
      { Sensor: 'WD', Value: 235 },
    ],
  ],
];

/**
 * The last 90 minutes of a site as its loggers send them (an API key), every minute, so its
 * contribution has values to chart (the e2e server starts without a backfill; readings already
 * written stay as they are).
 */
async function sendContributionReadings(
  page: Page,
  context: BrowserContext,
  site: SiteReadings,
): Promise<void> {
  const key = await api<{ ApiKey: string }>(page, 'POST', '/v0.1/apiKeys', {
    Label: `charts aggregated e2e ${Date.now().toString(36)}`,
  });
  expect(key.status).toBe(201);
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  const times: string[] = [];
  for (let time = minute - 90 * 60_000; time <= minute - 60_000; time += 60_000) {
    times.push(new Date(time).toISOString());
  }
  for (const [serial, readings] of site) {
    const sent = await context.request.post(`/v2/instruments/${serial}/data`, {
      headers: { 'X-Api-Key': key.json.ApiKey },
      data: {
        Readings: times.flatMap((Time) => readings.map((reading) => ({ Time, ...reading }))),
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
}

/**
 * Waits until the project's contribution of a type (DER-10 by default) has a PM10 contribution
 * value in the last two hours (the server materialises readings as they arrive, within about a
 * minute), asking its aggregated data through the API every 5 seconds; answers its id.
 */
async function waitForContributionValues(
  page: Page,
  project: string,
  type = 'DER10',
): Promise<number> {
  const summaries = await api<{
    Summaries: Array<{ Id: number; ContributionType: string }>;
  }>(page, 'GET', `/v0.1/contribution-summaries?projectId=${encodeURIComponent(project)}`);
  expect(summaries.status).toBe(200);
  const contribution = summaries.json.Summaries.find((item) => item.ContributionType === type);
  expect(contribution, `the demo project has a ${type} contribution`).toBeDefined();
  await expect
    .poll(
      async () => {
        const now = Date.now();
        const answer = await api<{
          DataSets: Array<{ Values: Array<{ Value: number | null }> }>;
        }>(page, 'POST', `/v0.1/project-data/contribution/${contribution?.Id}`, {
          StartDateTime: new Date(now - 2 * HOUR).toISOString(),
          EndDateTime: new Date(now).toISOString(),
          RequiredFields: [{ FieldType: 'ContributionAverage', SensorName: 'PM10' }],
        });
        return (answer.json?.DataSets?.[0]?.Values ?? []).some((point) => point.Value !== null);
      },
      { timeout: 150_000, interval: 5_000 },
    )
    .toBe(true);
  return contribution?.Id ?? 0;
}

describe('charts', () => {
  it('opens from the project navigation, follows range, averaging and focus, zooms, hides a series and shows a table', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    await sendReadings(page, context);
    const id = await projectId(page, PROJECT);
    await page.goto(
      `/OneView/project/settings?query=${encodeURIComponent(JSON.stringify({ projectId: id }))}`,
    );
    const requests = seriesRequests(page);
    const navigation = page.getByRole('navigation', { name: 'Project' });
    // The project navigation lists Charts after Monitoring locations.
    await navigation.getByRole('link', { name: 'Charts' }).waitFor();
    const paths = await navigation
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    expect(paths.indexOf('/OneView/project/data')).toBe(
      paths.indexOf('/OneView/project/monitoring-locations') + 1,
    );
    await navigation.getByRole('link', { name: 'Charts' }).click();
    await page.waitForURL(/\/OneView\/project\/data\?query=/);
    await expect.poll(() => page.title()).toBe(`${PROJECT} - Charts | OneView Air`);

    // The defaults: the last 24 hours at 1 hour, one chart per channel of the five locations,
    // with the New York zone named.
    await page.getByRole('button', { name: 'Date range Last 24 hours' }).waitFor();
    const channels = await drawnHeadings(page, 7);
    expect(channels.slice(0, 2)).toEqual(['PM10', 'VOC']);
    expect(channels).toEqual(expect.arrayContaining(['WD', 'WS', 'TEMP', 'RH', 'PRES']));
    expect(await page.getByTestId('chart-zone').textContent()).toMatch(
      /Times in America\/New_York \(UTC-0[45]:00\)/,
    );
    // Four monitors with PM10 and VOC, the mast's five channels (a relative range moving on by a
    // minute during the test asks them again).
    expect(distinctSeries(requests)).toBe(13);
    for (const params of requests) {
      expect(params.get('AveragingPeriodMs')).toBe(String(HOUR));
      const span =
        Date.parse(params.get('EndTime') ?? '') - Date.parse(params.get('StartTime') ?? '');
      expect(span).toBe(24 * HOUR);
    }
    // The demo has a day of data: PM10 draws, not 'No data'.
    const pm10 = cards(page).first();
    await pm10.locator('canvas').first().waitFor();
    expect(await pm10.getByText('No data').count()).toBe(0);

    // The range: last 12 hours; the address follows and the charts ask again.
    requests.length = 0;
    await page.getByRole('button', { name: 'Date range Last 24 hours' }).click();
    await page
      .getByRole('dialog', { name: 'Date range' })
      .getByRole('button', { name: 'Last 12 hours' })
      .click();
    await page.getByRole('button', { name: 'Date range Last 12 hours' }).waitFor();
    expect(addressQuery(page)).toMatchObject({ projectId: id, range: '12h' });
    await drawnHeadings(page, 7);
    await expect.poll(() => distinctSeries(requests)).toBe(13);
    const span = (params: URLSearchParams) =>
      Date.parse(params.get('EndTime') ?? '') - Date.parse(params.get('StartTime') ?? '');
    expect(requests.every((params) => span(params) === 12 * HOUR)).toBe(true);

    // The averaging period: 15 minutes.
    requests.length = 0;
    await page.getByRole('combobox', { name: 'Averaging period' }).click();
    await page.getByRole('option', { name: '15 minutes' }).click();
    await expect.poll(() => addressQuery(page).averagingPeriod).toBe(15);
    await drawnHeadings(page, 7);
    await expect.poll(() => distinctSeries(requests)).toBe(13);
    expect(requests.every((params) => params.get('AveragingPeriodMs') === '900000')).toBe(true);

    // The focus: one chart per monitoring location, a line per channel.
    await page.getByRole('radio', { name: 'Monitoring location' }).click();
    await expect.poll(() => addressQuery(page).focus).toBe('monitoringLocations');
    const locations = await drawnHeadings(page, 5);
    expect(locations).toEqual(
      expect.arrayContaining(['North Fence', 'East Gate', 'South Fence', 'West Boundary']),
    );
    const north = cards(page).filter({ has: page.getByRole('heading', { name: 'North Fence' }) });

    // Zoom by dragging across the plot; Reset zoom shows the whole range again.
    await brush(north.locator('[data-slot="time-series-interaction"]'), page);
    const reset = north.getByRole('button', { name: 'Reset zoom' });
    await reset.waitFor();
    await reset.click();
    await reset.waitFor({ state: 'detached' });

    // The legend hides a series and shows it again.
    await north.getByRole('button', { name: 'Hide VOC' }).click();
    await north.getByRole('button', { name: 'Show VOC' }).click();
    await north.getByRole('button', { name: 'Hide VOC' }).waitFor();

    // The table view lists the values with the zone in the time column.
    await north.getByRole('button', { name: 'View as table' }).click();
    const table = north.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').first().textContent()).toMatch(
      /Time \(America\/New_York \(UTC-0[45]:00\)\)/,
    );
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('PM10'), expect.stringContaining('VOC')]),
    );
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(10);
    await north.getByRole('button', { name: 'View as chart' }).click();
    await table.waitFor({ state: 'detached' });
    await context.close();
  });

  it('refuses a range over 1440 buckets without asking, and an unreadable query', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer', '/OneView');
    const id = await projectId(page, PROJECT);
    const requests = seriesRequests(page);
    const query = { projectId: id, averagingPeriod: 1, range: '7d' };
    await page.goto(`/OneView/project/data?query=${encodeURIComponent(JSON.stringify(query))}`);
    await page
      .getByTestId('chart-query-error')
      .getByText('Date range too long or averaging period too short')
      .waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(requests).toHaveLength(0);

    await page.goto(`/OneView/project/data?query=${encodeURIComponent('{"projectId":')}`);
    await page
      .getByTestId('error-screen-400')
      .getByRole('heading', { name: 'Invalid query' })
      .waitFor();
    await context.close();
  });

  it('charts the last hour of an instrument on its page, with every time’s zone labelled', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager');
    await sendReadings(page, context);
    await page.goto('/HomeNew/monitor?monitorId=AQS-1001');
    await page.getByTestId('monitor-heading').waitFor();
    await page.getByTestId('monitor-row').first().waitFor();
    // AQS-1001 is at Gowanus (New York): its times carry New York's offset.
    const zone = page.getByTestId('monitor-zone');
    await zone.waitFor();
    expect(await zone.textContent()).toMatch(/Times in UTC-0[45]:00/);
    expect(await page.getByRole('columnheader', { name: /Latest reading/ }).textContent()).toMatch(
      /Latest reading \(UTC-0[45]:00\)/,
    );
    const chart = page.getByTestId('monitor-chart').first();
    await chart.locator('canvas').first().waitFor();
    expect(await chart.getByRole('button', { name: 'Hide PM10' }).count()).toBe(1);
    await context.close();
  });

  it('charts a contribution’s aggregated data: the source, a chart per pollutant with its averaging regions and compliance level, and the wind', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    await sendContributionReadings(page, context, GOWANUS_READINGS);
    const id = await projectId(page, PROJECT);
    await waitForContributionValues(page, id);
    const asked: Array<{ status: number; body: unknown }> = [];
    page.on('response', (response) => {
      if (/\/v0\.1\/project-data\/contribution\/\d+$/.test(new URL(response.url()).pathname)) {
        asked.push({ status: response.status(), body: response.request().postDataJSON() });
      }
    });
    await page.goto(
      `/OneView/project/data?query=${encodeURIComponent(JSON.stringify({ projectId: id }))}`,
    );

    // The project has contributions: the data type can be chosen. Aggregated starts without a
    // source and asks for one.
    await page.getByRole('radio', { name: 'Aggregated data' }).click();
    await page.getByTestId('charts-choose-source').waitFor();
    expect(addressQuery(page)).toMatchObject({ projectId: id, type: 'aggregated', range: '24h' });
    expect(addressQuery(page).source).toBeUndefined();
    await page.getByRole('combobox', { name: 'Contribution' }).click();
    await page
      .getByRole('option', { name: /DER-10/ })
      .first()
      .click();
    await expect.poll(() => typeof addressQuery(page).source).toBe('number');

    // One chart per pollutant (PM10, VOC) with the three averages, then the wind direction.
    const headings = await drawnHeadings(page, 3);
    expect(headings).toEqual(['PM10', 'VOC', 'Wind']);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(asked[0]?.status).toBe(200);
    expect(asked[0]?.body).toMatchObject({
      RequiredFields: [
        { FieldType: 'UpwindAverage', SensorName: 'PM10' },
        { FieldType: 'DownwindAverage', SensorName: 'PM10' },
        { FieldType: 'ContributionAverage', SensorName: 'PM10' },
        { FieldType: 'UpwindAverage', SensorName: 'VOC' },
        { FieldType: 'DownwindAverage', SensorName: 'VOC' },
        { FieldType: 'ContributionAverage', SensorName: 'VOC' },
        { FieldType: 'WindDirection' },
      ],
    });
    const pm10 = cards(page).first();
    for (const name of ['Upwind average', 'Downwind average', 'Contribution average']) {
      await pm10.getByRole('button', { name: `Hide ${name}` }).waitFor();
    }
    // Its averaging regions are shaded and labelled, and the DER-10 level of 100 µg/m³ is drawn.
    const labels = pm10.locator('[data-region] text');
    await labels.first().waitFor({ state: 'attached' });
    expect(await labels.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Initial|Rolling 15 min|Stopped)$/)]),
    );
    await pm10.locator('[data-level]').first().waitFor({ state: 'attached' });
    expect(await pm10.locator('[data-level] text').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Compliance level 100 µg\/m³$/)]),
    );
    // The wind chart: direction points on the 0–360° axis.
    const wind = cards(page).nth(2);
    expect(await wind.locator('[data-axis^="direction:"] text').allTextContents()).toEqual(
      expect.arrayContaining(['0', '90', '180', '270', '360']),
    );

    // At a phone's width the controls stack and the charts fit: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await drawnHeadings(page, 3);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Back to individual data: 1 hour averaging, focus on channels.
    await page.getByRole('radio', { name: 'Individual data' }).click();
    await expect.poll(() => addressQuery(page).type).toBe('individual');
    expect(addressQuery(page)).toMatchObject({ averagingPeriod: 60, focus: 'channels' });
    await context.close();
  }, 240_000);

  it('labels a Rule 1466 contribution’s regions in its own wording, with its 25 µg/m³ level in the project’s display unit', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    await sendContributionReadings(page, context, HARBOUR_READINGS);
    const id = await projectId(page, 'Harbour Demolition');
    const source = await waitForContributionValues(page, id, 'FOURTEEN_SIXTY_SIX');
    const query = { projectId: id, type: 'aggregated', source, range: '12h' };
    await page.goto(`/OneView/project/data?query=${encodeURIComponent(JSON.stringify(query))}`);
    const headings = await drawnHeadings(page, 2);
    expect(headings).toEqual(['PM10', 'Wind']);
    const pm10 = cards(page).first();
    const labels = pm10.locator('[data-region] text');
    await labels.first().waitFor({ state: 'attached' });
    for (const label of await labels.allTextContents()) {
      expect(label).toMatch(/^(Initial|2 Hr|30 Min|Stopped)$/);
    }
    // Harbour Demolition shows dust in mg/m³: the 25 µg/m³ level is drawn as 0.025 mg/m³.
    expect(await pm10.locator('[data-level] text').allTextContents()).toEqual([
      'Compliance level 0.025 mg/m³',
    ]);
    await context.close();
  }, 240_000);
});
