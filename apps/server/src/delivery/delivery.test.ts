import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { envSchema } from '../env';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database';
import {
  startTestSmsEndpoint,
  startTestSmtpServer,
  type TestSmsEndpoint,
  type TestSmtpServer,
} from '../test/delivery-fakes';
import { enqueueEmail, enqueueSms } from './outbox';
import { isRetryableStatus } from './sms';
import { DeliveryWorker } from './worker';

// Delivery proofs: the worker sends through a real SMTP server and a real HTTP SMS endpoint on
// loopback ports, configured by the same variables as production (SMTP_URL, SMS_URL...).

const silent = { warn: () => undefined, info: () => undefined } as never;
let t: TestDatabase;
let smtp: TestSmtpServer;
let sms: TestSmsEndpoint;

beforeAll(async () => {
  [t, smtp, sms] = await Promise.all([
    openTestDatabase(),
    startTestSmtpServer(),
    startTestSmsEndpoint(),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), smtp.close(), sms.close()]);
});
// Each test starts from an empty outbox, so no worker finds another test's rows due.
beforeEach(async () => {
  smtp.reset();
  sms.reset();
  await t.handle.db.deleteFrom('outbox').execute();
});

const env = (vars: Record<string, string> = {}) =>
  envSchema.parse({
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Alerts <alerts@aq.example>',
    SMS_URL: sms.url,
    SMS_FROM: '+15005550006',
    SMS_TOKEN: 'secret-token',
    ...vars,
  });

/** A moment after the rows were written: PostgreSQL stamps microseconds, a JS Date milliseconds. */
const soon = () => new Date(Date.now() + 1000);

async function row(id: string) {
  return t.handle.db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('delivery through a real SMTP server and SMS endpoint', () => {
  it('sends one message per recipient per queued row, with its subject and text', async () => {
    const mailsBefore = smtp.messages.length;
    const smsBefore = sms.messages.length;
    const ids = [
      await enqueueEmail(t.handle.db, { to: 'ana@a.example', subject: 'PM10 high', body: 'One' }),
      await enqueueEmail(t.handle.db, { to: 'ben@b.example', subject: 'PM10 high', body: 'Two' }),
      // A second row to the same person is a second message (another firing).
      await enqueueEmail(t.handle.db, { to: 'ana@a.example', subject: 'PM10 ok', body: 'Three' }),
      await enqueueSms(t.handle.db, { to: '+12015550123', body: 'PM10 is 212 µg/m³' }),
      await enqueueSms(t.handle.db, { to: '+442071838750', body: 'PM10 is 212 µg/m³' }),
    ];
    const worker = new DeliveryWorker(t.handle.db, env(), silent);
    expect(worker.sendsEmail).toBe(true);
    expect(worker.sendsSms).toBe(true);

    expect(await worker.runOnce(soon())).toBe(5);

    const mails = smtp.messages.slice(mailsBefore);
    expect(
      mails
        .map((m) => [m.from, m.to.join(','), m.subject, m.text])
        .sort((a, b) => a[3]!.localeCompare(b[3]!)),
    ).toEqual([
      ['alerts@aq.example', 'ana@a.example', 'PM10 high', 'One'],
      ['alerts@aq.example', 'ana@a.example', 'PM10 ok', 'Three'],
      ['alerts@aq.example', 'ben@b.example', 'PM10 high', 'Two'],
    ]);
    const texts = sms.messages.slice(smsBefore);
    expect(texts.map((m) => [m.to, m.from, m.text]).sort()).toEqual([
      ['+12015550123', '+15005550006', 'PM10 is 212 µg/m³'],
      ['+442071838750', '+15005550006', 'PM10 is 212 µg/m³'],
    ]);
    expect(texts[0]!.contentType).toMatch(/^application\/json/);
    expect(texts[0]!.headers.authorization).toBe('Bearer secret-token');
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });

    // Sent rows are never sent again.
    expect(await worker.runDue(() => new Date(Date.now() + 24 * 3600_000))).toBe(0);
    expect(smtp.messages.length - mailsBefore).toBe(3);
    expect(sms.messages.length - smsBefore).toBe(2);
  });

  it('given the SMS provider fails once, retries at the back-off time and delivers once', async () => {
    const before = sms.requests.length;
    const id = await enqueueSms(t.handle.db, { to: '+12015550124', body: 'Dust' });
    const worker = new DeliveryWorker(t.handle.db, env(), silent);
    sms.failNext(1, 503);
    const now = soon();

    expect(await worker.runOnce(now)).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toMatch(/^SMS provider answered 503/);
    expect(failed.next_attempt_at.getTime()).toBe(now.getTime() + 60_000);

    // One millisecond before the back-off ends nothing is tried; at its end the message goes.
    expect(await worker.runOnce(new Date(now.getTime() + 59_999))).toBe(0);
    expect(sms.requests.length - before).toBe(1);
    expect(await worker.runOnce(new Date(now.getTime() + 60_000))).toBe(1);

    const attempts = sms.requests.slice(before);
    expect(attempts.map((r) => [r.to, r.status])).toEqual([
      ['+12015550124', 503],
      ['+12015550124', 201],
    ]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await worker.runOnce(new Date(now.getTime() + 3600_000))).toBe(0);
    expect(sms.requests.length - before).toBe(2);
  });

  it('given the SMTP server refuses once, retries at the back-off time and delivers once', async () => {
    const before = smtp.messages.length;
    const refusedBefore = smtp.refused();
    const id = await enqueueEmail(t.handle.db, { to: 'retry@a.example', subject: 's', body: 'b' });
    const worker = new DeliveryWorker(t.handle.db, env(), silent, { backoffMs: [5_000] });
    smtp.failNext(1);
    const now = soon();

    expect(await worker.runOnce(now)).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).last_error).toMatch(/451/);
    expect(await worker.runOnce(new Date(now.getTime() + 4_999))).toBe(0);
    expect(await worker.runOnce(new Date(now.getTime() + 5_000))).toBe(1);

    expect(smtp.refused() - refusedBefore).toBe(1);
    expect(smtp.messages.slice(before).map((m) => m.to)).toEqual([['retry@a.example']]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('fails a message for good after the last attempt, and tries it no more', async () => {
    const before = sms.requests.length;
    const id = await enqueueSms(t.handle.db, { to: '+12015550125', body: 'Dust' });
    const worker = new DeliveryWorker(t.handle.db, env(), silent, {
      backoffMs: [1_000],
      maxAttempts: 3,
    });
    sms.failNext(3, 500);
    const now = soon();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await worker.runOnce(new Date(now.getTime() + attempt * 1_000))).toBe(0);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await row(id)).last_error).toMatch(/^SMS provider answered 500/);
    expect(await worker.runOnce(new Date(now.getTime() + 3600_000))).toBe(0);
    expect(sms.requests.length - before).toBe(3);
  });

  it.each([
    [400, 'failed', 1],
    [401, 'failed', 1],
    [403, 'failed', 1],
    [404, 'failed', 1],
    [422, 'failed', 1],
    [408, 'pending', 1],
    [429, 'pending', 1],
    [500, 'pending', 1],
    [503, 'pending', 1],
  ])(
    'given the SMS provider answers %i, the message is %s after %i attempt',
    async (status, outcome, attempts) => {
      const id = await enqueueSms(t.handle.db, { to: '+12015550126', body: 'Dust' });
      const worker = new DeliveryWorker(t.handle.db, env(), silent);
      sms.failNext(1, status);
      expect(await worker.runOnce(soon())).toBe(0);
      expect(await row(id)).toMatchObject({ status: outcome, attempts });
      expect((await row(id)).last_error).toMatch(new RegExp(`^SMS provider answered ${status}`));
    },
  );

  it('retries when the SMS provider cannot be reached', async () => {
    const closed = await startTestSmsEndpoint();
    await closed.close();
    const id = await enqueueSms(t.handle.db, { to: '+12015550127', body: 'Dust' });
    const worker = new DeliveryWorker(t.handle.db, env({ SMS_URL: closed.url }), silent);
    expect(await worker.runOnce(soon())).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).last_error).toMatch(/^SMS provider unreachable: .*ECONNREFUSED/);
  });

  it('posts the Twilio form with basic authentication when SMS_PROVIDER is twilio', async () => {
    const before = sms.messages.length;
    await enqueueSms(t.handle.db, { to: '+12015550128', body: 'PM10 212 µg/m³ at Gate 3' });
    const worker = new DeliveryWorker(
      t.handle.db,
      env({ SMS_PROVIDER: 'twilio', SMS_ACCOUNT_SID: 'AC123', SMS_TOKEN: 'tok' }),
      silent,
    );
    expect(await worker.runOnce(soon())).toBe(1);
    const [message] = sms.messages.slice(before);
    expect(message!.contentType).toBe('application/x-www-form-urlencoded');
    expect(message!.headers.authorization).toBe(
      `Basic ${Buffer.from('AC123:tok').toString('base64')}`,
    );
    expect([message!.to, message!.from, message!.text]).toEqual([
      '+12015550128',
      '+15005550006',
      'PM10 212 µg/m³ at Gate 3',
    ]);
  });

  it('holds text messages without SMS_URL and still sends e-mail', async () => {
    const smsBefore = sms.requests.length;
    const mailsBefore = smtp.messages.length;
    const text = await enqueueSms(t.handle.db, { to: '+12015550129', body: 'Dust' });
    const mail = await enqueueEmail(t.handle.db, { to: 'held@a.example', subject: 's', body: 'b' });
    const worker = new DeliveryWorker(t.handle.db, env({ SMS_URL: '' }), silent);
    expect(worker.sendsSms).toBe(false);
    expect(await worker.runOnce(soon())).toBe(1);
    expect(await row(text)).toMatchObject({
      status: 'held',
      last_error: 'sms delivery is not configured',
    });
    expect(await row(mail)).toMatchObject({ status: 'sent' });
    expect(sms.requests.length).toBe(smsBefore);
    expect(smtp.messages.length - mailsBefore).toBe(1);
  });

  it('sends nothing twice when two workers run at once', async () => {
    const mailsBefore = smtp.messages.length;
    const smsBefore = sms.messages.length;
    const recipients = Array.from({ length: 25 }, (_, i) => i);
    for (const i of recipients) {
      await enqueueEmail(t.handle.db, { to: `n${i}@c.example`, subject: 's', body: `${i}` });
      await enqueueSms(t.handle.db, { to: `+1201555${String(1000 + i)}`, body: `${i}` });
    }
    // On PostgreSQL the second worker has its own connection pool, as a second server would.
    let other: DatabaseHandle | null = null;
    if (testDatabaseKind() === 'postgres') other = await t.connectAgain();
    const first = new DeliveryWorker(t.handle.db, env(), silent);
    const second = new DeliveryWorker((other ?? t.handle).db, env(), silent);
    const at = soon();
    const sent = await Promise.all([first.runDue(() => at), second.runDue(() => at)]);

    expect(sent[0] + sent[1]).toBe(50);
    const mails = smtp.messages.slice(mailsBefore).map((m) => m.to.join(','));
    expect(mails.sort()).toEqual(recipients.map((i) => `n${i}@c.example`).sort());
    const texts = sms.messages.slice(smsBefore).map((m) => m.to);
    expect(texts.sort()).toEqual(recipients.map((i) => `+1201555${String(1000 + i)}`).sort());
    const statuses = await t.handle.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .execute();
    expect(statuses.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('which SMS provider answers are retried', () => {
  it.each([
    [200, false],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [408, true],
    [422, false],
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [599, true],
  ])('status %i retryable: %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
  });
});
