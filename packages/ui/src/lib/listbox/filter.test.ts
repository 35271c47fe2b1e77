import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  filterOptions,
  highlightMatches,
  normaliseText,
  queryTerms,
  type HighlightSegment,
} from './filter';

const STATIONS = [
  { value: 'zrh', label: 'Zürich Kaserne' },
  { value: 'bsl', label: 'Basel St. Johann' },
  { value: 'sao', label: 'São Paulo – Pinheiros', keywords: ['SP-07'] },
  { value: 'krk', label: 'Kraków Aleja Krasińskiego' },
  { value: 'hbr', label: 'Harbour Road North' },
  { value: 'nhb', label: 'North Harbour' },
  { value: 'rvs', label: 'Riverside (harbour gate)' },
];

const index = buildSearchIndex(STATIONS);
const values = (query: string, limit?: number) =>
  filterOptions(index, query, limit).matches.map((option) => option.value);

describe('normaliseText', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['SÃO PAULO', 'sao paulo'],
    ['Kraków', 'krakow'],
    ['e\u0301cole', 'ecole'],
    ['Ørsted', 'ørsted'],
    ['İzmir', 'izmir'],
  ])('%j becomes %j', (text, expected) => {
    expect(normaliseText(text)).toBe(expected);
  });
});

describe('queryTerms', () => {
  it('splits on any whitespace and drops empty words', () => {
    expect(queryTerms('  Zür   kas\t')).toEqual(['zur', 'kas']);
    expect(queryTerms('   ')).toEqual([]);
  });
});

describe('filterOptions', () => {
  it('returns every option in order for an empty query', () => {
    expect(filterOptions(index, '')).toEqual({ matches: STATIONS, total: STATIONS.length });
  });

  it.each([
    ['ignores case', 'BASEL', ['bsl']],
    ['ignores accents in the label', 'zurich', ['zrh']],
    ['ignores accents in the query', 'Krakòw', ['krk']],
    ['matches inside words', 'aserne', ['zrh']],
    ['needs every word, in any order', 'pinheiros sao', ['sao']],
    ['searches the keywords', 'sp-07', ['sao']],
    ['finds nothing', 'lisbon', []],
  ])('%s', (_case, query, expected) => {
    expect(values(query)).toEqual(expected);
  });

  it('ranks labels that start with the query, then words that start with it, then the rest', () => {
    // "Harbour Road North" starts with it; "North Harbour" and "Riverside (harbour gate)" have
    // a word starting with it, in their original order.
    expect(values('harbour')).toEqual(['hbr', 'nhb', 'rvs']);
    expect(values('arbour')).toEqual(['hbr', 'nhb', 'rvs']);
    expect(values('north')).toEqual(['nhb', 'hbr']);
  });

  it('returns at most the limit but counts every match', () => {
    const many = buildSearchIndex(
      Array.from({ length: 2000 }, (_, i) => ({ value: String(i), label: `Station ${i + 1}` })),
    );
    const result = filterOptions(many, 'station', 200);
    expect(result.total).toBe(2000);
    expect(result.matches).toHaveLength(200);
    expect(result.matches[0]?.label).toBe('Station 1');
    expect(result.matches[199]?.label).toBe('Station 200');
    // 19, 190–199, 1900–1999 start with it (111); 119, 219 … 919, 1019 … 1819 and 1190–1199 contain it.
    const nineteen = filterOptions(many, 'station 19', 200);
    expect(nineteen.total).toBe(139);
    expect(nineteen.matches.slice(0, 3).map((option) => option.label)).toEqual([
      'Station 19',
      'Station 190',
      'Station 191',
    ]);
  });
});

describe('highlightMatches', () => {
  it.each<[string, string, string, HighlightSegment[]]>([
    ['an empty query highlights nothing', 'Basel', '', [{ text: 'Basel', match: false }]],
    [
      'a match at the start',
      'Basel St. Johann',
      'bas',
      [
        { text: 'Bas', match: true },
        { text: 'el St. Johann', match: false },
      ],
    ],
    [
      'keeps the accents of the label',
      'Zürich Kaserne',
      'zur',
      [
        { text: 'Zür', match: true },
        { text: 'ich Kaserne', match: false },
      ],
    ],
    [
      'a decomposed accent stays with its letter',
      'Caf\u0065\u0301 station',
      'cafe',
      [
        { text: 'Caf\u0065\u0301', match: true },
        { text: ' station', match: false },
      ],
    ],
    [
      'every word and every occurrence',
      'North Harbour north',
      'nor harb',
      [
        { text: 'Nor', match: true },
        { text: 'th ', match: false },
        { text: 'Harb', match: true },
        { text: 'our ', match: false },
        { text: 'nor', match: true },
        { text: 'th', match: false },
      ],
    ],
    ['overlapping words merge', 'Harbour', 'harb bour', [{ text: 'Harbour', match: true }]],
    [
      'a match only in the keywords highlights nothing',
      'São Paulo',
      'sp-07',
      [{ text: 'São Paulo', match: false }],
    ],
  ])('%s', (_case, label, query, expected) => {
    expect(highlightMatches(label, query)).toEqual(expected);
  });
});
