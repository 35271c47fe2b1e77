import { describe, expect, it } from 'vitest';
import {
  ENGLISH_RELATIVE_TIME,
  relativeTimeKey,
  type RelativeTimeValue,
} from './relative-time-key';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2024, 4, 14, 9, 30, 0);

describe('relativeTimeKey', () => {
  const cases: [string, number, RelativeTimeValue, string][] = [
    ['the same instant', 0, { key: 'now' }, 'now'],
    ['59 min 59 s', 59 * MINUTE + 59 * SECOND, { key: 'now' }, 'now'],
    ['exactly 1 h', HOUR, { key: 'anHourAgo' }, 'an hour ago'],
    ['1 h 59 min', HOUR + 59 * MINUTE, { key: 'anHourAgo' }, 'an hour ago'],
    ['2 h', 2 * HOUR, { key: 'hoursAgo', count: 2 }, '2 hours ago'],
    ['23 h 59 min', 23 * HOUR + 59 * MINUTE, { key: 'hoursAgo', count: 23 }, '23 hours ago'],
    ['24 h', 24 * HOUR, { key: 'aDayAgo' }, 'a day ago'],
    ['1 d 23 h', DAY + 23 * HOUR, { key: 'aDayAgo' }, 'a day ago'],
    ['2 d', 2 * DAY, { key: 'daysAgo', count: 2 }, '2 days ago'],
    ['6 d 23 h', 6 * DAY + 23 * HOUR, { key: 'daysAgo', count: 6 }, '6 days ago'],
    ['7 d', 7 * DAY, { key: 'aWeekAgo' }, 'a week ago'],
    ['13 d 23 h', 13 * DAY + 23 * HOUR, { key: 'aWeekAgo' }, 'a week ago'],
    ['14 d', 14 * DAY, { key: 'weeksAgo', count: 2 }, '2 weeks ago'],
    ['29 d', 29 * DAY, { key: 'weeksAgo', count: 4 }, '4 weeks ago'],
    [
      '29 d 23 h 59 min',
      29 * DAY + 23 * HOUR + 59 * MINUTE,
      { key: 'weeksAgo', count: 4 },
      '4 weeks ago',
    ],
    ['30 d', 30 * DAY, { key: 'aMonthAgo' }, 'a month ago'],
    ['59 d', 59 * DAY, { key: 'aMonthAgo' }, 'a month ago'],
    ['59 d 23 h 59 min', 59 * DAY + 23 * HOUR + 59 * MINUTE, { key: 'aMonthAgo' }, 'a month ago'],
    ['60 d', 60 * DAY, { key: 'overAMonthAgo' }, 'over a month ago'],
    ['400 d', 400 * DAY, { key: 'overAMonthAgo' }, 'over a month ago'],
  ];

  it.each(cases)('given %s ago, it reads %j and says "%s"', (_, elapsed, expected, english) => {
    const value = relativeTimeKey(NOW - elapsed, NOW);
    expect(value).toEqual(expected);
    expect(ENGLISH_RELATIVE_TIME(value.key, value.count)).toBe(english);
  });

  it('given a time slightly in the future (a clock ahead), it reads "now"', () => {
    expect(relativeTimeKey(NOW + 5 * MINUTE, NOW)).toEqual({ key: 'now' });
  });
});
