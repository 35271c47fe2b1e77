import { describe, expect, it } from 'vitest';
import { WIND_ROSE_SECTORS, windBand, windBandWidth, windRose, windSector } from './binning';

const sectorName = (direction: number) => WIND_ROSE_SECTORS[windSector(direction)];

describe('windSector', () => {
  it.each([
    [0, 'N'],
    [11.249, 'N'],
    [11.25, 'NNE'], // the sector edge belongs to the next sector
    [33.749, 'NNE'],
    [33.75, 'NE'],
    [90, 'E'],
    [180, 'S'],
    [270, 'W'],
    [348.749, 'NNW'],
    [348.75, 'N'],
    [359.999, 'N'],
    [360, 'N'],
    [371.25, 'NNE'],
    [720, 'N'],
    [-11.25, 'N'],
    [-11.26, 'NNW'],
    [-90, 'W'],
    [-360, 'N'],
  ])('%d° → %s', (direction, expected) => {
    expect(sectorName(direction)).toBe(expected);
  });

  it('lists 16 sectors, N first, clockwise', () => {
    expect(WIND_ROSE_SECTORS).toHaveLength(16);
    expect(WIND_ROSE_SECTORS.map((_, k) => sectorName(k * 22.5))).toEqual([...WIND_ROSE_SECTORS]);
  });
});

describe('windBandWidth', () => {
  it.each([
    [22, 5], // the spec's default: ceil(22 / 5)
    [20, 4],
    [21, 5],
    [26, 6],
    [10, 2],
    [0, 5], // not positive: default range
    [-3, 5],
    [Number.NaN, 5],
  ])('range %d → width %d', (range, width) => {
    expect(windBandWidth(range)).toBe(width);
  });

  it('defaults to range 22', () => {
    expect(windBandWidth()).toBe(5);
  });
});

describe('windBand', () => {
  it.each([
    [0, 0],
    [4.999, 0],
    [5, 1], // half-open: the edge starts the next band
    [9.999, 1],
    [10, 2],
    [15, 3],
    [19.999, 3],
    [20, 4],
    [25, 4], // above the range: the open-ended last band
    [1000, 4],
  ])('speed %d with width 5 → band %d', (speed, band) => {
    expect(windBand(speed, 5)).toBe(band);
  });
});

describe('windRose', () => {
  const samples = [
    { speed: 0.5, direction: 10 }, // calm
    { speed: 1, direction: 0 }, // exactly at the threshold: not calm, N band 0
    { speed: 4.999, direction: 11.249 }, // N band 0
    { speed: 5, direction: 11.25 }, // NNE band 1
    { speed: 25, direction: 348.75 }, // N band 4
    { speed: 12, direction: 180 }, // S band 2
    { speed: null, direction: 90 }, // skipped
    { speed: 3, direction: null }, // skipped
    { speed: 20, direction: -11.25 }, // N band 4
    { speed: 19.999, direction: -11.26 }, // NNW band 3
  ];
  const rose = windRose(samples);
  const sector = (name: string) => rose.sectors.find((s) => s.name === name)!;

  it('bins valid samples by sector and half-open band, calm apart', () => {
    expect(rose.total).toBe(8);
    expect(rose.bandWidth).toBe(5);
    expect(rose.calm).toEqual({ count: 1, percent: 12.5 });
    expect(sector('N').counts).toEqual([2, 0, 0, 0, 2]);
    expect(sector('N').total).toBe(4);
    expect(sector('N').percent).toBe(50);
    expect(sector('N').percents).toEqual([25, 0, 0, 0, 25]);
    expect(sector('NNE').counts).toEqual([0, 1, 0, 0, 0]);
    expect(sector('S').counts).toEqual([0, 0, 1, 0, 0]);
    expect(sector('NNW').counts).toEqual([0, 0, 0, 1, 0]);
    const others = rose.sectors.filter((s) => !['N', 'NNE', 'S', 'NNW'].includes(s.name));
    expect(others.every((s) => s.total === 0 && s.percent === 0)).toBe(true);
  });

  it('lists the 5 bands of width ceil(range / 5), the last open-ended', () => {
    expect(rose.bands).toEqual([
      { from: 0, to: 5 },
      { from: 5, to: 10 },
      { from: 10, to: 15 },
      { from: 15, to: 20 },
      { from: 20, to: null },
    ]);
    expect(windRose([], { sensorRange: 10 }).bands.map((b) => b.from)).toEqual([0, 2, 4, 6, 8]);
  });

  it('has sector cells and the calm share summing to 100', () => {
    const three = windRose([
      { speed: 2, direction: 45 },
      { speed: 7, direction: 200 },
      { speed: 0, direction: 0 },
    ]);
    const cells = three.sectors.flatMap((s) => s.percents).reduce((a, b) => a + b, 0);
    expect(cells + three.calm.percent).toBeCloseTo(100, 10);
    const all = rose.sectors.reduce((sum, s) => sum + s.percent, 0) + rose.calm.percent;
    expect(all).toBe(100);
  });

  it('honours the calm threshold and sensor range options', () => {
    const custom = windRose(
      [
        { speed: 1.5, direction: 90 }, // calm below 2
        { speed: 2, direction: 90 }, // width 2: [2, 4) is band 1
        { speed: 9, direction: 90 }, // [8, ∞) is band 4
      ],
      { sensorRange: 10, calmThreshold: 2 },
    );
    expect(custom.calm.count).toBe(1);
    expect(custom.sectors[4]!.name).toBe('E');
    expect(custom.sectors[4]!.counts).toEqual([0, 1, 0, 0, 1]);
  });

  it('returns zero percentages with no valid sample', () => {
    const empty = windRose([
      { speed: null, direction: null },
      { speed: Number.NaN, direction: 10 },
    ]);
    expect(empty.total).toBe(0);
    expect(empty.calm).toEqual({ count: 0, percent: 0 });
    expect(empty.sectors.every((s) => s.percent === 0 && s.percents.every((p) => p === 0))).toBe(
      true,
    );
  });
});
