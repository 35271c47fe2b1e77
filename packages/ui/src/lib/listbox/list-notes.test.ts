import { describe, expect, it } from 'vitest';
import { listNotes } from './list-notes';

const strings = {
  noMatches: 'No matches',
  noOptions: 'No options',
  itemRange: '{{start}}–{{end}} of {{total}} items',
};

describe('listNotes', () => {
  it.each([
    { case: 'rows listed, none cut', shown: 3, total: 3, query: '', empty: null, more: null },
    {
      case: 'typed text found nothing',
      shown: 0,
      total: 0,
      query: 'zz',
      empty: 'No matches',
      more: null,
    },
    {
      case: 'blank typing is not a search',
      shown: 0,
      total: 0,
      query: '  ',
      empty: 'No options',
      more: null,
    },
    {
      case: 'nothing to list at all',
      shown: 0,
      total: 0,
      query: '',
      empty: 'No options',
      more: null,
    },
    {
      case: 'the list is cut at its limit',
      shown: 200,
      total: 950,
      query: 'a',
      empty: null,
      more: '1–200 of 950 items',
    },
    { case: 'exactly at the limit', shown: 200, total: 200, query: '', empty: null, more: null },
  ])('given $case', ({ shown, total, query, empty, more }) => {
    expect(listNotes({ shown, total, query, strings, locale: 'en-US' })).toEqual({
      emptyText: empty,
      moreText: more,
    });
  });

  it('formats the counts for the locale', () => {
    expect(
      listNotes({ shown: 200, total: 1500, query: '', strings, locale: 'de-DE' }).moreText,
    ).toBe('1–200 of 1.500 items');
  });
});
