import { fail, type ValidationError } from './messages';

/** Hours, minutes and seconds of a parsed time string. */
export interface TimeParts {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** The days of the week in their wire spelling, Sunday first. */
export const DAYS_OF_WEEK = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** One day of DAYS_OF_WEEK. */
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** Minutes in a day; minute-of-day values run from 0 (00:00) to 1439 (23:59). */
export const MINUTES_PER_DAY = 1440;

/** The last minute of the day the active-hours slider allows (23:59). */
export const LAST_MINUTE_OF_DAY = MINUTES_PER_DAY - 1;

const LOOSE_TIME = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/;
const STRICT_TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Parses 'H:m:s' or 'H:m' (one or two digits each, foundation §5.3); hours 0-23, minutes and
 * seconds 0-59. Surrounding spaces are refused like any other stray character.
 */
export function parseTimeString(value: string | null | undefined): TimeParts | ValidationError {
  const match = LOOSE_TIME.exec(value ?? '');
  if (!match) return fail('time.invalidFormat');
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 23 || minutes > 59 || seconds > 59) return fail('time.invalidFormat');
  return { hours, minutes, seconds };
}

/** Checks a strict 'hh:mm' time of day (two digits each, 00-23 and 00-59) as report scheduling needs. */
export function validateTimeOfDay(value: string | null | undefined): ValidationError | null {
  return STRICT_TIME_OF_DAY.test(value ?? '') ? null : fail('time.invalid');
}

/** Converts a strict 'hh:mm' time of day to minutes after midnight ('08:30' gives 510). */
export function timeOfDayToMinutes(value: string | null | undefined): number | ValidationError {
  const match = STRICT_TIME_OF_DAY.exec(value ?? '');
  if (!match) return fail('time.invalid');
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Formats minutes after midnight as 'hh:mm' (510 gives '08:30'). Throws a RangeError outside
 * 0..1439 or for a fraction: callers hold minute-of-day values, so that is a programming error.
 */
export function minutesToTimeOfDay(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > LAST_MINUTE_OF_DAY) {
    throw new RangeError(`Minute of day out of range: ${minutes}`);
  }
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** Outcome of clamping a minute of day: the allowed value, whether it changed, and why. */
export interface ClampedMinuteOfDay {
  readonly value: number;
  readonly corrected: boolean;
  readonly warning?: ValidationError;
}

/**
 * Corrects a typed active-hours value to the nearest allowed whole minute 0..1439 (00:00 to
 * 23:59), with a warning naming the typed value and the corrected time. NaN becomes 00:00 because
 * no value is nearer than another.
 */
export function clampMinuteOfDay(value: number): ClampedMinuteOfDay {
  if (Number.isInteger(value) && value >= 0 && value <= LAST_MINUTE_OF_DAY) {
    return { value, corrected: false };
  }
  const rounded = Number.isNaN(value) ? 0 : Math.round(value);
  const clamped = Math.min(LAST_MINUTE_OF_DAY, Math.max(0, rounded));
  return {
    value: clamped,
    corrected: true,
    warning: fail('time.correctedToRange', {
      value: String(value),
      corrected: minutesToTimeOfDay(clamped),
    }),
  };
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Reads a date-time as epoch milliseconds: a finite number (already epoch ms), a valid Date, a
 * string of digits (epoch ms) or an ISO 8601 date or date-time. A string without an offset is read
 * as UTC so the result never depends on the machine's time zone; impossible calendar dates such as
 * 2023-02-29 are refused rather than rolled over.
 */
export function parseDateTime(value: string | number | Date): number | ValidationError {
  const invalid = () => fail('time.invalidDateTime', { value: String(value) });
  if (typeof value === 'number') return Number.isFinite(value) ? value : invalid();
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? invalid() : ms;
  }
  const text = value.trim();
  if (/^-?\d+$/.test(text)) {
    const ms = Number(text);
    return Number.isSafeInteger(ms) ? ms : invalid();
  }
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return invalid();
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const fields = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
  };
  if (fields.hour > 23 || fields.minute > 59 || fields.second > 59) return invalid();
  const wall = wallClockToUtcMs(fields);
  if (wall === null) return invalid();
  const millis = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const offset = zone ? parseOffsetMinutes(zone) : 0;
  if (offset === null) return invalid();
  return wall + millis - offset * 60_000;
}

/** Calendar and clock fields of an instant as seen in a time zone (month 1-12). */
export interface ZonedDateTimeParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows an IANA time zone name (such as 'America/New_York' or 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar and clock fields of an epoch-ms instant in an IANA time zone (throws RangeError for an unknown zone). */
export function zonedDateTimeParts(ms: number, timeZone: string): ZonedDateTimeParts {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? Number.NaN,
    month: values.month ?? Number.NaN,
    day: values.day ?? Number.NaN,
    hour: values.hour ?? Number.NaN,
    minute: values.minute ?? Number.NaN,
    second: values.second ?? Number.NaN,
  };
}

/** The zone's offset from UTC in milliseconds at an instant (positive east of Greenwich). */
export function timeZoneOffsetMs(ms: number, timeZone: string): number {
  // Intl works to the second, so compare against the instant floored to the second.
  const floored = Math.floor(ms / 1000) * 1000;
  const wall = wallClockToUtcMs(zonedDateTimeParts(floored, timeZone));
  return (wall ?? floored) - floored;
}

/**
 * The zone's offset from UTC in whole minutes at an instant (positive east of Greenwich:
 * Asia/Kathmandu gives 345, America/New_York -300 in winter). The one offset every caller uses:
 * hot paths that ask for many instants of one hour memoise around it.
 */
export function timeZoneOffsetMinutes(ms: number, timeZone: string): number {
  return Math.round(timeZoneOffsetMs(ms, timeZone) / 60_000);
}

/** An offset in minutes written as the wire spells it: 345 gives '+05:45', -570 '-09:30', 0 '+00:00'. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/**
 * The UTC epoch ms whose UTC clock shows the given fields, or null for an impossible date.
 * Built with setUTCFullYear so years below 100 are not read as 19xx.
 */
export function wallClockToUtcMs(fields: ZonedDateTimeParts): number | null {
  const { year, month, day, hour, minute, second } = fields;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return null;
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return ms;
}

function parseOffsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return null;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
