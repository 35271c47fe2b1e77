import { describe, expect, it } from 'vitest';
import type { ProjectZone } from '../../domain/alerts/activation';
import { dailyMeanDirections, maskIds, roleRuns } from './series';

const MINUTE = 60_000;
const T = Date.parse('2026-05-01T10:00:00Z');
const LOCATIONS = [
  { position: 0, location_id: 'a' },
  { position: 1, location_id: 'b' },
  { position: 2, location_id: 'c' },
];
const UTC: ProjectZone = { timeZone: 'UTC', summerTimeAdjusted: true };

describe('maskIds', () => {
  it.each([
    ['0', []],
    [null, []],
    ['1', ['a']],
    ['5', ['a', 'c']],
    [6, ['b', 'c']],
    ['8', []], // bit 3: no such position
  ] as const)('mask %s → %j', (mask, ids) => {
    expect(maskIds(mask, LOCATIONS)).toEqual(ids);
  });
});

describe('roleRuns', () => {
  it('joins consecutive minutes with the same masks and ends a run at a change, a gap or a calm minute', () => {
    const t = [1, 2, 3, 5, 6, 7, 8].map((m) => T + m * MINUTE);
    const up = ['1', '1', '2', '2', '0', '2', '2'];
    const down = ['2', '2', '1', '1', '0', '1', '1'];
    expect(roleRuns(t, up, down, LOCATIONS)).toEqual([
      { start: T, end: T + 2 * MINUTE, upwindIds: ['a'], downwindIds: ['b'] },
      { start: T + 2 * MINUTE, end: T + 3 * MINUTE, upwindIds: ['b'], downwindIds: ['a'] },
      // Minute 4 is missing: a new run starts at minute 5.
      { start: T + 4 * MINUTE, end: T + 5 * MINUTE, upwindIds: ['b'], downwindIds: ['a'] },
      // Minute 6 is calm (no roles).
      { start: T + 6 * MINUTE, end: T + 8 * MINUTE, upwindIds: ['b'], downwindIds: ['a'] },
    ]);
  });

  it('returns no run for no minute', () => {
    expect(roleRuns([], [], [], LOCATIONS)).toEqual([]);
  });
});

describe('dailyMeanDirections', () => {
  it('takes the unit-vector mean per local day; 00:00 belongs to the day before', () => {
    const t = [
      '2026-05-01T23:59Z',
      '2026-05-02T00:00Z',
      '2026-05-02T00:01Z',
      '2026-05-02T00:02Z',
    ].map((iso) => Date.parse(iso));
    expect(dailyMeanDirections(t, [350, 10, 0, 180], UTC)).toEqual(
      new Map([
        ['2026-05-01', 0],
        // 0° and 180° cancel out.
        ['2026-05-02', null],
      ]),
    );
  });
});
