import { cva } from 'class-variance-authority';

/** A header cell: sunken, bold, optionally kept in view while the rows scroll. */
export const headerCellVariants = cva(
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
export const bodyCellClass = 'border-b border-border [tr:last-child>&]:border-b-0';

/** A body cell: numbers aligned at the end, one line unless the column wraps. */
export const cellVariants = cva(['px-3 py-2 align-middle', bodyCellClass], {
  variants: {
    align: { start: 'text-start', end: 'text-end tabular-nums' },
    // One line by default: the scroll area scrolls sideways rather than wrap names and dates.
    wrap: { true: '', false: 'whitespace-nowrap' },
  },
  defaultVariants: { align: 'start', wrap: false },
});
