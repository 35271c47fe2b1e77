/** Percent of the trigger from which a gauge shows caution (projects §4, §9). */
export const GAUGE_CAUTION_PERCENT = 80;
/** Percent of the trigger from which a gauge shows warning (projects §4, §9). */
export const GAUGE_WARNING_PERCENT = 100;
/** Gauge tiles a contribution widget shows before its width is known (projects §9). */
export const DEFAULT_GAUGE_TILES = 2;
/** Width each gauge tile is given, in CSS pixels (projects §2: one tile per 100 px, minus one). */
export const GAUGE_TILE_WIDTH_PX = 100;

/**
 * The colour band of a gauge: `ok` below 80 %, `caution` from 80 % to under 100 %, `warning` from
 * 100 %; `none` when there is no percent to show (no value, or no trigger).
 */
export type GaugeBand = 'ok' | 'caution' | 'warning' | 'none';

/** What a gauge shows for one value against its trigger. */
export interface GaugeReading {
  /** value / trigger × 100, or null without a value or a usable trigger. */
  percent: number | null;
  /** The colour band of the percent. */
  band: GaugeBand;
  /**
   * The text in the gauge: 'No data' (the `noData` label) without a value, blank when the trigger
   * is 0 (or missing), '0%' when negative, '>100%' above 100, else the rounded percent.
   */
  text: string;
  /** How much of the arc is filled, 0 to 1 (a percent above 100 fills it). */
  fill: number;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The band of a percent of the trigger (projects §4): < 80 ok, 80–< 100 caution, ≥ 100 warning. */
export function gaugeBand(percent: number): GaugeBand {
  if (percent >= GAUGE_WARNING_PERCENT) return 'warning';
  if (percent >= GAUGE_CAUTION_PERCENT) return 'caution';
  return 'ok';
}

/**
 * Reads a value against its trigger (projects §4). A missing or non-finite value is 'No data'
 * (that text wins over a zero trigger: there is nothing to compare). A trigger of 0, or none, or
 * one that is not a positive finite number, leaves the text blank: no percent can be computed.
 */
export function readGauge(
  value: number | null | undefined,
  trigger: number | null | undefined,
  noDataText: string,
): GaugeReading {
  if (!isNumber(value)) return { percent: null, band: 'none', text: noDataText, fill: 0 };
  if (!isNumber(trigger) || trigger <= 0) return { percent: null, band: 'none', text: '', fill: 0 };
  // value × 100 / trigger rather than value / trigger × 100: 80 of 100 is exactly 80, not 80.000…1.
  const percent = (value * 100) / trigger;
  const band = gaugeBand(percent);
  const fill = Math.min(Math.max(percent, 0), 100) / 100;
  if (percent < 0) return { percent, band, text: '0%', fill };
  if (percent > GAUGE_WARNING_PERCENT) return { percent, band, text: '>100%', fill };
  return { percent, band, text: `${Math.round(percent)}%`, fill };
}

/**
 * How many gauge tiles fit a widget `widthPx` wide (projects §2, §9): one per 100 px of width,
 * minus one, and never fewer than one (a widget always shows a gauge). Before the width is known
 * (undefined, zero, negative or not finite) it is the default, 2.
 * 99 px → 1, 199 → 1, 200 → 1, 299 → 1, 300 → 2, 400 → 3.
 */
export function gaugeTileCount(widthPx: number | null | undefined): number {
  if (!isNumber(widthPx) || widthPx <= 0) return DEFAULT_GAUGE_TILES;
  return Math.max(1, Math.floor(widthPx / GAUGE_TILE_WIDTH_PX) - 1);
}

/** The gauge's sweep: a half circle from 9 o'clock (−π/2) through 12 to 3 o'clock (π/2). */
export const GAUGE_START_ANGLE = -Math.PI / 2;
/** Where the gauge's sweep ends. */
export const GAUGE_END_ANGLE = Math.PI / 2;

function round(n: number): number {
  // Three decimals keep the path short and stable for snapshots; −0 becomes 0.
  return Math.round(n * 1000) / 1000 + 0;
}

function point(radius: number, angle: number): string {
  return `${round(radius * Math.sin(angle))},${round(-radius * Math.cos(angle))}`;
}

/**
 * The SVG path of a ring sector centred on (0, 0), with d3-shape's arc conventions: angles in
 * radians, 0 at 12 o'clock, clockwise. Empty when the sector has no sweep or no thickness.
 */
export function arcPath(
  innerRadius: number,
  outerRadius: number,
  startAngle: number,
  endAngle: number,
): string {
  const sweep = endAngle - startAngle;
  if (!(sweep > 0) || !(outerRadius > innerRadius)) return '';
  const large = sweep > Math.PI ? 1 : 0;
  return [
    `M${point(outerRadius, startAngle)}`,
    `A${outerRadius},${outerRadius},0,${large},1,${point(outerRadius, endAngle)}`,
    `L${point(innerRadius, endAngle)}`,
    `A${innerRadius},${innerRadius},0,${large},0,${point(innerRadius, startAngle)}`,
    'Z',
  ].join('');
}
