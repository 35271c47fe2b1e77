import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StoredReading } from '../modules/readings/repository';

// Queries only the benchmarks run: the database's version and upkeep, row counts, and the plain
// statements the time-series figures are compared with.

/** The PostgreSQL version the database reports. */
export async function serverVersion(db: Kysely<Database>): Promise<string | undefined> {
  const result = await sql<{ v: string }>`SELECT current_setting('server_version') AS v`.execute(
    db,
  );
  return result.rows[0]?.v;
}

/** VACUUM ANALYZE of the whole database. */
export async function vacuumAnalyze(db: Kysely<Database>): Promise<void> {
  await sql`VACUUM ANALYZE`.execute(db);
}

/** ANALYZE of one table. */
export async function analyzeTable(
  db: Kysely<Database>,
  table: 'readings' | 'latest' | 'rollups_15m',
): Promise<void> {
  await sql`ANALYZE ${sql.table(table)}`.execute(db);
}

/** How many rows a time-series table holds. */
export async function countRows(
  db: Kysely<Database>,
  table: 'readings' | 'latest' | 'rollups_15m',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The readings insert of insertReadings alone, without the latest values and rollups. */
export async function insertReadingsOnly(
  db: Kysely<Database>,
  rows: readonly StoredReading[],
): Promise<void> {
  await sql`
    INSERT INTO readings (instrument_id, sensor_id, ts, value)
    SELECT * FROM unnest(
      ${rows.map((r) => r.instrumentId)}::integer[], ${rows.map((r) => r.sensorId)}::smallint[],
      ${rows.map((r) => new Date(r.ts).toISOString())}::timestamptz[],
      ${rows.map((r) => r.value)}::double precision[]
    )
    ON CONFLICT (instrument_id, sensor_id, ts) DO NOTHING
  `.execute(db);
}

/** Counts and sums one instrument sensor's readings in (from, to]: the index scan alone. */
export async function scanReadings(
  db: Kysely<Database>,
  instrumentId: number,
  sensorId: number,
  from: number,
  to: number,
): Promise<void> {
  await sql`
    SELECT count(*), sum(value) FROM readings
    WHERE instrument_id = ${instrumentId} AND sensor_id = ${sensorId}
      AND ts > ${new Date(from)} AND ts <= ${new Date(to)}`.execute(db);
}
