import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, OperationMode } from '../../db/schema';
import type { Point, RollupRow } from '../../domain/averaging';

type Db = Kysely<Database> | Transaction<Database>;

/** One reading as stored: the instrument's and sensor's numbers, the minute end, the value. */
export interface StoredReading {
  instrumentId: number;
  sensorId: number;
  ts: number;
  value: number;
  flags: readonly string[] | null;
}

/** Wind direction's sensor number: its rollups also sum sin and cos for the vector mean. */
export const WD_SENSOR_ID = 22;

// Separates flags inside one text value so a batch's flags travel as one text[] through unnest.
const FLAG_SEPARATOR = '\u001f';

/**
 * Stores a batch in one statement: inserts through unnest arrays, skips readings already stored
 * (same instrument, sensor and time: a replay changes nothing), and from exactly the rows it
 * inserted moves the latest values forward and adds to the 15- and 60-minute rollups, so late data
 * lands in the right buckets too. Returns how many rows were new.
 */
export async function insertReadings(db: Db, rows: readonly StoredReading[]): Promise<number> {
  if (rows.length === 0) return 0;
  const instruments = rows.map((r) => r.instrumentId);
  const sensors = rows.map((r) => r.sensorId);
  const times = rows.map((r) => new Date(r.ts).toISOString());
  const values = rows.map((r) => r.value);
  const flags = rows.map((r) => (r.flags && r.flags.length ? r.flags.join(FLAG_SEPARATOR) : null));
  const result = await sql<{ inserted: number }>`
    WITH input AS (
      SELECT * FROM unnest(
        ${instruments}::integer[], ${sensors}::smallint[], ${times}::timestamptz[],
        ${values}::double precision[], ${flags}::text[]
      ) AS i (instrument_id, sensor_id, ts, value, flags)
    ),
    inserted AS (
      INSERT INTO readings (instrument_id, sensor_id, ts, value, flags)
      SELECT instrument_id, sensor_id, ts, value, string_to_array(flags, ${FLAG_SEPARATOR})
      FROM input
      ON CONFLICT (instrument_id, sensor_id, ts) DO NOTHING
      RETURNING instrument_id, sensor_id, ts, value
    ),
    newest AS (
      SELECT instrument_id, sensor_id, max(ts) AS ts, (array_agg(value ORDER BY ts DESC))[1] AS value
      FROM inserted GROUP BY instrument_id, sensor_id
    ),
    latest_upsert AS (
      INSERT INTO latest (instrument_id, sensor_id, ts, value)
      SELECT instrument_id, sensor_id, ts, value FROM newest
      ON CONFLICT (instrument_id, sensor_id) DO UPDATE
        SET ts = excluded.ts, value = excluded.value
        WHERE excluded.ts > latest.ts
    ),
    r15 AS (${rollupUpsert('rollups_15m', 15)}),
    r60 AS (${rollupUpsert('rollups_60m', 60)})
    SELECT count(*)::integer AS inserted FROM inserted
  `.execute(db);
  return Number(result.rows[0]?.inserted ?? 0);
}

/**
 * Adds the rows of the `inserted` CTE to a rollup table. date_bin finds the start of the bucket
 * holding ts - 1 µs, so a reading exactly on a boundary belongs to the bucket that ends there.
 */
function rollupUpsert(table: 'rollups_15m' | 'rollups_60m', minutes: 15 | 60) {
  const width = sql.lit(`${minutes} minutes`);
  return sql`
      INSERT INTO ${sql.table(table)} AS r (instrument_id, sensor_id, bucket_end, n, sum, min, max, sum_sin, sum_cos)
      SELECT instrument_id, sensor_id,
        date_bin(${width}::interval, ts - interval '1 microsecond', timestamptz '1970-01-01 00:00:00+00') + ${width}::interval,
        count(*), sum(value), min(value), max(value),
        sum(sin(radians(value))) FILTER (WHERE sensor_id = ${sql.lit(WD_SENSOR_ID)}),
        sum(cos(radians(value))) FILTER (WHERE sensor_id = ${sql.lit(WD_SENSOR_ID)})
      FROM inserted GROUP BY 1, 2, 3
      ON CONFLICT (instrument_id, sensor_id, bucket_end) DO UPDATE SET
        n = r.n + excluded.n, sum = r.sum + excluded.sum,
        min = least(r.min, excluded.min), max = greatest(r.max, excluded.max),
        sum_sin = r.sum_sin + excluded.sum_sin, sum_cos = r.sum_cos + excluded.sum_cos`;
}

/** An instrument by serial, with its owner and fitted sensors. */
export async function findInstrumentBySerial(db: Db, serial: string) {
  const instrument = await db
    .selectFrom('instruments')
    .select(['id', 'serial', 'name', 'owner_organisation_id'])
    .where('serial', '=', serial)
    .executeTakeFirst();
  if (!instrument) return undefined;
  const sensors = await db
    .selectFrom('instrument_sensors')
    .innerJoin('sensors', 'sensors.id', 'instrument_sensors.sensor_id')
    .select(['sensors.id', 'sensors.code', 'instrument_sensors.health'])
    .where('instrument_sensors.instrument_id', '=', instrument.id)
    .orderBy('sensors.id')
    .execute();
  return { ...instrument, sensors };
}

/** Every sensor code with its number. */
export async function sensorIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('sensors').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Status inputs of instruments by serial: newest data time, mode, battery and sensor healths. */
export async function instrumentStatusRows(db: Db, serials: readonly string[]) {
  if (serials.length === 0) return [];
  return db
    .selectFrom('instruments')
    .leftJoin('latest', 'latest.instrument_id', 'instruments.id')
    .leftJoin('instrument_sensors', 'instrument_sensors.instrument_id', 'instruments.id')
    .select((eb) => [
      'instruments.serial',
      'instruments.owner_organisation_id',
      'instruments.operation_mode',
      'instruments.battery',
      eb.fn.max('latest.ts').as('last_ts'),
      sql<
        string[]
      >`coalesce(array_agg(DISTINCT instrument_sensors.health) FILTER (WHERE instrument_sensors.health IS NOT NULL), '{}')`.as(
        'healths',
      ),
    ])
    .where('instruments.serial', 'in', [...serials])
    .groupBy([
      'instruments.id',
      'instruments.serial',
      'instruments.owner_organisation_id',
      'instruments.operation_mode',
      'instruments.battery',
    ])
    .execute();
}

/** The state an instrument reports with its readings; only the fields given change. */
export interface ReportedState {
  operationMode?: OperationMode | undefined;
  battery?: number | undefined;
}

/** Stores an instrument's reported operation mode and battery, and when they were reported. */
export async function updateInstrumentState(
  db: Db,
  instrumentId: number,
  state: ReportedState,
  at: Date,
): Promise<void> {
  await db
    .updateTable('instruments')
    .set({
      ...(state.operationMode !== undefined ? { operation_mode: state.operationMode } : {}),
      ...(state.battery !== undefined ? { battery: state.battery } : {}),
      state_updated_at: at,
    })
    .where('id', '=', instrumentId)
    .execute();
}

/** Stores the health an instrument reports for one of its sensors. */
export async function setSensorHealth(
  db: Db,
  instrumentId: number,
  sensorId: number,
  health: 'Ok' | 'Aging' | 'Failed',
): Promise<void> {
  await db
    .updateTable('instrument_sensors')
    .set({ health })
    .where('instrument_id', '=', instrumentId)
    .where('sensor_id', '=', sensorId)
    .execute();
}

/**
 * Instruments with the project and time zone of their active lease, by serial. `organisationId`
 * keeps those it owns or leases (null keeps all); `serials` and `projectId` narrow further.
 */
export function instrumentsWithActiveLease(
  db: Db,
  filter: { organisationId: string | null; serials?: readonly string[]; projectId?: string },
) {
  const organisationId = filter.organisationId;
  return db
    .selectFrom('instruments')
    .leftJoin('leases', (join) =>
      join.onRef('leases.instrument_id', '=', 'instruments.id').on('leases.status', '=', 'Active'),
    )
    .leftJoin('projects', 'projects.id', 'leases.project_id')
    .select([
      'instruments.id',
      'instruments.serial',
      'instruments.owner_organisation_id',
      'projects.time_zone_id',
      'leases.project_id',
    ])
    .$if(organisationId !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('instruments.owner_organisation_id', '=', organisationId as string),
          eb('leases.organisation_id', '=', organisationId as string),
        ]),
      ),
    )
    .$if(filter.serials !== undefined, (q) =>
      q.where('instruments.serial', 'in', [...(filter.serials ?? []), '']),
    )
    .$if(filter.projectId !== undefined, (q) =>
      q.where('leases.project_id', '=', filter.projectId as string),
    )
    .orderBy('instruments.serial')
    .execute();
}

/** The sensors fitted to any of the given instruments, by number. */
export async function fittedSensors(db: Db, instrumentIds: readonly number[]) {
  if (instrumentIds.length === 0) return [];
  return db
    .selectFrom('instrument_sensors')
    .innerJoin('sensors', 'sensors.id', 'instrument_sensors.sensor_id')
    .select(['sensors.id', 'sensors.code'])
    .where('instrument_sensors.instrument_id', 'in', [...instrumentIds])
    .groupBy(['sensors.id', 'sensors.code'])
    .orderBy('sensors.id')
    .execute();
}

/** Latest values of many instruments at once (dashboards, status widgets). */
export async function latestValues(db: Db, instrumentIds: readonly number[]) {
  if (instrumentIds.length === 0) return [];
  return db
    .selectFrom('latest')
    .select(['instrument_id', 'sensor_id', 'ts', 'value'])
    .where(sql<boolean>`instrument_id = ANY(${[...instrumentIds]}::integer[])`)
    .execute();
}

/** The end of the newest reading of any of the instruments, or null when they have none. */
export async function newestReadingTime(
  db: Db,
  instrumentIds: readonly number[],
): Promise<number | null> {
  const row = await db
    .selectFrom('latest')
    .select((eb) => eb.fn.max('ts').as('ts'))
    .where('instrument_id', 'in', [...instrumentIds])
    .executeTakeFirst();
  return row?.ts ? new Date(row.ts).getTime() : null;
}

/** A lease of the instrument with this serial, with its lessee, period and project's time zone. */
export function findLeaseOfInstrument(db: Db, leaseId: string, serial: string) {
  return db
    .selectFrom('leases')
    .innerJoin('instruments', 'instruments.id', 'leases.instrument_id')
    .leftJoin('projects', 'projects.id', 'leases.project_id')
    .select([
      'leases.instrument_id',
      'leases.organisation_id',
      'leases.start_date',
      'leases.end_date',
      'instruments.serial',
      'projects.time_zone_id',
    ])
    .where('leases.id', '=', leaseId)
    .where('instruments.serial', '=', serial)
    .executeTakeFirst();
}

/** The readings of one instrument sensor stamped in (from, to], in time order. */
export async function readingsBetween(
  db: Db,
  instrumentId: number,
  sensorId: number,
  from: number,
  to: number,
): Promise<Point[]> {
  const rows = await db
    .selectFrom('readings')
    .select(['ts', 'value'])
    .where('instrument_id', '=', instrumentId)
    .where('sensor_id', '=', sensorId)
    .where('ts', '>', new Date(from))
    .where('ts', '<=', new Date(to))
    .orderBy('ts')
    .execute();
  return rows.map((row) => ({ t: row.ts.getTime(), v: row.value }));
}

/**
 * The rollup rows of one instrument sensor with ends in [firstEnd, lastEnd], fetched as one row of
 * arrays: thousands of small rows cost far more to transfer and decode (above all through PGlite's
 * bridge) than the same numbers in a few arrays.
 */
export async function rollupRows(
  db: Db,
  table: 'rollups_15m' | 'rollups_60m',
  instrumentId: number,
  sensorId: number,
  firstEnd: number,
  lastEnd: number,
  windowMinutes?: number,
): Promise<RollupRow[]> {
  // With a window (a multiple of the rollup size, aligned to the epoch), rows are merged per window
  // in SQL first: the window holds whole rollup buckets, so its sums, minimum and maximum are exact.
  const bucket = windowMinutes
    ? sql`date_bin(${`${windowMinutes} minutes`}::interval, bucket_end - interval '1 microsecond', timestamptz '1970-01-01 00:00:00+00') + ${`${windowMinutes} minutes`}::interval`
    : sql`bucket_end`;
  const result = await sql<{
    ends: number[] | null;
    counts: number[] | null;
    sums: number[] | null;
    mins: number[] | null;
    maxs: number[] | null;
    sins: (number | null)[] | null;
    coss: (number | null)[] | null;
  }>`
    SELECT array_agg(extract(epoch FROM e)::float8 ORDER BY e) AS ends,
           array_agg(n ORDER BY e) AS counts,
           array_agg(s ORDER BY e) AS sums,
           array_agg(lo ORDER BY e) AS mins,
           array_agg(hi ORDER BY e) AS maxs,
           array_agg(ss ORDER BY e) AS sins,
           array_agg(sc ORDER BY e) AS coss
    FROM (
      SELECT ${bucket} AS e, sum(n)::float8 AS n, sum(sum) AS s, min(min) AS lo, max(max) AS hi,
             sum(sum_sin) AS ss, sum(sum_cos) AS sc
      FROM ${sql.table(table)}
      WHERE instrument_id = ${instrumentId} AND sensor_id = ${sensorId}
        AND bucket_end >= ${new Date(firstEnd)} AND bucket_end <= ${new Date(lastEnd)}
      GROUP BY 1
    ) AS grouped`.execute(db);
  const row = result.rows[0];
  if (!row?.ends) return [];
  const { ends, counts, sums, mins, maxs, sins, coss } = row;
  return ends.map((end, i) => ({
    end: Math.round(Number(end) * 1000),
    count: Number(counts?.[i]),
    sum: Number(sums?.[i]),
    min: Number(mins?.[i]),
    max: Number(maxs?.[i]),
    sumSin: sins?.[i] ?? null,
    sumCos: coss?.[i] ?? null,
  }));
}
