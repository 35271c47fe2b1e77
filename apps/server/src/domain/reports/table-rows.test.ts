import { describe, expect, it } from 'vitest';
import type { ProjectZone } from '../alerts/activation';
import { isTableMinute, tableRows } from './table-rows';

const UTC: ProjectZone = { timeZone: 'UTC', summerTimeAdjusted: true };
const NEW_YORK: ProjectZone = { timeZone: 'America/New_York', summerTimeAdjusted: true };
const NEW_YORK_STANDARD: ProjectZone = { timeZone: 'America/New_York', summerTimeAdjusted: false };
const KOLKATA: ProjectZone = { timeZone: 'Asia/Kolkata', summerTimeAdjusted: true };
const KATHMANDU: ProjectZone = { timeZone: 'Asia/Kathmandu', summerTimeAdjusted: true };

const MINUTE = 60_000;
const utc = (iso: string) => Date.parse(iso);
/** One row per minute, t from `from` to `to` inclusive (minute ends). */
function minuteRows(from: string, to: string): { t: number }[] {
  const rows: { t: number }[] = [];
  for (let t = utc(from); t <= utc(to); t += MINUTE) rows.push({ t });
  return rows;
}
const iso = (rows: { t: number }[]) =>
  rows.map((row) => new Date(row.t).toISOString().slice(0, 16));
/** Local wall time 'HH:mm' of each row in New York. */
const newYorkTimes = (rows: { t: number }[]) =>
  rows.map((row) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(row.t),
  );

describe('tableRows', () => {
  it('keeps every row, in order and by identity, with period 1', () => {
    const rows = minuteRows('2026-05-01T10:00Z', '2026-05-01T10:07Z');
    const kept = tableRows(rows, 1, NEW_YORK);
    expect(kept).toHaveLength(8);
    kept.forEach((row, i) => expect(row).toBe(rows[i]));
  });

  it('keeps the quarter hours with a 15-minute period', () => {
    const rows = minuteRows('2026-05-01T10:01Z', '2026-05-01T11:00Z');
    expect(iso(tableRows(rows, 15, NEW_YORK))).toEqual([
      '2026-05-01T10:15',
      '2026-05-01T10:30',
      '2026-05-01T10:45',
      '2026-05-01T11:00',
    ]);
  });

  it('keeps 23 hours plus both midnights on the spring-forward day in New York', () => {
    // 2026-03-08: 00:00 EST = 05:00Z, clocks jump from 02:00 EST to 03:00 EDT, next 00:00 EDT = 04:00Z.
    const rows = minuteRows('2026-03-08T05:00Z', '2026-03-09T04:00Z');
    const kept = tableRows(rows, 60, NEW_YORK);
    expect(kept).toHaveLength(24);
    expect(newYorkTimes(kept)).toEqual([
      '00:00',
      '01:00',
      ...Array.from({ length: 21 }, (_, i) => `${String(i + 3).padStart(2, '0')}:00`),
      '00:00',
    ]);
    expect(iso(kept.slice(0, 3))).toEqual([
      '2026-03-08T05:00',
      '2026-03-08T06:00',
      '2026-03-08T07:00',
    ]);
  });

  it('keeps the repeated 01:00 twice on the fall-back day in New York', () => {
    // 2026-11-01: 00:00 EDT = 04:00Z, 01:00 comes twice (05:00Z EDT, 06:00Z EST), next 00:00 EST = 05:00Z.
    const rows = minuteRows('2026-11-01T04:00Z', '2026-11-02T05:00Z');
    const kept = tableRows(rows, 60, NEW_YORK);
    expect(kept).toHaveLength(26);
    expect(newYorkTimes(kept).slice(0, 4)).toEqual(['00:00', '01:00', '01:00', '02:00']);
    expect(iso(kept.slice(0, 4))).toEqual([
      '2026-11-01T04:00',
      '2026-11-01T05:00',
      '2026-11-01T06:00',
      '2026-11-01T07:00',
    ]);
  });

  it('reads a project on standard time all year on its standard clock', () => {
    // July in New York: summer time is UTC−4, the project's standard time UTC−5.
    const rows = minuteRows('2026-07-15T00:01Z', '2026-07-16T00:00Z');
    expect(iso(tableRows(rows, 1440, NEW_YORK))).toEqual(['2026-07-15T04:00']);
    expect(iso(tableRows(rows, 1440, NEW_YORK_STANDARD))).toEqual(['2026-07-15T05:00']);
    expect(iso(tableRows(rows, 720, NEW_YORK_STANDARD))).toEqual([
      '2026-07-15T05:00',
      '2026-07-15T17:00',
    ]);
  });

  it('uses the local minute in zones with a half or quarter hour offset', () => {
    const rows = minuteRows('2026-05-01T00:01Z', '2026-05-01T02:00Z');
    // Kolkata is UTC+05:30: local full hours are at hh:30Z.
    expect(iso(tableRows(rows, 60, KOLKATA))).toEqual(['2026-05-01T00:30', '2026-05-01T01:30']);
    // Kathmandu is UTC+05:45: local half hours are at hh:15Z and hh:45Z.
    expect(iso(tableRows(rows, 30, KATHMANDU))).toEqual([
      '2026-05-01T00:15',
      '2026-05-01T00:45',
      '2026-05-01T01:15',
      '2026-05-01T01:45',
    ]);
    expect(iso(tableRows(rows, 60, UTC))).toEqual(['2026-05-01T01:00', '2026-05-01T02:00']);
  });

  it.each([0, -15, 1.5, Number.NaN])('refuses a table period of %d', (period) => {
    expect(() => tableRows([], period, UTC)).toThrow(RangeError);
  });
});

describe('isTableMinute', () => {
  it.each([
    ['2026-05-01T10:15Z', 15, true],
    ['2026-05-01T10:16Z', 15, false],
    ['2026-05-01T10:16Z', 1, true],
    ['2026-05-01T10:00:30Z', 60, true], // seconds are ignored: the minute is 10:00
  ])('%s with period %d → %s', (at, period, expected) => {
    expect(isTableMinute(utc(at), period, UTC)).toBe(expected);
  });
});
