import type {
  CompletedReport,
  GenerateReportRequest,
  GenerateReportResponse,
  ReportTaskStatus,
} from '@aq/api';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ProjectZone } from '../../domain/alerts';
import { SESSION_COOKIE, type AuthContext } from '../../http/auth';
import { randomToken, sha256 } from '../../http/crypto';
import { ApiError, conflict, notFound } from '../../http/problem';
import { sendJob } from '../../jobs/job';
import { openContribution } from '../contributions/access';
import type { ContributionWithProject } from '../contributions/repository';
import { defaultReportName, fixedTablePeriodMinutes } from '../report-configs/rules';
import { checkReportRange } from '../reports/range';
import { reportCsv } from '../reports/service';
import { generateReportJob } from './jobs';
import { paperFor, ReportPageError, type ReportRenderer } from './pdf-renderer';
import { reportFileName } from './report-clock';
import * as repo from './repository';

// Manual report generation (spec 02 §4 'Report generation'; issue 18): the generate call stores a
// task and queues its job in one transaction; the job prints the report page to PDF (and makes the
// CSV when asked for); the user polls the task and fetches the result.

/** 409 while a task is still running. */
export const REPORT_NOT_READY = 'The report is not ready yet.';
/** The first words of the 409 of a failed task (its error follows). */
export const REPORT_FAILED = 'Failed to generate report';
/** The task's error when its user no longer exists. */
export const USER_GONE = 'The user who asked for this report no longer exists.';
/** How long the printing browser's session lives at most (it is ended right after the render). */
const PRINT_SESSION_MS = 10 * 60_000;

/** Map styles of a report (the contract's MapStyle). */
const MapStyle = z.enum(['Streets', 'Satellite', 'None']);

/** The options a task prints with: the request merged with the saved report configuration. */
export const ReportOptions = z.object({
  From: z.string(),
  To: z.string(),
  ReportName: z.string(),
  MapStyle,
  TablePeriodMinutes: z.number().int().min(1),
  DisplayMonitoringLocationData: z.boolean(),
  AttachCsv: z.boolean(),
});
/** The options a task prints with. */
export type ReportOptions = z.infer<typeof ReportOptions>;

/** The project clock of a contribution. */
function zoneOf(contribution: {
  time_zone_id: string;
  summer_time_adjusted: boolean;
}): ProjectZone {
  return {
    timeZone: contribution.time_zone_id,
    summerTimeAdjusted: contribution.summer_time_adjusted,
  };
}

/**
 * A report's options: each one the request gives, else the saved report configuration's, else the
 * defaults (name '<contribution> Report', Streets, table period 1, monitoring data on). The type
 * rules of spec 02 §4 win over both: a 1466 report's table period is 15 minutes, an NJ PAM
 * report's its averaging period, and an NJ PAM report always shows the monitoring location data.
 */
export async function mergeReportOptions(
  app: AppContext,
  contribution: ContributionWithProject,
  request: {
    From: string;
    To: string;
    ReportName?: string | undefined;
    MapStyle?: ReportOptions['MapStyle'] | undefined;
    TablePeriodMinutes?: number | undefined;
    DisplayMonitoringLocationData?: boolean | undefined;
    AttachCsv: boolean;
  },
): Promise<ReportOptions> {
  const saved = await repo.savedReportOptions(app.db, contribution.id);
  const rules = {
    type: contribution.type,
    averagingPeriodMinutes: contribution.averaging_period_minutes,
  };
  return {
    From: new Date(request.From).toISOString(),
    To: new Date(request.To).toISOString(),
    ReportName: request.ReportName ?? saved?.name ?? defaultReportName(contribution.name),
    MapStyle: request.MapStyle ?? saved?.map_style ?? 'Streets',
    TablePeriodMinutes:
      fixedTablePeriodMinutes(rules) ??
      request.TablePeriodMinutes ??
      saved?.table_period_minutes ??
      1,
    DisplayMonitoringLocationData:
      contribution.type === 'NjPam'
        ? true
        : (request.DisplayMonitoringLocationData ??
          saved?.display_monitoring_location_data ??
          true),
    AttachCsv: request.AttachCsv,
  };
}

/**
 * POST /v0.1/contribution/reports/generate: checks access and the range (within the contribution
 * period), merges the options, stores the task and queues its job in one transaction.
 */
export async function generate(
  app: AppContext,
  auth: AuthContext,
  body: z.output<typeof GenerateReportRequest>,
): Promise<z.input<typeof GenerateReportResponse>> {
  const contribution = await openContribution(app, auth, body.ContributionId, { data: true });
  checkReportRange(contribution, Date.parse(body.From), Date.parse(body.To), 'From');
  const options = await mergeReportOptions(app, contribution, body);
  const taskId = await app.db.transaction().execute(async (trx) => {
    const id = await repo.insertTask(trx, {
      userId: auth.user.id,
      contributionId: contribution.id,
      request: options,
      createdAt: app.now(),
    });
    await sendJob(trx, generateReportJob, { taskId: id });
    return id;
  });
  return { TaskId: taskId };
}

/** A task of the caller; another user's (or an unknown or swept one) is 404. */
async function ownTask(app: AppContext, auth: AuthContext, taskId: string) {
  const task = await repo.findTask(app.db, taskId);
  if (!task || task.user_id !== auth.user.id) throw notFound('The report task could not be found.');
  return task;
}

/** GET /v0.1/contribution/is-report-completed/{taskId}: finished (either way) and why it failed. */
export async function taskStatus(
  app: AppContext,
  auth: AuthContext,
  taskId: string,
): Promise<z.input<typeof ReportTaskStatus>> {
  const task = await ownTask(app, auth, taskId);
  const finished = task.status === 'completed' || task.status === 'failed';
  return {
    TaskId: task.id,
    IsCompleted: finished,
    Error: task.status === 'failed' ? (task.error ?? REPORT_FAILED) : null,
  };
}

/**
 * GET /v0.1/contribution/completed-report/{taskId}: the PDF (base64) and the CSV when asked for;
 * 409 while the task runs, 409 with its error when it failed.
 */
export async function completedReport(
  app: AppContext,
  auth: AuthContext,
  taskId: string,
): Promise<z.input<typeof CompletedReport>> {
  await ownTask(app, auth, taskId);
  const task = await repo.findTaskWithFiles(app.db, taskId);
  if (!task) throw notFound('The report task could not be found.');
  if (task.status === 'failed') throw conflict(`${REPORT_FAILED}: ${task.error ?? ''}`.trim());
  if (task.status !== 'completed' || !task.pdf || !task.pdf_file_name) {
    throw conflict(REPORT_NOT_READY);
  }
  return {
    ReportData: Buffer.from(task.pdf).toString('base64'),
    FileName: task.pdf_file_name,
    ContentType: 'application/pdf',
    ...(task.csv !== null && task.csv_file_name !== null
      ? {
          Csv: {
            CsvData: task.csv,
            FileName: task.csv_file_name,
            ContentType: 'text/csv; charset=utf-8',
          },
        }
      : {}),
  };
}

/** Where the printable page is and who prints it. */
export interface PrintSetup {
  readonly renderer: ReportRenderer;
  /** The server's own origin (http://127.0.0.1:<port>), known once it listens. */
  readonly origin: () => Promise<string>;
}

/**
 * The printable page's address (the agreed interface of issue 18): /OneView/print-report with the
 * contribution, the range in epoch ms and every option in the JSON of ?query=.
 */
export function printUrl(origin: string, contributionId: number, options: ReportOptions): string {
  const query = {
    contributionId,
    fromTimeMillis: Date.parse(options.From),
    toTimeMillis: Date.parse(options.To),
    tablePeriodMinutes: options.TablePeriodMinutes,
    reportName: options.ReportName,
    mapStyle: options.MapStyle,
    displayMonitoringLocationData: options.DisplayMonitoringLocationData,
  };
  return `${origin}/OneView/print-report?query=${encodeURIComponent(JSON.stringify(query))}`;
}

/** A report's files. */
export interface ReportFiles {
  readonly pdf: Buffer;
  readonly pdfFileName: string;
  readonly csv: { CsvData: string; FileName: string } | null;
}

/**
 * Makes a report as `auth`'s user: the printable page printed in their language (on Letter or A4
 * as their locale prints), through a short-lived session of theirs that ends right after; and the
 * CSV (reportCsv) when asked for.
 */
export async function makeReport(
  app: AppContext,
  print: PrintSetup,
  auth: AuthContext,
  contribution: ContributionWithProject,
  options: ReportOptions,
): Promise<ReportFiles> {
  const from = Date.parse(options.From);
  const to = Date.parse(options.To);
  const locale = (await repo.userLocale(app.db, auth.user.id)) ?? 'en';
  const origin = await print.origin();
  const token = randomToken(16);
  const now = app.now();
  const sessionId = await repo.insertPrintSession(app.db, {
    tokenHash: sha256(token),
    userId: auth.user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PRINT_SESSION_MS),
  });
  let pdf: Buffer;
  try {
    pdf = await print.renderer.render({
      url: printUrl(origin, contribution.id, options),
      cookies: [{ name: SESSION_COOKIE, value: token }],
      locale,
      paper: paperFor(locale),
    });
  } finally {
    await repo.deletePrintSession(app.db, sessionId);
  }
  const zone = zoneOf(contribution);
  const csv = options.AttachCsv
    ? await reportCsv(app, auth, contribution.id, {
        from,
        to,
        tablePeriodMinutes: options.TablePeriodMinutes,
      })
    : null;
  return {
    pdf,
    pdfFileName: reportFileName(options.ReportName, zone, { from, to }, 'pdf'),
    csv: csv && { CsvData: csv.CsvData, FileName: csv.FileName },
  };
}

/** A failure's text for the user: the message of an error below 500, else the error's own. */
export function readableError(error: unknown): string {
  const message =
    error instanceof ApiError || error instanceof Error ? error.message : String(error);
  return (message || 'Unknown error').slice(0, 1000);
}

/**
 * Whether retrying cannot help: the request itself was refused (access, range: an error below
 * 500), or the page drew its error state, which it does from the answers of the report calls
 * (no data, a bad range), not from a passing failure of the browser.
 */
export function isFinal(error: unknown): boolean {
  return (error instanceof ApiError && error.status < 500) || error instanceof ReportPageError;
}
