import type { WindRose } from './binning';

/** One stacked piece of the rose: a speed band of a sector, as an SVG path. */
export interface RoseWedge {
  sector: number;
  band: number;
  path: string;
}

const RING_STEPS = [1, 2, 2.5, 5, 10, 20, 25, 50] as const;

/**
 * The percentage rings of the rose: equal steps (1, 2, 2.5, 5, 10, 20, 25 or 50 %) reaching the
 * largest sector share, at most 4 rings; [] when every sector is empty.
 */
export function roseRings(rose: WindRose): number[] {
  const largest = Math.max(0, ...rose.sectors.map((sector) => sector.percent));
  if (largest <= 0) return [];
  const step = RING_STEPS.find((s) => Math.ceil(largest / s) <= 4) ?? 100;
  const count = Math.ceil(largest / step - 1e-9);
  return Array.from({ length: count }, (_, i) => Number(((i + 1) * step).toFixed(6)));
}

function point(centre: number, radius: number, angle: number): string {
  const x = centre + Math.sin(angle) * radius;
  const y = centre - Math.cos(angle) * radius;
  return `${x.toFixed(2)},${y.toFixed(2)}`;
}

/**
 * The wedges of the rose: sector k is centred on k × 22.5° (N up, clockwise) and 20° wide, its
 * bands stacked outwards, each band's thickness its share of all samples; `max` percent reaches
 * `radius`. Empty bands have no wedge.
 */
export function sectorWedges(
  rose: WindRose,
  { centre, radius, max }: { centre: number; radius: number; max: number },
): RoseWedge[] {
  const wedges: RoseWedge[] = [];
  const count = rose.sectors.length;
  const half = (Math.PI / count) * (20 / 22.5);
  rose.sectors.forEach((sector, k) => {
    const angle = (k * 2 * Math.PI) / count;
    const a0 = angle - half;
    const a1 = angle + half;
    let cumulative = 0;
    sector.percents.forEach((share, band) => {
      if (share <= 0 || max <= 0) {
        cumulative += share;
        return;
      }
      const r0 = (cumulative / max) * radius;
      cumulative += share;
      const r1 = (cumulative / max) * radius;
      const r = (value: number) => value.toFixed(2);
      const path =
        r0 === 0
          ? `M${point(centre, 0, 0)}L${point(centre, r1, a0)}A${r(r1)},${r(r1)} 0 0 1 ${point(centre, r1, a1)}Z`
          : `M${point(centre, r0, a0)}L${point(centre, r1, a0)}A${r(r1)},${r(r1)} 0 0 1 ${point(centre, r1, a1)}L${point(centre, r0, a1)}A${r(r0)},${r(r0)} 0 0 0 ${point(centre, r0, a0)}Z`;
      wedges.push({ sector: k, band, path });
    });
  });
  return wedges;
}
