import { describe, expect, it } from 'vitest';
import {
  canStep,
  countDecimals,
  formatNumber,
  readNumber,
  stepNumber,
  stepRange,
  stepText,
  type StepOptions,
} from './number-step';

describe('countDecimals', () => {
  it.each([
    [30, 0],
    [0.5, 1],
    [0.25, 2],
    [-1.125, 3],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
    [Number.NaN, 0],
  ])('%d has %d decimals', (value, decimals) => {
    expect(countDecimals(value)).toBe(decimals);
  });
});

describe('readNumber', () => {
  it.each<[string, '.' | ',', number | null | undefined]>([
    ['', '.', null],
    ['  ', '.', null],
    ['12.5', '.', 12.5],
    ['12,5', ',', 12.5],
    ['1.234,5', ',', 1234.5],
    ['-3', '.', -3],
    ['abc', '.', undefined],
    ['1.2.3', '.', undefined],
  ])('%j with %j as decimal separator reads as %s', (text, separator, expected) => {
    expect(readNumber(text, separator)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each<[number, number, '.' | ',', string]>([
    [12, 0, '.', '12'],
    [12.5, 1, '.', '12.5'],
    [12.5, 2, ',', '12,50'],
    [1234.5, 1, ',', '1234,5'],
    [-0, 1, '.', '0.0'],
    [-0.04, 1, '.', '0.0'],
    [-2.5, 1, ',', '-2,5'],
  ])('%d with %d decimals and %j gives %j', (value, digits, separator, expected) => {
    expect(formatNumber(value, digits, separator)).toBe(expected);
  });
});

describe('stepRange', () => {
  it.each<[string, StepOptions, { lowest: number; highest: number } | undefined]>([
    ['no bounds', { step: 1 }, { lowest: -Infinity, highest: Infinity }],
    ['inclusive bounds on the grid', { step: 5, min: 0, max: 100 }, { lowest: 0, highest: 100 }],
    [
      'exclusive bounds leave the bounds out',
      { step: 5, min: 0, max: 100, minInclusive: false, maxInclusive: false },
      { lowest: 5, highest: 95 },
    ],
    [
      'a max off the grid rounds down to the grid',
      { step: 3, min: 0, max: 10 },
      { lowest: 0, highest: 9 },
    ],
    [
      'an exclusive max off the grid keeps the grid point below it',
      { step: 3, min: 0, max: 10, maxInclusive: false },
      { lowest: 0, highest: 9 },
    ],
    ['decimal steps', { step: 0.1, min: 0, max: 0.3 }, { lowest: 0, highest: 0.3 }],
    [
      'no grid point fits',
      { step: 1, min: 0, max: 1, minInclusive: false, maxInclusive: false },
      undefined,
    ],
  ])('%s', (_case, options, expected) => {
    expect(stepRange(options)).toEqual(expected);
  });
});

describe('stepNumber', () => {
  it.each<[string, number | null, number, StepOptions, number]>([
    ['up by one step', 10, 1, { step: 1 }, 11],
    ['down by one step', 10, -1, { step: 1 }, 9],
    ['ten steps (Page Up)', 10, 10, { step: 0.5 }, 15],
    ['an empty field counts as 0', null, 1, { step: 1 }, 1],
    ['an empty field counts as 0 going down', null, -1, { step: 2 }, -2],
    ['an empty field with a positive min starts at min', null, 1, { step: 1, min: 5 }, 5],
    ['a value off the grid snaps up to the next grid point', 3.3, 1, { step: 1 }, 4],
    ['a value off the grid snaps down to the grid point below', 3.3, -1, { step: 1 }, 3],
    ['the grid starts at min', 2, 1, { step: 5, min: 2 }, 7],
    ['decimal steps do not drift', 0.2, 1, { step: 0.1 }, 0.3],
    ['decimal steps do not drift going down', 0.3, -1, { step: 0.1 }, 0.2],
    ['exactly min, inclusive: stays at min', 0, -1, { step: 1, min: 0 }, 0],
    ['one step above an inclusive min reaches min', 1, -1, { step: 1, min: 0 }, 0],
    [
      'one step above an exclusive min stays above it',
      1,
      -1,
      { step: 1, min: 0, minInclusive: false },
      1,
    ],
    [
      'exactly an exclusive min steps up to the first allowed value',
      0,
      1,
      { step: 1, min: 0, minInclusive: false },
      1,
    ],
    ['exactly max, inclusive: stays at max', 100, 1, { step: 5, max: 100 }, 100],
    [
      'one step below an exclusive max stays below it',
      95,
      1,
      { step: 5, min: 0, max: 100, maxInclusive: false },
      95,
    ],
    ['above max, stepping brings the value back to max', 120, 1, { step: 5, max: 100 }, 100],
    ['below min, stepping brings the value up to min', -3, -1, { step: 1, min: 0 }, 0],
    ['a max off the grid stops at the last grid point', 8, 1, { step: 3, min: 0, max: 10 }, 9],
    [
      'no grid point fits: unchanged',
      0.5,
      1,
      { step: 1, min: 0, max: 1, minInclusive: false, maxInclusive: false },
      0.5,
    ],
    ['a step of 0 changes nothing', 4, 1, { step: 0 }, 4],
  ])('%s', (_case, current, steps, options, expected) => {
    expect(stepNumber(current, steps, options)).toBe(expected);
  });
});

describe('canStep', () => {
  const options: StepOptions = { step: 1, min: 0, max: 10 };
  it.each<[number | null, number, boolean]>([
    [0, -1, false],
    [0, 1, true],
    [10, 1, false],
    [10, -1, true],
    [null, 1, true],
    [null, -1, true],
  ])('from %s by %d: %s', (current, steps, expected) => {
    expect(canStep(current, steps, options)).toBe(expected);
  });

  it('is false for an exclusive min reached from above', () => {
    expect(canStep(1, -1, { step: 1, min: 0, minInclusive: false })).toBe(false);
  });
});

describe('stepText', () => {
  it.each<[string, string, number, StepOptions, string | null]>([
    ['steps typed text', '12', 1, { step: 1 }, '13'],
    ['keeps the decimal comma', '2,5', 1, { step: 0.5, decimalSeparator: ',' }, '3,0'],
    ['reads group separators', '1.234,5', 1, { step: 0.5, decimalSeparator: ',' }, '1235,0'],
    ['writes the decimals of the step', '7', 1, { step: 0.25 }, '7.25'],
    ['writes the decimals of min', '', 1, { step: 1, min: 0.5 }, '0.5'],
    ['fills an empty field', '', -1, { step: 1 }, '-1'],
    ['leaves text that is not a number alone', 'abc', 1, { step: 1 }, null],
    ['says nothing changes at an inclusive bound', '0', -1, { step: 1, min: 0 }, null],
    ['clamps a value beyond max back to max', '250', 1, { step: 10, min: 0, max: 200 }, '200'],
  ])('%s', (_case, text, steps, options, expected) => {
    expect(stepText(text, steps, options)).toBe(expected);
  });
});
