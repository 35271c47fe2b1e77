import { describe, expect, it } from 'vitest';
import { InvalidQueryError } from '../../lib/route-query';
import {
  chartProblems,
  chartQueryToRoute,
  parseChartQuery,
  pickerValue,
  rangeFromPicker,
  relativeNow,
  resetForDataType,
  resolveChartRange,
  type IndividualChartQuery,
} from './chart-query';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Wednesday 25 November 2026, 15:00 UTC.
const NOW = Date.UTC(2026, 10, 25, 15, 0);
const PROJECT = '7f3c1c1e-0000-4000-8000-000000000001';

function individual(query: Record<string, unknown>): IndividualChartQuery {
  const parsed = parseChartQuery({ projectId: PROJECT, ...query });
  if (parsed.type !== 'individual') throw new Error('expected an individual query');
  return parsed;
}

describe('reading a chart query from the address', () => {
  it('opens a bare project id with the defaults: individual, 1 hour, last 24 hours, focus on channels', () => {
    expect(parseChartQuery({ projectId: PROJECT })).toEqual({
      type: 'individual',
      projectId: PROJECT,
      display: 'timeseries',
      focus: 'channels',
      averagingPeriod: 60,
      channels: null,
      monitoringLocationIds: null,
      range: { kind: 'relative', key: '24h' },
    });
  });

  it('reads the full individual shape', () => {
    const query = parseChartQuery({
      projectId: PROJECT,
      type: 'individual',
      display: 'timeseries',
      focus: 'monitoringLocations',
      averagingPeriod: 15,
      channels: [
        { name: 'PM10', unit: 'µg/m³', decimalPlace: 1 },
        { name: 'WD', unit: '°' },
      ],
      monitoringLocationIds: ['a', 'b'],
      range: { from: 1000, to: 2000 },
    });
    expect(query).toEqual({
      type: 'individual',
      projectId: PROJECT,
      display: 'timeseries',
      focus: 'monitoringLocations',
      averagingPeriod: 15,
      channels: [
        { name: 'PM10', unit: 'µg/m³', decimalPlace: 1 },
        { name: 'WD', unit: '°' },
      ],
      monitoringLocationIds: ['a', 'b'],
      range: { kind: 'absolute', from: 1000, to: 2000 },
    });
  });

  it('reads the aggregated shape, with or without a source, by its type or its field types', () => {
    expect(
      parseChartQuery({
        projectId: PROJECT,
        type: 'aggregated',
        source: 12,
        channels: [{ fieldType: 'ContributionAverage', sensorName: 'PM10' }],
        range: '7d',
      }),
    ).toEqual({
      type: 'aggregated',
      projectId: PROJECT,
      source: 12,
      channels: [{ fieldType: 'ContributionAverage', sensorName: 'PM10' }],
      range: { kind: 'relative', key: '7d' },
    });
    expect(
      parseChartQuery({ projectId: PROJECT, channels: [{ fieldType: 'WindDirection' }] }),
    ).toEqual({
      type: 'aggregated',
      projectId: PROJECT,
      source: null,
      channels: [{ fieldType: 'WindDirection' }],
      range: { kind: 'relative', key: '24h' },
    });
  });

  it.each([
    ['no project', {}],
    ['an empty project id', { projectId: ' ' }],
    ['a focus that does not exist', { projectId: PROJECT, focus: 'sensors' }],
    ['a display other than timeseries', { projectId: PROJECT, display: 'table' }],
    ['an averaging period that is text', { projectId: PROJECT, averagingPeriod: '60' }],
    ['a channel without a name', { projectId: PROJECT, channels: [{ unit: 'ppm' }] }],
    ['locations that are not a list', { projectId: PROJECT, monitoringLocationIds: 'a' }],
    ['a range of neither shape', { projectId: PROJECT, range: 24 }],
    [
      'an unknown field type',
      { projectId: PROJECT, type: 'aggregated', channels: [{ fieldType: 'Upwind' }] },
    ],
    ['an unknown data type', { projectId: PROJECT, type: 'mixed' }],
  ])('calls %s an invalid query', (_name, query) => {
    expect(() => parseChartQuery(query)).toThrow(InvalidQueryError);
  });

  it('writes a query back to the address and reads the same query again', () => {
    const query = individual({
      focus: 'monitoringLocations',
      averagingPeriod: 5,
      channels: [{ name: 'PM2.5', unit: 'µg/m³', decimalPlace: 1 }],
      monitoringLocationIds: ['a'],
      range: { from: NOW - HOUR, to: NOW },
    });
    const route = chartQueryToRoute(query);
    expect(route).toEqual({
      projectId: PROJECT,
      type: 'individual',
      display: 'timeseries',
      focus: 'monitoringLocations',
      averagingPeriod: 5,
      channels: [{ name: 'PM2.5', unit: 'µg/m³', decimalPlace: 1 }],
      monitoringLocationIds: ['a'],
      range: { from: NOW - HOUR, to: NOW },
    });
    expect(parseChartQuery(JSON.parse(JSON.stringify(route)))).toEqual(query);
    // Default lists stay out of the address, so it keeps following the project's locations.
    expect(chartQueryToRoute(individual({}))).toEqual({
      projectId: PROJECT,
      type: 'individual',
      display: 'timeseries',
      focus: 'channels',
      averagingPeriod: 60,
      range: '24h',
    });
  });
});

describe('changing the data type', () => {
  it('resets to aggregated without a source and with the default fields, keeping the range', () => {
    const query = individual({ averagingPeriod: 5, focus: 'monitoringLocations', range: '7d' });
    expect(resetForDataType(query, 'aggregated')).toEqual({
      type: 'aggregated',
      projectId: PROJECT,
      source: null,
      channels: null,
      range: { kind: 'relative', key: '7d' },
    });
  });

  it('resets to individual at 1 hour with the focus on channels and the default lists', () => {
    const aggregated = parseChartQuery({ projectId: PROJECT, type: 'aggregated', source: 3 });
    expect(resetForDataType(aggregated, 'individual')).toEqual(individual({}));
  });
});

describe('the range of a query at a moment', () => {
  it('ends a relative preset now', () => {
    expect(resolveChartRange({ kind: 'relative', key: '30m' }, NOW)).toEqual({
      ok: true,
      from: NOW - 30 * MINUTE,
      to: NOW,
    });
    expect(resolveChartRange({ kind: 'relative', key: '7d' }, NOW)).toEqual({
      ok: true,
      from: NOW - 7 * DAY,
      to: NOW,
    });
  });

  it.each([
    ['', 'Duration key must not be empty'],
    ['  ', 'Duration key must not be empty'],
    ['0h', 'Duration must be greater than zero'],
    ['0m', 'Duration must be greater than zero'],
    ['3h', 'Invalid date time range'],
    ['yesterday', 'Invalid date time range'],
  ])('refuses the key %j with %j', (key, message) => {
    const resolved = resolveChartRange({ kind: 'relative', key }, NOW);
    expect(resolved.ok).toBe(false);
    expect(!resolved.ok && resolved.error.message).toBe(message);
  });

  it('maps presets and absolute ranges to the picker and back', () => {
    expect(pickerValue({ kind: 'relative', key: '12h' })).toEqual({
      kind: 'relative',
      preset: '12h',
    });
    expect(pickerValue({ kind: 'relative', key: '3h' })).toBeNull();
    expect(pickerValue({ kind: 'absolute', from: null, to: 5 })).toBeNull();
    expect(rangeFromPicker({ kind: 'absolute', from: 1, to: 2 })).toEqual({
      kind: 'absolute',
      from: 1,
      to: 2,
    });
    expect(rangeFromPicker({ kind: 'relative', preset: '1h' })).toEqual({
      kind: 'relative',
      key: '1h',
    });
  });

  it('moves a relative range by whole minutes', () => {
    expect(relativeNow(NOW + 59_999)).toBe(NOW);
    expect(relativeNow(NOW + MINUTE)).toBe(NOW + MINUTE);
  });
});

describe('whether a query can be asked (projects §5)', () => {
  const selection = { channels: 2, locations: 3 };

  it('plans the default: the last 24 hours at 1 hour (24 buckets)', () => {
    expect(chartProblems(individual({}), selection, NOW)).toEqual({
      problems: [],
      plan: { from: NOW - DAY, to: NOW, averagingPeriodMs: HOUR },
    });
  });

  it('accepts exactly 1440 buckets: 24 hours at 1 minute', () => {
    const result = chartProblems(individual({ averagingPeriod: 1 }), selection, NOW);
    expect(result.problems).toEqual([]);
    expect(result.plan?.averagingPeriodMs).toBe(MINUTE);
  });

  it('refuses 1441 buckets: 24 hours and 1 minute at 1 minute', () => {
    const query = individual({ averagingPeriod: 1, range: { from: NOW - DAY - MINUTE, to: NOW } });
    const result = chartProblems(query, selection, NOW);
    expect(result.plan).toBeNull();
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'Date range too long or averaging period too short',
    ]);
  });

  it('refuses 7 days at 5 minutes (2016 buckets) but not at 10 minutes (1008)', () => {
    expect(
      chartProblems(individual({ averagingPeriod: 5, range: '7d' }), selection, NOW).problems,
    ).toHaveLength(1);
    expect(
      chartProblems(individual({ averagingPeriod: 10, range: '7d' }), selection, NOW).problems,
    ).toEqual([]);
  });

  it('refuses a range whose start is after its end', () => {
    const query = individual({ range: { from: NOW, to: NOW - HOUR } });
    expect(chartProblems(query, selection, NOW).problems[0]?.message).toBe(
      'From date must be before to date',
    );
  });

  it('says every missing choice in the order of the controls, and asks nothing', () => {
    const query = individual({ averagingPeriod: 7, range: '' });
    const result = chartProblems(query, { channels: 0, locations: 0 }, NOW);
    expect(result.plan).toBeNull();
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'Select at least one channel',
      'Select at least one monitoring location',
      'Select an allowed averaging period',
      'Duration key must not be empty',
    ]);
  });

  it('says which bound of an absolute range is not set', () => {
    const query = individual({ range: { from: null, to: NOW } });
    expect(chartProblems(query, selection, NOW).problems[0]?.message).toBe('From time is invalid');
  });
});
