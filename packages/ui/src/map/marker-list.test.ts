import { describe, expect, it } from 'vitest';
import { listPageStart, MARKER_LIST_PAGE } from './marker-list';

describe('listPageStart', () => {
  it('shows the whole list up to one page', () => {
    expect(MARKER_LIST_PAGE).toBe(100);
    expect(listPageStart(0, 0)).toBe(0);
    expect(listPageStart(0, 100)).toBe(0);
    expect(listPageStart(250, 100)).toBe(0);
  });

  it('starts pages at multiples of the page size', () => {
    expect(listPageStart(0, 10_000)).toBe(0);
    expect(listPageStart(100, 10_000)).toBe(100);
    expect(listPageStart(150, 10_000)).toBe(100);
    expect(listPageStart(9_900, 10_000)).toBe(9_900);
  });

  it('keeps the last page when the list shrinks under the one shown', () => {
    // 101 markers: pages start at 0 and 100; 250 of 10 000 falls back to 100.
    expect(listPageStart(200, 101)).toBe(100);
    expect(listPageStart(9_900, 250)).toBe(200);
    expect(listPageStart(9_900, 200)).toBe(100);
  });

  it('never starts before the first marker', () => {
    expect(listPageStart(-100, 10_000)).toBe(0);
  });

  it('takes another page size', () => {
    expect(listPageStart(25, 60, 20)).toBe(20);
    expect(listPageStart(59, 60, 20)).toBe(40);
  });
});
