import { reportExportConfigSchema } from '@aq/validation';
import { z } from 'zod';
import { ActiveDay, ContributionType, MapStyle } from '../common/enums';
import {
  Id,
  IsoDateTime,
  NumericId,
  NumericIdParam,
  SensorTypeSummary,
  UtcOffset,
} from '../common/schemas';

/** A time of day as 'HH:mm' (00-23, 00-59). */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Invalid time');

/** Path of the /v0.1/contribution/{contributionId}/reportConfig and reportExportConfig calls. */
export const ReportConfigContributionParams = z.object({ contributionId: NumericIdParam });

/** Path of PUT and DELETE /v0.1/contributionReportExportConfig/{id}. */
export const ReportExportConfigParams = z.object({ id: Id });

/** Path of GET /v0.1/projects/{projectId}/reportExportConfigs (ours). */
export const ProjectReportExportConfigsParams = z.object({ projectId: Id });

/**
 * A contribution's report configuration and schedule (spec 02 §3 'Contribution report config').
 * MinDate and MaxDate bound the contribution period (null: no data yet, no upper bound);
 * ReportConfigId is null until a schedule is saved; ReportFrom, ReportTo and ScheduledTimeOfDay are
 * 'HH:mm' (defaults 08:00, 17:00, 18:00). ReportName defaults to the contribution name plus
 * ' Report'. ContributionAveragingPeriod is in minutes.
 */
export const ContributionReportConfig = z.object({
  ContributionId: NumericId,
  ContributionName: z.string().max(200),
  ProjectName: z.string().max(200),
  ProjectId: Id,
  TimeZoneId: z.string().max(100),
  TimeZoneOffset: UtcOffset,
  SummerTimeAdjusted: z.boolean(),
  MinDate: IsoDateTime.nullable(),
  MaxDate: IsoDateTime.nullable(),
  ReportConfigId: Id.nullable(),
  ReportFrom: TimeOfDay.nullable(),
  ReportTo: TimeOfDay.nullable(),
  ScheduledTimeOfDay: TimeOfDay.nullable(),
  Emails: z.array(z.string().max(254)).max(50),
  Days: z.array(ActiveDay).max(7),
  ScheduleActive: z.boolean(),
  ReportName: z.string().max(200),
  ContributionType,
  SensorsWithNegativeNumberFiltering: z.array(z.string().max(50)),
  HideEmptyEnvironmentalSummary: z.boolean(),
  ShowExceedanceSummary: z.boolean(),
  DisplayActionLevelsOnReportCharts: z.boolean(),
  DisplayAlertsOnReportCharts: z.boolean(),
  TablePeriodMinutes: z.number().int().min(1).max(1440),
  AttachCsv: z.boolean(),
  ContributionAveragingPeriod: z.number().int().min(1),
  SensorTypes: z.array(SensorTypeSummary),
  DisplayMonitoringLocationData: z.boolean(),
  MapStyle,
});

/**
 * A report export config (spec 02 §3): the schedule of a contribution's report. From, To and
 * ScheduledTimeOfDay are 'HH:mm'. Id is the ReportConfigId of the contribution report config.
 */
export const ReportExportConfig = z.object({
  Id,
  Name: z.string().max(200),
  From: TimeOfDay.nullable(),
  To: TimeOfDay.nullable(),
  ScheduledTimeOfDay: TimeOfDay.nullable(),
  Days: z.array(ActiveDay).max(7),
  Emails: z.array(z.string().max(254)).max(50),
  TablePeriodMinutes: z.number().int().min(1).max(1440),
  ContributionId: NumericId,
  AttachCsv: z.boolean(),
  IsActive: z.boolean(),
  DisplayMonitoringLocationData: z.boolean(),
  MapStyle,
});

/**
 * Answer of GET /v0.1/contribution/{contributionId}/reportExportConfig: the contribution's export
 * config. Null when it has none yet is not shown in the spec: ours (the dashboard then starts from
 * the default schedule).
 */
export const ContributionReportExportConfig = ReportExportConfig.nullable();

/**
 * Answer of GET /v0.1/contributionReportExportConfig. Envelope not shown in the spec: ours; every
 * export config the user can see, in Items.
 */
export const ReportExportConfigList = z.object({ Items: z.array(ReportExportConfig) });

/**
 * Body of POST /v0.1/contributionReportExportConfig and PUT .../{id}: Name, From, To,
 * ScheduledTimeOfDay, Days, Emails, TablePeriodMinutes, ContributionId, AttachCsv, IsActive,
 * DisplayMonitoringLocationData, MapStyle; the rules are @aq/validation's validateReportSchedule.
 */
export const ReportExportConfigRequest = reportExportConfigSchema;

/** An auto-export config summary (spec 02 §3, spec 03 §3): ContributionId, Name, IsActive; Id ours. */
export const ReportExportConfigSummary = z.object({
  Id,
  ContributionId: NumericId,
  Name: z.string().max(200),
  IsActive: z.boolean(),
});

/**
 * Answer of GET /v0.1/projects/{projectId}/reportExportConfigs (ours: spec 03 says the by-project
 * list is not shown). Envelope ours: the project's auto-export config summaries in Items.
 */
export const ReportExportConfigSummaryList = z.object({
  Items: z.array(ReportExportConfigSummary),
});
