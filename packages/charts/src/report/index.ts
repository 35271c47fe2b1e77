export { ReportDocument, REPORT_WIDTH } from './report-document';
export type { ReportDocumentProps } from './report-document';
export { ReportGraph } from './report-graph';
export { rollingAverage, GRAPH_ROLLING_MINUTES } from './rolling';
export {
  isTableMinute,
  tableRows,
  splitsPerSensor,
  buildDataTables,
  DER10_SPLIT_SOURCES,
} from './table';
export type { ReportDataTable } from './table';
export { graphDays, graphDomain, graphFloor, graphLines } from './scales';
export { planReport, environmentalSummaryIsEmpty, REPORT_COLUMNS } from './layout';
export type { ReportPlan, ReportSection } from './layout';
export { REPORT_PRINT_CSS } from './print-css';
export type * from './types';
