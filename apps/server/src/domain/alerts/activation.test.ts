import type { ActivationCriteria, ActiveDay } from '@aq/validation/alert';
import { describe, expect, it } from 'vitest';
import { projectClock } from '../../shared/project-clock';
import {
  isActiveAt,
  isWithinCriteria,
  projectLocalTime,
  projectOffsetMinutes,
  type ProjectZone,
} from './activation';

const NEW_YORK: ProjectZone = { timeZone: 'America/New_York', summerTimeAdjusted: true };
const NEW_YORK_STANDARD: ProjectZone = { timeZone: 'America/New_York', summerTimeAdjusted: false };
const SYDNEY: ProjectZone = { timeZone: 'Australia/Sydney', summerTimeAdjusted: true };
const SYDNEY_STANDARD: ProjectZone = { timeZone: 'Australia/Sydney', summerTimeAdjusted: false };
const KATHMANDU: ProjectZone = { timeZone: 'Asia/Kathmandu', summerTimeAdjusted: true };
const UTC: ProjectZone = { timeZone: 'UTC', summerTimeAdjusted: true };

const WEEKDAYS: ActiveDay[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const ALL_DAYS: ActiveDay[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const criteria = (days: ActiveDay[], start: number, end: number): ActivationCriteria => ({
  ActiveDays: days,
  ActiveTimeStart: start,
  ActiveTimeEnd: end,
});
const hm = (hours: number, minutes = 0) => hours * 60 + minutes;
const utc = (iso: string) => Date.parse(iso);

/** How many UTC minutes in [from, to) are active (each minute tested at its start). */
function activeMinutes(c: ActivationCriteria | null, zone: ProjectZone, from: string, to: string) {
  let count = 0;
  for (let t = utc(from); t < utc(to); t += 60_000) if (isActiveAt(c, zone, t)) count += 1;
  return count;
}

describe('projectOffsetMinutes', () => {
  it.each([
    // zone, instant, offset
    [NEW_YORK, '2026-01-15T12:00:00Z', -300],
    [NEW_YORK, '2026-07-01T12:00:00Z', -240],
    [NEW_YORK_STANDARD, '2026-07-01T12:00:00Z', -300], // standard time all year
    [NEW_YORK, '2026-03-08T06:59:59Z', -300], // 01:59:59 EST
    [NEW_YORK, '2026-03-08T07:00:00Z', -240], // 03:00 EDT
    [NEW_YORK, '2026-11-01T05:59:59Z', -240], // 01:59:59 EDT
    [NEW_YORK, '2026-11-01T06:00:00Z', -300], // 01:00 EST again
    [SYDNEY, '2026-01-15T00:00:00Z', 660], // southern summer
    [SYDNEY_STANDARD, '2026-01-15T00:00:00Z', 600],
    [SYDNEY_STANDARD, '2026-07-15T00:00:00Z', 600],
    [KATHMANDU, '2026-11-26T00:00:00Z', 345],
    [UTC, '2026-07-01T00:00:00Z', 0],
  ])('%j at %s → %d', (zone, iso, offset) => {
    expect(projectOffsetMinutes(zone, utc(iso))).toBe(offset);
  });

  it('agrees with the project clock of shared/project-clock.ts', () => {
    const format = (minutes: number) => {
      const sign = minutes < 0 ? '-' : '+';
      const abs = Math.abs(minutes);
      return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
    };
    const zones = [NEW_YORK, NEW_YORK_STANDARD, SYDNEY, SYDNEY_STANDARD, KATHMANDU, UTC];
    for (const zone of zones) {
      for (let month = 0; month < 12; month += 1) {
        const at = Date.UTC(2026, month, 10, 15, 30);
        expect(format(projectOffsetMinutes(zone, at))).toBe(
          projectClock(zone.timeZone, zone.summerTimeAdjusted, new Date(at)).offset,
        );
      }
    }
  });
});

describe('projectLocalTime', () => {
  it.each([
    [NEW_YORK, '2026-11-26T13:00:00Z', 'Thursday', hm(8)],
    [NEW_YORK, '2026-11-27T04:59:00Z', 'Thursday', hm(23, 59)],
    [NEW_YORK, '2026-11-27T05:00:00Z', 'Friday', 0],
    [KATHMANDU, '2026-11-26T00:00:00Z', 'Thursday', hm(5, 45)],
    [SYDNEY, '2026-01-15T22:00:00Z', 'Friday', hm(9)],
    [SYDNEY_STANDARD, '2026-01-15T22:00:00Z', 'Friday', hm(8)],
  ])('%j at %s → %s minute %d', (zone, iso, day, minute) => {
    const local = projectLocalTime(zone, utc(iso));
    expect(local.day).toBe(day);
    expect(local.minuteOfDay).toBe(minute);
  });
});

describe('isWithinCriteria', () => {
  const day = criteria(WEEKDAYS, hm(8), hm(17));
  const night = criteria(['Friday'], hm(22), hm(6));
  it.each([
    // [criteria, day, minute, inside]
    [day, 'Monday', hm(8), true], // the start minute is inside
    [day, 'Monday', hm(7, 59), false],
    [day, 'Monday', hm(17), true], // the end minute is inside
    [day, 'Monday', hm(17, 1), false],
    [day, 'Saturday', hm(12), false],
    [night, 'Friday', hm(22), true],
    [night, 'Friday', hm(21, 59), false],
    [night, 'Friday', hm(23, 59), true],
    [night, 'Saturday', 0, true], // after midnight, Friday's flag applies
    [night, 'Saturday', hm(6), true],
    [night, 'Saturday', hm(6, 1), false],
    [night, 'Saturday', hm(22), false], // Saturday evening is not active
    [night, 'Friday', hm(5), false], // Friday morning belongs to Thursday night
    [night, 'Friday', hm(12), false],
    [criteria(['Sunday'], hm(12), hm(12)), 'Sunday', hm(12), true], // a one-minute window
    [criteria(['Sunday'], hm(12), hm(12)), 'Sunday', hm(12, 1), false],
    [criteria(ALL_DAYS, 0, 1439), 'Wednesday', 1439, true],
    [criteria(ALL_DAYS, 0, 1439), 'Wednesday', 0, true],
    [null, 'Sunday', 0, true],
  ] as const)('%j, %s minute %d → %s', (c, d, minute, inside) => {
    expect(isWithinCriteria(c, d, minute)).toBe(inside);
  });
});

describe('isActiveAt', () => {
  it('is always active without criteria', () => {
    expect(isActiveAt(null, NEW_YORK, utc('2026-03-08T07:30:00Z'))).toBe(true);
    expect(activeMinutes(null, NEW_YORK, '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')).toBe(
      1440,
    );
  });

  it('covers every minute of every day with all days from 0 to 1439', () => {
    const always = criteria(ALL_DAYS, 0, 1439);
    // The fall-back day in New York has 25 hours: 1500 minutes from local midnight to midnight.
    expect(activeMinutes(always, NEW_YORK, '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z')).toBe(
      1500,
    );
    expect(isActiveAt(always, NEW_YORK, utc('2026-11-27T04:59:59.999Z'))).toBe(true); // 23:59:59
  });

  describe('window edges (08:00–17:00 Monday to Friday, New York, Thursday 26 November 2026)', () => {
    const c = criteria(WEEKDAYS, hm(8), hm(17));
    it.each([
      ['2026-11-26T12:59:59.999Z', false], // 07:59:59 EST
      ['2026-11-26T13:00:00Z', true], // 08:00 EST: the start minute
      ['2026-11-26T22:00:00Z', true], // 17:00 EST: the end minute
      ['2026-11-26T22:00:59.999Z', true],
      ['2026-11-26T22:01:00Z', false], // 17:01 EST
      ['2026-11-28T15:00:00Z', false], // Saturday 10:00 EST
    ])('%s → %s', (iso, active) => {
      expect(isActiveAt(c, NEW_YORK, utc(iso))).toBe(active);
    });
  });

  describe('across midnight (22:00–06:00 on Friday only, New York)', () => {
    const c = criteria(['Friday'], hm(22), hm(6));
    it.each([
      ['2026-11-28T02:59:00Z', false], // Friday 21:59 EST
      ['2026-11-28T03:00:00Z', true], // Friday 22:00 EST
      ['2026-11-28T10:00:00Z', true], // Saturday 05:00 EST: Friday's night
      ['2026-11-28T11:00:00Z', true], // Saturday 06:00 EST: the end minute
      ['2026-11-28T11:01:00Z', false], // Saturday 06:01 EST
      ['2026-11-29T03:00:00Z', false], // Saturday 22:00 EST: Saturday is not active
      ['2026-11-27T10:00:00Z', false], // Friday 05:00 EST: Thursday's night
    ])('%s → %s', (iso, active) => {
      expect(isActiveAt(c, NEW_YORK, utc(iso))).toBe(active);
    });
  });

  describe('on the spring-forward day (New York, Sunday 8 March 2026, 02:00 EST → 03:00 EDT)', () => {
    it.each([
      ['2026-03-08T11:59:00Z', false], // 07:59 EDT (06:59 on standard time)
      ['2026-03-08T12:00:00Z', true], // 08:00 EDT
      ['2026-03-08T21:00:00Z', true], // 17:00 EDT
      ['2026-03-08T21:01:00Z', false], // 17:01 EDT
      ['2026-03-07T13:00:00Z', false], // Saturday 08:00 EST: not an active day
    ])('08:00–17:00 on Sundays, %s → %s', (iso, active) => {
      expect(isActiveAt(criteria(['Sunday'], hm(8), hm(17)), NEW_YORK, utc(iso))).toBe(active);
    });

    it('a window inside the skipped hour never opens', () => {
      const c = criteria(['Sunday'], hm(2), hm(2, 59));
      expect(activeMinutes(c, NEW_YORK, '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z')).toBe(0);
    });

    it('a night window over the change lasts one hour less', () => {
      // Saturday 22:00 EST to Sunday 06:00 EDT inclusive: 7 real hours and the end minute.
      const c = criteria(['Saturday'], hm(22), hm(6));
      expect(activeMinutes(c, NEW_YORK, '2026-03-07T12:00:00Z', '2026-03-08T20:00:00Z')).toBe(
        7 * 60 + 1,
      );
      expect(isActiveAt(c, NEW_YORK, utc('2026-03-08T03:00:00Z'))).toBe(true); // Sat 22:00 EST
      expect(isActiveAt(c, NEW_YORK, utc('2026-03-08T10:00:00Z'))).toBe(true); // Sun 06:00 EDT
      expect(isActiveAt(c, NEW_YORK, utc('2026-03-08T10:01:00Z'))).toBe(false);
    });
  });

  describe('on the fall-back day (New York, Sunday 1 November 2026, 02:00 EDT → 01:00 EST)', () => {
    it.each([
      ['2026-11-01T12:00:00Z', false], // 07:00 EST (08:00 on summer time)
      ['2026-11-01T13:00:00Z', true], // 08:00 EST
      ['2026-11-01T22:00:00Z', true], // 17:00 EST
      ['2026-11-01T22:01:00Z', false],
    ])('08:00–17:00 on Sundays, %s → %s', (iso, active) => {
      expect(isActiveAt(criteria(['Sunday'], hm(8), hm(17)), NEW_YORK, utc(iso))).toBe(active);
    });

    it('a window inside the repeated hour is open in both of them', () => {
      const c = criteria(['Sunday'], hm(1), hm(1, 59));
      expect(activeMinutes(c, NEW_YORK, '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z')).toBe(120);
      expect(isActiveAt(c, NEW_YORK, utc('2026-11-01T05:00:00Z'))).toBe(true); // 01:00 EDT
      expect(isActiveAt(c, NEW_YORK, utc('2026-11-01T06:59:00Z'))).toBe(true); // 01:59 EST
      expect(isActiveAt(c, NEW_YORK, utc('2026-11-01T07:00:00Z'))).toBe(false); // 02:00 EST
    });
  });

  describe('a project that is not summer-time adjusted keeps standard time', () => {
    const c = criteria(ALL_DAYS, hm(8), hm(17));
    it.each([
      // zone, instant, active
      [NEW_YORK, '2026-07-01T12:00:00Z', true], // 08:00 EDT
      [NEW_YORK_STANDARD, '2026-07-01T12:00:00Z', false], // 07:00 EST
      [NEW_YORK_STANDARD, '2026-07-01T13:00:00Z', true], // 08:00 EST
      [NEW_YORK_STANDARD, '2026-07-01T22:00:00Z', true], // 17:00 EST
      [NEW_YORK_STANDARD, '2026-07-01T22:01:00Z', false],
      [NEW_YORK_STANDARD, '2026-03-08T12:00:00Z', false], // 07:00 EST on the spring-forward day
      [NEW_YORK_STANDARD, '2026-03-08T13:00:00Z', true],
      [SYDNEY, '2026-01-15T22:00:00Z', true], // 09:00 AEDT
      [SYDNEY_STANDARD, '2026-01-15T21:00:00Z', false], // 07:00 AEST
      [SYDNEY_STANDARD, '2026-01-15T22:00:00Z', true], // 08:00 AEST
    ])('%j at %s → %s', (zone, iso, active) => {
      expect(isActiveAt(c, zone, utc(iso))).toBe(active);
    });

    it('has neither a skipped nor a repeated hour on the change days', () => {
      const c1 = criteria(['Sunday'], hm(1), hm(1, 59));
      expect(
        activeMinutes(c1, NEW_YORK_STANDARD, '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z'),
      ).toBe(60);
      const c2 = criteria(['Sunday'], hm(2), hm(2, 59));
      expect(
        activeMinutes(c2, NEW_YORK_STANDARD, '2026-03-08T04:00:00Z', '2026-03-09T05:00:00Z'),
      ).toBe(60);
    });
  });
});
