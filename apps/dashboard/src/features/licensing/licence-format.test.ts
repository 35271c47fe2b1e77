import { describe, expect, it } from 'vitest';
import { formatLicenceDate, formatMoney, formatRate, licenceDateText } from './licence-format';

describe('licence formatting', () => {
  it('writes money in the locale with its currency', () => {
    expect(formatMoney(96.43, 'USD', 'en-US')).toBe('$96.43');
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(10, 'NOTACODE', 'en-US')).toBe('10.00 NOTACODE');
  });

  it('writes rates as whole percents: 0.255 is 26%, 0 is 0%, 1 is 100%', () => {
    expect(formatRate(0.255, 'en-US')).toBe('26%');
    expect(formatRate(0, 'en-US')).toBe('0%');
    expect(formatRate(1, 'en-US')).toBe('100%');
  });

  it('writes a date with the zone’s offset at that instant', () => {
    expect(formatLicenceDate('2026-11-30T00:00:00Z', 'en-US', 'UTC')).toEqual({
      text: 'Nov 30, 2026',
      zone: 'UTC+00:00',
    });
    // Midnight UTC is still the 29th in New York, in standard time.
    expect(licenceDateText('2026-11-30T00:00:00Z', 'en-US', 'America/New_York')).toBe(
      'Nov 29, 2026 (UTC-05:00)',
    );
    expect(licenceDateText(null, 'en-US')).toBe('');
    expect(licenceDateText('soon', 'en-US')).toBe('');
  });
});
