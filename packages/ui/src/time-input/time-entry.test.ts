import { describe, expect, it } from 'vitest';
import { readTimeEntry, stepTimeOfDay } from './time-entry';

describe('readTimeEntry', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['00:00', '00:00'],
    ['08:30', '08:30'],
    ['23:59', '23:59'],
    ['8:30', '08:30'],
    ['8:5', '08:05'],
    [' 09:15 ', '09:15'],
  ])('given %j it reads %j without an error', (text, value) => {
    expect(readTimeEntry(text)).toEqual({ value, error: null });
  });

  it.each([
    ['24:00', 'Invalid time'],
    ['25:00', 'Invalid time'],
    ['12:60', 'Invalid time'],
    ['99:99', 'Invalid time'],
    ['abc', 'Invalid time format'],
    ['0830', 'Invalid time format'],
    ['08:30:15', 'Invalid time format'],
    ['8.30', 'Invalid time format'],
    ['-1:00', 'Invalid time format'],
  ])('given %j it refuses it with %j', (text, message) => {
    const entry = readTimeEntry(text);
    expect(entry.value).toBeNull();
    expect(entry.error?.message).toBe(message);
  });
});

describe('stepTimeOfDay', () => {
  it.each<[string | null, number, string]>([
    ['08:30', 1, '08:31'],
    ['08:30', -1, '08:29'],
    ['08:30', 60, '09:30'],
    ['23:59', 1, '00:00'],
    ['00:00', -1, '23:59'],
    ['23:30', 60, '00:30'],
    ['00:15', -60, '23:15'],
    ['12:00', 1440, '12:00'],
    [null, 1, '00:01'],
    [null, -1, '23:59'],
    ['25:00', 1, '00:01'],
  ])('given %j moved by %i minutes it gives %j', (value, delta, expected) => {
    expect(stepTimeOfDay(value, delta)).toBe(expected);
  });
});
