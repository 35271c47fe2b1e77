import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sendGowanusLastHour } from './gowanus-readings';
import { useBrowser } from './harness';

const { newPage, signIn, api, projectId } = useBrowser();

/** The demo's DER-10 site and its DER-10 contribution (PM10 and VOC). */
const PROJECT = 'Gowanus Canal Remediation';
const CONTRIBUTION = 'Gowanus DER-10 CAMP';

/** Where screenshots for a person to look at go (unset: none are taken). */
const SHOTS = process.env.E2E_SCREENSHOTS;
function href(path: string, query: Record<string, unknown>): string {
  return `${path}?query=${encodeURIComponent(JSON.stringify(query))}`;
}

describe('reports', () => {
  it(
    'configures a DER-10 report, schedules it, then generates one and downloads the PDF',
    { timeout: 360_000 },
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
      const query = { type: 'Contribution', contributionId: contribution.Id };
      const reportName = `CAMP daily ${Date.now().toString(36)}`;

      // The project navigation's Reports entry lists the contribution with a Configure action.
      await page.goto(href('/OneView/project/settings', { projectId: id }));
      await page
        .getByRole('navigation', { name: 'Project' })
        .getByRole('link', { name: 'Reports' })
        .click();
      await page.waitForURL(/\/OneView\/project\/reports\?query=/);
      const row = page
        .getByTestId('reports-table')
        .getByRole('row')
        .filter({ hasText: CONTRIBUTION });
      await row.waitFor();
      await row.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Configure' }).click();
      await page.waitForURL(/\/OneView\/project-report-configuration\?query=/);

      // Configuration: a new report name, saved.
      await page.getByTestId('report-configuration-edit').click();
      await page.getByTestId('report-name-input').fill(reportName);
      await page.getByTestId('report-configuration-save').click();
      await page.getByRole('heading', { level: 1, name: reportName }).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-configuration.png` });

      // Scheduling: Monday and Wednesday, sent at 19:45, one more recipient, active.
      await page
        .getByRole('navigation', { name: 'Report' })
        .first()
        .getByRole('link', { name: 'Scheduling' })
        .click();
      await page.waitForURL(/\/OneView\/project-report-scheduling\?query=/);
      await page.getByTestId('report-schedule-edit').click();
      // The demo schedules this report on working days: keep Monday and Wednesday only.
      for (const day of [
        'Sunday',
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
      ]) {
        await page
          .getByTestId(`schedule-day-${day}`)
          .setChecked(day === 'Monday' || day === 'Wednesday');
      }
      await page.getByTestId('schedule-send-at').fill('19:45');
      await page.getByTestId('add-emails').click();
      const modal = page.getByRole('dialog', { name: 'Add e-mail recipients' });
      await modal
        .getByRole('textbox', { name: 'E-mail addresses' })
        .fill('camp.reports@demo.example');
      await modal.getByRole('button', { name: 'Add' }).click();
      await modal.waitFor({ state: 'detached' });
      const active = page.getByTestId('schedule-active');
      if ((await active.getAttribute('aria-checked')) !== 'true') await active.click();
      await page.getByTestId('report-schedule-save').click();
      await page.getByTestId('report-schedule').and(page.locator('[data-mode="view"]')).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-scheduling.png` });

      // The server holds the schedule as entered.
      const { status, json: saved } = await api<{
        Name: string;
        Days: string[];
        ScheduledTimeOfDay: string;
        Emails: string[];
        IsActive: boolean;
      }>(page, 'GET', `/v0.1/contribution/${contribution.Id}/reportExportConfig`);
      expect(status).toBe(200);
      expect(saved).toMatchObject({
        Name: reportName,
        Days: ['Monday', 'Wednesday'],
        ScheduledTimeOfDay: '19:45',
        // The demo's two recipients, then the one added.
        Emails: ['ops@example.com', 'site.lead@example.com', 'camp.reports@demo.example'],
        IsActive: true,
      });

      // The contribution has a period, and its site readings of the last hour (the e2e server
      // runs without the simulator).
      const { json: period } = await api<{ MinDate: string | null; MaxDate: string | null }>(
        page,
        'GET',
        `/v0.1/contribution/${contribution.Id}/reportConfig`,
      );
      expect(period.MinDate).not.toBeNull();
      await sendGowanusLastHour(api, page, context, 'reports e2e');

      // Manual generation over the last hour: the PDF downloads once the task is done.
      await page.goto(href('/OneView/project-report-manual-generation', query));
      await page.getByRole('button', { name: 'Report range Last 24 hours' }).click();
      await page
        .getByRole('dialog', { name: 'Report range' })
        .getByRole('button', { name: 'Last hour' })
        .click();
      await page.getByRole('button', { name: 'Report range Last hour' }).waitFor();
      expect(await page.getByTestId('manual-report-name').inputValue()).toBe(reportName);
      const downloaded = page.waitForEvent('download', { timeout: 270_000 });
      const failed = page.getByTestId('report-generate-error');
      await page.getByTestId('generate-report').click();
      // The task is polled every 5 seconds; a failure is shown instead of a download.
      const outcome = await Promise.race([
        downloaded.then((download) => ({ download, failure: null })),
        failed
          .waitFor({ timeout: 270_000 })
          .then(async () => ({ download: null, failure: await failed.textContent() })),
      ]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-generated.png` });
      expect(outcome.failure).toBeNull();
      const download = outcome.download;
      if (!download) throw new Error('no download');
      expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const { text, totalPages } = await extractText(pdf, { mergePages: true });
      expect(text).toContain(PROJECT);
      expect(text).toContain(reportName);
      // The two-column layout (spec 02 §2): summary and graphs, a page break, the wind rose, a
      // page break, the data table.
      expect(totalPages).toBeGreaterThanOrEqual(3);
      // The range on the project's clock, and the environmental summary of the met mast's
      // readings (wind speed 4 m/s every minute, from 2°): min 4.0, max 4.0, mean direction 2°.
      expect(text).toContain('(time zone America/New_York)');
      expect(text).toContain('4.0 4.0 2°');
      await page.getByTestId('report-progress').waitFor({ state: 'detached' });
      expect(await page.getByTestId('report-generate-error').count()).toBe(0);
      await context.close();
    },
  );
});
