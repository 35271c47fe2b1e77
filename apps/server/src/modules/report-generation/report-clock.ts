import { DAYS_OF_WEEK } from '@aq/validation/time';
import type { ActiveDay } from '@aq/validation/alert';
import { projectLocalTime, projectOffsetMinutes, type ProjectZone } from '../../domain/alerts';

// Dates and times of reports on the project's wall clock (shared/project-clock.ts: the IANA zone's
// local time when the project is summer-time adjusted, else the zone's standard time all year).
// Pure, no I/O.

const MINUTE_MS = 60_000;
const DAY_MS = 1_440 * MINUTE_MS;

/** An instant on the project's clock: its local date, day of the week and minute of the day. */
export interface LocalMoment {
  /** 'yyyy-MM-dd'. */
  readonly date: string;
  readonly day: ActiveDay;
  /** 0 (00:00) to 1439 (23:59). */
  readonly minuteOfDay: number;
}

/** The project's local date, day and minute at an instant. */
export function localMoment(zone: ProjectZone, at: number): LocalMoment {
  const local = projectLocalTime(zone, at);
  return {
    date: new Date(local.wallMs).toISOString().slice(0, 10),
    day: local.day,
    minuteOfDay: local.minuteOfDay,
  };
}

/** 'HH:mm' as minutes of the day. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The instant the project's clock shows `date` ('yyyy-MM-dd') at `minuteOfDay`. On the day summer
 * time starts, a wall time inside the skipped hour does not exist: it is read with the offset
 * before the change, so it lands the length of the gap later (02:30 becomes 03:30). On the day it
 * ends, a wall time inside the repeated hour is its first occurrence.
 */
export function localToUtc(zone: ProjectZone, date: string, minuteOfDay: number): number {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) + minuteOfDay * MINUTE_MS;
  const before = projectOffsetMinutes(zone, wall - DAY_MS);
  const after = projectOffsetMinutes(zone, wall + DAY_MS);
  const candidates = [...new Set([wall - before * MINUTE_MS, wall - after * MINUTE_MS])]
    .filter((at) => projectLocalTime(zone, at).wallMs === wall)
    .sort((a, b) => a - b);
  return candidates[0] ?? wall - before * MINUTE_MS;
}

/** The day of the week of a local date. */
export function dayOf(date: string): ActiveDay {
  return DAYS_OF_WEEK[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** An instant written 'MM/dd/yyyy HH:mm' on the project's clock. */
export function formatLocal(zone: ProjectZone, at: number): string {
  const wall = new Date(projectLocalTime(zone, at).wallMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(wall.getUTCMonth() + 1)}/${pad(wall.getUTCDate())}/${wall.getUTCFullYear()} ` +
    `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
  );
}

/** A local date 'yyyy-MM-dd' written 'MM/dd/yyyy'. */
export function formatLocalDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * A report's file name: '<ReportName> <from>–<to>.<ext>' with the local dates of the range
 * ('yyyy-MM-dd'; a range ending at local midnight ends on the day before, as 00:00 belongs to the
 * day ending), without the characters file systems refuse (/ \ : * ? " < > | and controls).
 */
export function reportFileName(
  reportName: string,
  zone: ProjectZone,
  range: { from: number; to: number },
  extension: 'pdf' | 'csv',
): string {
  const fromDate = localMoment(zone, range.from).date;
  const toDate = localMoment(zone, Math.max(range.from, range.to - 1)).date;
  const name =
    reportName
      // eslint-disable-next-line no-control-regex
      .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
      .slice(0, 180)
      .trim() || 'Report';
  return `${name} ${fromDate}–${toDate}.${extension}`;
}
