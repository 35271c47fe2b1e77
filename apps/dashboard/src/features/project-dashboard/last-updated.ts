import { projectOffsetMinutes, type ProjectClock } from '../../lib/project-clock';

const DAY_MS = 86_400_000;

/** Which day an update fell on, seen on the project's clock at `now`, and its wall time. */
export interface LastUpdatedParts {
  /** 'today' and 'yesterday' on the project's calendar; 'date' for any other day (or the future). */
  day: 'today' | 'yesterday' | 'date';
  /** The project's wall time, 'HH:mm' (24-hour). */
  time: string;
  /** The project's calendar date, 'yyyy-MM-dd' (projects §2: the format outside the header). */
  date: string;
}

/** The project's wall clock at an instant as a UTC-read Date (the instant moved by its offset). */
function wallClock(ms: number, clock: ProjectClock): Date {
  return new Date(ms + projectOffsetMinutes(ms, clock) * 60_000);
}

/** The project's calendar day number (days since 1970-01-01 on its wall clock). */
function dayNumber(wall: Date): number {
  return Math.floor(wall.getTime() / DAY_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The parts of 'Last updated …' (projects §2): whether `ms` fell today or yesterday on the
 * project's calendar at `now`, its time HH:mm and its date yyyy-MM-dd, both on the project's
 * clock (summer time only when the project follows it).
 */
export function lastUpdatedParts(ms: number, now: number, clock: ProjectClock): LastUpdatedParts {
  const wall = wallClock(ms, clock);
  const difference = dayNumber(wallClock(now, clock)) - dayNumber(wall);
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const day = difference === 0 ? 'today' : difference === 1 ? 'yesterday' : 'date';
  return { day, time, date };
}

/** A translator of the project-dashboard namespace's lastUpdated keys (i18next's t fits). */
export type LastUpdatedTranslate = (
  key: 'lastUpdated.today' | 'lastUpdated.yesterday' | 'lastUpdated.date',
  values: { time: string; date: string },
) => string;

/**
 * 'Last updated Today HH:mm', 'Last updated Yesterday HH:mm' or 'Last updated yyyy-MM-dd HH:mm'
 * in the user's language (the words come from the locale files through `t`).
 */
export function lastUpdatedText(
  ms: number,
  now: number,
  clock: ProjectClock,
  t: LastUpdatedTranslate,
): string {
  const parts = lastUpdatedParts(ms, now, clock);
  return t(`lastUpdated.${parts.day}`, { time: parts.time, date: parts.date });
}
