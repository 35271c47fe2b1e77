import { enums } from '@aq/api';
import type { DateTimeRangeValue } from '@aq/ui/date-time-range-picker';
import {
  DEFAULT_CHART_AVERAGING_MINUTES,
  validateChartForm,
  validateChartQuery,
  parseDuration,
} from '@aq/validation/chart';
import { DEFAULT_PRESET_KEY, isRelativePresetKey } from '@aq/validation/date-range';
import { fail, type ValidationError } from '@aq/validation/messages';
import { z } from 'zod';
import { InvalidQueryError, type RouteQuery } from '../../lib/route-query';

const MINUTE_MS = 60_000;

/** Whether the page charts channels of monitoring locations or a contribution's aggregated fields. */
export type ChartDataType = 'individual' | 'aggregated';

/** One chart per channel (a line per location), or one chart per location (a line per channel). */
export type ChartFocus = 'channels' | 'monitoringLocations';

/**
 * The range of a chart query: a relative duration key that ends now ('24h') or an absolute range in
 * epoch ms. A key is kept as written, so the page can say what is wrong with it (projects §5, §8);
 * an absolute bound may be null (not set).
 */
export type ChartRange =
  { kind: 'relative'; key: string } | { kind: 'absolute'; from: number | null; to: number | null };

/** A channel of the individual query: its name, unit and optional decimal places (projects §2). */
export interface ChartChannel {
  name: string;
  unit: string;
  decimalPlace?: number;
}

/** A field of the aggregated query (projects §2): a field type and an optional sensor name. */
export interface AggregatedChannel {
  fieldType: z.infer<typeof enums.ReportFieldType>;
  sensorName?: string | null;
}

/** The individual chart query (projects §2). Lists left null take the page's defaults. */
export interface IndividualChartQuery {
  type: 'individual';
  projectId: string;
  display: 'timeseries';
  focus: ChartFocus;
  /** Minutes; one of AVERAGING_PERIOD_MINUTES for a valid query. */
  averagingPeriod: number;
  /** Null: every channel the chosen locations have. */
  channels: ChartChannel[] | null;
  /** Null: every active location of the project. */
  monitoringLocationIds: string[] | null;
  range: ChartRange;
}

/** The aggregated chart query (projects §2): optional source, fields and a range. */
export interface AggregatedChartQuery {
  type: 'aggregated';
  projectId: string;
  source: string | number | null;
  /** Null: the contribution's default fields (each pollutant's three averages and the wind direction). */
  channels: AggregatedChannel[] | null;
  range: ChartRange;
}

/** A chart query as the page holds it. */
export type ChartQuery = IndividualChartQuery | AggregatedChartQuery;

/** The range a chart opens with: the last 24 hours (projects §2). */
export const DEFAULT_CHART_RANGE: ChartRange = { kind: 'relative', key: DEFAULT_PRESET_KEY };

/** The focus a chart opens with: channels (projects §2). */
export const DEFAULT_CHART_FOCUS: ChartFocus = 'channels';

const Range = z.union([
  z.string().max(20),
  z.object({
    from: z.number().nullable(),
    to: z.number().nullable(),
  }),
]);

const IndividualChannelSchema = z.object({
  name: z.string().trim().min(1).max(100),
  unit: z.string().max(50),
  decimalPlace: z.number().int().min(0).max(10).optional(),
});

const IndividualQuerySchema = z.object({
  projectId: z.string().trim().min(1),
  type: z.literal('individual').optional(),
  display: z.literal('timeseries').optional(),
  focus: z.enum(['channels', 'monitoringLocations']).optional(),
  averagingPeriod: z.number().optional(),
  channels: z.array(IndividualChannelSchema).max(100).optional(),
  monitoringLocationIds: z.array(z.string().trim().min(1)).max(100).optional(),
  range: Range.optional(),
});

const AggregatedQuerySchema = z.object({
  projectId: z.string().trim().min(1),
  type: z.literal('aggregated').optional(),
  source: z.union([z.string(), z.number()]).nullish(),
  channels: z
    .array(
      z.object({
        fieldType: enums.ReportFieldType,
        sensorName: z.string().trim().min(1).max(50).nullish(),
      }),
    )
    .max(50)
    .optional(),
  range: Range.optional(),
});

/** The individual and aggregated query schemas (a route query of either shape parses). */
export const ChartQuerySchemas = {
  individual: IndividualQuerySchema,
  aggregated: AggregatedQuerySchema,
} as const;

function rangeOf(value: z.infer<typeof Range> | undefined): ChartRange {
  if (value === undefined) return DEFAULT_CHART_RANGE;
  if (typeof value === 'string') return { kind: 'relative', key: value };
  return { kind: 'absolute', from: value.from, to: value.to };
}

/** Whether a route query is of the aggregated shape: typed so, or with a source or field types. */
function isAggregatedShape(query: RouteQuery): boolean {
  if (query.type === 'aggregated') return true;
  if (query.type !== undefined) return false;
  if ('source' in query) return true;
  return (
    Array.isArray(query.channels) &&
    query.channels.some(
      (channel) => typeof channel === 'object' && channel && 'fieldType' in channel,
    )
  );
}

/**
 * Reads a chart query from the route query (projects §2). `{ projectId }` alone is the default
 * individual query: 1 hour averaging, the last 24 hours, focus on channels, every active location
 * and all its channels. A query of neither shape throws InvalidQueryError ('Invalid query'); a
 * query that parses but cannot be asked (a range too long, an averaging period not offered) is
 * returned as written, and chartProblems says why.
 */
export function parseChartQuery(query: RouteQuery): ChartQuery {
  if (isAggregatedShape(query)) {
    const parsed = AggregatedQuerySchema.safeParse(query);
    if (!parsed.success) throw new InvalidQueryError();
    return {
      type: 'aggregated',
      projectId: parsed.data.projectId,
      source: parsed.data.source ?? null,
      channels: parsed.data.channels
        ? parsed.data.channels.map((channel) => ({
            fieldType: channel.fieldType,
            ...(channel.sensorName ? { sensorName: channel.sensorName } : {}),
          }))
        : null,
      range: rangeOf(parsed.data.range),
    };
  }
  const parsed = IndividualQuerySchema.safeParse(query);
  if (!parsed.success) throw new InvalidQueryError();
  const data = parsed.data;
  return {
    type: 'individual',
    projectId: data.projectId,
    display: 'timeseries',
    focus: data.focus ?? DEFAULT_CHART_FOCUS,
    averagingPeriod: data.averagingPeriod ?? DEFAULT_CHART_AVERAGING_MINUTES,
    channels: data.channels
      ? data.channels.map((channel) => ({
          name: channel.name,
          unit: channel.unit,
          ...(channel.decimalPlace === undefined ? {} : { decimalPlace: channel.decimalPlace }),
        }))
      : null,
    monitoringLocationIds: data.monitoringLocationIds ? [...data.monitoringLocationIds] : null,
    range: rangeOf(data.range),
  };
}

function rangeToQuery(range: ChartRange): unknown {
  return range.kind === 'relative' ? range.key : { from: range.from, to: range.to };
}

/** The route query of a chart query: every field written out, default lists left out. */
export function chartQueryToRoute(query: ChartQuery): RouteQuery {
  if (query.type === 'aggregated') {
    return {
      projectId: query.projectId,
      type: 'aggregated',
      ...(query.source === null ? {} : { source: query.source }),
      ...(query.channels ? { channels: query.channels } : {}),
      range: rangeToQuery(query.range),
    };
  }
  return {
    projectId: query.projectId,
    type: 'individual',
    display: query.display,
    focus: query.focus,
    averagingPeriod: query.averagingPeriod,
    ...(query.channels ? { channels: query.channels } : {}),
    ...(query.monitoringLocationIds ? { monitoringLocationIds: query.monitoringLocationIds } : {}),
    range: rangeToQuery(query.range),
  };
}

/**
 * The query after a change of data type (projects §4): aggregated starts without a source, with
 * the default fields; individual starts at 1 hour averaging with the focus on channels and the default
 * locations and channels. The range is kept.
 */
export function resetForDataType(query: ChartQuery, type: ChartDataType): ChartQuery {
  if (type === 'aggregated') {
    return {
      type: 'aggregated',
      projectId: query.projectId,
      source: null,
      channels: null,
      range: query.range,
    };
  }
  return {
    type: 'individual',
    projectId: query.projectId,
    display: 'timeseries',
    focus: DEFAULT_CHART_FOCUS,
    averagingPeriod: DEFAULT_CHART_AVERAGING_MINUTES,
    channels: null,
    monitoringLocationIds: null,
    range: query.range,
  };
}

/** A range resolved at a moment, or why it cannot be. */
export type ResolvedRange =
  { ok: true; from: number; to: number } | { ok: false; error: ValidationError };

/**
 * The instants a range stands for at `now` (projects §5, §8). A relative key is a duration key
 * that must be one of the picker's presets: an empty key is 'Duration key must not be empty', a
 * zero duration 'Duration must be greater than zero', anything else unknown 'Invalid date time
 * range'. An absolute range is returned as written (chartProblems checks its order and length).
 */
export function resolveChartRange(range: ChartRange, now: number): ResolvedRange {
  if (range.kind === 'relative') {
    const duration = parseDuration(range.key);
    if (typeof duration !== 'number') return { ok: false, error: duration };
    if (!isRelativePresetKey(range.key.trim())) {
      return { ok: false, error: fail('range.invalidPreset') };
    }
    return { ok: true, from: now - duration, to: now };
  }
  return {
    ok: true,
    from: range.from ?? Number.NaN,
    to: range.to ?? Number.NaN,
  };
}

/** The range picker's value for a query range, or null when the picker cannot show it. */
export function pickerValue(range: ChartRange): DateTimeRangeValue | null {
  if (range.kind === 'relative') {
    const key = range.key.trim();
    return isRelativePresetKey(key) ? { kind: 'relative', preset: key } : null;
  }
  if (range.from === null || range.to === null) return null;
  return { kind: 'absolute', from: range.from, to: range.to };
}

/** The query range of a picker value. */
export function rangeFromPicker(value: DateTimeRangeValue): ChartRange {
  return value.kind === 'relative'
    ? { kind: 'relative', key: value.preset }
    : { kind: 'absolute', from: value.from, to: value.to };
}

/** What an individual chart query asks at a moment, once its locations and channels are known. */
export interface ChartRequestPlan {
  from: number;
  to: number;
  averagingPeriodMs: number;
}

/**
 * Every reason an individual query cannot be asked (projects §5), in the order the controls show
 * them: no channel, no location, an averaging period not offered, then the range's failure (a key
 * that is not a preset, from after to, more than 1440 buckets). Empty with the request's plan
 * when it can be asked.
 */
export function chartProblems(
  query: IndividualChartQuery,
  selection: { channels: number; locations: number },
  now: number,
): { problems: ValidationError[]; plan: ChartRequestPlan | null } {
  const problems = validateChartForm({
    type: 'individual',
    channels: Array.from({ length: selection.channels }),
    monitoringLocationIds: Array.from({ length: selection.locations }, (_, index) => index),
    averagingPeriodMinutes: query.averagingPeriod,
  });
  const range = resolveChartRange(query.range, now);
  const averagingPeriodMs = query.averagingPeriod * MINUTE_MS;
  let plan: ChartRequestPlan | null = null;
  if (!range.ok) {
    problems.push(range.error);
  } else {
    const rangeError = validateChartQuery({ from: range.from, to: range.to, averagingPeriodMs });
    if (rangeError) problems.push(rangeError);
    else plan = { from: range.from, to: range.to, averagingPeriodMs };
  }
  return { problems, plan: problems.length === 0 ? plan : null };
}

/** A relative range's end: the current minute, so every chart of a page asks the same range. */
export function relativeNow(now: number): number {
  return Math.floor(now / MINUTE_MS) * MINUTE_MS;
}
