import { ALL_ACTIVE_DAYS, type ActiveDay } from '@aq/validation/alert';

/**
 * Turns one active day on or off, keeping week order (Sunday first) and each day once. Turning
 * every day off is allowed here: the form then says 'A minimum of one day must be selected'.
 */
export function toggleActiveDay(
  days: readonly ActiveDay[],
  day: ActiveDay,
  on: boolean,
): ActiveDay[] {
  return ALL_ACTIVE_DAYS.filter((candidate) => (candidate === day ? on : days.includes(candidate)));
}

// 1 January 2023 was a Sunday: day n of the week is 1 + n January 2023 (UTC).
const SUNDAY_2023_01_01 = Date.UTC(2023, 0, 1, 12);
const DAY_MS = 86_400_000;

/** The name of a day of the week in the user's language ('Sunday', 'domingo', '星期日'). */
export function weekdayName(day: ActiveDay, locale: string): string {
  const index = ALL_ACTIVE_DAYS.indexOf(day);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    SUNDAY_2023_01_01 + index * DAY_MS,
  );
}
