import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import {
  queueOptions,
  sendJob,
  type JobDefinition,
  type JobHandler,
  type SendOptions,
} from './job';
import { JOBS_SCHEMA, jobsSql, type JobsSql } from './repository';

/** How a JobQueue runs; the defaults suit the server, tests shorten the intervals. */
export interface JobQueueOptions {
  readonly db: Kysely<Database>;
  readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often each job type looks for due jobs (at least 0.5 s). Default 2 s. */
  readonly pollingIntervalSeconds?: number;
  /** How often recurring schedules are checked (1 to 45 s). Default 10 s. */
  readonly cronMonitorIntervalSeconds?: number;
  /** How soon a recurring job that came due is queued (1 to 45 s). Default 2 s. */
  readonly cronWorkerIntervalSeconds?: number;
  /** Poll for jobs and run them. Default true; false leaves running to drain() (tests). */
  readonly work?: boolean;
  /** Queue recurring jobs when their schedule comes due. Default true. */
  readonly schedule?: boolean;
  /** Expire stalled runs and archive old jobs every few minutes. Default true. */
  readonly maintenance?: boolean;
  /** How long stop() lets running jobs finish before failing them (they are retried). */
  readonly stopTimeoutMs?: number;
}

interface Registered {
  readonly job: JobDefinition;
  readonly handler: JobHandler<z.ZodType<object>>;
}

interface PlannedSchedule {
  readonly job: JobDefinition;
  readonly cron: string;
  readonly data: object;
  readonly tz: string;
}

/** The states of a job, in order. */
export type JobState = PgBoss.JobWithMetadata['state'];

type QueueJob = Pick<PgBoss.JobWithMetadata<unknown>, 'id' | 'data' | 'retryCount'>;

/**
 * The job queue: pg-boss on the server's own database (PGlite or PostgreSQL). Jobs persist in the
 * database, failed runs are retried with back-off, jobs can wait for a moment or recur on a cron
 * schedule, and a job claimed by one worker is never run by another at the same time.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly registered = new Map<string, Registered>();
  private readonly schedules: PlannedSchedule[] = [];
  private readonly workers = new Map<string, string>();
  private readonly queries = new Set<Promise<unknown>>();
  private runningJobs = 0;
  private state: 'new' | 'starting' | 'started' | 'stopping' | 'stopped' = 'new';

  constructor(private readonly options: JobQueueOptions) {
    const sql = jobsSql(options.db);
    // Every statement pg-boss runs is tracked, so stop() can wait for the last one, and nothing
    // touches the database after it.
    const tracked: JobsSql = {
      executeSql: (text, values) => {
        // A handler that outlived stopTimeoutMs settles later, and pg-boss then records its outcome
        // without awaiting it. By then that run was failed (it runs again) and the database may be
        // closed: skip the statement rather than reject into nowhere.
        if (this.state === 'stopped') return Promise.resolve({ rows: [] });
        const query = sql.executeSql(text, values);
        this.queries.add(query);
        const forget = () => this.queries.delete(query);
        query.then(forget, forget);
        return query;
      },
    };
    this.boss = new PgBoss({
      db: tracked,
      schema: JOBS_SCHEMA,
      schedule: options.schedule ?? true,
      supervise: options.maintenance ?? true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      // A recurring job then runs within about 15 s of its minute (pg-boss's defaults: 40 s).
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 10,
      cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds ?? 2,
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  }

  /** Runs `handler` for every job of this type. Register before start(). */
  register<S extends z.ZodType<object>>(job: JobDefinition<S>, handler: JobHandler<S>): void {
    if (this.state !== 'new') throw new Error(`register ${job.name} before the queue starts`);
    if (this.registered.has(job.name)) throw new Error(`job ${job.name} is already registered`);
    this.registered.set(job.name, {
      job: job as unknown as JobDefinition,
      handler: handler as unknown as JobHandler<z.ZodType<object>>,
    });
  }

  /**
   * Sends a job of this type whenever the cron expression (five fields, minute resolution) comes
   * due in time zone `tz` (default UTC). One schedule per job type; it is kept in the database,
   * so every server on it shares it and the job runs once per occurrence.
   */
  async schedule<S extends z.ZodType<object>>(
    job: JobDefinition<S>,
    cron: string,
    payload: z.input<S>,
    options: { tz?: string } = {},
  ): Promise<void> {
    const planned = {
      job: job as unknown as JobDefinition,
      cron,
      data: job.payload.parse(payload),
      tz: options.tz ?? 'UTC',
    };
    if (this.state === 'started') await this.applySchedule(planned);
    else this.schedules.push(planned);
  }

  /** Removes the recurring schedule of this job type. */
  async unschedule(job: JobDefinition): Promise<void> {
    await this.boss.unschedule(job.name);
  }

  /** Creates the queues, applies the schedules and starts polling. */
  async start(): Promise<void> {
    if (this.state !== 'new') throw new Error('a job queue starts once');
    this.state = 'starting';
    await this.boss.start();
    for (const { job } of this.registered.values()) {
      await this.boss.createQueue(job.name, queueOptions(job));
      // A queue created by an earlier version keeps its old options unless they are updated.
      await this.boss.updateQueue(job.name, queueOptions(job));
    }
    for (const planned of this.schedules) await this.applySchedule(planned);
    if (this.options.work ?? true) {
      for (const entry of this.registered.values()) {
        const id = await this.boss.work<unknown>(
          entry.job.name,
          { includeMetadata: true, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await this.run(entry, job);
          },
        );
        this.workers.set(entry.job.name, id);
      }
    }
    this.state = 'started';
  }

  /**
   * Sends a job now, at a time, or with a singleton key (see SendOptions). Outside a transaction
   * this server's worker for the type looks at once instead of at its next poll.
   */
  async send<S extends z.ZodType<object>>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    options: SendOptions = {},
  ): Promise<string | null> {
    const { db, ...rest } = options;
    const id = await sendJob(db ?? this.options.db, job, payload, rest);
    const worker = this.workers.get(job.name);
    const due =
      rest.startAfter === undefined ||
      (rest.startAfter instanceof Date ? rest.startAfter.getTime() <= Date.now() : false);
    if (id !== null && db === undefined && due && worker && this.state === 'started') {
      this.boss.notifyWorker(worker);
    }
    return id;
  }

  /**
   * Runs every registered job that is due, in this process, until none is left (jobs the handlers
   * send included); returns how many runs it made. For tests: no polling, no waiting.
   */
  async drain(): Promise<number> {
    if (this.state !== 'started') throw new Error('start the queue before draining it');
    let runs = 0;
    for (let pass = 0; pass < 100; pass += 1) {
      let ran = 0;
      for (const entry of this.registered.values()) {
        const jobs = await this.boss.fetch<unknown>(entry.job.name, {
          batchSize: 20,
          includeMetadata: true,
        });
        for (const job of jobs) {
          ran += 1;
          try {
            await this.run(entry, job);
            await this.boss.complete(entry.job.name, job.id);
          } catch (error) {
            await this.boss.fail(entry.job.name, job.id, toOutput(error));
          }
        }
      }
      if (ran === 0) return runs;
      runs += ran;
    }
    throw new Error('the queue kept producing due jobs for 100 passes');
  }

  /**
   * Stops polling and schedules, lets running jobs finish (up to stopTimeoutMs; unfinished ones are
   * failed and retried later) and waits for pg-boss's last statement. The database stays open.
   */
  async stop(): Promise<void> {
    if (this.state === 'new') {
      this.state = 'stopped';
      return;
    }
    if (this.state !== 'started') return;
    this.state = 'stopping';
    const timeout = this.options.stopTimeoutMs ?? 30_000;
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout });
    await this.settle(Date.now() + timeout);
    this.state = 'stopped';
  }

  /** Where a job stands: waiting (`created`, `retry`), `active`, or done; null once deleted. */
  async getJob(
    job: JobDefinition,
    id: string,
  ): Promise<{ state: JobState; retryCount: number; startAfter: Date } | null> {
    const found = await this.boss.getJobById(job.name, id, { includeArchive: true });
    return (
      found && { state: found.state, retryCount: found.retryCount, startAfter: found.startAfter }
    );
  }

  private async applySchedule(planned: PlannedSchedule): Promise<void> {
    await this.boss.schedule(planned.job.name, planned.cron, planned.data, { tz: planned.tz });
  }

  private async run(entry: Registered, job: QueueJob): Promise<void> {
    this.runningJobs += 1;
    const attempt = job.retryCount + 1;
    try {
      const payload = entry.job.payload.parse(job.data);
      await entry.handler(payload, { id: job.id, attempt });
    } catch (error) {
      this.options.log.warn(
        { err: error, job: entry.job.name, jobId: job.id, attempt },
        attempt > entry.job.retryLimit
          ? 'job failed for the last time'
          : 'job failed; it will be retried',
      );
      throw error;
    } finally {
      this.runningJobs -= 1;
    }
  }

  // pg-boss completes and fails jobs without awaiting it, right after a handler settles: wait until
  // no handler runs and no statement is under way across a full turn of the event loop.
  private async settle(deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      if (this.queries.size > 0) {
        await Promise.allSettled([...this.queries]);
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, this.runningJobs > 0 ? 20 : 0));
      if (this.queries.size === 0 && this.runningJobs === 0) return;
    }
  }
}

// pg-boss stores a failed run's output as JSON; keep the message a person needs.
function toOutput(error: unknown): object {
  return error instanceof Error ? { message: error.message } : { message: String(error) };
}
