import { describe, expect, it } from 'vitest';
import { sendGowanusLastHour } from './gowanus-readings';
import { useBrowser } from './harness';

const { newPage, signIn, api, projectId } = useBrowser();

/** The demo's DER-10 site and contribution (PM10 and VOC). */
const PROJECT = 'Gowanus Canal Remediation';
const CONTRIBUTION = 'Gowanus DER-10 CAMP';

const MINUTE = 60_000;

function printHref(query: Record<string, unknown>): string {
  return `/OneView/print-report?query=${encodeURIComponent(JSON.stringify(query))}`;
}

describe('the printable report page', () => {
  it(
    'draws the DER-10 report outside the shell and says when it is ready',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage();
      await signIn(page, 'manager', '/OneView');
      const id = await projectId(page, PROJECT);
      const { json: list } = await api<{ Items: Array<{ Id: number; Name: string }> }>(
        page,
        'GET',
        `/v0.1/contribution-list?projectId=${id}`,
      );
      const contribution = list.Items.find((item) => item.Name === CONTRIBUTION);
      if (!contribution) throw new Error(`no demo contribution ${CONTRIBUTION}`);
      await sendGowanusLastHour(api, page, context, 'print e2e');
      const to = Math.floor(Date.now() / MINUTE) * MINUTE;
      const from = to - 60 * MINUTE;
      // The readings are in once the report's wind speed has a value.
      const range = `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
      await expect
        .poll(
          async () => {
            const { json } = await api<{
              ContributionData?: { WindSpeedMeasurements: Array<{ Value: number | null }> };
            }>(page, 'GET', `/v0.1/contribution/${contribution.Id}/report?${range}`);
            return (json.ContributionData?.WindSpeedMeasurements ?? []).some(
              (m) => m.Value !== null,
            );
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true);

      await page.goto(
        printHref({
          contributionId: contribution.Id,
          fromTimeMillis: from,
          toTimeMillis: to,
          tablePeriodMinutes: 15,
          reportName: 'E2E printable report',
        }),
      );
      await page.waitForSelector(
        'html[data-report-state="ready"], html[data-report-state="error"]',
        { state: 'attached', timeout: 90_000 },
      );
      const errors = await page.locator('[data-report-error]').allInnerTexts();
      expect(errors).toEqual([]);
      expect(await page.getAttribute('html', 'data-report-state')).toBe('ready');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('E2E printable report');
      expect(await page.getByText('DER-10 report').count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Wind rose' }).count()).toBe(1);
      expect(await page.locator('[data-slot="report-page-break"]').count()).toBe(2);
      // No shell: no user menu, no navigation.
      expect(await page.getByTestId('user-menu-button').count()).toBe(0);

      // A query without the three numbers shows nothing.
      await page.goto(printHref({ contributionId: contribution.Id }));
      await page.waitForSelector('html[data-report-state="error"]', { state: 'attached' });
      expect(await page.locator('[data-slot="print-report"]').count()).toBe(0);
      await context.close();
    },
  );

  it('sends a signed-out visitor to sign-in and back', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage();
    const href = printHref({ contributionId: 1, fromTimeMillis: 0, toTimeMillis: 60_000 });
    await page.goto(href);
    await page.waitForURL(/\/sign-in\?returnTo=/);
    const returnTo = new URL(page.url()).searchParams.get('returnTo') ?? '';
    expect(decodeURIComponent(returnTo)).toBe(decodeURIComponent(href));
    await context.close();
  });
});
