import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { StatusIndicator, type Status } from '../status-indicator';
import { useUiStrings } from '../ui-strings';
import { DataTable } from './data-table';

/** A monitoring instrument as the instruments list shows it. */
interface Instrument {
  id: string;
  name: string;
  serial: string;
  status: Status;
  /** The last 15-minute PM10 average, µg/m³. */
  pm10: number;
  /** When the last reading arrived (fixed ISO times, so screenshots are stable). */
  lastReading: string;
}

const STATUS_LABELS: Record<Status, string> = {
  ok: 'Online',
  caution: 'Calibration due',
  warning: 'Sensor fault',
  offline: 'Offline',
};

// 23 instruments: three pages at 10 a page, the last one partial.
const INSTRUMENTS: Instrument[] = [
  ['dm-north', 'DustMate North Fence', 'DM3-20418', 'ok', 18.4, '2024-05-14T09:15:00Z'],
  ['osiris-gate', 'Osiris Gate 2', 'OS-11873', 'ok', 42.1, '2024-05-14T09:15:00Z'],
  ['topas-harbour', 'TOPAS Harbour Road', 'TP-00931', 'caution', 27.9, '2024-05-14T09:00:00Z'],
  ['aqmesh-school', 'AQMesh School Lane', 'AQM-2231', 'ok', 12.6, '2024-05-14T09:15:00Z'],
  ['malaga-sur', 'Estación Málaga Sur', 'EM-7720', 'warning', 64.3, '2024-05-14T08:45:00Z'],
  ['dm-south', 'DustMate South Gate', 'DM3-20422', 'offline', 0, '2024-05-13T22:30:00Z'],
  ['fidas-works', 'Fidas Works Entrance', 'FD-3310', 'ok', 35.2, '2024-05-14T09:15:00Z'],
  ['osiris-crusher', 'Osiris Crusher Plant', 'OS-11902', 'ok', 51.7, '2024-05-14T09:15:00Z'],
  ['topas-quay', 'TOPAS Quay Wall', 'TP-00957', 'ok', 22.0, '2024-05-14T09:15:00Z'],
  ['aqmesh-park', 'AQMesh Riverside Park', 'AQM-2240', 'ok', 9.8, '2024-05-14T09:15:00Z'],
  ['dm-stockpile', 'DustMate Stockpile East', 'DM3-20440', 'caution', 73.5, '2024-05-14T09:00:00Z'],
  ['fidas-rail', 'Fidas Rail Sidings', 'FD-3318', 'ok', 30.3, '2024-05-14T09:15:00Z'],
  ['osiris-depot', 'Osiris Bus Depot', 'OS-11911', 'ok', 26.4, '2024-05-14T09:15:00Z'],
  ['topas-bridge', 'TOPAS Bridge Street', 'TP-00962', 'warning', 88.9, '2024-05-14T08:30:00Z'],
  ['aqmesh-clinic', 'AQMesh Clinic Roof', 'AQM-2252', 'ok', 14.1, '2024-05-14T09:15:00Z'],
  ['dm-west', 'DustMate West Boundary', 'DM3-20451', 'ok', 19.9, '2024-05-14T09:15:00Z'],
  ['fidas-tower', 'Fidas Tower Crane', 'FD-3325', 'offline', 0, '2024-05-12T16:00:00Z'],
  ['osiris-canal', 'Osiris Canal Path', 'OS-11930', 'ok', 16.2, '2024-05-14T09:15:00Z'],
  ['topas-market', 'TOPAS Market Square', 'TP-00975', 'ok', 23.7, '2024-05-14T09:15:00Z'],
  ['aqmesh-library', 'AQMesh Library Annex', 'AQM-2263', 'ok', 11.3, '2024-05-14T09:15:00Z'],
  ['dm-batching', 'DustMate Batching Plant', 'DM3-20467', 'ok', 47.8, '2024-05-14T09:15:00Z'],
  ['fidas-jetty', 'Fidas Jetty Head', 'FD-3331', 'caution', 31.5, '2024-05-14T09:00:00Z'],
  ['osiris-lorry', 'Osiris Lorry Park', 'OS-11948', 'ok', 39.0, '2024-05-14T09:15:00Z'],
].map(([id, name, serial, status, pm10, lastReading]) => ({
  id: id as string,
  name: name as string,
  serial: serial as string,
  status: status as Status,
  pm10: pm10 as number,
  lastReading: lastReading as string,
}));

/** The first eight instruments: one screen of rows without pagination. */
const FEW = INSTRUMENTS.slice(0, 8);

/** A PM10 concentration in the locale's number format. */
function Concentration({ value }: { value: number }) {
  const { locale } = useUiStrings();
  return (
    <>
      {new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        value,
      )}
    </>
  );
}

/** A reading time in the locale's format, in UTC so the stories do not depend on the machine. */
function ReadingTime({ value }: { value: string }) {
  const { locale } = useUiStrings();
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(value));
  return <time dateTime={value}>{text}</time>;
}

const COLUMNS: ColumnDef<Instrument>[] = [
  { accessorKey: 'name', header: 'Name', enableHiding: false },
  { accessorKey: 'serial', header: 'Serial' },
  {
    id: 'status',
    header: 'Status',
    // The label, so that sorting and searching use the words the user sees.
    accessorFn: (row) => STATUS_LABELS[row.status],
    cell: ({ row }) => (
      <StatusIndicator status={row.original.status} label={STATUS_LABELS[row.original.status]} />
    ),
  },
  {
    accessorKey: 'pm10',
    header: 'PM10 (µg/m³)',
    meta: { align: 'end' },
    cell: ({ row }) => <Concentration value={row.original.pm10} />,
  },
  {
    accessorKey: 'lastReading',
    header: 'Last reading (UTC)',
    // The ISO text differs from the date shown, so the search skips it.
    meta: { searchable: false },
    cell: ({ row }) => <ReadingTime value={row.original.lastReading} />,
  },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Instrument>,
  args: {
    columns: COLUMNS,
    data: FEW,
    getRowId: (row) => row.id,
    caption: 'Instruments at Harbour Road Redevelopment',
    emptyTitle: 'No instruments yet',
    emptyText: 'Add the first instrument to start collecting readings.',
    noResultsTitle: 'No results found.',
    noResultsText: 'Try another name or serial number.',
  },
  tags: ['visual'],
} satisfies Meta<typeof DataTable<Instrument>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows' names (their row headers), in the order shown. */
function rowNames(table: HTMLElement): string[] {
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** A labelled table with a visible caption, column headers and one row header per row. */
export const Default: Story = {
  args: { showCaption: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Instruments at Harbour Road Redevelopment' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Name',
      'Serial',
      'Status',
      'PM10 (µg/m³)',
      'Last reading (UTC)',
    ]);
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
    await expect(rowNames(table)).toHaveLength(8);
    await expect(within(table).getByRole('cell', { name: '64.3' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

/** The default table in the dark theme. */
export const DefaultDark: Story = {
  args: { showCaption: true },
  globals: { theme: 'dark' },
};

/** A header click sorts ascending, a second descending, a third restores the original order. */
export const Sorting: Story = {
  args: { onSortingChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const pm10Header = within(table).getByRole('columnheader', { name: 'PM10 (µg/m³)' });
    const sortPm10 = within(pm10Header).getByRole('button', { name: 'PM10 (µg/m³)' });
    await expect(pm10Header).not.toHaveAttribute('aria-sort');

    await userEvent.click(sortPm10);
    await expect(pm10Header).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(table)[0]).toBe('DustMate South Gate');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'pm10', desc: false }]);

    await userEvent.click(sortPm10);
    await expect(pm10Header).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(table)[0]).toBe('Estación Málaga Sur');

    await userEvent.click(sortPm10);
    await expect(pm10Header).not.toHaveAttribute('aria-sort');
    await expect(rowNames(table)[0]).toBe('DustMate North Fence');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([]);

    // Sorting by name ends the story sorted A–Z.
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(rowNames(table)[0]).toBe('AQMesh School Lane');
  },
};

/**
 * Sorted by a server (`manualSorting`): the headers show and change the sort, and the rows stay in
 * the order they came in, because the server sorts before it pages.
 */
export const ManualSorting: Story = {
  args: { manualSorting: true, defaultSort: [{ id: 'pm10', desc: true }], onSortingChange: fn() },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table');
    const pm10Header = within(table).getByRole('columnheader', { name: 'PM10 (µg/m³)' });
    await expect(pm10Header).toHaveAttribute('aria-sort', 'descending');
    // Not re-sorted: the first rows are the data's own first rows.
    await expect(rowNames(table).slice(0, 2)).toEqual(['DustMate North Fence', 'Osiris Gate 2']);
    await userEvent.click(within(pm10Header).getByRole('button', { name: 'PM10 (µg/m³)' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([]);
    await expect(rowNames(table)[0]).toBe('DustMate North Fence');
  },
};

/** Starts sorted by a column (`defaultSort`): here the highest PM10 first. */
export const DefaultSort: Story = {
  args: { defaultSort: [{ id: 'pm10', desc: true }] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'PM10 (µg/m³)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(rowNames(table).slice(0, 2)).toEqual([
      'Estación Málaga Sur',
      'Osiris Crusher Plant',
    ]);
  },
};

// The same instruments a quarter of an hour later, as a refresh brings them.
const REFRESHED = FEW.map((instrument) => ({
  ...instrument,
  pm10: Math.round((instrument.pm10 + 1.5) * 10) / 10,
}));

/**
 * The search ignores case and accents, and is controlled here so the app can keep it in the URL.
 * It survives a refresh of the data.
 */
export const Search: Story = {
  render: function Render(args) {
    const [search, setSearch] = useState('');
    const [data, setData] = useState(FEW);
    return (
      <div className="flex flex-col gap-3">
        <DataTable
          {...args}
          data={data}
          search={search}
          onSearchChange={setSearch}
          toolbar={
            <Button variant="secondary" onClick={() => setData(REFRESHED)}>
              Refresh readings
            </Button>
          }
        />
        <p className="text-text-muted text-sm">
          Address: <code>/projects/harbour-road/instruments?q={encodeURIComponent(search)}</code>
        </p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const search = canvas.getByRole('searchbox', { name: 'Search' });

    await userEvent.type(search, 'MALAGA');
    await expect(rowNames(table)).toEqual(['Estación Málaga Sur']);
    await expect(canvas.getByText(/\?q=MALAGA/)).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'dm3-2041');
    await expect(rowNames(table)).toEqual(['DustMate North Fence']);

    await userEvent.clear(search);
    await userEvent.type(search, 'osiris');
    await expect(rowNames(table)).toEqual(['Osiris Gate 2', 'Osiris Crusher Plant']);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh readings' }));
    // The new readings arrive; the search and its results stay.
    await expect(search).toHaveValue('osiris');
    await expect(rowNames(table)).toEqual(['Osiris Gate 2', 'Osiris Crusher Plant']);
    await expect(within(table).getByRole('cell', { name: '43.6' })).toBeVisible();
  },
};

/** The caller's filter controls sit in the toolbar beside the search. */
export const ToolbarFilter: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<Status | 'all'>('all');
    const selectId = useId();
    const data = status === 'all' ? FEW : FEW.filter((row) => row.status === status);
    return (
      <DataTable
        {...args}
        data={data}
        toolbar={
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={selectId}>Status</label>
            <select
              id={selectId}
              value={status}
              onChange={(event) => setStatus(event.target.value as Status | 'all')}
              className="rounded-control border-border-strong bg-surface-raised text-text h-10 border px-2"
            >
              <option value="all">All statuses</option>
              {(Object.keys(STATUS_LABELS) as Status[]).map((key) => (
                <option key={key} value={key}>
                  {STATUS_LABELS[key]}
                </option>
              ))}
            </select>
          </div>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Online');
    await expect(rowNames(table)).toHaveLength(5);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'dustmate');
    await expect(rowNames(table)).toEqual(['DustMate North Fence']);
  },
};

/** Pages of 10, 20, 30, 40 or 50 rows (10 by default), with the range and the page shown. */
export const Pagination: Story = {
  args: { data: INSTRUMENTS, pagination: true, onPaginationChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    // The buttons are queried afresh: a disabled one drops its tooltip and is a new element.
    const previous = () => canvas.getByRole('button', { name: 'Previous page' });
    const next = () => canvas.getByRole('button', { name: 'Next page' });
    const pageSize = canvas.getByRole('combobox', { name: 'Items per page' });

    await expect(pageSize).toHaveValue('10');
    await expect(rowNames(table)).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 23 items')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(previous()).toBeDisabled();

    await userEvent.click(next());
    await expect(canvas.getByText('11–20 of 23 items')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10 });

    await userEvent.click(next());
    await expect(canvas.getByText('21–23 of 23 items')).toBeVisible();
    await expect(rowNames(table)).toHaveLength(3);
    await expect(next()).toBeDisabled();
    // The pressed button is now disabled; focus moved to the one that still works.
    await expect(previous()).toHaveFocus();

    await userEvent.click(previous());
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();

    // A larger page keeps the first row of the current page in view.
    await userEvent.selectOptions(pageSize, '20');
    await expect(canvas.getByText('1–20 of 23 items')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(rowNames(table)).toHaveLength(20);

    // A new search starts at the first page.
    await userEvent.click(next());
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'osiris');
    await expect(canvas.getByText('1–5 of 5 items')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await userEvent.selectOptions(pageSize, '10');
    await expect(canvas.getByText('1–10 of 23 items')).toBeVisible();
  },
};

/** 11 rows: the second page holds the 11th alone; focus follows to the button that still works. */
export const PaginationElevenRows: Story = {
  tags: ['!visual'],
  args: { data: INSTRUMENTS.slice(0, 11), pagination: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(canvas.getByText('1–10 of 11 items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–11 of 11 items')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(rowNames(table)).toEqual(['DustMate Stockpile East']);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus());
  },
};

/** When a refresh removes rows, a page that no longer exists gives way to the new last page. */
export const PaginationAfterRefresh: Story = {
  tags: ['!visual'],
  render: function Render() {
    const [data, setData] = useState(INSTRUMENTS);
    return (
      <DataTable
        {...meta.args}
        data={data}
        pagination
        toolbar={
          <Button variant="secondary" onClick={() => setData(INSTRUMENTS.slice(0, 12))}>
            Refresh readings
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh readings' }));
    await expect(await canvas.findByText('11–12 of 12 items')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('rowheader')).toHaveLength(2);
  },
};

/** The pager in the dark theme, on the partial last page. */
export const PaginationDark: Story = {
  args: { data: INSTRUMENTS, pagination: true, paginationState: { pageIndex: 2, pageSize: 10 } },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21–23 of 23 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/**
 * Rows selected with checkboxes; "Select all rows" is mixed while only some are chosen. The count
 * and the caller's batch actions show above the table.
 */
export const Selection: Story = {
  args: {
    selectable: true,
    onSelectionChange: fn(),
    batchActions: (
      <Button variant="secondary" size="sm">
        <Download aria-hidden="true" className="size-4" />
        Export readings
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(canvas.getByRole('status')).toHaveTextContent('0 selected');
    await expect(canvas.queryByRole('button', { name: 'Export readings' })).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Osiris Gate 2' }));
    await expect(selectAll).toBePartiallyChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 selected');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['osiris-gate']);
    await expect(canvas.getByRole('button', { name: 'Export readings' })).toBeVisible();

    // From mixed, "Select all rows" selects every row.
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('8 selected');
    for (const box of canvas.getAllByRole('checkbox', { name: /^Select row / })) {
      await expect(box).toBeChecked();
    }

    await userEvent.click(selectAll);
    await expect(selectAll).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 selected');

    // End with two rows chosen: the mixed state in the screenshot.
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Select row DustMate North Fence' }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Estación Málaga Sur' }));
    await expect(selectAll).toBePartiallyChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['dm-north', 'malaga-sur']);
  },
};

/** Selection in the dark theme, with rows chosen from the start. */
export const SelectionDark: Story = {
  args: { selectable: true, defaultSelectedRowIds: ['osiris-gate', 'topas-harbour'] },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
  },
};

/** "Select all rows" takes the rows the search shows; the Clear button empties the selection. */
export const SelectionWithSearch: Story = {
  tags: ['!visual'],
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'dustmate');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('0 selected');
  },
};

const onEdit = fn();
const onDelete = fn();

/** Each row's "⋮" menu in a last column, by pointer and by keyboard. */
export const RowActions: Story = {
  args: {
    rowActions: (row) => [
      { id: 'edit', label: 'Edit', icon: <Pencil />, onSelect: () => onEdit(row.id) },
      { id: 'separator', separator: true },
      {
        id: 'delete',
        label: 'Delete',
        icon: <Trash2 />,
        variant: 'danger',
        onSelect: () => onDelete(row.id),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('columnheader', { name: 'Row actions' })).toBeInTheDocument();
    const triggers = canvas.getAllByRole('button', { name: 'More actions' });
    await expect(triggers).toHaveLength(8);

    await userEvent.click(triggers[1]!);
    await userEvent.click(await page.findByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenLastCalledWith('osiris-gate');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(triggers[1]).toHaveFocus();

    // The keyboard opens the menu too; the story ends with the menu closed again.
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenLastCalledWith('osiris-gate');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

/** The Columns menu hides and shows columns; the search skips hidden ones. */
export const ColumnVisibility: Story = {
  args: { columnsMenu: true, onColumnVisibilityChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const table = canvas.getByRole('table');

    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await page.findByRole('menu');
    // Name is the row header and cannot be hidden.
    await expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Name' })).toBeNull();
    const serial = within(menu).getByRole('menuitemcheckbox', { name: 'Serial' });
    await expect(serial).toBeChecked();
    await userEvent.click(serial);
    await expect(args.onColumnVisibilityChange).toHaveBeenLastCalledWith({ serial: false });
    // The menu stays open to change more columns.
    await expect(serial).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(within(table).queryByRole('columnheader', { name: 'Serial' })).toBeNull();

    // A serial number no longer matches once its column is hidden.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'OS-11873');
    await expect(canvas.getByRole('heading', { name: 'No results found.' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await expect(rowNames(table)).toHaveLength(8);

    // Reopened, the menu shows the current choice.
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await expect(
      await page.findByRole('menuitemcheckbox', { name: 'Last reading (UTC)' }),
    ).toBeChecked();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Serial' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

/** While loading: skeleton rows, and the table is marked busy. */
export const Loading: Story = {
  args: { loading: true, data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(rowNames(table)).toHaveLength(0);
    await expect(canvas.queryByRole('heading', { name: 'No instruments yet' })).toBeNull();
  },
};

/** No data yet: the empty state says so and offers a way forward. */
export const Empty: Story = {
  args: {
    data: [],
    emptyAction: (
      <Button>
        <Plus aria-hidden="true" className="size-4" />
        Add instrument
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No instruments yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add instrument' })).toBeVisible();
  },
};

/** A search that matches nothing shows its own message, not the empty-table one. */
export const NoResults: Story = {
  args: { defaultSearch: 'Ozone analyser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('Ozone analyser');
    await expect(canvas.getByRole('heading', { name: 'No results found.' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'No instruments yet' })).toBeNull();
  },
};

/** The rows could not be loaded: the message replaces them, with a Retry button. */
export const LoadError: Story = {
  args: {
    error: 'The instruments could not be loaded.',
    errorText: 'The server did not answer. Check your connection, then try again.',
    onRetry: fn(),
    retryLabel: 'Try again',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveAccessibleName(
      'The instruments could not be loaded.',
    );
    await expect(within(canvas.getByRole('table')).queryAllByRole('rowheader')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The error state in the dark theme. */
export const LoadErrorDark: Story = {
  ...LoadError,
  globals: { theme: 'dark' },
};

/** With `stickyHeader` and a height limit the header row stays in view while the rows scroll. */
export const StickyHeader: Story = {
  args: { data: INSTRUMENTS, stickyHeader: true, scrollAreaClassName: 'max-h-80' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const scrollArea = table.parentElement!;
    scrollArea.scrollTop = scrollArea.scrollHeight;
    await waitFor(() =>
      expect(
        within(table).getByRole('columnheader', { name: 'Name' }).getBoundingClientRect().top,
      ).toBeCloseTo(scrollArea.getBoundingClientRect().top + 1, 0),
    );
    await expect(canvas.getByRole('rowheader', { name: 'Osiris Lorry Park' })).toBeVisible();
  },
};

/** Everything is reached with Tab and worked with Enter or Space. */
export const Keyboard: Story = {
  tags: ['!visual'],
  args: { selectable: true, rowActions: () => [{ id: 'edit', label: 'Edit', onSelect: fn() }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toHaveFocus();
    await userEvent.tab();
    const sortName = canvas.getByRole('button', { name: 'Name' });
    await expect(sortName).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};
