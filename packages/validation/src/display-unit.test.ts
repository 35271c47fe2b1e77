import { describe, expect, it } from 'vitest';
import {
  FACTOR_DEBOUNCE_MS,
  STP_PRESSURE_KPA,
  STP_TEMPERATURE_CELSIUS,
  clampDecimalPlaces,
  decimalPlaceOptions,
  formatFactor,
  isFactorEditable,
  sensorGroupUpdateSchema,
  validateDisplayUnitRow,
  type AllowedUnit,
  type DisplayUnitRow,
} from './display-unit';

const ALLOWED: AllowedUnit[] = [
  { DisplayUnits: 'ppm', MaximumDecimalPlace: 3 },
  { DisplayUnits: 'mg/m³', MaximumDecimalPlace: 1 },
  { DisplayUnits: 'ppb', MaximumDecimalPlace: 0 },
];

const GAS_ROW: DisplayUnitRow = {
  name: 'NO2',
  category: 'Gas',
  displayUnit: 'ppm',
  decimalPlaces: 2,
  ppmToMgm3Factor: 1.9125,
  allowedUnits: ALLOWED,
};

const DUST_ROW: DisplayUnitRow = {
  name: 'PM10',
  category: 'Particulate',
  displayUnit: 'µg/m³',
  decimalPlaces: 1,
  ppmToMgm3Factor: null,
  allowedUnits: [{ DisplayUnits: 'µg/m³', MaximumDecimalPlace: 2 }],
};

describe('display-unit constants (spec 03 §2, §5, §9)', () => {
  it('debounces the factor for 1500 ms and states STP as 0 °C and 101.325 kPa', () => {
    expect(FACTOR_DEBOUNCE_MS).toBe(1500);
    expect(STP_TEMPERATURE_CELSIUS).toBe(0);
    expect(STP_PRESSURE_KPA).toBe(101.325);
  });
});

describe('decimalPlaceOptions', () => {
  it.each([
    ['ppm', [0, 1, 2, 3]],
    ['mg/m³', [0, 1]],
    ['ppb', [0]],
    ['%', []],
    ['', []],
  ] as const)('offers %j the options %j', (unit, options) => {
    expect(decimalPlaceOptions(unit, ALLOWED)).toEqual(options);
  });
});

describe('clampDecimalPlaces', () => {
  it.each([
    [2, 'ppm', 2],
    [3, 'ppm', 3],
    [4, 'ppm', 3],
    [3, 'mg/m³', 1],
    [1, 'mg/m³', 1],
    [0, 'mg/m³', 0],
    [2, 'ppb', 0],
    [-1, 'ppm', 0],
    [2.7, 'ppm', 2],
    [5, '%', 5],
  ] as const)('caps %d decimals for %j at %d', (decimals, unit, expected) => {
    expect(clampDecimalPlaces(decimals, unit, ALLOWED)).toBe(expected);
  });
});

describe('isFactorEditable', () => {
  it.each([
    ['Gas', true],
    ['Particulate', false],
    ['Met', false],
    ['Other', false],
  ] as const)('%s: %s', (category, editable) => {
    expect(isFactorEditable(category)).toBe(editable);
  });
});

describe('formatFactor', () => {
  it.each([
    [1.9125, '1.9125'],
    [2, '2.0000'],
    [1.23456, '1.2346'],
    [0.00001, '0.0000'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ] as const)('shows %j as %j', (value, shown) => {
    expect(formatFactor(value)).toBe(shown);
  });
});

describe('validateDisplayUnitRow (spec 03 §5)', () => {
  it.each([
    ['a gas row', GAS_ROW],
    ['a gas row at the maximum decimals', { ...GAS_ROW, decimalPlaces: 3 }],
    ['a gas row at 0 decimals', { ...GAS_ROW, decimalPlaces: 0 }],
    ['a gas row with a typed factor', { ...GAS_ROW, ppmToMgm3Factor: '1.25' }],
    ['a tiny positive factor', { ...GAS_ROW, ppmToMgm3Factor: 0.0001 }],
    ['a particulate row without factor', DUST_ROW],
    ['a non-gas row with an empty factor input', { ...DUST_ROW, ppmToMgm3Factor: '  ' }],
    ['a non-gas row with undefined factor', { ...DUST_ROW, ppmToMgm3Factor: undefined }],
    ['decimal places typed as text', { ...GAS_ROW, decimalPlaces: '1' }],
  ] as const)('accepts %s', (_, row) => {
    expect(validateDisplayUnitRow(row)).toBeNull();
  });

  it.each([
    ['an empty name', { ...GAS_ROW, name: '' }, 'A sensor group name is required'],
    ['a blank name', { ...GAS_ROW, name: '  ' }, 'A sensor group name is required'],
    ['an empty unit', { ...GAS_ROW, displayUnit: '' }, 'Select a display unit'],
    [
      'a unit not allowed',
      { ...GAS_ROW, displayUnit: '%' },
      '% is not an allowed unit for this sensor',
    ],
    [
      'negative decimals',
      { ...GAS_ROW, decimalPlaces: -1 },
      'Decimal places must be a whole number from 0 to 3',
    ],
    [
      'decimals above the unit maximum',
      { ...GAS_ROW, decimalPlaces: 4 },
      'Decimal places must be a whole number from 0 to 3',
    ],
    [
      'decimals above a lower maximum',
      { ...GAS_ROW, displayUnit: 'mg/m³', decimalPlaces: 2 },
      'Decimal places must be a whole number from 0 to 1',
    ],
    [
      'fractional decimals',
      { ...GAS_ROW, decimalPlaces: 1.5 },
      'Decimal places must be a whole number from 0 to 3',
    ],
    [
      'missing decimals',
      { ...GAS_ROW, decimalPlaces: null },
      'Decimal places must be a whole number from 0 to 3',
    ],
    [
      'a zero factor',
      { ...GAS_ROW, ppmToMgm3Factor: 0 },
      'The ppm -> mg/m³ factor must be a number greater than 0',
    ],
    [
      'a negative factor',
      { ...GAS_ROW, ppmToMgm3Factor: -1.2 },
      'The ppm -> mg/m³ factor must be a number greater than 0',
    ],
    [
      'a missing gas factor',
      { ...GAS_ROW, ppmToMgm3Factor: null },
      'The ppm -> mg/m³ factor must be a number greater than 0',
    ],
    [
      'an empty gas factor',
      { ...GAS_ROW, ppmToMgm3Factor: '' },
      'The ppm -> mg/m³ factor must be a number greater than 0',
    ],
    [
      'a factor that is not a number',
      { ...GAS_ROW, ppmToMgm3Factor: 'abc' },
      'The ppm -> mg/m³ factor must be a number greater than 0',
    ],
    [
      'a factor on a particulate row',
      { ...DUST_ROW, ppmToMgm3Factor: 1.5 },
      'The ppm -> mg/m³ factor can only be set for gases',
    ],
    [
      'a factor on a met row',
      { ...DUST_ROW, category: 'Met', ppmToMgm3Factor: '0' },
      'The ppm -> mg/m³ factor can only be set for gases',
    ],
  ] as const)('rejects %s: "%s"', (_, row, message) => {
    expect(validateDisplayUnitRow(row)?.message).toBe(message);
  });

  it('names the refused unit in the parameters', () => {
    expect(validateDisplayUnitRow({ ...GAS_ROW, displayUnit: '%' })).toEqual({
      code: 'displayUnit.unitNotAllowed',
      message: '% is not an allowed unit for this sensor',
      params: { unit: '%' },
    });
  });
});

describe('sensorGroupUpdateSchema', () => {
  const gas = sensorGroupUpdateSchema({ name: 'NO2', category: 'Gas', allowedUnits: ALLOWED });

  it('accepts a valid payload', () => {
    const payload = { Units: 'mg/m³', DecimalPlaces: 1, PpmToMgm3Factor: 1.9125 };
    expect(gas.safeParse(payload).success).toBe(true);
  });

  it.each([
    [{ Units: '', DecimalPlaces: 1, PpmToMgm3Factor: 1 }, ['Units'], 'displayUnit.unitRequired'],
    [
      { Units: 'ppm', DecimalPlaces: 9, PpmToMgm3Factor: 1 },
      ['DecimalPlaces'],
      'displayUnit.decimalPlaces',
    ],
    [
      { Units: 'ppm', DecimalPlaces: 1, PpmToMgm3Factor: 0 },
      ['PpmToMgm3Factor'],
      'displayUnit.factorInvalid',
    ],
  ] as const)('puts the failure of %j on %j with code %s', (payload, path, code) => {
    const issue = gas.safeParse(payload).error?.issues[0];
    expect(issue?.path).toEqual(path);
    expect(issue?.code === 'custom' && issue.params?.code).toBe(code);
  });

  it('refuses a factor for a non-gas group with the catalogue message', () => {
    const dust = sensorGroupUpdateSchema({
      name: 'PM10',
      category: 'Particulate',
      allowedUnits: [{ DisplayUnits: 'µg/m³', MaximumDecimalPlace: 2 }],
    });
    const issue = dust.safeParse({ Units: 'µg/m³', DecimalPlaces: 1, PpmToMgm3Factor: 2 }).error
      ?.issues[0];
    expect(issue?.message).toBe('The ppm -> mg/m³ factor can only be set for gases');
    expect(
      dust.safeParse({ Units: 'µg/m³', DecimalPlaces: 1, PpmToMgm3Factor: null }).success,
    ).toBe(true);
  });

  it('reports a blank group name on the whole payload', () => {
    const unnamed = sensorGroupUpdateSchema({ name: '', category: 'Gas', allowedUnits: ALLOWED });
    const issue = unnamed.safeParse({ Units: 'ppm', DecimalPlaces: 1, PpmToMgm3Factor: 1 }).error
      ?.issues[0];
    expect(issue?.path).toEqual([]);
    expect(issue?.message).toBe('A sensor group name is required');
  });
});
