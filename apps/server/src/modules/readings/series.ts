import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  averagePoints,
  averageRollups,
  rollupResolutionFor,
  ROLLUP_MINUTES,
  type Bucket,
  type Point,
  type RollupRow,
} from '../../domain/averaging';
import { readingsBetween, rollupRows, WD_SENSOR_ID } from './repository';

/** Readings of one instrument that count for a series: those stamped in (from, to]. */
export interface Segment {
  readonly instrumentId: number;
  readonly from: number;
  readonly to: number;
}

/** How to average a series. */
export interface AveragingRequest {
  readonly sensorId: number;
  readonly segments: readonly Segment[];
  readonly periodMinutes: number;
  readonly timeZone: string;
  readonly direction: 'TimeEnding' | 'TimeBeginning';
  /** The whole requested range, which decides whether rollups are worth reading. */
  readonly from: number;
  readonly to: number;
}

/** The recorded 1-minute readings of the segments, in time order. */
export async function loadPoints(
  db: Kysely<Database>,
  sensorId: number,
  segments: readonly Segment[],
): Promise<Point[]> {
  const parts = await Promise.all(
    segments.map(async (segment) => {
      if (segment.to <= segment.from) return [];
      return readingsBetween(db, segment.instrumentId, sensorId, segment.from, segment.to);
    }),
  );
  return mergeSorted(parts, (p) => p.t);
}

/**
 * Rollup rows covering the segments: whole rollup buckets inside a segment come from the rollup
 * table; the partial buckets at a segment's edges (an instrument attached or detached mid-bucket)
 * come from the readings, one row per minute, so nothing outside the segment is counted.
 */
export async function loadRollupRows(
  db: Kysely<Database>,
  sensorId: number,
  segments: readonly Segment[],
  resolution: '15m' | '60m',
  windowMinutes?: number,
): Promise<RollupRow[]> {
  const step = ROLLUP_MINUTES[resolution] * 60_000;
  const table = resolution === '15m' ? 'rollups_15m' : 'rollups_60m';
  const parts = await Promise.all(
    segments.map(async (segment) => {
      if (segment.to <= segment.from) return [];
      const firstFullEnd = Math.ceil(segment.from / step) * step + step;
      const lastFullEnd = Math.floor(segment.to / step) * step;
      if (firstFullEnd > lastFullEnd) {
        return pointsAsRows(await loadPoints(db, sensorId, [segment]), sensorId);
      }
      const [head, body, tail] = await Promise.all([
        loadPoints(db, sensorId, [{ ...segment, to: firstFullEnd - step }]),
        rollupRows(
          db,
          table,
          segment.instrumentId,
          sensorId,
          firstFullEnd,
          lastFullEnd,
          windowMinutes,
        ),
        loadPoints(db, sensorId, [{ ...segment, from: lastFullEnd }]),
      ]);
      return [...pointsAsRows(head, sensorId), ...body, ...pointsAsRows(tail, sensorId)];
    }),
  );
  return mergeSorted(parts, (row) => row.end);
}

/** Averages a series, from the readings for short ranges and from the rollups for long ones. */
export async function averagedSeries(
  db: Kysely<Database>,
  request: AveragingRequest,
): Promise<Bucket[]> {
  const options = {
    periodMinutes: request.periodMinutes,
    timeZone: request.timeZone,
    direction: request.direction,
    isDirection: request.sensorId === WD_SENSOR_ID,
  };
  const resolution = rollupResolutionFor(
    request.periodMinutes,
    request.timeZone,
    request.from,
    request.to,
  );
  if (resolution === 'raw') {
    return averagePoints(await loadPoints(db, request.sensorId, request.segments), options);
  }
  return averageRollups(
    await loadRollupRows(db, request.sensorId, request.segments, resolution),
    options,
  );
}

/** One point of a down-sampled series: the window's end, mean, minimum and maximum. */
export interface SummaryPoint {
  t: number;
  value: number;
  min: number;
  max: number;
}

/**
 * A 1-minute series summarised into windows of `windowMinutes` (a multiple of 15), each with the
 * mean, minimum and maximum of the minute values in it: exactly what averaging to 1 minute and then
 * merging would give, read from the rollups instead of every reading. Windows are aligned to the
 * epoch and labelled by their end; empty windows are left out.
 */
export async function summarisedMinutes(
  db: Kysely<Database>,
  request: { sensorId: number; segments: readonly Segment[]; windowMinutes: number },
): Promise<SummaryPoint[]> {
  const resolution = request.windowMinutes % 60 === 0 ? '60m' : '15m';
  const window = request.windowMinutes * 60_000;
  const rows = await loadRollupRows(
    db,
    request.sensorId,
    request.segments,
    resolution,
    request.windowMinutes,
  );
  const direction = request.sensorId === WD_SENSOR_ID;
  const out: SummaryPoint[] = [];
  let current: {
    end: number;
    count: number;
    sum: number;
    sin: number;
    cos: number;
    min: number;
    max: number;
  } | null = null;
  const flush = () => {
    if (!current || current.count === 0) return;
    const value = direction ? vectorMean(current.sin, current.cos) : current.sum / current.count;
    if (value !== null) out.push({ t: current.end, value, min: current.min, max: current.max });
  };
  for (const row of rows) {
    if (row.count === 0) continue;
    const end = Math.ceil(row.end / window) * window;
    if (!current || current.end !== end) {
      flush();
      current = { end, count: 0, sum: 0, sin: 0, cos: 0, min: Infinity, max: -Infinity };
    }
    current.count += row.count;
    current.sum += row.sum;
    current.sin += row.sumSin ?? 0;
    current.cos += row.sumCos ?? 0;
    current.min = Math.min(current.min, row.min);
    current.max = Math.max(current.max, row.max);
  }
  flush();
  return out;
}

function vectorMean(sin: number, cos: number): number | null {
  if (Math.hypot(sin, cos) < 1e-9) return null;
  const degrees = Math.round(((Math.atan2(sin, cos) * 180) / Math.PI) * 1e9) / 1e9;
  return ((degrees % 360) + 360) % 360;
}

function pointsAsRows(points: readonly Point[], sensorId: number): RollupRow[] {
  const direction = sensorId === WD_SENSOR_ID;
  return points.map((p) => ({
    end: p.t,
    count: 1,
    sum: p.v,
    min: p.v,
    max: p.v,
    sumSin: direction ? Math.sin((p.v * Math.PI) / 180) : null,
    sumCos: direction ? Math.cos((p.v * Math.PI) / 180) : null,
  }));
}

/** Merges lists that are each sorted; segments rarely overlap, so this is usually a concatenation. */
function mergeSorted<T>(parts: readonly T[][], key: (item: T) => number): T[] {
  const all = parts.flat();
  for (let i = 1; i < all.length; i++) {
    if (key(all[i - 1] as T) > key(all[i] as T)) return all.sort((a, b) => key(a) - key(b));
  }
  return all;
}
