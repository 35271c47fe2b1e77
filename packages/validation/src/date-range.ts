import { fail, type ValidationError } from './messages';
import {
  isValidTimeZone,
  timeOfDayToMinutes,
  timeZoneOffsetMs,
  wallClockToUtcMs,
  zonedDateTimeParts,
} from './time';
import { isValidationError } from './result';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Earliest instant the date pickers allow: 1970-01-01T00:00:00Z (foundation §5.4). */
export const MIN_DATE_MS = 0;

/** The relative presets of the shared range picker, shortest first (spec 02 §9, spec 03 §3). */
export const RELATIVE_PRESETS = [
  { key: '30m', durationMs: 30 * MINUTE_MS },
  { key: '1h', durationMs: HOUR_MS },
  { key: '12h', durationMs: 12 * HOUR_MS },
  { key: '24h', durationMs: 24 * HOUR_MS },
  { key: '7d', durationMs: 7 * DAY_MS },
] as const;

/** Key of a relative preset: '30m', '1h', '12h', '24h' or '7d'. */
export type RelativePresetKey = (typeof RELATIVE_PRESETS)[number]['key'];

/** The preset the picker selects when it is enabled. */
export const DEFAULT_PRESET_KEY: RelativePresetKey = '24h';

/** A resolved time range in epoch milliseconds. */
export interface TimeRange {
  readonly from: number;
  readonly to: number;
}

/** Bounds of a picker: `now` for relative presets, optional min (default MIN_DATE_MS) and max. */
export interface PickerBounds {
  readonly now: number;
  readonly min?: number | null;
  readonly max?: number | null;
}

/** Whether a string is one of the relative preset keys. */
export function isRelativePresetKey(key: string | null | undefined): key is RelativePresetKey {
  return RELATIVE_PRESETS.some((preset) => preset.key === key);
}

/** Resolves a preset key to the range that ends at `now`; an unknown or empty key gives 'Invalid date time range'. */
export function resolveRelativePreset(
  key: string | null | undefined,
  now: number,
): TimeRange | ValidationError {
  const preset = RELATIVE_PRESETS.find((candidate) => candidate.key === key);
  if (!preset) return fail('range.invalidPreset');
  return { from: now - preset.durationMs, to: now };
}

/** A preset is disabled when its start falls before min or `now` lies after max (both bounds inclusive). */
export function isPresetEnabled(key: string | null | undefined, bounds: PickerBounds): boolean {
  const range = resolveRelativePreset(key, bounds.now);
  if (isValidationError(range)) return false;
  const min = bounds.min ?? MIN_DATE_MS;
  if (range.from < min) return false;
  return bounds.max == null || range.to <= bounds.max;
}

/** The preset to select first: '24h' when enabled, else the shortest enabled preset, else null. */
export function defaultPreset(bounds: PickerBounds): RelativePresetKey | null {
  if (isPresetEnabled(DEFAULT_PRESET_KEY, bounds)) return DEFAULT_PRESET_KEY;
  return RELATIVE_PRESETS.find((preset) => isPresetEnabled(preset.key, bounds))?.key ?? null;
}

/** A range as the picker holds it: null or NaN marks a time the user has not set validly. */
export interface DateTimeRangeInput {
  readonly from: number | null | undefined;
  readonly to: number | null | undefined;
  readonly min?: number | null;
  readonly max?: number | null;
}

function isValidInstant(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Checks a custom absolute range (spec 02 §5, spec 03 §5). An equal from and to is refused with
 * 'From time must be before end time' because the picker needs a non-empty range. Both bounds are
 * inclusive: from may equal min and to may equal max.
 */
export function validateDateTimeRange(input: DateTimeRangeInput): ValidationError | null {
  const fromValid = isValidInstant(input.from);
  const toValid = isValidInstant(input.to);
  if (!fromValid && !toValid) return fail('range.bothInvalid');
  if (!fromValid) return fail('range.fromInvalid');
  if (!toValid) return fail('range.toInvalid');
  const from = input.from as number;
  const to = input.to as number;
  if (from >= to) return fail('range.fromAfterTo');
  if (from < (input.min ?? MIN_DATE_MS)) return fail('range.beforeMinimum');
  if (input.max != null && to > input.max) return fail('range.afterMaximum');
  return null;
}

/** A calendar day; month runs 1-12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * Combines a calendar day with an 'hh:mm' entry in an IANA time zone into epoch ms. `date` is
 * either a calendar day or an instant, whose calendar day in that zone is used. DST follows the
 * 'compatible' rule of Temporal and of most calendars: a local time that does not exist (the
 * spring-forward gap, e.g. 02:30 in New York on 2024-03-10) moves forward by the gap (03:30 EDT);
 * an ambiguous local time (fall-back, e.g. 01:30 on 2024-11-03) takes the earlier instant
 * (01:30 EDT, before the clocks go back).
 */
export function combineDateAndTime(
  date: number | CalendarDay,
  time: string | null | undefined,
  timeZone: string,
): number | ValidationError {
  if (!isValidTimeZone(timeZone)) return fail('time.invalidTimeZone', { timeZone });
  const minutes = timeOfDayToMinutes(time);
  if (isValidationError(minutes)) return minutes;
  let day: CalendarDay;
  if (typeof date === 'number') {
    if (!Number.isFinite(date)) return fail('time.invalidDateTime', { value: String(date) });
    day = zonedDateTimeParts(date, timeZone);
  } else {
    day = date;
  }
  const wall = wallClockToUtcMs({
    year: day.year,
    month: day.month,
    day: day.day,
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
    second: 0,
  });
  if (wall === null) {
    return fail('time.invalidDateTime', { value: `${day.year}-${day.month}-${day.day} ${time}` });
  }
  return localWallClockToInstant(wall, timeZone);
}

/**
 * The instant at which a zone's clock shows `wall` (a wall-clock time written as if UTC). Offsets a
 * day either side catch any transition on that day; zones change offset at most once a day.
 */
function localWallClockToInstant(wall: number, timeZone: string): number {
  const before = timeZoneOffsetMs(wall - DAY_MS, timeZone);
  const after = timeZoneOffsetMs(wall + DAY_MS, timeZone);
  const candidates = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => wall - timeZoneOffsetMs(instant, timeZone) === instant);
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap no instant shows this clock time; reading it with the offset in force before the gap
  // lands the same distance after the transition as the missing hour would have.
  return wall - before;
}

/** Number of cells in a month view: six weeks (foundation §9). */
export const CALENDAR_GRID_DAYS = 42;

/**
 * The 42 days of a month view (month 1-12; weekStartsOn 0 = Sunday to 6 = Saturday). The grid
 * starts on the week day on or before the 1st, so a month starting on weekStartsOn has no leading
 * days of the previous month. Throws a RangeError for an impossible month or week start.
 */
export function calendarGrid(year: number, month: number, weekStartsOn = 0): CalendarDay[] {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    throw new RangeError(`Invalid calendar month: ${year}-${month}`);
  }
  if (!Number.isInteger(weekStartsOn) || weekStartsOn < 0 || weekStartsOn > 6) {
    throw new RangeError(`Invalid week start: ${weekStartsOn}`);
  }
  const first = wallClockToUtcMs({ year, month, day: 1, hour: 0, minute: 0, second: 0 });
  if (first === null) throw new RangeError(`Invalid calendar month: ${year}-${month}`);
  const leading = (new Date(first).getUTCDay() - weekStartsOn + 7) % 7;
  const start = first - leading * DAY_MS;
  return Array.from({ length: CALENDAR_GRID_DAYS }, (_, index) => {
    const date = new Date(start + index * DAY_MS);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  });
}
