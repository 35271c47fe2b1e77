import { describe, expect, it } from 'vitest';
import {
  AVERAGING_PERIOD_MINUTES,
  countBuckets,
  isAllowedAveragingPeriod,
  isNjPamContributionType,
  MAX_CHART_BUCKETS,
  parseDuration,
  validateChartForm,
  validateChartQuery,
  MAX_DOWNLOAD_RANGE_DAYS,
  MAX_DOWNLOAD_RANGE_MS,
  validateDownloadForm,
  validateDownloadRangeLength,
  validateDownloadSource,
  validateDurationKey,
} from './chart';
import { formatDateTime } from './report';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2024, 5, 1); // 2024-06-01T00:00Z

describe('averaging periods and buckets (spec 03 §9)', () => {
  it('limits a chart to 1440 buckets', () => {
    expect(MAX_CHART_BUCKETS).toBe(1440);
  });

  it('offers 1, 5, 10, 15, 20, 30 minutes; 1, 2, 4, 5, 6, 8, 12 hours; 1 day', () => {
    expect(AVERAGING_PERIOD_MINUTES).toEqual([
      1, 5, 10, 15, 20, 30, 60, 120, 240, 300, 360, 480, 720, 1440,
    ]);
  });

  it.each([
    [1, true],
    [300, true],
    [1440, true],
    [0, false],
    [2, false],
    [90, false],
    [2880, false],
    [null, false],
  ])('averaging period %j allowed: %s', (minutes, expected) => {
    expect(isAllowedAveragingPeriod(minutes)).toBe(expected);
  });

  it.each([
    [T0, T0 + DAY, MINUTE, 1440],
    [T0, T0 + DAY + 1, MINUTE, 1441],
    [T0, T0 + DAY, HOUR, 24],
    [T0, T0 + 90 * MINUTE, HOUR, 2],
    [T0, T0, HOUR, 0],
    [T0, T0 + HOUR, 0, Number.POSITIVE_INFINITY],
    [T0, T0 + HOUR, -MINUTE, Number.POSITIVE_INFINITY],
  ])('from %d to %d at %d ms needs %d buckets', (from, to, period, expected) => {
    expect(countBuckets(from, to, period)).toBe(expected);
  });
});

describe('chart query (spec 03 §5)', () => {
  it.each([
    [
      '24 hours at 1 minute (exactly 1440 buckets)',
      { from: T0, to: T0 + DAY, averagingPeriodMs: MINUTE },
    ],
    ['an empty range', { from: T0, to: T0, averagingPeriodMs: MINUTE }],
    ['1440 days at 1 day', { from: T0, to: T0 + 1440 * DAY, averagingPeriodMs: DAY }],
    ['60 days at 1 hour', { from: T0, to: T0 + 60 * DAY, averagingPeriodMs: HOUR }],
  ])('accepts %s', (_, input) => {
    expect(validateChartQuery(input)).toBeNull();
  });

  it.each([
    [
      'to 1 ms before from',
      { from: T0, to: T0 - 1, averagingPeriodMs: MINUTE },
      'From date must be before to date',
    ],
    [
      '24 hours + 1 minute at 1 minute (1441 buckets)',
      { from: T0, to: T0 + DAY + MINUTE, averagingPeriodMs: MINUTE },
      'Date range too long or averaging period too short',
    ],
    [
      '24 hours + 1 ms at 1 minute',
      { from: T0, to: T0 + DAY + 1, averagingPeriodMs: MINUTE },
      'Date range too long or averaging period too short',
    ],
    [
      '60 days + 1 ms at 1 hour',
      { from: T0, to: T0 + 60 * DAY + 1, averagingPeriodMs: HOUR },
      'Date range too long or averaging period too short',
    ],
    [
      'a zero averaging period',
      { from: T0, to: T0 + HOUR, averagingPeriodMs: 0 },
      'Date range too long or averaging period too short',
    ],
    ['from NaN', { from: Number.NaN, to: T0, averagingPeriodMs: MINUTE }, 'From time is invalid'],
    ['to NaN', { from: T0, to: Number.NaN, averagingPeriodMs: MINUTE }, 'To time is invalid'],
    [
      'both NaN',
      { from: Number.NaN, to: Number.NaN, averagingPeriodMs: MINUTE },
      'From and To time are invalid',
    ],
  ])('rejects %s', (_, input, message) => {
    expect(validateChartQuery(input)?.message).toBe(message);
  });

  it('reports a negative span before the bucket count', () => {
    expect(validateChartQuery({ from: T0 + DAY, to: T0, averagingPeriodMs: 0 })?.code).toBe(
      'chart.fromAfterTo',
    );
  });
});

describe('relative duration keys', () => {
  it.each([
    ['30m', 30 * MINUTE],
    ['1h', HOUR],
    ['12h', 12 * HOUR],
    ['24h', DAY],
    ['7d', 7 * DAY],
    ['90m', 90 * MINUTE],
    [' 2d ', 2 * DAY],
  ])('parses %j', (key, ms) => {
    expect(parseDuration(key)).toBe(ms);
    expect(validateDurationKey(key)).toBeNull();
  });

  it.each([
    ['', 'chart.emptyDurationKey', 'Duration key must not be empty'],
    ['   ', 'chart.emptyDurationKey', 'Duration key must not be empty'],
    [null, 'chart.emptyDurationKey', 'Duration key must not be empty'],
    [undefined, 'chart.emptyDurationKey', 'Duration key must not be empty'],
    ['0m', 'chart.zeroDuration', 'Duration must be greater than zero'],
    ['0d', 'chart.zeroDuration', 'Duration must be greater than zero'],
    ['000h', 'chart.zeroDuration', 'Duration must be greater than zero'],
    ['h', 'range.invalidPreset', 'Invalid date time range'],
    ['10', 'range.invalidPreset', 'Invalid date time range'],
    ['1w', 'range.invalidPreset', 'Invalid date time range'],
    ['1H', 'range.invalidPreset', 'Invalid date time range'],
    ['-1h', 'range.invalidPreset', 'Invalid date time range'],
    ['1.5h', 'range.invalidPreset', 'Invalid date time range'],
    ['1 h', 'range.invalidPreset', 'Invalid date time range'],
    ['99999999999999d', 'range.invalidPreset', 'Invalid date time range'],
  ])('rejects %j', (key, code, message) => {
    expect(parseDuration(key)).toEqual({ code, message });
    expect(validateDurationKey(key)).toEqual({ code, message });
  });
});

describe('chart form (spec 03 §3 Charts)', () => {
  const channel = { name: 'PM10', unit: 'µg/m³' };

  it.each([
    [
      'an individual query',
      {
        type: 'individual',
        channels: [channel],
        monitoringLocationIds: [1],
        averagingPeriodMinutes: 60,
      },
    ],
    [
      'an aggregated query',
      { type: 'aggregated', source: 7, channels: [{ fieldType: 'ContributionAverage' }] },
    ],
  ] as const)('accepts %s', (_, form) => {
    expect(validateChartForm(form)).toEqual([]);
  });

  it.each([
    [
      'an individual query without channels',
      { type: 'individual', channels: [], monitoringLocationIds: [1], averagingPeriodMinutes: 60 },
      ['Select at least one channel'],
    ],
    [
      'an individual query without locations',
      {
        type: 'individual',
        channels: [channel],
        monitoringLocationIds: [],
        averagingPeriodMinutes: 60,
      },
      ['Select at least one monitoring location'],
    ],
    [
      'a 90-minute averaging period',
      {
        type: 'individual',
        channels: [channel],
        monitoringLocationIds: ['a'],
        averagingPeriodMinutes: 90,
      },
      ['Select an allowed averaging period'],
    ],
    [
      'an empty individual query',
      { type: 'individual', channels: [], monitoringLocationIds: [], averagingPeriodMinutes: null },
      [
        'Select at least one channel',
        'Select at least one monitoring location',
        'Select an allowed averaging period',
      ],
    ],
    [
      'an aggregated query without source',
      { type: 'aggregated', source: null, channels: [{ fieldType: 'WindDirection' }] },
      ['Select a data source'],
    ],
    [
      'an empty aggregated query',
      { type: 'aggregated', source: '', channels: [] },
      ['Select a data source', 'Select at least one channel'],
    ],
  ] as const)('rejects %s', (_, form, messages) => {
    expect(validateChartForm(form).map((error) => error.message)).toEqual(messages);
  });
});

describe('data download form (spec 03 §5 Download)', () => {
  const SOURCE_START = Date.UTC(2024, 4, 1, 6, 30); // 05/01/2024 06:30 UTC
  const source = { id: 3, contributionType: 'Der10', startTimeMs: SOURCE_START };
  const range = { from: SOURCE_START, to: SOURCE_START + DAY };

  it.each([
    ['an aggregated download starting at the source start', { type: 'aggregated', source, range }],
    [
      'an aggregated download of a source with no known start',
      { type: 'aggregated', source: { id: 3 }, range },
    ],
    [
      'an individual download with journal entries',
      {
        type: 'individual',
        monitoringLocationIds: [1, 2],
        range,
        includeJournal: true,
        averagingPeriodMinutes: 15,
      },
    ],
    [
      'an individual download before any source start',
      { type: 'individual', monitoringLocationIds: [1], range: { from: 0, to: 1 } },
    ],
  ] as const)('accepts %s', (_, form) => {
    expect(validateDownloadForm(form)).toEqual([]);
  });

  it.each([
    ['no source', { type: 'aggregated', source: null, range }, ['Select a data source']],
    ['no range', { type: 'aggregated', source, range: null }, ['Select a date range']],
    [
      'a range without to',
      { type: 'aggregated', source, range: { from: SOURCE_START, to: Number.NaN } },
      ['Select a date range'],
    ],
    [
      'a range ending at its start',
      { type: 'aggregated', source, range: { from: SOURCE_START, to: SOURCE_START } },
      ['From time must be before end time'],
    ],
    [
      'a range starting 1 ms before the source',
      { type: 'aggregated', source, range: { from: SOURCE_START - 1, to: SOURCE_START + DAY } },
      ['The date range cannot start before the data source started (05/01/2024 06:30)'],
    ],
    [
      'journal entries with aggregated data',
      { type: 'aggregated', source, range, includeJournal: true },
      ['Journal entries can only be included with individual data'],
    ],
    [
      'an NJ PAM source',
      { type: 'aggregated', source: { id: 9, contributionType: 'NjPam' }, range },
      ['Contribution data is not available for NJ PAM'],
    ],
    [
      'nothing at all',
      { type: 'aggregated', source: undefined, range: undefined, includeJournal: true },
      [
        'Select a data source',
        'Journal entries can only be included with individual data',
        'Select a date range',
      ],
    ],
    [
      'no location',
      { type: 'individual', monitoringLocationIds: [], range },
      ['Select at least one monitoring location'],
    ],
    [
      'an individual download without range',
      { type: 'individual', monitoringLocationIds: [1], range: { from: null, to: null } },
      ['Select a date range'],
    ],
    [
      'a 7-minute averaging period',
      { type: 'individual', monitoringLocationIds: [1], range, averagingPeriodMinutes: 7 },
      ['Select an allowed averaging period'],
    ],
  ] as const)('rejects %s', (_, form, messages) => {
    expect(validateDownloadForm(form).map((error) => error.message)).toEqual(messages);
  });

  it('formats the source start with the given formatter', () => {
    const errors = validateDownloadForm({
      type: 'aggregated',
      source,
      range: { from: SOURCE_START - HOUR, to: SOURCE_START + HOUR },
      format: (ms) => formatDateTime(ms, 'America/Los_Angeles'),
    });
    expect(errors).toEqual([
      {
        code: 'download.startBeforeSource',
        message: 'The date range cannot start before the data source started (04/30/2024 23:30)',
        params: { start: '04/30/2024 23:30' },
      },
    ]);
  });

  it.each([
    ['NjPam', true],
    ['NJ_PAM', true],
    ['Der10', false],
    ['FOURTEEN_SIXTY_SIX', false],
    [null, false],
  ])('type %j is NJ PAM: %s', (type, expected) => {
    expect(isNjPamContributionType(type)).toBe(expected);
    expect(validateDownloadSource({ id: 1, contributionType: type })?.code ?? null).toBe(
      expected ? 'download.njPamUnavailable' : null,
    );
  });
});

describe('download range length (366 days at most)', () => {
  const DAY = 24 * 60 * 60_000;
  const from = Date.parse('2025-01-01T00:00:00Z');

  it.each([
    [1, null],
    [366 * DAY - 1, null],
    [366 * DAY, null],
    [366 * DAY + 1, 'Date range must be 366 days or less'],
    [400 * DAY, 'Date range must be 366 days or less'],
  ])('a range of %i ms gives %j', (length, message) => {
    expect(validateDownloadRangeLength(from, from + length)?.message ?? null).toBe(message);
    const errors = validateDownloadForm({
      type: 'individual',
      monitoringLocationIds: ['a'],
      range: { from, to: from + length },
    });
    expect(errors.map((error) => error.message)).toEqual(message ? [message] : []);
  });

  it('is exactly MAX_DOWNLOAD_RANGE_DAYS days', () => {
    expect(MAX_DOWNLOAD_RANGE_DAYS).toBe(366);
    expect(MAX_DOWNLOAD_RANGE_MS).toBe(366 * DAY);
  });
});
