import { describe, expect, it } from 'vitest';
import {
  createdAtFields,
  createdAtInstant,
  createdAtValue,
  formatCreatedAt,
  zoneLabel,
} from './created-at';

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe("the 'Created at' field on the user's clock", () => {
  it('defaults to now, to the minute, as the zone shows it', () => {
    // 2026-11-26 04:15:42Z is 10:00:42 in Kathmandu (UTC+05:45).
    expect(createdAtFields(Date.UTC(2026, 10, 26, 4, 15, 42), 'Asia/Kathmandu')).toEqual({
      day: day(2026, 11, 26),
      time: '10:00',
    });
    // 23:30 on the 25th in New York (UTC-05:00) is 04:30Z on the 26th.
    expect(createdAtFields(Date.UTC(2026, 10, 26, 4, 30), 'America/New_York')).toEqual({
      day: day(2026, 11, 25),
      time: '23:30',
    });
  });

  it.each([
    ['Asia/Kathmandu', day(2026, 11, 26), '10:00', '2026-11-26T04:15:00.000Z'],
    ['UTC', day(2026, 11, 26), '10:00', '2026-11-26T10:00:00.000Z'],
    ['America/New_York', day(2026, 1, 15), '09:30', '2026-01-15T14:30:00.000Z'],
    ['America/New_York', day(2026, 7, 15), '09:30', '2026-07-15T13:30:00.000Z'],
    // The first minute of summer time in London, 2026-03-29 01:00 GMT = 02:00 BST.
    ['Europe/London', day(2026, 3, 29), '02:00', '2026-03-29T01:00:00.000Z'],
    // 01:30 on the autumn change day in London happens twice (00:30Z in BST, 01:30Z in GMT):
    // the offset found at 01:30Z is GMT's, so the second, winter reading is kept.
    ['Europe/London', day(2026, 10, 25), '01:30', '2026-10-25T01:30:00.000Z'],
    ['Europe/London', day(2026, 10, 25), '02:30', '2026-10-25T02:30:00.000Z'],
  ])('reads %s %o %s as %s', (zone, d, time, iso) => {
    expect(createdAtValue({ day: d, time }, zone)).toBe(iso);
  });

  it('gives no instant while the day or the time is missing, or the day does not exist', () => {
    expect(createdAtInstant({ day: null, time: '10:00' }, 'UTC')).toBeNull();
    expect(createdAtInstant({ day: day(2026, 11, 26), time: null }, 'UTC')).toBeNull();
    expect(createdAtInstant({ day: day(2026, 2, 30), time: '10:00' }, 'UTC')).toBeNull();
    expect(createdAtInstant({ day: day(2026, 11, 26), time: '24:00' }, 'UTC')).toBeNull();
    expect(createdAtValue({ day: null, time: null }, 'UTC')).toBe('');
  });

  it('labels the zone with its offset at that instant and its name', () => {
    expect(zoneLabel(Date.UTC(2026, 10, 26), 'Asia/Kathmandu')).toBe('UTC+05:45 (Asia/Kathmandu)');
    expect(zoneLabel(Date.UTC(2026, 6, 1), 'America/New_York')).toBe(
      'UTC-04:00 (America/New_York)',
    );
    expect(zoneLabel(Date.UTC(2026, 0, 1), 'UTC')).toBe('UTC+00:00 (UTC)');
  });

  it('writes a stored time in the user’s zone with the offset beside it', () => {
    expect(formatCreatedAt('2026-11-26T04:15:00.000Z', 'Asia/Kathmandu', 'en-GB')).toEqual({
      text: '26/11/2026, 10:00',
      zone: 'UTC+05:45',
    });
    expect(formatCreatedAt('2026-07-15T13:30:00.000Z', 'America/New_York', 'en-US')).toEqual({
      text: '07/15/2026, 09:30',
      zone: 'UTC-04:00',
    });
  });
});
