import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSchema } from '../env';
import { createTestApp, type TestApp } from '../test/helper';
import { enqueueEmail, enqueueSms } from './outbox';
import { DeliveryWorker } from './worker';

const silent = { warn: () => undefined, info: () => undefined } as never;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
