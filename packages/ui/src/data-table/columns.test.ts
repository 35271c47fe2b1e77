import type { Column } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { ariaSort, columnLabel, isSearchableColumn, tableBodyState } from './columns';

describe('isSearchableColumn', () => {
  it.each([
    {
      case: 'a visible text column',
      visible: true,
      searchable: undefined,
      sample: 'Harbour Road',
      expected: true,
    },
    {
      case: 'a visible number column',
      visible: true,
      searchable: undefined,
      sample: 42,
      expected: false,
    },
    {
      case: 'a column without rows to judge',
      visible: true,
      searchable: undefined,
      sample: undefined,
      expected: false,
    },
    {
      case: 'a number column marked searchable',
      visible: true,
      searchable: true,
      sample: 42,
      expected: true,
    },
    {
      case: 'a text column marked not searchable',
      visible: true,
      searchable: false,
      sample: '2024-05-01',
      expected: false,
    },
    {
      case: 'a hidden text column',
      visible: false,
      searchable: undefined,
      sample: 'Harbour Road',
      expected: false,
    },
    {
      case: 'a hidden column marked searchable',
      visible: false,
      searchable: true,
      sample: 'x',
      expected: false,
    },
  ])('given $case it is $expected', ({ visible, searchable, sample, expected }) => {
    expect(isSearchableColumn({ visible, searchable, sample })).toBe(expected);
  });
});

describe('columnLabel', () => {
  const column = (id: string, header: unknown, label?: string) =>
    ({ id, columnDef: { header, meta: label ? { label } : undefined } }) as Column<
      unknown,
      unknown
    >;

  it('prefers meta.label', () => {
    expect(columnLabel(column('pm10', () => 'PM10 icon', 'PM10'))).toBe('PM10');
  });

  it('uses a text header', () => {
    expect(columnLabel(column('serial', 'Serial number'))).toBe('Serial number');
  });

  it('falls back to the id when the header is not text', () => {
    expect(columnLabel(column('status', () => null))).toBe('status');
  });
});

describe('ariaSort', () => {
  it.each([
    ['asc', 'ascending'],
    ['desc', 'descending'],
    [false, undefined],
  ] as const)('given %s it is %s', (sorted, expected) => {
    expect(ariaSort(sorted)).toBe(expected);
  });
});

describe('tableBodyState', () => {
  it.each([
    {
      case: 'loading wins over everything',
      loading: true,
      error: 'Failed',
      total: 0,
      filteredTotal: 0,
      expected: 'loading',
    },
    {
      case: 'an error wins over empty',
      loading: false,
      error: 'Failed',
      total: 0,
      filteredTotal: 0,
      expected: 'error',
    },
    {
      case: 'no rows at all',
      loading: false,
      error: undefined,
      total: 0,
      filteredTotal: 0,
      expected: 'empty',
    },
    {
      case: 'an empty error text is no error',
      loading: false,
      error: '',
      total: 3,
      filteredTotal: 3,
      expected: 'rows',
    },
    {
      case: 'the search hides every row',
      loading: false,
      error: undefined,
      total: 3,
      filteredTotal: 0,
      expected: 'no-results',
    },
    {
      case: 'rows to show',
      loading: false,
      error: undefined,
      total: 3,
      filteredTotal: 1,
      expected: 'rows',
    },
  ])('given $case it is $expected', ({ loading, error, total, filteredTotal, expected }) => {
    expect(tableBodyState({ loading, error, total, filteredTotal })).toBe(expected);
  });
});
