import { flexRender, type Header, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Checkbox } from '../checkbox';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';
import { headerCellVariants } from './cells';
import { ariaSort } from './columns';

/**
 * A column's header cell. A sortable column's header is a button that cycles ascending,
 * descending and the original order, with an arrow showing the sort and `aria-sort` on the cell.
 */
export function DataTableColumnHeader<TData>({
  header,
  sticky,
}: {
  header: Header<TData, unknown>;
  /** Keeps the header in view while the rows scroll. */
  sticky: boolean;
}) {
  const align = header.column.columnDef.meta?.align ?? 'start';
  const sorted = header.column.getIsSorted();
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={ariaSort(sorted)}
      data-slot="data-table-header"
      className={headerCellVariants({ align, sticky })}
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
}

/**
 * The header rows: the "select all rows" checkbox of a selectable table, the column headers, and
 * an empty, named cell over the row menus.
 */
export function DataTableHeader<TData>({
  table,
  selectable,
  rowActions,
  sticky,
  selectAllDisabled,
}: {
  table: Table<TData>;
  /** Adds the "select all rows" checkbox. */
  selectable: boolean;
  /** Adds the cell over the row menus. */
  rowActions: boolean;
  /** Keeps the header in view while the rows scroll. */
  sticky: boolean;
  /** Disables the "select all rows" checkbox (while loading, or without rows). */
  selectAllDisabled: boolean;
}) {
  const { strings } = useUiStrings();
  const allSelected = table.getIsAllPageRowsSelected();
  const someSelected = table.getIsSomePageRowsSelected();
  return (
    <thead>
      {table.getHeaderGroups().map((headerGroup) => (
        <tr key={headerGroup.id}>
          {selectable ? (
            <th scope="col" className={cn(headerCellVariants({ sticky }), 'w-10 pe-0')}>
              <Checkbox
                className="gap-0"
                label={<span className="sr-only">{strings.selectAllRows}</span>}
                checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                disabled={selectAllDisabled}
                onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
              />
            </th>
          ) : null}
          {headerGroup.headers.map((header) => (
            <DataTableColumnHeader key={header.id} header={header} sticky={sticky} />
          ))}
          {rowActions ? (
            <th scope="col" className={cn(headerCellVariants({ sticky }), 'w-12')}>
              <span className="sr-only">{strings.rowActions}</span>
            </th>
          ) : null}
        </tr>
      ))}
    </thead>
  );
}
