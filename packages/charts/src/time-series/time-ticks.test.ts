import { describe, expect, it } from 'vitest';
import {
  chooseInterval,
  formatInstantWithZone,
  formatTick,
  ticksForInterval,
  TICK_INTERVALS,
  wallTime,
  wallToInstant,
  zoneOffset,
} from './time-ticks';

const HOUR = 3_600_000;
const iso = (t: number) => new Date(t).toISOString();
const interval = (unit: string, step: number) =>
  TICK_INTERVALS.find((item) => item.unit === unit && item.step === step)!;

describe('zone offsets', () => {
  it.each([
    ['America/New_York', '2026-01-15T12:00:00Z', -5],
    ['America/New_York', '2026-07-15T12:00:00Z', -4],
    ['Asia/Kolkata', '2026-07-15T12:00:00Z', 5.5],
    ['Asia/Kathmandu', '2026-07-15T12:00:00Z', 5.75],
    ['Etc/UTC', '2026-07-15T12:00:00Z', 0],
  ])('%s at %s is UTC%+d h', (zone, at, hours) => {
    expect(zoneOffset(Date.parse(at), zone)).toBe(hours * HOUR);
  });

  it('maps a wall time back to its instant, the first of a repeated one, and rejects a skipped one', () => {
    // New York, 2026-03-08: 02:00 EST jumps to 03:00 EDT. 2026-11-01: 02:00 EDT falls back to 01:00 EST.
    expect(iso(wallToInstant(Date.UTC(2026, 2, 8, 1, 30), 'America/New_York')!)).toBe(
      '2026-03-08T06:30:00.000Z',
    );
    expect(iso(wallToInstant(Date.UTC(2026, 2, 8, 3, 0), 'America/New_York')!)).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(wallToInstant(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York', true)).toBeNull();
    expect(iso(wallToInstant(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York')!)).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(wallTime(Date.parse('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(
      Date.UTC(2026, 10, 1, 1, 30),
    );
  });
});

describe('time ticks in a zone', () => {
  it('puts daily ticks at local midnight of the zone, not of UTC or the browser', () => {
    // Kolkata is UTC+5:30: local midnight is 18:30 UTC the day before.
    const ticks = ticksForInterval(
      Date.parse('2026-11-24T00:00:00Z'),
      Date.parse('2026-11-27T00:00:00Z'),
      interval('day', 1),
      'Asia/Kolkata',
    );
    expect(ticks.map(iso)).toEqual([
      '2026-11-24T18:30:00.000Z',
      '2026-11-25T18:30:00.000Z',
      '2026-11-26T18:30:00.000Z',
    ]);
  });

  it('puts 6-hour ticks at 00, 06, 12 and 18 local time in a zone 5:45 ahead', () => {
    const ticks = ticksForInterval(
      Date.parse('2026-11-24T18:15:00Z'), // 00:00 in Kathmandu
      Date.parse('2026-11-25T18:15:00Z'),
      interval('hour', 6),
      'Asia/Kathmandu',
    );
    expect(ticks.map(iso)).toEqual([
      '2026-11-24T18:15:00.000Z',
      '2026-11-25T00:15:00.000Z',
      '2026-11-25T06:15:00.000Z',
      '2026-11-25T12:15:00.000Z',
      '2026-11-25T18:15:00.000Z',
    ]);
  });

  it('skips the hour that does not exist when summer time starts (New York, 8 March 2026)', () => {
    const ticks = ticksForInterval(
      Date.parse('2026-03-08T05:00:00Z'), // 00:00 EST
      Date.parse('2026-03-08T09:00:00Z'), // 05:00 EDT
      interval('hour', 1),
      'America/New_York',
    );
    // Local 00:00, 01:00, (02:00 skipped), 03:00, 04:00, 05:00.
    expect(ticks.map(iso)).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
      '2026-03-08T09:00:00.000Z',
    ]);
    expect(
      ticks.map((t) => formatTick(t, interval('hour', 1), 'en-GB', 'America/New_York')),
    ).toEqual(['8 Mar', '01:00', '03:00', '04:00', '05:00']);
  });

  it('keeps 6-hour ticks on 00, 06, 12, 18 local across the change (not 6 h of UTC)', () => {
    const ticks = ticksForInterval(
      Date.parse('2026-03-08T05:00:00Z'),
      Date.parse('2026-03-09T04:00:00Z'),
      interval('hour', 6),
      'America/New_York',
    );
    // 00:00 EST = 05:00Z; 06:00 EDT = 10:00Z; 12:00 EDT = 16:00Z; 18:00 EDT = 22:00Z; 00:00 EDT = 04:00Z.
    expect(ticks.map(iso)).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T10:00:00.000Z',
      '2026-03-08T16:00:00.000Z',
      '2026-03-08T22:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
  });

  it('ticks the repeated hour once when summer time ends (New York, 1 November 2026)', () => {
    const ticks = ticksForInterval(
      Date.parse('2026-11-01T04:00:00Z'), // 00:00 EDT
      Date.parse('2026-11-01T08:00:00Z'), // 03:00 EST
      interval('hour', 1),
      'America/New_York',
    );
    // 00:00 EDT, 01:00 EDT (first of the two), 02:00 EST, 03:00 EST.
    expect(ticks.map(iso)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
  });

  it('keeps daily ticks at local midnight on both sides of a change (Berlin, 25 October 2026)', () => {
    const ticks = ticksForInterval(
      Date.parse('2026-10-24T12:00:00Z'),
      Date.parse('2026-10-27T12:00:00Z'),
      interval('day', 1),
      'Europe/Berlin',
    );
    // Midnight CEST (UTC+2) on the 25th, then CET (UTC+1).
    expect(ticks.map(iso)).toEqual([
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
      '2026-10-26T23:00:00.000Z',
    ]);
  });

  it('labels ticks with Intl in the locale and the zone', () => {
    const t = Date.parse('2026-11-25T14:30:00Z');
    expect(formatTick(t, interval('minute', 30), 'en-US', 'America/New_York')).toBe('09:30 AM');
    expect(formatTick(t, interval('minute', 30), 'fr', 'Europe/Paris')).toBe('15:30');
    expect(
      formatTick(
        Date.parse('2026-11-25T05:00:00Z'),
        interval('day', 1),
        'en-US',
        'America/New_York',
      ),
    ).toBe('Nov 25');
  });
});

describe('formatInstantWithZone', () => {
  it('names the zone, or its offset where the locale has no abbreviation', () => {
    const t = Date.parse('2026-11-25T14:30:00Z');
    expect(formatInstantWithZone(t, 'en-US', 'America/New_York')).toBe('Nov 25, 2026, 9:30 AM EST');
    expect(formatInstantWithZone(t, 'en-US', 'Asia/Kolkata')).toBe(
      'Nov 25, 2026, 8:00 PM GMT+5:30',
    );
  });
});

describe('chooseInterval', () => {
  it.each([
    [3_600_000, 6, 'minute', 10],
    [24 * HOUR, 8, 'hour', 3],
    [31 * 24 * HOUR, 8, 'week', 1],
    [365 * 24 * HOUR, 6, 'month', 3],
  ])('over %d ms with %d ticks picks every %s × %d', (span, count, unit, step) => {
    const chosen = chooseInterval(span, count);
    expect([chosen.unit, chosen.step]).toEqual([unit, step]);
  });
});
