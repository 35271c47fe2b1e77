/**
 * The rows of the report's data table (DOMAIN.md "Reports", spec 02 §9): "table rows are kept
 * where the minute is a multiple of the table period". Pure, no I/O.
 *
 * Decisions:
 * - The minute is the row's minute since local midnight on the project's wall clock (the project
 *   clock of alerts/activation: the zone's local time when summer-time adjusted, else its standard
 *   time all year), read at the row's time t (the end of its minute). So a 60-minute period keeps
 *   the local full hours, 00:00 included, and the period follows the wall clock across a DST
 *   change: 23 hourly rows on the spring-forward day, 25 on the fall-back day.
 * - Period 1 keeps every row. The period must be a whole number of minutes ≥ 1, else RangeError
 *   (the calls validate it before this runs).
 * - Rows keep their order and identity; nothing is averaged here (the table shows the averaged
 *   series as computed).
 */
import { projectLocalTime, type ProjectZone } from '../alerts/activation';

/** Whether a row time falls on a multiple of the table period on the project's wall clock. */
export function isTableMinute(t: number, periodMinutes: number, zone: ProjectZone): boolean {
  if (periodMinutes === 1) return true;
  return projectLocalTime(zone, t).minuteOfDay % periodMinutes === 0;
}

/** The rows whose local minute since midnight is a multiple of the table period. */
export function tableRows<T extends { t: number }>(
  rows: readonly T[],
  periodMinutes: number,
  zone: ProjectZone,
): T[] {
  if (!Number.isInteger(periodMinutes) || periodMinutes < 1)
    throw new RangeError(`table period must be a whole number of minutes ≥ 1: ${periodMinutes}`);
  return rows.filter((row) => isTableMinute(row.t, periodMinutes, zone));
}
