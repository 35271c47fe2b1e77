/** The page sizes a paginated table offers (foundation spec). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;

/** One of the offered page sizes. */
export type PageSize = (typeof PAGE_SIZES)[number];

/** The page size a paginated table starts with (foundation spec). */
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** Whether a number is one of the offered page sizes. */
export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** How many pages `total` rows fill; an empty table still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The page index kept within the pages that exist, e.g. after rows were removed. */
export function clampPageIndex(pageIndex: number, total: number, pageSize: number): number {
  const last = pageCount(total, pageSize) - 1;
  return Math.min(Math.max(0, Math.floor(pageIndex)), last);
}

/** The rows a page shows, 1-based for the "11–20 of 45 items" text; 0–0 when there are none. */
export interface PageRange {
  /** The position of the first row on the page, counting from 1; 0 when there are no rows. */
  start: number;
  /** The position of the last row on the page; 0 when there are no rows. */
  end: number;
  /** How many rows there are on all pages. */
  total: number;
}

/** The range of rows the page at `pageIndex` (0-based) shows. */
export function pageRange(pageIndex: number, pageSize: number, total: number): PageRange {
  if (total <= 0) return { start: 0, end: 0, total: 0 };
  const index = clampPageIndex(pageIndex, total, pageSize);
  const start = index * pageSize + 1;
  return { start, end: Math.min(total, start + pageSize - 1), total };
}
