import { describe, expect, it } from 'vitest';
import { defaultPpmToMgm3Factor } from './sensors';
import { allowedDisplayUnits, canonicalUnit, convertValue } from './units';

const CO = defaultPpmToMgm3Factor('CO')!; // 1.249665…
const NO2 = defaultPpmToMgm3Factor('NO2')!; // 2.052735…

describe('convertValue', () => {
  it.each([
    // [value, from, to, factor, expected, decimals]
    [1, 'ppm', 'mg/m³', CO, 1.2497, 4], // mg/m³ = ppm × factor
    [2.5, 'mg/m³', 'ppm', CO, 2.0005, 4], // 2.5 / 1.249665 = 2.000535
    [100, 'ppb', 'µg/m³', CO, 124.97, 2], // 0.1 ppm × 1.249665 = 0.1249665 mg/m³ = 124.9665 µg/m³
    [50, 'µg/m³', 'ppb', NO2, 24.36, 2], // 0.05 mg/m³ / 2.052735 = 0.0243578 ppm = 24.358 ppb
    [1000, 'ppb', 'ppm', undefined, 1, 12],
    [0.25, 'ppm', 'ppb', undefined, 250, 12],
    [1000, 'µg/m³', 'mg/m³', undefined, 1, 12],
    [0.05, 'mg/m³', 'µg/m³', undefined, 50, 12],
    [10, 'm/s', 'mph', undefined, 22.3694, 4], // 10 / 0.44704 = 22.369363
    [10, 'm/s', 'km/h', undefined, 36, 12], // × 3.6
    [36, 'km/h', 'm/s', undefined, 10, 12],
    [10, 'knots', 'm/s', undefined, 5.1444, 4], // 10 × 1852 / 3600 = 5.144444
    [10, 'mph', 'km/h', undefined, 16.09344, 10], // 4.4704 m/s × 3.6
    [1, 'knots', 'mph', undefined, 1.1508, 4], // 0.514444 / 0.44704 = 1.150779
    [20, '°C', '°F', undefined, 68, 12], // 20 × 9/5 + 32
    [-40, '°C', '°F', undefined, -40, 12],
    [212, '°F', '°C', undefined, 100, 12], // (212 − 32) × 5/9
    [98.6, '°F', '°C', undefined, 37, 10],
    [1013.25, 'hPa', 'kPa', undefined, 101.325, 10],
    [1013.25, 'hPa', 'inHg', undefined, 29.9213, 4], // 29.92 + (1013.25 − 1013.2076) / 33.86389
    [1, 'inHg', 'hPa', undefined, 33.8639, 4],
    [1000, 'mbar', 'hPa', undefined, 1000, 12],
    [101.325, 'kPa', 'mbar', undefined, 1013.25, 10],
    [1000, 'ug/m3', 'mg/m3', undefined, 1, 12], // ASCII spellings
    [1, 'μg/m³', 'µg/m³', undefined, 1, 12], // Greek mu to micro sign
    // A project's own factor (display settings), both ways and through the sub-units.
    [3, 'ppm', 'mg/m³', 2, 6, 12],
    [6, 'mg/m³', 'ppm', 2, 3, 12],
    [1, 'ppb', 'µg/m³', 2, 2, 12], // 0.001 ppm × 2 = 0.002 mg/m³
    [2, 'µg/m³', 'ppb', 2, 1, 12],
    [1, 'ppm', 'mg/m³', 1e-9, 1e-9, 20], // the smallest factors still count (> 0)
    // Boundaries: zero stays zero except across the temperature offset; negatives convert too.
    [0, 'ppm', 'mg/m³', CO, 0, 12],
    [0, 'mg/m³', 'µg/m³', undefined, 0, 12],
    [0, '°C', '°F', undefined, 32, 12],
    [0, '°F', '°C', undefined, -17.7778, 4], // −32 × 5/9 = −17.777…
    [-40, '°F', '°C', undefined, -40, 12], // the scales cross at −40
    [-0.002, 'ppm', 'ppb', undefined, -2, 12], // sensor noise below zero
    [0, 'mph', 'm/s', undefined, 0, 12],
    // The speeds not covered above: knots ↔ km/h and mph ↔ knots, km/h → mph.
    [10, 'knots', 'km/h', undefined, 18.52, 10], // 10 × 1852 m/h
    [18.52, 'km/h', 'knots', undefined, 10, 10],
    [1, 'mph', 'knots', undefined, 0.869, 3], // 0.44704 / 0.514444 = 0.868976
    [100, 'km/h', 'mph', undefined, 62.1371, 4], // 27.7778 / 0.44704 = 62.137119
    [10, 'm/s', 'knots', undefined, 19.4384, 4], // 10 × 3600 / 1852 = 19.438445
  ])('%d %s → %s', (value, from, to, factor, expected, decimals) => {
    const options = factor === undefined ? {} : { ppmToMgm3Factor: factor };
    expect(convertValue(value, from, to, options)).toBeCloseTo(expected, decimals);
  });

  it.each([
    [3.14159, 'ppm'],
    [-7, '°C'],
    [0, 'furlongs'], // even an unknown unit converts to itself
  ])('returns %d unchanged from %s to itself', (value, unit) => {
    expect(convertValue(value, unit, unit)).toBe(value);
  });

  it('passes NaN through a same-unit conversion', () => {
    expect(convertValue(NaN, 'ppm', 'ppm')).toBeNaN();
  });

  it('round-trips ppm through mg/m³', () => {
    const there = convertValue(3.7, 'ppm', 'mg/m³', { ppmToMgm3Factor: CO });
    expect(convertValue(there, 'mg/m³', 'ppm', { ppmToMgm3Factor: CO })).toBeCloseTo(3.7, 12);
  });

  it.each([
    ['ppm', 'm/s', undefined],
    ['°C', 'hPa', undefined],
    ['µg/m³', 'mph', undefined],
    ['ppm', 'furlongs', undefined],
    ['parsecs', 'ppm', undefined],
    ['ppm', 'mg/m³', undefined], // needs a factor
    ['ppb', 'µg/m³', undefined],
    ['ppm', 'mg/m³', 0], // factor must be > 0
    ['ppm', 'mg/m³', -1],
    ['mg/m³', 'ppm', NaN],
    ['ppm', 'mg/m³', Infinity],
  ])('refuses %s → %s (factor %s) with a RangeError naming both', (from, to, factor) => {
    const options = factor === undefined ? {} : { ppmToMgm3Factor: factor };
    expect(() => convertValue(1, from, to, options)).toThrow(RangeError);
    expect(() => convertValue(1, from, to, options)).toThrow(`from ${from} to ${to}`);
  });
});

describe('canonicalUnit', () => {
  it.each([
    ['ug/m3', 'µg/m³'],
    ['μg/m³', 'µg/m³'],
    ['mg/m3', 'mg/m³'],
    ['kph', 'km/h'],
    ['kt', 'knots'],
    ['ppm', 'ppm'],
    ['whatever', 'whatever'],
  ])('%s → %s', (unit, expected) => {
    expect(canonicalUnit(unit)).toBe(expected);
  });
});

describe('allowedDisplayUnits', () => {
  // Maximum decimals = those that still show one step of the native resolution in the new unit:
  // ceil(−log10(step)), at least 0.
  it.each([
    [
      'CO', // step 0.001 ppm
      [
        { unit: 'ppm', maximumDecimalPlace: 3 },
        { unit: 'ppb', maximumDecimalPlace: 0 }, // 1 ppb
        { unit: 'mg/m³', maximumDecimalPlace: 3 }, // 0.00125 → −log10 = 2.90 → 3
        { unit: 'µg/m³', maximumDecimalPlace: 0 }, // 1.25 → −0.10 → 0
      ],
    ],
    [
      'CH4', // factor 0.7156
      [
        { unit: 'ppm', maximumDecimalPlace: 3 },
        { unit: 'ppb', maximumDecimalPlace: 0 },
        { unit: 'mg/m³', maximumDecimalPlace: 4 }, // 0.000716 → 3.15 → 4
        { unit: 'µg/m³', maximumDecimalPlace: 1 }, // 0.716 → 0.15 → 1
      ],
    ],
    [
      'PM10', // step 0.1 µg/m³
      [
        { unit: 'µg/m³', maximumDecimalPlace: 1 },
        { unit: 'mg/m³', maximumDecimalPlace: 4 }, // 0.0001
      ],
    ],
    [
      'WS', // step 0.1 m/s
      [
        { unit: 'm/s', maximumDecimalPlace: 1 },
        { unit: 'km/h', maximumDecimalPlace: 1 }, // 0.36 → 0.44 → 1
        { unit: 'mph', maximumDecimalPlace: 1 }, // 0.2237 → 0.65 → 1
        { unit: 'knots', maximumDecimalPlace: 1 }, // 0.1944 → 0.71 → 1
      ],
    ],
    [
      'TEMP', // step 0.1 °C = 0.18 °F (a difference: the +32 offset does not count)
      [
        { unit: '°C', maximumDecimalPlace: 1 },
        { unit: '°F', maximumDecimalPlace: 1 },
      ],
    ],
    [
      'PRES', // step 0.1 hPa
      [
        { unit: 'hPa', maximumDecimalPlace: 1 },
        { unit: 'kPa', maximumDecimalPlace: 2 }, // 0.01 exactly
        { unit: 'mbar', maximumDecimalPlace: 1 },
        { unit: 'inHg', maximumDecimalPlace: 3 }, // 0.002953 → 2.53 → 3
      ],
    ],
    ['WD', [{ unit: '°', maximumDecimalPlace: 0 }]],
    ['RH', [{ unit: '%', maximumDecimalPlace: 1 }]],
    ['HAIL', [{ unit: 'hits/cm²', maximumDecimalPlace: 1 }]],
    ['XYZ', []],
  ])('%s', (code, expected) => {
    expect(allowedDisplayUnits(code)).toEqual(expected);
  });
});
