import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api } = useBrowser();

const route = (path: string, query: Record<string, unknown>) =>
  `${path}?query=${encodeURIComponent(JSON.stringify(query))}`;

interface Estimate {
  SubTotal: number;
  Total: number;
  Discounts: Array<{ Amount: number }>;
  RenewalSubTotal: number;
  ProratedSubTotal: number;
  ProratedDays: number;
  TermDays: number;
}

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Picks a licence action in a project's row. */
async function choose(page: Page, project: string, action: string) {
  await page.getByRole('combobox', { name: `License action for ${project}` }).click();
  await page.getByRole('option', { name: action, exact: true }).click();
}

/** The status text of a project's row. */
function statusOf(page: Page, project: string) {
  return page
    .getByTestId('licence-row')
    .filter({ hasText: project })
    .getByTestId('licence-status')
    .textContent();
}

describe('licensing (issue 19)', () => {
  it(
    'buys a licence with a reference at the server’s estimate, starts and converts a trial, and shows the trial metrics',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newPage();
      await signIn(page, 'admin', '/OneView');
      const self = await api<{ OrganisationName: string }>(page, 'GET', '/v0.1/Users/self');
      const organisation = self.json.OrganisationName;
      const stamp = Date.now().toString(36);
      const paid = `Licence e2e ${stamp} paid`;
      const trial = `Licence e2e ${stamp} trial`;
      const ids: Record<string, string> = {};
      for (const name of [paid, trial]) {
        const created = await api<{ Id: string }>(page, 'POST', '/v0.1/Projects', {
          Name: name,
          Location: { Latitude: 40.6782, Longitude: -73.9442 },
          Organisation: organisation,
          SummerTimeAdjusted: true,
          TimeZoneId: 'America/New_York',
        });
        expect(created.status).toBe(201);
        ids[name] = created.json.Id;
      }

      // A new project has no licence: listed, tagged and paused.
      const before = await api<{ IsLicensed: boolean }>(
        page,
        'GET',
        `/v0.1/getProjectSummaryById?ProjectId=${ids[paid]}`,
      );
      expect(before.json.IsLicensed).toBe(false);

      await page.goto(route('/OneView/licenses', { organisationName: organisation }));
      await page.getByRole('heading', { level: 1, name: 'Manage licenses' }).waitFor();
      await page.getByTestId('licence-row').filter({ hasText: paid }).waitFor();
      expect(await statusOf(page, paid)).toBe('Not licensed');
      await page.getByTestId('estimate-total').waitFor();

      // Adding the licence asks the server for a new estimate; the summary shows its numbers.
      const estimated = page.waitForResponse(
        (response) => response.url().includes('/subscriptionestimate') && response.status() === 200,
      );
      await choose(page, paid, 'Add license');
      const estimate = (await (await estimated).json()) as Estimate;
      expect(await page.getByTestId('summary-added').textContent()).toBe('1');
      await expect
        .poll(() => page.getByTestId('estimate-total').textContent())
        .toBe(usd(estimate.Total));
      expect(await page.getByTestId('estimate-renewal').textContent()).toBe(
        usd(estimate.RenewalSubTotal),
      );
      expect(await page.getByTestId('estimate-prorated').textContent()).toBe(
        usd(estimate.ProratedSubTotal),
      );
      expect(await page.getByTestId('estimate-subtotal').textContent()).toBe(
        usd(estimate.SubTotal),
      );
      // The server's own arithmetic holds: sub-total = renewal + prorated, total = sub-total − discount.
      expect(estimate.SubTotal).toBeCloseTo(
        estimate.RenewalSubTotal + estimate.ProratedSubTotal,
        2,
      );
      expect(estimate.Total).toBeCloseTo(
        estimate.SubTotal - (estimate.Discounts[0]?.Amount ?? 0),
        2,
      );
      expect(await page.getByTestId('estimate-formula').textContent()).toContain(
        `${estimate.ProratedDays} / ${estimate.TermDays} days`,
      );

      const reference = `PO-E2E-${stamp}`;
      await page.getByTestId('licence-reference').fill(reference);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByTestId('licences-saved').waitFor();
      await expect.poll(() => statusOf(page, paid)).toBe('Active');
      const after = await api<{ IsLicensed: boolean }>(
        page,
        'GET',
        `/v0.1/getProjectSummaryById?ProjectId=${ids[paid]}`,
      );
      expect(after.json.IsLicensed).toBe(true);

      // A trial runs its own call; the reference stays closed for it.
      await choose(page, trial, 'Apply trial');
      expect(await page.getByTestId('licence-reference').isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByTestId('licences-saved').waitFor();
      await expect.poll(() => statusOf(page, trial)).toMatch(/^Free trial expiring on /);

      await choose(page, trial, 'Convert to paid');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByTestId('licences-saved').waitFor();
      await expect.poll(() => statusOf(page, trial)).toMatch(/^Converting to paid on /);

      // The trial tab: the overview matches the server's metrics, and the trial is listed converted.
      const metrics = await api<{
        Overview: {
          TotalTrialsActive: number;
          TotalTrialsConverting: number;
          ConversionRate30Days: number;
          ConversionRateAllTime: number;
        };
      }>(page, 'GET', '/v0.1/project-trials/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.json.Overview.TotalTrialsConverting).toBeGreaterThanOrEqual(1);
      await page.goto(route('/OneView/license-dashboard', { tab: 'trial-licenses' }));
      await page.getByText('OneView Trial License Overview').waitFor();
      const percent = (rate: number) =>
        new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 }).format(rate);
      await expect
        .poll(() => page.getByTestId('trial-metric-converting').locator('dd').textContent())
        .toBe(String(metrics.json.Overview.TotalTrialsConverting));
      expect(await page.getByTestId('trial-metric-active').locator('dd').textContent()).toBe(
        String(metrics.json.Overview.TotalTrialsActive),
      );
      expect(await page.getByTestId('trial-metric-conversion30').locator('dd').textContent()).toBe(
        percent(metrics.json.Overview.ConversionRate30Days),
      );
      expect(await page.getByTestId('trial-metric-conversionAll').locator('dd').textContent()).toBe(
        percent(metrics.json.Overview.ConversionRateAllTime),
      );
      await page.getByTestId('trial-chart').locator('svg').waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill(trial);
      const row = page
        .getByTestId('trial-licences-table')
        .getByRole('row', { name: new RegExp(trial) });
      await row.waitFor();
      expect(await row.getByTestId('trial-status').textContent()).toBe('Converted to paid');

      // The paid tab lists the bought licence; Manage returns to the organisation's licences.
      await page.getByRole('tab', { name: 'Paid licenses' }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill(paid);
      const paidRow = page
        .getByTestId('paid-licences-table')
        .getByRole('row', { name: new RegExp(paid) });
      await paidRow.waitFor();
      // Filters reach the server: the new project has no monitor online, so '1+' leaves it out.
      await page.getByRole('combobox', { name: 'Active monitors' }).click();
      await page.getByRole('option', { name: 'Active monitors (1+)' }).click();
      await page.getByText('No licenses match').waitFor();
      await page.getByRole('combobox', { name: 'Active monitors' }).click();
      await page.getByRole('option', { name: 'No active monitors (0)' }).click();
      await paidRow.waitFor();
      expect(await paidRow.textContent()).toContain('0 / 0');
      // Download saves the same list as a CSV file.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      expect(await readFile(path, 'utf8')).toContain(paid);
      await paidRow.getByRole('button').last().click();
      await page.getByRole('menuitem', { name: 'Manage' }).click();
      await page.waitForURL(/\/OneView\/licenses\?query=/);
      await page.getByRole('heading', { level: 1, name: 'Manage licenses' }).waitFor();
      await context.close();
    },
  );

  it('fits both licence screens at a phone’s width (390 px)', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'admin', '/OneView');
    const self = await api<{ OrganisationName: string }>(page, 'GET', '/v0.1/Users/self');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(route('/OneView/licenses', { organisationName: self.json.OrganisationName }));
    await page.getByTestId('order-summary').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    for (const tab of ['project-licenses', 'trial-licenses']) {
      await page.goto(route('/OneView/license-dashboard', { tab }));
      await page
        .getByTestId(tab === 'project-licenses' ? 'paid-licences-table' : 'trial-licences-table')
        .waitFor();
      expect(await overflow(), tab).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it(
    'refuses the licence screens’ calls to a viewer, with the server’s message',
    { timeout: 60_000 },
    async () => {
      const { context, page } = await newPage();
      await signIn(page, 'viewer', '/OneView');
      await page.goto('/OneView/license-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Licenses' }).waitFor();
      await page.getByText('The paid licenses could not be loaded').waitFor();
      await context.close();
    },
  );
});
