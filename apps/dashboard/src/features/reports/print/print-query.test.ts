import { describe, expect, it } from 'vitest';
import { parseNjPamQuery, parsePrintQuery, printReportHref } from './print-query';

const search = (query: unknown) => `?query=${encodeURIComponent(JSON.stringify(query))}`;
const BASE = {
  contributionId: 7,
  fromTimeMillis: 1_790_000_000_000,
  toTimeMillis: 1_790_003_600_000,
};

describe('parsePrintQuery', () => {
  it('reads the three required numbers', () => {
    expect(parsePrintQuery(search(BASE))).toEqual(BASE);
  });

  it.each([
    ['no query', ''],
    ['not JSON', '?query=%7Bnope'],
    ['an array', search([1, 2])],
    ['a missing id', search({ ...BASE, contributionId: undefined })],
    ['an id as text', search({ ...BASE, contributionId: '7' })],
    ['from as text', search({ ...BASE, fromTimeMillis: '2026-11-25T13:00:00Z' })],
    ['to null', search({ ...BASE, toTimeMillis: null })],
  ])('is null with %s', (_, value) => {
    expect(parsePrintQuery(value)).toBeNull();
  });

  it('keeps the well-formed options and drops the others', () => {
    expect(
      parsePrintQuery(
        search({
          ...BASE,
          tablePeriodMinutes: 15,
          reportName: '  Night shift ',
          mapStyle: 'Satellite',
          displayMonitoringLocationData: false,
        }),
      ),
    ).toEqual({
      ...BASE,
      tablePeriodMinutes: 15,
      reportName: 'Night shift',
      mapStyle: 'Satellite',
      displayMonitoringLocationData: false,
    });
    expect(
      parsePrintQuery(
        search({
          ...BASE,
          tablePeriodMinutes: 0,
          reportName: ' ',
          mapStyle: 'streets',
          displayMonitoringLocationData: 'yes',
        }),
      ),
    ).toEqual(BASE);
    expect(parsePrintQuery(search({ ...BASE, tablePeriodMinutes: 1441 }))).toEqual(BASE);
    expect(parsePrintQuery(search({ ...BASE, tablePeriodMinutes: 1440 }))?.tablePeriodMinutes).toBe(
      1440,
    );
  });

  it('round-trips printReportHref', () => {
    const href = printReportHref({ ...BASE, mapStyle: 'None' });
    expect(parsePrintQuery(href.slice(href.indexOf('?')))).toEqual({ ...BASE, mapStyle: 'None' });
  });
});

describe('parseNjPamQuery', () => {
  it('reads ContributionId, FromTime and ToTime', () => {
    expect(
      parseNjPamQuery(
        '?ContributionId=12&FromTime=2026-11-25T13:00:00Z&ToTime=2026-11-25T22:00:00Z',
      ),
    ).toEqual({
      contributionId: 12,
      fromTimeMillis: Date.parse('2026-11-25T13:00:00Z'),
      toTimeMillis: Date.parse('2026-11-25T22:00:00Z'),
      njPam: true,
    });
  });

  it.each([
    '?FromTime=2026-11-25T13:00:00Z&ToTime=2026-11-25T22:00:00Z',
    '?ContributionId=x&FromTime=2026-11-25T13:00:00Z&ToTime=2026-11-25T22:00:00Z',
    '?ContributionId=-1&FromTime=2026-11-25T13:00:00Z&ToTime=2026-11-25T22:00:00Z',
    '?ContributionId=12&FromTime=yesterday&ToTime=2026-11-25T22:00:00Z',
    '?ContributionId=12&FromTime=2026-11-25T13:00:00Z',
  ])('is null for %s', (value) => {
    expect(parseNjPamQuery(value)).toBeNull();
  });
});
