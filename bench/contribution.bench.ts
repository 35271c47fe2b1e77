// Benchmark of contribution materialisation and reads (issue 15 targets: history ≤ 10 s embedded,
// incremental ≤ 50 ms, 8-day aggregated read ≤ 100 ms). A DER-10 contribution (PM10 and VOC,
// 15-minute rolling) over 6 perimeter locations around a centre and a met station, 14 days of
// 1-minute readings:
// - history: the contribution's whole 14 days computed from scratch by the job's own code
//   (advanceContribution, day-long chunks committed one by one);
// - incremental: one new minute of readings for every instrument, marked by the ingestion hook
//   (contributionsAfterIngest) and brought up to date (20 runs; median and max);
// - read: POST /v0.1/project-data/contribution/{id} over 8 days with 4 fields (contribution
//   average of both pollutants, upwind and downwind average of PM10) through the HTTP stack
//   (10 runs; median and max).
// Prints figures, asserts nothing on time. Run with `npm run bench`, or alone:
//   BENCH_DB=pglite npx vitest run --config bench/vitest.config.ts bench/contribution.bench.ts
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  advanceContribution,
  buildApp,
  contributionsAfterIngest,
  createBenchInstrument,
  createBenchLocation,
  createBenchProject,
  DEMO_ORGANISATIONS,
  envSchema,
  insertContribution,
  insertReadings,
  migrate,
  openDatabase,
  seedDemo,
  SENSOR,
  serverVersion,
  vacuumAnalyze,
  type DatabaseHandle,
  type StoredReading,
} from '@aq/server/bench';
import { it } from 'vitest';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const END = Date.parse('2026-06-01T04:00:00Z');
const DAYS = 14;
const START = END - DAYS * DAY;
const CENTRE = { latitude: 40.6745, longitude: -73.9903 };
const LOCATIONS = 6;
const PASSWORD = 'bench-pass-1';

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const print = (name: string, text: string) => console.log(`${name}: ${text}`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Wind turning slowly round the compass, 0.5–6 m/s, so roles change through the day. */
function wind(t: number): { ws: number; wd: number } {
  const phase = (t % DAY) / DAY;
  return {
    ws: Math.round((3.2 + 2.7 * Math.sin(phase * 6.283 + t / 3.7e6)) * 10) / 10,
    wd: Math.round((((phase * 360 + 40 * Math.sin(t / 1.1e6)) % 360) + 360) % 360),
  };
}

/** A plausible pollutant value per location. */
function value(location: number, sensorId: number, t: number): number {
  const phase = ((t % DAY) / DAY) * 2 * Math.PI + location;
  const noise = Math.sin(t / 7_919 + location * 13 + sensorId) * 3;
  const base = sensorId === SENSOR.PM10 ? 30 + 15 * Math.sin(phase) : 0.4 + 0.3 * Math.cos(phase);
  return Math.round(Math.max(0, base + noise) * 100) / 100;
}

async function open(): Promise<DatabaseHandle> {
  const kind = process.env.BENCH_DB ?? 'pglite';
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DB=postgres needs BENCH_DATABASE_URL (npm run bench sets it)');
    return openDatabase({ kind: 'postgres', url });
  }
  return openDatabase({ kind: 'pglite-memory' });
}

function minuteRows(instruments: number[], met: number, from: number, to: number): StoredReading[] {
  const rows: StoredReading[] = [];
  for (let ts = from + MINUTE; ts <= to; ts += MINUTE) {
    instruments.forEach((instrumentId, i) => {
      for (const sensorId of [SENSOR.PM10, SENSOR.VOC]) {
        rows.push({ instrumentId, sensorId, ts, value: value(i, sensorId, ts), flags: null });
      }
    });
    const { ws, wd } = wind(ts);
    rows.push({ instrumentId: met, sensorId: SENSOR.WS, ts, value: ws, flags: null });
    rows.push({ instrumentId: met, sensorId: SENSOR.WD, ts, value: wd, flags: null });
  }
  return rows;
}

it('contributions: 14-day history, per-minute update, 8-day aggregated read', async () => {
  const cpus = os.cpus();
  print(
    'machine',
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
  );
  const handle = await open();
  const db = handle.db;
  try {
    print('database', `${handle.kind} (PostgreSQL ${await serverVersion(db)})`);
    await migrate(db);
    await seedDemo(db, { password: PASSWORD, now: new Date(END) });
    const project = await createBenchProject(
      db,
      DEMO_ORGANISATIONS.demo,
      'Bench',
      'America/New_York',
    );
    const instruments: number[] = [];
    const locations: string[] = [];
    for (let i = 0; i < LOCATIONS; i++) {
      const id = await createBenchInstrument(
        db,
        project,
        `CB-${i + 1}`,
        [SENSOR.PM10, SENSOR.VOC],
        new Date(START),
      );
      instruments.push(id);
      // On a 150 m circle round the centre, 60° apart.
      const bearing = (i * 60 * Math.PI) / 180;
      const position = {
        latitude: CENTRE.latitude + (150 * Math.cos(bearing)) / 111_320,
        longitude:
          CENTRE.longitude +
          (150 * Math.sin(bearing)) / (111_320 * Math.cos((CENTRE.latitude * Math.PI) / 180)),
      };
      locations.push(
        await createBenchLocation(db, project.id, `Fence ${i + 1}`, id, new Date(START), position),
      );
    }
    const met = await createBenchInstrument(
      db,
      project,
      'CB-MET',
      [SENSOR.WS, SENSOR.WD],
      new Date(START),
    );
    await createBenchLocation(db, project.id, 'Met mast', met, new Date(START), CENTRE);

    const loadStart = performance.now();
    let stored = 0;
    for (let day = 0; day < DAYS; day++) {
      stored += await insertReadings(
        db,
        minuteRows(instruments, met, START + day * DAY, START + (day + 1) * DAY),
      );
    }
    await vacuumAnalyze(db);
    print(
      'set-up',
      `${stored} readings (${LOCATIONS} locations × 2 pollutants + wind, ${DAYS} days) in ${fmt((performance.now() - loadStart) / 1000)} s`,
    );

    const id = await insertContribution(db, {
      projectId: project.id,
      name: 'Bench DER-10',
      type: 'Der10',
      periodMinutes: 15,
      automaticWindDetection: true,
      windLocationId: null,
      startAt: new Date(START),
      createdBy: null,
      target: new Date(END),
      locations,
      sensors: ['PM10', 'VOC'],
      levels: [],
    });

    const historyStart = performance.now();
    const result = await advanceContribution(db, id, new Date(END));
    const historyMs = performance.now() - historyStart;
    print(
      'history',
      `${result.minutes} minutes × 2 pollutants computed and stored in ${fmt(historyMs / 1000, 2)} s (target ≤ 10 s)`,
    );
    await vacuumAnalyze(db);

    const updates: number[] = [];
    for (let k = 1; k <= 20; k++) {
      const to = END + k * MINUTE;
      await insertReadings(db, minuteRows(instruments, met, to - MINUTE, to));
      const started = performance.now();
      for (const instrumentId of [...instruments, met])
        await contributionsAfterIngest(db, instrumentId, to, to);
      await advanceContribution(db, id, new Date(to + 5_000));
      updates.push(performance.now() - started);
    }
    print(
      'incremental',
      `one new minute (7 instruments marked, both pollutants recomputed and stored): median ${fmt(median(updates))} ms, max ${fmt(Math.max(...updates))} ms over 20 (target ≤ 50 ms)`,
    );

    const env = envSchema.parse({
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      SIMULATOR: 'off',
      DASHBOARD_DIR: '/nonexistent',
    });
    const { fastify } = await buildApp({ db, env, logger: false });
    const login = await fastify.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { Username: 'admin@demo.example', Password: PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === 'aq_session');
    if (!cookie) throw new Error(`sign-in failed: ${login.body}`);
    const body = {
      StartDateTime: new Date(END - 8 * DAY).toISOString(),
      EndDateTime: new Date(END).toISOString(),
      RequiredFields: [
        { FieldType: 'ContributionAverage', SensorName: 'PM10' },
        { FieldType: 'ContributionAverage', SensorName: 'VOC' },
        { FieldType: 'UpwindAverage', SensorName: 'PM10' },
        { FieldType: 'DownwindAverage', SensorName: 'PM10' },
      ],
    };
    const reads: number[] = [];
    let points = 0;
    for (let run = 0; run < 11; run++) {
      const started = performance.now();
      const response = await fastify.inject({
        method: 'POST',
        url: `/v0.1/project-data/contribution/${id}`,
        headers: { origin: 'http://localhost:3000', cookie: `aq_session=${cookie.value}` },
        payload: body,
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`read failed: ${response.body}`);
      // The first run warms the route's code paths up; it is not counted.
      if (run > 0) reads.push(ms);
      points = (response.json() as { DataSets: { Values: unknown[] }[] }).DataSets.reduce(
        (sum, set) => sum + set.Values.length,
        0,
      );
    }
    print(
      'read',
      `8 days × 4 fields (${points} points) through POST /v0.1/project-data/contribution: median ${fmt(median(reads))} ms, max ${fmt(Math.max(...reads))} ms over 10 (target ≤ 100 ms)`,
    );
    await fastify.close();
  } finally {
    await handle.close();
  }
});
