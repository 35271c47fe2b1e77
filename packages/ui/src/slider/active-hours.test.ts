import { describe, expect, it } from 'vitest';
import { orderActiveHours, readActiveHoursEntry } from './active-hours';

describe('readActiveHoursEntry', () => {
  it.each([
    ['00:00', 0],
    ['08:30', 510],
    ['8:30', 510],
    ['23:59', 1439],
    ['8', 480],
    [' 17:45 ', 1065],
  ])('given %j within the day it reads %i without a warning', (text, value) => {
    expect(readActiveHoursEntry(text)).toEqual({ kind: 'value', value, warning: null });
  });

  it.each([
    ['24:00', 1439, '24:00 is outside the allowed range and was changed to 23:59'],
    ['24:30', 1439, '24:30 is outside the allowed range and was changed to 23:59'],
    ['25:00', 1439, '25:00 is outside the allowed range and was changed to 23:59'],
    ['99:00', 1439, '99:00 is outside the allowed range and was changed to 23:59'],
    ['-0:01', 0, '-0:01 is outside the allowed range and was changed to 00:00'],
    ['-1:00', 0, '-1:00 is outside the allowed range and was changed to 00:00'],
    ['-5', 0, '-5 is outside the allowed range and was changed to 00:00'],
  ])('given %j outside the day it corrects it to %i with a warning', (text, value, message) => {
    const entry = readActiveHoursEntry(text);
    expect(entry).toMatchObject({ kind: 'value', value });
    expect(entry.kind === 'value' && entry.warning?.code).toBe('time.correctedToRange');
    expect(entry.kind === 'value' && entry.warning?.message).toBe(message);
  });

  it('keeps a start on the end when typed past it, with a warning', () => {
    const entry = readActiveHoursEntry('20:00', { min: 0, max: 1080 });
    expect(entry).toMatchObject({ kind: 'value', value: 1080 });
    expect(entry.kind === 'value' && entry.warning?.message).toBe(
      '20:00 is outside the allowed range and was changed to 18:00',
    );
  });

  it('keeps an end on the start when typed before it, with a warning', () => {
    const entry = readActiveHoursEntry('06:00', { min: 480, max: 1439 });
    expect(entry).toMatchObject({ kind: 'value', value: 480 });
    expect(entry.kind === 'value' && entry.warning?.message).toBe(
      '06:00 is outside the allowed range and was changed to 08:00',
    );
  });

  it('accepts a start exactly on the end (bounds are inclusive)', () => {
    expect(readActiveHoursEntry('18:00', { min: 0, max: 1080 })).toEqual({
      kind: 'value',
      value: 1080,
      warning: null,
    });
  });

  it.each(['', 'abc', '8.30', '08:60', '08:5', '1:2:3', '1000:00'])(
    'refuses %j with "Invalid time"',
    (text) => {
      expect(readActiveHoursEntry(text)).toEqual({
        kind: 'invalid',
        error: expect.objectContaining({ code: 'time.invalid', message: 'Invalid time' }),
      });
    },
  );
});

describe('orderActiveHours', () => {
  it.each([
    [480, 1080, { start: 480, end: 1080 }],
    [1080, 480, { start: 480, end: 1080 }],
    [600, 600, { start: 600, end: 600 }],
  ])('orders %i and %i', (a, b, expected) => {
    expect(orderActiveHours(a, b)).toEqual(expected);
  });
});
