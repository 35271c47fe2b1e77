import type { AggregatedDataSet, ComplianceLevel, ContributionSummary, enums } from '@aq/api';
import type { ChartRegion, LevelLine, RegionTone, TimeSeries } from '@aq/charts/time-series';
import type { z } from 'zod';
import type { AggregatedChannel } from './chart-query';

/** A contribution as the summaries call lists it (type, period, sensors, wind sensor). */
export type ContributionSummaryItem = z.infer<typeof ContributionSummary>;
/** One field's series of an aggregated answer, with its units and averaging regions. */
export type AggregatedSeriesData = z.infer<typeof AggregatedDataSet>;
/** A compliance level of the project's details. */
export type ComplianceLevelItem = z.infer<typeof ComplianceLevel>;
/** A field type of the aggregated call (projects §3). */
export type FieldType = z.infer<typeof enums.ReportFieldType>;
/** An averaging region type of an aggregated series. */
export type DataRegionType = AggregatedSeriesData['DataRegions'][number]['Type'];

/** The fields of each pollutant, in the order the picker and the legend list them. */
export const POLLUTANT_FIELD_TYPES = [
  'UpwindAverage',
  'DownwindAverage',
  'ContributionAverage',
  'UpwindRaw',
  'DownwindRaw',
  'ContributionRaw',
] as const satisfies readonly FieldType[];

/** The wind fields, offered when the contribution has a wind sensor. */
export const WIND_FIELD_TYPES = [
  'WindSpeedAverage',
  'WindSpeedRaw',
  'WindDirection',
] as const satisfies readonly FieldType[];

/** The fields a pollutant is charted with until the user chooses (the three averages). */
const DEFAULT_POLLUTANT_FIELDS: readonly FieldType[] = [
  'ContributionAverage',
  'UpwindAverage',
  'DownwindAverage',
];

/** Wind speed and direction are measured by the wind sensor, not a pollutant. */
const WIND_SENSORS = new Set(['WS', 'WD']);

const MINUTE_MS = 60_000;

/** Whether a field type is a wind field (it names no pollutant). */
export function isWindField(fieldType: FieldType): boolean {
  return (WIND_FIELD_TYPES as readonly FieldType[]).includes(fieldType);
}

/** A field the picker offers: a field type of a pollutant, or a wind field (no sensor). */
export interface FieldOption {
  /** `${fieldType}:${sensorName}`: the picker's value. */
  key: string;
  fieldType: FieldType;
  /** The pollutant (sensor code), or null for a wind field. */
  sensorName: string | null;
  /** The display unit the summary gives the sensor (the data set's own unit wins when it comes). */
  unit: string;
}

/** The picker's value of a field. */
export function fieldKey(field: { fieldType: FieldType; sensorName?: string | null }): string {
  return `${field.fieldType}:${isWindField(field.fieldType) ? '' : (field.sensorName ?? '')}`;
}

/** The pollutants of a contribution: its sensors except the wind sensors, in the summary's order. */
export function contributionPollutants(
  summary: ContributionSummaryItem,
): Array<{ name: string; unit: string }> {
  return summary.SensorTypes.filter((sensor) => !WIND_SENSORS.has(sensor.Name)).map((sensor) => ({
    name: sensor.Name,
    unit: sensor.Units,
  }));
}

/**
 * Every field a contribution offers (projects §3): for each pollutant the upwind, downwind and
 * contribution average, then the same raw, then wind speed average and raw and wind direction when it has a wind
 * sensor.
 */
export function fieldOptions(summary: ContributionSummaryItem): FieldOption[] {
  const options: FieldOption[] = [];
  for (const pollutant of contributionPollutants(summary)) {
    for (const fieldType of POLLUTANT_FIELD_TYPES) {
      options.push({
        key: fieldKey({ fieldType, sensorName: pollutant.name }),
        fieldType,
        sensorName: pollutant.name,
        unit: pollutant.unit,
      });
    }
  }
  if (summary.WindSensorType) {
    for (const fieldType of WIND_FIELD_TYPES) {
      options.push({
        key: fieldKey({ fieldType }),
        fieldType,
        sensorName: null,
        unit: fieldType === 'WindDirection' ? '°' : summary.WindSensorType.Units,
      });
    }
  }
  return options;
}

/**
 * The fields to chart: the query's fields the contribution offers, in the picker's order (the
 * others are dropped, projects §4, and listed in `dropped` in the query's order), or, when the
 * query names none (null), the contribution, upwind and downwind average of each pollutant and
 * the wind direction.
 */
export function chosenFields(
  queryFields: readonly AggregatedChannel[] | null,
  options: readonly FieldOption[],
): { fields: FieldOption[]; dropped: AggregatedChannel[] } {
  if (queryFields === null) {
    return {
      fields: options.filter((option) =>
        option.sensorName === null
          ? option.fieldType === 'WindDirection'
          : DEFAULT_POLLUTANT_FIELDS.includes(option.fieldType),
      ),
      dropped: [],
    };
  }
  const wanted = new Set(queryFields.map(fieldKey));
  const fields = options.filter((option) => wanted.has(option.key));
  const offered = new Set(options.map((option) => option.key));
  const seen = new Set<string>();
  const dropped = queryFields.filter((field) => {
    const key = fieldKey(field);
    if (offered.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { fields, dropped };
}

/** The query's field list for chosen options. */
export function queryFields(options: readonly FieldOption[]): AggregatedChannel[] {
  return options.map((option) =>
    option.sensorName === null
      ? { fieldType: option.fieldType }
      : { fieldType: option.fieldType, sensorName: option.sensorName },
  );
}

/** The RequiredFields of the aggregated call: wind fields name no sensor. */
export function requiredFields(
  fields: readonly FieldOption[],
): Array<{ FieldType: FieldType; SensorName?: string }> {
  return fields.map((field) =>
    field.sensorName === null
      ? { FieldType: field.fieldType }
      : { FieldType: field.fieldType, SensorName: field.sensorName },
  );
}

/** One chart of the aggregated page: a pollutant with its fields, or the wind. */
export interface AggregatedChartPlan {
  /** `pollutant:PM10` or `wind`. */
  id: string;
  kind: 'pollutant' | 'wind';
  /** The pollutant (sensor code); null for the wind chart. */
  sensorName: string | null;
  fields: FieldOption[];
}

/**
 * The charts of an aggregated query (one per pollutant with a chosen field, in the contribution's
 * order, then one for the wind when a wind field is chosen).
 */
export function planAggregatedCharts(
  summary: ContributionSummaryItem,
  fields: readonly FieldOption[],
): AggregatedChartPlan[] {
  const plans: AggregatedChartPlan[] = [];
  for (const pollutant of contributionPollutants(summary)) {
    const own = fields.filter((field) => field.sensorName === pollutant.name);
    if (own.length > 0) {
      plans.push({
        id: `pollutant:${pollutant.name}`,
        kind: 'pollutant',
        sensorName: pollutant.name,
        fields: own,
      });
    }
  }
  const wind = fields.filter((field) => field.sensorName === null);
  if (wind.length > 0) plans.push({ id: 'wind', kind: 'wind', sensorName: null, fields: wind });
  return plans;
}

/** The data set of a field in an answer: same field type and, for a pollutant, same sensor. */
export function dataSetOf(
  dataSets: readonly AggregatedSeriesData[],
  field: FieldOption,
): AggregatedSeriesData | undefined {
  return dataSets.find(
    (set) =>
      set.Field.FieldType === field.fieldType &&
      (field.sensorName === null || set.Field.SensorName === field.sensorName),
  );
}

/**
 * The width past which a line breaks (projects §4: 'Chart lines break at gaps longer than the
 * averaging period'): the contribution's averaging period, or the data's own spacing when that is
 * wider (clock-aligned blocks, or a server answer thinned for a long range).
 */
export function aggregatedBucketMs(times: ArrayLike<number>, averagingMinutes: number): number {
  let step = Infinity;
  for (let index = 1; index < times.length; index += 1) {
    const gap = (times[index] as number) - (times[index - 1] as number);
    if (gap > 0 && gap < step) step = gap;
  }
  const period = Math.max(1, averagingMinutes) * MINUTE_MS;
  return Number.isFinite(step) ? Math.max(period, step) : period;
}

/** The colour token of each field, the same on every chart and in every contribution. */
export const FIELD_COLOUR: Record<FieldType, string> = {
  UpwindAverage: 'var(--chart-1)',
  DownwindAverage: 'var(--chart-2)',
  ContributionAverage: 'var(--chart-7)',
  UpwindRaw: 'var(--chart-5)',
  DownwindRaw: 'var(--chart-8)',
  ContributionRaw: 'var(--chart-4)',
  WindSpeedAverage: 'var(--chart-9)',
  WindSpeedRaw: 'var(--chart-13)',
  WindDirection: 'var(--chart-12)',
};

/**
 * A chart series from a field's data set: times and values as typed arrays (NaN where a value is
 * null), the set's unit and decimals, wind direction as scatter on 0–360°.
 */
export function buildAggregatedSeries(
  field: FieldOption,
  dataSet: AggregatedSeriesData,
  label: string,
  averagingMinutes: number,
): TimeSeries {
  const count = dataSet.Values.length;
  const times = new Float64Array(count);
  const values = new Float64Array(count);
  dataSet.Values.forEach((point, index) => {
    times[index] = Date.parse(point.Time);
    values[index] = point.Value ?? Number.NaN;
  });
  return {
    id: field.key,
    label,
    unit: dataSet.Units || field.unit,
    decimals: dataSet.DecimalPlaces,
    kind: field.fieldType === 'WindDirection' ? 'direction' : 'line',
    times,
    values,
    bucketMs: aggregatedBucketMs(times, averagingMinutes),
    colour: FIELD_COLOUR[field.fieldType],
  };
}

/** The tone each averaging region is shaded in. */
export const REGION_TONE: Record<DataRegionType, RegionTone> = {
  Initial: 'initial',
  Rolling: 'rolling',
  RecoveryRolling: 'recovery',
  Block: 'block',
  Stopped: 'stopped',
};

/**
 * The averaging regions of a pollutant chart: those of its contribution average when asked (the
 * series the regions describe), else of its first data set that has regions; labelled by type.
 */
export function chartRegions(
  plan: AggregatedChartPlan,
  dataSets: readonly AggregatedSeriesData[],
  label: (type: DataRegionType) => string,
): ChartRegion[] {
  if (plan.kind !== 'pollutant') return [];
  const own = plan.fields
    .map((field) => dataSetOf(dataSets, field))
    .filter((set): set is AggregatedSeriesData => set !== undefined);
  const source =
    own.find((set) => set.Field.FieldType === 'ContributionAverage' && set.DataRegions.length) ??
    own.find((set) => set.DataRegions.length > 0);
  if (!source) return [];
  return source.DataRegions.map((region) => ({
    start: Date.parse(region.StartTime),
    end: region.EndTime === null ? null : Date.parse(region.EndTime),
    label: label(region.Type),
    tone: REGION_TONE[region.Type],
  }));
}

/**
 * The compliance levels of a contribution's pollutant as level lines (projects §3: set levels
 * only, in the display units the project details give them). The lines go on the axis of
 * `seriesUnit` when given (the pollutant's series, also in display units: the same unit however
 * the two calls spell it), else of the level's DisplayUnits.
 */
export function complianceLevelLines(
  levels: readonly ComplianceLevelItem[],
  contributionId: number,
  sensorCode: string,
  label: (level: ComplianceLevelItem & { Level: number }) => string,
  seriesUnit?: string,
): LevelLine[] {
  return levels
    .filter(
      (level): level is ComplianceLevelItem & { Level: number } =>
        level.ContributionId === contributionId &&
        level.SensorCode === sensorCode &&
        level.Level !== null,
    )
    .map((level, index) => ({
      id: `level:${contributionId}:${sensorCode}:${index}`,
      label: label(level),
      unit: seriesUnit ?? level.DisplayUnits,
      value: level.Level,
      colour: 'var(--status-warning)',
    }));
}
