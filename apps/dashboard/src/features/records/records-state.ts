import type { JournalEntry } from '@aq/api';
import { matchesSearch } from '@aq/ui/data-table';
import { resolveRange, type DateTimeRangeValue } from '@aq/ui/date-time-range-picker';
import { validateJournalRange } from '@aq/validation/journal';
import type { ValidationError } from '@aq/validation/messages';
import type { z } from 'zod';
import { rangeFromQuery } from '../../lib/range-query';

/** A journal entry as the server sends it. */
export type Entry = z.infer<typeof JournalEntry>;
/** The type of a journal entry. */
export type EntryType = Entry['Type'];
/** Where a journal entry came from. */
export type EntrySource = Entry['Source'];

/** Journal rows a page shows (projects §9). */
export const JOURNAL_PAGE_SIZE = 10;

/** The range the records page opens with: the last day (projects §2, §9). */
export const DEFAULT_RECORDS_RANGE = {
  kind: 'relative',
  preset: '24h',
} as const satisfies DateTimeRangeValue;

/** The types a journal entry can have, in the order the type filter lists them. */
export const JOURNAL_TYPES: readonly EntryType[] = [
  'UserEntry',
  'Instruments',
  'MonitoringLocations',
  'Calibration',
  'Configuration',
  'ModuleSettings',
  'SiteContribution',
  'Alerts',
  'Licensing',
  'Administration',
  'Account',
  'System',
  'Miscellaneous',
];

/** The sources of a journal entry, in the order the source filter lists them. */
export const JOURNAL_SOURCES: readonly EntrySource[] = ['Cloud', 'Connect', 'Unknown'];

/** The filter value that keeps every type or source. */
export const ALL = 'all';

/** What the records page keeps in its route query besides the project: the range and the switch. */
export interface RecordsView {
  range: DateTimeRangeValue;
  includeInstrumentEntries: boolean;
}

/**
 * The view a route query holds: `range` as the picker's value ({ kind: 'relative', preset } or
 * { kind: 'absolute', from, to } in epoch ms) and `instruments` true or false. Anything else there
 * (an unknown preset, a missing bound) is the default: the last day, without instrument entries.
 * An over-long absolute range is kept, so the page can say why it asks for nothing.
 */
export function recordsViewFromQuery(query: Record<string, unknown>): RecordsView {
  return {
    range: rangeFromQuery(query.range, DEFAULT_RECORDS_RANGE),
    includeInstrumentEntries: query.instruments === true,
  };
}

/** The route query of a view: the defaults are left out, so the plain address opens them. */
export function queryFromRecordsView(
  projectId: string,
  view: RecordsView,
): Record<string, unknown> {
  const isDefault =
    view.range.kind === 'relative' && view.range.preset === DEFAULT_RECORDS_RANGE.preset;
  return {
    projectId,
    ...(isDefault ? {} : { range: view.range }),
    ...(view.includeInstrumentEntries ? { instruments: true } : {}),
  };
}

/** What the journal request asks for, or why nothing is asked. */
export type JournalRequest =
  { ok: true; from: string; to: string } | { ok: false; error: ValidationError };

/**
 * How far past `now` a relative range asks. Nothing is recorded in the future, so this only
 * absorbs a browser clock running behind the server's: an entry just added (stamped by the
 * server) still falls inside "Last 24 hours".
 */
export const RELATIVE_RANGE_LEEWAY_MS = 5 * 60_000;

/**
 * The request of a picked range at `now`: from and to as ISO date-times, or the range's failure
 * ('Date range must be 31 days or less' beyond 31 days; exactly 31 days is asked for). The rule
 * applies to the range as picked; a relative range then reaches RELATIVE_RANGE_LEEWAY_MS past now.
 */
export function journalRequest(value: DateTimeRangeValue, now: number): JournalRequest {
  const { from, to } = resolveRange(value, now);
  const error = validateJournalRange(from, to);
  if (error) return { ok: false, error };
  const end = value.kind === 'relative' ? to + RELATIVE_RANGE_LEEWAY_MS : to;
  return { ok: true, from: new Date(from).toISOString(), to: new Date(end).toISOString() };
}

/** The filters of the journal table. */
export interface JournalFilters {
  /** A type, or ALL. */
  type: EntryType | typeof ALL;
  /** A source, or ALL. */
  source: EntrySource | typeof ALL;
  /** Text to find, ignoring case and accents. */
  search: string;
}

/** No filter: every loaded entry shows. */
export const NO_FILTERS: JournalFilters = { type: ALL, source: ALL, search: '' };

/**
 * The entries the filters keep, in their order. The search looks in what a row shows: the
 * details, the user, and the type's and source's labels as the screen writes them.
 */
export function filterJournalEntries(
  entries: readonly Entry[],
  filters: JournalFilters,
  labels: { type: (type: EntryType) => string; source: (source: EntrySource) => string },
): Entry[] {
  return entries.filter(
    (entry) =>
      (filters.type === ALL || entry.Type === filters.type) &&
      (filters.source === ALL || entry.Source === filters.source) &&
      [entry.Details, entry.User ?? '', labels.type(entry.Type), labels.source(entry.Source)].some(
        (text) => matchesSearch(text, filters.search),
      ),
  );
}
