import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, OutboxTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One outbox row. */
export type OutboxRecord = Selectable<OutboxTable>;

/** Adds a message to the outbox as pending; returns its id. */
export async function insertMessage(
  db: Db,
  message: {
    channel: 'email' | 'sms';
    recipient: string;
    subject?: string;
    body: string;
    /** The alert event it notifies of (migration 0015). */
    alertEventId?: number | null;
  },
): Promise<string> {
  const { alertEventId, ...columns } = message;
  const row = await db
    .insertInto('outbox')
    .values({ ...columns, alert_event_id: alertEventId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores the files of an outbox e-mail, in the order given. */
export async function insertAttachments(
  db: Db,
  outboxId: string,
  attachments: readonly { fileName: string; contentType: string; content: Buffer }[],
): Promise<void> {
  await db
    .insertInto('outbox_attachments')
    .values(
      attachments.map((attachment, position) => ({
        outbox_id: outboxId,
        position,
        file_name: attachment.fileName,
        content_type: attachment.contentType,
        content: attachment.content,
      })),
    )
    .execute();
}

/** The files of an outbox e-mail, in order (none for most messages). */
export function attachmentsOf(db: Db, outboxId: string) {
  return db
    .selectFrom('outbox_attachments')
    .select(['file_name', 'content_type', 'content'])
    .where('outbox_id', '=', outboxId)
    .orderBy('position')
    .execute();
}

/**
 * Claims up to `limit` pending messages due at `now`, oldest first, skipping rows another worker
 * holds. Each claim counts an attempt and moves next_attempt_at on by `delayMs(attempt)` before
 * anything is sent, so a worker that dies mid-send leaves the message to be retried, not lost.
 * Returns the rows as claimed.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  delayMs: (attempt: number) => number,
): Promise<OutboxRecord[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const claimed: OutboxRecord[] = [];
    for (const row of rows) {
      const attempts = row.attempts + 1;
      const next_attempt_at = new Date(now.getTime() + delayMs(attempts));
      await trx
        .updateTable('outbox')
        .set({ attempts, next_attempt_at })
        .where('id', '=', row.id)
        .execute();
      claimed.push({ ...row, attempts, next_attempt_at });
    }
    return claimed;
  });
}

/** Records a message as sent. */
export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: at })
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt: pending again (retried at next_attempt_at) or failed for good. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  outcome: { final: boolean; error: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: outcome.final ? 'failed' : 'pending', last_error: outcome.error })
    .where('id', '=', id)
    .execute();
}

/** Keeps a message as the record of what would be sent, when its channel has no provider. */
export async function markHeld(db: Db, id: string, reason: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'held', last_error: reason })
    .where('id', '=', id)
    .execute();
}

/** Messages per status. */
export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', sql<number>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
