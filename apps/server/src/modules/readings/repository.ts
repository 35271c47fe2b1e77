import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

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
