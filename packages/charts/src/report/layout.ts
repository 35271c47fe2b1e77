import {
  validateReportLayout,
  type ReportLayout,
  type ReportLayoutIssue,
  type ReportPartKind,
  type ReportTable,
} from '@aq/validation';
import { formatInstant } from '../time-series/time-ticks';
import { formatValue } from '../time-series/format';
import { buildDataTables, type ReportDataTable } from './table';
import type { ReportMinMax, ReportModel, ReportStrings } from './types';

/** The report is laid out on a grid of two columns (spec 02 §2 'two-column layout'). */
export const REPORT_COLUMNS = 2;

/** One section of a printed report, in order, and the layout part it is. */
export interface ReportSection {
  id: string;
  kind: ReportPartKind;
  columnSpan: number;
  /** The section's table, when it is one: a title and the printed cells. */
  table?: ReportDataTable;
}

/** A report's plan: its sections, the layout they make and the layout's problems ([] when valid). */
export interface ReportPlan {
  sections: ReportSection[];
  layout: ReportLayout;
  issues: ReportLayoutIssue[];
}

/** A local date 'YYYY-MM-DD' in the locale's short form (11/25/26, 2026/11/25…). */
export function formatReportDate(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'short' }).format(
    Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1),
  );
}

/** Whether the environmental summary has no day with any value. */
export function environmentalSummaryIsEmpty(model: ReportModel): boolean {
  const has = (pair: ReportMinMax) => pair.min !== null || pair.max !== null;
  return !model.environmental.some(
    (day) =>
      has(day.temperature) ||
      has(day.relativeHumidity) ||
      has(day.pressure) ||
      has(day.windSpeed) ||
      day.averageWindDirection !== null,
  );
}

function minMaxCells(pair: ReportMinMax, text: (v: number | null) => string): string[] {
  return [text(pair.min), text(pair.max)];
}

/** The environmental summary's table: a row per local day, min and max of each quantity. */
export function environmentalTable(
  model: ReportModel,
  strings: ReportStrings,
  locale: string,
): ReportDataTable {
  const text = (v: number | null) => (v === null ? strings.noData : formatValue(v, 1, locale));
  const pair = (name: string) => [`${name} ${strings.min}`, `${name} ${strings.max}`];
  return {
    id: 'environmental',
    title: strings.environmentalSummary,
    header: [
      strings.date,
      ...pair(strings.temperature),
      ...pair(strings.relativeHumidity),
      ...pair(strings.pressure),
      ...pair(strings.windSpeed),
      strings.averageWindDirection,
    ],
    rows: model.environmental.map((day) => [
      formatReportDate(day.date, locale),
      ...minMaxCells(day.temperature, text),
      ...minMaxCells(day.relativeHumidity, text),
      ...minMaxCells(day.pressure, text),
      ...minMaxCells(day.windSpeed, text),
      day.averageWindDirection === null
        ? strings.noData
        : `${formatValue(day.averageWindDirection, 0, locale)}°`,
    ]),
  };
}

/** DER-10's daily monitoring summary: a row per local day, min / max / average per pollutant. */
export function monitoringTable(
  model: ReportModel,
  strings: ReportStrings,
  locale: string,
): ReportDataTable {
  const decimals = new Map(model.sensors.map((sensor) => [sensor.code, sensor.decimals]));
  const codes = model.sensors.map((sensor) => sensor.code);
  return {
    id: 'monitoring',
    title: strings.monitoringSummary,
    header: [
      strings.date,
      ...codes.flatMap((code) => [
        `${code} ${strings.min}`,
        `${code} ${strings.max}`,
        `${code} ${strings.average}`,
      ]),
    ],
    rows: model.monitoring.map((day) => [
      formatReportDate(day.date, locale),
      ...codes.flatMap((code) => {
        const entry = day.sensors.find((sensor) => sensor.code === code);
        const text = (v: number | null | undefined) =>
          v === null || v === undefined
            ? strings.noData
            : formatValue(v, decimals.get(code) ?? 1, locale);
        return [text(entry?.min), text(entry?.max), text(entry?.average)];
      }),
    ]),
  };
}

/** The exceedance summary's table (Initial rows are already left out by the server). */
export function exceedanceTable(
  model: ReportModel,
  strings: ReportStrings,
  locale: string,
): ReportDataTable {
  return {
    id: 'exceedances',
    title: strings.exceedanceSummary,
    empty: strings.noExceedances,
    header: [
      strings.channel,
      strings.actionLevel,
      `${strings.timeTriggered} (${model.timeZone})`,
      strings.averagingMode,
    ],
    rows: (model.exceedances ?? []).map((row) => [
      row.channel,
      formatValue(row.actionLevel, 0, locale),
      formatInstant(row.time, locale, model.timeZone),
      // 'Initial', '2 Hr', '30 Min' are 1466's; other layouts roll over their own period.
      model.variant !== '1466' && row.mode === 'Rolling'
        ? strings.rollingMode
        : strings.modes[row.mode],
    ]),
  };
}

const asTable = (table: ReportDataTable): ReportTable => ({
  header: table.header,
  rows: table.rows,
});

/**
 * The report's sections in the order of spec 02 §2 on the two-column grid: header; environmental
 * summary (hidden when it has no value and HideEmptyEnvironmentalSummary is set) and DER-10's
 * daily monitoring summary; the static map when given; the graphs (two per row inside their
 * section); a page break; the wind rose; a page break; the exceedance summary when shown, and the
 * data table(s). The summaries and tables span both columns: their 10+ columns do not fit in one.
 * The layout is checked with validateReportLayout (spec 02 §5).
 */
export function planReport(
  model: ReportModel,
  strings: ReportStrings,
  locale: string,
  { hasMap }: { hasMap: boolean },
): ReportPlan {
  const sections: ReportSection[] = [{ id: 'header', kind: 'header', columnSpan: 2 }];
  const showEnvironmental = !(
    model.hideEmptyEnvironmentalSummary && environmentalSummaryIsEmpty(model)
  );
  // DER-10's only; a generic contribution in the DER-10 layout has none.
  const showMonitoring = model.variant === 'der10' && model.monitoring.length > 0;
  if (showEnvironmental) {
    sections.push({
      id: 'environmental',
      kind: 'environmentalSummary',
      columnSpan: 2,
      table: environmentalTable(model, strings, locale),
    });
  }
  if (showMonitoring) {
    sections.push({
      id: 'monitoring',
      kind: 'environmentalSummary',
      columnSpan: 2,
      table: monitoringTable(model, strings, locale),
    });
  }
  if (hasMap) sections.push({ id: 'map', kind: 'map', columnSpan: 2 });
  sections.push(
    { id: 'graphs', kind: 'graphs', columnSpan: 2 },
    { id: 'break-1', kind: 'pageBreak', columnSpan: 2 },
    { id: 'wind-rose', kind: 'windRose', columnSpan: 2 },
    { id: 'break-2', kind: 'pageBreak', columnSpan: 2 },
  );
  if (model.exceedances !== null && model.variant !== 'njpam') {
    sections.push({
      id: 'exceedances',
      kind: 'dataTable',
      columnSpan: 2,
      table: exceedanceTable(model, strings, locale),
    });
  }
  for (const table of buildDataTables(model, strings, locale)) {
    sections.push({ id: table.id, kind: 'dataTable', columnSpan: 2, table });
  }
  const layout: ReportLayout = {
    columns: REPORT_COLUMNS,
    parts: sections.map((section) => ({
      kind: section.kind,
      columnSpan: section.columnSpan,
      ...(section.table ? { table: asTable(section.table) } : {}),
    })),
  };
  return { sections, layout, issues: validateReportLayout(layout) };
}
