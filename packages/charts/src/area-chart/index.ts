export { AreaChart } from './area-chart';
export type { AreaChartLabels, AreaChartProps, AreaSeries } from './area-chart';
export { AreaChartSkeleton } from './area-chart.skeleton';
export {
  areaDomain,
  areaPath,
  areaScales,
  countAxisMax,
  countTicks,
  definedRuns,
  isoDateMillis,
  linePath,
} from './area';
export type { AreaPlotBox, AreaPoint } from './area';
