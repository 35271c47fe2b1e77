import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { IconButton } from '../icon-button';
import { useUiStrings } from '../ui-strings';
import { pageRange, PAGE_SIZES } from './pagination';

/**
 * The pager under a paginated table: the page size, "1–10 of 42 items", "Page 1 of 5" and the
 * previous and next buttons. The button just pressed is disabled on the first or last page, which
 * would drop the focus, so the focus then moves to the other one.
 */
export function DataTablePagination({
  pageIndex,
  pageSize,
  pageCount,
  total,
  onPageChange,
  onPageSizeChange,
}: {
  /** The page shown, from 0 (already clamped to the pages that exist). */
  pageIndex: number;
  /** Rows per page. */
  pageSize: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  /** How many rows match the search. */
  total: number;
  /** Called with the page to show. */
  onPageChange: (pageIndex: number) => void;
  /** Called with a new page size. */
  onPageSizeChange: (pageSize: number) => void;
}) {
  const { strings, format, locale } = useUiStrings();
  const pageSizeId = `${useId()}-page-size`;
  const previousPageButton = useRef<HTMLButtonElement>(null);
  const nextPageButton = useRef<HTMLButtonElement>(null);
  const focusAfterPaging = useRef<'previous' | 'next' | null>(null);
  const numberFormat = new Intl.NumberFormat(locale);
  const lastPageIndex = pageCount - 1;
  const range = pageRange(pageIndex, pageSize, total);

  // Once the page has rendered, the focus goes to the button that is still enabled.
  useEffect(() => {
    const target = focusAfterPaging.current;
    if (!target) return;
    focusAfterPaging.current = null;
    (target === 'previous' ? previousPageButton : nextPageButton).current?.focus();
  });

  function goToPage(index: number) {
    onPageChange(index);
    if (index <= 0) focusAfterPaging.current = 'next';
    else if (index >= lastPageIndex) focusAfterPaging.current = 'previous';
  }

  return (
    <div
      data-slot="data-table-pager"
      className="text-text-muted flex flex-wrap items-center gap-x-6 gap-y-2"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={pageSizeId}>{strings.itemsPerPage}</label>
        <select
          id={pageSizeId}
          data-slot="data-table-page-size"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
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
  );
}
