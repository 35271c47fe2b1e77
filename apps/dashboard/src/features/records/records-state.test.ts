import { describe, expect, it } from 'vitest';
import {
  ALL,
  DEFAULT_RECORDS_RANGE,
  filterJournalEntries,
  journalRequest,
  NO_FILTERS,
  queryFromRecordsView,
  recordsViewFromQuery,
  type Entry,
} from './records-state';
import { formatProjectTime, pickerTimeZone, projectOffsetMinutes } from '../../lib/project-clock';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// Wednesday 25 November 2026, 15:00 UTC.
const NOW = Date.UTC(2026, 10, 25, 15, 0);

describe('the journal request of a picked range', () => {
  it('opens on the last day: from 24 hours before now to now, and 5 minutes past for clock skew', () => {
    expect(journalRequest(DEFAULT_RECORDS_RANGE, NOW)).toEqual({
      ok: true,
      from: '2026-11-24T15:00:00.000Z',
      to: '2026-11-25T15:05:00.000Z',
    });
  });

  it('asks for a custom range of exactly 31 days', () => {
    const from = Date.UTC(2026, 9, 1, 0, 0);
    expect(journalRequest({ kind: 'absolute', from, to: from + 31 * DAY }, NOW)).toEqual({
      ok: true,
      from: '2026-10-01T00:00:00.000Z',
      to: '2026-11-01T00:00:00.000Z',
    });
  });

  it('refuses a range one minute longer than 31 days with the spec message', () => {
    const from = Date.UTC(2026, 9, 1, 0, 0);
    const request = journalRequest({ kind: 'absolute', from, to: from + 31 * DAY + MINUTE }, NOW);
    expect(request.ok).toBe(false);
    if (!request.ok) {
      expect(request.error.code).toBe('journal.rangeTooLong');
      expect(request.error.message).toBe('Date range must be 31 days or less');
    }
  });

  it('follows now for a preset: the last 7 days end at the current minute (plus the leeway)', () => {
    const later = NOW + 90 * MINUTE;
    expect(journalRequest({ kind: 'relative', preset: '7d' }, later)).toEqual({
      ok: true,
      from: '2026-11-18T16:30:00.000Z',
      to: '2026-11-25T16:35:00.000Z',
    });
  });

  it('asks a fixed range exactly as picked, with no leeway', () => {
    const from = Date.UTC(2026, 10, 25, 9, 0);
    expect(journalRequest({ kind: 'absolute', from, to: NOW }, NOW)).toEqual({
      ok: true,
      from: '2026-11-25T09:00:00.000Z',
      to: '2026-11-25T15:00:00.000Z',
    });
  });
});

function entry(id: string, fields: Partial<Entry>): Entry {
  return {
    Id: id,
    Type: 'UserEntry',
    Timestamp: 1_795_000_000,
    Details: '',
    User: null,
    Source: 'Cloud',
    ...fields,
  };
}

const ENTRIES: Entry[] = [
  entry('1', { Details: 'Replaced the inlet filter', User: 'Alex Morgan' }),
  entry('2', {
    Type: 'Instruments',
    Source: 'Connect',
    Details: 'Instrument AQ-1001 went offline',
  }),
  entry('3', { Type: 'Instruments', Source: 'Connect', Details: 'Instrument AQ-1001 came online' }),
  entry('4', { Details: 'Site visit: fence moved 2 m north', User: 'Renée Dubois' }),
  entry('5', { Type: 'System', Source: 'Unknown', Details: 'Lease started' }),
];

const LABELS = {
  type: (type: Entry['Type']) => (type === 'UserEntry' ? 'User entry' : type),
  source: (source: Entry['Source']) => (source === 'Connect' ? 'Instrument' : source),
};

const ids = (entries: Entry[]) => entries.map((e) => e.Id);

describe('the journal filters', () => {
  it('keep every entry, in order, when nothing is chosen', () => {
    expect(ids(filterJournalEntries(ENTRIES, NO_FILTERS, LABELS))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('keep one type', () => {
    const filters = { ...NO_FILTERS, type: 'Instruments' as const };
    expect(ids(filterJournalEntries(ENTRIES, filters, LABELS))).toEqual(['2', '3']);
  });

  it('keep one source', () => {
    const filters = { ...NO_FILTERS, source: 'Unknown' as const };
    expect(ids(filterJournalEntries(ENTRIES, filters, LABELS))).toEqual(['5']);
  });

  it('combine type, source and text', () => {
    const filters = { type: 'Instruments' as const, source: 'Connect' as const, search: 'OFFLINE' };
    expect(ids(filterJournalEntries(ENTRIES, filters, LABELS))).toEqual(['2']);
    expect(
      ids(filterJournalEntries(ENTRIES, { ...filters, source: 'Cloud' as const }, LABELS)),
    ).toEqual([]);
  });

  it('search the user ignoring accents and case', () => {
    const filters = { ...NO_FILTERS, search: 'renee' };
    expect(ids(filterJournalEntries(ENTRIES, filters, LABELS))).toEqual(['4']);
  });

  it('search the type and source as the screen labels them, not as the wire spells them', () => {
    expect(
      ids(filterJournalEntries(ENTRIES, { ...NO_FILTERS, search: 'user entry' }, LABELS)),
    ).toEqual(['1', '4']);
    expect(
      ids(filterJournalEntries(ENTRIES, { ...NO_FILTERS, search: 'instrument' }, LABELS)),
    ).toEqual(['2', '3']);
    expect(
      ids(filterJournalEntries(ENTRIES, { ...NO_FILTERS, search: 'UserEntry' }, LABELS)),
    ).toEqual([]);
  });

  it('treat ALL as no filter on either field', () => {
    const filters = { type: ALL, source: ALL, search: '  ' } as const;
    expect(filterJournalEntries(ENTRIES, filters, LABELS)).toHaveLength(5);
  });
});

describe("the project's clock", () => {
  const newYork = { timeZone: 'America/New_York', summerTimeAdjusted: true };
  const newYorkStandard = { timeZone: 'America/New_York', summerTimeAdjusted: false };
  const sydneyStandard = { timeZone: 'Australia/Sydney', summerTimeAdjusted: false };
  const july = Date.UTC(2026, 6, 15, 12, 0);
  const january = Date.UTC(2026, 0, 15, 12, 0);

  it('follows summer time when the project is adjusted', () => {
    expect(projectOffsetMinutes(july, newYork)).toBe(-240);
    expect(projectOffsetMinutes(january, newYork)).toBe(-300);
  });

  it('keeps standard time all year when it is not', () => {
    expect(projectOffsetMinutes(july, newYorkStandard)).toBe(-300);
    expect(projectOffsetMinutes(january, newYorkStandard)).toBe(-300);
    // South of the equator standard time is the July offset (+10:00), not January's (+11:00).
    expect(projectOffsetMinutes(january, sydneyStandard)).toBe(600);
  });

  it('writes a time on the project clock with the zone labelled', () => {
    // 2026-07-15 16:30:05 UTC is 12:30:05 in New York's summer time, 11:30:05 in its standard time.
    const seconds = Date.UTC(2026, 6, 15, 16, 30, 5) / 1000;
    expect(formatProjectTime(seconds, newYork, 'en-GB')).toEqual({
      text: '15/07/2026, 12:30:05',
      zone: 'UTC-04:00',
    });
    expect(formatProjectTime(seconds, newYorkStandard, 'en-GB')).toEqual({
      text: '15/07/2026, 11:30:05',
      zone: 'UTC-05:00',
    });
    expect(
      formatProjectTime(seconds, { timeZone: 'Asia/Kathmandu', summerTimeAdjusted: true }, 'en-GB'),
    ).toEqual({ text: '15/07/2026, 22:15:05', zone: 'UTC+05:45' });
  });

  it('crosses midnight into the next day on the project clock', () => {
    const seconds = Date.UTC(2026, 10, 25, 23, 30, 0) / 1000;
    expect(
      formatProjectTime(seconds, { timeZone: 'Asia/Tokyo', summerTimeAdjusted: true }, 'en-GB'),
    ).toEqual({ text: '26/11/2026, 08:30:00', zone: 'UTC+09:00' });
  });

  it('gives the picker a fixed-offset zone only while the project ignores summer time', () => {
    expect(pickerTimeZone(newYork, july)).toBe('America/New_York');
    expect(pickerTimeZone(newYorkStandard, january)).toBe('America/New_York');
    expect(pickerTimeZone(newYorkStandard, july)).toBe('Etc/GMT+5');
    expect(pickerTimeZone(sydneyStandard, january)).toBe('Etc/GMT-10');
    // Adelaide's standard +09:30 has no Etc zone: the zone itself is used.
    expect(
      pickerTimeZone({ timeZone: 'Australia/Adelaide', summerTimeAdjusted: false }, january),
    ).toBe('Australia/Adelaide');
  });
});

describe('the view in the route query', () => {
  const PROJECT = 'p-1';
  const longRange = {
    kind: 'absolute',
    from: Date.UTC(2026, 9, 1),
    to: Date.UTC(2026, 10, 10),
  } as const;

  it('opens on the last day without instrument entries', () => {
    expect(recordsViewFromQuery({ projectId: PROJECT })).toEqual({
      range: { kind: 'relative', preset: '24h' },
      includeInstrumentEntries: false,
    });
  });

  it('reads a preset, a fixed range (kept even when too long) and the switch', () => {
    expect(
      recordsViewFromQuery({ projectId: PROJECT, range: { kind: 'relative', preset: '7d' } }),
    ).toEqual({ range: { kind: 'relative', preset: '7d' }, includeInstrumentEntries: false });
    expect(
      recordsViewFromQuery({ projectId: PROJECT, range: longRange, instruments: true }),
    ).toEqual({ range: longRange, includeInstrumentEntries: true });
  });

  it('falls back to the default for an unknown preset, a missing bound or a non-boolean switch', () => {
    const fallback = {
      range: { kind: 'relative', preset: '24h' },
      includeInstrumentEntries: false,
    };
    expect(
      recordsViewFromQuery({ range: { kind: 'relative', preset: '3d' }, instruments: 'yes' }),
    ).toEqual(fallback);
    expect(recordsViewFromQuery({ range: { kind: 'absolute', from: 5 } })).toEqual(fallback);
    expect(recordsViewFromQuery({ range: 'last week' })).toEqual(fallback);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(
      queryFromRecordsView(PROJECT, {
        range: { kind: 'relative', preset: '24h' },
        includeInstrumentEntries: false,
      }),
    ).toEqual({ projectId: PROJECT });
    const view = { range: longRange, includeInstrumentEntries: true } as const;
    const query = queryFromRecordsView(PROJECT, view);
    expect(query).toEqual({ projectId: PROJECT, range: longRange, instruments: true });
    expect(
      recordsViewFromQuery(JSON.parse(JSON.stringify(query)) as Record<string, unknown>),
    ).toEqual(view);
  });
});
