import { describe, expect, it } from 'vitest';
import { CATALOGUE_DISPLAY_UNITS, displayUnitsFrom, sensorGroupOf } from './service';

const row = (
  sensor_group: string,
  display_unit: string,
  decimal_places: number,
  ppm_to_mgm3_factor: number | null = null,
) => ({ sensor_group, display_unit, decimal_places, ppm_to_mgm3_factor });

describe('displayUnitsFrom', () => {
  it('applies a customised group to its sensor and leaves the others at the catalogue', () => {
    const units = displayUnitsFrom([row('PM10', 'mg/m³', 3)]);
    const pm10 = units.forSensor('PM10');
    expect([pm10.unit, pm10.decimals, pm10.convert(1234.5)]).toEqual(['mg/m³', 3, 1.2345]);
    const pm25 = units.forSensor('PM2.5');
    expect([pm25.unit, pm25.decimals, pm25.convert(1234.5)]).toEqual(['µg/m³', 1, 1234.5]);
  });

  it('converts a gas with the stored factor, or the STP factor when none is stored', () => {
    expect(
      displayUnitsFrom([row('NO2', 'mg/m³', 3, 2)])
        .forSensor('NO2')
        .convert(0.5),
    ).toBe(1);
    // 1 ppm × 46.01 / 22.414 = 2.052735 mg/m³.
    expect(
      displayUnitsFrom([row('NO2', 'mg/m³', 3)])
        .forSensor('NO2')
        .convert(1),
    ).toBeCloseTo(2.052735, 6);
    // ppb needs no factor: 0.05 ppm = 50 ppb.
    expect(
      displayUnitsFrom([row('NO2', 'ppb', 0, 2)])
        .forSensor('NO2')
        .convert(0.05),
    ).toBeCloseTo(50, 10);
  });

  it('converts temperature with its offset and speeds by their factors', () => {
    const units = displayUnitsFrom([row('TEMP', '°F', 1), row('WS', 'km/h', 1)]);
    expect(units.forSensor('TEMP').convert(-40)).toBe(-40);
    expect(units.forSensor('TEMP').convert(100)).toBe(212);
    expect(units.forSensor('WS').convert(10)).toBeCloseTo(36, 10);
    expect(units.forSensor('WS').convert(0)).toBe(0);
  });

  it.each([
    ['a unit the sensor does not offer', row('PM10', 'ppm', 1)],
    ['decimals beyond the unit’s maximum', row('PM10', 'mg/m³', 5)],
  ])('falls back to the catalogue for a stored row with %s', (_case, stored) => {
    const pm10 = displayUnitsFrom([stored]).forSensor('PM10');
    expect([pm10.unit, pm10.decimals, pm10.convert(25)]).toEqual(['µg/m³', 1, 25]);
  });

  it('keeps the maximum decimals of a unit (boundary)', () => {
    expect(displayUnitsFrom([row('PM10', 'mg/m³', 4)]).forSensor('PM10').decimals).toBe(4);
  });

  it('passes values of a sensor the catalogue does not know through unchanged', () => {
    const unknown = CATALOGUE_DISPLAY_UNITS.forSensor('XYZ');
    expect([unknown.unit, unknown.decimals, unknown.convert(-3.25)]).toEqual(['', 2, -3.25]);
  });
});

describe('sensorGroupOf', () => {
  it('is the sensor code: one group per sensor type', () => {
    expect(sensorGroupOf('PM2.5')).toBe('PM2.5');
  });
});
