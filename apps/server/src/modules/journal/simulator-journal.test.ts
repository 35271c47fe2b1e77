import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateMinute } from '../../demo/simulator/model';
import { Simulator, stateBatches } from '../../demo/simulator/runner';
import { DEMO_SITES } from '../../demo/simulator/site';
import { seedDemoSites } from '../../demo/sites-seed';
import { createTestApp, type TestApp } from '../../test/helper';
import { recordOfflineInstruments } from './instrument-events';

// The demo simulator's offline spell, daily zeroing and sensor ageing, stored through the
// ingestion and the offline check, write the instrument entries of the site's journal.

const MIN = 60_000;
const SEED = 7;
const silent = { info: () => undefined, warn: () => undefined };
const site = DEMO_SITES.find((s) => s.faults.offline !== undefined);
if (!site?.faults.offline || !site.faults.zero || !site.faults.aging)
  throw new Error('the demo site with faults is missing');
const OFFLINE = site.faults.offline.serial;
const ZERO = site.faults.zero.serial;
const AGING = site.faults.aging;
const OFFLINE_NAME = site.locations.find((l) => l.instrument.serial === OFFLINE)?.instrument.name;

/** The first offline spell of the instrument from `from`: its last minute with data and first after. */
function findSpell(from: number): { lastBefore: number; firstAfter: number } {
  const sends = (t: number) =>
    simulateMinute(SEED, site as NonNullable<typeof site>, t).readings.some(
      (r) => r.serial === OFFLINE,
    );
  let t = from;
  while (sends(t)) t += MIN;
  const lastBefore = t - MIN;
  while (!sends(t)) t += MIN;
  return { lastBefore, firstAfter: t };
}

/** The minutes in (from, to] where the zeroing instrument's operation mode changes, with the new mode. */
function modeChanges(from: number, to: number): { at: number; mode: string }[] {
  const changes: { at: number; mode: string }[] = [];
  let previous: string | undefined;
  for (let t = from + MIN; t <= to; t += MIN) {
    const state = simulateMinute(SEED, site as NonNullable<typeof site>, t).states.find(
      (s) => s.serial === ZERO,
    );
    if (!state) continue;
    if (previous !== undefined && state.operationMode !== previous)
      changes.push({ at: t, mode: state.operationMode });
    previous = state.operationMode;
  }
  return changes;
}

let t: TestApp;
let clock = 0;
let spell: { lastBefore: number; firstAfter: number };
let projectId: string;
let backfillFrom: number;

beforeAll(async () => {
  spell = findSpell(Date.parse('2026-10-26T00:00:00Z'));
  t = await createTestApp();
  await seedDemoSites(t.handle.db, new Date(spell.lastBefore));
  const project = await t.handle.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', site?.projectName ?? '')
    .executeTakeFirstOrThrow();
  projectId = project.id;
}, 60_000);
afterAll(() => t.close());

async function instrumentEntries(serial: string) {
  const rows = await t.handle.db
    .selectFrom('journal_entries')
    .innerJoin('instruments', 'instruments.id', 'journal_entries.instrument_id')
    .select(['journal_entries.occurred_at', 'journal_entries.details', 'journal_entries.source'])
    .where('journal_entries.project_id', '=', projectId)
    .where('instruments.serial', '=', serial)
    .orderBy('journal_entries.occurred_at')
    .execute();
  // The seed's history (leases and attachments at installation, 30 days before) is left out.
  return rows
    .map((row) => ({ at: new Date(row.occurred_at).getTime(), details: row.details }))
    .filter((entry) => entry.at > spell.lastBefore - 2 * 1440 * MIN);
}

describe('instrument entries of the demo simulator', () => {
  it('the offline check writes the outage as it happens, the ingestion the return, once each', async () => {
    const simulator = new Simulator(t.handle.db, silent, {
      seed: SEED,
      backfillDays: 1,
      now: () => clock,
    });
    expect(await simulator.load()).toBe(true);

    // Inside the spell, 40 minutes after the last reading: the check finds the outage.
    clock = spell.lastBefore + 40 * MIN;
    backfillFrom = clock - 1440 * MIN;
    await simulator.catchUp(clock);
    expect(await recordOfflineInstruments(t.handle.db, new Date(clock))).toBe(1);
    expect(await recordOfflineInstruments(t.handle.db, new Date(clock + MIN))).toBe(0);

    // An hour after the spell ends, the backfill of the missed minutes brings it back online.
    clock = spell.firstAfter + 60 * MIN;
    await simulator.catchUp(clock);
    expect(await recordOfflineInstruments(t.handle.db, new Date(clock))).toBe(0);

    const silentMinutes = (spell.firstAfter - spell.lastBefore) / MIN;
    const hours = Math.floor(silentMinutes / 60);
    const minutes = silentMinutes % 60;
    const duration = minutes ? `${hours} h ${minutes} min` : `${hours} h`;
    const entries = await instrumentEntries(OFFLINE);
    expect(entries).toEqual([
      {
        at: spell.lastBefore + 10 * MIN,
        details: `Instrument ${OFFLINE_NAME} (${OFFLINE}) went offline: no data for 10 min.`,
      },
      {
        at: spell.firstAfter,
        details: `Instrument ${OFFLINE_NAME} (${OFFLINE}) came back online after ${duration} without data.`,
      },
    ]);
  }, 180_000);

  it('stamps each zeroing at the minute the mode changed, as the model says', async () => {
    const expected = modeChanges(backfillFrom, clock);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const entries = await instrumentEntries(ZERO);
    expect(entries.map((e) => e.at)).toEqual(expected.map((c) => c.at));
    expect(entries[0]?.details).toMatch(/changed operation mode from Sample to Zero\.$/);
    expect(entries[1]?.details).toMatch(/changed operation mode from Zero to Sample\.$/);
  });

  it('reports the ageing sensor once, at the first minute stored, and only that sensor', async () => {
    const entries = await instrumentEntries(AGING.serial);
    expect(entries).toEqual([
      {
        at: backfillFrom + MIN,
        details: expect.stringMatching(
          new RegExp(`sensor health changed: ${AGING.sensor} Ok → Aging\\.$`),
        ),
      },
    ]);
  });
});

describe('stateBatches (a state goes with the batch whose newest minute it describes)', () => {
  const S = { operationMode: 'Sample' as const, sensorHealth: 'Ok' as const };
  const Z = { operationMode: 'Zero' as const, sensorHealth: 'Ok' as const };
  const A = { operationMode: 'Sample' as const, sensorHealth: 'Aging' as const };
  it.each([
    ['no minutes', [], []],
    ['one minute', [S], [[0, 1]]],
    [
      'a steady run: the first minute, then the rest',
      [S, S, S, S],
      [
        [0, 1],
        [1, 4],
      ],
    ],
    [
      'each change ends a batch at the minute it happened',
      [S, S, Z, Z, S, A],
      [
        [0, 1],
        [1, 3],
        [3, 5],
        [5, 6],
      ],
    ],
  ])('%s', (_name, states, batches) => {
    expect(stateBatches(states)).toEqual(batches);
  });
});
