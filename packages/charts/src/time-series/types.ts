/**
 * The contract of `TimeSeriesChart` (@aq/charts/time-series). Screens build `TimeSeries` from the
 * server's answers and pass every visible word through `labels`: the package has no i18n library
 * and fetches nothing.
 */

/** How a series is drawn. */
export type SeriesKind =
  /** A line on the axis of its unit; it breaks where two points are more than `bucketMs` apart. */
  | 'line'
  /** Wind direction: scatter points on a fixed 0–360° axis (no line across the 360/0 wrap). */
  | 'direction';

/** One series: columnar, so a month of minute data is two typed arrays, not a million objects. */
export interface TimeSeries {
  /** Stable key (legend state, React keys), e.g. `${locationId}:${channel}`. */
  id: string;
  /** Shown in the legend, the tooltip and the table header, e.g. 'North fence · PM10'. */
  label: string;
  /** Display unit; series with the same unit share a y-axis (first unit left, second right, …). */
  unit: string;
  /** Decimal places for the tooltip and the table (the project's display decimals). */
  decimals: number;
  kind?: SeriesKind;
  /** Bucket times in epoch ms, ascending (the time a bucket is stamped with). */
  times: ArrayLike<number>;
  /** Values in the display unit; NaN where a bucket has no value. Same length as `times`. */
  values: ArrayLike<number>;
  /**
   * Optional envelope when the server already merged buckets (MaxPoints): the lowest and highest
   * value of each point; the drawing then keeps these spikes too. Same length as `times`.
   */
  mins?: ArrayLike<number>;
  maxs?: ArrayLike<number>;
  /** The averaging period (or merged bucket width) in ms: longer gaps between points break the line. */
  bucketMs: number;
  /** A CSS colour; by default the series takes the category colour of its position in `series`. */
  colour?: string;
}

/** A horizontal level (e.g. a compliance level) on the axis of its unit. */
export interface LevelLine {
  id: string;
  label: string;
  unit: string;
  value: number;
  colour?: string;
}

/** How a background region is shaded (e.g. a contribution's averaging modes). */
export type RegionTone = 'initial' | 'rolling' | 'recovery' | 'block' | 'stopped';

/**
 * A span of time shaded behind the lines and labelled along the top of the plot, e.g. where a
 * contribution was averaged in Initial, Rolling or Block mode. Regions do not change the tooltip,
 * the keyboard crosshair or the table view.
 */
export interface ChartRegion {
  /** Start in epoch ms. */
  start: number;
  /** End in epoch ms, or null while the region is still running (it reaches the end of the view). */
  end: number | null;
  /** Shown along the top of the region when it fits, e.g. '2 Hr'. */
  label: string;
  tone: RegionTone;
}

/** Every visible word of the chart, in the user's language. */
export interface TimeSeriesChartLabels {
  /** Accessible name of the chart figure, e.g. 'PM10 at 3 locations'. */
  title: string;
  /** Shown when no series has a value in the range. */
  noData: string;
  /** Accessible text of the loading skeleton. */
  loading: string;
  resetZoom: string;
  viewAsTable: string;
  viewAsChart: string;
  /** Header of the time column of the table and the tooltip, with the zone, e.g. 'Time (America/New_York)'. */
  time: string;
  /** Accessible name of a legend button: (series label, shown?) → 'Hide North fence · PM10'. */
  toggleSeries: (label: string, shown: boolean) => string;
  /** Optional: the y-axis title for a unit, e.g. 'µg/m³' → 'µg/m³'; default the unit itself. */
  axisTitle?: (unit: string) => string;
  /**
   * Optional: how to use the plot from the keyboard, read by screen readers when it takes focus,
   * e.g. 'Arrow keys move through the readings; + and − zoom in and out.'
   */
  plotHint?: string;
}

export interface TimeSeriesChartProps {
  series: readonly TimeSeries[];
  /** IANA zone of the project: ticks, tooltip and table times are in it. */
  timeZone: string;
  /** BCP 47 locale for numbers and dates (Intl). */
  locale: string;
  labels: TimeSeriesChartLabels;
  /** The loaded range [from, to] in epoch ms; zoom never goes outside it. Default: the data's extent. */
  domain?: readonly [number, number];
  levels?: readonly LevelLine[];
  /** Background regions, shaded behind the lines with their labels along the top of the plot. */
  regions?: readonly ChartRegion[];
  /** Height of the plot in px (default 280); the width follows the container. */
  height?: number;
  /** Shows the skeleton instead of the plot. */
  loading?: boolean;
  /** When the data could not be loaded: the message shown instead of the plot (an alert). */
  error?: string;
  /** Controlled zoom (a sub-range of `domain`), or null for the whole range. Uncontrolled when omitted. */
  zoom?: readonly [number, number] | null;
  onZoomChange?: (zoom: readonly [number, number] | null) => void;
  /** Controlled set of hidden series ids. Uncontrolled when omitted. */
  hidden?: ReadonlySet<string>;
  onHiddenChange?: (hidden: ReadonlySet<string>) => void;
  className?: string;
  'data-testid'?: string;
}
