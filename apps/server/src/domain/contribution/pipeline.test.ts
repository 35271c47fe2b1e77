import { describe, expect, it } from 'vitest';
import type { LocationId } from './geometry';
import { computeContribution, type ContributionInput, type NullablePoint } from './pipeline';
import type { RoleConfig } from './roles';

const MIN = 60_000;
const START = Date.parse('2026-01-15T00:00:00Z');
const m = (k: number): number => START + k * MIN;
const points = (values: readonly (number | null)[]): NullablePoint[] =>
  values.map((v, i) => ({ t: m(i + 1), v }));

const roles: RoleConfig = {
  kind: 'Wind',
  locations: [
    { id: 'north', bearing: 0 },
    { id: 'south', bearing: 180 },
  ],
};

describe('computeContribution', () => {
  it('computes roles, c(t) and rolling averages from raw readings', () => {
    const result = computeContribution({
      startMs: START,
      toMs: m(6),
      averaging: { method: 'Rolling', windowMinutes: 3 },
      roles,
      wind: {
        // From the north, north, south, calm, no speed, north.
        speed: points([3, 3, 3, 0.5, null, 3]),
        direction: points([0, 0, 180, 0, 0, 0]),
      },
      readings: new Map<LocationId, NullablePoint[]>([
        ['north', points([10, 10, 40, 10, 10, 12])],
        ['south', points([25, 30, 20, 30, 30, 30])],
      ]),
    });
    expect(
      result.minutes.map((x) => [
        x.status,
        x.upwind,
        x.downwind,
        x.value,
        x.windSpeed,
        x.windDirection,
      ]),
    ).toEqual([
      ['Ok', ['north'], ['south'], 15, 3, 0], // 25 − 10
      ['Ok', ['north'], ['south'], 20, 3, 0], // 30 − 10
      ['Ok', ['south'], ['north'], 20, 3, 180], // 40 − 20
      ['Calm', [], [], null, 0.5, 0],
      ['NoWind', [], [], null, null, 0],
      ['Ok', ['north'], ['south'], 18, 3, 0], // 30 − 12
    ]);
    const averages = result.averages.map((row) => [row.mode, row.value, row.validMinutes]);
    expect(averages.slice(0, 2)).toEqual([
      ['Initial', 15, 1],
      ['Initial', 17.5, 2], // (15 + 20) / 2
    ]);
    expect(averages[2]![0]).toBe('Rolling');
    expect(averages[2]![1]).toBeCloseTo(55 / 3, 12); // (15 + 20 + 20) / 3
    expect(averages.slice(3)).toEqual([
      ['Rolling', null, 2], // 2 of 3 < 75 %
      ['Rolling', null, 1],
      ['Rolling', null, 1],
    ]);
  });

  describe('an incremental update equals the same minutes of a full recomputation', () => {
    // 240 minutes of deterministic readings with gaps, calms and a turning wind.
    const n = 240;
    const ks = Array.from({ length: n }, (_, i) => i + 1);
    const base = (method: 'Rolling' | 'RollingWithRecovery' | 'Block'): ContributionInput => ({
      startMs: START,
      toMs: m(n),
      averaging: { method, windowMinutes: 30, recoveryMinutes: 10 },
      roles,
      wind: {
        speed: points(ks.map((k) => (k % 53 === 0 ? 0.5 : 2 + (k % 5)))),
        direction: points(ks.map((k) => (k * 7) % 360)),
      },
      readings: new Map<LocationId, NullablePoint[]>([
        ['north', points(ks.map((k) => (k % 41 === 0 ? null : (k * 37) % 23)))],
        ['south', points(ks.map((k) => (k * 11) % 29))],
      ]),
    });

    it.each(['Rolling', 'RollingWithRecovery', 'Block'] as const)('%s', (method) => {
      const full = computeContribution(base(method));
      const fromMs = m(170);
      const incremental = computeContribution({ ...base(method), fromMs });
      expect(incremental.minutes).toEqual(full.minutes.filter((x) => x.t > fromMs));
      expect(incremental.averages).toEqual(full.averages.filter((x) => x.t > fromMs));
      expect(incremental.averages.length).toBeGreaterThan(0);
      // The window's reach back, (fromMs − W, fromMs], comes back as context: the same minutes.
      expect(incremental.context.map((x) => x.t)).toEqual(
        Array.from({ length: 30 }, (_, i) => m(141 + i)),
      );
      expect(incremental.context).toEqual(
        full.minutes.filter((x) => x.t > fromMs - 30 * 60_000 && x.t <= fromMs),
      );
      // The modes the data produces are all represented, so the comparison is not vacuous.
      if (method === 'RollingWithRecovery') {
        const modes = new Set(full.averages.map((x) => x.mode));
        expect([...modes].sort()).toEqual(['Initial', 'RecoveryRolling', 'Rolling']);
      }
    });
  });
});
