import type { enums } from '@aq/api';
import { sql, type Kysely } from 'kysely';
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

/** A stored journal entry as the journal call reads it. */
export interface JournalEntryRow {
  id: string;
  type: string;
  occurred_at: Date;
  details: string;
  user_name: string | null;
  source: AuditSource;
}

/**
 * A project's entries that happened in [from, to], newest first (ties: the later written first).
 * Without instrument entries, those the server wrote about an instrument (Source Connect, or an
 * instrument set) are left out.
 */
export function journalEntries(
  db: Kysely<Database>,
  filter: { projectId: string; from: Date; to: Date; includeInstrumentEntries: boolean },
): Promise<JournalEntryRow[]> {
  return db
    .selectFrom('journal_entries')
    .select(['id', 'type', 'occurred_at', 'details', 'user_name', 'source'])
    .where('project_id', '=', filter.projectId)
    .where('occurred_at', '>=', filter.from)
    .where('occurred_at', '<=', filter.to)
    .$if(!filter.includeInstrumentEntries, (q) =>
      q.where('source', '!=', 'Connect').where('instrument_id', 'is', null),
    )
    .orderBy('occurred_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The display name (full name) of a user, or their username when it is blank. */
export async function userDisplayName(
  db: Kysely<Database>,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['full_name', 'username'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.full_name.trim() || row.username;
}

/**
 * The live project an instrument was leased to at a moment: the project of its lease that had
 * started by then and had not ended; undefined when it was in no (live) project.
 */
export async function leaseProjectAt(
  db: Kysely<Database>,
  instrumentId: number,
  at: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('leases')
    .innerJoin('projects', 'projects.id', 'leases.project_id')
    .select('leases.project_id')
    .where('leases.instrument_id', '=', instrumentId)
    .where('leases.start_date', '<=', at)
    .where((eb) => eb.or([eb('leases.end_date', 'is', null), eb('leases.end_date', '>', at)]))
    .where('projects.deleted_at', 'is', null)
    .orderBy('leases.start_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.project_id ?? undefined;
}

/** What instrument entries name and compare: the instrument, its mode and its sensors' health. */
export async function instrumentJournalState(db: Kysely<Database>, instrumentId: number) {
  const instrument = await db
    .selectFrom('instruments')
    .select(['id', 'serial', 'name', 'operation_mode'])
    .where('id', '=', instrumentId)
    .executeTakeFirst();
  if (!instrument) return undefined;
  const [sensors, newest] = await Promise.all([
    db
      .selectFrom('instrument_sensors')
      .innerJoin('sensors', 'sensors.id', 'instrument_sensors.sensor_id')
      .select(['sensors.code', 'instrument_sensors.health'])
      .where('instrument_sensors.instrument_id', '=', instrumentId)
      .orderBy('sensors.id')
      .execute(),
    db
      .selectFrom('latest')
      .select((eb) => eb.fn.max('ts').as('ts'))
      .where('instrument_id', '=', instrumentId)
      .executeTakeFirst(),
  ]);
  return {
    ...instrument,
    sensors,
    /** End of its newest reading (ms), or null before its first. */
    newestReadingMs: newest?.ts ? new Date(newest.ts).getTime() : null,
  };
}

/** Marks the details of an offline entry, so one outage is written once (by the check or the ingestion). */
export const WENT_OFFLINE = 'went offline';

/** Whether an offline entry about the instrument at exactly this moment is already written. */
export async function offlineEntryExists(
  db: Kysely<Database>,
  instrumentId: number,
  at: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('journal_entries')
    .select('id')
    .where('instrument_id', '=', instrumentId)
    .where('occurred_at', '=', at)
    .where('source', '=', 'Connect')
    .where('details', 'like', `%${WENT_OFFLINE}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** An instrument whose data stopped, with the project it was leased to when it went offline. */
export interface SilentInstrument {
  id: number;
  serial: string;
  name: string;
  /** End of its newest reading. */
  last_ts: Date;
  project_id: string;
}

/**
 * Instruments whose newest reading is more than `offlineAfterMs` before `now` (as isOnline says), leased to
 * a live project at the moment they went offline (newest reading + offlineAfterMs), and whose
 * offline entry for that moment is not written yet.
 */
export async function silentInstruments(
  db: Kysely<Database>,
  now: Date,
  offlineAfterMs: number,
): Promise<SilentInstrument[]> {
  const seconds = offlineAfterMs / 1000;
  const offlineAt = sql`(newest.ts + ${seconds} * interval '1 second')`;
  const result = await sql<SilentInstrument>`
    WITH newest AS (SELECT instrument_id, max(ts) AS ts FROM latest GROUP BY instrument_id)
    SELECT DISTINCT ON (instruments.id)
           instruments.id, instruments.serial, instruments.name, newest.ts AS last_ts,
           leases.project_id
      FROM newest
      JOIN instruments ON instruments.id = newest.instrument_id
      JOIN leases ON leases.instrument_id = instruments.id
       AND leases.start_date <= ${offlineAt}
       AND (leases.end_date IS NULL OR leases.end_date > ${offlineAt})
      JOIN projects ON projects.id = leases.project_id AND projects.deleted_at IS NULL
     WHERE ${offlineAt} < ${now}
       AND NOT EXISTS (SELECT 1 FROM journal_entries
                        WHERE journal_entries.instrument_id = instruments.id
                          AND journal_entries.occurred_at = ${offlineAt}
                          AND journal_entries.source = 'Connect'
                          AND journal_entries.details LIKE ${`%${WENT_OFFLINE}%`})
     ORDER BY instruments.id, leases.start_date DESC`.execute(db);
  return result.rows.map((row) => ({ ...row, last_ts: new Date(row.last_ts) }));
}
