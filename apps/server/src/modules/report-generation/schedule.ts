import type { AppContext } from '../../context';
import { enqueueEmail, type EmailAttachment } from '../../delivery/outbox';
import type { ProjectZone } from '../../domain/alerts';
import { loadPrincipal, type AuthContext } from '../../http/auth';
import { ApiError } from '../../http/problem';
import { sendJob } from '../../jobs/job';
import { isProjectLicensed } from '../../shared/project-licence';
import { fixedTablePeriodMinutes } from '../report-configs/rules';
import { checkReportRange } from '../reports/range';
import { exportReportJob } from './jobs';
import { formatLocal, formatLocalDate, localMoment, localToUtc, minutesOf } from './report-clock';
import { openContribution } from '../contributions/access';
import * as repo from './repository';
import { makeReport, type PrintSetup, type ReportOptions } from './service';

/**
 * Scheduled report exports (spec 02 §5 'Report scheduling'; issue 18): every minute the tick looks
 * at the active export configs on their project's clock, claims each run that came due and queues
 * its job; the job prints the report of that day's From–To as the config's last saver and e-mails
 * it (the PDF, and the CSV when AttachCsv) to every recipient through the outbox.
 *
 * Decisions:
 * - Due: the project-local day is one of Days, the local time is at or after ScheduledTimeOfDay,
 *   and the config has not run on that local date (last_run_date). The claim sets last_run_date in
 *   one UPDATE ... WHERE last_run_date IS DISTINCT FROM the date, so two servers (or a repeated
 *   tick) run a day once; the job also carries the singleton key `<config>:<date>`.
 * - Late runs: a run is made up to 6 hours after its scheduled time and no later (LATE_LIMIT):
 *   a schedule switched on (or first saved) at 23:00 for 08:00 does not send that morning's
 *   report, and neither does a server that was down all day. A run late by less (a restart, a
 *   schedule saved at 18:30 for 18:00) is sent. The window also ends at local midnight: a run
 *   belongs to its own local day.
 * - From and To are wall times of that local day, each turned into its instant on the project's
 *   clock, so on a DST change day the report covers the wall-clock hours asked for (00:00–17:00 on
 *   the spring-forward day is 16 hours long).
 * - The run acts as the config's created_by (its last saver) with that user's permissions today:
 *   a user deleted, or who lost the project or View_Data, is logged and nothing is sent. So is a
 *   range outside the contribution period (no data computed for that day).
 * - One e-mail per recipient, each with its own copy of the files, so a refused address does not
 *   hold up the others and every message is retried on its own.
 */

/** How late after its scheduled time a run is still made. */
export const LATE_LIMIT_MINUTES = 6 * 60;

/** Whether a schedule runs at `local` (pure: see the decisions above). */
export function isRunDue(
  schedule: { days: readonly string[]; scheduledTime: string; lastRun: string | null },
  local: { date: string; day: string; minuteOfDay: number },
): boolean {
  const at = minutesOf(schedule.scheduledTime);
  return (
    schedule.days.includes(local.day) &&
    local.minuteOfDay >= at &&
    local.minuteOfDay < at + LATE_LIMIT_MINUTES &&
    schedule.lastRun !== local.date
  );
}

/** A run the tick claimed. */
export interface ClaimedRun {
  readonly configId: string;
  readonly date: string;
}

/** Claims every scheduled run due at app.now() and queues its job; returns the runs claimed. */
export async function tickReportSchedules(app: AppContext): Promise<ClaimedRun[]> {
  const now = app.now().getTime();
  const claimed: ClaimedRun[] = [];
  for (const candidate of await repo.scheduleCandidates(app.db)) {
    const zone: ProjectZone = {
      timeZone: candidate.time_zone_id,
      summerTimeAdjusted: candidate.summer_time_adjusted,
    };
    const local = localMoment(zone, now);
    const due = isRunDue(
      {
        days: candidate.days,
        scheduledTime: candidate.scheduled_time,
        lastRun: candidate.last_run,
      },
      local,
    );
    if (!due) continue;
    await app.db.transaction().execute(async (trx) => {
      if (!(await repo.claimRun(trx, candidate.id, local.date))) return;
      await sendJob(
        trx,
        exportReportJob,
        { configId: candidate.id, date: local.date },
        { singletonKey: `${candidate.id}:${local.date}` },
      );
      claimed.push({ configId: candidate.id, date: local.date });
    });
  }
  return claimed;
}

/** What a scheduled run did. */
export type ExportOutcome = { readonly sent: number } | { readonly skipped: string };

type Log = { info: (object: object, message: string) => void };

/** Runs one scheduled export: prints the day's report and queues one e-mail per recipient. */
export async function runScheduledExport(
  app: AppContext,
  print: PrintSetup,
  run: ClaimedRun,
  log: Log,
): Promise<ExportOutcome> {
  const skip = (reason: string): ExportOutcome => {
    log.info({ configId: run.configId, date: run.date, reason }, 'scheduled report skipped');
    return { skipped: reason };
  };
  const config = await repo.exportConfigForRun(app.db, run.configId);
  if (!config) return skip('the report export config no longer exists');
  if (!config.is_active) return skip('the schedule was switched off');
  if (!(await isProjectLicensed(app.db, config.project_id, app.now())))
    return skip('the project is not licensed');
  if (config.emails.length === 0) return skip('the schedule has no recipients');
  if (!config.report_from || !config.report_to) return skip('the schedule has no report range');
  if (!config.created_by) return skip('the user who saved the schedule no longer exists');
  const user = await loadPrincipal(app, config.created_by);
  if (!user) return skip('the user who saved the schedule no longer exists');
  const auth: AuthContext = { user, via: 'session', sessionId: null, impersonator: null };

  const zone: ProjectZone = {
    timeZone: config.time_zone_id,
    summerTimeAdjusted: config.summer_time_adjusted,
  };
  const from = localToUtc(zone, run.date, minutesOf(config.report_from));
  const to = localToUtc(zone, run.date, minutesOf(config.report_to));
  let contribution;
  try {
    contribution = await openContribution(app, auth, config.contribution_id, { data: true });
    checkReportRange(contribution, from, to, 'From');
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return skip(`${user.username}: ${error.message}`);
    }
    throw error;
  }
  const rules = {
    type: contribution.type,
    averagingPeriodMinutes: contribution.averaging_period_minutes,
  };
  const options: ReportOptions = {
    From: new Date(from).toISOString(),
    To: new Date(to).toISOString(),
    ReportName: config.name,
    MapStyle: config.map_style,
    TablePeriodMinutes: fixedTablePeriodMinutes(rules) ?? config.table_period_minutes,
    DisplayMonitoringLocationData:
      contribution.type === 'NjPam' ? true : config.display_monitoring_location_data,
    AttachCsv: config.attach_csv,
  };
  const files = await makeReport(app, print, auth, contribution, options);
  const attachments: EmailAttachment[] = [
    { fileName: files.pdfFileName, contentType: 'application/pdf', content: files.pdf },
  ];
  if (files.csv) {
    attachments.push({
      fileName: files.csv.FileName,
      contentType: 'text/csv; charset=utf-8',
      content: Buffer.from(files.csv.CsvData, 'utf8'),
    });
  }
  const subject = `${config.name} – ${formatLocalDate(run.date)}`;
  const body = [
    `The scheduled report "${config.name}" is attached.`,
    '',
    `Project: ${config.project_name}`,
    `Contribution: ${config.contribution_name}`,
    `Range: ${formatLocal(zone, from)} to ${formatLocal(zone, to)}`,
    `Time zone: ${zone.timeZone}${zone.summerTimeAdjusted ? '' : ' (standard time all year)'}`,
    '',
    `Attached: ${attachments.map((a) => a.fileName).join(', ')}`,
  ].join('\n');
  await app.db.transaction().execute(async (trx) => {
    for (const to of config.emails) {
      await enqueueEmail(trx, { to, subject, body, attachments });
    }
  });
  return { sent: config.emails.length };
}
