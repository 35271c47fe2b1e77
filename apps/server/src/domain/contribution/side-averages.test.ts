import { describe, expect, it } from 'vitest';
import { sideAverages, type SideMinute } from './side-averages';

const MIN = 60_000;
const START = Date.parse('2026-01-15T00:00:00Z');
const m = (k: number) => START + k * MIN;

function minutes(n: number, f: (k: number) => Partial<SideMinute>): SideMinute[] {
  return Array.from({ length: n }, (_, i) => ({
    t: m(i + 1),
    upwind: null,
    downwind: null,
    windSpeed: null,
    windDirection: null,
    ...f(i + 1),
  }));
}

const rolling = { startMs: START, fromMs: START, block: false, minimumCompleteness: 0.75 };

describe('sideAverages', () => {
  it('averages each side over (max(start, t − W), t], Initial minutes since the start', () => {
    // upwind k, downwind 10k, W = 4
    const out = sideAverages(
      minutes(6, (k) => ({ upwind: k, downwind: 10 * k })),
      { ...rolling, toMs: m(6), windowMinutes: 4, windWindowMinutes: 4 },
    );
    expect(out.get(m(1))?.upwindAvg).toBe(1);
    expect(out.get(m(2))?.upwindAvg).toBe(1.5); // (1+2)/2
    expect(out.get(m(4))?.downwindAvg).toBe(25); // (10+20+30+40)/4
    expect(out.get(m(6))?.upwindAvg).toBe(4.5); // (3+4+5+6)/4
  });

  it('is null below 75 % of the window and a value exactly at 75 %', () => {
    // W = 4: minute 5 invalid → window (2,6] has 3 of 4 valid = 75 % → mean; two invalid → null
    const out = sideAverages(
      minutes(8, (k) => ({ upwind: k === 5 || k === 7 || k === 8 ? null : k })),
      { ...rolling, toMs: m(8), windowMinutes: 4, windWindowMinutes: 4 },
    );
    expect(out.get(m(6))?.upwindAvg).toBeCloseTo((3 + 4 + 6) / 3, 12);
    expect(out.get(m(8))?.upwindAvg).toBeNull(); // (4,8]: 6 only
  });

  it('averages wind speed over its own window and direction as a unit vector (350° + 10° = 0°)', () => {
    const out = sideAverages(
      minutes(4, (k) => ({ windSpeed: k, windDirection: k % 2 ? 350 : 10 })),
      { ...rolling, toMs: m(4), windowMinutes: 4, windWindowMinutes: 2 },
    );
    expect(out.get(m(4))?.wsAvg).toBe(3.5); // (3+4)/2
    expect(out.get(m(4))?.wdAvg).toBe(0);
  });

  it('has no direction for opposite winds', () => {
    const out = sideAverages(
      minutes(2, (k) => ({ windDirection: k === 1 ? 90 : 270, windSpeed: 2 })),
      { ...rolling, toMs: m(2), windowMinutes: 2, windWindowMinutes: 2 },
    );
    expect(out.get(m(2))?.wdAvg).toBeNull();
  });

  it('averages a block only at its Block rows, over the clock-aligned block', () => {
    // W = 15; blocks end on epoch multiples of 15 min; START is midnight so m(15) ends a block.
    const rows = new Set([m(15), m(20)]);
    const out = sideAverages(
      minutes(20, (k) => ({ upwind: k })),
      {
        ...rolling,
        block: true,
        toMs: m(20),
        windowMinutes: 15,
        windWindowMinutes: 15,
        blockRowTimes: rows,
      },
    );
    expect(out.get(m(14))?.upwindAvg).toBeNull();
    expect(out.get(m(15))?.upwindAvg).toBe(8); // mean 1..15
    expect(out.get(m(20))?.upwindAvg).toBe(18); // running block (15,20]: 16..20
  });

  it('uses only minutes after fromMs − W when recomputing a tail', () => {
    const out = sideAverages(
      minutes(10, (k) => ({ upwind: k })),
      { ...rolling, fromMs: m(8), toMs: m(10), windowMinutes: 3, windWindowMinutes: 3 },
    );
    expect([...out.keys()]).toEqual([m(9), m(10)]);
    expect(out.get(m(9))?.upwindAvg).toBe(8); // (7+8+9)/3
  });
});
