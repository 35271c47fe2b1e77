import { addValidationIssue, validateReportRange } from '@aq/validation';
import { z } from 'zod';
import { qInt } from '../../http/query';
import { AveragingMode, MapStyle } from '../common/enums';
import {
  AveragedMeasurement,
  Coordinates,
  CsvFile,
  Id,
  IsoDateTime,
  Measurement,
  NumericId,
  NumericIdParam,
  UtcOffset,
} from '../common/schemas';

// A report covers at least 1 minute and at most 8 days (validateReportRange); the contribution
// period (MinDate, MaxDate) is the server's to check, so it is left open here.
function addReportRangeIssue(ctx: z.RefinementCtx, from: string, to: string, path: string[]): void {
  const error = validateReportRange(Date.parse(from), Date.parse(to), {
    start: Number.NEGATIVE_INFINITY,
    end: null,
  });
  if (error) addValidationIssue(ctx, error, path);
}

/** Minutes of a report's table period: a whole number from 1 to 1440. */
export const TablePeriodMinutes = z.number().int().min(1).max(1440);

/**
 * Path of GET /v0.1/contribution/{contributionId}/report (the spec writes `{id}`) and of the
 * der10-report-data call.
 */
export const ReportContributionParams = z.object({ contributionId: NumericIdParam });

/**
 * Query of GET /v0.1/contribution/{contributionId}/report: from and to (ISO times, 1 minute to 8
 * days apart) and the table period in minutes (1 when absent, the default schedule's period).
 */
export const ContributionReportQuery = z
  .object({
    from: IsoDateTime,
    to: IsoDateTime,
    tablePeriodMinutes: qInt({ min: 1, max: 1440 }).default(1),
  })
  .superRefine((query, ctx) => addReportRangeIssue(ctx, query.from, query.to, ['from']));

/**
 * Query of GET /v0.1/contribution-report-data/{contributionId}/der10-report-data. The 1466 view
 * sends ReportAveragingPeriodMinutes 1 (1-minute table rows); the printable layout sends 0 (no
 * table averaging: the layout's own periods apply).
 */
export const Der10ReportDataQuery = z
  .object({
    FromTime: IsoDateTime,
    ToTime: IsoDateTime,
    ReportAveragingPeriodMinutes: qInt({ min: 0, max: 1440 }),
  })
  .superRefine((query, ctx) =>
    addReportRangeIssue(ctx, query.FromTime, query.ToTime, ['FromTime']),
  );

/** A data source of a contribution report: a monitoring location and where it stands. */
export const ReportDataSource = z.object({ Id, Name: z.string().max(200), Coordinates });

/** The values of one instrument (data source) in a report. */
export const InstrumentMeasurements = z.object({
  InstrumentId: Id,
  Measurements: z.array(Measurement),
});

/**
 * Which data sources were upwind and downwind over a period. The spec names
 * UpwindDownwindDataSources without its shape: ours, one entry per run of minutes with the same
 * roles (StartTime exclusive, EndTime inclusive), holding the DataSources ids of each side.
 */
export const UpwindDownwindDataSources = z.object({
  StartTime: IsoDateTime,
  EndTime: IsoDateTime,
  UpwindDataSourceIds: z.array(Id),
  DownwindDataSourceIds: z.array(Id),
});

/**
 * One pollutant of a contribution report: its readings per instrument (raw and averaged) and its
 * site contribution series. The spec lists the site contribution, upwind and downwind series after
 * SensorTypes; a contribution is computed per pollutant, so they sit in each sensor type's entry.
 * AveragedSiteContribution carries each value's AveragingMode (shown as 'Initial', '2 Hr', '30 Min').
 */
export const ReportSensorType = z.object({
  SensorType: z.string().min(1).max(50),
  DisplayUnits: z.string().max(50),
  SensorMeasurements: z.array(InstrumentMeasurements),
  AveragedSensorMeasurements: z.array(InstrumentMeasurements),
  InstantaneousSiteContribution: z.array(Measurement),
  AveragedSiteContribution: z.array(AveragedMeasurement),
  RawUpwindMeasurements: z.array(Measurement),
  RawDownwindMeasurements: z.array(Measurement),
  AveragedUpwindMeasurements: z.array(Measurement),
  AveragedDownwindMeasurements: z.array(Measurement),
  UpwindDownwindDataSources: z.array(UpwindDownwindDataSources),
});

/** The data part of a contribution report (spec 02 §3 'Contribution report data', ContributionData). */
export const ReportContributionData = z.object({
  ProjectName: z.string().max(200),
  DataSources: z.array(ReportDataSource),
  SensorTypes: z.array(ReportSensorType),
  WindSpeedMeasurements: z.array(Measurement),
  WindDirectionMeasurements: z.array(Measurement),
  AveragedWindSpeedMeasurements: z.array(Measurement),
  AveragedWindDirectionMeasurements: z.array(Measurement),
  ProjectTimeZoneId: z.string().max(100),
  ProjectTimeZoneOffset: UtcOffset,
  IsSummerTimeAdjusted: z.boolean(),
});

/** How a sensor's values are shown in a report. Range is the sensor's range (wind rose bands). */
export const ReportSensorInfo = z.object({
  SensorCode: z.string().min(1).max(50),
  Units: z.string().max(50),
  DecimalPlaces: z.number().int().min(0).max(10),
  Range: z.number().nullable(),
  DisplayUnits: z.string().max(50),
});

/** The lowest and highest value of a day; null without data. */
export const DailyMinMax = z.object({ Min: z.number().nullable(), Max: z.number().nullable() });

/**
 * One local day of environmental readings: Temperature, RelativeHumidity, Pressure and WindSpeed
 * each as Min and Max, and the unit-vector mean wind direction (degrees, null when undefined).
 */
export const DailyEnvironmentalSummary = z.object({
  Date: z.iso.date(),
  Temperature: DailyMinMax,
  RelativeHumidity: DailyMinMax,
  Pressure: DailyMinMax,
  WindSpeed: DailyMinMax,
  AverageWindDirection: z.number().min(0).max(360).nullable(),
});

/** The contribution of one pollutant over one local day. */
export const DailySensorSummary = z.object({
  SensorType: z.string().min(1).max(50),
  MinContribution: z.number().nullable(),
  MaxContribution: z.number().nullable(),
  AverageContribution: z.number().nullable(),
});

/** One local day of contributions (the DER-10 daily monitoring summary). */
export const DailyMonitoringSummary = z.object({
  Date: z.iso.date(),
  SensorSummaries: z.array(DailySensorSummary),
});

/**
 * One exceedance: a channel went above an action level at TimeTriggered. Initial-mode rows are
 * excluded from the summary; AveragingMode is shown as 'Initial', '2 Hr' (Rolling) or '30 Min'
 * (RecoveryRolling).
 */
export const ExceedanceSummary = z.object({
  Channel: z.string().min(1).max(50),
  ActionLevel: z.number(),
  TimeTriggered: IsoDateTime,
  AveragingMode,
});

/** An alert config as shown on reports (spec 02 §3). */
export const ReportAlertConfig = z.object({
  Name: z.string().max(200),
  SetPoint: z.number(),
  Sensor: z.string().max(50),
  AveragingPeriodMinutes: z.number().int().min(1),
});

/**
 * A contribution report's data (spec 02 §3): ContributionData, SensorInfo,
 * DailyEnvironmentalSummaries, DailyMonitoringSummaries and ExceedanceSummaries. AlertConfigs is
 * not shown in the spec's entity: ours, the contribution's alert configs drawn on report charts
 * (the spec's 'Alert config as shown on reports'); empty when DisplayAlertsOnReportCharts is off.
 */
export const ContributionReportData = z.object({
  ContributionData: ReportContributionData,
  SensorInfo: z.array(ReportSensorInfo),
  DailyEnvironmentalSummaries: z.array(DailyEnvironmentalSummary),
  DailyMonitoringSummaries: z.array(DailyMonitoringSummary),
  ExceedanceSummaries: z.array(ExceedanceSummary),
  AlertConfigs: z.array(ReportAlertConfig),
});

/**
 * Body of POST /v0.1/contribution/reports/generate. Not shown in the spec: ours; the contribution,
 * the range (1 minute to 8 days), the spec's simplified report config (ReportName, MapStyle,
 * TablePeriodMinutes, DisplayMonitoringLocationData; each absent one comes from the saved report
 * configuration) and whether to produce the CSV too.
 */
export const GenerateReportRequest = z
  .object({
    ContributionId: NumericId,
    From: IsoDateTime,
    To: IsoDateTime,
    ReportName: z.string().trim().min(1).max(200).optional(),
    MapStyle: MapStyle.optional(),
    TablePeriodMinutes: TablePeriodMinutes.optional(),
    DisplayMonitoringLocationData: z.boolean().optional(),
    AttachCsv: z.boolean().default(false),
  })
  .superRefine((body, ctx) => addReportRangeIssue(ctx, body.From, body.To, ['From']));

/** Answer of the generate call: the task to poll. The spec says a task id; { TaskId } is ours. */
export const GenerateReportResponse = z.object({ TaskId: Id });

/** Path of the task calls. */
export const ReportTaskParams = z.object({ taskId: Id });

/**
 * Answer of GET /v0.1/contribution/is-report-completed/{taskId}. Not shown in the spec: ours;
 * IsCompleted turns true once the task has finished, and Error then holds why it failed (null on
 * success), so the poll stops either way.
 */
export const ReportTaskStatus = z.object({
  TaskId: Id,
  IsCompleted: z.boolean(),
  Error: z.string().max(1000).nullable(),
});

/**
 * Answer of GET /v0.1/contribution/completed-report/{taskId}: the PDF as base64 ReportData with its
 * FileName and ContentType, and, when the CSV was asked for, Csv (CsvData, FileName, ContentType;
 * where the CSV sits is ours).
 */
export const CompletedReport = z.object({
  ReportData: z.base64(),
  FileName: z.string().min(1).max(255),
  ContentType: z.string().min(1).max(100),
  Csv: CsvFile.optional(),
});
