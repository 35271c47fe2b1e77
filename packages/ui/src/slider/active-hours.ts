import { fail, type ValidationError } from '@aq/validation/messages';
import { LAST_MINUTE_OF_DAY, clampMinuteOfDay, minutesToTimeOfDay } from '@aq/validation/time';

/** Active hours as minutes after midnight, start and end inclusive (0 = 00:00, 1439 = 23:59). */
export interface ActiveHours {
  /** First active minute of the day. */
  readonly start: number;
  /** Last active minute of the day; never before `start`. */
  readonly end: number;
}

/** The whole day, 00:00 to 23:59. */
export const WHOLE_DAY: ActiveHours = { start: 0, end: LAST_MINUTE_OF_DAY };

/** What a typed start or end time reads as. */
export type ActiveHoursEntry =
  | { readonly kind: 'invalid'; readonly error: ValidationError }
  | { readonly kind: 'value'; readonly value: number; readonly warning: ValidationError | null };

// Hours may overflow the day ('24:30', '25:00') or be negative ('-1:00'); minutes stay 00-59.
const TYPED_TIME = /^(-?)(\d{1,3}):([0-5]\d)$/;
const TYPED_HOURS = /^(-?)(\d{1,2})$/;

/**
 * Reads a start or end time typed beside the active-hours slider. 'hh:mm' (or whole hours, '8')
 * is read even when it lies outside the day: the value is then corrected to the nearest allowed
 * minute with clampMinuteOfDay and its warning, which names the text the user typed. `bounds`
 * narrows the allowed minutes further so the start never passes the end (and the reverse),
 * with the same warning. Anything that is not a time gives 'Invalid time'.
 */
export function readActiveHoursEntry(
  text: string,
  bounds: { readonly min: number; readonly max: number } = { min: 0, max: LAST_MINUTE_OF_DAY },
): ActiveHoursEntry {
  const trimmed = text.trim();
  const match = TYPED_TIME.exec(trimmed) ?? TYPED_HOURS.exec(trimmed);
  if (!match) return { kind: 'invalid', error: fail('time.invalid') };
  const sign = match[1] === '-' ? -1 : 1;
  const typed = sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));

  const inDay = clampMinuteOfDay(typed);
  const value = Math.min(Math.max(inDay.value, bounds.min), bounds.max);
  if (!inDay.corrected && value === typed) return { kind: 'value', value, warning: null };
  // clampMinuteOfDay names the minute count; the user typed a time, so name that instead.
  return {
    kind: 'value',
    value,
    warning: fail('time.correctedToRange', {
      value: trimmed,
      corrected: minutesToTimeOfDay(value),
    }),
  };
}

/** Orders two minutes of day into active hours, so a start after the end cannot be stored. */
export function orderActiveHours(a: number, b: number): ActiveHours {
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}
