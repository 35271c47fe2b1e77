import { z } from 'zod';
import { defineJob } from '../../jobs/job';

// The job types of report generation. Definitions only, so the service can send them without
// importing the handlers (worker.ts, schedule.ts).

/**
 * Makes one manual report task (its id). Two retries, 30 s apart: a render that failed because the
 * browser died or the page timed out gets another browser; the third failure marks the task failed.
 * A render takes up to 2 minutes, so a run may take 10 before it is expired and retried.
 */
export const generateReportJob = defineJob({
  name: 'report-generate',
  payload: z.object({ taskId: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: false,
  expireInSeconds: 10 * 60,
});

/**
 * Sends one scheduled report: a config's run of a local date (claimed by the minute tick, which
 * sends it with the singleton key `<config>:<date>`).
 */
export const exportReportJob = defineJob({
  name: 'report-export',
  payload: z.object({ configId: z.string(), date: z.iso.date() }),
  policy: 'short',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 10 * 60,
});

/** Every minute: claims the scheduled runs that came due. Idempotent (the claim is atomic). */
export const reportScheduleTickJob = defineJob({
  name: 'report-schedule-tick',
  payload: z.object({}),
  policy: 'short',
  retryLimit: 1,
  retryDelaySeconds: 20,
  expireInSeconds: 5 * 60,
});

/** Every hour: deletes report tasks older than 24 hours. */
export const reportTaskSweepJob = defineJob({
  name: 'report-task-sweep',
  payload: z.object({}),
  policy: 'short',
  retryLimit: 1,
  expireInSeconds: 5 * 60,
});
