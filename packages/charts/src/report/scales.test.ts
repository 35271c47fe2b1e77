import { describe, expect, it } from 'vitest';
import { fixtureReport } from './report.fixtures';
import { graphDays, graphDomain, graphFloor, graphLines } from './scales';

describe('graphFloor', () => {
  it.each([
    ['PM10', 'µg/m³', 200],
    ['PM10', 'μg/m³', 200], // Greek mu
    ['pm10', 'ug/m3', 200],
    ['PM10', 'mg/m³', 0.2],
    ['VOC', 'ppb', 200],
    ['VOC', 'ppm', 0.2],
    ['PM2.5', 'µg/m³', null],
    ['VOC', 'µg/m³', null],
    ['NO2', 'ppb', null],
  ] as const)('%s in %s → %s', (code, unit, floor) => {
    expect(graphFloor(code, unit)).toBe(floor);
  });
});

describe('graphDomain', () => {
  it('reaches at least the floor', () => {
    expect(graphDomain([10, 50, null], [], 200)).toEqual([0, 200]);
    expect(graphDomain([199.9], [], 200)).toEqual([0, 200]);
  });

  it('grows past the floor with the data or a level', () => {
    expect(graphDomain([10, 250], [], 200)).toEqual([0, 250]);
    expect(graphDomain([10, 180], [300], 200)).toEqual([0, 300]);
  });

  it('starts at 0, or lower for negative contributions', () => {
    expect(graphDomain([5, 7], [], null)).toEqual([0, 7]);
    expect(graphDomain([-20, 120], [], 200)).toEqual([-50, 200]);
  });

  it('draws an empty graph from 0 to the floor, or 0–1', () => {
    expect(graphDomain([null], [], 200)).toEqual([0, 200]);
    expect(graphDomain([], [], null)).toEqual([0, 1]);
  });
});

describe('graphDays', () => {
  const NY = 'America/New_York';
  it('splits a range into local calendar days, clipped, with no empty last day', () => {
    const from = Date.parse('2026-11-25T10:00:00Z'); // 05:00 local
    const to = Date.parse('2026-11-27T05:00:00Z'); // midnight local
    expect(graphDays(from, to, NY)).toEqual([
      { date: '2026-11-25', from, to: Date.parse('2026-11-26T05:00:00Z') },
      { date: '2026-11-26', from: Date.parse('2026-11-26T05:00:00Z'), to },
    ]);
  });

  it('gives a 23-hour day when summer time starts', () => {
    const from = Date.parse('2026-03-08T05:00:00Z');
    const to = Date.parse('2026-03-09T04:00:00Z');
    const days = graphDays(from, to, NY);
    expect(days).toEqual([{ date: '2026-03-08', from, to }]);
    expect((to - from) / 3_600_000).toBe(23);
  });

  it('is one day for a working day and none for an empty range', () => {
    const from = Date.parse('2026-11-25T13:00:00Z');
    expect(graphDays(from, from + 9 * 3_600_000, NY)).toHaveLength(1);
    expect(graphDays(from, from, NY)).toEqual([]);
  });
});

describe('graphLines', () => {
  it('1466 draws the 15-minute rolling average of the 1-minute series', () => {
    const model = fixtureReport('1466');
    const lines = graphLines(model, model.sensors[0]!);
    expect(lines.map((l) => l.id)).toEqual(['contribution', 'upwind', 'downwind']);
    const contribution = lines[0]!.points;
    const raw = model.sensors[0]!.instantaneous;
    expect(contribution[10]!.value).toBeNull();
    const mean = raw.slice(5, 20).reduce((sum, p) => sum + (p.value ?? 0), 0) / 15;
    expect(contribution[19]!.value).toBeCloseTo(mean, 9);
  });

  it('the other layouts draw their averaged series; contribution only without location data', () => {
    const model = fixtureReport('njpam', { displayMonitoringLocationData: false });
    const lines = graphLines(model, model.sensors[0]!);
    expect(lines.map((l) => l.id)).toEqual(['contribution']);
    expect(lines[0]!.points).toBe(model.sensors[0]!.averaged);
  });
});
