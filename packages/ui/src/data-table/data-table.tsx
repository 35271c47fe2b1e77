import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { cva } from 'class-variance-authority';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  Columns3,
  Search,
} from 'lucide-react';
import { useEffect, useId, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
  OverflowMenu,
  type OverflowMenuEntry,
} from '../dropdown-menu';
import { EmptyState } from '../empty-state';
import { IconButton } from '../icon-button';
import { InlineNotification } from '../inline-notification';
import { cn } from '../lib/cn';
import { TextInput } from '../text-input';
import { useUiStrings } from '../ui-strings';
import { DataTableSkeletonRows } from './data-table.skeleton';
import { clampPageIndex, DEFAULT_PAGE_SIZE, pageCount, pageRange, PAGE_SIZES } from './pagination';
import { matchesSearch } from './search';
import { assertTableOptions } from './table-options';
import { useControllableState } from './use-controllable-state';

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

const headerCellVariants = cva(
  'border-b border-border bg-surface-sunken px-3 py-2 font-semibold whitespace-nowrap text-text',
  {
    variants: {
      align: { start: 'text-start', end: 'text-end' },
      sticky: { true: 'sticky top-0 z-10', false: '' },
    },
    defaultVariants: { align: 'start', sticky: false },
  },
);

// Borders sit on the cells: with separate borders (which keep a sticky header's line) rows draw none.
const bodyCellClass = 'border-b border-border [tr:last-child>&]:border-b-0';

const cellVariants = cva(['px-3 py-2 align-middle', bodyCellClass], {
  variants: {
    align: { start: 'text-start', end: 'text-end tabular-nums' },
    // One line by default: the scroll area scrolls sideways rather than wrap names and dates.
    wrap: { true: '', false: 'whitespace-nowrap' },
  },
  defaultVariants: { align: 'start', wrap: false },
});

/** The text naming a column in the Columns menu. */
function columnLabel<TData>(column: Column<TData, unknown>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
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

  const { strings, format, locale } = useUiStrings();
  const baseId = useId();
  const previousPageButton = useRef<HTMLButtonElement>(null);
  const nextPageButton = useRef<HTMLButtonElement>(null);

  const [sorting, setSorting] = useControllableState(
    sortingProp,
    defaultSort ?? [],
    onSortingChange,
  );
  const [search, setSearch] = useControllableState(searchProp, defaultSearch, onSearchChange);
  const [columnVisibility, setColumnVisibility] = useControllableState(
    visibilityProp,
    defaultColumnVisibility ?? {},
    onColumnVisibilityChange,
  );
  const [page, setPage] = useControllableState(
    paginationProp,
    { pageIndex: 0, pageSize: defaultPageSize },
    onPaginationChange,
  );
  const [selectedIds, setSelectedIds] = useControllableState<readonly string[]>(
    selectedProp,
    defaultSelectedRowIds ?? [],
    onSelectionChange && ((ids) => onSelectionChange([...ids])),
  );

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
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    ...(pagination ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    globalFilterFn: (row, columnId, filter: GlobalFilter) =>
      matchesSearch(row.getValue(columnId), filter.query),
    getColumnCanGlobalFilter: (column) => {
      if (!column.getIsVisible()) return false;
      const searchableMeta = column.columnDef.meta?.searchable;
      if (searchableMeta !== undefined) return searchableMeta;
      const sample = data[0];
      return sample !== undefined && typeof column.accessorFn?.(sample, 0) === 'string';
    },
    // Ascending first for every column, then descending, then back to the original order.
    sortDescFirst: false,
    enableMultiSort: false,
    enableRowSelection: selectable,
    // A refresh of the data keeps the page; it is clamped below when rows disappear.
    autoResetPageIndex: false,
  });

  const filteredTotal = table.getFilteredRowModel().rows.length;
  const lastPageIndex = pageCount(filteredTotal, page.pageSize) - 1;
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
  const hideableColumns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const visibleHideableCount = hideableColumns.filter((column) => column.getIsVisible()).length;
  const selectedCount = table.getSelectedRowModel().rows.length;
  const allSelected = table.getIsAllPageRowsSelected();
  const someSelected = table.getIsSomePageRowsSelected();
  const numberFormat = new Intl.NumberFormat(locale);

  // The page button just pressed is disabled on the first or last page, which would drop focus:
  // once the page has rendered, focus goes to the other one.
  const focusAfterPaging = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    const target = focusAfterPaging.current;
    if (!target) return;
    focusAfterPaging.current = null;
    (target === 'previous' ? previousPageButton : nextPageButton).current?.focus();
  });

  function changeSearch(value: string) {
    setSearch(value);
    if (pagination && page.pageIndex !== 0) setPage({ ...page, pageIndex: 0 });
  }

  function goToPage(index: number) {
    setPage({ ...page, pageIndex: index });
    if (index <= 0) focusAfterPaging.current = 'next';
    else if (index >= lastPageIndex) focusAfterPaging.current = 'previous';
  }

  let body: ReactNode;
  if (loading) {
    body = (
      <DataTableSkeletonRows
        rows={loadingRowCount ?? (pagination ? page.pageSize : 5)}
        columns={columnCount}
      />
    );
  } else if (error) {
    body = (
      <StateRow columnCount={columnCount} slot="data-table-error">
        <InlineNotification
          kind="error"
          title={error}
          text={errorText}
          action={
            onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {retryLabel}
              </Button>
            ) : null
          }
          className="text-start"
        />
      </StateRow>
    );
  } else if (data.length === 0) {
    body = (
      <StateRow columnCount={columnCount} slot="data-table-empty">
        <EmptyState
          title={emptyTitle}
          text={emptyText}
          action={emptyAction}
          headingLevel={stateHeadingLevel}
        />
      </StateRow>
    );
  } else if (filteredTotal === 0) {
    body = (
      <StateRow columnCount={columnCount} slot="data-table-no-results">
        <EmptyState title={noResultsTitle} text={noResultsText} headingLevel={stateHeadingLevel} />
      </StateRow>
    );
  } else {
    body = rows.map((row) => {
      const rowHeaderCellId = `${baseId}-row-${row.index}-header`;
      const selectLabelId = `${baseId}-row-${row.index}-select`;
      return (
        <tr
          key={row.id}
          data-slot="data-table-row"
          data-state={row.getIsSelected() ? 'selected' : undefined}
          className="hover:bg-surface-sunken data-[state=selected]:bg-interactive/10"
        >
          {selectable ? (
            <td
              data-slot="data-table-select-cell"
              className={cn('w-10 py-2 ps-3 align-middle', bodyCellClass)}
            >
              <Checkbox
                className="gap-0"
                label={
                  <span id={selectLabelId} className="sr-only">
                    {strings.selectRow}
                  </span>
                }
                aria-labelledby={`${selectLabelId} ${rowHeaderCellId}`}
                checked={row.getIsSelected()}
                disabled={!row.getCanSelect()}
                onCheckedChange={(checked) => row.toggleSelected(checked === true)}
              />
            </td>
          ) : null}
          {row.getVisibleCells().map((cell) => {
            const align = cell.column.columnDef.meta?.align ?? 'start';
            const wrap = cell.column.columnDef.meta?.wrap ?? false;
            const content = flexRender(cell.column.columnDef.cell, cell.getContext());
            return cell.column.id === rowHeaderId ? (
              <th
                key={cell.id}
                id={rowHeaderCellId}
                scope="row"
                data-slot="data-table-row-header"
                className={cn(cellVariants({ align, wrap }), 'font-medium')}
              >
                {content}
              </th>
            ) : (
              <td
                key={cell.id}
                data-slot="data-table-cell"
                className={cellVariants({ align, wrap })}
              >
                {content}
              </td>
            );
          })}
          {rowActions ? (
            <td
              data-slot="data-table-actions-cell"
              className={cn('w-12 py-1 pe-2 text-end', bodyCellClass)}
            >
              <OverflowMenu items={rowActions(row.original)} size="sm" />
            </td>
          ) : null}
        </tr>
      );
    });
  }

  const showToolbar = searchable || toolbar != null || columnsMenu;
  const range = pageRange(pageIndex, page.pageSize, filteredTotal);
  const pageSizeId = `${baseId}-page-size`;

  return (
    <div
      data-slot="data-table"
      className={cn('text-text flex flex-col gap-3 text-sm', className)}
      {...divProps}
    >
      {showToolbar ? (
        <div data-slot="data-table-toolbar" className="flex flex-wrap items-center gap-2">
          {searchable ? (
            <div data-slot="data-table-search" className="w-full max-w-xs">
              <TextInput
                type="search"
                aria-label={strings.search}
                placeholder={searchPlaceholder ?? strings.search}
                leadingIcon={<Search />}
                value={search}
                onChange={(event) => changeSearch(event.target.value)}
              />
            </div>
          ) : null}
          {toolbar}
          {columnsMenu && hideableColumns.length > 0 ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="secondary" className="ms-auto" data-slot="data-table-columns">
                  <Columns3 aria-hidden="true" className="size-4" />
                  {strings.columns}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                {hideableColumns.map((column) => {
                  const visible = column.getIsVisible();
                  return (
                    <DropdownMenuCheckboxItem
                      key={column.id}
                      checked={visible}
                      // The last visible column stays: a table without columns shows nothing.
                      disabled={visible && visibleHideableCount <= 1}
                      onCheckedChange={(checked) => column.toggleVisibility(checked)}
                      // Keep the menu open to change several columns in a row.
                      onSelect={(event) => event.preventDefault()}
                    >
                      {columnLabel(column)}
                    </DropdownMenuCheckboxItem>
                  );
                })}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
      ) : null}

      {selectable ? (
        <div
          data-slot="data-table-batch-bar"
          className="rounded-control bg-surface-sunken flex min-h-10 flex-wrap items-center gap-2 px-3 py-1"
        >
          <p role="status" className="me-auto font-medium">
            {format('selectedCount', { count: numberFormat.format(selectedCount) })}
          </p>
          {selectedCount > 0 ? (
            <>
              {batchActions}
              <Button variant="ghost" size="sm" onClick={() => table.resetRowSelection(true)}>
                {strings.clear}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}

      <div
        data-slot="data-table-scroll-area"
        className={cn(
          'rounded-card border-border bg-surface-raised overflow-auto border',
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
          <thead>
            {table.getHeaderGroups().map((headerGroup) => (
              <tr key={headerGroup.id}>
                {selectable ? (
                  <th
                    scope="col"
                    className={cn(headerCellVariants({ sticky: stickyHeader }), 'w-10 pe-0')}
                  >
                    <Checkbox
                      className="gap-0"
                      label={<span className="sr-only">{strings.selectAllRows}</span>}
                      checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                      disabled={loading || rows.length === 0}
                      onCheckedChange={(checked) =>
                        table.toggleAllPageRowsSelected(checked === true)
                      }
                    />
                  </th>
                ) : null}
                {headerGroup.headers.map((header) => {
                  const align = header.column.columnDef.meta?.align ?? 'start';
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  const SortIcon =
                    sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                      data-slot="data-table-header"
                      className={headerCellVariants({ align, sticky: stickyHeader })}
                    >
                      {header.column.getCanSort() && !header.isPlaceholder ? (
                        <button
                          type="button"
                          data-slot="data-table-sort"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            'rounded-control hover:bg-surface duration-fast ease-standard -mx-1.5 inline-flex items-center gap-1.5 px-1.5 py-0.5 font-semibold transition-colors',
                            align === 'end' && 'flex-row-reverse',
                          )}
                        >
                          {content}
                          <SortIcon
                            aria-hidden="true"
                            className={cn('size-3.5 shrink-0', !sorted && 'text-text-muted')}
                          />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
                {rowActions ? (
                  <th
                    scope="col"
                    className={cn(headerCellVariants({ sticky: stickyHeader }), 'w-12')}
                  >
                    <span className="sr-only">{strings.rowActions}</span>
                  </th>
                ) : null}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>

      {pagination ? (
        <div
          data-slot="data-table-pager"
          className="text-text-muted flex flex-wrap items-center gap-x-6 gap-y-2"
        >
          <div className="flex items-center gap-2">
            <label htmlFor={pageSizeId}>{strings.itemsPerPage}</label>
            <select
              id={pageSizeId}
              data-slot="data-table-page-size"
              value={page.pageSize}
              onChange={(event) => table.setPageSize(Number(event.target.value))}
              className="rounded-control border-border-strong bg-surface-raised text-text h-8 border ps-2 pe-1 text-sm"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {numberFormat.format(size)}
                </option>
              ))}
            </select>
          </div>
          <p aria-live="polite" data-slot="data-table-range">
            {format('itemRange', {
              start: numberFormat.format(range.start),
              end: numberFormat.format(range.end),
              total: numberFormat.format(range.total),
            })}
          </p>
          <div className="ms-auto flex items-center gap-1">
            <p data-slot="data-table-page" className="me-2">
              {format('pageOfPages', {
                page: numberFormat.format(pageIndex + 1),
                pages: numberFormat.format(lastPageIndex + 1),
              })}
            </p>
            <IconButton
              ref={previousPageButton}
              label={strings.previousPage}
              icon={<ChevronLeft className="rtl:-scale-x-100" />}
              size="sm"
              disabled={pageIndex <= 0}
              onClick={() => goToPage(pageIndex - 1)}
            />
            <IconButton
              ref={nextPageButton}
              label={strings.nextPage}
              icon={<ChevronRight className="rtl:-scale-x-100" />}
              size="sm"
              disabled={pageIndex >= lastPageIndex}
              onClick={() => goToPage(pageIndex + 1)}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A single cell across the table, for the empty, no-results and error states. */
function StateRow({
  columnCount,
  slot,
  children,
}: {
  columnCount: number;
  slot: string;
  children: ReactNode;
}) {
  return (
    <tr data-slot={slot}>
      <td colSpan={columnCount} className="p-3">
        {children}
      </td>
    </tr>
  );
}
