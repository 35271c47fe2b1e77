import { performance } from 'node:perf_hooks';
import { projectDataApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { insertTestContribution, insertTestMinutes } from '../../test/contribution-fixtures';
import { createProject } from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';

// An 8-day aggregated read of a 2-pollutant contribution with 4 fields (the read target:
// ≤ 100 ms on PGlite). It checks what the read answers and prints how long it took; no timing is
// asserted.

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const START = Date.parse('2026-10-20T00:00:00Z');
const DAYS = 8;
const MINUTES = DAYS * 1_440;

let t: TestApp;
let manager: Caller;
let contribution: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const project = await createProject(
    db,
    DEMO_ORGANISATIONS.demo,
    'Read bench',
    'America/New_York',
  );
  contribution = await insertTestContribution(db, {
    projectId: project.id,
    name: 'Eight days',
    type: 'Der10',
    periodMinutes: 15,
    startAt: new Date(START),
    computedTo: new Date(START + MINUTES * MINUTE),
    sensors: ['PM10', 'VOC'],
  });
  // Every 100th minute is a Stopped minute (no averaged value); Initial for the first 15.
  for (const code of ['PM10', 'VOC']) {
    await insertTestMinutes(
      db,
      contribution,
      code,
      Array.from({ length: MINUTES }, (_, i) => {
        const m = i + 1;
        return {
          t: START + m * MINUTE,
          value: m % 7,
          avg_value: m % 100 === 0 ? null : 3 + (m % 5),
          avg_mode: m < 15 ? 'Initial' : 'Rolling',
          upwind: 10,
          downwind: 10 + (m % 7),
          upwind_avg: 10,
          downwind_avg: 13,
          wind_speed: 2 + (m % 3),
          wind_direction: (m * 7) % 360,
          ws_avg: 3,
        };
      }),
    );
  }
  manager = await t.signIn('manager');
}, 120_000);
afterAll(() => t.close());

describe('an 8-day aggregated read', () => {
  it('answers 4 fields of 2 pollutants, every minute with its regions (time printed)', async () => {
    const body = {
      StartDateTime: new Date(START).toISOString(),
      EndDateTime: new Date(START + DAYS * DAY).toISOString(),
      RequiredFields: [
        { FieldType: 'ContributionAverage' as const, SensorName: 'PM10' },
        { FieldType: 'ContributionAverage' as const, SensorName: 'VOC' },
        { FieldType: 'DownwindRaw' as const, SensorName: 'PM10' },
        { FieldType: 'WindSpeedRaw' as const },
      ],
    };
    const timings: number[] = [];
    let response;
    for (let run = 0; run < 10; run++) {
      const started = performance.now();
      response = await t.call(
        projectDataApi.getAggregatedContributionData,
        { params: { contributionId: contribution }, body },
        manager,
      );
      timings.push(performance.now() - started);
    }
    expect(response?.statusCode, response?.body).toBe(200);
    const sets = response?.json().DataSets;
    expect(sets.map((set: { Values: unknown[] }) => set.Values.length)).toEqual([
      MINUTES,
      MINUTES,
      MINUTES,
      MINUTES,
    ]);
    // Initial 1–14, then Rolling broken by a Stopped minute at 100, 200, … 11 500 (115 of them):
    // 1 + 115 × (Rolling, Stopped) + the last Rolling = 232 regions.
    const regions = sets[0].DataRegions;
    expect(regions).toHaveLength(232);
    expect(regions[0]).toEqual({
      Type: 'Initial',
      StartTime: new Date(START).toISOString(),
      EndTime: new Date(START + 14 * MINUTE).toISOString(),
    });
    expect(regions.at(-1).EndTime).toBeNull();
    const sorted = [...timings].sort((a, b) => a - b);
    console.log(
      `8-day aggregated read (${t.handle.kind}, 2 pollutants, 4 fields, ${4 * MINUTES} values, ` +
        `HTTP inject incl. auth and response validation): min ${sorted[0]?.toFixed(0)} ms, ` +
        `median ${sorted[5]?.toFixed(0)} ms over 10 (${timings.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
  });
});
