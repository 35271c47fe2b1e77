import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/project-dashboard.json';
import type { ProjectClock } from '../../lib/project-clock';
import { lastUpdatedParts, lastUpdatedText, type LastUpdatedTranslate } from './last-updated';

const NEW_YORK: ProjectClock = { timeZone: 'America/New_York', summerTimeAdjusted: true };
const NEW_YORK_STANDARD: ProjectClock = { timeZone: 'America/New_York', summerTimeAdjusted: false };
const UTC: ProjectClock = { timeZone: 'UTC', summerTimeAdjusted: true };
const at = (iso: string) => Date.parse(iso);

/** The English words of locales/en/project-dashboard.json, interpolated as i18next does. */
const english: LastUpdatedTranslate = (key, values) => {
  const words = en.lastUpdated[key.slice('lastUpdated.'.length) as keyof typeof en.lastUpdated];
  return words.replace(/\{\{(\w+)\}\}/g, (_, name: 'time' | 'date') => values[name]);
};

describe('lastUpdatedParts', () => {
  it('splits today and yesterday at the project midnight, not UTC midnight', () => {
    const now = at('2026-11-25T12:00:00Z'); // 07:00 EST on the 25th
    // 00:00 EST on the 25th is 05:00 UTC.
    expect(lastUpdatedParts(at('2026-11-25T05:00:00Z'), now, NEW_YORK)).toEqual({
      day: 'today',
      time: '00:00',
      date: '2026-11-25',
    });
    expect(lastUpdatedParts(at('2026-11-25T04:59:00Z'), now, NEW_YORK)).toEqual({
      day: 'yesterday',
      time: '23:59',
      date: '2026-11-24',
    });
    // 00:00 EST on the 24th: two days back, the date.
    expect(lastUpdatedParts(at('2026-11-24T04:59:00Z'), now, NEW_YORK).day).toBe('date');
    expect(lastUpdatedParts(at('2026-11-24T05:00:00Z'), now, NEW_YORK).day).toBe('yesterday');
  });

  it('on a UTC clock the boundary is UTC midnight', () => {
    const now = at('2026-11-26T00:00:00Z');
    expect(lastUpdatedParts(at('2026-11-26T00:00:00Z'), now, UTC).day).toBe('today');
    expect(lastUpdatedParts(at('2026-11-25T23:59:00Z'), now, UTC)).toEqual({
      day: 'yesterday',
      time: '23:59',
      date: '2026-11-25',
    });
  });

  it('follows the end of summer time in New York on 2026-11-01 (a 25-hour day)', () => {
    // Midnight EDT of Nov 1 is 04:00 UTC; the clocks go back at 06:00 UTC (02:00 EDT → 01:00 EST).
    const lateOnFirst = at('2026-11-02T04:59:00Z'); // 23:59 EST, still Nov 1
    expect(lastUpdatedParts(at('2026-11-01T04:00:00Z'), lateOnFirst, NEW_YORK)).toEqual({
      day: 'today',
      time: '00:00',
      date: '2026-11-01',
    });
    // 01:30 happens twice that night: once in EDT and once in EST.
    expect(lastUpdatedParts(at('2026-11-01T05:30:00Z'), lateOnFirst, NEW_YORK).time).toBe('01:30');
    expect(lastUpdatedParts(at('2026-11-01T06:30:00Z'), lateOnFirst, NEW_YORK).time).toBe('01:30');
    // One minute later it is midnight EST of Nov 2: Nov 1 becomes yesterday.
    const midnightSecond = at('2026-11-02T05:00:00Z');
    expect(lastUpdatedParts(at('2026-11-01T04:00:00Z'), midnightSecond, NEW_YORK).day).toBe(
      'yesterday',
    );
    expect(lastUpdatedParts(at('2026-11-01T03:59:00Z'), midnightSecond, NEW_YORK)).toEqual({
      day: 'date',
      time: '23:59',
      date: '2026-10-31',
    });
  });

  it('a project that keeps standard time reads EST the whole year', () => {
    const now = at('2026-11-01T12:00:00Z');
    // 04:00 UTC is 00:00 EDT but 23:00 EST on Oct 31.
    expect(lastUpdatedParts(at('2026-11-01T04:00:00Z'), now, NEW_YORK_STANDARD)).toEqual({
      day: 'yesterday',
      time: '23:00',
      date: '2026-10-31',
    });
    expect(lastUpdatedParts(at('2026-11-01T04:00:00Z'), now, NEW_YORK).day).toBe('today');
  });
});

describe('lastUpdatedText', () => {
  const now = at('2026-11-25T12:00:00Z');
  it('writes Today, Yesterday or the date with the time', () => {
    expect(lastUpdatedText(at('2026-11-25T11:58:00Z'), now, NEW_YORK, english)).toBe(
      'Last updated Today 06:58',
    );
    expect(lastUpdatedText(at('2026-11-24T21:05:00Z'), now, NEW_YORK, english)).toBe(
      'Last updated Yesterday 16:05',
    );
    expect(lastUpdatedText(at('2026-11-20T09:07:00Z'), now, NEW_YORK, english)).toBe(
      'Last updated 2026-11-20 04:07',
    );
  });
});
