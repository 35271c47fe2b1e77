import type { Column, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The parameters must repeat TanStack's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Aligns the header and cells: 'end' for numbers, so their digits line up. */
    align?: 'start' | 'end';
    /**
     * Whether the search looks in this column. By default it looks in the visible columns whose
     * values are text; set false when the value differs from what is shown (an ISO date, say).
     */
    searchable?: boolean;
    /** The column's name in the Columns menu, when its header is not plain text. */
    label?: string;
    /** Lets long text wrap in the cells (notes, addresses); cells stay on one line by default. */
    wrap?: boolean;
  }
}

/** What decides whether the search looks in a column. */
export interface SearchableColumnFacts {
  /** Whether the column is shown. */
  visible: boolean;
  /** The column's `meta.searchable`, when set. */
  searchable: boolean | undefined;
  /** The column's value in the first row (undefined without rows or accessor). */
  sample: unknown;
}

/**
 * Whether the search looks in a column: never in a hidden one; otherwise as its
 * `meta.searchable` says, or, by default, when its values are text (judged on the first row).
 */
export function isSearchableColumn({
  visible,
  searchable,
  sample,
}: SearchableColumnFacts): boolean {
  if (!visible) return false;
  if (searchable !== undefined) return searchable;
  return typeof sample === 'string';
}

/** The text naming a column in the Columns menu: `meta.label`, a text header, or its id. */
export function columnLabel<TData>(column: Column<TData, unknown>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/** The sort of a column as `aria-sort` says it; none for an unsorted column. */
export function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}

/** What the table body shows instead of (or as) its rows. */
export type TableBodyState = 'loading' | 'error' | 'empty' | 'no-results' | 'rows';

/**
 * Which body the table shows, in this order of precedence: skeleton rows while loading, the error
 * of a failed load, the empty state when there are no rows at all, "no results" when the search
 * hides every row, else the rows.
 */
export function tableBodyState({
  loading,
  error,
  total,
  filteredTotal,
}: {
  loading: boolean;
  error: string | undefined;
  /** How many rows the table was given. */
  total: number;
  /** How many remain after the search. */
  filteredTotal: number;
}): TableBodyState {
  if (loading) return 'loading';
  if (error) return 'error';
  if (total === 0) return 'empty';
  if (filteredTotal === 0) return 'no-results';
  return 'rows';
}
