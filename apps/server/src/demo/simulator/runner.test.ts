import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSites } from '../sites-seed';
import { createTestApp, type TestApp } from '../../test/helper';
import { Simulator } from './runner';

const MIN = 60_000;
const silent = { info: () => undefined, warn: () => undefined };
const START = Date.parse('2026-10-26T12:00:30Z');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSites(t.handle.db, new Date(START));
}, 60_000);
afterAll(() => t.close());

async function readingsFrom(from: number): Promise<number> {
  const row = await t.handle.db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ts', '>=', new Date(from))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the demo simulator without a backfill (SIMULATOR_BACKFILL_DAYS=0)', () => {
  it('stores nothing of the past, then every minute that ends after it started', async () => {
    const simulator = new Simulator(t.handle.db, silent, { seed: 7, backfillDays: 0 });
    expect(await simulator.load()).toBe(true);
    expect(await simulator.catchUp(START)).toBe(0);
    expect(await readingsFrom(0)).toBe(0);

    // Two minutes later the two minutes that ended since the start are stored, once.
    const stored = await simulator.catchUp(START + 2 * MIN);
    expect(stored).toBeGreaterThan(0);
    expect(await readingsFrom(0)).toBe(stored);
    // Readings are stamped at the end of their minute: those ending 1 and 2 minutes after the start.
    const firstMinute = Math.floor(START / MIN) * MIN;
    expect(await readingsFrom(firstMinute + MIN)).toBe(stored);
    expect(await readingsFrom(firstMinute + 2 * MIN)).toBeLessThan(stored);
    expect(await readingsFrom(firstMinute + 2 * MIN + 1)).toBe(0);
    expect(await simulator.catchUp(START + 2 * MIN)).toBe(0);
  });
});
