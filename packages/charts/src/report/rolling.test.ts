import { describe, expect, it } from 'vitest';
import { rollingAverage } from './rolling';

const M = 60_000;
/** Minutes 1..n with value = the minute number (so window means are easy to hand-compute). */
const ramp = (n: number) => Array.from({ length: n }, (_, i) => ({ t: (i + 1) * M, value: i + 1 }));

describe('rollingAverage (15 minutes, 75 % complete)', () => {
  it('is null until the window holds 12 valid minutes, then the mean of (t − 15 min, t]', () => {
    const result = rollingAverage(ramp(20));
    expect(result.map((p) => p.t)).toEqual(ramp(20).map((p) => p.t));
    expect(result[10]!.value).toBeNull(); // minute 11: 11 values
    expect(result[11]!.value).toBe(6.5); // minute 12: mean of 1..12
    expect(result[14]!.value).toBe(8); // minute 15: mean of 1..15
    expect(result[15]!.value).toBe(9); // minute 16: (1, 16] → 2..16, minute 1 left the window
    expect(result[19]!.value).toBe(13); // minute 20: 6..20
  });

  it('averages only the valid values of the window', () => {
    const points = ramp(15).map((p) => (p.t === 14 * M ? { ...p, value: null } : p));
    // minute 15: 1..15 without 14 → 106 / 14
    expect(rollingAverage(points)[14]!.value).toBeCloseTo(106 / 14, 10);
  });

  it('keeps a window with exactly 12 of 15 minutes and drops one with 11', () => {
    const twelve = ramp(15).map((p, i) => (i < 3 ? { ...p, value: null } : p)); // 4..15
    expect(rollingAverage(twelve)[14]!.value).toBe(9.5);
    const eleven = ramp(15).map((p, i) => (i < 4 ? { ...p, value: null } : p)); // 5..15
    expect(rollingAverage(eleven)[14]!.value).toBeNull();
  });

  it('counts missing minutes (a gap in the times) as missing', () => {
    const points = [...ramp(10), ...ramp(30).slice(19)]; // minutes 1..10, then 20..30
    const at20 = rollingAverage(points).find((p) => p.t === 20 * M)!;
    expect(at20.value).toBeNull(); // (5, 20]: 6..10 and 20 = 6 values
  });

  it('takes any window length and rejects a bad one', () => {
    expect(rollingAverage(ramp(4), 4).map((p) => p.value)).toEqual([null, null, 2, 2.5]);
    expect(() => rollingAverage(ramp(4), 0)).toThrow(RangeError);
    expect(() => rollingAverage(ramp(4), 1.5)).toThrow(RangeError);
  });
});
