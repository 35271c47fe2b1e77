import { describe, expect, it } from 'vitest';
import {
  absoluteValue,
  checkDraft,
  draftFromValue,
  formatAbsoluteRange,
  initialRangeValue,
  presetOptions,
  resolveRange,
  valueLabelKey,
  type RangeDraft,
} from './range-picker-state';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Sunday 8 March 2026, 12:00 UTC: the day New York springs forward (02:00 EST becomes 03:00 EDT).
const NOW = Date.UTC(2026, 2, 8, 12, 0);

describe('presetOptions', () => {
  it('lists the five presets shortest first with their labels, all enabled by default', () => {
    expect(presetOptions({ now: NOW })).toEqual([
      { key: '30m', labelKey: 'last30Minutes', enabled: true },
      { key: '1h', labelKey: 'lastHour', enabled: true },
      { key: '12h', labelKey: 'last12Hours', enabled: true },
      { key: '24h', labelKey: 'last24Hours', enabled: true },
      { key: '7d', labelKey: 'last7Days', enabled: true },
    ]);
  });

  it('enables a preset that starts exactly at min', () => {
    const options = presetOptions({ now: NOW, min: NOW - DAY });
    expect(options.find((option) => option.key === '24h')?.enabled).toBe(true);
    expect(options.find((option) => option.key === '7d')?.enabled).toBe(false);
  });

  it('disables a preset that would start one millisecond before min', () => {
    const options = presetOptions({ now: NOW, min: NOW - DAY + 1 });
    expect(options.find((option) => option.key === '24h')?.enabled).toBe(false);
    expect(options.find((option) => option.key === '12h')?.enabled).toBe(true);
  });

  it('enables the presets when now is exactly max and disables them all when now is after it', () => {
    expect(presetOptions({ now: NOW, max: NOW }).every((option) => option.enabled)).toBe(true);
    expect(presetOptions({ now: NOW, max: NOW - 1 }).some((option) => option.enabled)).toBe(false);
  });

  it('disables every preset near the 1970 minimum when now is shortly after it', () => {
    const options = presetOptions({ now: 45 * MINUTE });
    expect(options.filter((option) => option.enabled).map((option) => option.key)).toEqual(['30m']);
  });
});

describe('initialRangeValue', () => {
  it.each([
    ['24 hours when it fits', { now: NOW }, { kind: 'relative', preset: '24h' }],
    [
      '24 hours when it starts exactly at min',
      { now: NOW, min: NOW - DAY },
      { kind: 'relative', preset: '24h' },
    ],
    [
      'the shortest enabled preset otherwise',
      { now: NOW, min: NOW - DAY + 1 },
      { kind: 'relative', preset: '30m' },
    ],
    ['nothing when no preset fits', { now: NOW, max: NOW - 1 }, null],
  ])('selects %s', (_case, bounds, expected) => {
    expect(initialRangeValue(bounds)).toEqual(expected);
  });
});

describe('resolveRange and valueLabelKey', () => {
  it.each([
    ['30m', 30 * MINUTE, 'last30Minutes'],
    ['1h', HOUR, 'lastHour'],
    ['12h', 12 * HOUR, 'last12Hours'],
    ['24h', DAY, 'last24Hours'],
    ['7d', 7 * DAY, 'last7Days'],
  ] as const)('the %s preset ends at now, lasts %i ms and is named %s', (preset, duration, key) => {
    const value = { kind: 'relative', preset } as const;
    expect(resolveRange(value, NOW)).toEqual({ from: NOW - duration, to: NOW });
    expect(valueLabelKey(value)).toBe(key);
  });

  it('keeps a fixed range as it is and has no label key for it', () => {
    const value = { kind: 'absolute', from: NOW - HOUR, to: NOW } as const;
    expect(resolveRange(value, NOW + DAY)).toEqual({ from: NOW - HOUR, to: NOW });
    expect(valueLabelKey(value)).toBeNull();
  });

  it('names an empty selection "Custom range"', () => {
    expect(valueLabelKey(null)).toBe('customRange');
  });
});

describe('formatAbsoluteRange', () => {
  // Intl puts narrow and thin spaces around the dash and before AM; compare them as spaces.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('writes the range in the time zone, across the DST change', () => {
    const from = Date.UTC(2026, 2, 8, 6, 30); // 01:30 EST
    const to = Date.UTC(2026, 2, 8, 7, 30); // 03:30 EDT
    expect(plain(formatAbsoluteRange({ from, to }, 'en-US', 'America/New_York'))).toBe(
      'Mar 8, 2026, 1:30 – 3:30 AM',
    );
    expect(plain(formatAbsoluteRange({ from, to }, 'en-GB', 'UTC'))).toBe(
      '8 Mar 2026, 06:30–07:30',
    );
  });
});

describe('draftFromValue', () => {
  it('fills all four fields from a fixed range, in the time zone', () => {
    const value = {
      kind: 'absolute',
      from: Date.UTC(2026, 2, 1, 13, 0),
      to: Date.UTC(2026, 2, 2, 23, 15),
    } as const;
    expect(draftFromValue(value, NOW, 'America/New_York')).toEqual({
      startDay: { year: 2026, month: 3, day: 1 },
      startTime: '08:00',
      endDay: { year: 2026, month: 3, day: 2 },
      endTime: '18:15',
    });
  });

  it("fills only the days of a preset's range and leaves the times empty", () => {
    expect(draftFromValue({ kind: 'relative', preset: '24h' }, NOW, 'America/New_York')).toEqual({
      startDay: { year: 2026, month: 3, day: 7 },
      startTime: '',
      endDay: { year: 2026, month: 3, day: 8 },
      endTime: '',
    });
  });

  it('starts on today in the time zone with nothing selected', () => {
    const lateEvening = Date.UTC(2026, 2, 9, 2, 0); // 22:00 EDT on 8 March
    expect(draftFromValue(null, lateEvening, 'America/New_York')).toMatchObject({
      startDay: { year: 2026, month: 3, day: 8 },
      endDay: { year: 2026, month: 3, day: 8 },
    });
  });
});

const day8 = { year: 2026, month: 3, day: 8 };
const draft = (startTime: string, endTime: string, overrides: Partial<RangeDraft> = {}) => ({
  startDay: day8,
  startTime,
  endDay: day8,
  endTime,
  ...overrides,
});

describe('checkDraft', () => {
  it('refuses to apply until both times are typed, without a message', () => {
    for (const [start, end] of [
      ['', ''],
      ['08:00', ''],
      ['', '18:00'],
    ]) {
      const check = checkDraft(draft(start ?? '', end ?? ''), 'UTC', {});
      expect(check.canApply).toBe(false);
      expect(check.error).toBeNull();
    }
  });

  it('applies a valid range and gives its instants in the time zone', () => {
    const check = checkDraft(draft('08:00', '18:00'), 'UTC', {});
    expect(check).toEqual({
      from: Date.UTC(2026, 2, 8, 8),
      to: Date.UTC(2026, 2, 8, 18),
      error: null,
      canApply: true,
    });
    expect(absoluteValue(check)).toEqual({
      kind: 'absolute',
      from: Date.UTC(2026, 2, 8, 8),
      to: Date.UTC(2026, 2, 8, 18),
    });
  });

  it.each([
    ['25:00', '18:00', {}, 'From time is invalid'],
    ['08:00', '99:99', {}, 'To time is invalid'],
    ['25:00', 'abc', {}, 'From and To time are invalid'],
    ['18:00', '08:00', {}, 'From time must be before end time'],
    ['12:00', '12:00', {}, 'From time must be before end time'],
    [
      '11:59',
      '18:00',
      { min: Date.UTC(2026, 2, 8, 12) },
      'From time must be after the minimum time',
    ],
    [
      '08:00',
      '12:01',
      { max: Date.UTC(2026, 2, 8, 12) },
      'To time must be before the maximum time',
    ],
  ])('given %s to %s within %j it shows %j and refuses to apply', (start, end, bounds, message) => {
    const check = checkDraft(draft(start, end), 'UTC', bounds);
    expect(check.error?.message).toBe(message);
    expect(check.canApply).toBe(false);
    expect(absoluteValue(check)).toBeNull();
  });

  it('accepts a range from exactly min to exactly max', () => {
    const check = checkDraft(draft('08:00', '12:00'), 'UTC', {
      min: Date.UTC(2026, 2, 8, 8),
      max: Date.UTC(2026, 2, 8, 12),
    });
    expect(check.canApply).toBe(true);
  });

  it('refuses a range that starts before the default minimum, 1970-01-01', () => {
    const check = checkDraft(
      draft('23:00', '01:00', {
        startDay: { year: 1969, month: 12, day: 31 },
        endDay: { year: 1970, month: 1, day: 1 },
      }),
      'UTC',
      {},
    );
    expect(check.error?.message).toBe('From time must be after the minimum time');
  });

  it('shows no message for a field the user has not left yet', () => {
    const touched = { start: true, end: false };
    expect(checkDraft(draft('08:00', '0'), 'UTC', {}, touched).error).toBeNull();
    expect(checkDraft(draft('25:00', '0'), 'UTC', {}, touched).error?.message).toBe(
      'From time is invalid',
    );
    expect(checkDraft(draft('18:00', '08:00'), 'UTC', {}, touched).error).toBeNull();
    expect(
      checkDraft(draft('0', '99:99'), 'UTC', {}, { start: false, end: true }).error?.message,
    ).toBe('To time is invalid');
  });

  describe('on the DST day in America/New_York (8 March 2026)', () => {
    const zone = 'America/New_York';

    it('counts real time across the change: 01:30 to 03:30 lasts one hour', () => {
      const check = checkDraft(draft('01:30', '03:30'), zone, {});
      expect(check.from).toBe(Date.UTC(2026, 2, 8, 6, 30));
      expect(check.to).toBe(Date.UTC(2026, 2, 8, 7, 30));
      expect((check.to ?? 0) - (check.from ?? 0)).toBe(HOUR);
      expect(check.canApply).toBe(true);
    });

    it('moves a time in the gap forward, so 02:30 to 03:30 is an empty range and refused', () => {
      const check = checkDraft(draft('02:30', '03:30'), zone, {});
      expect(check.from).toBe(check.to);
      expect(check.error?.message).toBe('From time must be before end time');
      expect(check.canApply).toBe(false);
    });

    it('round-trips a fixed range over the change through the fields', () => {
      const value = { kind: 'absolute', from: Date.UTC(2026, 2, 8, 6, 30), to: NOW } as const;
      const fields = draftFromValue(value, NOW, zone);
      expect(fields).toMatchObject({ startTime: '01:30', endTime: '08:00' });
      expect(absoluteValue(checkDraft(fields, zone, {}))).toEqual(value);
    });
  });
});
