import { timeZoneOffsetMs } from '@aq/validation/time';

// Pure pieces of the CSV file: cells, lines, times and the file name. No I/O.

/** Byte order mark: spreadsheets read the file as UTF-8 only with it (µg/m³, names, journal text). */
export const UTF8_BOM = '\uFEFF';

/** Line end of the file (RFC 4180). */
export const CRLF = '\r\n';

// A text cell that starts with one of these is run as a formula by spreadsheets (OWASP "CSV
// injection"); tab and carriage return are included because some spreadsheets skip them first.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A TEXT cell (names, journal text): a leading apostrophe when it would start a formula, then
 * quoted per RFC 4180 when it holds a comma, a quote or a line break. Numbers never pass here.
 */
export function textCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/**
 * A number cell: rounded (half away from zero) to `decimals` and written with exactly that many (a minus zero is
 * written as zero); empty for no value. Never quoted or guarded: it holds only digits, '-' and '.'.
 */
export function numberCell(value: number | null, decimals: number): string {
  if (value === null || !Number.isFinite(value)) return '';
  const factor = 10 ** decimals;
  // Half away from zero, as spreadsheets round: -12.5 → -13, 2.25 → 2.3.
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return (rounded === 0 ? 0 : rounded).toFixed(decimals);
}

/** One line of the file: the cells joined by commas, ended by CRLF. */
export function csvLine(cells: readonly string[]): string {
  return cells.join(',') + CRLF;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'yyyy-MM-dd HH:mm:ss' of the UTC fields of `ms` (the wall clock when ms is already shifted). */
function wallClock(ms: number): string {
  const d = new Date(ms);
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** 'yyyy-MM-dd HH:mm:ss' in UTC. */
export function formatUtc(ms: number): string {
  return wallClock(ms);
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Formats instants as 'yyyy-MM-dd HH:mm:ss' on the wall clock of one zone. Offsets change only at
 * quarter hours in every zone, so the offset is asked of Intl once per quarter hour, not per row.
 */
export function zonedFormatter(timeZone: string): (ms: number) => string {
  const offsets = new Map<number, number>();
  return (ms) => {
    const key = Math.floor(ms / QUARTER_HOUR_MS);
    let offset = offsets.get(key);
    if (offset === undefined) {
      offset = timeZoneOffsetMs(key * QUARTER_HOUR_MS, timeZone);
      if (offsets.size > 10_000) offsets.clear();
      offsets.set(key, offset);
    }
    return wallClock(ms + offset);
  };
}

// Characters no file system or browser accepts in a file name, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_CHARS = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/**
 * The download's file name: `<project>_<from>_<to>.csv` with the range as 'yyyy-MM-dd_HHmm' in the
 * project's zone. Characters a file system refuses become '_', so the name is safe everywhere.
 */
export function downloadFileName(projectName: string, from: number, to: number, timeZone: string) {
  const format = zonedFormatter(timeZone);
  const stamp = (ms: number) => format(ms).slice(0, 16).replace(' ', '_').replace(':', '');
  const base = projectName.replace(UNSAFE_FILE_CHARS, '_').replace(/\s+/g, ' ').trim() || 'data';
  return `${base}_${stamp(from)}_${stamp(to)}.csv`;
}

/**
 * Content-Disposition of an attachment (RFC 6266): an ASCII `filename` for old clients (other
 * characters become '_') and the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
