import { describe, expect, it } from 'vitest';
import { parseNumberInput, validateNumberInput } from './number';

describe('number input (foundation §5.4)', () => {
  it.each([
    ['', {}, 'This field is required'],
    ['   ', {}, 'This field is required'],
    ['12a', {}, 'Can only contain numbers and separators'],
    ['1e5', {}, 'Can only contain numbers and separators'],
    ['1.2.3', {}, 'Number is not valid'],
    ['-', {}, 'Number is not valid'],
    ['--1', {}, 'Number is not valid'],
    ['1,00', {}, 'Number is not valid'],
    ['0', { min: 0, minInclusive: false }, 'Value must be greater than 0'],
    ['-0.5', { min: 0 }, 'Value must be greater than or equal to 0'],
    ['0.0009', { min: 0.001 }, 'Value must be greater than or equal to 0.001'],
    ['999.0001', { max: 999 }, 'Value must be less than or equal to 999'],
    ['10', { max: 10, maxInclusive: false }, 'Value must be less than 10'],
  ] as const)('rejects %j with %j as "%s"', (input, options, message) => {
    expect(validateNumberInput(input, options)?.message).toBe(message);
  });

  it.each([
    ['0.001', { min: 0.001, max: 999 }, 0.001],
    ['999', { min: 0.001, max: 999 }, 999],
    ['1,234.5', {}, 1234.5],
    ['1.234,5', { decimalSeparator: ',' as const }, 1234.5],
    ['2,5', { decimalSeparator: ',' as const }, 2.5],
    [' -3 ', {}, -3],
    ['.5', {}, 0.5],
    ['+7', {}, 7],
    [12, { max: 12 }, 12],
  ] as const)('accepts %j with %j as %d', (input, options, expected) => {
    expect(parseNumberInput(input, options)).toBe(expected);
  });

  it('parses an allowed empty field to null', () => {
    expect(parseNumberInput('', { allowEmpty: true })).toBeNull();
    expect(validateNumberInput('', { allowEmpty: true })).toBeNull();
  });

  it('returns the code and parameters of a bound failure', () => {
    expect(validateNumberInput('5', { min: 6 })).toEqual({
      code: 'number.greaterThanOrEqual',
      message: 'Value must be greater than or equal to 6',
      params: { min: 6 },
    });
  });

  it('rejects NaN and Infinity passed as numbers', () => {
    expect(validateNumberInput(Number.NaN)?.code).toBe('number.notValid');
    expect(validateNumberInput(Number.POSITIVE_INFINITY)?.code).toBe('number.notValid');
  });
});
