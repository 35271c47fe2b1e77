import { describe, expect, it } from 'vitest';
import { addTerms, nextRenewal, proratedDays, termDays } from './terms';

const d = (iso: string) => new Date(iso);

describe('subscription terms', () => {
  it.each([
    ['2026-01-31T00:00:00Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2026-01-31T00:00:00Z', 2, '2026-03-31T00:00:00.000Z'],
    ['2028-01-31T00:00:00Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-11-20T09:00:00Z', -1, '2026-10-20T09:00:00.000Z'],
    ['2026-12-15T12:00:00Z', 1, '2027-01-15T12:00:00.000Z'],
  ])('adds months to %s (%i) keeping the day, clamped to the month end', (from, k, expected) => {
    expect(addTerms(d(from), 'Month', k).toISOString()).toBe(expected);
  });

  it('finds the first renewal strictly after now', () => {
    const anchor = d('2026-01-31T09:00:00Z');
    expect(nextRenewal(anchor, 'Month', d('2026-03-01T00:00:00Z')).toISOString()).toBe(
      '2026-03-31T09:00:00.000Z',
    );
    // Exactly at a renewal, the next one is a term later.
    expect(nextRenewal(anchor, 'Month', d('2026-01-31T09:00:00Z')).toISOString()).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(nextRenewal(anchor, 'Month', d('2026-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-01-31T09:00:00.000Z',
    );
    const weekly = d('2026-10-01T09:00:00Z');
    expect(nextRenewal(weekly, 'Week', d('2026-11-02T09:00:00Z')).toISOString()).toBe(
      '2026-11-05T09:00:00.000Z',
    );
    expect(nextRenewal(weekly, 'Month', d('2027-05-01T10:00:00Z')).toISOString()).toBe(
      '2027-06-01T09:00:00.000Z',
    );
  });

  it('counts the days of the term ending at a renewal', () => {
    expect(termDays(d('2026-11-20T09:00:00Z'), 'Month')).toBe(31);
    expect(termDays(d('2026-03-01T00:00:00Z'), 'Month')).toBe(28);
    expect(termDays(d('2026-03-01T00:00:00Z'), 'Week')).toBe(7);
  });

  it.each([
    // Monday 2 Nov 2026 to each weekday's renewal.
    ['2026-11-09T09:00:00Z', 0],
    ['2026-11-03T09:00:00Z', 1],
    ['2026-11-08T09:00:00Z', 6],
  ])('prorates a week from Monday to a renewal on %s: %i days', (renewal, days) => {
    expect(proratedDays(d('2026-11-02T09:00:00Z'), d(renewal), 'Week')).toBe(days);
  });
});
