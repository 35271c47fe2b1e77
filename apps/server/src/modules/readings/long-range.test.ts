import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averagePoints } from '../../domain/averaging';
import { Simulator } from '../../demo/simulator/runner';
import { simulateMinute } from '../../demo/simulator/model';
import { DEMO_SITES } from '../../demo/simulator/site';
import { seedDemoSites } from '../../demo/sites-seed';
import { SENSOR } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import { averagedSeries, loadPoints, summarisedMinutes } from './series';
import { locationSegments } from './scope';

// Four simulated days of the demo site around the 2026 fall-back in New York (1 November).
const NOW = Date.parse('2026-11-03T12:00:00Z');
const FROM = NOW - 4 * 86_400_000;
const SEED = 7;
const silent = { info: () => undefined, warn: () => undefined };

let t: TestApp;
let simulator: Simulator;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSites(t.handle.db, new Date(NOW));
  simulator = new Simulator(t.handle.db, silent, { seed: SEED, backfillDays: 4, now: () => NOW });
  await simulator.load();
  const project = await t.handle.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', 'Gowanus Canal Remediation')
    .executeTakeFirstOrThrow();
  projectId = project.id;
}, 120_000);
afterAll(() => t.close());

describe('the demo simulator, stored', () => {
  it('backfills the configured days through the ingestion path, and a second run stores nothing', async () => {
    const stored = await simulator.catchUp(NOW);
    let expected = 0;
    for (const site of DEMO_SITES) {
      for (let t = FROM + 60_000; t <= NOW; t += 60_000)
        expected += simulateMinute(SEED, site, t).readings.length;
    }
    expect(stored).toBe(expected);
    expect(await simulator.catchUp(NOW)).toBe(0);
  }, 120_000);

  it('stores exactly what the model computes for a minute', async () => {
    const minute = NOW - 1000 * 60_000;
    const site = DEMO_SITES[0];
    if (!site) throw new Error('no site');
    const expected = simulateMinute(SEED, site, minute).readings.find(
      (r) => r.serial === 'AQS-1001' && r.sensor === 'PM10',
    );
    const stored = await t.handle.db
      .selectFrom('readings')
      .innerJoin('instruments', 'instruments.id', 'readings.instrument_id')
      .select('value')
      .where('instruments.serial', '=', 'AQS-1001')
      .where('readings.sensor_id', '=', SENSOR.PM10)
      .where('readings.ts', '=', new Date(minute))
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe(expected?.value);
  });

  it('creates instruments only for the demo organisation', async () => {
    const owners = await t.handle.db
      .selectFrom('instruments')
      .innerJoin('organisations', 'organisations.id', 'instruments.owner_organisation_id')
      .select('organisations.is_demo')
      .distinct()
      .execute();
    expect(owners).toEqual([{ is_demo: true }]);
  });
});

describe('long ranges', () => {
  it.each([15, 60, 120, 300, 1440])(
    'read from the rollups give the same %i-minute averages as the raw readings',
    async (period) => {
      const [location] = await locationSegments(t.handle.db, projectId, FROM, NOW);
      if (!location) throw new Error('no location');
      const options = {
        periodMinutes: period,
        timeZone: 'America/New_York',
        direction: 'TimeEnding' as const,
      };
      const fromRollups = await averagedSeries(t.handle.db, {
        ...options,
        sensorId: SENSOR.PM10,
        segments: location.segments,
        from: FROM,
        to: NOW,
      });
      const fromRaw = averagePoints(
        await loadPoints(t.handle.db, SENSOR.PM10, location.segments),
        options,
      );
      expect(fromRollups.length).toBe(fromRaw.length);
      fromRollups.forEach((bucket, i) => {
        const raw = fromRaw[i];
        expect(bucket.t).toBe(raw?.t);
        expect(bucket.count).toBe(raw?.count);
        expect(bucket.min).toBe(raw?.min);
        expect(bucket.max).toBe(raw?.max);
        expect(bucket.value).toBeCloseTo(raw?.value ?? NaN, 9);
      });
    },
  );

  it.each([30, 60, 90])(
    'summarises minute values into %i-minute windows exactly as the raw readings give them',
    async (windowMinutes) => {
      const [location] = await locationSegments(t.handle.db, projectId, FROM, NOW);
      if (!location) throw new Error('no location');
      const summary = await summarisedMinutes(t.handle.db, {
        sensorId: SENSOR.PM10,
        segments: location.segments,
        windowMinutes,
      });
      const raw = await loadPoints(t.handle.db, SENSOR.PM10, location.segments);
      const window = windowMinutes * 60_000;
      const expected = new Map<number, { sum: number; n: number; min: number; max: number }>();
      for (const p of raw) {
        const end = Math.ceil(p.t / window) * window;
        const w = expected.get(end) ?? { sum: 0, n: 0, min: Infinity, max: -Infinity };
        expected.set(end, {
          sum: w.sum + p.v,
          n: w.n + 1,
          min: Math.min(w.min, p.v),
          max: Math.max(w.max, p.v),
        });
      }
      expect(summary.map((p) => p.t)).toEqual([...expected.keys()]);
      for (const point of summary) {
        const w = expected.get(point.t);
        expect(point.min).toBe(w?.min);
        expect(point.max).toBe(w?.max);
        expect(point.value).toBeCloseTo((w?.sum ?? NaN) / (w?.n ?? NaN), 9);
      }
    },
  );

  it('makes the fall-back day a 25-hour bucket ending at local midnight', async () => {
    const buckets = await averagedSeries(t.handle.db, {
      sensorId: SENSOR.WS,
      segments:
        (await locationSegments(t.handle.db, projectId, FROM, NOW)).find(
          (l) => l.name === 'Site Met Mast',
        )?.segments ?? [],
      periodMinutes: 1440,
      timeZone: 'America/New_York',
      direction: 'TimeEnding',
      from: FROM,
      to: NOW,
    });
    // 1 November 2026 runs from 04:00 UTC (EDT midnight) to 05:00 UTC on 2 November (EST midnight).
    const fallBack = buckets.find((b) => b.t === Date.parse('2026-11-02T05:00:00Z'));
    expect(fallBack?.count).toBe(1500);
    const ordinary = buckets.find((b) => b.t === Date.parse('2026-11-03T05:00:00Z'));
    expect(ordinary?.count).toBe(1440);
  });
});
