import type { AppContext } from '../../context';
import { loadPrincipal, type AuthContext } from '../../http/auth';
import type { JobQueue } from '../../jobs/queue';
import {
  exportReportJob,
  generateReportJob,
  reportScheduleTickJob,
  reportTaskSweepJob,
} from './jobs';
import { openContribution } from '../contributions/access';
import * as repo from './repository';
import { runScheduledExport, tickReportSchedules } from './schedule';
import {
  isFinal,
  makeReport,
  readableError,
  ReportOptions,
  USER_GONE,
  type PrintSetup,
} from './service';

/** How long a report task is kept after it was created. */
export const TASK_LIFETIME_MS = 24 * 60 * 60_000;

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

/**
 * Makes a manual report task. A failure is retried (generateReportJob: two retries) unless
 * retrying cannot help (the user is gone, or lost access: an error below 500); the last failure
 * marks the task failed with a readable error, which the dashboard shows under 'Failed to generate
 * report'. A task already finished, or swept, is left alone.
 */
export async function runReportTask(
  app: AppContext,
  print: PrintSetup,
  taskId: string,
  attempt: number,
): Promise<void> {
  const task = await repo.findTask(app.db, taskId);
  if (!task || !(await repo.markTaskRunning(app.db, taskId))) return;
  try {
    const user = await loadPrincipal(app, task.user_id);
    if (!user) {
      await repo.failTask(app.db, taskId, USER_GONE, app.now());
      return;
    }
    const auth: AuthContext = { user, via: 'session', sessionId: null, impersonator: null };
    const options = ReportOptions.parse(task.request);
    const contribution = await openContribution(app, auth, task.contribution_id, { data: true });
    const files = await makeReport(app, print, auth, contribution, options);
    await repo.completeTask(
      app.db,
      taskId,
      {
        pdf: files.pdf,
        pdfFileName: files.pdfFileName,
        csv: files.csv?.CsvData ?? null,
        csvFileName: files.csv?.FileName ?? null,
      },
      app.now(),
    );
  } catch (error) {
    if (isFinal(error) || attempt > generateReportJob.retryLimit) {
      await repo.failTask(app.db, taskId, readableError(error), app.now());
      return;
    }
    throw error;
  }
}

/** Deletes the report tasks older than 24 hours; returns how many. */
export function sweepReportTasks(app: AppContext): Promise<number> {
  return repo.deleteTasksBefore(app.db, new Date(app.now().getTime() - TASK_LIFETIME_MS));
}

/**
 * Runs report generation on the job queue: manual tasks, the minute tick of the schedules, the
 * scheduled exports and the hourly sweep of old tasks.
 */
export async function runReportGenerationOn(
  queue: JobQueue,
  app: AppContext,
  print: PrintSetup,
  log: Log,
): Promise<void> {
  queue.register(generateReportJob, async ({ taskId }, run) => {
    await runReportTask(app, print, taskId, run.attempt);
  });
  queue.register(exportReportJob, async (payload) => {
    const outcome = await runScheduledExport(app, print, payload, log);
    if ('sent' in outcome) {
      log.info({ ...payload, recipients: outcome.sent }, 'scheduled report queued for e-mail');
    }
  });
  queue.register(reportScheduleTickJob, async () => {
    await tickReportSchedules(app);
  });
  await queue.schedule(reportScheduleTickJob, '* * * * *', {});
  queue.register(reportTaskSweepJob, async () => {
    await sweepReportTasks(app);
  });
  await queue.schedule(reportTaskSweepJob, '41 * * * *', {});
}
