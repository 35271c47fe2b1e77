import { scaleLinear, scaleUtc } from 'd3-scale';

/** One point of an area series: x as epoch milliseconds, y the value (null: a gap). */
export interface AreaPoint {
  x: number;
  y: number | null;
}

/** The plot box inside the SVG, CSS px. */
export interface AreaPlotBox {
  width: number;
  height: number;
}

/** The x and y extent of every series: [min x, max x] and [0, max y] (at least 1). */
export function areaDomain(
  series: ReadonlyArray<{ points: readonly AreaPoint[] }>,
): { x: [number, number]; y: [number, number] } | null {
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  for (const { points } of series) {
    for (const point of points) {
      if (point.y === null || !Number.isFinite(point.y)) continue;
      minX = Math.min(minX, point.x);
      maxX = Math.max(maxX, point.x);
      maxY = Math.max(maxY, point.y);
    }
  }
  if (!Number.isFinite(minX)) return null;
  // One point still gets a width; counts of zero still get a scale up to 1.
  return {
    x: minX === maxX ? [minX - 43_200_000, maxX + 43_200_000] : [minX, maxX],
    y: [0, Math.max(1, maxY)],
  };
}

/** The scales of a plot: UTC time across, values up from 0 (rounded to nice ticks). */
export function areaScales(domain: { x: [number, number]; y: [number, number] }, box: AreaPlotBox) {
  const x = scaleUtc().domain(domain.x).range([0, box.width]);
  const y = scaleLinear()
    .domain([0, countAxisMax(domain.y[1])])
    .range([box.height, 0]);
  return { x, y };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The runs of consecutive defined points (a null value splits the series). */
export function definedRuns(points: readonly AreaPoint[]): AreaPoint[][] {
  const runs: AreaPoint[][] = [];
  let run: AreaPoint[] = [];
  for (const point of points) {
    if (point.y === null || !Number.isFinite(point.y)) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(point);
  }
  if (run.length) runs.push(run);
  return runs;
}

/**
 * The SVG path of the area under a series, down to the baseline `y(0)`, one closed shape per run
 * of defined points; a lone point is a thin sliver so it still shows.
 */
export function areaPath(
  points: readonly AreaPoint[],
  x: (value: number) => number,
  y: (value: number) => number,
): string {
  const base = round(y(0));
  return definedRuns(points)
    .map((run) => {
      const top = run.map((p) => `${round(x(p.x))},${round(y(p.y as number))}`);
      const first = round(x(run[0]!.x));
      const last = round(x(run[run.length - 1]!.x));
      const right = run.length === 1 ? last + 1 : last;
      return `M${first},${base}L${top.join('L')}${run.length === 1 ? `L${right},${round(y(run[0]!.y as number))}` : ''}L${right},${base}Z`;
    })
    .join('');
}

/** The SVG path of a series' top line, one sub-path per run of defined points. */
export function linePath(
  points: readonly AreaPoint[],
  x: (value: number) => number,
  y: (value: number) => number,
): string {
  return definedRuns(points)
    .map((run) => `M${run.map((p) => `${round(x(p.x))},${round(y(p.y as number))}`).join('L')}`)
    .join('');
}

/** The step of whole-number count ticks: at most `count` steps up to `max`. */
function countStep(max: number, count: number): number {
  return Math.max(1, Math.ceil(max / count));
}

/** The top of a count axis: `max` rounded up to a whole step (7 → 8 with steps of 2). */
export function countAxisMax(max: number, count = 5): number {
  if (max <= 0) return 1;
  const step = countStep(max, count);
  return step * Math.ceil(max / step);
}

/** Whole-number y ticks for counts from 0 to countAxisMax(max): never fractions. */
export function countTicks(max: number, count = 5): number[] {
  const top = countAxisMax(max, count);
  const step = countStep(max <= 0 ? 1 : max, count);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/** Epoch milliseconds of an ISO date ('2026-09-27') at UTC midnight; null when unreadable. */
export function isoDateMillis(date: string): number | null {
  const millis = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(millis) ? millis : null;
}
