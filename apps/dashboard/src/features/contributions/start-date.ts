import type { CalendarDay } from '@aq/validation/date-range';
import { wallClockToUtcMs, zonedDateTimeParts } from '@aq/validation/time';
import { parseTimeString } from '@aq/validation/time';
import { projectOffsetMinutes, type ProjectClock } from '../../lib/project-clock';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** How far back a start date may be moved (the server's limit). */
export const MAX_OVERRIDE_DAYS = 366;

/** Why a new start date cannot be used, or null when it can. */
export type StartDateProblem = 'required' | 'future' | 'tooOld' | null;

/**
 * The instant a day and a time ('HH:mm') name on the project's clock; null when either is missing
 * or impossible. The offset is the project's at that instant (found in two steps, as the wall
 * clock's own offset decides the instant).
 */
export function startDateInstant(
  day: CalendarDay | null,
  time: string | null,
  clock: ProjectClock,
): number | null {
  if (!day || !time) return null;
  const parts = parseTimeString(time);
  if ('code' in parts) return null;
  const wall = wallClockToUtcMs({ ...day, hour: parts.hours, minute: parts.minutes, second: 0 });
  if (wall === null) return null;
  let instant = wall - projectOffsetMinutes(wall, clock) * MINUTE_MS;
  instant = wall - projectOffsetMinutes(instant, clock) * MINUTE_MS;
  return instant;
}

/** The day and time ('HH:mm') an instant shows on the project's clock. */
export function startDateFields(
  ms: number,
  clock: ProjectClock,
): { day: CalendarDay; time: string } {
  const wall = ms + projectOffsetMinutes(ms, clock) * MINUTE_MS;
  const parts = zonedDateTimeParts(wall, 'UTC');
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: { year: parts.year, month: parts.month, day: parts.day },
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
  };
}

/** The server's rule: a start date is needed, not in the future, at most 366 days back. */
export function startDateProblem(instant: number | null, now: number): StartDateProblem {
  if (instant === null) return 'required';
  if (Math.floor(instant / MINUTE_MS) * MINUTE_MS > now) return 'future';
  if (instant < now - MAX_OVERRIDE_DAYS * DAY_MS) return 'tooOld';
  return null;
}
