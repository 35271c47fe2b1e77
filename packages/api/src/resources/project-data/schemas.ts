import {
  addValidationIssue,
  AVERAGING_PERIOD_MINUTES,
  fail,
  validateChartQuery,
  validateDateTimeRange,
  validateDownloadRangeLength,
} from '@aq/validation';
import { z } from 'zod';
import { qArray, qBoolean, qInt } from '../../http/query';
import { ReportFieldType } from '../common/enums';
import {
  AveragingPeriodMinutes,
  Id,
  IsoDateTime,
  Measurement,
  NumericIdParam,
} from '../common/schemas';

const MINUTE_MS = 60_000;

/** One field of a contribution's aggregated data: a field type and, optionally, its sensor. */
export const AggregatedField = z.object({
  FieldType: ReportFieldType,
  SensorName: z.string().trim().min(1).max(50).nullish(),
});

/**
 * Body of POST /v0.1/project-data/contribution/{contributionId}: the ISO range and the fields wanted.
 * The range must be non-empty ('From time must be before end time').
 */
export const AggregatedDataRequest = z
  .object({
    StartDateTime: IsoDateTime,
    EndDateTime: IsoDateTime,
    RequiredFields: z.array(AggregatedField).min(1).max(50),
  })
  .superRefine((body, ctx) => {
    const error = validateDateTimeRange({
      from: Date.parse(body.StartDateTime),
      to: Date.parse(body.EndDateTime),
    });
    if (error) addValidationIssue(ctx, error, ['StartDateTime']);
  });

/**
 * Averaging regions of a contribution series (projects §4): initial, rolling, recovery rolling,
 * stopped (no valid contribution: calm, missing wind or data); Block (NJ PAM) is ours.
 */
export const DataRegionType = z.enum(['Initial', 'Rolling', 'RecoveryRolling', 'Block', 'Stopped']);

/** A span of a series computed in one averaging region; EndTime null while it is still running. */
export const DataRegion = z.object({
  Type: DataRegionType,
  StartTime: IsoDateTime,
  EndTime: IsoDateTime.nullable(),
});

/** Aggregated data set (projects §3): one field's series with its units and averaging regions. */
export const AggregatedDataSet = z.object({
  Field: z.object({ FieldType: ReportFieldType, SensorName: z.string().nullable() }),
  Units: z.string(),
  DecimalPlaces: z.number().int().min(0),
  Values: z.array(Measurement),
  DataRegions: z.array(DataRegion),
});

/** Answer of POST /v0.1/project-data/contribution/{contributionId} (the envelope is ours). */
export const AggregatedData = z.object({ DataSets: z.array(AggregatedDataSet) });

/** Averaging periods of the channel time series in milliseconds: the allowed minutes × 60 000. */
const AveragingPeriodMs = z.literal(AVERAGING_PERIOD_MINUTES.map((minutes) => minutes * MINUTE_MS));

/** One year of 1-minute buckets: the most a down-sampled (MaxPoints) series may span. */
const MAX_DOWNSAMPLED_BUCKETS = 366 * 1440;

/**
 * Query of GET /v0.1/channelTimeseries: one channel of one monitoring location over an ISO range,
 * averaged per AveragingPeriodMs (an allowed averaging period in milliseconds).
 *
 * MaxPoints is beyond the spec (ours): when given, the server merges the averaged buckets into at
 * most MaxPoints equal time buckets and returns for each the Min, the Max and the mean (as Value)
 * of the averaged values, so a long series can be drawn at screen resolution without losing its
 * peaks. Without MaxPoints the chart limit of 1440 buckets applies ('Date range too long or
 * averaging period too short'); with it, a series may span up to a year of 1-minute buckets.
 */
export const ChannelTimeseriesQuery = z
  .object({
    ProjectId: Id,
    MonitoringLocationId: Id,
    ChannelName: z.string().trim().min(1).max(100),
    StartTime: IsoDateTime,
    EndTime: IsoDateTime,
    AveragingPeriodMs: qInt().pipe(AveragingPeriodMs),
    MaxPoints: qInt({ min: 2, max: 10_000 }).optional(),
  })
  .superRefine((query, ctx) => {
    const from = Date.parse(query.StartTime);
    const to = Date.parse(query.EndTime);
    if (query.MaxPoints === undefined) {
      const error = validateChartQuery({ from, to, averagingPeriodMs: query.AveragingPeriodMs });
      if (error) addValidationIssue(ctx, error, ['StartTime']);
      return;
    }
    if (to < from) addValidationIssue(ctx, fail('chart.fromAfterTo'), ['StartTime']);
    else if ((to - from) / query.AveragingPeriodMs > MAX_DOWNSAMPLED_BUCKETS) {
      addValidationIssue(ctx, fail('chart.tooManyBuckets'), ['StartTime']);
    }
  });

/**
 * A point of a channel time series (projects §3: Time and Value). Min and Max are ours and present
 * only when MaxPoints was asked: the lowest and highest averaged value in the bucket, Value its mean.
 */
export const ChannelTimeseriesPoint = z.object({
  Time: IsoDateTime,
  Value: z.number().nullable(),
  Min: z.number().nullable().optional(),
  Max: z.number().nullable().optional(),
});

/**
 * Answer of GET /v0.1/channelTimeseries: Data (projects §3). BucketMs is ours: the width of a
 * returned bucket (AveragingPeriodMs, or wider when MaxPoints merged buckets), so the chart breaks
 * its line at gaps longer than one bucket.
 */
export const ChannelTimeseries = z.object({
  Data: z.array(ChannelTimeseriesPoint),
  BucketMs: z.number().int().positive(),
});

/** A range in epoch milliseconds that must not be empty ('From time must be before end time'). */
function checkUnixRange(range: { FromUnixMs: number; ToUnixMs: number }, ctx: z.RefinementCtx) {
  const error = validateDateTimeRange({ from: range.FromUnixMs, to: range.ToUnixMs });
  if (error) addValidationIssue(ctx, error, ['FromUnixMs']);
}

/** Query of the contribution CSV downloads (aggregated and A-Tech 1466 report). */
export const ContributionCsvDownloadQuery = z
  .object({
    ContributionId: NumericIdParam,
    FromUnixMs: qInt({ min: 0 }),
    ToUnixMs: qInt({ min: 0 }),
  })
  .superRefine(checkUnixRange);

/**
 * Answer of the A-Tech-format sources list (path and shape not shown in the spec: ours): the
 * project's 1466 contributions the A-Tech report can be made from, with when each starts.
 */
export const AtechSources = z.object({
  Sources: z.array(
    z.object({
      ContributionId: z.number().int().positive(),
      Name: z.string(),
      StartDate: IsoDateTime,
    }),
  ),
});

/**
 * Query of GET /v0.1/project/{id}/download-data/monitoring-locations: repeated
 * MonitoringLocationIds (at least one), the range in epoch milliseconds, the averaging period
 * (default 15 minutes) and whether journal entries are included (default false). The range must
 * not be empty and may cover at most 366 days ('Date range must be 366 days or less').
 */
export const MonitoringLocationDownloadQuery = z
  .object({
    // Absent (no repeated parameter) is an empty list, so it gets the rule's message below.
    MonitoringLocationIds: qArray(Id).default([]).pipe(z.array(Id).max(100)),
    FromUnixMs: qInt({ min: 0 }),
    ToUnixMs: qInt({ min: 0 }),
    AveragingPeriodMinutes: qInt().pipe(AveragingPeriodMinutes).default(15),
    IncludeJournalData: qBoolean().default(false),
  })
  .superRefine((query, ctx) => {
    if (query.MonitoringLocationIds.length === 0) {
      addValidationIssue(ctx, fail('chart.sourceRequired'), ['MonitoringLocationIds']);
    }
    checkUnixRange(query, ctx);
    if (query.FromUnixMs < query.ToUnixMs) {
      const error = validateDownloadRangeLength(query.FromUnixMs, query.ToUnixMs);
      if (error) addValidationIssue(ctx, error, ['ToUnixMs']);
    }
  });

/**
 * The downloaded file (CSV). The client hands it over as a Blob with the name of the
 * content-disposition header.
 */
export const DownloadedFile = z.string().meta({ format: 'binary' });
