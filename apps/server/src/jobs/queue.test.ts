import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob, sendJob } from './job';
import { JobQueue, type JobQueueOptions } from './queue';
import { openTestDatabase, type TestDatabase } from '../test/database';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const onPostgres = process.env.AQ_TEST_DB === 'postgres';

let database: TestDatabase;
const started: JobQueue[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const queue of started.splice(0)) await queue.stop();
});
afterAll(() => database.close());

/** A queue on the test database that runs jobs only when drained, unless told otherwise. */
function queueOn(options: Partial<JobQueueOptions> = {}): JobQueue {
  const queue = new JobQueue({
    db: database.handle.db,
    log: silent,
    work: false,
    schedule: false,
    maintenance: false,
    pollingIntervalSeconds: 0.5,
    stopTimeoutMs: 5000,
    ...options,
  });
  started.push(queue);
  return queue;
}

// Waits until the database's clock has passed `at` (same machine, so the same clock).
async function waitUntil(at: Date): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 50));
}

const poll = { timeout: 15_000, interval: 50 };

describe('the job queue', () => {
  it('runs a sent job once, with its payload', async () => {
    const job = defineJob({ name: 'runs-once', payload: z.object({ n: z.number() }) });
    const payloads: unknown[] = [];
    const queue = queueOn({ work: true });
    queue.register(job, async (payload) => {
      payloads.push(payload);
    });
    await queue.start();

    const id = await queue.send(job, { n: 1 });

    await vi.waitFor(async () => {
      expect((await queue.getJob(job, id ?? ''))?.state).toBe('completed');
    }, poll);
    expect(await queue.drain()).toBe(0);
    expect(payloads).toEqual([{ n: 1 }]);
  });

  it('refuses a payload that its schema rejects, and queues nothing', async () => {
    const job = defineJob({ name: 'typed', payload: z.object({ n: z.number() }) });
    const queue = queueOn();
    queue.register(job, async () => undefined);
    await queue.start();

    await expect(queue.send(job, { n: 'one' } as never)).rejects.toThrow();
    expect(await queue.drain()).toBe(0);
  });

  it('retries a failing job with growing back-off until it succeeds', async () => {
    const job = defineJob({
      name: 'flaky',
      payload: z.object({}),
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryBackoff: true,
    });
    const attempts: number[] = [];
    const queue = queueOn();
    queue.register(job, async (_payload, run) => {
      attempts.push(run.attempt);
      if (run.attempt < 3) throw new Error(`provider down (attempt ${run.attempt})`);
    });
    await queue.start();
    const id = (await queue.send(job, {})) ?? '';

    expect(await queue.drain()).toBe(1);
    const afterFirst = await queue.getJob(job, id);
    expect(afterFirst?.state).toBe('retry');
    // First retry after 1 to 2 s (1 s doubled once, with up to 100 % jitter).
    const firstWait = (afterFirst?.startAfter.getTime() ?? 0) - Date.now();
    expect(firstWait).toBeGreaterThan(500);
    expect(firstWait).toBeLessThanOrEqual(2000);
    // Nothing runs before the back-off ends.
    expect(await queue.drain()).toBe(0);

    await waitUntil(afterFirst?.startAfter ?? new Date());
    expect(await queue.drain()).toBe(1);
    const afterSecond = await queue.getJob(job, id);
    expect(afterSecond?.state).toBe('retry');
    // The second wait doubles: 2 to 4 s.
    const secondWait = (afterSecond?.startAfter.getTime() ?? 0) - Date.now();
    expect(secondWait).toBeGreaterThan(1500);
    expect(secondWait).toBeLessThanOrEqual(4000);

    await waitUntil(afterSecond?.startAfter ?? new Date());
    expect(await queue.drain()).toBe(1);
    expect((await queue.getJob(job, id))?.state).toBe('completed');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('does not run a job scheduled in the future before its time', async () => {
    const job = defineJob({ name: 'later', payload: z.object({}) });
    const ranAt: number[] = [];
    const queue = queueOn();
    queue.register(job, async () => {
      ranAt.push(Date.now());
    });
    await queue.start();
    const at = new Date(Date.now() + 1500);

    const id = (await queue.send(job, {}, { startAfter: at })) ?? '';

    expect(await queue.drain()).toBe(0);
    expect((await queue.getJob(job, id))?.state).toBe('created');
    await waitUntil(at);
    expect(await queue.drain()).toBe(1);
    expect(ranAt).toHaveLength(1);
    expect(ranAt[0]).toBeGreaterThanOrEqual(at.getTime());
  });

  it('keeps one waiting job per singleton key when the policy says so', async () => {
    const job = defineJob({
      name: 'coalesced',
      payload: z.object({ n: z.number() }),
      policy: 'short',
    });
    const payloads: number[] = [];
    const queue = queueOn();
    queue.register(job, async ({ n }) => {
      payloads.push(n);
    });
    await queue.start();

    const first = await queue.send(job, { n: 1 }, { singletonKey: 'project-1' });
    const duplicate = await queue.send(job, { n: 2 }, { singletonKey: 'project-1' });
    const other = await queue.send(job, { n: 3 }, { singletonKey: 'project-2' });

    expect(first).not.toBeNull();
    expect(duplicate).toBeNull();
    expect(other).not.toBeNull();
    expect(await queue.drain()).toBe(2);
    expect(payloads.sort()).toEqual([1, 3]);
  });

  it('refuses a singleton key on a job type that would ignore it', async () => {
    const job = defineJob({ name: 'standard-only', payload: z.object({}) });
    await expect(
      sendJob(database.handle.db, job, {}, { singletonKey: 'project-1' }),
    ).rejects.toThrow(/singleton key/);
  });

  it('runs a recurring job when its schedule comes due, and not before', async () => {
    const everyMinute = defineJob({ name: 'every-minute', payload: z.object({ tag: z.string() }) });
    const daily = defineJob({ name: 'daily', payload: z.object({}) });
    const ticks: unknown[] = [];
    const dailyRuns: unknown[] = [];
    const queue = queueOn({
      work: true,
      schedule: true,
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
    });
    queue.register(everyMinute, async (payload) => {
      ticks.push(payload);
    });
    queue.register(daily, async (payload) => {
      dailyRuns.push(payload);
    });
    // Once a day, twelve hours from now: not due during this test.
    const noon = new Date(Date.now() + 12 * 60 * 60_000);
    await queue.schedule(everyMinute, '* * * * *', { tag: 'tick' });
    await queue.schedule(daily, `${noon.getUTCMinutes()} ${noon.getUTCHours()} * * *`, {});
    await queue.start();

    await vi.waitFor(() => expect(ticks).toEqual([{ tag: 'tick' }]), poll);
    expect(dailyRuns).toEqual([]);
    await queue.unschedule(everyMinute);
    await queue.unschedule(daily);
  });

  it('after a restart, runs the jobs still waiting and never the finished ones', async () => {
    const job = defineJob({ name: 'survives-restart', payload: z.object({ name: z.string() }) });
    const runs: string[] = [];
    const before = queueOn();
    before.register(job, async ({ name }) => {
      runs.push(`before restart: ${name}`);
    });
    await before.start();
    await before.send(job, { name: 'finished' });
    const at = new Date(Date.now() + 1000);
    await before.send(job, { name: 'waiting' }, { startAfter: at });
    expect(await before.drain()).toBe(1);
    await before.stop();

    const after = queueOn();
    after.register(job, async ({ name }) => {
      runs.push(`after restart: ${name}`);
    });
    await after.start();
    expect(await after.drain()).toBe(0);
    await waitUntil(at);
    expect(await after.drain()).toBe(1);

    expect(runs).toEqual(['before restart: finished', 'after restart: waiting']);
  });

  it('lets a running job finish when it stops, so the next start does not run it again', async () => {
    const job = defineJob({ name: 'slow', payload: z.object({}) });
    let runs = 0;
    let running = false;
    const before = queueOn({ work: true });
    before.register(job, async () => {
      runs += 1;
      running = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      running = false;
    });
    await before.start();
    const id = (await before.send(job, {})) ?? '';
    await vi.waitFor(() => expect(running).toBe(true), poll);

    await before.stop();

    expect(running).toBe(false);
    const after = queueOn();
    after.register(job, async () => {
      runs += 1;
    });
    await after.start();
    expect((await after.getJob(job, id))?.state).toBe('completed');
    expect(await after.drain()).toBe(0);
    expect(runs).toBe(1);
  });

  it('stops without leaving a timer behind', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    const job = defineJob({ name: 'clean-stop', payload: z.object({}) });
    const queue = queueOn({
      work: true,
      schedule: true,
      maintenance: true,
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
    });
    queue.register(job, async () => undefined);
    await queue.start();
    const id = (await queue.send(job, {})) ?? '';
    await vi.waitFor(async () => {
      expect((await queue.getJob(job, id))?.state).toBe('completed');
    }, poll);
    expect(timers()).toBeGreaterThan(before);

    await queue.stop();

    expect(timers()).toBeLessThanOrEqual(before);
  });

  it.skipIf(!onPostgres)(
    'never runs one job twice when two servers work on one PostgreSQL database',
    async () => {
      const job = defineJob({ name: 'shared', payload: z.object({ n: z.number() }) });
      const ran: number[] = [];
      const other = await database.connectAgain();
      const first = queueOn();
      const second = queueOn({ db: other.db });
      for (const queue of [first, second]) {
        queue.register(job, async ({ n }) => {
          ran.push(n);
          await new Promise((resolve) => setTimeout(resolve, 5));
        });
        await queue.start();
      }
      for (let n = 0; n < 40; n += 1) await sendJob(database.handle.db, job, { n });

      const [byFirst, bySecond] = await Promise.all([first.drain(), second.drain()]);

      expect(byFirst + bySecond).toBe(40);
      expect(ran).toHaveLength(40);
      expect(new Set(ran).size).toBe(40);
    },
  );
});
