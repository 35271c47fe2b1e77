import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api, projectId } = useBrowser();

/** The demo site downloaded: New York, PM10 in µg/m³ with 1 decimal, VOC in ppm with 3. */
const PROJECT = 'Gowanus Canal Remediation';
const HOUR = 60 * 60_000;
const MINUTE = 60_000;
const PATH = '/OneView/project/data-download';

async function locationIds(page: Page, project: string): Promise<Map<string, string>> {
  const { json } = await api<{ Items: Array<{ GuidId: string; Name: string }> }>(
    page,
    'GET',
    `/v0.1/monitoringlocations?projectId=${project}`,
  );
  return new Map(json.Items.map((location) => [location.Name, location.GuidId]));
}

/**
 * South Fence's monitor (AQS-1003) sends PM10 and VOC every minute from 11 to 9 hours before the
 * current hour: PM10 10 then 30 µg/m³, VOC 0.25 then 0.5 ppm, one value per clock hour. The e2e
 * server starts without a backfill and no other test writes AQS-1003 then, so the hourly means are
 * exactly these values. Returns the end of the first hour.
 */
async function sendReadings(page: Page, context: BrowserContext): Promise<number> {
  const key = await api<{ ApiKey: string }>(page, 'POST', '/v0.1/apiKeys', {
    Label: `download e2e ${Date.now().toString(36)}`,
  });
  expect(key.status).toBe(201);
  const hour = Math.floor(Date.now() / HOUR) * HOUR;
  const firstEnd = hour - 10 * HOUR;
  const readings = [];
  for (let time = hour - 11 * HOUR + MINUTE; time <= hour - 9 * HOUR; time += MINUTE) {
    const first = time <= firstEnd;
    readings.push(
      { Time: new Date(time).toISOString(), Sensor: 'PM10', Value: first ? 10 : 30 },
      { Time: new Date(time).toISOString(), Sensor: 'VOC', Value: first ? 0.25 : 0.5 },
    );
  }
  const sent = await context.request.post('/v2/instruments/AQS-1003/data', {
    headers: { 'X-Api-Key': key.json.ApiKey },
    data: { Readings: readings },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return firstEnd;
}

/** 'yyyy-MM-dd HH:mm:ss' in UTC, as the file writes the UTC column. */
function utc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** The file's lines split into cells (the demo's names hold no comma or quote). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line ends with CRLF: no bare line feed.
  expect(/[^\r]\n/.test(text)).toBe(false);
  return text
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

/** The query strings of the download calls the page makes from now on. */
function downloadRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/download-data/monitoring-locations')) seen.push(url.searchParams);
  });
  return seen;
}

describe('data download', () => {
  it('opens from the project navigation, downloads the chosen locations, range and averaging as a CSV that matches the data', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const firstEnd = await sendReadings(page, context);
    const id = await projectId(page, PROJECT);
    const locations = await locationIds(page, id);
    await page.goto(
      `/OneView/project/settings?query=${encodeURIComponent(JSON.stringify({ projectId: id }))}`,
    );
    const requests = downloadRequests(page);

    // The project navigation lists Data download after Charts, then (projects §2) Reports, Records,
    // Settings, Contributions and Alerts.
    const navigation = page.getByRole('navigation', { name: 'Project' });
    // (The entries offered by permission appear once the user has loaded.)
    const paths = () =>
      navigation
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
    await expect.poll(paths).toContain(PATH);
    const order = await paths();
    expect(order.indexOf(PATH)).toBe(order.indexOf('/OneView/project/data') + 1);
    expect(order.slice(order.indexOf(PATH) + 1)).toEqual([
      '/OneView/project/reports',
      '/OneView/project/records',
      '/OneView/project/settings',
      '/OneView/project/contributions',
      '/OneView/project/alerts',
    ]);
    await navigation.getByRole('link', { name: 'Data download' }).click();
    await page.waitForURL(/\/OneView\/project\/data-download\?query=/);
    await expect.poll(() => page.title()).toBe(`${PROJECT} - Data download | OneView Air`);
    expect(await page.getByTestId('download-zone').textContent()).toMatch(
      /America\/New_York \(UTC-0[45]:00\)/,
    );
    // The ATechDataReport flag is on in the demo: the standard format's tab is chosen first.
    expect(
      await page.getByRole('tab', { name: 'Standard format' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByRole('tab', { name: 'A-Tech format' }).count()).toBe(1);

    // Locations, the last 12 hours, 1 hour, with the journal.
    const picker = page.getByRole('combobox', { name: /Monitoring locations/ });
    await picker.click();
    await page.getByRole('option', { name: 'South Fence', exact: true }).click();
    await page.getByRole('option', { name: 'North Fence', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Date range Last 24 hours' }).click();
    await page
      .getByRole('dialog', { name: 'Date range' })
      .getByRole('button', { name: 'Last 12 hours' })
      .click();
    await page.getByRole('button', { name: 'Date range Last 12 hours' }).waitFor();
    await page.getByRole('combobox', { name: 'Averaging period' }).click();
    await page.getByRole('option', { name: '1 hour', exact: true }).click();
    await page.getByRole('switch', { name: 'Include journal data' }).click();
    // The choices are in the address.
    await expect
      .poll(() => JSON.parse(new URL(page.url()).searchParams.get('query') ?? '{}'))
      .toMatchObject({
        projectId: id,
        locations: [locations.get('South Fence'), locations.get('North Fence')],
        range: { kind: 'relative', preset: '12h' },
        averaging: 60,
        journal: true,
      });

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(
      /^Gowanus Canal Remediation_\d{4}-\d\d-\d\d_\d{4}_\d{4}-\d\d-\d\d_\d{4}\.csv$/,
    );
    const rows = parseCsv(await readFile(await download.path(), 'utf8'));
    await page.getByRole('button', { name: 'Download' }).waitFor();

    expect(requests).toHaveLength(1);
    const request = requests[0] as URLSearchParams;
    expect(request.getAll('MonitoringLocationIds')).toEqual([
      locations.get('South Fence'),
      locations.get('North Fence'),
    ]);
    expect(request.get('AveragingPeriodMinutes')).toBe('60');
    expect(request.get('IncludeJournalData')).toBe('true');
    const from = Number(request.get('FromUnixMs'));
    const to = Number(request.get('ToUnixMs'));
    expect(to - from).toBe(12 * HOUR);

    // The header: both times, a column per location and channel with its unit, the journal's.
    const header = rows[0] as string[];
    expect(header.slice(0, 2)).toEqual(['Time (America/New_York)', 'Time (UTC)']);
    expect(header).toEqual(
      expect.arrayContaining([
        'South Fence - PM10 (µg/m³)',
        'South Fence - VOC (ppm)',
        'North Fence - PM10 (µg/m³)',
        'North Fence - VOC (ppm)',
      ]),
    );
    expect(header.slice(-3)).toEqual(['Journal type', 'Journal author', 'Journal']);
    expect(header.indexOf('South Fence - PM10 (µg/m³)')).toBeLessThan(
      header.indexOf('North Fence - PM10 (µg/m³)'),
    );

    // The hours South Fence's readings cover: their means, in display units and decimals.
    const column = (name: string) => header.indexOf(name);
    const row = (end: number) => rows.find((cells) => cells[1] === utc(end));
    expect(row(firstEnd)?.[column('South Fence - PM10 (µg/m³)')]).toBe('10.0');
    expect(row(firstEnd)?.[column('South Fence - VOC (ppm)')]).toBe('0.250');
    expect(row(firstEnd + HOUR)?.[column('South Fence - PM10 (µg/m³)')]).toBe('30.0');
    expect(row(firstEnd + HOUR)?.[column('South Fence - VOC (ppm)')]).toBe('0.500');

    // The first rows: one per clock hour from the range's start, each as the chart data says.
    const series = async (location: string, channel: string) => {
      const params = new URLSearchParams({
        ProjectId: id,
        MonitoringLocationId: locations.get(location) ?? '',
        ChannelName: channel,
        StartTime: new Date(from).toISOString(),
        EndTime: new Date(to).toISOString(),
        AveragingPeriodMs: String(HOUR),
      });
      const { json } = await api<{ Data: Array<{ Time: string; Value: number | null }> }>(
        page,
        'GET',
        `/v0.1/channelTimeseries?${params.toString()}`,
      );
      return new Map(json.Data.map((point) => [Date.parse(point.Time), point.Value]));
    };
    const bucketRows = rows.slice(1).filter((cells) => cells.at(-3) === '');
    expect(bucketRows.length).toBeGreaterThanOrEqual(12);
    expect(Date.parse(`${bucketRows[0]?.[1]}Z`)).toBe(Math.ceil((from + 1) / HOUR) * HOUR);
    for (const [location, channel, decimals] of [
      ['South Fence', 'PM10', 1],
      ['South Fence', 'VOC', 3],
      ['North Fence', 'PM10', 1],
    ] as const) {
      const values = await series(location, channel);
      const index = column(`${location} - ${channel} (${channel === 'VOC' ? 'ppm' : 'µg/m³'})`);
      for (const cells of bucketRows.slice(0, 4)) {
        const value = values.get(Date.parse(`${cells[1]}Z`));
        expect(cells[index], `${location} ${channel} at ${cells[1]}`).toBe(
          value === undefined || value === null ? '' : value.toFixed(decimals),
        );
      }
    }
    await context.close();
  });

  it("shows the notification 'Error' with the server's message when the server refuses", async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    // A link to a location that is not the project's (a stale or hand-edited address).
    await page.goto(
      `${PATH}?query=${encodeURIComponent(
        JSON.stringify({ projectId: id, locations: ['00000000-0000-4000-8000-00000000dead'] }),
      )}`,
    );
    await page.getByRole('button', { name: 'Download' }).click();
    // An error toast titled 'Error' (it names itself by its title) with the server's message.
    const notification = page.getByRole('listitem', { name: 'Error', exact: true });
    await notification.getByText('Monitoring location not found.').waitFor();
    expect(await notification.getAttribute('data-kind')).toBe('error');
    expect(await page.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('fits a phone’s width (390 × 844)', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'viewer', '/OneView');
    const id = await projectId(page, PROJECT);
    await page.goto(`${PATH}?query=${encodeURIComponent(JSON.stringify({ projectId: id }))}`);
    const button = page.getByRole('button', { name: 'Download' });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await context.close();
  });
});
