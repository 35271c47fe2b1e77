import { fail, type ValidationError } from './messages';
import { formatDateTime } from './report';

const MINUTE_MS = 60_000;

/** Most averaging buckets a chart query may ask for (spec 03 §9). */
export const MAX_CHART_BUCKETS = 1440;

/** Averaging periods offered by charts and downloads, in minutes (spec 03 §9). */
export const AVERAGING_PERIOD_MINUTES = [
  1, 5, 10, 15, 20, 30, 60, 120, 240, 300, 360, 480, 720, 1440,
] as const;

/** Averaging period a new chart query starts with (spec 03 §9). */
export const DEFAULT_CHART_AVERAGING_MINUTES = 60;

/** Averaging period a new download starts with (spec 03 §9). */
export const DEFAULT_DOWNLOAD_AVERAGING_MINUTES = 15;

/** Longest range one data download may cover, in days ('Date range must be 366 days or less'). */
export const MAX_DOWNLOAD_RANGE_DAYS = 366;

/** MAX_DOWNLOAD_RANGE_DAYS in milliseconds: a range of exactly this length is allowed. */
export const MAX_DOWNLOAD_RANGE_MS = MAX_DOWNLOAD_RANGE_DAYS * 24 * 60 * MINUTE_MS;

/** Whether a number of minutes is one of AVERAGING_PERIOD_MINUTES. */
export function isAllowedAveragingPeriod(minutes: number | null | undefined): boolean {
  return AVERAGING_PERIOD_MINUTES.some((allowed) => allowed === minutes);
}

/**
 * Number of averaging buckets a range needs: ceil((to - from) / period). A period that is not a
 * positive finite number needs infinitely many, so it always fails the bucket limit.
 */
export function countBuckets(fromMs: number, toMs: number, periodMs: number): number {
  if (!Number.isFinite(periodMs) || periodMs <= 0) return Number.POSITIVE_INFINITY;
  return Math.ceil((toMs - fromMs) / periodMs);
}

/** A chart time-series query: range and averaging period in milliseconds. */
export interface ChartQueryInput {
  readonly from: number;
  readonly to: number;
  readonly averagingPeriodMs: number;
}

/**
 * Checks a chart query (spec 03 §5): a negative span (to before from) is refused, an empty one
 * is not; at most 1440 buckets, so 24 hours at 1 minute (exactly 1440) passes and 1441 fails.
 * Non-finite times give the range picker's messages. Null when valid.
 */
export function validateChartQuery(input: ChartQueryInput): ValidationError | null {
  const fromValid = Number.isFinite(input.from);
  const toValid = Number.isFinite(input.to);
  if (!fromValid && !toValid) return fail('range.bothInvalid');
  if (!fromValid) return fail('range.fromInvalid');
  if (!toValid) return fail('range.toInvalid');
  if (input.to < input.from) return fail('chart.fromAfterTo');
  if (countBuckets(input.from, input.to, input.averagingPeriodMs) > MAX_CHART_BUCKETS) {
    return fail('chart.tooManyBuckets');
  }
  return null;
}

const DURATION_UNIT_MS = { m: MINUTE_MS, h: 60 * MINUTE_MS, d: 24 * 60 * MINUTE_MS } as const;
const DURATION_KEY = /^(\d+)([mhd])$/;

/**
 * Parses a relative duration key: a whole number and a unit m (minutes), h (hours) or d (days),
 * such as '30m', '1h' or '7d'; surrounding spaces are ignored. Returns milliseconds.
 */
export function parseDuration(key: string | null | undefined): number | ValidationError {
  const text = (key ?? '').trim();
  if (text === '') return fail('chart.emptyDurationKey');
  const match = DURATION_KEY.exec(text);
  if (!match) return fail('range.invalidPreset');
  const amount = Number(match[1]);
  const unit = DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS];
  const ms = amount * unit;
  if (!Number.isSafeInteger(ms)) return fail('range.invalidPreset');
  if (ms === 0) return fail('chart.zeroDuration');
  return ms;
}

/** Validates a relative duration key; null when parseDuration accepts it. */
export function validateDurationKey(key: string | null | undefined): ValidationError | null {
  const result = parseDuration(key);
  return typeof result === 'number' ? null : result;
}

/** The individual chart query: monitoring-location channels averaged per period. */
export interface IndividualChartForm {
  readonly type: 'individual';
  readonly channels: readonly unknown[];
  readonly monitoringLocationIds: readonly (number | string)[];
  readonly averagingPeriodMinutes: number | null | undefined;
}

/** The aggregated chart query: contribution fields of one source. */
export interface AggregatedChartForm {
  readonly type: 'aggregated';
  readonly source: number | string | null | undefined;
  readonly channels: readonly unknown[];
}

/**
 * Checks the chart query form (spec 03 §3 Charts). Returns every failure in field order, empty
 * when valid. Individual: a channel, a monitoring location, an allowed averaging period.
 * Aggregated: a source ('Select a data source', as on the download page), then a channel.
 */
export function validateChartForm(
  form: IndividualChartForm | AggregatedChartForm,
): ValidationError[] {
  const errors: ValidationError[] = [];
  if (form.type === 'aggregated') {
    if (isMissingId(form.source)) errors.push(fail('download.sourceRequired'));
    if (form.channels.length === 0) errors.push(fail('chart.channelRequired'));
    return errors;
  }
  if (form.channels.length === 0) errors.push(fail('chart.channelRequired'));
  if (form.monitoringLocationIds.length === 0) errors.push(fail('chart.sourceRequired'));
  if (!isAllowedAveragingPeriod(form.averagingPeriodMinutes)) {
    errors.push(fail('chart.averagingPeriodNotAllowed'));
  }
  return errors;
}

/** A contribution offered as an aggregated download source. */
export interface DownloadSource {
  readonly id: number | string;
  /** Contribution type, in either spelling (NjPam or NJ_PAM). */
  readonly contributionType?: string | null;
  /** First instant the source has data; null when unknown. */
  readonly startTimeMs?: number | null;
}

/** A date range as the download form holds it; null or NaN marks a missing time. */
export interface DownloadRange {
  readonly from: number | null | undefined;
  readonly to: number | null | undefined;
}

/** The aggregated (contribution) download form. */
export interface AggregatedDownloadForm {
  readonly type: 'aggregated';
  readonly source: DownloadSource | null | undefined;
  readonly range: DownloadRange | null | undefined;
  readonly includeJournal?: boolean;
  /** Formats the source start in the message; default formatDateTime in UTC. */
  readonly format?: (ms: number) => string;
}

/** The individual (monitoring location) download form. */
export interface IndividualDownloadForm {
  readonly type: 'individual';
  readonly monitoringLocationIds: readonly (number | string)[];
  readonly range: DownloadRange | null | undefined;
  readonly includeJournal?: boolean;
  /** Checked against AVERAGING_PERIOD_MINUTES when given. */
  readonly averagingPeriodMinutes?: number | null;
}

/** Whether a contribution type is NJ PAM in either wire spelling. */
export function isNjPamContributionType(type: string | null | undefined): boolean {
  return type === 'NjPam' || type === 'NJ_PAM';
}

/** Why a source cannot be picked for an aggregated download (the option's tooltip), or null. */
export function validateDownloadSource(source: DownloadSource): ValidationError | null {
  return isNjPamContributionType(source.contributionType)
    ? fail('download.njPamUnavailable')
    : null;
}

/**
 * Checks the data download form (spec 03 §5 'Download'). Returns every failure in field order,
 * empty when valid. The range must have both times and from strictly before to; an aggregated
 * range may start exactly at the source's start time but not 1 ms earlier. Individual sources
 * are monitoring locations, hence 'Select at least one monitoring location'.
 */
export function validateDownloadForm(
  form: AggregatedDownloadForm | IndividualDownloadForm,
): ValidationError[] {
  const errors: ValidationError[] = [];
  if (form.type === 'aggregated') {
    if (!form.source || isMissingId(form.source.id)) {
      errors.push(fail('download.sourceRequired'));
    } else {
      const sourceError = validateDownloadSource(form.source);
      if (sourceError) errors.push(sourceError);
    }
    if (form.includeJournal) errors.push(fail('download.journalIndividualOnly'));
    const rangeError = validateDownloadRange(form.range);
    if (rangeError) {
      errors.push(rangeError);
    } else {
      const start = form.source?.startTimeMs;
      const from = form.range?.from as number;
      if (typeof start === 'number' && Number.isFinite(start) && from < start) {
        const format = form.format ?? ((ms: number) => formatDateTime(ms));
        errors.push(fail('download.startBeforeSource', { start: format(start) }));
      }
    }
    return errors;
  }
  if (form.monitoringLocationIds.length === 0) errors.push(fail('chart.sourceRequired'));
  const rangeError = validateDownloadRange(form.range);
  if (rangeError) errors.push(rangeError);
  if (
    form.averagingPeriodMinutes != null &&
    !isAllowedAveragingPeriod(form.averagingPeriodMinutes)
  ) {
    errors.push(fail('chart.averagingPeriodNotAllowed'));
  }
  return errors;
}

function validateDownloadRange(range: DownloadRange | null | undefined): ValidationError | null {
  const from = range?.from;
  const to = range?.to;
  if (typeof from !== 'number' || !Number.isFinite(from)) return fail('download.rangeRequired');
  if (typeof to !== 'number' || !Number.isFinite(to)) return fail('download.rangeRequired');
  if (from >= to) return fail('range.fromAfterTo');
  return validateDownloadRangeLength(from, to);
}

/**
 * A download covers at most MAX_DOWNLOAD_RANGE_DAYS (366 days, a leap year): exactly 366 days
 * passes, 1 ms more fails with 'Date range must be 366 days or less'. Null when within the limit.
 */
export function validateDownloadRangeLength(from: number, to: number): ValidationError | null {
  return to - from > MAX_DOWNLOAD_RANGE_MS ? fail('download.rangeTooLong') : null;
}

function isMissingId(id: number | string | null | undefined): boolean {
  return id === null || id === undefined || (typeof id === 'string' && id.trim() === '');
}
