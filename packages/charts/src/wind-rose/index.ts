export * from './binning';
export { roseRings } from './geometry';
export { WIND_BAND_COLOURS, WindRoseChart } from './wind-rose-chart';
export type { WindRoseChartProps, WindRoseLabels } from './wind-rose-chart';
