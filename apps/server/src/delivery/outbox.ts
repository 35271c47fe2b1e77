import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Queues an e-mail; the delivery worker sends it (and retries) from the outbox. */
export async function enqueueEmail(
  db: Db,
  message: { to: string; subject: string; body: string },
): Promise<string> {
  const row = await db
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Queues a text message; the delivery worker sends it through the SMS provider. */
export async function enqueueSms(db: Db, message: { to: string; body: string }): Promise<string> {
  const row = await db
    .insertInto('outbox')
    .values({ channel: 'sms', recipient: message.to, body: message.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
