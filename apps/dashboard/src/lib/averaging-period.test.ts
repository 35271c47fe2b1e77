import { describe, expect, it } from 'vitest';
import { formatAveragingPeriod } from './averaging-period';

describe('formatAveragingPeriod', () => {
  it.each([
    [1, 'en-US', '1 minute'],
    [30, 'en-US', '30 minutes'],
    [60, 'en-US', '1 hour'],
    [300, 'en-US', '5 hours'],
    [720, 'en-US', '12 hours'],
    [1440, 'en-US', '1 day'],
    [15, 'es', '15 minutos'],
    [60, 'fr', '1 heure'],
    [1440, 'pt-BR', '1 dia'],
    [15, 'zh', '15分钟'],
  ])('writes %i minutes in %s as %s', (minutes, locale, text) => {
    // French puts a no-break space between number and unit; compare the words.
    expect(formatAveragingPeriod(minutes, locale).replace(/\s/gu, ' ')).toBe(text);
  });

  it('keeps minutes that are not whole hours in minutes (90 is not 1.5 hours)', () => {
    expect(formatAveragingPeriod(90, 'en-US')).toBe('90 minutes');
  });
});
