import { describe, expect, it } from 'vitest';
import { summariseSeries } from './series-summary';

describe('instrument page summary', () => {
  it('gives the newest value and the mean, minimum and maximum, skipping gaps', () => {
    const summary = summariseSeries({
      Sensor: 'PM10',
      Units: 'µg/m³',
      DecimalPlaces: 1,
      Values: [
        { Time: '2026-11-22T10:01:00Z', Value: 10 },
        { Time: '2026-11-22T10:02:00Z', Value: null },
        { Time: '2026-11-22T10:03:00Z', Value: 30 },
        { Time: '2026-11-22T10:04:00Z', Value: 2 },
        { Time: '2026-11-22T10:05:00Z', Value: null },
      ],
    });
    expect(summary).toEqual({
      sensor: 'PM10',
      units: 'µg/m³',
      places: 1,
      latest: 2,
      latestAt: Date.parse('2026-11-22T10:04:00Z'),
      mean: 14,
      min: 2,
      max: 30,
    });
  });

  it('has no values for an hour of gaps', () => {
    const summary = summariseSeries({
      Sensor: 'VOC',
      Units: 'ppb',
      DecimalPlaces: 0,
      Values: [{ Time: '2026-11-22T10:01:00Z', Value: null }],
    });
    expect([summary.latest, summary.latestAt, summary.mean, summary.min, summary.max]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
