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
import { WD_SENSOR_ID } from './repository';

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
      const rows = await db
        .selectFrom('readings')
        .select(['ts', 'value'])
        .where('instrument_id', '=', segment.instrumentId)
        .where('sensor_id', '=', sensorId)
        .where('ts', '>', new Date(segment.from))
        .where('ts', '<=', new Date(segment.to))
        .orderBy('ts')
        .execute();
      return rows.map((row) => ({ t: row.ts.getTime(), v: row.value }));
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
        db
          .selectFrom(table)
          .select(['bucket_end', 'n', 'sum', 'min', 'max', 'sum_sin', 'sum_cos'])
          .where('instrument_id', '=', segment.instrumentId)
          .where('sensor_id', '=', sensorId)
          .where('bucket_end', '>=', new Date(firstFullEnd))
          .where('bucket_end', '<=', new Date(lastFullEnd))
          .orderBy('bucket_end')
          .execute(),
        loadPoints(db, sensorId, [{ ...segment, from: lastFullEnd }]),
      ]);
      return [
        ...pointsAsRows(head, sensorId),
        ...body.map((row) => ({
          end: row.bucket_end.getTime(),
          count: row.n,
          sum: row.sum,
          min: row.min,
          max: row.max,
          sumSin: row.sum_sin,
          sumCos: row.sum_cos,
        })),
        ...pointsAsRows(tail, sensorId),
      ];
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
