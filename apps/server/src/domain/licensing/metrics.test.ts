import { describe, expect, it } from 'vitest';
import { conversionRate, trialMetrics } from './metrics';

const d = (iso: string) => new Date(iso);
const NOW = d('2026-11-02T09:00:00Z');

describe('trial metrics', () => {
  it('is 0 without trials', () => {
    expect(conversionRate([])).toBe(0);
    const result = trialMetrics([], NOW, d('2026-11-01T00:00:00Z'), NOW);
    expect(result.conversionRateAllTime).toBe(0);
    expect(result.conversionRate30Days).toBe(0);
    expect(result.data).toEqual([
      { date: '2026-11-01', activeCount: 0, conversionsCount: 0 },
      { date: '2026-11-02', activeCount: 0, conversionsCount: 0 },
    ]);
  });

  it('counts running trials per day and conversions on their day', () => {
    const trials = [
      // Running now, converted on 1 Nov.
      {
        startDate: d('2026-10-25T12:00:00Z'),
        expiryDate: d('2026-11-08T12:00:00Z'),
        convertedAt: d('2026-11-01T10:00:00Z'),
      },
      // Running now, not converted.
      {
        startDate: d('2026-11-01T12:00:00Z'),
        expiryDate: d('2026-11-15T12:00:00Z'),
        convertedAt: null,
      },
      // Ended at the very start of 1 Nov: not active that day.
      {
        startDate: d('2026-10-18T00:00:00Z'),
        expiryDate: d('2026-11-01T00:00:00Z'),
        convertedAt: null,
      },
      // Started 40 days ago and converted: all-time only.
      {
        startDate: d('2026-09-23T09:00:00Z'),
        expiryDate: d('2026-10-07T09:00:00Z'),
        convertedAt: d('2026-09-30T09:00:00Z'),
      },
    ];
    const result = trialMetrics(trials, NOW, d('2026-10-31T00:00:00Z'), NOW);
    expect(result.totalActive).toBe(1);
    expect(result.totalConverting).toBe(1);
    // All time: 2 of 4 converted. Last 30 days: trials 1, 2 and 3 started, 1 converted.
    expect(result.conversionRateAllTime).toBe(0.5);
    expect(result.conversionRate30Days).toBeCloseTo(1 / 3, 10);
    expect(result.data).toEqual([
      { date: '2026-10-31', activeCount: 2, conversionsCount: 0 },
      { date: '2026-11-01', activeCount: 2, conversionsCount: 1 },
      { date: '2026-11-02', activeCount: 2, conversionsCount: 0 },
    ]);
  });
});
