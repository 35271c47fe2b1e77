import type { Table } from '@tanstack/react-table';
import { Columns3, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import { TextInput } from '../text-input';
import { useUiStrings } from '../ui-strings';
import { columnLabel } from './columns';

/** The search box of the toolbar: case- and accent-insensitive, over the visible text columns. */
export function DataTableSearch({
  value,
  placeholder,
  onChange,
}: {
  /** The search text. */
  value: string;
  /** Placeholder; the translated "Search" by default. */
  placeholder?: string;
  /** Called with the new text as the user types. */
  onChange: (value: string) => void;
}) {
  const { strings } = useUiStrings();
  return (
    <div data-slot="data-table-search" className="w-full max-w-xs">
      <TextInput
        type="search"
        aria-label={strings.search}
        placeholder={placeholder ?? strings.search}
        leadingIcon={<Search />}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The Columns menu: hides and shows the columns that allow it; the last visible one stays. */
export function DataTableColumnsMenu<TData>({ table }: { table: Table<TData> }) {
  const { strings } = useUiStrings();
  const hideableColumns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const visibleHideableCount = hideableColumns.filter((column) => column.getIsVisible()).length;
  if (hideableColumns.length === 0) return null;
  return (
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
  );
}

/** The row above the table: the search, the caller's filters and the Columns menu. */
export function DataTableToolbar({ children }: { children: ReactNode }) {
  return (
    <div data-slot="data-table-toolbar" className="flex flex-wrap items-center gap-2">
      {children}
    </div>
  );
}

/** The bar of a selectable table: how many rows are selected, their actions and Clear. */
export function DataTableBatchBar({
  selectedCount,
  actions,
  onClear,
}: {
  /** How many rows are selected. */
  selectedCount: number;
  /** The caller's actions on the selected rows (Export, Delete...). */
  actions: ReactNode;
  /** Clears the selection. */
  onClear: () => void;
}) {
  const { strings, format, locale } = useUiStrings();
  const numberFormat = new Intl.NumberFormat(locale);
  return (
    <div
      data-slot="data-table-batch-bar"
      className="rounded-control bg-surface-sunken flex min-h-10 flex-wrap items-center gap-2 px-3 py-1"
    >
      <p role="status" className="me-auto font-medium">
        {format('selectedCount', { count: numberFormat.format(selectedCount) })}
      </p>
      {selectedCount > 0 ? (
        <>
          {actions}
          <Button variant="ghost" size="sm" onClick={onClear}>
            {strings.clear}
          </Button>
        </>
      ) : null}
    </div>
  );
}
