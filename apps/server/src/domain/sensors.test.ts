import { describe, expect, it } from 'vitest';
import {
  PARTICLE_SIZE_ORDER,
  SENSOR_CATALOGUE,
  defaultPpmToMgm3Factor,
  isDirectionSensor,
  sensorByCode,
} from './sensors';

describe('SENSOR_CATALOGUE', () => {
  it('has each code once', () => {
    const codes = SENSOR_CATALOGUE.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([
      'CO',
      'H2S',
      'NO2',
      'SO2',
      'VOC',
      'CH4',
      'PM1',
      'PM2.5',
      'PM4',
      'PM10',
      'TSP',
      'WS',
      'WD',
      'TEMP',
      'RH',
      'PRES',
      'RAIN',
      'HAIL',
    ]);
  });

  it('reports gases in ppm to 3 decimals with a molecular weight', () => {
    for (const gas of SENSOR_CATALOGUE.filter((s) => s.category === 'Gas')) {
      expect(gas).toMatchObject({ units: 'ppm', decimalPlaces: 3, rangeMin: 0 });
      expect(gas.molecularWeight).toBeGreaterThan(0);
      expect(gas.rangeMax).toBeGreaterThan(gas.rangeMin);
    }
  });

  it('reports particulates in µg/m³ to 1 decimal over 0–10000', () => {
    for (const dust of SENSOR_CATALOGUE.filter((s) => s.category === 'Particulate')) {
      expect(dust).toMatchObject({
        units: 'µg/m³',
        decimalPlaces: 1,
        rangeMin: 0,
        rangeMax: 10000,
      });
      expect(dust.molecularWeight).toBeUndefined();
    }
  });

  it.each([
    ['WS', 'm/s', 0, 22], // the wind rose's default range, not the anemometer's 60 m/s
    ['WD', '°', 0, 360],
    ['TEMP', '°C', -40, 85],
    ['RH', '%', 0, 100],
    ['PRES', 'hPa', 500, 1100],
    ['RAIN', 'mm', 0, 1000],
    ['HAIL', 'hits/cm²', 0, 1000],
  ])('%s is a Met sensor in %s over %d–%d', (code, units, rangeMin, rangeMax) => {
    expect(sensorByCode(code)).toMatchObject({ category: 'Met', units, rangeMin, rangeMax });
  });
});

describe('sensorByCode', () => {
  it.each([
    ['CO', 'Carbon monoxide'],
    ['PM2.5', 'PM2.5'],
    ['WD', 'Wind direction'],
  ])('finds %s', (code, name) => {
    expect(sensorByCode(code)?.name).toBe(name);
  });

  it.each(['co', 'pm10', 'Pm10', 'XYZ', '', ' CO'])('does not find %j', (code) => {
    expect(sensorByCode(code)).toBeUndefined();
  });
});

describe('isDirectionSensor', () => {
  it.each([
    ['WD', true],
    ['WS', false],
    ['wd', false],
    ['CO', false],
  ])('%s → %s', (code, expected) => {
    expect(isDirectionSensor(code)).toBe(expected);
  });
});

describe('defaultPpmToMgm3Factor', () => {
  // molecular weight / 22.414, worked to 4 decimals by hand:
  it.each([
    ['CO', 1.2497], // 22.414 × 1.25 = 28.0175; (28.01 − 28.0175) / 22.414 = −0.000335 → 1.249665
    ['H2S', 1.5205], // 22.414 × 1.52 = 34.06928; 0.01072 / 22.414 = 0.000478 → 1.520478
    ['NO2', 2.0527], // 22.414 × 2.05 = 45.9487; 0.0613 / 22.414 = 0.002735 → 2.052735
    ['SO2', 2.8585], // 22.414 × 2.85 = 63.8799; 0.1901 / 22.414 = 0.008481 → 2.858481
    ['VOC', 2.5033], // 22.414 × 2.5 = 56.035; 0.075 / 22.414 = 0.003346 → 2.503346
    ['CH4', 0.7156], // 22.414 × 0.7 = 15.6898; 0.3502 / 22.414 = 0.015624 → 0.715624
  ])('%s → %f', (code, factor) => {
    expect(defaultPpmToMgm3Factor(code)).toBeCloseTo(factor, 4);
  });

  it('is exactly molecular weight / 22.414', () => {
    expect(defaultPpmToMgm3Factor('CO')).toBe(28.01 / 22.414);
  });

  it.each(['PM10', 'WS', 'WD', 'XYZ'])('is undefined for %s', (code) => {
    expect(defaultPpmToMgm3Factor(code)).toBeUndefined();
  });
});

describe('PARTICLE_SIZE_ORDER', () => {
  it('follows the spec, finest first', () => {
    expect(PARTICLE_SIZE_ORDER).toEqual(['PM1', 'PM2.5', 'PM4', 'PM10']);
  });
});
