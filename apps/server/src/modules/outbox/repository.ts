import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/** A status of the outbox as the list shows it; Pending and Retrying split the 'pending' rows. */
export type ListedStatus = 'pending' | 'retrying' | 'sent' | 'failed' | 'held';

/** Where a page starts: after the row with these sort values (created_at in microseconds, id). */
export interface OutboxCursor {
  /** created_at as microseconds since 1970 (a JS Date keeps only milliseconds). */
  createdMicros: string;
  id: string;
}

/** A listed row, with its sort values for the next page's token. */
export interface OutboxListRow {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed' | 'held';
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
  created_micros: string;
}

/** The condition for one listed status; a pending row that failed an attempt is retrying. */
function statusIs(status: ListedStatus): Expression<SqlBool> {
  switch (status) {
    case 'pending':
      return sql<SqlBool>`status = 'pending' AND last_error IS NULL`;
    case 'retrying':
      return sql<SqlBool>`status = 'pending' AND last_error IS NOT NULL`;
    default:
      return sql<SqlBool>`status = ${status}`;
  }
}

/**
 * A page of outbox rows, newest first (created_at, then id, both descending), of one channel and
 * listed status when given, after `after`.
 */
export async function outboxPage(
  db: Kysely<Database>,
  options: {
    status: ListedStatus | null;
    channel: 'email' | 'sms' | null;
    after: OutboxCursor | null;
    limit: number;
  },
): Promise<OutboxListRow[]> {
  let query = db
    .selectFrom('outbox')
    .select([
      'id',
      'channel',
      'recipient',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'next_attempt_at',
      sql<string>`(extract(epoch FROM created_at) * 1000000)::bigint::text`.as('created_micros'),
    ]);
  if (options.channel) query = query.where('channel', '=', options.channel);
  if (options.status) query = query.where(statusIs(options.status));
  if (options.after) {
    const at = sql`(timestamptz 'epoch' + ${options.after.createdMicros}::bigint * interval '1 microsecond')`;
    query = query.where(sql<SqlBool>`(created_at, id) < (${at}, ${options.after.id}::uuid)`);
  }
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute() as Promise<OutboxListRow[]>;
}

/** Rows per listed status, of one channel when given. */
export async function outboxCounts(
  db: Kysely<Database>,
  channel: 'email' | 'sms' | null,
): Promise<Record<ListedStatus, number>> {
  let query = db
    .selectFrom('outbox')
    .select([
      sql<ListedStatus>`CASE WHEN status = 'pending' AND last_error IS NOT NULL THEN 'retrying' ELSE status END`.as(
        'listed',
      ),
      sql<string>`count(*)`.as('count'),
    ])
    .groupBy(sql`1`);
  if (channel) query = query.where('channel', '=', channel);
  const rows = await query.execute();
  const counts: Record<ListedStatus, number> = {
    pending: 0,
    retrying: 0,
    sent: 0,
    failed: 0,
    held: 0,
  };
  for (const row of rows) counts[row.listed] = Number(row.count);
  return counts;
}
