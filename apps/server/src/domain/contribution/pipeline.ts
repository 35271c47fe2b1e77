/**
 * The whole engine for one pollutant of one contribution: the 1-minute grid built from raw
 * readings, roles and c(t) per minute, then the averaged rows. Pure, no I/O; what a
 * materialisation job stores per contribution, sensor and minute comes from here.
 */
import type { Point } from '../averaging';
import type { LocationId } from './geometry';
import { instantaneousSeries, type ContributionMinute, type MinuteInput } from './instantaneous';
import { averageContribution, type AveragedRow, type ContributionAveragingOptions } from './modes';
import type { RoleConfig } from './roles';

const MINUTE_MS = 60_000;

/** A reading that may be missing or invalid (null arrives from the database). */
export type NullablePoint = Omit<Point, 'v'> & { v: number | null };

/** Everything the engine reads for one pollutant; times are epoch ms on the minute grid. */
export interface ContributionInput {
  /** Start of the contribution (or its override start date). */
  startMs: number;
  /** Last minute to compute (inclusive). */
  toMs: number;
  /**
   * Compute minutes after this instant only (default startMs). For an incremental update the
   * readings need only cover (fromMs − W, toMs]: older minutes cannot change the result.
   */
  fromMs?: number;
  averaging: Pick<
    ContributionAveragingOptions,
    'method' | 'windowMinutes' | 'minimumCompleteness' | 'recoveryMinutes'
  >;
  roles: RoleConfig;
  /** The wind source's speed (in its own unit) and direction (degrees FROM). */
  wind: { speed: readonly NullablePoint[]; direction: readonly NullablePoint[] };
  /** The pollutant's readings per data-source location. */
  readings: ReadonlyMap<LocationId, readonly NullablePoint[]>;
}

/** One computed minute: roles, c(t) and the wind that chose them. */
export interface ComputedMinute extends ContributionMinute {
  windSpeed: number | null;
  windDirection: number | null;
}

/** The engine's output for (fromMs, toMs]. */
export interface ContributionResult {
  minutes: ComputedMinute[];
  /** The minutes of (fromMs − W, fromMs] the windows reached back to (for averaging other series). */
  context: ComputedMinute[];
  /** One row per minute (rolling methods) or per block end plus a partial row (Block). */
  averages: AveragedRow[];
}

function byMinute(points: readonly NullablePoint[], loMs: number, hiMs: number) {
  const map = new Map<number, number | null>();
  for (const { t, v } of points) if (t > loMs && t <= hiMs) map.set(t, v);
  return map;
}

/** Runs roles, c(t) and averaging over (fromMs, toMs]; c(t) is computed from (fromMs − W) on. */
export function computeContribution(input: ContributionInput): ContributionResult {
  const { startMs, toMs, averaging } = input;
  const fromMs = input.fromMs ?? startMs;
  // The earliest minute any evaluated window can reach back to.
  const loMs = Math.max(startMs, fromMs - averaging.windowMinutes * MINUTE_MS);
  const speed = byMinute(input.wind.speed, loMs, toMs);
  const direction = byMinute(input.wind.direction, loMs, toMs);
  const readings = [...input.readings].map(
    ([id, points]) => [id, byMinute(points, loMs, toMs)] as const,
  );

  const grid: MinuteInput[] = [];
  for (let t = loMs + MINUTE_MS; t <= toMs; t += MINUTE_MS) {
    const values = new Map<LocationId, number | null>();
    for (const [id, points] of readings) values.set(id, points.get(t) ?? null);
    grid.push({
      t,
      wind: { speed: speed.get(t) ?? null, direction: direction.get(t) ?? null },
      values,
    });
  }
  const computed = instantaneousSeries(grid, input.roles);
  const averages = averageContribution(
    computed.map(({ t, value }) => ({ t, c: value })),
    { ...averaging, startMs, fromMs, toMs },
  );
  const all = computed.map((minute, i) => ({
    ...minute,
    windSpeed: grid[i]!.wind.speed,
    windDirection: grid[i]!.wind.direction,
  }));
  return {
    minutes: all.filter((minute) => minute.t > fromMs),
    context: all.filter((minute) => minute.t <= fromMs),
    averages,
  };
}
