// Subscription terms and renewals (spec 03 §3, §9). All calendar arithmetic is in UTC: a renewal
// falls at renewal_anchor + k × term, so the next one is computed when read and no worker has to
// roll it forward.

/** The terms a subscription may have. */
export type LicenceTerm = 'Week' | 'Month';

/** Length of a trial licence. */
export const TRIAL_DAYS = 14;

export const DAY_MS = 86_400_000;

/** The instant `count` terms after `from`; months keep the day of month, clamped to the month's end. */
export function addTerms(from: Date, term: LicenceTerm, count: number): Date {
  if (term === 'Week') return new Date(from.getTime() + count * 7 * DAY_MS);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + count;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from.getTime());
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}

/** The first renewal strictly after `now`: anchor + k × term for the smallest such k ≥ 0. */
export function nextRenewal(anchor: Date, term: LicenceTerm, now: Date): Date {
  if (anchor.getTime() > now.getTime()) return anchor;
  // Estimate k from the mean term length, then step to the exact one (months vary in length).
  const meanMs = term === 'Week' ? 7 * DAY_MS : 30.436875 * DAY_MS;
  let k = Math.max(0, Math.floor((now.getTime() - anchor.getTime()) / meanMs) - 1);
  while (addTerms(anchor, term, k).getTime() <= now.getTime()) k += 1;
  while (k > 0 && addTerms(anchor, term, k - 1).getTime() > now.getTime()) k -= 1;
  return addTerms(anchor, term, k);
}

/** Midnight UTC of a day, as epoch days. */
function epochDay(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** Whole calendar days (UTC) from `from`'s date to `to`'s date. */
export function calendarDaysBetween(from: Date, to: Date): number {
  return epochDay(to) - epochDay(from);
}

/** Days of the term period that ends at `renewal` (7 for a week; 28 to 31 for a month). */
export function termDays(renewal: Date, term: LicenceTerm): number {
  if (term === 'Week') return 7;
  return calendarDaysBetween(addTerms(renewal, 'Month', -1), renewal);
}

/**
 * Days charged now for a licence added today that renews at `renewal`. Weekly: (renewal weekday −
 * today's weekday + 7) mod 7, so nothing is charged on the renewal's own weekday. Monthly: the whole
 * calendar days from today to the renewal date, likewise nothing on the renewal's own day of the
 * term (a renewal a whole term away).
 */
export function proratedDays(now: Date, renewal: Date, term: LicenceTerm): number {
  if (term === 'Week') return (renewal.getUTCDay() - now.getUTCDay() + 7) % 7;
  const days = calendarDaysBetween(now, renewal);
  return days >= termDays(renewal, term) ? 0 : Math.max(0, days);
}
