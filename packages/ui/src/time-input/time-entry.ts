import { fail, type ValidationError } from '@aq/validation/messages';
import { isValidationError } from '@aq/validation/result';
import {
  MINUTES_PER_DAY,
  minutesToTimeOfDay,
  parseTimeString,
  timeOfDayToMinutes,
  validateTimeOfDay,
} from '@aq/validation/time';

/** What a typed time reads as: the 'hh:mm' it denotes, or the failure to show. */
export interface TimeEntry {
  /** The time as strict 'hh:mm', or null when the text is empty or invalid. */
  readonly value: string | null;
  /** Why the text is not a time; null when it is empty or valid. */
  readonly error: ValidationError | null;
}

// Hours and minutes only: seconds are accepted by parseTimeString but a time of day has none.
const HOURS_AND_MINUTES = /^\d{1,2}:\d{1,2}$/;

/**
 * Reads what the user typed in a 24-hour time field. Empty text is no value and no error;
 * one-digit hours or minutes ('8:05', '8:5') are accepted and normalised to 'hh:mm'. A time-shaped
 * entry out of range ('25:00', '12:60') gives 'Invalid time'; anything else 'Invalid time format'.
 */
export function readTimeEntry(text: string): TimeEntry {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  if (!HOURS_AND_MINUTES.test(trimmed)) return { value: null, error: fail('time.invalidFormat') };
  const parsed = parseTimeString(trimmed);
  if (isValidationError(parsed)) return { value: null, error: validateTimeOfDay(trimmed) };
  const value = minutesToTimeOfDay(parsed.hours * 60 + parsed.minutes);
  return { value, error: validateTimeOfDay(value) };
}

/**
 * Moves an 'hh:mm' time by whole minutes, wrapping around midnight as a clock does ('23:59' plus
 * one minute is '00:00'). An empty or invalid time starts from '00:00'.
 */
export function stepTimeOfDay(value: string | null, deltaMinutes: number): string {
  const minutes = timeOfDayToMinutes(value);
  const start = isValidationError(minutes) ? 0 : minutes;
  const next =
    (((start + Math.trunc(deltaMinutes)) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return minutesToTimeOfDay(next);
}
