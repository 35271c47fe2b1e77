import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { insertReadings, type StoredReading } from './repository';

let t: TestApp;
let instrumentId: number;
const PM10 = 14;
const WD = 22;
const T0 = Date.parse('2026-11-02T10:00:00Z');
const minute = (n: number) => T0 + n * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.handle.db
    .selectFrom('organisations')
    .select('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const row = await t.handle.db
    .insertInto('instruments')
    .values({
      serial: 'T-1',
      name: 'Test',
      model: 'M',
      owner_organisation_id: org.id,
      battery: null,
      inventory_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  instrumentId = row.id;
});
afterAll(() => t.close());

const reading = (n: number, value: number, sensorId = PM10): StoredReading => ({
  instrumentId,
  sensorId,
  ts: minute(n),
  value,
  flags: null,
});

async function rollup(table: 'rollups_15m' | 'rollups_60m', endMs: number, sensorId = PM10) {
  return t.handle.db
    .selectFrom(table)
    .select(['n', 'sum', 'min', 'max', 'sum_sin', 'sum_cos'])
    .where('instrument_id', '=', instrumentId)
    .where('sensor_id', '=', sensorId)
    .where('bucket_end', '=', new Date(endMs))
    .executeTakeFirst();
}

describe('storing readings', () => {
  it('stores a batch and is idempotent: a replay stores nothing and changes no rollup', async () => {
    // Minutes 1..15 of the hour, values 1..15: the 15-minute bucket ending 10:15 holds all of them.
    const batch = Array.from({ length: 15 }, (_, i) => reading(i + 1, i + 1));
    expect(await insertReadings(t.handle.db, batch)).toBe(15);
    expect(await rollup('rollups_15m', minute(15))).toMatchObject({
      n: 15,
      sum: 120,
      min: 1,
      max: 15,
      sum_sin: null,
    });
    expect(await insertReadings(t.handle.db, batch)).toBe(0);
    expect(await rollup('rollups_15m', minute(15))).toMatchObject({ n: 15, sum: 120 });
  });

  it('puts a reading stamped exactly on a boundary in the bucket that ends there', async () => {
    // 10:15:00 is the end of (10:00, 10:15]; 10:16 starts the next bucket (10:15, 10:30].
    expect(await insertReadings(t.handle.db, [reading(16, 100)])).toBe(1);
    expect(await rollup('rollups_15m', minute(30))).toMatchObject({ n: 1, sum: 100 });
    expect(await rollup('rollups_60m', minute(60))).toMatchObject({
      n: 16,
      sum: 220,
      min: 1,
      max: 100,
    });
  });

  it('lands late data in its old bucket and never moves the latest value backwards', async () => {
    await insertReadings(t.handle.db, [reading(-30, 7)]);
    // 09:30 belongs to (09:15, 09:30] and to the hour (09:00, 10:00].
    expect(await rollup('rollups_15m', minute(-30))).toMatchObject({ n: 1, sum: 7 });
    expect(await rollup('rollups_60m', minute(0))).toMatchObject({ n: 1, sum: 7 });
    const latest = await t.handle.db
      .selectFrom('latest')
      .selectAll()
      .where('instrument_id', '=', instrumentId)
      .executeTakeFirstOrThrow();
    expect(latest.ts.getTime()).toBe(minute(16));
    expect(latest.value).toBe(100);
  });

  it('keeps only the first of two readings with one key in the same batch', async () => {
    expect(await insertReadings(t.handle.db, [reading(40, 1), reading(40, 2)])).toBe(1);
  });

  it('sums sin and cos for wind direction so its mean is a vector mean', async () => {
    await insertReadings(t.handle.db, [reading(1, 350, WD), reading(2, 10, WD)]);
    const row = await rollup('rollups_15m', minute(15), WD);
    // sin 350° + sin 10° = 0; cos 350° + cos 10° = 2·cos 10° = 1.9696.
    expect(row?.sum_sin).toBeCloseTo(0, 12);
    expect(row?.sum_cos).toBeCloseTo(2 * Math.cos((10 * Math.PI) / 180), 12);
  });

  it('keeps every rollup equal to the aggregate of the raw readings after mixed batches', async () => {
    const batches = [0, 1, 2].map((k) =>
      Array.from({ length: 200 }, (_, i) =>
        reading(100 + ((i * 7 + k * 13) % 400), (i * 37 + k) % 91),
      ),
    );
    for (const batch of batches) await insertReadings(t.handle.db, batch);
    const raw = await sql<{ end: Date; n: number; sum: number; min: number; max: number }>`
      SELECT to_timestamp(ceil(extract(epoch FROM ts) / 900) * 900) AS end, count(*)::int AS n,
             sum(value) AS sum, min(value) AS min, max(value) AS max
      FROM readings WHERE instrument_id = ${instrumentId} AND sensor_id = ${PM10}
      GROUP BY 1 ORDER BY 1`.execute(t.handle.db);
    const rolled = await t.handle.db
      .selectFrom('rollups_15m')
      .select(['bucket_end', 'n', 'sum', 'min', 'max'])
      .where('instrument_id', '=', instrumentId)
      .where('sensor_id', '=', PM10)
      .orderBy('bucket_end')
      .execute();
    expect(rolled.map((r) => [r.bucket_end.getTime(), r.n, r.sum, r.min, r.max])).toEqual(
      raw.rows.map((r) => [new Date(r.end).getTime(), r.n, r.sum, r.min, r.max]),
    );
  });
});
