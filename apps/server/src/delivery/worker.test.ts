import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envSchema } from '../env';
import { JobQueue } from '../jobs/queue';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { enqueueEmail, enqueueSms } from './outbox';
import { DeliveryWorker, runDeliveryOn } from './worker';

const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

async function statusOf(id: string) {
  return t.handle.db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'next_attempt_at', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('the delivery worker', () => {
  it('holds messages when no provider is configured, keeping them as the record', async () => {
    const email = await enqueueEmail(t.handle.db, { to: 'a@b.example', subject: 's', body: 'b' });
    const sms = await enqueueSms(t.handle.db, { to: '+12015550123', body: 'b' });
    const worker = new DeliveryWorker(t.handle.db, envSchema.parse({}), silent);
    // A second later: PostgreSQL stamps the rows in microseconds, a JS Date only in milliseconds.
    expect(await worker.runOnce(new Date(Date.now() + 1000))).toBe(0);
    expect(await statusOf(email)).toMatchObject({
      status: 'held',
      last_error: 'email delivery is not configured',
    });
    expect(await statusOf(sms)).toMatchObject({
      status: 'held',
      last_error: 'sms delivery is not configured',
    });
  });

  it('retries a failed send later instead of losing it', async () => {
    // Port 9 on loopback refuses connections, so the SMTP send fails at once.
    const env = envSchema.parse({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const id = await enqueueEmail(t.handle.db, { to: 'c@d.example', subject: 's', body: 'b' });
    const worker = new DeliveryWorker(t.handle.db, env, silent);
    const now = new Date(Date.now() + 1000);
    expect(await worker.runOnce(now)).toBe(0);
    const after = await statusOf(id);
    expect(after.status).toBe('pending');
    expect(after.attempts).toBe(1);
    expect(after.next_attempt_at.getTime()).toBe(now.getTime() + 60_000);
    expect(after.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Not due yet: nothing is tried before the back-off ends.
    expect(await worker.runOnce(new Date(now.getTime() + 30_000))).toBe(0);
    expect((await statusOf(id)).attempts).toBe(1);
  });
});

/** An e-mail transport that fails while `down` says so and otherwise records what it sends. */
function providerThatFails(down: (attempt: number) => boolean) {
  const delivered: string[] = [];
  let attempts = 0;
  const transport = nodemailer.createTransport({
    name: 'test-provider',
    version: '1',
    send(mail, callback) {
      attempts += 1;
      if (down(attempts)) {
        callback(new Error('provider unavailable'), undefined as never);
        return;
      }
      delivered.push(String(mail.data.to));
      callback(null, { envelope: mail.message.getEnvelope(), messageId: `<${attempts}@test>` });
    },
  });
  return { transport, delivered, attempts: () => attempts };
}

describe('delivery on the job queue', () => {
  const env = envSchema.parse({});
  const queues: JobQueue[] = [];
  const queueFor = (worker: DeliveryWorker) => {
    const queue = new JobQueue({
      db: t.handle.db,
      log: silent,
      schedule: false,
      maintenance: false,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 5000,
    });
    queues.push(queue);
    return runDeliveryOn(queue, worker).then(() => queue);
  };
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });

  it('retries through a provider outage and sends the message once', async () => {
    const provider = providerThatFails((attempt) => attempt === 1);
    const worker = new DeliveryWorker(t.handle.db, env, silent, {
      transport: provider.transport,
      backoffMs: [1000],
    });
    const queue = await queueFor(worker);
    await queue.start();

    // Written in a transaction, as services do: the row and its job commit together.
    const id = await t.handle.db
      .transaction()
      .execute((trx) => enqueueEmail(trx, { to: 'outage@d.example', subject: 's', body: 'b' }));

    await vi.waitFor(async () => expect((await statusOf(id)).status).toBe('sent'), {
      timeout: 15_000,
      interval: 50,
    });
    // Whatever is still queued (older messages' jobs included) sends nothing more.
    await queue.drain();
    expect(provider.attempts()).toBe(2);
    expect(provider.delivered).toEqual(['outage@d.example']);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps a message through a restart and sends it once afterwards', async () => {
    const outage = providerThatFails(() => true);
    const beforeRestart = await queueFor(
      new DeliveryWorker(t.handle.db, env, silent, {
        transport: outage.transport,
        backoffMs: [1000],
      }),
    );
    await beforeRestart.start();
    const id = await enqueueEmail(t.handle.db, {
      to: 'restart@d.example',
      subject: 's',
      body: 'b',
    });
    await vi.waitFor(async () => expect((await statusOf(id)).attempts).toBe(1), {
      timeout: 15_000,
      interval: 50,
    });
    await beforeRestart.stop();
    expect(await statusOf(id)).toMatchObject({ status: 'pending', attempts: 1 });

    const recovered = providerThatFails(() => false);
    const afterRestart = await queueFor(
      new DeliveryWorker(t.handle.db, env, silent, {
        transport: recovered.transport,
        backoffMs: [1000],
      }),
    );
    await afterRestart.start();

    await vi.waitFor(async () => expect((await statusOf(id)).status).toBe('sent'), {
      timeout: 15_000,
      interval: 50,
    });
    await afterRestart.drain();
    expect(outage.delivered).toEqual([]);
    expect(recovered.delivered).toEqual(['restart@d.example']);
  });
});
