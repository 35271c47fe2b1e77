import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useEffect, useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import type { OverflowMenuEntry } from '../dropdown-menu';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { isSearchableColumn, tableBodyState } from './columns';
import { DataTableEmptyBody, DataTableErrorBody, DataTableRow } from './data-table-body';
import { DataTableHeader } from './data-table-header';
import { DataTablePagination } from './data-table-pagination';
import {
  DataTableBatchBar,
  DataTableColumnsMenu,
  DataTableSearch,
  DataTableToolbar,
} from './data-table-toolbar';
import { DataTableSkeletonRows } from './data-table.skeleton';
import { clampPageIndex, DEFAULT_PAGE_SIZE, pageCount, type PAGE_SIZES } from './pagination';
import { matchesSearch } from './search';
import { assertTableOptions } from './table-options';

/** Props every DataTable takes. */
interface DataTableBaseProps<TData> extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  /** The columns (TanStack Table v8 column definitions); `meta.align: 'end'` for numbers. */
  columns: ColumnDef<TData>[];
  /** The rows. */
  data: TData[];
  /** A stable id of a row: it keeps selection and row state across refreshes. */
  getRowId: (row: TData, index: number) => string;
  /** What the table shows, e.g. "Instruments of Harbour Road"; read first by screen readers. */
  caption: ReactNode;
  /** Shows the caption above the table; by default it is for assistive technology only. */
  showCaption?: boolean;
  /**
   * The id of the column that names each row (its cells become row headers, and name the row's
   * checkbox); by default the first visible column.
   */
  rowHeader?: string;
  /** The sort (controlled); pair with `onSortingChange`. */
  sorting?: SortingState;
  /** The sort the table starts with when uncontrolled, e.g. `[{ id: 'name', desc: false }]`. */
  defaultSort?: SortingState;
  /** Called with the new sort when a header is clicked. */
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * The rows arrive already sorted (a server sorts, then pages): the headers show and change
   * `sorting`, and the table keeps the rows in the order given.
   */
  manualSorting?: boolean;
  /** Shows the search box in the toolbar (default true). */
  searchable?: boolean;
  /** The search text (controlled), e.g. kept in the URL; pair with `onSearchChange`. */
  search?: string;
  /** The search text the table starts with when uncontrolled. */
  defaultSearch?: string;
  /** Called with the new search text as the user types. */
  onSearchChange?: (search: string) => void;
  /** Placeholder of the search box; the translated "Search" by default. */
  searchPlaceholder?: string;
  /** The caller's filter controls, placed in the toolbar beside the search. */
  toolbar?: ReactNode;
  /** Shows the Columns menu, which hides and shows the columns that allow it (`enableHiding`). */
  columnsMenu?: boolean;
  /** Which columns are shown (controlled): `{ serial: false }` hides one. */
  columnVisibility?: VisibilityState;
  /** Which columns are shown at first when uncontrolled. */
  defaultColumnVisibility?: VisibilityState;
  /** Called when the Columns menu hides or shows a column. */
  onColumnVisibilityChange?: (visibility: VisibilityState) => void;
  /** The actions of a row, shown in its "⋮" menu in a last column. */
  rowActions?: (row: TData) => OverflowMenuEntry[];
  /** While the rows load: skeleton rows, and the table is marked busy. */
  loading?: boolean;
  /** How many skeleton rows to show while loading (default: the page size, or 5). */
  loadingRowCount?: number;
  /** What the empty table says, e.g. "No instruments yet". */
  emptyTitle: string;
  /** One line under the empty title, e.g. what to do next. */
  emptyText?: ReactNode;
  /** A way forward from the empty table, such as an "Add instrument" button. */
  emptyAction?: ReactNode;
  /** What the table says when the search matches nothing, e.g. "No results found." */
  noResultsTitle: string;
  /** One line under the no-results title, e.g. "Try another search." */
  noResultsText?: ReactNode;
  /** When the rows could not be loaded: the message shown instead of the rows. */
  error?: string;
  /** More detail under the error message. */
  errorText?: ReactNode;
  /** The heading level of the empty and no-results titles, to fit the page outline (default 2). */
  stateHeadingLevel?: 2 | 3 | 4;
  /** Keeps the header row in view while the rows scroll (limit the height with `scrollAreaClassName`). */
  stickyHeader?: boolean;
  /** Classes of the scrolling box around the <table>, e.g. "max-h-96" with `stickyHeader`. */
  scrollAreaClassName?: string;
}

/** A table without pages or selection. */
interface DataTablePlainProps {
  /** Splits the rows into pages of 10, 20, 30, 40 or 50; cannot be combined with `selectable`. */
  pagination?: false;
  /** Adds a checkbox to every row; cannot be combined with `pagination`. */
  selectable?: false;
  paginationState?: never;
  defaultPageSize?: never;
  onPaginationChange?: never;
  selectedRowIds?: never;
  defaultSelectedRowIds?: never;
  onSelectionChange?: never;
  batchActions?: never;
}

/** A paginated table (no selection: the foundation spec forbids both at once). */
interface DataTablePaginationProps {
  /** Splits the rows into pages of 10, 20, 30, 40 or 50; cannot be combined with `selectable`. */
  pagination: true;
  /** Adds a checkbox to every row; cannot be combined with `pagination`. */
  selectable?: false;
  /** The page and page size (controlled); pair with `onPaginationChange`. */
  paginationState?: PaginationState;
  /** The page size the table starts with when uncontrolled (default 10). */
  defaultPageSize?: (typeof PAGE_SIZES)[number];
  /** Called when the page or page size changes. */
  onPaginationChange?: (pagination: PaginationState) => void;
  selectedRowIds?: never;
  defaultSelectedRowIds?: never;
  onSelectionChange?: never;
  batchActions?: never;
}

/** A table whose rows can be selected (no pagination: the foundation spec forbids both at once). */
interface DataTableSelectionProps {
  /** Splits the rows into pages of 10, 20, 30, 40 or 50; cannot be combined with `selectable`. */
  pagination?: false;
  /** Adds a checkbox to every row; cannot be combined with `pagination`. */
  selectable: true;
  /** The ids of the selected rows (controlled); pair with `onSelectionChange`. */
  selectedRowIds?: readonly string[];
  /** The rows selected at first when uncontrolled. */
  defaultSelectedRowIds?: readonly string[];
  /** Called with the ids of the selected rows whenever a checkbox changes. */
  onSelectionChange?: (ids: string[]) => void;
  /** Actions on the selected rows (Export, Delete...), shown beside the selected count. */
  batchActions?: ReactNode;
  paginationState?: never;
  defaultPageSize?: never;
  onPaginationChange?: never;
}

/** The Retry button of the error state: both its action and its label, or neither. */
type DataTableRetryProps =
  | {
      /** Shows a button in the error state that runs this (load the rows again). */
      onRetry: () => void;
      /** The label of the retry button, e.g. "Try again". */
      retryLabel: string;
    }
  | { onRetry?: undefined; retryLabel?: undefined };

/** Props of DataTable. */
export type DataTableProps<TData> = DataTableBaseProps<TData> &
  (DataTablePlainProps | DataTablePaginationProps | DataTableSelectionProps) &
  DataTableRetryProps;

/** The search state given to TanStack: the query, and the hidden columns it skips. */
interface GlobalFilter {
  query: string;
  hiddenColumns: string;
}

/**
 * The data table: a real <table> on TanStack Table v8 with a caption, client-side sorting by the
 * column headers, a search that ignores case and accents, the caller's filters in the toolbar, a
 * Columns menu, row "⋮" menus, and either pagination (10–50 rows a page) or row selection, never
 * both. Loading shows skeleton rows; an empty table, a search without results and a failed load
 * each show their own message instead of the rows.
 */
export function DataTable<TData>(props: DataTableProps<TData>) {
  const {
    columns,
    data,
    getRowId,
    caption,
    showCaption = false,
    rowHeader,
    sorting: sortingProp,
    defaultSort,
    onSortingChange,
    manualSorting = false,
    searchable = true,
    search: searchProp,
    defaultSearch = '',
    onSearchChange,
    searchPlaceholder,
    toolbar,
    columnsMenu = false,
    columnVisibility: visibilityProp,
    defaultColumnVisibility,
    onColumnVisibilityChange,
    rowActions,
    loading = false,
    loadingRowCount,
    emptyTitle,
    emptyText,
    emptyAction,
    noResultsTitle,
    noResultsText,
    error,
    errorText,
    onRetry,
    retryLabel,
    stateHeadingLevel = 2,
    stickyHeader = false,
    scrollAreaClassName,
    pagination = false,
    paginationState: paginationProp,
    defaultPageSize = DEFAULT_PAGE_SIZE,
    onPaginationChange,
    selectable = false,
    selectedRowIds: selectedProp,
    defaultSelectedRowIds,
    onSelectionChange,
    batchActions,
    className,
    ...divProps
  } = props;
  // A developer error: fail loudly rather than render a table the spec forbids.
  assertTableOptions({ pagination, selectable });

  const baseId = useId();

  const [sorting, setSorting] = useControllableState({
    value: sortingProp,
    defaultValue: defaultSort ?? [],
    onChange: onSortingChange,
  });
  const [search, setSearch] = useControllableState({
    value: searchProp,
    defaultValue: defaultSearch,
    onChange: onSearchChange,
  });
  const [columnVisibility, setColumnVisibility] = useControllableState({
    value: visibilityProp,
    defaultValue: defaultColumnVisibility ?? {},
    onChange: onColumnVisibilityChange,
  });
  const [page, setPage] = useControllableState({
    value: paginationProp,
    defaultValue: { pageIndex: 0, pageSize: defaultPageSize },
    onChange: onPaginationChange,
  });
  const [selectedIds, setSelectedIds] = useControllableState<readonly string[]>({
    value: selectedProp,
    defaultValue: defaultSelectedRowIds ?? [],
    onChange: onSelectionChange && ((ids) => onSelectionChange([...ids])),
  });

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedIds.map((id) => [id, true])),
    [selectedIds],
  );

  // The search looks in the visible text columns only. The visibility is part of the filter state
  // because TanStack filters again only when that state changes.
  const hiddenColumnsKey = Object.entries(columnVisibility)
    .filter(([, visible]) => !visible)
    .map(([id]) => id)
    .join('\n');
  const globalFilter = useMemo<GlobalFilter>(
    () => ({ query: search, hiddenColumns: hiddenColumnsKey }),
    [search, hiddenColumnsKey],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns new functions on every render by design; nothing here memoises them.
  const table = useReactTable<TData>({
    columns,
    data,
    getRowId,
    state: {
      sorting,
      columnVisibility,
      rowSelection,
      globalFilter,
      ...(pagination ? { pagination: page } : {}),
    },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
    onPaginationChange: setPage,
    onRowSelectionChange: (update) => {
      const next = typeof update === 'function' ? update(rowSelection) : update;
      setSelectedIds(Object.keys(next).filter((id) => next[id]));
    },
    getCoreRowModel: getCoreRowModel(),
    manualSorting,
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    ...(pagination ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    globalFilterFn: (row, columnId, filter: GlobalFilter) =>
      matchesSearch(row.getValue(columnId), filter.query),
    getColumnCanGlobalFilter: (column) => {
      const sample = data[0];
      return isSearchableColumn({
        visible: column.getIsVisible(),
        searchable: column.columnDef.meta?.searchable,
        sample: sample === undefined ? undefined : column.accessorFn?.(sample, 0),
      });
    },
    // Ascending first for every column, then descending, then back to the original order.
    sortDescFirst: false,
    enableMultiSort: false,
    enableRowSelection: selectable,
    // A refresh of the data keeps the page; it is clamped below when rows disappear.
    autoResetPageIndex: false,
  });

  const filteredTotal = table.getFilteredRowModel().rows.length;
  const pages = pageCount(filteredTotal, page.pageSize);
  const lastPageIndex = pages - 1;
  const pageIndex = clampPageIndex(page.pageIndex, filteredTotal, page.pageSize);
  // Rows removed by a refresh can leave the table on a page that no longer exists: go back to the
  // last one (a search always starts at the first).
  useEffect(() => {
    if (pagination && page.pageIndex > lastPageIndex) {
      setPage({ ...page, pageIndex: lastPageIndex });
    }
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const rowHeaderId =
    visibleColumns.find((column) => column.id === rowHeader)?.id ?? visibleColumns[0]?.id;
  const columnCount = visibleColumns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const rows = table.getRowModel().rows;

  function changeSearch(value: string) {
    setSearch(value);
    if (pagination && page.pageIndex !== 0) setPage({ ...page, pageIndex: 0 });
  }

  let body: ReactNode;
  switch (tableBodyState({ loading, error, total: data.length, filteredTotal })) {
    case 'loading':
      body = (
        <DataTableSkeletonRows
          rows={loadingRowCount ?? (pagination ? page.pageSize : 5)}
          columns={columnCount}
        />
      );
      break;
    case 'error':
      body = (
        <DataTableErrorBody
          columnCount={columnCount}
          title={error ?? ''}
          text={errorText}
          onRetry={onRetry}
          retryLabel={retryLabel}
        />
      );
      break;
    case 'empty':
      body = (
        <DataTableEmptyBody
          columnCount={columnCount}
          slot="data-table-empty"
          title={emptyTitle}
          text={emptyText}
          action={emptyAction}
          headingLevel={stateHeadingLevel}
        />
      );
      break;
    case 'no-results':
      body = (
        <DataTableEmptyBody
          columnCount={columnCount}
          slot="data-table-no-results"
          title={noResultsTitle}
          text={noResultsText}
          headingLevel={stateHeadingLevel}
        />
      );
      break;
    case 'rows':
      body = rows.map((row) => (
        <DataTableRow
          key={row.id}
          row={row}
          baseId={baseId}
          rowHeaderId={rowHeaderId}
          selectable={selectable}
          rowActions={rowActions}
        />
      ));
      break;
  }

  return (
    <div
      data-slot="data-table"
      className={cn('text-text flex flex-col gap-3 text-sm', className)}
      {...divProps}
    >
      {searchable || toolbar != null || columnsMenu ? (
        <DataTableToolbar>
          {searchable ? (
            <DataTableSearch
              value={search}
              placeholder={searchPlaceholder}
              onChange={changeSearch}
            />
          ) : null}
          {toolbar}
          {columnsMenu ? <DataTableColumnsMenu table={table} /> : null}
        </DataTableToolbar>
      ) : null}

      {selectable ? (
        <DataTableBatchBar
          selectedCount={table.getSelectedRowModel().rows.length}
          actions={batchActions}
          onClear={() => table.resetRowSelection(true)}
        />
      ) : null}

      {/* Relative, so visually hidden text in the cells (absolute) is positioned and clipped
          inside the scrolling box rather than widening the page at a phone's width. */}
      <div
        data-slot="data-table-scroll-area"
        className={cn(
          'rounded-card border-border bg-surface-raised relative overflow-auto border',
          scrollAreaClassName,
        )}
      >
        <table
          data-slot="data-table-table"
          aria-busy={loading || undefined}
          className="w-full border-separate border-spacing-0"
        >
          <caption
            data-slot="data-table-caption"
            className={showCaption ? 'px-3 py-2 text-start text-base font-semibold' : 'sr-only'}
          >
            {caption}
          </caption>
          <DataTableHeader
            table={table}
            selectable={selectable}
            rowActions={rowActions !== undefined}
            sticky={stickyHeader}
            selectAllDisabled={loading || rows.length === 0}
          />
          <tbody>{body}</tbody>
        </table>
      </div>

      {pagination ? (
        <DataTablePagination
          pageIndex={pageIndex}
          pageSize={page.pageSize}
          pageCount={pages}
          total={filteredTotal}
          onPageChange={(index) => setPage({ ...page, pageIndex: index })}
          onPageSizeChange={(size) => table.setPageSize(size)}
        />
      ) : null}
    </div>
  );
}
