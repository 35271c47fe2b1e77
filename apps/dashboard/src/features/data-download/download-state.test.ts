import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOWNLOAD_FORM,
  DOWNLOAD_AVERAGING_OPTIONS,
  downloadFormFromQuery,
  downloadRequest,
  queryFromDownloadForm,
  savedFileName,
  type DownloadFormValues,
} from './download-state';

const PROJECT = '00000000-0000-4000-8000-000000000009';
const NOW = Date.parse('2026-11-25T12:00:00Z');
const DAY = 86_400_000;

describe('the download form in the address', () => {
  it('opens with no location, the last 24 hours, 15 minutes and no journal', () => {
    expect(downloadFormFromQuery({ projectId: PROJECT })).toEqual({
      locationIds: [],
      range: { kind: 'relative', preset: '24h' },
      averagingMinutes: 15,
      includeJournal: false,
    });
    expect(queryFromDownloadForm(PROJECT, DEFAULT_DOWNLOAD_FORM)).toEqual({ projectId: PROJECT });
  });

  it('round-trips every choice', () => {
    const form: DownloadFormValues = {
      locationIds: ['b', 'a'],
      range: { kind: 'absolute', from: NOW - DAY, to: NOW },
      averagingMinutes: 60,
      includeJournal: true,
    };
    const query = queryFromDownloadForm(PROJECT, form);
    expect(query).toEqual({
      projectId: PROJECT,
      locations: ['b', 'a'],
      range: { kind: 'absolute', from: NOW - DAY, to: NOW },
      averaging: 60,
      journal: true,
    });
    expect(downloadFormFromQuery(query)).toEqual(form);
  });

  it.each([
    ['an averaging period not offered', { averaging: 7 }, { averagingMinutes: 15 }],
    ['an averaging period as text', { averaging: '60' }, { averagingMinutes: 15 }],
    ['an unknown preset', { range: { kind: 'relative', preset: '2w' } }, {}],
    ['an absolute range without its end', { range: { kind: 'absolute', from: 1 } }, {}],
    ['locations that are not a list of ids', { locations: 'a' }, {}],
    ['repeated and empty ids', { locations: ['a', '', 'a', 3] }, { locationIds: ['a'] }],
    ['journal as text', { journal: 'true' }, {}],
  ])('reads %s as the default', (_name, query, expected) => {
    expect(downloadFormFromQuery({ projectId: PROJECT, ...query })).toEqual({
      ...DEFAULT_DOWNLOAD_FORM,
      ...expected,
    });
  });
});

describe('the download request', () => {
  const form = (change: Partial<DownloadFormValues>): DownloadFormValues => ({
    ...DEFAULT_DOWNLOAD_FORM,
    locationIds: ['a'],
    ...change,
  });

  it('resolves a relative range to end now', () => {
    expect(downloadRequest(form({ includeJournal: true }), NOW)).toEqual({
      ok: true,
      query: {
        MonitoringLocationIds: ['a'],
        FromUnixMs: NOW - DAY,
        ToUnixMs: NOW,
        AveragingPeriodMinutes: 15,
        IncludeJournalData: true,
      },
    });
  });

  it('asks for at least one location', () => {
    const result = downloadRequest(form({ locationIds: [] }), NOW);
    expect(result.ok ? null : result.errors.locationIds?.message).toBe(
      'Select at least one monitoring location',
    );
  });

  it.each([
    [0, 'From time must be before end time'],
    [-1, 'From time must be before end time'],
    [1, null],
    [366 * DAY, null],
    [366 * DAY + 1, 'Date range must be 366 days or less'],
  ])('a range of %i ms gives %j', (length, message) => {
    const result = downloadRequest(
      form({ range: { kind: 'absolute', from: NOW - length, to: NOW } }),
      NOW,
    );
    expect(result.ok ? null : (result.errors.range?.message ?? null)).toBe(message);
  });

  it('refuses an averaging period that is not offered', () => {
    const result = downloadRequest(form({ averagingMinutes: 7 }), NOW);
    expect(result.ok ? null : result.errors.averagingMinutes?.message).toBe(
      'Select an allowed averaging period',
    );
  });
});

describe('averaging options and file names', () => {
  it('offers exactly the §9 periods', () => {
    expect(DOWNLOAD_AVERAGING_OPTIONS).toEqual([
      1, 5, 10, 15, 20, 30, 60, 120, 240, 300, 360, 480, 720, 1440,
    ]);
  });

  it('saves under the server’s name, else the project’s', () => {
    expect(savedFileName('Site_2026-11-24_1200_2026-11-25_1200.csv', 'Site')).toBe(
      'Site_2026-11-24_1200_2026-11-25_1200.csv',
    );
    expect(savedFileName(null, 'Pier 7 / North')).toBe('Pier 7 _ North.csv');
    expect(savedFileName('  ', undefined)).toBe('data.csv');
  });
});
