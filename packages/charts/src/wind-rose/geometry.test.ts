import { describe, expect, it } from 'vitest';
import { windRose } from './binning';
import { roseRings, sectorWedges } from './geometry';

describe('roseRings', () => {
  it('takes the smallest step that reaches the largest share in at most 4 rings', () => {
    // 3 of 4 samples from the north (75 %), 1 calm.
    const rose = windRose([
      { speed: 3, direction: 0 },
      { speed: 3, direction: 0 },
      { speed: 8, direction: 0 },
      { speed: 0.2, direction: 90 },
    ]);
    expect(rose.sectors[0]!.percent).toBe(75);
    expect(roseRings(rose)).toEqual([20, 40, 60, 80]); // 75 / 20 → 4 rings; 75 / 10 → 8
  });

  it('uses small steps for a spread-out rose and none for an empty one', () => {
    const spread = windRose(
      Array.from({ length: 16 }, (_, k) => ({ speed: 5, direction: k * 22.5 })),
    ); // 6.25 % each
    expect(roseRings(spread)).toEqual([2, 4, 6, 8]); // 6.25 / 2 → 4 rings; 6.25 / 1 → 7
    const tenth = windRose([
      { speed: 5, direction: 0 },
      ...Array(9).fill({ speed: 0, direction: 0 }),
    ]);
    expect(roseRings(tenth)).toEqual([2.5, 5, 7.5, 10]); // 10 %: step 2 needs 5 rings, 2.5 needs 4

    expect(roseRings(windRose([]))).toEqual([]);
  });
});

describe('sectorWedges', () => {
  it('stacks a sector’s bands outwards, skipping empty bands', () => {
    const rose = windRose([
      { speed: 3, direction: 0 }, // N band 0
      { speed: 12, direction: 0 }, // N band 2
    ]);
    const wedges = sectorWedges(rose, { centre: 100, radius: 100, max: 100 });
    expect(wedges.map((w) => [w.sector, w.band])).toEqual([
      [0, 0],
      [0, 2],
    ]);
    // band 0 starts at the centre; band 2 from radius 50 to 100
    expect(wedges[0]!.path.startsWith('M100.00,100.00')).toBe(true);
    expect(wedges[1]!.path).toContain('A100.00,100.00');
    expect(wedges[1]!.path).toContain('A50.00,50.00');
  });
});
