import { describe, expect, it } from 'vitest';
import { matchesInstrument, matchesSearch, type SearchableInstrument } from './search';

describe('list search', () => {
  it('matches every word in any field, ignoring case and accents', () => {
    expect(matchesSearch('', ['x'])).toBe(true);
    expect(matchesSearch('  ', ['x'])).toBe(true);
    expect(matchesSearch('gowanus north', ['North Gate', 'Gowanus Canal'])).toBe(true);
    expect(matchesSearch('ENERGIE', ['Énergie Québec'])).toBe(true);
    expect(matchesSearch('south', ['North Gate', null, undefined])).toBe(false);
  });
});

describe('instrument search', () => {
  const seaward: SearchableInstrument = {
    Serial: 'AQS-1005',
    Name: 'Seaward Fence monitor',
    ProjectName: 'Harbour Demolition',
    LocationName: 'Seaward Fence',
    PlaceLabel: 'Long Beach, California',
  };
  const spare: SearchableInstrument = {
    Serial: 'AQS-1900',
    Name: 'Spare monitor',
    ProjectName: null,
    LocationName: null,
    PlaceLabel: null,
  };

  it.each([
    ['the serial', 'aqs-1005'],
    ['the name', 'seaward monitor'],
    ['the project', 'harbour'],
    ['the monitoring location', 'fence'],
    ['the place of its project', 'Long Beach'],
    ['the place and the name together', 'long beach seaward'],
    ['the place without accents or case', 'CALIFORNIA'],
  ])('finds an instrument by %s', (_what, search) => {
    expect(matchesInstrument(search, seaward)).toBe(true);
  });

  it('does not find an instrument by a place it is not in', () => {
    expect(matchesInstrument('Brooklyn', seaward)).toBe(false);
    expect(matchesInstrument('Long Beach', spare)).toBe(false);
  });

  it('finds every instrument with an empty search, placed or not', () => {
    expect(matchesInstrument(' ', spare)).toBe(true);
  });
});
