// Benchmarks of the server's time-series core: ingestion, averaged series, chart requests and
// latest values. Not a test: it prints figures (see bench/README.md) and never asserts timings.
// Run with `npm run bench`; BENCH_DB=pglite|postgres picks the database (postgres needs
// BENCH_DATABASE_URL, which bench/run.mjs creates and drops).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  analyzeTable,
  averagedSeries,
  averagePoints,
  countRows,
  createBenchInstrument,
  createBenchLocation,
  createBenchProject,
  createFleet,
  DEMO_ORGANISATIONS,
  downsample,
  insertReadings,
  insertReadingsOnly,
  latestValues,
  loadPoints,
  locationSegments,
  migrate,
  openDatabase,
  scanReadings,
  seedDemo,
  SENSOR,
  serverVersion,
  summarisedMinutes,
  vacuumAnalyze as runVacuumAnalyze,
  type Bucket,
  type DatabaseHandle,
  type Segment,
  type StoredReading,
} from '@aq/server/bench';
import { it } from 'vitest';

type Db = DatabaseHandle['db'];

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const TIME_ZONE = 'America/New_York';
/** End of every series: local midnight in New York (EDT), clear of any DST change. */
const END = Date.parse('2026-06-01T04:00:00Z');
const MONTH_START = END - 31 * DAY;

/** The API's largest batch. */
const BATCH = 10_000;
const INSTRUMENTS = 20;
const INGEST_DAYS = 7;
const SERIES_DAYS = 31;
const LATEST_INSTRUMENTS = 1_000;
/** Seconds the 24-day back-fill for figure 3 may take before it uses fewer instruments. */
const BACKFILL_BUDGET_S = Number(process.env.BENCH_BACKFILL_BUDGET_S ?? 100);

const SECOND_SENSOR = SENSOR.WS;

// ---------------------------------------------------------------------------------------------
// Helpers

function print(name: string, text: string): void {
  console.log(`${name}: ${text}`);
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const int = (value: number) => String(Math.round(value));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Timing {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Runs fn `warmups` times untimed, then `runs` times; milliseconds. */
async function timeRuns(
  runs: number,
  warmups: number,
  fn: () => Promise<unknown>,
): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), runs };
}

const spread = (t: Timing) => `median of ${t.runs}, min ${fmt(t.min)}, max ${fmt(t.max)} ms`;

/** A plausible, deterministic value for a sensor of an instrument at minute end t. */
function valueAt(instrument: number, sensorId: number, t: number): number {
  const phase = ((t % DAY) / DAY) * 2 * Math.PI + instrument;
  const noise = Math.sin(t / 7_919 + instrument * 13 + sensorId) * 3;
  const base = sensorId === SENSOR.PM10 ? 30 + 15 * Math.sin(phase) : 4 + 3 * Math.cos(phase);
  return Math.round(Math.max(0, base + noise) * 10) / 10;
}

/** 1-minute readings of the sensors of each instrument in (from, to], instrument by instrument. */
function* readings(
  instruments: readonly number[],
  sensors: readonly number[],
  from: number,
  to: number,
): Generator<StoredReading> {
  for (const instrumentId of instruments) {
    for (let ts = from + MINUTE; ts <= to; ts += MINUTE) {
      for (const sensorId of sensors) {
        yield {
          instrumentId,
          sensorId,
          ts,
          value: valueAt(instrumentId, sensorId, ts),
          flags: null,
        };
      }
    }
  }
}

function batches(rows: Iterable<StoredReading>, size: number): StoredReading[][] {
  const out: StoredReading[][] = [];
  let current: StoredReading[] = [];
  for (const row of rows) {
    current.push(row);
    if (current.length === size) {
      out.push(current);
      current = [];
    }
  }
  if (current.length) out.push(current);
  return out;
}

/** Inserts the batches one after another, as one client would; returns rows inserted and ms. */
async function ingest(db: Db, all: readonly StoredReading[][]) {
  const start = performance.now();
  let inserted = 0;
  for (const batch of all) inserted += await insertReadings(db, batch);
  return { inserted, ms: performance.now() - start };
}

async function vacuumAnalyze(db: Db): Promise<number> {
  const start = performance.now();
  await runVacuumAnalyze(db);
  return performance.now() - start;
}

class RollBack extends Error {}

/** Milliseconds fn takes inside a transaction that is then rolled back, leaving no rows behind. */
async function timeRolledBack(db: Db, fn: (trx: Db) => Promise<unknown>): Promise<number> {
  let ms = 0;
  try {
    await db.transaction().execute(async (trx) => {
      const start = performance.now();
      await fn(trx);
      ms = performance.now() - start;
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return ms;
}

async function open(): Promise<DatabaseHandle> {
  const kind = process.env.BENCH_DB ?? 'pglite';
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DB=postgres needs BENCH_DATABASE_URL (npm run bench sets it)');
    return openDatabase({ kind: 'postgres', url });
  }
  if (kind !== 'pglite') throw new Error(`BENCH_DB must be pglite or postgres, got ${kind}`);
  const dataDir = process.env.BENCH_PGLITE_DIR;
  return openDatabase(dataDir ? { kind: 'pglite', dataDir } : { kind: 'pglite-memory' });
}

// ---------------------------------------------------------------------------------------------
// The benchmark

it('time-series core', async () => {
  const started = performance.now();
  const cpus = os.cpus();
  print(
    'machine',
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`,
  );

  const handle = await open();
  const db = handle.db;
  try {
    const version = await serverVersion(db);
    const where =
      handle.kind === 'postgres'
        ? 'server'
        : process.env.BENCH_PGLITE_DIR
          ? `on disk at ${process.env.BENCH_PGLITE_DIR}`
          : 'in memory';
    print('database', `${handle.kind} (PostgreSQL ${version}, ${where})`);

    await migrate(db);
    await seedDemo(db, { password: 'bench-pass-1', now: new Date(END) });
    const project = await createBenchProject(db, DEMO_ORGANISATIONS.demo, 'Bench', TIME_ZONE);
    const instruments: number[] = [];
    const locations: string[] = [];
    for (let i = 0; i < INSTRUMENTS; i++) {
      const serial = `BENCH-${String(i + 1).padStart(3, '0')}`;
      const id = await createBenchInstrument(
        db,
        project,
        serial,
        [SENSOR.PM10, SECOND_SENSOR],
        new Date(MONTH_START),
      );
      const location = await createBenchLocation(
        db,
        project.id,
        `Site ${i + 1}`,
        id,
        new Date(MONTH_START),
      );
      instruments.push(id);
      locations.push(location);
    }

    // 1. Ingest: the month's last 7 days of both sensors of the 20 instruments.
    const week = batches(
      readings(instruments, [SENSOR.PM10, SECOND_SENSOR], END - INGEST_DAYS * DAY, END),
      BATCH,
    );
    const weekRows = week.reduce((n, b) => n + b.length, 0);
    const first = await ingest(db, week);
    if (first.inserted !== weekRows) throw new Error(`inserted ${first.inserted} of ${weekRows}`);
    const ingestRate = weekRows / (first.ms / 1000);
    print(
      'ingest',
      `${int(ingestRate)} readings/s (${int(weekRows)} readings in ${fmt(first.ms / 1000, 2)} s, ` +
        `batches of ${BATCH}; ${INSTRUMENTS} instruments × 2 sensors × ${INGEST_DAYS} days; ` +
        `target ≥ 100000 embedded)`,
    );
    print('vacuum analyze', `${fmt((await vacuumAnalyze(db)) / 1000, 2)} s (after ingest)`);

    const replay = await ingest(db, week.slice(0, 5));
    print(
      'ingest replay',
      `${int((5 * BATCH) / (replay.ms / 1000))} readings/s ` +
        `(${int(5 * BATCH)} duplicate readings in ${fmt(replay.ms / 1000, 2)} s, ${replay.inserted} new)`,
    );

    // Where ingest time goes: the same new batches with and without the latest/rollup upkeep,
    // each in a transaction that is rolled back.
    const split = batches(
      readings(instruments, [SENSOR.PM10, SECOND_SENSOR], END, END + 2_500 * MINUTE),
      BATCH,
    );
    const splitRows = split.reduce((n, b) => n + b.length, 0);
    const full = await timeRolledBack(db, async (trx) => {
      for (const batch of split) await insertReadings(trx, batch);
    });
    const plain = await timeRolledBack(db, async (trx) => {
      for (const batch of split) await insertReadingsOnly(trx, batch);
    });
    print(
      'ingest split',
      `${int(splitRows / (full / 1000))} readings/s with latest + rollups, ` +
        `${int(splitRows / (plain / 1000))} readings/s readings table alone ` +
        `(${int(splitRows)} new readings, batches of ${BATCH}, rolled back)`,
    );

    // Back-fill the first 24 days of PM10 (older data arriving late) for figures 2 and 3, on as
    // many instruments as the budget allows at the rate just measured.
    const backfillDays = SERIES_DAYS - INGEST_DAYS;
    const perInstrument = backfillDays * 1_440;
    const affordable = Math.floor((BACKFILL_BUDGET_S * ingestRate) / perInstrument);
    const monthInstruments = instruments.slice(0, Math.max(1, Math.min(INSTRUMENTS, affordable)));
    const backfill = batches(
      readings(monthInstruments, [SENSOR.PM10], MONTH_START, END - INGEST_DAYS * DAY),
      BATCH,
    );
    const filled = await ingest(db, backfill);
    print(
      'ingest back-fill',
      `${int(filled.inserted / (filled.ms / 1000))} readings/s (${int(filled.inserted)} readings ` +
        `in ${fmt(filled.ms / 1000, 2)} s, batches of ${BATCH}; ${monthInstruments.length} ` +
        `instruments × PM10 × ${backfillDays} days, older than the data already stored)`,
    );
    print('vacuum analyze', `${fmt((await vacuumAnalyze(db)) / 1000, 2)} s (after back-fill)`);
    print(
      'tables',
      `readings ${int(await countRows(db, 'readings'))}, rollups_15m ${int(await countRows(db, 'rollups_15m'))}`,
    );

    // 2. One channel of one location: 31 days at 15 minutes (rollups), and 1 day at 1 minute.
    const segmentsOf = async (index: number, from: number, to: number): Promise<Segment[]> => {
      const [location] = await locationSegments(db, project.id, from, to, locations[index]);
      if (!location) throw new Error('location not found');
      return location.segments;
    };
    const series = (segments: Segment[], periodMinutes: number, from: number, to: number) =>
      averagedSeries(db, {
        sensorId: SENSOR.PM10,
        segments,
        periodMinutes,
        timeZone: TIME_ZONE,
        direction: 'TimeEnding',
        from,
        to,
      });

    const monthSegments = await segmentsOf(0, MONTH_START, END);
    let buckets: Bucket[] = [];
    const month15 = await timeRuns(20, 3, async () => {
      buckets = await series(monthSegments, 15, MONTH_START, END);
    });
    print(
      'series 31 d @ 15 min',
      `${fmt(month15.median)} ms (${int(SERIES_DAYS * 1_440)} readings → ${buckets.length} ` +
        `buckets from rollups_15m; ${spread(month15)}; target ≤ 50 ms)`,
    );
    const daySegments = await segmentsOf(0, END - DAY, END);
    const day1 = await timeRuns(20, 3, async () => {
      buckets = await series(daySegments, 1, END - DAY, END);
    });
    print(
      'series 1 d @ 1 min',
      `${fmt(day1.median)} ms (${buckets.length} buckets from raw readings; ${spread(day1)})`,
    );

    // 3. A chart of 20 series over 31 days, down-sampled to 1 500 points each.
    const chartSegments = await Promise.all(
      monthInstruments.map((_, index) => segmentsOf(index, MONTH_START, END)),
    );
    const chart = async (periodMinutes: number) => {
      let points = 0;
      let source = 0;
      const timing = await timeRuns(10, 2, async () => {
        const all = await Promise.all(
          chartSegments.map(async (segments) => {
            const averaged = await series(segments, periodMinutes, MONTH_START, END);
            return { source: averaged.length, points: downsample(averaged, 1_500).length };
          }),
        );
        source = all.reduce((n, s) => n + s.source, 0);
        points = all.reduce((n, s) => n + s.points, 0);
      });
      return { timing, points, source };
    };
    // What GET /v0.1/channelTimeseries does for MaxPoints at 1 minute: each point summarises a
    // 30-minute window of the rollups (exact mean, min and max of the minute values).
    let summaryPoints = 0;
    const summary = await timeRuns(10, 2, async () => {
      const all = await Promise.all(
        chartSegments.map((segments) =>
          summarisedMinutes(db, { sensorId: SENSOR.PM10, segments, windowMinutes: 30 }),
        ),
      );
      summaryPoints = all.reduce((n, points) => n + points.length, 0);
    });
    print(
      `chart ${chartSegments.length} × 31 d @ 1 min`,
      `${fmt(summary.median)} ms (${int(summaryPoints)} points of 30 min from the rollups, ` +
        `maxPoints 1500; ${spread(summary)}; target ≤ 150 ms)`,
    );
    const raw = await chart(1);
    print(
      `chart ${chartSegments.length} × 31 d @ 1 min, every minute read`,
      `${fmt(raw.timing.median)} ms (${int(raw.source)} raw buckets → ${int(raw.points)} points; ` +
        `${spread(raw.timing)}; what the rollup path avoids)`,
    );
    // Where the raw chart's time goes, each step over the 20 series (median of 3).
    const rawPoints = await Promise.all(
      chartSegments.map((segments) => loadPoints(db, SENSOR.PM10, segments)),
    );
    const load = await timeRuns(3, 0, () =>
      Promise.all(chartSegments.map((segments) => loadPoints(db, SENSOR.PM10, segments))),
    );
    const scan = await timeRuns(3, 0, () =>
      Promise.all(
        chartSegments
          .flat()
          .map((segment) =>
            scanReadings(db, segment.instrumentId, SENSOR.PM10, segment.from, segment.to),
          ),
      ),
    );
    let averagedRaw: Bucket[][] = [];
    const average = await timeRuns(3, 0, async () => {
      averagedRaw = rawPoints.map((points) =>
        averagePoints(points, { periodMinutes: 1, timeZone: TIME_ZONE, direction: 'TimeEnding' }),
      );
    });
    const merge = await timeRuns(3, 0, async () => {
      averagedRaw.map((averaged) => downsample(averaged, 1_500));
    });
    print(
      'chart @ 1 min split',
      `load rows ${fmt(load.median)} ms (of which the index scans in the database ` +
        `${fmt(scan.median)} ms), average ${fmt(average.median)} ms, ` +
        `downsample ${fmt(merge.median)} ms`,
    );
    const rolled = await chart(15);
    print(
      `chart ${chartSegments.length} × 31 d @ 15 min`,
      `${fmt(rolled.timing.median)} ms (${int(rolled.source)} buckets from rollups → ` +
        `${int(rolled.points)} points, maxPoints 1500; ${spread(rolled.timing)})`,
    );

    // 4. Latest values of 1 000 instruments with 2 sensors each.
    const fleetIds = await createFleet(
      db,
      project.organisationId,
      Array.from(
        { length: LATEST_INSTRUMENTS },
        (_, i) => `FLEET-${String(i + 1).padStart(4, '0')}`,
      ),
      [SENSOR.PM10, SECOND_SENSOR],
    );
    await insertReadings(db, [
      ...readings(fleetIds, [SENSOR.PM10, SECOND_SENSOR], END - 3 * MINUTE, END),
    ]);
    await analyzeTable(db, 'latest');
    let latestRows = 0;
    const latest = await timeRuns(50, 3, async () => {
      latestRows = (await latestValues(db, fleetIds)).length;
    });
    print(
      `latest ${LATEST_INSTRUMENTS} instruments`,
      `${fmt(latest.median)} ms (${int(latestRows)} rows of ${int(await countRows(db, 'latest'))} ` +
        `in latest; ${spread(latest)}; target ≤ 20 ms)`,
    );
  } finally {
    await handle.close();
  }
  print('total', `${fmt((performance.now() - started) / 1000)} s`);
});
