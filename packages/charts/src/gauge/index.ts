export { Gauge } from './gauge-chart';
export type { GaugeLabels, GaugeProps } from './gauge-chart';
export {
  arcPath,
  DEFAULT_GAUGE_TILES,
  GAUGE_CAUTION_PERCENT,
  GAUGE_TILE_WIDTH_PX,
  GAUGE_WARNING_PERCENT,
  gaugeBand,
  gaugeTileCount,
  readGauge,
} from './gauge';
export type { GaugeBand, GaugeReading } from './gauge';
