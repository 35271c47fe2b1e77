import { describe, expect, it } from 'vitest';
import { toggleActiveDay, weekdayName } from './activation-criteria';

describe('toggleActiveDay', () => {
  it('adds a day in week order, once', () => {
    expect(toggleActiveDay(['Monday', 'Friday'], 'Sunday', true)).toEqual([
      'Sunday',
      'Monday',
      'Friday',
    ]);
    expect(toggleActiveDay(['Monday'], 'Monday', true)).toEqual(['Monday']);
  });

  it('removes a day, down to none', () => {
    expect(toggleActiveDay(['Monday', 'Friday'], 'Friday', false)).toEqual(['Monday']);
    expect(toggleActiveDay(['Monday'], 'Monday', false)).toEqual([]);
  });
});

describe('weekdayName', () => {
  it('names the days in the user’s language, Sunday first', () => {
    expect(weekdayName('Sunday', 'en-US')).toBe('Sunday');
    expect(weekdayName('Saturday', 'en-US')).toBe('Saturday');
    expect(weekdayName('Monday', 'es')).toBe('lunes');
    expect(weekdayName('Wednesday', 'fr')).toBe('mercredi');
  });
});
