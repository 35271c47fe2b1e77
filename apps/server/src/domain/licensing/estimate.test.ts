import { describe, expect, it } from 'vitest';
import { estimate, round2, type EstimateInput } from './estimate';

// 2026-11-02 is a Monday. Prices: 30 a week, 100 a month.
const PRICES = { Week: 30, Month: 100 } as const;
const MONDAY = new Date('2026-11-02T09:00:00Z');

function input(overrides: Partial<EstimateInput>): EstimateInput {
  return {
    now: MONDAY,
    subscription: null,
    newTerm: 'Month',
    unitPrices: PRICES,
    weeklyCount: 0,
    monthlyCount: 0,
    ...overrides,
  };
}

describe('licence estimate', () => {
  it('charges nothing prorated when today is the weekly renewal weekday', () => {
    const result = estimate(
      input({
        subscription: {
          term: 'Week',
          licenseCount: 2,
          renewal: new Date('2026-11-09T09:00:00Z'),
          discountPercentage: 0,
        },
        weeklyCount: 3,
      }),
    );
    expect(result).toMatchObject({
      renewalSubTotal: 90,
      proratedSubTotal: 0,
      proratedDays: 0,
      termDays: 7,
      subTotal: 90,
      discount: 0,
      total: 90,
    });
  });

  it('prorates added weekly licences by the days to another renewal weekday', () => {
    // Monday → Thursday: (4 − 1 + 7) mod 7 = 3 days; 2 added × 30 × 3 / 7 = 25.714… → 25.71.
    const result = estimate(
      input({
        subscription: {
          term: 'Week',
          licenseCount: 2,
          renewal: new Date('2026-11-05T09:00:00Z'),
          discountPercentage: 0,
        },
        weeklyCount: 4,
      }),
    );
    expect(result).toMatchObject({
      renewalSubTotal: 120,
      proratedSubTotal: 25.71,
      proratedDays: 3,
      termDays: 7,
      subTotal: 145.71,
      total: 145.71,
    });
  });

  it('applies the discount to the renewal and the immediate charge', () => {
    // 145.71 × 10 % = 14.571 → 14.57; 145.71 − 14.57 = 131.14.
    const result = estimate(
      input({
        subscription: {
          term: 'Week',
          licenseCount: 2,
          renewal: new Date('2026-11-05T09:00:00Z'),
          discountPercentage: 10,
        },
        weeklyCount: 4,
      }),
    );
    expect(result).toMatchObject({ subTotal: 145.71, discount: 14.57, total: 131.14 });
    expect(result.discountPercentage).toBe(10);
  });

  it('prorates a monthly term by whole days over the days of the term ending at the renewal', () => {
    // 20 Oct → 20 Nov is 31 days; 2 Nov → 20 Nov is 18 days. 1 added × 100 × 18 / 31 = 58.0645 →
    // 58.06; renewal 6 × 100 = 600; sub-total 658.06; 10 % = 65.806 → 65.81; total 592.25.
    const result = estimate(
      input({
        subscription: {
          term: 'Month',
          licenseCount: 5,
          renewal: new Date('2026-11-20T09:00:00Z'),
          discountPercentage: 10,
        },
        monthlyCount: 6,
      }),
    );
    expect(result).toMatchObject({
      renewalSubTotal: 600,
      proratedSubTotal: 58.06,
      proratedDays: 18,
      termDays: 31,
      subTotal: 658.06,
      discount: 65.81,
      total: 592.25,
    });
  });

  it('charges no proration on a monthly renewal day and none for fewer licences', () => {
    const sameDay = estimate(
      input({
        now: new Date('2026-11-20T08:00:00Z'),
        subscription: {
          term: 'Month',
          licenseCount: 1,
          renewal: new Date('2026-11-20T09:00:00Z'),
          discountPercentage: 0,
        },
        monthlyCount: 2,
      }),
    );
    expect(sameDay).toMatchObject({ proratedDays: 0, proratedSubTotal: 0, subTotal: 200 });
    const fewer = estimate(
      input({
        subscription: {
          term: 'Month',
          licenseCount: 4,
          renewal: new Date('2026-11-20T09:00:00Z'),
          discountPercentage: 0,
        },
        monthlyCount: 3,
      }),
    );
    expect(fewer).toMatchObject({ proratedSubTotal: 0, renewalSubTotal: 300, total: 300 });
  });

  it('rounds every charge to cents', () => {
    // 1 Dec is one day before the 2 Dec renewal; 2 Nov → 2 Dec is 30 days: 100 × 1 / 30 = 3.333… →
    // 3.33; sub-total 103.33; 12.5 % = 12.91625 → 12.92; total 90.41.
    const result = estimate(
      input({
        now: new Date('2026-12-01T09:00:00Z'),
        subscription: {
          term: 'Month',
          licenseCount: 0,
          renewal: new Date('2026-12-02T09:00:00Z'),
          discountPercentage: 12.5,
        },
        monthlyCount: 1,
      }),
    );
    expect(result).toMatchObject({
      proratedDays: 1,
      termDays: 30,
      proratedSubTotal: 3.33,
      subTotal: 103.33,
      discount: 12.92,
      total: 90.41,
    });
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });

  it('prices a first subscription with its renewal a whole term away and nothing prorated', () => {
    const monthly = estimate(input({ monthlyCount: 3 }));
    expect(monthly).toMatchObject({
      renewalSubTotal: 300,
      proratedSubTotal: 0,
      proratedDays: 0,
      termDays: 30,
      subTotal: 300,
      total: 300,
      discountPercentage: 0,
    });
    expect(monthly.renewal.toISOString()).toBe('2026-12-02T09:00:00.000Z');
    const weekly = estimate(input({ newTerm: 'Week', weeklyCount: 2 }));
    expect(weekly).toMatchObject({ subTotal: 60, termDays: 7, proratedDays: 0 });
    expect(weekly.renewal.toISOString()).toBe('2026-11-09T09:00:00.000Z');
  });
});
