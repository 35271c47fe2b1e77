export { TimeSeriesChart } from './time-series-chart';
export { TimeSeriesChartSkeleton } from './time-series-chart.skeleton';
export { CHART_COLOUR_COUNT, categoryColour } from './colours';
export { compareChannelNames, PARTICLE_ORDER } from './order';
export type {
  ChartRegion,
  LevelLine,
  RegionTone,
  SeriesKind,
  TimeSeries,
  TimeSeriesChartLabels,
  TimeSeriesChartProps,
} from './types';
