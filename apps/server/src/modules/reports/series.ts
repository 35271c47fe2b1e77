import { vectorMeanDegrees } from '../../domain/averaging';
import type { ProjectZone } from '../../domain/alerts/activation';
import { localDayOf } from '../../domain/reports/daily-summary';

// Pure pieces of the report data: runs of upwind/downwind roles and per-day wind directions.
// No I/O.

const MINUTE_MS = 60_000;

/** One run of consecutive stored minutes with the same roles (times in epoch ms). */
export interface RoleRun {
  /** Exclusive: the end of the minute before the run's first minute. */
  start: number;
  /** Inclusive: the run's last minute. */
  end: number;
  upwindIds: string[];
  downwindIds: string[];
}

/** The location ids whose bit is set in a role mask (bit = contribution_locations position). */
export function maskIds(
  mask: unknown,
  locations: ReadonlyArray<{ position: number; location_id: string }>,
): string[] {
  if (mask === null || mask === undefined || mask === '') return [];
  const bits = BigInt(mask as string | number);
  if (bits === 0n) return [];
  return locations
    .filter((location) => (bits >> BigInt(location.position)) & 1n)
    .map((location) => location.location_id);
}

/**
 * Maximal runs of consecutive stored minutes holding the same upwind and downwind masks. A missing
 * minute ends a run; minutes without any role (calm, no wind: both masks 0) belong to no run.
 */
export function roleRuns(
  t: readonly number[],
  upwind: readonly unknown[],
  downwind: readonly unknown[],
  locations: ReadonlyArray<{ position: number; location_id: string }>,
): RoleRun[] {
  const runs: RoleRun[] = [];
  let current: (RoleRun & { key: string }) | null = null;
  for (let i = 0; i < t.length; i++) {
    const time = t[i] as number;
    const up = String(upwind[i] ?? '0');
    const down = String(downwind[i] ?? '0');
    if (up === '0' && down === '0') {
      current = null;
      continue;
    }
    const key = `${up}/${down}`;
    if (current && current.key === key && current.end === time - MINUTE_MS) {
      current.end = time;
      continue;
    }
    current = {
      key,
      start: time - MINUTE_MS,
      end: time,
      upwindIds: maskIds(up, locations),
      downwindIds: maskIds(down, locations),
    };
    runs.push(current);
  }
  return runs.map(({ start, end, upwindIds, downwindIds }) => ({
    start,
    end,
    upwindIds,
    downwindIds,
  }));
}

/**
 * Per local calendar day (the day a minute ending at t lies in, DOMAIN.md "Reports"): the
 * unit-vector mean of the valid directions, null when there is none or they cancel out.
 */
export function dailyMeanDirections(
  t: readonly number[],
  directions: readonly unknown[],
  zone: ProjectZone,
): Map<string, number | null> {
  const byDay = new Map<string, number[]>();
  for (let i = 0; i < t.length; i++) {
    const day = localDayOf(t[i] as number, zone);
    let list = byDay.get(day);
    if (!list) {
      list = [];
      byDay.set(day, list);
    }
    const value = directions[i];
    if (typeof value === 'number' && Number.isFinite(value)) list.push(value);
  }
  return new Map([...byDay].map(([day, list]) => [day, vectorMeanDegrees(list)]));
}
