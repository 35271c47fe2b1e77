import { scaleLinear } from 'd3-scale';

/** The fixed wind-direction axis (projects §9): 0–360° with a tick every quarter. */
export const DIRECTION_DOMAIN: readonly [number, number] = [0, 360];
export const DIRECTION_TICKS: readonly number[] = [0, 90, 180, 270, 360];

/** What `assignAxes` reads of a series. */
export interface AxisSeries {
  id: string;
  unit: string;
  kind?: 'line' | 'direction';
}

/** One y-axis: the series of one unit (wind direction has its own fixed axis). */
export interface AxisSpec {
  /** `line:<unit>` or `direction:<unit>`. */
  key: string;
  unit: string;
  direction: boolean;
  /** The first axis is on the left, the second on the right, then left and right again outward. */
  side: 'left' | 'right';
  /** 0 next to the plot, 1 outside it… */
  slot: number;
  /** Indexes in `series` of the visible series drawn on this axis. */
  seriesIndexes: number[];
}

/**
 * One axis per unit among the visible series, in the order the units first appear: the first on
 * the left, the second on the right, a third outside the first on the left, a fourth outside the
 * second on the right, and so on. Wind direction gets its own 0–360 axis per unit.
 */
export function assignAxes(series: readonly AxisSeries[], hidden: ReadonlySet<string>): AxisSpec[] {
  const axes: AxisSpec[] = [];
  const byKey = new Map<string, AxisSpec>();
  series.forEach((item, index) => {
    if (hidden.has(item.id)) return;
    const direction = item.kind === 'direction';
    const key = `${direction ? 'direction' : 'line'}:${item.unit}`;
    let axis = byKey.get(key);
    if (!axis) {
      const position = axes.length;
      axis = {
        key,
        unit: item.unit,
        direction,
        side: position % 2 === 0 ? 'left' : 'right',
        slot: Math.floor(position / 2),
        seriesIndexes: [],
      };
      axes.push(axis);
      byKey.set(key, axis);
    }
    axis.seriesIndexes.push(index);
  });
  return axes;
}

/**
 * A nice y-domain for a line axis from the data's lowest and highest value in view and the level
 * lines of its unit (so a level is always on the chart): a flat series gets room around its value,
 * and no data at all gives 0–1.
 */
export function lineDomain(
  low: number,
  high: number,
  levels: readonly number[],
  tickCount: number,
): [number, number] {
  let min = low;
  let max = high;
  for (const level of levels) {
    if (level < min) min = level;
    if (level > max) max = level;
  }
  if (!(max >= min)) return [0, 1];
  if (max === min) {
    const pad = Math.abs(min) * 0.1 || 1;
    min -= pad;
    max += pad;
  }
  const nice = scaleLinear().domain([min, max]).nice(tickCount).domain();
  return [nice[0] as number, nice[1] as number];
}
