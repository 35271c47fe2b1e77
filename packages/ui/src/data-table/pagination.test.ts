import { describe, expect, it } from 'vitest';
import {
  clampPageIndex,
  DEFAULT_PAGE_SIZE,
  isPageSize,
  pageCount,
  pageRange,
  PAGE_SIZES,
} from './pagination';

describe('page sizes (foundation spec)', () => {
  it('offers 10, 20, 30, 40 and 50 rows per page and starts with 10', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it.each([
    [10, true],
    [50, true],
    [25, false],
    [0, false],
    [100, false],
  ])('given %i, it says whether it is an offered size: %s', (size, offered) => {
    expect(isPageSize(size)).toBe(offered);
  });
});

describe('pageCount', () => {
  it.each([
    ['no rows still make one page', 0, 10, 1],
    ['one row', 1, 10, 1],
    ['exactly one full page', 10, 10, 1],
    ['one row more than a page', 11, 10, 2],
    ['a partial last page', 45, 20, 3],
    ['exactly five full pages', 250, 50, 5],
  ])('%s: %i rows at %i a page make %i pages', (_case, total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('clampPageIndex', () => {
  it.each([
    ['a page that exists is kept', 2, 45, 10, 2],
    ['past the last page goes to the last page', 7, 45, 10, 4],
    ['when rows disappear, back to the new last page', 4, 11, 10, 1],
    ['an empty table has only page 0', 3, 0, 10, 0],
    ['a negative index becomes the first page', -1, 45, 10, 0],
  ])('%s', (_case, index, total, size, expected) => {
    expect(clampPageIndex(index, total, size)).toBe(expected);
  });
});

describe('pageRange', () => {
  it.each([
    ['an empty table shows 0–0 of 0', 0, 10, 0, { start: 0, end: 0, total: 0 }],
    ['a single row', 0, 10, 1, { start: 1, end: 1, total: 1 }],
    ['exactly 10 rows fill the first page', 0, 10, 10, { start: 1, end: 10, total: 10 }],
    ['11 rows: the first page shows 1–10', 0, 10, 11, { start: 1, end: 10, total: 11 }],
    ['11 rows: the second page shows the 11th alone', 1, 10, 11, { start: 11, end: 11, total: 11 }],
    ['a full middle page', 1, 20, 45, { start: 21, end: 40, total: 45 }],
    ['a partial last page', 2, 20, 45, { start: 41, end: 45, total: 45 }],
    ['a page past the end shows the last page', 9, 20, 45, { start: 41, end: 45, total: 45 }],
    ['a full last page of 50', 1, 50, 100, { start: 51, end: 100, total: 100 }],
  ])('%s', (_case, index, size, total, expected) => {
    expect(pageRange(index, size, total)).toEqual(expected);
  });
});
