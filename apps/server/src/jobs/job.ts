import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { JOBS_SCHEMA, jobsSql, type Executor } from './repository';

/**
 * How a job type treats jobs that share a singleton key (pg-boss queue policies): `standard` runs
 * every job; `short` keeps at most one waiting; `singleton` runs at most one at a time; `stately`
 * keeps at most one waiting and one running.
 */
export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

/** A type of job: its name, the zod schema of its payload and how its failures are retried. */
export interface JobDefinition<S extends z.ZodType<object> = z.ZodType<object>> {
  readonly name: string;
  readonly payload: S;
  readonly policy: JobPolicy;
  /** Retries after the first run fails. */
  readonly retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each later one when backing off. */
  readonly retryDelaySeconds: number;
  readonly retryBackoff: boolean;
  /** A run that takes longer fails (and is retried); also how long a crashed run stays claimed. */
  readonly expireInSeconds: number;
}

/** What a handler learns about the job it runs. */
export interface JobRun {
  readonly id: string;
  /** 1 for the first run, 2 for the first retry, and so on. */
  readonly attempt: number;
}

/** Runs one job; a thrown error fails the run and the queue retries it with back-off. */
export type JobHandler<S extends z.ZodType<object>> = (
  payload: z.output<S>,
  run: JobRun,
) => Promise<void>;

/** When and how one job is sent. */
export interface SendOptions {
  /** Not before this moment, or this many seconds from now. */
  readonly startAfter?: Date | number;
  /**
   * Jobs with the same key are deduplicated by the job type's policy, or with `singletonSeconds`
   * (on any policy) at most one per key is sent in each window of that many seconds.
   */
  readonly singletonKey?: string;
  readonly singletonSeconds?: number;
  /** Send inside this transaction: the job exists only if the transaction commits. */
  readonly db?: Executor;
}

// pg-boss 10 accepts almost any queue name; later versions accept only these characters.
const NAME = /^[a-z][a-z0-9-]*$/;

/** Declares a job type; register its handler on a JobQueue, send it from anywhere. */
export function defineJob<S extends z.ZodType<object>>(spec: {
  name: string;
  payload: S;
  policy?: JobPolicy;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}): JobDefinition<S> {
  if (!NAME.test(spec.name)) {
    throw new Error(`job name "${spec.name}" must be lower-case letters, digits and hyphens`);
  }
  return {
    policy: 'standard',
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    ...spec,
  };
}

/** The options pg-boss stores with a job type's queue. */
export function queueOptions(job: JobDefinition) {
  return {
    name: job.name,
    policy: job.policy,
    retryLimit: job.retryLimit,
    retryDelay: job.retryDelaySeconds,
    retryBackoff: job.retryBackoff,
    expireInSeconds: job.expireInSeconds,
  };
}

/**
 * Sends one job through `db` (the database, or a transaction so the job commits with the rows that
 * caused it). Needs no running queue: jobs wait in the database until a queue runs them. Returns
 * the job's id, or null when its singleton key kept it out.
 */
export async function sendJob<S extends z.ZodType<object>>(
  db: Executor,
  job: JobDefinition<S>,
  payload: z.input<S>,
  options: Omit<SendOptions, 'db'> = {},
): Promise<string | null> {
  const data = job.payload.parse(payload);
  if (
    options.singletonKey !== undefined &&
    job.policy === 'standard' &&
    !options.singletonSeconds
  ) {
    throw new Error(
      `job ${job.name}: a singleton key needs a policy other than standard, or singletonSeconds`,
    );
  }
  // A PgBoss instance that is never started only writes SQL through the given connection.
  const boss = new PgBoss({ db: jobsSql(db), schema: JOBS_SCHEMA });
  const sendOptions: PgBoss.SendOptions = {
    retryLimit: job.retryLimit,
    retryDelay: job.retryDelaySeconds,
    retryBackoff: job.retryBackoff,
    expireInSeconds: job.expireInSeconds,
    ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
    ...(options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey }),
    ...(options.singletonSeconds === undefined
      ? {}
      : { singletonSeconds: options.singletonSeconds }),
  };
  const id = await boss.send(job.name, data, sendOptions);
  if (id !== null) return id;
  // pg-boss inserts nothing for a job type whose queue does not exist yet (a queue that never
  // started on this database); create it and send again. A second null is a deduplicated job.
  if ((await boss.getQueue(job.name)) !== null) return null;
  await boss.createQueue(job.name, queueOptions(job));
  return boss.send(job.name, data, sendOptions);
}
