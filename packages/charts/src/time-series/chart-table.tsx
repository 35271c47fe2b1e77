import { useMemo } from 'react';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { formatValue } from './format';
import { tableRows } from './table-rows';
import { formatInstant } from './time-ticks';
import type { TimeSeries, TimeSeriesChartLabels } from './types';

/** One row of the table view: a time and its position in the merged rows. */
interface Row {
  id: string;
  time: number;
  row: number;
}

type ColumnDef<T> = DataTableProps<T>['columns'][number];

/**
 * The chart as a table for screen-reader and keyboard users: a time column and a column per
 * visible series, for every time in the view (the zoomed range), in pages of 10 to 50 rows so
 * nothing is left out however much data is loaded.
 */
export function ChartTable({
  id,
  series,
  hidden,
  from,
  to,
  locale,
  timeZone,
  labels,
}: {
  id: string;
  series: readonly TimeSeries[];
  hidden: ReadonlySet<string>;
  from: number;
  to: number;
  locale: string;
  timeZone: string;
  labels: TimeSeriesChartLabels;
}) {
  const visible = useMemo(() => series.filter((item) => !hidden.has(item.id)), [series, hidden]);
  const merged = useMemo(() => tableRows(visible, from, to), [visible, from, to]);
  const rows = useMemo<Row[]>(
    () => Array.from(merged.times, (time, row) => ({ id: String(time), time, row })),
    [merged],
  );

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: 'time',
        header: labels.time,
        accessorFn: (row) => row.time,
        cell: ({ row }) => formatInstant(row.original.time, locale, timeZone),
        meta: { searchable: false },
      },
      ...visible.map<ColumnDef<Row>>((item, s) => ({
        id: item.id,
        header: `${item.label} (${item.unit})`,
        accessorFn: (row) => {
          const index = (merged.indexes[s] as Int32Array)[row.row] as number;
          return index < 0 ? NaN : (item.values[index] as number);
        },
        cell: ({ getValue }) => {
          const value = getValue<number>();
          return Number.isFinite(value) ? formatValue(value, item.decimals, locale) : '';
        },
        meta: { align: 'end', searchable: false },
      })),
    ],
    [visible, merged, labels.time, locale, timeZone],
  );

  return (
    <div id={id} data-slot="time-series-table">
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        caption={labels.title}
        searchable={false}
        pagination
        defaultPageSize={20}
        emptyTitle={labels.noData}
        noResultsTitle={labels.noData}
        stateHeadingLevel={3}
      />
    </div>
  );
}
