import { MIN_DATE_MS, type CalendarDay } from '@aq/validation/date-range';
import { wallClockToUtcMs } from '@aq/validation/time';

export type { CalendarDay };

/** A month of a calendar view (month 1-12). */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

const DAY_MS = 86_400_000;

/** Midnight UTC of a calendar day, as epoch ms (NaN for an impossible day such as 31 February). */
export function dayToUtcMs(day: CalendarDay): number {
  return wallClockToUtcMs({ ...day, hour: 0, minute: 0, second: 0 }) ?? Number.NaN;
}

/** The UTC calendar day of an epoch-ms instant. */
export function dayFromUtcMs(ms: number): CalendarDay {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The earliest day the date pickers allow: 1970-01-01, the day of MIN_DATE_MS. */
export const MIN_CALENDAR_DAY: CalendarDay = dayFromUtcMs(MIN_DATE_MS);

/** Negative when a is before b, zero on the same day, positive after. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whether two days are the same (either may be missing). */
export function isSameDay(a: CalendarDay | null | undefined, b: CalendarDay | null | undefined) {
  return a != null && b != null && compareDays(a, b) === 0;
}

/** Whether a day lies in a month. */
export function isInMonth(day: CalendarDay, month: CalendarMonth): boolean {
  return day.year === month.year && day.month === month.month;
}

/** Number of days in a month (28 to 31). */
export function daysInMonth(month: CalendarMonth): number {
  return dayFromUtcMs(dayToUtcMs({ ...shiftMonth(month, 1), day: 1 }) - DAY_MS).day;
}

/** The day a whole number of days later (earlier when negative). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayFromUtcMs(dayToUtcMs(day) + days * DAY_MS);
}

/** The month a whole number of months later (earlier when negative). */
export function shiftMonth(month: CalendarMonth, months: number): CalendarMonth {
  const index = month.year * 12 + (month.month - 1) + months;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/**
 * The same day of the month a whole number of months later (earlier when negative); a day the
 * target month lacks becomes its last day (31 January plus one month is 28 or 29 February).
 */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const target = shiftMonth(day, months);
  return { year: target.year, month: target.month, day: Math.min(day.day, daysInMonth(target)) };
}

/** The month a day lies in. */
export function monthOf(day: CalendarDay): CalendarMonth {
  return { year: day.year, month: day.month };
}

/** Whether a day lies within min and max (both inclusive; a missing bound is open). */
export function isDayInRange(
  day: CalendarDay,
  min: CalendarDay | null | undefined,
  max: CalendarDay | null | undefined,
): boolean {
  return (min == null || compareDays(day, min) >= 0) && (max == null || compareDays(day, max) <= 0);
}

/** The nearest day within min and max. */
export function clampDay(
  day: CalendarDay,
  min: CalendarDay | null | undefined,
  max: CalendarDay | null | undefined,
): CalendarDay {
  if (min != null && compareDays(day, min) < 0) return min;
  if (max != null && compareDays(day, max) > 0) return max;
  return day;
}

/** Day of the week, 0 = Sunday to 6 = Saturday. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(dayToUtcMs(day)).getUTCDay();
}

/** The first day of the week a day lies in, for weeks starting on weekStartsOn (0 = Sunday). */
export function startOfWeek(day: CalendarDay, weekStartsOn: number): CalendarDay {
  return addDays(day, -((weekdayOf(day) - weekStartsOn + 7) % 7));
}

/** The last day of the week a day lies in. */
export function endOfWeek(day: CalendarDay, weekStartsOn: number): CalendarDay {
  return addDays(startOfWeek(day, weekStartsOn), 6);
}

/** What a key press in the grid needs to know besides the key. */
export interface GridKeyOptions {
  /** First day of the week, 0 = Sunday. */
  readonly weekStartsOn: number;
  /** Shift was held: PageUp/PageDown then move a year. */
  readonly shiftKey?: boolean;
  /** Right-to-left layout: ArrowLeft then moves forward. */
  readonly rtl?: boolean;
}

/**
 * The day a key moves the focus to in a month grid (WAI-ARIA date picker dialog pattern): arrows
 * move a day or a week, Home and End go to the start and end of the week, PageUp and PageDown move
 * a month (a year with Shift), keeping the day of the month where the target month has it. Null
 * for any other key.
 */
export function keyboardTargetDay(
  key: string,
  focused: CalendarDay,
  { weekStartsOn, shiftKey = false, rtl = false }: GridKeyOptions,
): CalendarDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(focused, rtl ? 1 : -1);
    case 'ArrowRight':
      return addDays(focused, rtl ? -1 : 1);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'Home':
      return startOfWeek(focused, weekStartsOn);
    case 'End':
      return endOfWeek(focused, weekStartsOn);
    case 'PageUp':
      return addMonths(focused, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(focused, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/**
 * The day of a month that takes the focus when the grid is entered: the selected day, else
 * today, else the 1st, if it lies in the month; then kept within min and max. A day outside the
 * range is moved to the nearest allowed day.
 */
export function initialFocusDay(
  month: CalendarMonth,
  {
    selected,
    today,
    min,
    max,
  }: {
    selected?: CalendarDay | null;
    today?: CalendarDay | null;
    min?: CalendarDay | null;
    max?: CalendarDay | null;
  },
): CalendarDay {
  const candidate =
    [selected, today].find((day): day is CalendarDay => day != null && isInMonth(day, month)) ??
    ({ year: month.year, month: month.month, day: 1 } as CalendarDay);
  return clampDay(candidate, min, max);
}

/** Whether a month has any day within min and max (to disable the previous/next month buttons). */
export function monthHasDayInRange(
  month: CalendarMonth,
  min: CalendarDay | null | undefined,
  max: CalendarDay | null | undefined,
): boolean {
  const first: CalendarDay = { year: month.year, month: month.month, day: 1 };
  const last: CalendarDay = { ...first, day: daysInMonth(month) };
  return (
    (min == null || compareDays(last, min) >= 0) && (max == null || compareDays(first, max) <= 0)
  );
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads 'YYYY-MM-DD' as a calendar day; null for any other text or an impossible day (2023-02-29). */
export function parseIsoDay(text: string): CalendarDay | null {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return Number.isNaN(dayToUtcMs(day)) ? null : day;
}

/** Writes a calendar day as 'YYYY-MM-DD'. */
export function formatIsoDay(day: CalendarDay): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/**
 * The first day of the week in a locale (0 = Sunday), from Intl's week information where the
 * browser has it, else Monday for most of the world and Sunday where that is the custom.
 */
export function weekStartForLocale(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (firstDay != null) return firstDay % 7;
    return SUNDAY_FIRST_REGIONS.has(info.maximize().region ?? '') ? 0 : 1;
  } catch {
    return 0;
  }
}

// Regions where weeks start on Sunday (CLDR), for browsers without Intl week information.
const SUNDAY_FIRST_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'BR',
  'JP',
  'KR',
  'TW',
  'HK',
  'IL',
  'IN',
  'PH',
  'SA',
  'ZA',
  'PT',
]);

/** The seven weekday names in grid order, short ('Sun') and long ('Sunday'), in a locale. */
export function weekdayNames(
  locale: string,
  weekStartsOn: number,
): Array<{ short: string; long: string }> {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  const sunday = Date.UTC(2023, 0, 1);
  return Array.from({ length: 7 }, (_, index) => {
    const ms = sunday + ((weekStartsOn + index) % 7) * DAY_MS;
    return { short: short.format(ms), long: long.format(ms) };
  });
}
