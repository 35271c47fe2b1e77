import { formatInstant } from '../time-series/time-ticks';
import { formatValue } from '../time-series/format';
import { wallTime } from '../time-series/time-ticks';
import type {
  ReportAveragedPoint,
  ReportModel,
  ReportPoint,
  ReportStrings,
  ReportVariant,
} from './types';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** More data sources than this split the DER-10 data table per sensor type (spec 02 §9). */
export const DER10_SPLIT_SOURCES = 6;

/**
 * Whether a row time falls on a multiple of the table period: its minute since local midnight on
 * the project's wall clock (at t, the end of its minute), as the server's domain/reports rule.
 * So a 60-minute period keeps the local full hours, 00:00 included. Period 1 keeps every row.
 */
export function isTableMinute(t: number, periodMinutes: number, timeZone: string): boolean {
  if (!Number.isInteger(periodMinutes) || periodMinutes < 1)
    throw new RangeError(`table period must be a whole number of minutes ≥ 1: ${periodMinutes}`);
  if (periodMinutes === 1) return true;
  const wall = wallTime(t, timeZone);
  const minuteOfDay = Math.floor((((wall % DAY) + DAY) % DAY) / MINUTE);
  return minuteOfDay % periodMinutes === 0;
}

/** The rows whose local minute since midnight is a multiple of the table period, in order. */
export function tableRows<T extends { t: number }>(
  rows: readonly T[],
  periodMinutes: number,
  timeZone: string,
): T[] {
  return rows.filter((row) => isTableMinute(row.t, periodMinutes, timeZone));
}

/** Whether the layout's data table is split into one table per sensor type. */
export function splitsPerSensor(variant: ReportVariant, sourceCount: number): boolean {
  return variant === 'der10' && sourceCount > DER10_SPLIT_SOURCES;
}

/** A table as the report prints it: a title (or none), a header row and rows of cell texts. */
export interface ReportDataTable {
  id: string;
  title: string | null;
  header: string[];
  rows: string[][];
  /** Shown under the header when there is no row, e.g. 'No exceedances'. */
  empty?: string;
}

function byTime(points: readonly ReportPoint[]): Map<number, number | null> {
  return new Map(points.map((point) => [point.t, point.value]));
}

/**
 * The data table(s) of a report: rows at the averaged contribution's times (of every pollutant)
 * whose local minute is a multiple of the table period; columns Time, then per pollutant its
 * averaged contribution (and, on 1466, the averaging mode as 'Initial' / '2 Hr' / '30 Min'), and,
 * when the monitoring location data is shown, each data source's averaged value; then wind speed
 * and direction. DER-10 with more than 6 data sources gives one table per pollutant. Values use the
 * pollutant's display decimals; a missing value reads `strings.noData`.
 */
export function buildDataTables(
  model: ReportModel,
  strings: ReportStrings,
  locale: string,
): ReportDataTable[] {
  const value = (v: number | null | undefined, decimals: number) =>
    v === null || v === undefined || !Number.isFinite(v)
      ? strings.noData
      : formatValue(v, decimals, locale);
  const windSpeed = byTime(model.wind.speed);
  const windDirection = byTime(model.wind.direction);
  const sourceName = new Map(model.sources.map((source) => [source.id, source.name]));

  type Column = { header: string; cell: (t: number) => string };
  const sensorColumns = model.sensors.map((sensor) => {
    const averaged = new Map<number, ReportAveragedPoint>(
      sensor.averaged.map((point) => [point.t, point]),
    );
    const columns: Column[] = [
      {
        header: strings.contributionColumn(sensor.code, sensor.unit),
        cell: (t) => value(averaged.get(t)?.value, sensor.decimals),
      },
    ];
    if (model.variant === '1466') {
      columns.push({
        header: strings.averagingMode,
        cell: (t) => {
          const mode = averaged.get(t)?.mode;
          return mode ? strings.modes[mode] : strings.noData;
        },
      });
    }
    if (model.displayMonitoringLocationData) {
      for (const source of sensor.sources) {
        const values = byTime(source.averaged);
        columns.push({
          header: strings.sourceColumn(
            sourceName.get(source.sourceId) ?? source.sourceId,
            sensor.code,
            sensor.unit,
          ),
          cell: (t) => value(values.get(t), sensor.decimals),
        });
      }
    }
    return { sensor, columns };
  });
  const windColumns: Column[] = [
    {
      header: `${strings.windSpeed} (${model.wind.unit})`,
      cell: (t) => value(windSpeed.get(t), model.wind.decimals),
    },
    { header: `${strings.windDirection} (°)`, cell: (t) => value(windDirection.get(t), 0) },
  ];
  const timeHeader = strings.time(model.timeZone);
  const rowTimes = (sensors: typeof sensorColumns) => {
    const times = new Set<number>();
    for (const { sensor } of sensors) for (const point of sensor.averaged) times.add(point.t);
    const sorted = [...times].filter((t) => t >= model.from && t <= model.to).sort((a, b) => a - b);
    return tableRows(
      sorted.map((t) => ({ t })),
      model.tablePeriodMinutes,
      model.timeZone,
    ).map((row) => row.t);
  };
  const table = (
    id: string,
    title: string | null,
    sensors: typeof sensorColumns,
  ): ReportDataTable => {
    const columns = [...sensors.flatMap((entry) => entry.columns), ...windColumns];
    return {
      id,
      title,
      header: [timeHeader, ...columns.map((column) => column.header)],
      rows: rowTimes(sensors).map((t) => [
        formatInstant(t, locale, model.timeZone),
        ...columns.map((column) => column.cell(t)),
      ]),
    };
  };
  if (splitsPerSensor(model.variant, model.sources.length)) {
    return sensorColumns.map((entry) =>
      table(`data-${entry.sensor.code}`, strings.sensorTable(entry.sensor.code), [entry]),
    );
  }
  return [table('data', strings.dataTable, sensorColumns)];
}
