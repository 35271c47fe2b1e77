import { describe, expect, it } from 'vitest';
import {
  aggregatedFormFromQuery,
  aggregatedRequest,
  csvAnswerBlob,
  dataTypeFromQuery,
  DEFAULT_AGGREGATED_FORM,
  formatFromQuery,
  queryFromAggregatedForm,
  type AggregatedFormValues,
  type AggregatedSource,
} from './aggregated-state';

const PROJECT = '00000000-0000-4000-8000-000000000009';
const NOW = Date.parse('2026-11-25T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A DER-10 contribution that started 10 days before NOW. */
const SOURCE: AggregatedSource = {
  id: 7,
  contributionType: 'DER10',
  startTimeMs: NOW - 10 * DAY,
};

describe('the aggregated form in the address', () => {
  it('reads the data type and the format, individual and standard by default', () => {
    expect(dataTypeFromQuery({})).toBe('individual');
    expect(dataTypeFromQuery({ data: 'aggregated' })).toBe('aggregated');
    expect(dataTypeFromQuery({ data: 'Aggregated' })).toBe('individual');
    expect(formatFromQuery({})).toBe('standard');
    expect(formatFromQuery({ format: 'atech' })).toBe('atech');
    expect(formatFromQuery({ format: 'csv' })).toBe('standard');
  });

  it('opens with no source and the last 24 hours, and writes only the data type then', () => {
    expect(aggregatedFormFromQuery({ projectId: PROJECT })).toEqual(DEFAULT_AGGREGATED_FORM);
    expect(queryFromAggregatedForm(PROJECT, DEFAULT_AGGREGATED_FORM)).toEqual({
      projectId: PROJECT,
      data: 'aggregated',
    });
  });

  it('round-trips a source and a range', () => {
    const form: AggregatedFormValues = {
      contributionId: 7,
      range: { kind: 'absolute', from: NOW - DAY, to: NOW },
    };
    const query = queryFromAggregatedForm(PROJECT, form);
    expect(query).toEqual({
      projectId: PROJECT,
      data: 'aggregated',
      source: 7,
      range: { kind: 'absolute', from: NOW - DAY, to: NOW },
    });
    expect(aggregatedFormFromQuery(query)).toEqual(form);
  });

  it.each([['7'], [0], [-3], [1.5], [null]])('reads the source %j as none', (source) => {
    expect(aggregatedFormFromQuery({ source }).contributionId).toBeNull();
  });
});

describe('the aggregated request', () => {
  const form = (change: Partial<AggregatedFormValues>): AggregatedFormValues => ({
    ...DEFAULT_AGGREGATED_FORM,
    contributionId: 7,
    ...change,
  });
  const absolute = (from: number, to: number) => ({ kind: 'absolute' as const, from, to });

  it('asks for the contribution over the range, a relative range ending now', () => {
    expect(aggregatedRequest(form({}), NOW, SOURCE)).toEqual({
      ok: true,
      query: { ContributionId: 7, FromUnixMs: NOW - DAY, ToUnixMs: NOW },
    });
  });

  it('needs a source', () => {
    const result = aggregatedRequest(form({ contributionId: null }), NOW, null);
    expect(result.ok ? null : result.errors.source?.message).toBe('Select a data source');
  });

  it('refuses an NJ PAM source with the spec’s words', () => {
    const result = aggregatedRequest(form({}), NOW, { ...SOURCE, contributionType: 'NJ_PAM' });
    expect(result.ok ? null : result.errors.source?.message).toBe(
      'Contribution data is not available for NJ PAM',
    );
    // The other spelling too; a 1466 source is allowed.
    const njPam = aggregatedRequest(form({}), NOW, { ...SOURCE, contributionType: 'NjPam' });
    expect(njPam.ok ? null : njPam.errors.source?.code).toBe('download.njPamUnavailable');
    expect(
      aggregatedRequest(form({}), NOW, { ...SOURCE, contributionType: 'FOURTEEN_SIXTY_SIX' }).ok,
    ).toBe(true);
  });

  it.each([
    ['exactly at the source’s start', 0, null],
    ['1 ms before it', -1, 'The date range cannot start before the data source started (start)'],
    ['a day before it', -DAY, 'The date range cannot start before the data source started (start)'],
    ['an hour after it', HOUR, null],
  ])('a range starting %s gives %j', (_name, shift, message) => {
    const start = SOURCE.startTimeMs as number;
    const result = aggregatedRequest(
      form({ range: absolute(start + shift, start + 2 * DAY) }),
      NOW,
      SOURCE,
      () => 'start',
    );
    expect(result.ok ? null : (result.errors.range?.message ?? null)).toBe(message);
  });

  it('writes the source’s start with the given format', () => {
    const start = SOURCE.startTimeMs as number;
    const result = aggregatedRequest(
      form({ range: absolute(start - HOUR, start + HOUR) }),
      NOW,
      SOURCE,
      (ms) => new Date(ms).toISOString(),
    );
    expect(result.ok ? null : result.errors.range?.message).toBe(
      'The date range cannot start before the data source started (2026-11-15T12:00:00.000Z)',
    );
  });

  it.each([
    [0, 'From time must be before end time'],
    [366 * DAY, null],
    [366 * DAY + 1, 'Date range must be 366 days or less'],
  ])('a range of %i ms gives %j', (length, message) => {
    const result = aggregatedRequest(form({ range: absolute(NOW - length, NOW) }), NOW, {
      ...SOURCE,
      startTimeMs: NOW - 400 * DAY,
    });
    expect(result.ok ? null : (result.errors.range?.message ?? null)).toBe(message);
  });

  it('does not check the start while the source’s start is unknown', () => {
    const result = aggregatedRequest(form({ range: absolute(NOW - 30 * DAY, NOW) }), NOW, {
      ...SOURCE,
      startTimeMs: null,
    });
    expect(result.ok).toBe(true);
  });
});

describe('the saved file', () => {
  it('holds the CSV text with its content type', async () => {
    const blob = csvAnswerBlob({ CsvData: 'a,b\r\n1,2\r\n', ContentType: 'text/csv' });
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe('a,b\r\n1,2\r\n');
  });
});
