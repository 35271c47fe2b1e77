import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api, projectId } = useBrowser();

/** The demo's DER-10 site, its DER-10 contribution (PM10 and VOC) and its NJ PAM one. */
const PROJECT = 'Gowanus Canal Remediation';
const DER10 = 'Gowanus DER-10 CAMP';
const NJ_PAM = 'Gowanus NJ PAM perimeter';
const HOUR = 3_600_000;

interface Level {
  ContributionId: number;
  SensorCode: string;
  Level: number | null;
  DisplayUnits: string;
  ContributionName: string;
}

const settingsPath = (id: string) =>
  `/OneView/project/settings?query=${encodeURIComponent(
    JSON.stringify({ projectId: id, tab: 'complianceLevels' }),
  )}`;

const downloadPath = (id: string, query: Record<string, unknown> = {}) =>
  `/OneView/project/data-download?query=${encodeURIComponent(
    JSON.stringify({ projectId: id, ...query }),
  )}`;

async function complianceLevels(page: Page, id: string): Promise<Level[]> {
  const { json } = await api<{ ComplianceLevels: Level[] }>(
    page,
    'GET',
    `/v0.1/projectDetails?ProjectId=${id}`,
  );
  return json.ComplianceLevels;
}

/** Puts a contribution's levels back as they were (other suites read the demo's defaults). */
async function restoreLevels(page: Page, contributionId: number, levels: Level[]) {
  const { json: contribution } = await api<{
    Config: {
      DisplayActionLevelsOnReportCharts: boolean;
      DisplayAlertsOnReportCharts: boolean;
      ShowExceedanceSummary: boolean;
      HideEmptyEnvironmentalSummary: boolean;
      SensorsWithNegativeNumberFiltering: string[];
    };
  }>(page, 'GET', `/v0.1/contribution/${contributionId}`);
  const { ActionLevels: _levels, ...config } = contribution.Config as typeof contribution.Config & {
    ActionLevels: unknown;
  };
  const restored = await api(page, 'PUT', `/v0.1/contribution/${contributionId}`, {
    ...config,
    SensorActionLevels: levels
      .filter((level) => level.ContributionId === contributionId && level.Level !== null)
      .map((level) => ({
        SensorName: level.SensorCode,
        SensorUnits: level.DisplayUnits,
        ActionLevelValue: level.Level,
      })),
  });
  expect(restored.status).toBe(200);
}

describe('compliance levels', () => {
  it("sets a level of the demo's DER-10 contribution in Project settings and keeps it after a reload", async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    const before = await complianceLevels(page, id);
    // The DER-10 defaults: PM10 100 then 150 µg/m³, VOC 5 then 25 ppm.
    const der10 = before.filter((level) => level.ContributionName === DER10);
    expect(der10.map((level) => [level.SensorCode, level.Level, level.DisplayUnits])).toEqual([
      ['PM10', 100, 'µg/m³'],
      ['PM10', 150, 'µg/m³'],
      ['VOC', 5, 'ppm'],
      ['VOC', 25, 'ppm'],
    ]);
    const contributionId = der10[0]?.ContributionId as number;
    const updates: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/v0.1/contribution/')) {
        updates.push(request.postDataJSON());
      }
    });
    try {
      await page.goto(settingsPath(id));
      expect(
        await page.getByRole('tab', { name: 'Compliance levels' }).getAttribute('aria-selected'),
      ).toBe('true');
      const level = page.getByRole('textbox', { name: `Level 2 of PM10 for ${DER10}` });
      await expect.poll(() => level.inputValue()).toBe('150');

      // Out of range: the rule's message, and Save stays disabled.
      await level.fill('1000');
      await page.getByText('Value must be less than or equal to 999').waitFor();
      expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);

      await level.fill('175.5');
      const save = page.getByRole('button', { name: 'Save changes' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText(`Compliance levels of ${DER10} saved`).waitFor();
      // One update: every level of the contribution, the edited one in its display units.
      expect(updates).toHaveLength(1);
      expect((updates[0] as { SensorActionLevels: unknown }).SensorActionLevels).toEqual([
        { SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 100 },
        { SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 175.5 },
        { SensorName: 'VOC', SensorUnits: 'ppm', ActionLevelValue: 5 },
        { SensorName: 'VOC', SensorUnits: 'ppm', ActionLevelValue: 25 },
      ]);

      await page.reload();
      const reloaded = page.getByRole('textbox', { name: `Level 2 of PM10 for ${DER10}` });
      await expect.poll(() => reloaded.inputValue()).toBe('175.5');
      expect(
        (await complianceLevels(page, id))
          .filter((row) => row.ContributionId === contributionId)
          .map((row) => row.Level),
      ).toEqual([100, 175.5, 5, 25]);
    } finally {
      await restoreLevels(page, contributionId, before);
    }
    await context.close();
  });

  it('fits a phone’s width (390 × 844)', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    await page.goto(settingsPath(id));
    await page.getByRole('textbox', { name: `Level 1 of PM10 for ${DER10}` }).waitFor();
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.scrollIntoViewIfNeeded();
    const box = await save.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await context.close();
  });
});

/** The file's lines split into cells (the demo's names hold no comma or quote). */
function csvLines(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

describe('aggregated data download', () => {
  it('downloads the DER-10 contribution’s aggregated CSV with its header line', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/csv-data/aggregated')) requests.push(url);
    });
    await page.goto(downloadPath(id));
    // The ATechDataReport flag is on in the demo: two tabs, the standard format first.
    expect(
      await page.getByRole('tab', { name: 'Standard format' }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.getByRole('tab', { name: 'A-Tech format' }).waitFor();

    await page.getByRole('radio', { name: 'Aggregated data (a contribution)' }).click();
    // Aggregated data has no journal, no locations and no averaging period.
    await page.getByRole('combobox', { name: /Data source/ }).click();
    const njPam = page.getByRole('option', { name: NJ_PAM });
    expect(await njPam.getAttribute('aria-disabled')).toBe('true');
    expect(await njPam.textContent()).toContain('Contribution data is not available for NJ PAM');
    await page.getByRole('option', { name: DER10 }).click();
    await page.getByText(/^Its data starts /).waitFor();
    expect(await page.getByRole('switch', { name: 'Include journal data' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: /Monitoring locations/ }).count()).toBe(0);
    // The choice is in the address.
    const contributionId = (await complianceLevels(page, id)).find(
      (level) => level.ContributionName === DER10,
    )?.ContributionId;
    await expect
      .poll(() => JSON.parse(new URL(page.url()).searchParams.get('query') ?? '{}'))
      .toMatchObject({ projectId: id, data: 'aggregated', source: contributionId });

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = csvLines(await readFile(await download.path(), 'utf8'));
    await page.getByText(`${download.suggestedFilename()} downloaded.`).waitFor();

    expect(requests).toHaveLength(1);
    const query = (requests[0] as URL).searchParams;
    expect(query.get('ContributionId')).toBe(String(contributionId));
    expect(Number(query.get('ToUnixMs')) - Number(query.get('FromUnixMs'))).toBe(24 * HOUR);

    // The header: both times, then per pollutant its averaged and raw contribution, mode and
    // sides in the project's display units, then the wind.
    const header = lines[0] as string[];
    const sides = (code: string, unit: string) => [
      `${code} contribution average (${unit})`,
      `${code} averaging mode`,
      `${code} contribution raw (${unit})`,
      `${code} upwind average (${unit})`,
      `${code} downwind average (${unit})`,
      `${code} upwind raw (${unit})`,
      `${code} downwind raw (${unit})`,
    ];
    expect(header.slice(0, 16)).toEqual([
      'Time (America/New_York)',
      'Time (UTC)',
      ...sides('PM10', 'µg/m³'),
      ...sides('VOC', 'ppm'),
    ]);
    expect(header.slice(16, 18).map((cell) => cell.replace(/ \(.+\)$/, ''))).toEqual([
      'Wind speed average',
      'Wind speed raw',
    ]);
    expect(header.at(-1)).toBe('Wind direction (°)');
    expect(header).toHaveLength(19);
    // One line per minute of the range.
    expect(lines.length - 1).toBeGreaterThanOrEqual(24 * 60 - 1);
    await context.close();
  });

  it('downloads the 1466 contribution’s A-Tech format report from the A-Tech tab', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, 'Harbour Demolition');
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/csv-data/atech-1466-report')) requests.push(url);
    });
    await page.goto(downloadPath(id));
    await page.getByRole('tab', { name: 'A-Tech format' }).click();
    await expect
      .poll(() => JSON.parse(new URL(page.url()).searchParams.get('query') ?? '{}'))
      .toMatchObject({ projectId: id, format: 'atech' });
    const form = page.getByTestId('atech-form');
    await form.getByRole('combobox', { name: /Data source/ }).click();
    await page.getByRole('option', { name: 'Harbour Rule 1466' }).click();
    await form.getByText(/^Its data starts /).waitFor();
    const downloaded = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download' }).click();
    const download = await downloaded;
    const lines = csvLines(await readFile(await download.path(), 'utf8'));
    expect(requests).toHaveLength(1);
    // The report's values are in the project's display unit of PM10 (the level's unit).
    const level = (await complianceLevels(page, id)).find(
      (row) => row.ContributionName === 'Harbour Rule 1466',
    );
    expect(requests[0]?.searchParams.get('ContributionId')).toBe(String(level?.ContributionId));
    const unit = level?.DisplayUnits ?? '';
    expect(lines[0]?.slice(0, 5)).toEqual([
      'Date (America/Los_Angeles)',
      'Hour ending',
      'Hour ending (UTC)',
      'Data capture (%)',
      `Upwind PM10 hourly mean (${unit})`,
    ]);
    await context.close();
  });

  it('fits a phone’s width with aggregated data chosen (390 × 844)', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'viewer', '/OneView');
    const id = await projectId(page, PROJECT);
    await page.goto(downloadPath(id, { data: 'aggregated' }));
    const button = page.getByRole('button', { name: 'Download' });
    // The data type shows once the contributions have loaded; the address chose aggregated data.
    const aggregated = page.getByRole('radio', { name: 'Aggregated data (a contribution)' });
    await aggregated.waitFor({ timeout: 30_000 });
    expect(await aggregated.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('combobox', { name: /Data source/ }).waitFor();
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await context.close();
  });
});
