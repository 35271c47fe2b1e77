import type { CalendarDay } from '@aq/validation/date-range';
import {
  formatUtcOffset,
  parseTimeString,
  timeZoneOffsetMinutes,
  wallClockToUtcMs,
  zonedDateTimeParts,
} from '@aq/validation/time';

const MINUTE_MS = 60_000;

/** The 'Created at' fields: a day and a time ('HH:mm') on the user's clock. */
export interface CreatedAtFields {
  day: CalendarDay | null;
  time: string | null;
}

/** The day and time (to the minute) an instant shows in a time zone: the form's default, now. */
export function createdAtFields(ms: number, timeZone: string): { day: CalendarDay; time: string } {
  const parts = zonedDateTimeParts(ms, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: { year: parts.year, month: parts.month, day: parts.day },
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
  };
}

/**
 * The instant a day and a time name in a time zone, or null when either is missing or impossible.
 * The offset is the zone's at that instant, found in two steps because the wall clock's own offset
 * decides the instant (a time skipped by the spring change reads with the offset before it).
 */
export function createdAtInstant(fields: CreatedAtFields, timeZone: string): number | null {
  const { day, time } = fields;
  if (!day || !time) return null;
  const parts = parseTimeString(time);
  if ('code' in parts) return null;
  const wall = wallClockToUtcMs({ ...day, hour: parts.hours, minute: parts.minutes, second: 0 });
  if (wall === null) return null;
  const first = wall - timeZoneOffsetMinutes(wall, timeZone) * MINUTE_MS;
  return wall - timeZoneOffsetMinutes(first, timeZone) * MINUTE_MS;
}

/**
 * The CreatedAt the server receives: the instant in ISO 8601 UTC ('2026-11-26T04:15:00.000Z'),
 * or '' when the fields do not name one (the form's rule then says a creation date is required).
 */
export function createdAtValue(fields: CreatedAtFields, timeZone: string): string {
  const instant = createdAtInstant(fields, timeZone);
  return instant === null ? '' : new Date(instant).toISOString();
}

/** The zone a time is shown in, labelled: 'UTC+05:45 (Asia/Kathmandu)'. */
export function zoneLabel(ms: number, timeZone: string): string {
  return `UTC${formatUtcOffset(timeZoneOffsetMinutes(ms, timeZone))} (${timeZone})`;
}

/** An instant written in a time zone and locale, to the minute, 24-hour, with its zone labelled. */
export function formatCreatedAt(
  iso: string,
  timeZone: string,
  locale: string,
): { text: string; zone: string } {
  const ms = Date.parse(iso);
  const text = new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
  return { text, zone: `UTC${formatUtcOffset(timeZoneOffsetMinutes(ms, timeZone))}` };
}
