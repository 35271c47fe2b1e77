import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import { insertReadings, type StoredReading } from '../readings/repository';
import { advanceContribution } from './materialise';
import {
  findContribution,
  insertContribution,
  restartContribution,
  storedMinutes,
  type StoredContributionMinute,
} from './repository';

const MINUTE = 60_000;
/** A UTC midnight, so 15-minute blocks end at T0 + 15k minutes. */
const T0 = Date.parse('2026-11-02T00:00:00Z');
const MINUTES = 300;

let t: TestApp;
let projectId: string;
let sources: string[];

// 300 minutes for two fences and a met mast: PM10 with a slow wave, gaps (minutes 40–44 at the
// east fence, 150–190 everywhere) and calm spells (minutes 100–103), wind from 270° then 90°.
function readings(ids: { east: number; west: number; met: number }): StoredReading[] {
  const rows: StoredReading[] = [];
  for (let k = 1; k <= MINUTES; k++) {
    const ts = T0 + k * MINUTE;
    const outage = k >= 150 && k <= 190;
    if (!outage) {
      if (k < 40 || k > 44) {
        rows.push({
          instrumentId: ids.east,
          sensorId: SENSOR.PM10,
          ts,
          value: 40 + 10 * Math.sin(k / 9),
          flags: null,
        });
      }
      rows.push({
        instrumentId: ids.west,
        sensorId: SENSOR.PM10,
        ts,
        value: 20 + (k % 7),
        flags: null,
      });
      rows.push({
        instrumentId: ids.met,
        sensorId: SENSOR.WS,
        ts,
        value: k >= 100 && k <= 103 ? 0.4 : 2.5,
        flags: null,
      });
      rows.push({
        instrumentId: ids.met,
        sensorId: SENSOR.WD,
        ts,
        value: k < 220 ? 270 : 90,
        flags: null,
      });
    }
  }
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(T0 + MINUTES * MINUTE));
  const db = t.handle.db;
  const project = await createProject(db, DEMO_ORGANISATIONS.demo, 'Chunked');
  projectId = project.id;
  const owner = { organisationId: project.organisationId, projectId };
  const east = await createInstrument(db, owner, 'CH-E', [SENSOR.PM10]);
  const west = await createInstrument(db, owner, 'CH-W', [SENSOR.PM10]);
  const met = await createInstrument(db, owner, 'CH-M', [SENSOR.WS, SENSOR.WD]);
  const eastLocation = await createLocation(db, projectId, 'East');
  const westLocation = await createLocation(db, projectId, 'West');
  const metLocation = await createLocation(db, projectId, 'Met');
  await db
    .updateTable('monitoring_locations')
    .set({ longitude: -73.98 })
    .where('id', '=', eastLocation)
    .execute();
  await db
    .updateTable('monitoring_locations')
    .set({ longitude: -74.0 })
    .where('id', '=', westLocation)
    .execute();
  await db
    .updateTable('monitoring_locations')
    .set({ longitude: -73.99 })
    .where('id', '=', metLocation)
    .execute();
  for (const [instrument, location] of [
    [east, eastLocation],
    [west, westLocation],
    [met, metLocation],
  ] as const) {
    await attach(db, instrument, location, new Date(T0 - 60 * MINUTE));
  }
  sources = [eastLocation, westLocation];
  await insertReadings(db, readings({ east, west, met }));
});
afterAll(() => t.close());

async function contribution(type: 'Der10' | 'NjPam' | 'FourteenSixtySix', period: number) {
  return insertContribution(t.handle.db, {
    projectId,
    name: `${type} ${Math.random()}`,
    type,
    periodMinutes: period,
    automaticWindDetection: true,
    windLocationId: null,
    startAt: new Date(T0),
    createdBy: null,
    target: new Date(T0 + MINUTES * MINUTE),
    locations: sources,
    sensors: ['PM10'],
    levels: [],
  });
}

/** A stored minute with its numbers to 9 decimals. */
const rounded = (row: StoredContributionMinute) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'number' ? Math.round(value * 1e9) / 1e9 : value,
    ]),
  );

const all = (id: number): Promise<StoredContributionMinute[]> =>
  storedMinutes(t.handle.db, id, 'PM10', T0, T0 + MINUTES * MINUTE);

describe('materialisation in chunks', () => {
  it.each([
    ['Der10', 15],
    ['NjPam', 15],
    ['FourteenSixtySix', 120],
  ] as const)(
    '%s stores the same minutes in 7-minute chunks as in one run',
    async (type, period) => {
      const whole = await contribution(type, period);
      const chunked = await contribution(type, period);
      const now = new Date(T0 + MINUTES * MINUTE);
      expect(await advanceContribution(t.handle.db, whole, now)).toEqual({
        completed: true,
        minutes: MINUTES,
      });
      const chunks: number[] = [];
      await advanceContribution(t.handle.db, chunked, now, {
        chunkMinutes: 7,
        onChunk: (to) => {
          chunks.push(to);
        },
      });
      expect(chunks).toHaveLength(Math.ceil(MINUTES / 7));
      const a = await all(whole);
      const b = await all(chunked);
      expect(a).toHaveLength(MINUTES);
      // Equal up to floating-point noise (prefix sums over different spans).
      expect(b.map(rounded)).toEqual(a.map(rounded));
    },
  );

  it('marks the running NJ PAM block partial and replaces it when the block completes', async () => {
    const id = await contribution('NjPam', 15);
    // Up to minute 50: blocks end at 15, 30 and 45; the block (45, 60] is running at minute 50.
    await advanceContribution(t.handle.db, id, new Date(T0 + 50 * MINUTE));
    let rows = (await all(id)).filter((r) => r.avgMode !== null);
    expect(rows.map((r) => [(r.t - T0) / MINUTE, r.avgPartial, r.avgExpected])).toEqual([
      [15, false, 15],
      [30, false, 15],
      [45, false, 15],
      [50, true, 5],
    ]);
    await advanceContribution(t.handle.db, id, new Date(T0 + 61 * MINUTE));
    rows = (await all(id)).filter((r) => r.avgMode !== null);
    expect(rows.map((r) => [(r.t - T0) / MINUTE, r.avgPartial, r.avgExpected])).toEqual([
      [15, false, 15],
      [30, false, 15],
      [45, false, 15],
      [60, false, 15],
      [61, true, 1],
    ]);
  });

  it('uses RecoveryRolling after the outage on a 1466 contribution', async () => {
    const id = await contribution('FourteenSixtySix', 120);
    await advanceContribution(t.handle.db, id, new Date(T0 + MINUTES * MINUTE));
    const rows = await all(id);
    const modeAt = (k: number) => rows[k - 1]!.avgMode;
    expect(modeAt(119)).toBe('Initial');
    // The east fence's gap (40–44) lies inside Initial; the calm spell (100–103) too.
    expect(modeAt(120)).toBe('RecoveryRolling');
    // After the outage (150–190) a 30-minute window restarts at its end.
    expect(modeAt(200)).toBe('RecoveryRolling');
    expect(rows[199]!.avgValid).toBe(10);
    expect(rows[199]!.avgExpected).toBe(10);
  });

  it('stops when the contribution is restarted during a run and keeps nothing of the old start', async () => {
    const id = await contribution('Der10', 15);
    const result = await advanceContribution(t.handle.db, id, new Date(T0 + MINUTES * MINUTE), {
      chunkMinutes: 60,
      onChunk: async () => {
        await restartContribution(
          t.handle.db,
          id,
          new Date(T0 + 200 * MINUTE),
          new Date(T0 + MINUTES * MINUTE),
        );
      },
    });
    expect(result.completed).toBe(false);
    const row = await findContribution(t.handle.db, id);
    expect(row).toMatchObject({ history_state: 'Queued', computed_to: null });
    await advanceContribution(t.handle.db, id, new Date(T0 + MINUTES * MINUTE));
    const rows = await all(id);
    expect(rows[0]!.t).toBe(T0 + 201 * MINUTE);
    expect(rows[0]!.avgMode).toBe('Initial');
  });
});
