import { DAY_MS } from './terms';

// Trial performance metrics (spec 03 §3, §9): active and converting trials now, the conversion rate
// over the last 30 days and all time, and one point per UTC day for the area chart.

/** A trial as the metrics read it; convertedAt is set while it is marked (or was) converted to paid. */
export interface MetricsTrial {
  startDate: Date;
  expiryDate: Date;
  convertedAt: Date | null;
}

export interface TrialMetricsResult {
  totalActive: number;
  totalConverting: number;
  conversionRateAllTime: number;
  conversionRate30Days: number;
  data: { date: string; activeCount: number; conversionsCount: number }[];
}

/** Converted trials ÷ trials, 0 when there are none. */
export function conversionRate(trials: readonly MetricsTrial[]): number {
  if (trials.length === 0) return 0;
  return trials.filter((trial) => trial.convertedAt !== null).length / trials.length;
}

/**
 * The metrics at `now` over the days from `from`'s UTC date to `to`'s, inclusive. A day's
 * ActiveCount is the trials running at some moment of it ([start, expiry) overlaps the day);
 * ConversionsCount the trials marked converted that day. Now: active are running trials not
 * converting, converting the running ones marked to convert. The 30-day rate is over the trials
 * started in the 30 days up to now; the all-time one over every trial.
 */
export function trialMetrics(
  trials: readonly MetricsTrial[],
  now: Date,
  from: Date,
  to: Date,
): TrialMetricsResult {
  const t = now.getTime();
  const running = trials.filter((x) => x.startDate.getTime() <= t && x.expiryDate.getTime() > t);
  const recent = trials.filter(
    (x) => x.startDate.getTime() > t - 30 * DAY_MS && x.startDate.getTime() <= t,
  );
  const data: TrialMetricsResult['data'] = [];
  const firstDay = Math.floor(from.getTime() / DAY_MS);
  const lastDay = Math.floor(to.getTime() / DAY_MS);
  for (let day = firstDay; day <= lastDay; day += 1) {
    const start = day * DAY_MS;
    const end = start + DAY_MS;
    data.push({
      date: new Date(start).toISOString().slice(0, 10),
      activeCount: trials.filter(
        (x) => x.startDate.getTime() < end && x.expiryDate.getTime() > start,
      ).length,
      conversionsCount: trials.filter(
        (x) =>
          x.convertedAt !== null &&
          x.convertedAt.getTime() >= start &&
          x.convertedAt.getTime() < end,
      ).length,
    });
  }
  return {
    totalActive: running.filter((x) => x.convertedAt === null).length,
    totalConverting: running.filter((x) => x.convertedAt !== null).length,
    conversionRateAllTime: conversionRate(trials),
    conversionRate30Days: conversionRate(recent),
    data,
  };
}
