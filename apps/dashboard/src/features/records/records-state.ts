import type { JournalEntry } from '@aq/api';
import { matchesSearch } from '@aq/ui/data-table';
import { resolveRange, type DateTimeRangeValue } from '@aq/ui/date-time-range-picker';
import { isRelativePresetKey } from '@aq/validation/date-range';
import { validateJournalRange } from '@aq/validation/journal';
import type { ValidationError } from '@aq/validation/messages';
import { formatUtcOffset, timeZoneOffsetMinutes } from '@aq/validation/time';
import type { z } from 'zod';

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
    range: rangeFromQuery(query.range),
    includeInstrumentEntries: query.instruments === true,
  };
}

function rangeFromQuery(value: unknown): DateTimeRangeValue {
  if (typeof value !== 'object' || value === null) return DEFAULT_RECORDS_RANGE;
  const range = value as Record<string, unknown>;
  if (range.kind === 'relative' && typeof range.preset === 'string') {
    return isRelativePresetKey(range.preset)
      ? { kind: 'relative', preset: range.preset }
      : DEFAULT_RECORDS_RANGE;
  }
  if (
    range.kind === 'absolute' &&
    typeof range.from === 'number' &&
    typeof range.to === 'number' &&
    Number.isFinite(range.from) &&
    Number.isFinite(range.to)
  ) {
    return { kind: 'absolute', from: range.from, to: range.to };
  }
  return DEFAULT_RECORDS_RANGE;
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

/** A project's clock: its IANA zone and whether it follows summer time. */
export interface ProjectClock {
  timeZone: string;
  summerTimeAdjusted: boolean;
}

/**
 * The project's offset from UTC in minutes at an instant. A project that is not summer-time
 * adjusted keeps its zone's standard time all year: the smaller of the zone's mid-January and
 * mid-July offsets of that year, which also holds south of the equator (as the server's
 * projectClock does).
 */
export function projectOffsetMinutes(ms: number, clock: ProjectClock): number {
  const current = timeZoneOffsetMinutes(ms, clock.timeZone);
  if (clock.summerTimeAdjusted) return current;
  const year = new Date(ms).getUTCFullYear();
  return Math.min(
    timeZoneOffsetMinutes(Date.UTC(year, 0, 1, 12), clock.timeZone),
    timeZoneOffsetMinutes(Date.UTC(year, 6, 1, 12), clock.timeZone),
  );
}

/** An entry's time as the project's clock shows it: the date and time, and the zone's label. */
export interface ProjectTime {
  /** Date and time in the locale's style, seconds included, e.g. '11/25/2026, 09:30:05'. */
  text: string;
  /** The offset, e.g. 'UTC-05:00'. */
  zone: string;
}

/** An epoch-seconds timestamp on the project's clock, written in the user's locale (24-hour). */
export function formatProjectTime(
  timestampSeconds: number,
  clock: ProjectClock,
  locale: string,
): ProjectTime {
  const ms = timestampSeconds * 1000;
  const offset = projectOffsetMinutes(ms, clock);
  // The wall clock of the project is the instant moved by its offset, read in UTC.
  const text = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(ms + offset * 60_000);
  return { text, zone: `UTC${formatUtcOffset(offset)}` };
}

/**
 * The IANA zone the range picker works in for a project. A project that keeps standard time while
 * its zone observes summer time is on a fixed offset: for whole hours that is an Etc/GMT zone
 * (whose sign is inverted: UTC-05:00 is Etc/GMT+5); an offset of part of an hour has no such zone,
 * and the picker then uses the project's zone itself.
 */
export function pickerTimeZone(clock: ProjectClock, now: number): string {
  if (clock.summerTimeAdjusted) return clock.timeZone;
  const standard = projectOffsetMinutes(now, clock);
  if (standard === timeZoneOffsetMinutes(now, clock.timeZone)) return clock.timeZone;
  if (standard % 60 !== 0) return clock.timeZone;
  const hours = -standard / 60;
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '+' : '-'}${Math.abs(hours)}`;
}
