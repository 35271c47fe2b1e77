import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { sendJob } from '../jobs/job';
import { sendDueMessages } from './jobs';
import { insertMessage } from './repository';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Queues an e-mail: an outbox row plus a delivery job, both in `db` (pass the transaction that
 * causes the message, so neither exists without the other). The job queue sends it and retries.
 * `alertEventId` names the alert event it notifies of (the event history's "who was notified").
 */
export async function enqueueEmail(
  db: Db,
  message: { to: string; subject: string; body: string; alertEventId?: number | null },
): Promise<string> {
  const id = await insertMessage(db, {
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.body,
    alertEventId: message.alertEventId ?? null,
  });
  await sendJob(db, sendDueMessages, {});
  return id;
}

/** Queues a text message the same way; it is sent through the SMS provider. */
export async function enqueueSms(
  db: Db,
  message: { to: string; body: string; alertEventId?: number | null },
): Promise<string> {
  const id = await insertMessage(db, {
    channel: 'sms',
    recipient: message.to,
    body: message.body,
    alertEventId: message.alertEventId ?? null,
  });
  await sendJob(db, sendDueMessages, {});
  return id;
}
