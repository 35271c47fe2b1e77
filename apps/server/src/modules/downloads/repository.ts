import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The SQL of the data download. The readings themselves are read through the readings module
// (series.ts), so the download and the charts average the same rows the same way.

/** A monitoring location of the project, hidden ones included. */
export interface DownloadLocationRow {
  id: string;
  name: string;
  is_hidden: boolean;
}

/**
 * The monitoring locations of one project among `ids` (uuids only: the caller checks them), hidden
 * ones included. A location of another project is simply not returned.
 */
export function projectLocationsByIds(
  db: Kysely<Database>,
  projectId: string,
  ids: readonly string[],
): Promise<DownloadLocationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('monitoring_locations')
    .select(['id', 'name', 'is_hidden'])
    .where('project_id', '=', projectId)
    .where('id', 'in', [...ids])
    .execute();
}

/** A journal entry as the download writes it. */
export interface DownloadJournalRow {
  occurred_at: Date;
  type: string;
  details: string;
  user_name: string | null;
}

/**
 * A project's journal entries (users' and instruments') that happened in (after, upTo], oldest
 * first (ties: the first written first), so they merge into the time-ordered rows of the file.
 */
export function journalEntriesBetween(
  db: Kysely<Database>,
  projectId: string,
  after: Date,
  upTo: Date,
): Promise<DownloadJournalRow[]> {
  return db
    .selectFrom('journal_entries')
    .select(['occurred_at', 'type', 'details', 'user_name'])
    .where('project_id', '=', projectId)
    .where('occurred_at', '>', after)
    .where('occurred_at', '<=', upTo)
    .orderBy('occurred_at', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
