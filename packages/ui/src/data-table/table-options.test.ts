import { describe, expect, it } from 'vitest';
import type { DataTableProps } from './data-table';
import { assertTableOptions } from './table-options';

describe('assertTableOptions (foundation spec: no pagination with selection)', () => {
  it.each([
    ['neither', {}],
    ['pagination alone', { pagination: true }],
    ['selection alone', { selectable: true }],
    ['both switched off explicitly', { pagination: false, selectable: false }],
  ])('accepts %s', (_case, options) => {
    expect(() => assertTableOptions(options)).not.toThrow();
  });

  it('refuses pagination combined with selection, naming both props', () => {
    expect(() => assertTableOptions({ pagination: true, selectable: true })).toThrow(
      /`pagination` and `selectable` cannot be combined/,
    );
  });
});

describe('DataTableProps (checked by the type checker)', () => {
  const base: DataTableProps<{ id: string }> = {
    columns: [],
    data: [],
    getRowId: (row) => row.id,
    caption: 'Instruments',
    emptyTitle: 'No instruments yet',
    noResultsTitle: 'No results found.',
  };

  it('allows pagination or selection, and refuses both together', () => {
    const paginated: DataTableProps<{ id: string }> = { ...base, pagination: true };
    const selectable: DataTableProps<{ id: string }> = { ...base, selectable: true };
    // @ts-expect-error the foundation spec forbids pagination with selection
    const both: DataTableProps<{ id: string }> = { ...base, pagination: true, selectable: true };
    // @ts-expect-error page state belongs to a paginated table only
    const pageOnSelection: DataTableProps<{ id: string }> = { ...selectable, defaultPageSize: 20 };
    expect([paginated, selectable, both, pageOnSelection]).toHaveLength(4);
  });

  it('asks for the retry label together with the retry action', () => {
    const withRetry: DataTableProps<{ id: string }> = {
      ...base,
      onRetry: () => undefined,
      retryLabel: 'Try again',
    };
    // @ts-expect-error a retry button needs its label
    const unlabelled: DataTableProps<{ id: string }> = { ...base, onRetry: () => undefined };
    expect([withRetry, unlabelled]).toHaveLength(2);
  });
});
