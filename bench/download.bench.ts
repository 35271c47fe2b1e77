// Benchmark of the data download (GET /v0.1/project/{id}/download-data/monitoring-locations):
// 31 days × 20 channels at 1 minute written as CSV through the server's own streaming code, into
// a Writable that only counts bytes, with back-pressure as in the HTTP answer. Prints the time,
// rows/s, bytes, and the heap and RSS growth sampled during the download, to show that memory
// stays at one window (a day) however long the range is. Not a test: nothing is asserted on time.
// Run with `npm run bench` (both benchmark files), or alone:
//   BENCH_DB=pglite npx vitest run --config bench/vitest.config.ts bench/download.bench.ts
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import {
  createBenchInstrument,
  createBenchLocation,
  createBenchProject,
  DEMO_ORGANISATIONS,
  downloadLines,
  downloadWindows,
  insertReadings,
  migrate,
  openDatabase,
  resolveDownloadPlan,
  seedDemo,
  SENSOR,
  serverVersion,
  type DatabaseHandle,
  type StoredReading,
} from '@aq/server/bench';
import { it } from 'vitest';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const TIME_ZONE = 'America/New_York';
/** Local midnight in New York (EDT), clear of any DST change, as in timeseries.bench.ts. */
const END = Date.parse('2026-06-01T04:00:00Z');
const DAYS = 31;
const START = END - DAYS * DAY;
/** 20 channels: 10 locations, each with an instrument measuring PM10 and wind speed. */
const LOCATIONS = 10;
const SENSORS = [SENSOR.PM10, SENSOR.WS];
const BATCH = 10_000;
const MiB = 2 ** 20;

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const int = (value: number) => String(Math.round(value));
const print = (name: string, text: string) => console.log(`${name}: ${text}`);

/** A plausible, deterministic value (the same shape as timeseries.bench.ts). */
function valueAt(instrument: number, sensorId: number, t: number): number {
  const phase = ((t % DAY) / DAY) * 2 * Math.PI + instrument;
  const noise = Math.sin(t / 7_919 + instrument * 13 + sensorId) * 3;
  const base = sensorId === SENSOR.PM10 ? 30 + 15 * Math.sin(phase) : 4 + 3 * Math.cos(phase);
  return Math.round(Math.max(0, base + noise) * 10) / 10;
}

async function open(): Promise<DatabaseHandle> {
  const kind = process.env.BENCH_DB ?? 'pglite';
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DB=postgres needs BENCH_DATABASE_URL (npm run bench sets it)');
    return openDatabase({ kind: 'postgres', url });
  }
  if (kind !== 'pglite') throw new Error(`BENCH_DB must be pglite or postgres, got ${kind}`);
  return openDatabase({ kind: 'pglite-memory' });
}

/** A full garbage collection, so the baseline and the final figure are live memory only. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  return () => gc();
}

it('data download: 31 days × 20 channels at 1 minute', async () => {
  const started = performance.now();
  const cpus = os.cpus();
  print(
    'machine',
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  const handle = await open();
  const db = handle.db;
  try {
    print('database', `${handle.kind} (PostgreSQL ${await serverVersion(db)})`);
    await migrate(db);
    await seedDemo(db, { password: 'bench-pass-1', now: new Date(END) });
    const project = await createBenchProject(db, DEMO_ORGANISATIONS.demo, 'Bench', TIME_ZONE);
    const locationIds: string[] = [];
    const instruments: number[] = [];
    for (let i = 0; i < LOCATIONS; i++) {
      const serial = `DL-${String(i + 1).padStart(3, '0')}`;
      const id = await createBenchInstrument(db, project, serial, SENSORS, new Date(START));
      instruments.push(id);
      locationIds.push(
        await createBenchLocation(db, project.id, `Site ${i + 1}`, id, new Date(START)),
      );
    }

    // The month of 1-minute readings, written day by day so the set-up itself stays small.
    const loadStart = performance.now();
    let stored = 0;
    for (let day = 0; day < DAYS; day++) {
      let batch: StoredReading[] = [];
      for (const instrumentId of instruments) {
        for (let ts = START + day * DAY + MINUTE; ts <= START + (day + 1) * DAY; ts += MINUTE) {
          for (const sensorId of SENSORS) {
            batch.push({
              instrumentId,
              sensorId,
              ts,
              value: valueAt(instrumentId, sensorId, ts),
              flags: null,
            });
            if (batch.length === BATCH) {
              stored += await insertReadings(db, batch);
              batch = [];
            }
          }
        }
      }
      if (batch.length) stored += await insertReadings(db, batch);
    }
    print(
      'set-up',
      `${int(stored)} readings (${LOCATIONS} locations × ${SENSORS.length} channels × ${DAYS} days) ` +
        `stored in ${fmt((performance.now() - loadStart) / 1000)} s`,
    );

    const plan = await resolveDownloadPlan(
      db,
      { id: project.id, name: 'Bench', time_zone_id: TIME_ZONE },
      {
        MonitoringLocationIds: locationIds,
        FromUnixMs: START,
        ToUnixMs: END,
        AveragingPeriodMinutes: 1,
        IncludeJournalData: false,
      },
    );
    const windows = downloadWindows(START, END, 1, TIME_ZONE).length;
    print('plan', `${plan.columns.length} columns, ${windows} windows of one local day`);

    const gc = collector();

    /** One download into a byte-counting sink; `atWindow` runs as each window starts. */
    async function run(atWindow: () => void) {
      let bytes = 0;
      let lines = 0;
      const sink = new Writable({
        highWaterMark: 64 * 1024,
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
          // Hand the chunk back a turn later, as a socket does, so back-pressure is real.
          setImmediate(done);
        },
      });
      const start = performance.now();
      await pipeline(
        Readable.from(downloadLines(db, plan, { onWindow: atWindow }), {
          objectMode: false,
          highWaterMark: 64 * 1024,
        }),
        sink,
      );
      return { ms: performance.now() - start, bytes, rows: lines - 1 };
    }

    // Timed runs: memory sampled every 20 ms without forcing collections, so the peak includes
    // garbage V8 has not collected yet (an upper bound, not what the download keeps).
    for (let index = 0; index < 3; index++) {
      gc();
      const base = process.memoryUsage();
      let peakHeap = base.heapUsed;
      let peakRss = base.rss;
      const sample = () => {
        const now = process.memoryUsage();
        peakHeap = Math.max(peakHeap, now.heapUsed);
        peakRss = Math.max(peakRss, now.rss);
      };
      const timer = setInterval(sample, 20);
      const result = await run(sample);
      clearInterval(timer);
      print(
        `download run ${index + 1}`,
        `${fmt(result.ms / 1000, 2)} s, ${int(result.rows / (result.ms / 1000))} rows/s, ` +
          `${int(result.rows)} rows × ${plan.columns.length} values, ${fmt(result.bytes / MiB)} MiB ` +
          `(${int(result.bytes / (result.ms / 1000) / 1024)} KiB/s); peak growth incl. garbage: ` +
          `heap ${fmt((peakHeap - base.heapUsed) / MiB)} MiB, RSS ${fmt((peakRss - base.rss) / MiB)} MiB`,
      );
    }

    // What the download keeps: a full collection as each day's window starts, then the live heap
    // (and external memory: buffers) above the baseline. Flat means it does not grow with the days.
    gc();
    const base = process.memoryUsage();
    const live: number[] = [];
    const result = await run(() => {
      gc();
      const now = process.memoryUsage();
      live.push((now.heapUsed + now.external - base.heapUsed - base.external) / MiB);
    });
    gc();
    const after = process.memoryUsage();
    const at = (day: number) => fmt(live[day - 1] ?? NaN, 2);
    print(
      'live memory at the start of day',
      `1: ${at(1)}, 2: ${at(2)}, 8: ${at(8)}, 16: ${at(16)}, 24: ${at(24)}, 31: ${at(31)} MiB ` +
        `(max ${fmt(Math.max(...live), 2)} MiB over ${live.length} windows; ` +
        `after the download ${fmt((after.heapUsed + after.external - base.heapUsed - base.external) / MiB, 2)} MiB; ` +
        `the file is ${fmt(result.bytes / MiB)} MiB)`,
    );
    print('total', `${fmt((performance.now() - started) / 1000)} s`);
  } finally {
    await handle.close();
  }
});
