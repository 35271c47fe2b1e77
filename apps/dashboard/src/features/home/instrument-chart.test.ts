import { describe, expect, it } from 'vitest';
import { instrumentCharts, readingSpacing, zoneOfAnswer } from './instrument-chart';

describe('the zone of an instrument’s data', () => {
  it('reads a whole-hour offset as its fixed Etc/GMT zone, sign inverted', () => {
    expect(zoneOfAnswer('2026-11-25T10:00:00-05:00')).toEqual({
      timeZone: 'Etc/GMT+5',
      label: 'UTC-05:00',
    });
    expect(zoneOfAnswer('2026-07-01T10:00:00+02:00')).toEqual({
      timeZone: 'Etc/GMT-2',
      label: 'UTC+02:00',
    });
  });

  it('labels UTC for a Z time, a zero offset or no time at all', () => {
    const utc = { timeZone: 'UTC', label: 'UTC' };
    expect(zoneOfAnswer('2026-11-25T15:00:00Z')).toEqual(utc);
    expect(zoneOfAnswer('2026-11-25T15:00:00+00:00')).toEqual(utc);
    expect(zoneOfAnswer(undefined)).toEqual(utc);
  });

  it('keeps the label of a part-hour offset, or falls back to UTC where offset zones are unknown', () => {
    const zone = zoneOfAnswer('2026-11-25T20:30:00+05:30');
    // Node 20 has no offset zones; newer engines (Chromium) do.
    expect([
      { timeZone: '+05:30', label: 'UTC+05:30' },
      { timeZone: 'UTC', label: 'UTC' },
    ]).toContainEqual(zone);
  });

  it('times written with an offset are the same instants', () => {
    expect(Date.parse('2026-11-25T10:00:00-05:00')).toBe(Date.parse('2026-11-25T15:00:00Z'));
  });
});

describe('the spacing of readings', () => {
  it('is the median gap, so one missing reading does not widen it', () => {
    expect(readingSpacing([0, 60_000, 120_000, 300_000, 360_000])).toBe(60_000);
  });

  it('is one minute with fewer than two readings', () => {
    expect(readingSpacing([])).toBe(60_000);
    expect(readingSpacing([5])).toBe(60_000);
  });
});

describe('the charts of an instrument page', () => {
  const readings = (sensor: string, units: string) => ({
    Sensor: sensor,
    Units: units,
    DecimalPlaces: 1,
    Values: [
      { Time: '2026-11-25T10:00:00-05:00', Value: 1 },
      { Time: '2026-11-25T10:01:00-05:00', Value: null },
      { Time: '2026-11-25T10:02:00-05:00', Value: 3 },
    ],
  });

  it('puts sensors of one unit together, particle sizes in size order, wind direction apart', () => {
    const charts = instrumentCharts([
      readings('PM10', 'µg/m³'),
      readings('WD', '°'),
      readings('TEMP', '°C'),
      readings('PM1', 'µg/m³'),
      readings('WS', 'm/s'),
    ]);
    expect(charts.map((chart) => [chart.unit, chart.series.map((s) => s.id)])).toEqual([
      ['µg/m³', ['PM1', 'PM10']],
      ['°', ['WD']],
      ['°C', ['TEMP']],
      ['m/s', ['WS']],
    ]);
    expect(charts[1]?.series[0]?.kind).toBe('direction');
    expect(charts[0]?.series.map((s) => s.colour)).toEqual(['var(--chart-1)', 'var(--chart-2)']);
    expect(charts[3]?.series[0]?.colour).toBe('var(--chart-5)');
  });

  it('holds the readings as typed arrays, NaN where a reading is missing', () => {
    const [chart] = instrumentCharts([readings('PM10', 'µg/m³')]);
    const series = chart?.series[0];
    expect(Array.from(series?.times ?? [])).toEqual([
      Date.UTC(2026, 10, 25, 15, 0),
      Date.UTC(2026, 10, 25, 15, 1),
      Date.UTC(2026, 10, 25, 15, 2),
    ]);
    expect(Array.from(series?.values ?? [])).toEqual([1, Number.NaN, 3]);
    expect(series?.bucketMs).toBe(60_000);
  });
});
