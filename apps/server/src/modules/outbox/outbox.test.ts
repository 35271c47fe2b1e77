import { outboxApi, type EndpointInput } from '@aq/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { NO_OUTBOX_ACCESS } from './service';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let viewer: Caller;

type Query = EndpointInput<typeof outboxApi.listOutbox>['query'];

const T = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute, 0, 0));

// Ten rows, one a minute from 09:00 (newest last), in every status of both channels.
const ROWS = [
  {
    channel: 'email',
    recipient: 'a@x.example',
    subject: 'Alert A',
    status: 'sent',
    attempts: 1,
    last_error: null,
    sent: 1,
  },
  {
    channel: 'sms',
    recipient: '+12015550100',
    subject: '',
    status: 'sent',
    attempts: 2,
    last_error: 'SMS provider answered 503',
    sent: 3,
  },
  {
    channel: 'email',
    recipient: 'b@x.example',
    subject: 'Alert B',
    status: 'pending',
    attempts: 0,
    last_error: null,
    sent: null,
  },
  {
    channel: 'email',
    recipient: 'c@x.example',
    subject: 'Alert C',
    status: 'pending',
    attempts: 2,
    last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    sent: null,
  },
  {
    channel: 'sms',
    recipient: '+12015550101',
    subject: '',
    status: 'failed',
    attempts: 1,
    last_error: 'SMS provider answered 400: bad number',
    sent: null,
  },
  {
    channel: 'sms',
    recipient: '+12015550102',
    subject: '',
    status: 'held',
    attempts: 1,
    last_error: 'sms delivery is not configured',
    sent: null,
  },
  {
    channel: 'email',
    recipient: 'd@x.example',
    subject: 'Alert D',
    status: 'held',
    attempts: 1,
    last_error: 'email delivery is not configured',
    sent: null,
  },
  {
    channel: 'email',
    recipient: 'e@x.example',
    subject: 'Alert E',
    status: 'failed',
    attempts: 8,
    last_error: '451 try later',
    sent: null,
  },
  {
    channel: 'sms',
    recipient: '+12015550103',
    subject: '',
    status: 'pending',
    attempts: 0,
    last_error: null,
    sent: null,
  },
  {
    channel: 'email',
    recipient: 'f@x.example',
    subject: 'Alert F',
    status: 'sent',
    attempts: 1,
    last_error: null,
    sent: 10,
  },
] as const;

beforeAll(async () => {
  t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
  [admin, manager, viewer] = await Promise.all([
    t.signIn('admin'),
    t.signIn('manager'),
    t.signIn('viewer'),
  ]);
  await t.handle.db.deleteFrom('outbox').execute();
  await t.handle.db
    .insertInto('outbox')
    .values(
      ROWS.map((row, minute) => ({
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: 'not shown',
        status: row.status,
        attempts: row.attempts,
        last_error: row.last_error,
        created_at: T(minute),
        next_attempt_at: T(minute + 30),
        sent_at: row.sent === null ? null : T(row.sent),
      })),
    )
    .execute();
});
afterAll(() => t.close());

async function list(query: Query, caller: Caller = admin) {
  const response = await t.call(outboxApi.listOutbox, { query }, caller);
  return { status: response.statusCode, body: response.json() };
}

const recipients = (body: { Items: { Recipient: string }[] }) =>
  body.Items.map((item) => item.Recipient);

describe('GET /v0.1/outbox', () => {
  it('lists every message newest first with the count per status and what is configured', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(recipients(body)).toEqual([
      'f@x.example',
      '+12015550103',
      'e@x.example',
      'd@x.example',
      '+12015550102',
      '+12015550101',
      'c@x.example',
      'b@x.example',
      '+12015550100',
      'a@x.example',
    ]);
    expect(body.Summary).toEqual({ Pending: 2, Retrying: 1, Sent: 3, Failed: 2, Held: 2 });
    expect(body.EmailConfigured).toBe(true);
    expect(body.SmsConfigured).toBe(false);
    expect(body.PageToken.Next).toBeNull();
    // Every field of one retrying e-mail; the body is never returned.
    expect(body.Items[6]).toEqual({
      Id: expect.any(String),
      Channel: 'Email',
      Recipient: 'c@x.example',
      Subject: 'Alert C',
      Status: 'Retrying',
      Attempts: 2,
      LastError: 'connect ECONNREFUSED 127.0.0.1:25',
      CreatedAt: '2026-11-02T09:03:00.000Z',
      SentAt: null,
      NextAttemptAt: '2026-11-02T09:33:00.000Z',
    });
    expect(body.Items[0]).toMatchObject({
      Status: 'Sent',
      SentAt: '2026-11-02T09:10:00.000Z',
      NextAttemptAt: null,
    });
    expect(JSON.stringify(body)).not.toContain('not shown');
  });

  it.each([
    ['Pending', ['+12015550103', 'b@x.example']],
    ['Retrying', ['c@x.example']],
    ['Sent', ['f@x.example', '+12015550100', 'a@x.example']],
    ['Failed', ['e@x.example', '+12015550101']],
    ['Held', ['d@x.example', '+12015550102']],
  ] as const)('filters by the status %s', async (Status, expected) => {
    const { status, body } = await list({ Status });
    expect(status).toBe(200);
    expect(recipients(body)).toEqual(expected);
    for (const item of body.Items) expect(item.Status).toBe(Status);
    // The summary still counts every status.
    expect(body.Summary).toEqual({ Pending: 2, Retrying: 1, Sent: 3, Failed: 2, Held: 2 });
  });

  it('filters by channel, and counts that channel only', async () => {
    const { body } = await list({ Channel: 'Sms' });
    expect(recipients(body)).toEqual([
      '+12015550103',
      '+12015550102',
      '+12015550101',
      '+12015550100',
    ]);
    expect(body.Summary).toEqual({ Pending: 1, Retrying: 0, Sent: 1, Failed: 1, Held: 1 });
    const both = await list({ Channel: 'Email', Status: 'Sent' });
    expect(recipients(both.body)).toEqual(['f@x.example', 'a@x.example']);
  });

  it('pages with Token and Limit, each row once, the last page without a next token', async () => {
    const first = await list({ Limit: 4 });
    expect(recipients(first.body)).toEqual([
      'f@x.example',
      '+12015550103',
      'e@x.example',
      'd@x.example',
    ]);
    expect(first.body.PageToken.Next).toEqual(expect.any(String));
    const second = await list({ Limit: 4, Token: first.body.PageToken.Next });
    expect(recipients(second.body)).toEqual([
      '+12015550102',
      '+12015550101',
      'c@x.example',
      'b@x.example',
    ]);
    const third = await list({ Limit: 4, Token: second.body.PageToken.Next });
    expect(recipients(third.body)).toEqual(['+12015550100', 'a@x.example']);
    expect(third.body.PageToken.Next).toBeNull();
    // Exactly a full last page: no token to an empty page.
    const exact = await list({ Limit: 5, Token: (await list({ Limit: 5 })).body.PageToken.Next });
    expect(exact.body.Items).toHaveLength(5);
    expect(exact.body.PageToken.Next).toBeNull();
  });

  it('keeps rows stamped in the same millisecond apart across pages', async () => {
    // PostgreSQL keeps microseconds; two rows 1 µs apart must both appear, once each.
    await t.handle.db
      .insertInto('outbox')
      .values([
        { channel: 'email', recipient: 'm1@x.example', body: 'b', status: 'sent' },
        { channel: 'email', recipient: 'm2@x.example', body: 'b', status: 'sent' },
      ])
      .execute();
    await t.handle.db
      .updateTable('outbox')
      .set({ created_at: sql`timestamptz '2026-11-02 10:00:00.000001+00'` })
      .where('recipient', '=', 'm1@x.example')
      .execute();
    await t.handle.db
      .updateTable('outbox')
      .set({ created_at: sql`timestamptz '2026-11-02 10:00:00.000002+00'` })
      .where('recipient', '=', 'm2@x.example')
      .execute();
    const first = await list({ Limit: 1, Status: 'Sent' });
    expect(recipients(first.body)).toEqual(['m2@x.example']);
    const second = await list({ Limit: 1, Status: 'Sent', Token: first.body.PageToken.Next });
    expect(recipients(second.body)).toEqual(['m1@x.example']);
    await t.handle.db
      .deleteFrom('outbox')
      .where('recipient', 'in', ['m1@x.example', 'm2@x.example'])
      .execute();
  });

  it.each([
    [{ Status: 'Delivered' }, 'Status'],
    [{ Channel: 'Fax' }, 'Channel'],
    [{ Limit: '0' }, 'Limit'],
    [{ Limit: '201' }, 'Limit'],
    [{ Token: 'not a token!' }, 'Token'],
  ])('answers 400 naming the field for %o', async (query, field) => {
    const response = await t.call(outboxApi.listOutbox, { query: query as Query }, admin);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(JSON.stringify(body)).toContain(field);
  });

  it('answers 400 with the message for a token of another filter', async () => {
    const { body } = await list({ Limit: 2, Status: 'Sent' });
    const response = await t.call(
      outboxApi.listOutbox,
      { query: { Limit: 2, Status: 'Failed', Token: body.PageToken.Next } },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      'The page token belongs to a list with another sort, filter or search.',
    );
  });

  it('answers 403 to users who are not organisation administrators, 401 when signed out', async () => {
    for (const caller of [manager, viewer]) {
      const response = await t.call(outboxApi.listOutbox, { query: {} }, caller);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(NO_OUTBOX_ACCESS);
    }
    expect((await t.call(outboxApi.listOutbox, { query: {} }, null)).statusCode).toBe(401);
  });
});
