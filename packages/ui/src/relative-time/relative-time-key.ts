const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The wording keys of a relative time, one per phrase of the spec. */
export type RelativeTimeKey =
  | 'now'
  | 'anHourAgo'
  | 'hoursAgo'
  | 'aDayAgo'
  | 'daysAgo'
  | 'aWeekAgo'
  | 'weeksAgo'
  | 'aMonthAgo'
  | 'overAMonthAgo';

/** A relative time: the phrase to use and, for the plural phrases, the number in it. */
export type RelativeTimeValue =
  | { key: 'hoursAgo' | 'daysAgo' | 'weeksAgo'; count: number }
  | { key: Exclude<RelativeTimeKey, 'hoursAgo' | 'daysAgo' | 'weeksAgo'>; count?: undefined };

/**
 * How long ago `thenMs` was at `nowMs`, in the spec's wording: "now" under 1 hour; "an hour ago"
 * or "X hours ago" under 24 hours; "a day ago" or "X days ago" under 7 days; "a week ago" or
 * "X weeks ago" under 30 days; "a month ago" under 60 days; otherwise "over a month ago".
 * Every unit is rounded down. A time in the future (a clock slightly ahead) reads as "now".
 */
export function relativeTimeKey(thenMs: number, nowMs: number): RelativeTimeValue {
  const elapsed = Math.max(0, nowMs - thenMs);
  if (elapsed < HOUR_MS) return { key: 'now' };
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? { key: 'anHourAgo' } : { key: 'hoursAgo', count: hours };
  }
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return days === 1 ? { key: 'aDayAgo' } : { key: 'daysAgo', count: days };
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? { key: 'aWeekAgo' } : { key: 'weeksAgo', count: weeks };
  }
  if (days < 60) return { key: 'aMonthAgo' };
  return { key: 'overAMonthAgo' };
}

/** Turns a relative-time key (and its count) into the text shown; the app supplies translations. */
export type RelativeTimeFormat = (key: RelativeTimeKey, count?: number) => string;

/** The spec's English wording. */
export const ENGLISH_RELATIVE_TIME: RelativeTimeFormat = (key, count) => {
  switch (key) {
    case 'now':
      return 'now';
    case 'anHourAgo':
      return 'an hour ago';
    case 'hoursAgo':
      return `${count} hours ago`;
    case 'aDayAgo':
      return 'a day ago';
    case 'daysAgo':
      return `${count} days ago`;
    case 'aWeekAgo':
      return 'a week ago';
    case 'weeksAgo':
      return `${count} weeks ago`;
    case 'aMonthAgo':
      return 'a month ago';
    case 'overAMonthAgo':
      return 'over a month ago';
  }
};
