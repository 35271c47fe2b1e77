import { formatUtcOffset, timeZoneOffsetMinutes } from '@aq/validation/time';

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
