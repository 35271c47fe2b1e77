import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { holdOverSmsLimit } from '../modules/licensing/sms-limit';
import { sendJob } from '../jobs/job';
import { sendDueMessages } from './jobs';
import { insertAttachments, insertMessage } from './repository';

type Db = Kysely<Database> | Transaction<Database>;

/** A file sent with an e-mail (migration 0017: outbox_attachments). */
export interface EmailAttachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/**
 * Queues an e-mail: an outbox row plus a delivery job, both in `db` (pass the transaction that
 * causes the message, so neither exists without the other). The job queue sends it and retries.
 * `alertEventId` names the alert event it notifies of (the event history's "who was notified").
 * `attachments` are stored with the message, in order, and sent with every attempt.
 */
export async function enqueueEmail(
  db: Db,
  message: {
    to: string;
    subject: string;
    body: string;
    alertEventId?: number | null;
    attachments?: readonly EmailAttachment[];
  },
): Promise<string> {
  const id = await insertMessage(db, {
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.body,
    alertEventId: message.alertEventId ?? null,
  });
  if (message.attachments && message.attachments.length > 0) {
    await insertAttachments(db, id, message.attachments);
  }
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
  // An alert message beyond its organisation's monthly SMS limit is held, not sent (licensing).
  if (message.alertEventId != null && (await holdOverSmsLimit(db, id))) return id;
  await sendJob(db, sendDueMessages, {});
  return id;
}
