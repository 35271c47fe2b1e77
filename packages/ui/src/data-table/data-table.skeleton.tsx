import { Skeleton } from '../skeleton';

// Varied widths read as text of different lengths rather than as a grid of bars.
const WIDTHS = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6', 'w-2/5'] as const;

/** Props of DataTableSkeletonRows. */
export interface DataTableSkeletonRowsProps {
  /** How many placeholder rows. */
  rows: number;
  /** How many cells each row has (the table's column count). */
  columns: number;
}

/**
 * The <tbody> rows of a table whose data is loading: grey bars in the shape of the cells. They
 * are hidden from assistive technology; the table is marked `aria-busy` meanwhile.
 */
export function DataTableSkeletonRows({ rows, columns }: DataTableSkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} data-slot="data-table-skeleton-row" aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td
              key={column}
              className="border-border border-b px-3 py-3 [tr:last-child>&]:border-b-0"
            >
              <Skeleton shape="text" className={WIDTHS[(row + column) % WIDTHS.length]} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
