import { describe, expect, it } from 'vitest';
import { clampZoom, minZoomWidth, zoomAround } from './zoom';

const DOMAIN = [1_000_000, 2_000_000] as const;

describe('clampZoom', () => {
  it.each([
    ['a brush inside the domain is kept', 1_200_000, 1_300_000, [1_200_000, 1_300_000]],
    ['a brush drawn right to left is put in order', 1_300_000, 1_200_000, [1_200_000, 1_300_000]],
    ['a brush past the start is cut at the start', 900_000, 1_300_000, [1_000_000, 1_300_000]],
    ['a brush past the end is cut at the end', 1_900_000, 2_500_000, [1_900_000, 2_000_000]],
    ['a narrow brush widens about its middle', 1_500_000, 1_500_010, [1_470_005, 1_530_005]],
    ['a narrow brush at the start stays inside', 1_000_000, 1_000_100, [1_000_000, 1_060_000]],
    ['a narrow brush at the end stays inside', 1_999_990, 2_000_000, [1_940_000, 2_000_000]],
    ['exactly the minimum width is kept', 1_100_000, 1_160_000, [1_100_000, 1_160_000]],
    ['the whole domain is no zoom', 500_000, 2_500_000, null],
  ])('%s', (_, a, b, expected) => {
    expect(clampZoom(a as number, b as number, DOMAIN, 60_000)).toEqual(expected);
  });

  it('does not zoom a domain narrower than the minimum width', () => {
    expect(clampZoom(1_000, 2_000, [0, 50_000], 60_000)).toBeNull();
  });
});

describe('minZoomWidth', () => {
  it.each([
    ['two buckets of the finest series', [3_600_000, 900_000], 1_800_000],
    ['never under a minute', [1_000], 60_000],
    ['a minute when there are no series', [], 60_000],
    ['one-minute data: two minutes', [60_000], 120_000],
  ])('%s', (_, buckets, expected) => {
    expect(minZoomWidth(buckets as number[])).toBe(expected);
  });
});

describe('zoomAround', () => {
  it.each([
    ['centred inside the domain', 1_500_000, 200_000, [1_400_000, 1_600_000]],
    ['moved right, not cut, near the start', 1_010_000, 200_000, [1_000_000, 1_200_000]],
    ['moved left near the end', 1_990_000, 200_000, [1_800_000, 2_000_000]],
    ['never narrower than the minimum', 1_500_000, 10_000, [1_470_000, 1_530_000]],
    ['the whole domain or more is no zoom', 1_500_000, 1_000_000, null],
  ])('%s', (_, centre, width, expected) => {
    expect(zoomAround(centre as number, width as number, DOMAIN, 60_000)).toEqual(expected);
  });
});
