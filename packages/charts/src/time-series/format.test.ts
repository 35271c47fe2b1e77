import { describe, expect, it } from 'vitest';
import { formatAxisValue, formatValue } from './format';

describe('formatValue', () => {
  it.each([
    [12.3, 2, 'en-US', '12.30'],
    [12.345, 1, 'en-US', '12.3'],
    [1234.5, 1, 'en-US', '1,234.5'],
    // French groups with a narrow no-break space.
    [1234.5, 1, 'fr', '1\u202f234,5'],
    [7, 0, 'en-US', '7'],
  ])('%d with %d decimals in %s is %s', (value, decimals, locale, text) => {
    expect(formatValue(value, decimals, locale)).toBe(text);
  });
});

describe('formatAxisValue', () => {
  it.each([
    [0.25, 0.05, '0.25'],
    [20, 10, '20'],
    [2.5, 0.5, '2.5'],
    [12_000, 2_000, '12K'],
    [-15, 5, '-15'],
  ])('%d on ticks %d apart is %s', (value, step, text) => {
    expect(formatAxisValue(value, step, 'en-US')).toBe(text);
  });
});
