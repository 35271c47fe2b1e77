import type { enums } from '@aq/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';

type AuditType = z.infer<typeof enums.AuditType>;
type AuditSource = z.infer<typeof enums.AuditSource>;

// The only SQL on the journal. Entries are inserted, never updated or deleted (an audit record;
// migration 0007 refuses edits).

/** A journal entry to write: a user's (Source Cloud, user set) or the server's own about an instrument (Source Connect). */
export interface NewJournalEntry {
  readonly projectId: string;
  readonly type: AuditType;
  /** When it happened (for an instrument event, when the instrument did it). */
  readonly occurredAt: Date;
  readonly details: string;
  readonly source: AuditSource;
  /** Who wrote it, for users' entries; their name is kept with the entry. */
  readonly user?: { readonly id: string; readonly name: string };
  /** The instrument an entry is about (instrument entries only). */
  readonly instrumentId?: number;
}

/**
 * Writes journal entries, in the caller's transaction when `db` is one (an attach and its entry
 * commit together). Returns the new ids in the order given.
 */
export async function insertJournalEntries(
  db: Kysely<Database>,
  entries: readonly NewJournalEntry[],
): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = await db
    .insertInto('journal_entries')
    .values(
      entries.map((entry) => ({
        project_id: entry.projectId,
        type: entry.type,
        occurred_at: entry.occurredAt,
        details: entry.details.slice(0, 1000),
        source: entry.source,
        user_id: entry.user?.id ?? null,
        user_name: entry.user?.name ?? null,
        instrument_id: entry.instrumentId ?? null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
