/**
 * Time-axis ticks in an IANA time zone, whatever the browser's zone: ticks fall on round local
 * wall-clock times of the zone (midnight, whole hours, quarter hours…), a wall time that does not
 * exist (the hour skipped when summer time starts) gets no tick, and a repeated one (when it ends)
 * gets one, at its first occurrence.
 */
import { timeZoneOffsetMs } from '@aq/validation/time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A tick interval: a fixed step of wall-clock time below a day, calendar steps above. */
export type TickInterval =
  | { unit: 'minute' | 'hour'; step: number; approxMs: number }
  | { unit: 'day' | 'week' | 'month' | 'year'; step: number; approxMs: number };

/** The intervals the axis chooses from, shortest first. */
export const TICK_INTERVALS: readonly TickInterval[] = [
  { unit: 'minute', step: 1, approxMs: MINUTE },
  { unit: 'minute', step: 2, approxMs: 2 * MINUTE },
  { unit: 'minute', step: 5, approxMs: 5 * MINUTE },
  { unit: 'minute', step: 10, approxMs: 10 * MINUTE },
  { unit: 'minute', step: 15, approxMs: 15 * MINUTE },
  { unit: 'minute', step: 30, approxMs: 30 * MINUTE },
  { unit: 'hour', step: 1, approxMs: HOUR },
  { unit: 'hour', step: 2, approxMs: 2 * HOUR },
  { unit: 'hour', step: 3, approxMs: 3 * HOUR },
  { unit: 'hour', step: 6, approxMs: 6 * HOUR },
  { unit: 'hour', step: 12, approxMs: 12 * HOUR },
  { unit: 'day', step: 1, approxMs: DAY },
  { unit: 'day', step: 2, approxMs: 2 * DAY },
  { unit: 'week', step: 1, approxMs: 7 * DAY },
  { unit: 'month', step: 1, approxMs: 30 * DAY },
  { unit: 'month', step: 3, approxMs: 91 * DAY },
  { unit: 'year', step: 1, approxMs: 365 * DAY },
];

/**
 * The wall-clock time of instant `t` in `timeZone`, as the epoch ms of that wall time read as UTC
 * (so `wallTime(t) - t` is the zone's offset at `t`).
 */
export function wallTime(t: number, timeZone: string): number {
  return t + timeZoneOffsetMs(t, timeZone);
}

/** The zone's offset from UTC at instant `t`, in ms (east positive). */
export function zoneOffset(t: number, timeZone: string): number {
  return wallTime(t, timeZone) - t;
}

/**
 * The instant at which the zone's clocks show `wall` (a wall time as UTC epoch ms). A repeated
 * wall time gives its first occurrence; a skipped one gives the instant after the jump, or null
 * when `strict` asks to reject it.
 */
export function wallToInstant(wall: number, timeZone: string, strict = false): number | null {
  const first = zoneOffset(wall, timeZone);
  let t = wall - first;
  const second = zoneOffset(t, timeZone);
  if (second !== first) {
    const other = wall - second;
    if (zoneOffset(other, timeZone) === second) t = other;
  }
  // The earlier of two instants showing the same wall time (the clocks were put back).
  const earlier = t - HOUR;
  if (wallTime(earlier, timeZone) === wall) t = earlier;
  if (strict && wallTime(t, timeZone) !== wall) return null;
  return t;
}

/** The shortest interval that gives at most `count` ticks over `span` ms. */
export function chooseInterval(span: number, count: number): TickInterval {
  const target = span / Math.max(1, count);
  return (
    TICK_INTERVALS.find((interval) => interval.approxMs >= target) ??
    (TICK_INTERVALS[TICK_INTERVALS.length - 1] as TickInterval)
  );
}

/** The first wall time of `interval` at or after `wall`, and the one after a given wall time. */
function firstWall(wall: number, interval: TickInterval): number {
  const date = new Date(wall);
  switch (interval.unit) {
    case 'minute':
    case 'hour': {
      const step = interval.step * (interval.unit === 'hour' ? HOUR : MINUTE);
      return Math.ceil(wall / step) * step;
    }
    case 'day': {
      const days = Math.ceil(wall / DAY);
      return Math.ceil(days / interval.step) * interval.step * DAY;
    }
    case 'week': {
      // 1970-01-01 was a Thursday: Mondays are the days d with (d + 3) % 7 === 0.
      const days = Math.ceil(wall / DAY);
      return (days + ((((4 - days) % 7) + 7) % 7)) * DAY;
    }
    case 'month': {
      let year = date.getUTCFullYear();
      let month = date.getUTCMonth();
      if (Date.UTC(year, month, 1) < wall) month += 1;
      month = Math.ceil(month / interval.step) * interval.step;
      year += Math.floor(month / 12);
      return Date.UTC(year, month % 12, 1);
    }
    case 'year': {
      let year = date.getUTCFullYear();
      if (Date.UTC(year, 0, 1) < wall) year += 1;
      return Date.UTC(Math.ceil(year / interval.step) * interval.step, 0, 1);
    }
  }
}

function nextWall(wall: number, interval: TickInterval): number {
  switch (interval.unit) {
    case 'minute':
      return wall + interval.step * MINUTE;
    case 'hour':
      return wall + interval.step * HOUR;
    case 'day':
      return wall + interval.step * DAY;
    case 'week':
      return wall + 7 * DAY;
    case 'month': {
      const date = new Date(wall);
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + interval.step, 1);
    }
    case 'year':
      return Date.UTC(new Date(wall).getUTCFullYear() + interval.step, 0, 1);
  }
}

/** Ticks (instants) between `from` and `to` for `interval`, on round wall times of `timeZone`. */
export function ticksForInterval(
  from: number,
  to: number,
  interval: TickInterval,
  timeZone: string,
): number[] {
  const ticks: number[] = [];
  if (!(to >= from)) return ticks;
  const subDay = interval.unit === 'minute' || interval.unit === 'hour';
  // Within a week with the same offset at both ends no clock change lies between (they are months
  // apart), so every wall time maps to an instant by that one offset, without asking Intl again.
  const offset = zoneOffset(from, timeZone);
  const constant = to - from <= 7 * DAY && zoneOffset(to, timeZone) === offset;
  // Otherwise start a little early in wall time: the wall time of `from` and its instant differ
  // by the offset, which changes across a clock change; what falls before `from` is dropped.
  const margin = constant ? 0 : subDay ? 3 * HOUR : DAY;
  let wall = firstWall(from + offset - margin, interval);
  const endWall = to + zoneOffset(to, timeZone) + margin;
  for (let guard = 0; wall <= endWall && guard < 100_000; guard += 1) {
    const t = constant ? wall - offset : wallToInstant(wall, timeZone, true);
    if (
      t !== null &&
      t >= from &&
      t <= to &&
      (ticks.length === 0 || t > ticks[ticks.length - 1]!)
    ) {
      ticks.push(t);
    }
    wall = nextWall(wall, interval);
  }
  return ticks;
}

/** About `count` ticks between `from` and `to` in `timeZone`, with the interval chosen. */
export function timeTicks(
  from: number,
  to: number,
  count: number,
  timeZone: string,
): { ticks: number[]; interval: TickInterval } {
  const interval = chooseInterval(to - from, count);
  return { ticks: ticksForInterval(from, to, interval, timeZone), interval };
}

const labelFormatters = new Map<string, Intl.DateTimeFormat>();

function labelFormatter(
  locale: string,
  timeZone: string,
  kind: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${kind}`;
  let formatter = labelFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    labelFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The label of a tick in the zone: hours and minutes below a day (the date at local midnight),
 * month and day for days and weeks, the month for months (the year in January), the year.
 */
export function formatTick(
  t: number,
  interval: TickInterval,
  locale: string,
  timeZone: string,
): string {
  const wall = wallTime(t, timeZone);
  const date = new Date(wall);
  const midnight = wall % DAY === 0;
  if ((interval.unit === 'minute' || interval.unit === 'hour') && !midnight) {
    return labelFormatter(locale, timeZone, 'time', { hour: '2-digit', minute: '2-digit' }).format(
      t,
    );
  }
  if (interval.unit === 'year' || (interval.unit === 'month' && date.getUTCMonth() === 0)) {
    return labelFormatter(locale, timeZone, 'year', { year: 'numeric' }).format(t);
  }
  if (interval.unit === 'month') {
    return labelFormatter(locale, timeZone, 'month', { month: 'short' }).format(t);
  }
  return labelFormatter(locale, timeZone, 'date', { month: 'short', day: 'numeric' }).format(t);
}

/** A full date and time in the zone for the tooltip and the table, e.g. 'Nov 25, 2026, 2:05 PM'. */
export function formatInstant(t: number, locale: string, timeZone: string): string {
  return labelFormatter(locale, timeZone, 'instant', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(t);
}

/**
 * The same with the zone's short name, for the tooltip, where no column header names the zone:
 * 'Nov 25, 2026, 2:05 PM EST' (or 'GMT+5:30' where the zone has no abbreviation in the locale).
 */
export function formatInstantWithZone(t: number, locale: string, timeZone: string): string {
  return labelFormatter(locale, timeZone, 'instant-zone', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(t);
}
