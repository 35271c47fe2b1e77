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
});
