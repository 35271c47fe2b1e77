import { describe, expect, it } from 'vitest';
import { minuteRange, trailingMeans, unitConverter } from './series';

const MIN = 60_000;
const T = Date.parse('2026-11-02T10:00:00Z');
const at = (minutes: number) => T + minutes * MIN;

describe('trailingMeans', () => {
  it('pools the readings of several instruments in the window (t − P, t]', () => {
    // Two instruments: minute 1: 10 and 20; minute 2: 30; minute 3: 40 and 60.
    const data = [
      { t: at(1), v: 10 },
      { t: at(1), v: 20 },
      { t: at(2), v: 30 },
      { t: at(3), v: 40 },
      { t: at(3), v: 60 },
    ];
    const points = trailingMeans(data, minuteRange(at(2), at(4)), 3, 0.75);
    expect(points).toEqual([
      // minute 2: minutes 0..2, 2 of 3 hold data (66.7 %) → no value.
      { t: at(2), value: null },
      // minute 3: minutes 1..3, all hold data → (10+20+30+40+60)/5 = 32.
      { t: at(3), value: 32 },
      // minute 4: minutes 2..4, 2 of 3 → no value.
      { t: at(4), value: null },
    ]);
  });

  it('puts a reading stamped inside a minute in the minute it ends in, and skips non-finite values', () => {
    const data = [
      { t: at(0) + 30_000, v: 5 },
      { t: at(1), v: Number.NaN },
      { t: at(1), v: 7 },
    ];
    expect(trailingMeans(data, [at(1)], 1, 0.75)).toEqual([{ t: at(1), value: 6 }]);
    expect(trailingMeans([{ t: at(1), v: null }], [at(1)], 1, 0.75)).toEqual([
      { t: at(1), value: null },
    ]);
  });

  it('counts exactly 75 % as complete', () => {
    const data = [1, 2, 3].map((m) => ({ t: at(m), v: m }));
    expect(trailingMeans(data, [at(4)], 4, 0.75)).toEqual([{ t: at(4), value: 2 }]);
  });
});

describe('unitConverter', () => {
  it('converts from the stored unit with the project factor of a gas, else the catalogue one', () => {
    expect(unitConverter('PM10', 'mg/m³', null)(60)).toBeCloseTo(0.06, 12);
    // NO2 in ppm; 2 mg/m³ per ppm set by the project.
    expect(unitConverter('NO2', 'mg/m³', 2)(0.5)).toBeCloseTo(1, 12);
    expect(unitConverter('NO2', 'ppb', null)(0.5)).toBeCloseTo(500, 9);
  });

  it('throws when the units do not convert', () => {
    expect(() => unitConverter('PM10', 'ppm', null)).toThrow('Cannot convert from µg/m³ to ppm');
  });
});
