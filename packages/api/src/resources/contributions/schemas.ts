import {
  addValidationIssue,
  contributionUpdateSchema,
  createContributionSchema,
  validateDateTimeRange,
} from '@aq/validation';
import { z } from 'zod';
import { qInt } from '../../http/query';
import { ContributionType, ContributionWireType } from '../common/enums';
import {
  AveragedMeasurement,
  Id,
  IsoDateTime,
  Measurement,
  NumericId,
  NumericIdParam,
  SensorTypeSummary,
  UtcOffset,
} from '../common/schemas';

/**
 * Path of the /v0.1/contribution/{contributionId} calls. The spec writes `{id}` on the csv, data,
 * override-start-date and report calls; the segment is the same contribution id, so every call
 * names it contributionId.
 */
export const ContributionIdParams = z.object({ contributionId: NumericIdParam });

/** Query of the contribution list and summaries: narrow to an organisation (by name) or a project. */
export const ContributionListQuery = z.object({
  organisation: z.string().trim().min(1).max(200).optional(),
  projectId: Id.optional(),
});

/**
 * A contribution summary (spec 02 §3, spec 03 §3). ContributionType uses the dashboard-data
 * spelling (DER10, FOURTEEN_SIXTY_SIX, GENERIC, NJ_PAM). The WS sensor is labelled 'Wind speed',
 * any other '{name} contribution'. WindSensorType is null when the contribution has no wind sensor.
 */
export const ContributionSummary = z.object({
  Id: NumericId,
  Name: z.string().max(200),
  ContributionType: ContributionWireType,
  AveragingPeriodMinutes: z.number().int().min(1),
  SensorTypes: z.array(SensorTypeSummary),
  WindSensorType: SensorTypeSummary.nullable(),
  HasActiveLocations: z.boolean(),
});
/** Answer of GET /v0.1/contribution-summaries: the Summaries list. */
export const ContributionSummaries = z.object({ Summaries: z.array(ContributionSummary) });

/** A contribution as the user and project contribution tables list it (spec 02 §3). */
export const ContributionListItem = z.object({
  Id: NumericId,
  Name: z.string().max(200),
  ProjectId: Id,
  ProjectName: z.string().max(200),
  OrganisationName: z.string().max(200),
  ContributionType,
  CreatedDate: IsoDateTime,
  IsProjectLicensed: z.boolean(),
});
/**
 * Answer of GET /v0.1/contribution-list. Envelope not shown in the spec: ours; it carries the
 * contributions in Items.
 */
export const ContributionList = z.object({ Items: z.array(ContributionListItem) });

/**
 * Body of POST /v0.1/contribution (spec 02 §3 'Contribution creation'): AutomaticWindDetection,
 * ContributionMonitoringLocations, ContributionType, Name, ProjectId, SensorTypes,
 * AveragingPeriodMinutes, WindMonitoringLocation; the rule is @aq/validation's
 * validateCreateContribution ('Missing required fields'...).
 */
export const CreateContributionRequest = createContributionSchema;

/**
 * Answer of POST /v0.1/contribution: the new contribution's id. The spec says it returns the new id;
 * the object holding it is not shown in the spec: ours ({ Id }, a numeric contribution id).
 */
export const ContributionCreated = z.object({ Id: NumericId });

/** Body of PUT /v0.1/contribution/{contributionId} (report options and action levels, spec 02 §3). */
export const UpdateContributionRequest = contributionUpdateSchema;

/** An action level of a contribution sensor as the report view carries it. */
export const ContributionActionLevel = z.object({
  SensorCode: z.string().min(1).max(50),
  ActionLevel: z.number().nullable(),
  Units: z.string().max(50),
});

/** Averaging and time zone of a contribution (spec 02 §3 'Contribution (report view)'). */
export const ContributionDetails = z.object({
  AveragingPeriodMinutes: z.number().int().min(1),
  TimeZoneId: z.string().max(100),
  TimeZoneOffset: UtcOffset,
  SummerTimeAdjusted: z.boolean(),
  SensorTypes: z.array(SensorTypeSummary),
});

/**
 * Report options of a contribution (spec 02 §3). SensorsWithNegativeNumberFiltering is not shown in
 * the spec's view entity: ours, added so the view round-trips into the update body.
 */
export const ContributionReportOptions = z.object({
  ActionLevels: z.array(ContributionActionLevel),
  DisplayActionLevelsOnReportCharts: z.boolean(),
  DisplayAlertsOnReportCharts: z.boolean(),
  ShowExceedanceSummary: z.boolean(),
  HideEmptyEnvironmentalSummary: z.boolean(),
  SensorsWithNegativeNumberFiltering: z.array(z.string().max(50)),
});

/**
 * Ours: how far the background computation of a contribution's history has come. Queued until a
 * worker takes it, Running with Percent (0–100) of the minutes from StartDate to now, Done once
 * it has caught up (new readings are then added within a minute), Failed after its retries (the
 * message says why). ComputedTo is the last minute stored.
 */
export const ContributionHistory = z.object({
  State: z.enum(['Queued', 'Running', 'Done', 'Failed']),
  Percent: z.number().min(0).max(100),
  ComputedTo: IsoDateTime.nullable(),
  Message: z.string().nullable(),
});

/**
 * A contribution (spec 02 §3 'Contribution (report view)'): ContributionType, ContributionDetails
 * and Config. Id, Name, ProjectId and ProjectName are not shown in the spec's entity: ours, so the
 * answer of GET /v0.1/contribution/{contributionId} says which contribution it is.
 */
export const Contribution = z.object({
  Id: NumericId,
  Name: z.string().max(200),
  ProjectId: Id,
  ProjectName: z.string().max(200),
  ContributionType,
  ContributionDetails,
  Config: ContributionReportOptions,
  /** Ours: when it was created. */
  CreatedDate: IsoDateTime,
  /** Ours: where averaging starts (the creation time, or the override start date). */
  StartDate: IsoDateTime,
  /** Ours: the data sources, the wind source (null with automatic detection) and the detection flag. */
  ContributionMonitoringLocations: z.array(Id),
  WindMonitoringLocation: Id.nullable(),
  AutomaticWindDetection: z.boolean(),
  History: ContributionHistory,
});

// Both bounds are needed and from must come strictly before to (validateDateTimeRange).
function addRangeIssue(ctx: z.RefinementCtx, from: string, to: string, path: string[]): void {
  const error = validateDateTimeRange({ from: Date.parse(from), to: Date.parse(to) });
  if (error) addValidationIssue(ctx, error, path);
}

/** Query of GET /v0.1/contribution/{contributionId}/csv: the range and an optional version. */
export const ContributionCsvQuery = z
  .object({
    from: IsoDateTime,
    to: IsoDateTime,
    /**
     * Not explained in the spec: ours. The configuration version of the contribution to compute
     * with (a contribution's configuration is versioned on each update); the current one when absent.
     */
    contributionVersionOverride: qInt({ min: 1 }).optional(),
  })
  .superRefine((query, ctx) => addRangeIssue(ctx, query.from, query.to, ['from']));

/** Query of GET /v0.1/contribution/{contributionId}/data: the range. */
export const ContributionDataQuery = z
  .object({ fromTime: IsoDateTime, toTime: IsoDateTime })
  .superRefine((query, ctx) => addRangeIssue(ctx, query.fromTime, query.toTime, ['fromTime']));

/** One channel (sensor) of a contribution's data: instantaneous and averaged values. */
export const ContributionSeriesChannel = z.object({
  SensorCode: z.string().min(1).max(50),
  Units: z.string().max(50),
  InstantaneousValues: z.array(Measurement),
  AveragedValues: z.array(AveragedMeasurement),
});

/**
 * Answer of GET /v0.1/contribution/{contributionId}/data. Not shown in the spec: ours; it carries
 * the contribution's id, averaging period and range, and per channel the instantaneous (1-minute)
 * contribution values and the averaged values with their averaging mode.
 */
export const ContributionSeries = z.object({
  ContributionId: NumericId,
  FromTime: IsoDateTime,
  ToTime: IsoDateTime,
  AveragingPeriodMinutes: z.number().int().min(1),
  Channels: z.array(ContributionSeriesChannel),
});

/** Query of PATCH /v0.1/contribution/{contributionId}/override-start-date. */
export const OverrideStartDateQuery = z.object({ startDate: IsoDateTime });
