import { flexRender, type Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { OverflowMenu, type OverflowMenuEntry } from '../dropdown-menu';
import { EmptyState } from '../empty-state';
import { InlineNotification } from '../inline-notification';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';
import { bodyCellClass, cellVariants } from './cells';

/** A single cell across the table, for the empty, no-results and error states. */
export function DataTableStateRow({
  columnCount,
  slot,
  children,
}: {
  /** How many columns the cell spans. */
  columnCount: number;
  /** The row's data-slot. */
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

/** The body of a table whose rows could not be loaded: the error, and Retry when offered. */
export function DataTableErrorBody({
  columnCount,
  title,
  text,
  onRetry,
  retryLabel,
}: {
  columnCount: number;
  /** The error message. */
  title: string;
  /** More detail under it. */
  text?: ReactNode;
  /** Loads the rows again. */
  onRetry?: () => void;
  /** The retry button's label. */
  retryLabel?: string;
}) {
  return (
    <DataTableStateRow columnCount={columnCount} slot="data-table-error">
      <InlineNotification
        kind="error"
        title={title}
        text={text}
        action={
          onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null
        }
        className="text-start"
      />
    </DataTableStateRow>
  );
}

/** The body of a table with no rows (`slot` "data-table-empty") or none matching the search. */
export function DataTableEmptyBody({
  columnCount,
  slot,
  title,
  text,
  action,
  headingLevel,
}: {
  columnCount: number;
  slot: 'data-table-empty' | 'data-table-no-results';
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  headingLevel: 2 | 3 | 4;
}) {
  return (
    <DataTableStateRow columnCount={columnCount} slot={slot}>
      <EmptyState title={title} text={text} action={action} headingLevel={headingLevel} />
    </DataTableStateRow>
  );
}

/**
 * One row: its selection checkbox (named by the row header, e.g. "Select row Harbour Road"),
 * its cells (the row header column as <th scope="row">) and its "⋮" menu.
 */
export function DataTableRow<TData>({
  row,
  baseId,
  rowHeaderId,
  selectable,
  rowActions,
}: {
  row: Row<TData>;
  /** The table's id prefix, for the row header's and checkbox label's ids. */
  baseId: string;
  /** The id of the column whose cells are row headers. */
  rowHeaderId: string | undefined;
  selectable: boolean;
  rowActions?: (row: TData) => OverflowMenuEntry[];
}) {
  const { strings } = useUiStrings();
  const rowHeaderCellId = `${baseId}-row-${row.index}-header`;
  const selectLabelId = `${baseId}-row-${row.index}-select`;
  return (
    <tr
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
          <td key={cell.id} data-slot="data-table-cell" className={cellVariants({ align, wrap })}>
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
}
