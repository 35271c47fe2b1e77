/**
 * Activation criteria of an alert (DOMAIN.md "Alerts": "evaluate only on the active days and
 * between ActiveTimeStart and ActiveTimeEnd (minutes of day, in the project's time zone)").
 * Pure, no I/O.
 *
 * Decisions:
 * - Both ends are inclusive and whole minutes: minute m of the day covers [m:00, m:59.999], and a
 *   moment is inside when ActiveTimeStart ≤ its minute ≤ ActiveTimeEnd. Spec 02 §5: "Activation
 *   criteria are omitted when all 7 days are active from 0 to 1439", and omitted means always, so
 *   0..1439 must hold every instant of the day, 23:59:30 included: only an inclusive end minute
 *   gives that. A window 08:00–17:00 therefore ends at 17:00:59.999.
 * - A window whose end is before its start crosses midnight (22:00–06:00). The wizard does not
 *   create one (@aq/validation's validateActivationCriteria refuses start > end), but stored or
 *   migrated rules may hold one, and dropping it would silence the alert. The part after midnight
 *   belongs to the day the window started on: Friday 22:00–06:00 runs from Friday 22:00 to Saturday
 *   06:00:59, so Saturday's flag does not matter after midnight, Friday's does (a night shift is
 *   named after the evening it starts).
 * - Days and minutes are read on the project's wall clock, as the project clock defines it
 *   (apps/server/src/shared/project-clock.ts): the IANA zone's local time when the project is
 *   summer-time adjusted, else the zone's standard time all year. Across a DST change the window
 *   follows the wall clock: on the spring-forward day a window inside the skipped hour never
 *   opens, and on the fall-back day a window inside the repeated hour is open in both of them.
 * - Null criteria (omitted) mean always active.
 */
import { DAYS_OF_WEEK, MINUTES_PER_DAY, timeZoneOffsetMinutes } from '@aq/validation/time';
import type { ActivationCriteria, ActiveDay } from '@aq/validation/alert';

/** The clock of a project: its IANA zone and whether it follows summer time (projects §3). */
export interface ProjectZone {
  /** IANA zone name, e.g. 'America/New_York'. */
  readonly timeZone: string;
  /** False: the project keeps the zone's standard time all year. */
  readonly summerTimeAdjusted: boolean;
}

/**
 * The project's offset from UTC in minutes at an instant (positive east of Greenwich). The same
 * rule as projectClock (shared/project-clock.ts), without its zone name, which costs an Intl
 * formatter per call: a project that is not summer-time adjusted uses the smaller of the zone's
 * mid-winter and mid-summer offsets of that year (its standard time, north or south of the
 * equator). A test keeps the two in step.
 */
export function projectOffsetMinutes(zone: ProjectZone, at: number): number {
  const current = timeZoneOffsetMinutes(at, zone.timeZone);
  if (zone.summerTimeAdjusted) return current;
  const year = new Date(at).getUTCFullYear();
  const january = timeZoneOffsetMinutes(Date.UTC(year, 0, 1, 12), zone.timeZone);
  const july = timeZoneOffsetMinutes(Date.UTC(year, 6, 1, 12), zone.timeZone);
  return Math.min(january, july);
}

/** An instant as the project's wall clock shows it. */
export interface ProjectLocalTime {
  /** The local day of the week, in the ActiveDay spelling. */
  readonly day: ActiveDay;
  /** The local minute of the day, 0 (00:00) to 1439 (23:59). */
  readonly minuteOfDay: number;
  /** The local wall time as epoch ms read with UTC getters (for formatting). */
  readonly wallMs: number;
  /** The offset applied, in minutes. */
  readonly offsetMinutes: number;
}

/** The project's local day, minute of day and wall time at an instant. */
export function projectLocalTime(zone: ProjectZone, at: number): ProjectLocalTime {
  const offsetMinutes = projectOffsetMinutes(zone, at);
  const wallMs = at + offsetMinutes * 60_000;
  const wall = new Date(wallMs);
  return {
    day: DAYS_OF_WEEK[wall.getUTCDay()]!,
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    wallMs,
    offsetMinutes,
  };
}

/** The day before a day of the week (Sunday → Saturday). */
function previousDay(day: ActiveDay): ActiveDay {
  const index = DAYS_OF_WEEK.indexOf(day);
  return DAYS_OF_WEEK[(index + DAYS_OF_WEEK.length - 1) % DAYS_OF_WEEK.length]!;
}

/**
 * Whether a local day and minute of day fall inside activation criteria (both ends inclusive; an
 * end before the start crosses midnight and its early-morning part belongs to the previous day).
 */
export function isWithinCriteria(
  criteria: ActivationCriteria | null,
  day: ActiveDay,
  minuteOfDay: number,
): boolean {
  if (criteria === null) return true;
  const { ActiveDays: days, ActiveTimeStart: start, ActiveTimeEnd: end } = criteria;
  if (minuteOfDay < 0 || minuteOfDay >= MINUTES_PER_DAY) return false;
  if (start <= end) return days.includes(day) && minuteOfDay >= start && minuteOfDay <= end;
  if (minuteOfDay >= start) return days.includes(day);
  if (minuteOfDay <= end) return days.includes(previousDay(day));
  return false;
}

/**
 * Whether an alert is active at an instant: inside its activation criteria on the project's wall
 * clock. Null criteria (omitted: all days, 0 to 1439) are always active.
 */
export function isActiveAt(
  criteria: ActivationCriteria | null,
  zone: ProjectZone,
  at: number,
): boolean {
  if (criteria === null) return true;
  const local = projectLocalTime(zone, at);
  return isWithinCriteria(criteria, local.day, local.minuteOfDay);
}
