/**
 * The model of a printable contribution report (@aq/charts/report). The dashboard maps the
 * server's ContributionReportData (and the report config) onto it; values are already in display
 * units, times are epoch ms, and every visible word arrives through `ReportStrings`: the package
 * has no i18n library and fetches nothing.
 */
import type { WindRoseLabels } from '../wind-rose';

/** The three printable layouts (spec 02 §2): 1466, DER-10 and NJ PAM. */
export type ReportVariant = '1466' | 'der10' | 'njpam';

/** How an averaged value was computed (the contract's AveragingMode). */
export type ReportAveragingMode = 'Initial' | 'Rolling' | 'RecoveryRolling' | 'Block';

/** One value at the end of its minute (epoch ms); null where there is none. */
export interface ReportPoint {
  t: number;
  value: number | null;
}

/** An averaged value and how it was averaged. */
export interface ReportAveragedPoint extends ReportPoint {
  mode?: ReportAveragingMode;
}

/** The readings of one data source for a pollutant. */
export interface ReportSourceSeries {
  sourceId: string;
  /** 1-minute values. */
  raw: readonly ReportPoint[];
  /** Values averaged over the contribution's period. */
  averaged: readonly ReportPoint[];
}

/** A horizontal line on a pollutant's graphs: an action level or an alert's set point. */
export interface ReportLevel {
  kind: 'actionLevel' | 'alert';
  /** Shown beside the line, e.g. 'Action level 150' or the alert's name. */
  label: string;
  value: number;
}

/** One pollutant of the report. */
export interface ReportSensor {
  /** The sensor code, e.g. 'PM10'. */
  code: string;
  /** Display unit, e.g. 'µg/m³'. */
  unit: string;
  /** Display decimals. */
  decimals: number;
  /** The 1-minute site contribution (the 1466 graphs average it over 15 minutes). */
  instantaneous: readonly ReportPoint[];
  /** The averaged site contribution with its averaging mode. */
  averaged: readonly ReportAveragedPoint[];
  upwind: { raw: readonly ReportPoint[]; averaged: readonly ReportPoint[] };
  downwind: { raw: readonly ReportPoint[]; averaged: readonly ReportPoint[] };
  /** Each data source's readings, in the order of `ReportModel.sources`. */
  sources: readonly ReportSourceSeries[];
  /** Lines drawn on the graphs (only those the config asks to show). */
  levels: readonly ReportLevel[];
}

/** A data source of the report (a monitoring location). */
export interface ReportSource {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** A day's lowest and highest value; null without data. */
export interface ReportMinMax {
  min: number | null;
  max: number | null;
}

/** One local day of the environmental summary. */
export interface ReportEnvironmentalDay {
  /** 'YYYY-MM-DD', the project's local date. */
  date: string;
  temperature: ReportMinMax;
  relativeHumidity: ReportMinMax;
  pressure: ReportMinMax;
  windSpeed: ReportMinMax;
  /** Degrees, null when undefined. */
  averageWindDirection: number | null;
}

/** One local day of the DER-10 daily monitoring summary. */
export interface ReportMonitoringDay {
  date: string;
  sensors: readonly {
    code: string;
    min: number | null;
    max: number | null;
    average: number | null;
  }[];
}

/** One row of the exceedance summary. */
export interface ReportExceedance {
  channel: string;
  actionLevel: number;
  /** Epoch ms. */
  time: number;
  mode: ReportAveragingMode;
}

/** Everything a printable report shows. */
export interface ReportModel {
  variant: ReportVariant;
  reportName: string;
  projectName: string;
  contributionName: string;
  /** The range in epoch ms. */
  from: number;
  to: number;
  /** IANA zone of the project: every time is shown in it, labelled. */
  timeZone: string;
  /** When the report was produced (epoch ms). */
  generatedAt: number;
  /** The data table keeps the rows whose local minute is a multiple of this. */
  tablePeriodMinutes: number;
  /** Whether the graphs and tables show the upwind/downwind and per-source values. */
  displayMonitoringLocationData: boolean;
  sources: readonly ReportSource[];
  sensors: readonly ReportSensor[];
  wind: {
    unit: string;
    decimals: number;
    /** The wind speed sensor's range (wind rose bands); null: the default 22. */
    range: number | null;
    speed: readonly ReportPoint[];
    direction: readonly ReportPoint[];
  };
  environmental: readonly ReportEnvironmentalDay[];
  hideEmptyEnvironmentalSummary: boolean;
  /** DER-10's daily monitoring summary; [] for the other layouts. */
  monitoring: readonly ReportMonitoringDay[];
  /** The exceedance summary, or null when it is not shown (off, or NJ PAM). */
  exceedances: readonly ReportExceedance[] | null;
}

/** Every visible word of a report, in the reader's language. */
export interface ReportStrings {
  /** Layout names, e.g. 'Rule 1466 report'. */
  variantTitle: Record<ReportVariant, string>;
  project: string;
  contribution: string;
  range: string;
  generated: string;
  /** 'Time zone: America/Los_Angeles' etc.: (zone) → text. */
  timeZone: (zone: string) => string;
  environmentalSummary: string;
  date: string;
  temperature: string;
  relativeHumidity: string;
  pressure: string;
  windSpeed: string;
  windDirection: string;
  averageWindDirection: string;
  min: string;
  max: string;
  average: string;
  map: string;
  graphs: string;
  /** A graph's title: (sensor code, unit, local date) → 'PM10 (µg/m³) · 11/25/2026'. */
  graphTitle: (sensor: string, unit: string, date: string) => string;
  /** Legend of a graph's contribution line, e.g. 'Contribution'. */
  contributionLine: string;
  /** The 1466 graphs' note, e.g. '15-minute rolling average'. */
  rollingNote: string;
  upwind: string;
  downwind: string;
  windRose: string;
  dataTable: string;
  /** Header of the time column with the zone, (zone) → 'Time (America/New_York)'. */
  time: (zone: string) => string;
  /** Header of a pollutant's contribution column, (code, unit) → 'PM10 contribution (µg/m³)'. */
  contributionColumn: (sensor: string, unit: string) => string;
  /** Header of a source's column, (source, code, unit) → 'North fence PM10 (µg/m³)'. */
  sourceColumn: (source: string, sensor: string, unit: string) => string;
  /** Header of the 1466 averaging mode column. */
  averagingMode: string;
  /** The 1466 table's mode labels: 'Initial', '2 Hr', '30 Min' (and Block for NJ PAM). */
  modes: Record<ReportAveragingMode, string>;
  /** Rolling outside 1466, whose rolling period is not 2 hours, e.g. 'Rolling'. */
  rollingMode: string;
  /** Title of a per-sensor table of a split DER-10 table, (code) → 'PM10 data'. */
  sensorTable: (sensor: string) => string;
  monitoringSummary: string;
  exceedanceSummary: string;
  channel: string;
  actionLevel: string;
  timeTriggered: string;
  noExceedances: string;
  /** Where a value is missing: 'No data'. */
  noData: string;
  /** The text shown if the layout is invalid (a programming error). */
  invalidLayout: string;
  windRoseLabels: WindRoseLabels;
}
