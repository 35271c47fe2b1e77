import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSchema } from '../env';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { enqueueEmail } from './outbox';
import { DeliveryWorker } from './worker';

// E-mail attachments (migration 0017: outbox_attachments): stored with the message, sent with
// every attempt in their order, deleted with it.

const silent = { warn: () => undefined, info: () => undefined } as never;
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

/** A transport that fails the first `failures` sends and records the attachments of the others. */
function recordingTransport(failures: number) {
  const sent: { filename: string; contentType: string; content: string }[][] = [];
  let calls = 0;
  const transport = nodemailer.createTransport({
    name: 'recording',
    version: '1',
    send(mail, callback) {
      calls += 1;
      if (calls <= failures) {
        callback(new Error('provider unavailable'), undefined as never);
        return;
      }
      sent.push(
        (mail.data.attachments ?? []).map((a) => ({
          filename: String(a.filename),
          contentType: String(a.contentType),
          content: Buffer.from(a.content as Buffer).toString('utf8'),
        })),
      );
      callback(null, { envelope: mail.message.getEnvelope(), messageId: `<${calls}@test>` });
    },
  });
  return { transport, sent };
}

describe('e-mail attachments', () => {
  it('sends the files in order, again on the retry after a failed attempt', async () => {
    const id = await enqueueEmail(t.handle.db, {
      to: 'ops@example.com',
      subject: 'Report',
      body: 'Attached.',
      attachments: [
        {
          fileName: 'Gate 2026-11-02–2026-11-02.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.4 x'),
        },
        {
          fileName: 'gate.csv',
          contentType: 'text/csv; charset=utf-8',
          content: Buffer.from('a,b\r\n1,2\r\n'),
        },
      ],
    });
    const { transport, sent } = recordingTransport(1);
    const worker = new DeliveryWorker(t.handle.db, envSchema.parse({}), silent, {
      transport,
      backoffMs: [0],
    });
    const now = Date.now() + 1000;
    expect(await worker.runOnce(new Date(now))).toBe(0);
    expect(await worker.runOnce(new Date(now + 1000))).toBe(1);
    expect(sent).toEqual([
      [
        {
          filename: 'Gate 2026-11-02–2026-11-02.pdf',
          contentType: 'application/pdf',
          content: '%PDF-1.4 x',
        },
        { filename: 'gate.csv', contentType: 'text/csv; charset=utf-8', content: 'a,b\r\n1,2\r\n' },
      ],
    ]);
    await t.handle.db.deleteFrom('outbox').where('id', '=', id).execute();
    const left = await t.handle.db
      .selectFrom('outbox_attachments')
      .select('outbox_id')
      .where('outbox_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('sends a message without files as before', async () => {
    await enqueueEmail(t.handle.db, { to: 'a@example.com', subject: 's', body: 'b' });
    const { transport, sent } = recordingTransport(0);
    const worker = new DeliveryWorker(t.handle.db, envSchema.parse({}), silent, { transport });
    expect(await worker.runDue(() => new Date(Date.now() + 1000))).toBe(1);
    expect(sent).toEqual([[]]);
  });
});
