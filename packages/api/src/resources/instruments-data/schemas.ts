import {
  addValidationIssue,
  fail,
  isValidationError,
  parseDuration,
  validateDateTimeRange,
} from '@aq/validation';
import { z } from 'zod';
import { qArray, qBoolean, qInt } from '../../http/query';
import { OperationMode, ResultDataSet, SensorHealth } from '../common/enums';
import { AveragingPeriodMinutes, Id, IsoDateTime, Measurement } from '../common/schemas';

const MINUTE_MS = 60_000;

/** Most points one series of a data request may hold (range ÷ averaging period, ours). */
export const MAX_POINTS_PER_SERIES = 100_000;

/** A sensor code in a path or query (PM10, VOC, WS...). */
export const SensorCode = z.string().trim().min(1).max(50);

/** The query fields every v2 data read shares (foundation §7 'v2 data'). */
const dataQueryShape = {
  averagingPeriod: qInt().pipe(AveragingPeriodMinutes).optional(),
  from: IsoDateTime.optional(),
  to: IsoDateTime.optional(),
  duration: z.string().trim().max(20).optional(),
  includeDiagnostics: qBoolean().default(false),
  rawValues: qBoolean().default(false),
  utc: qBoolean().default(true),
  includeSensorWithNoData: qBoolean().default(false),
};

interface DataRange {
  readonly averagingPeriod?: number | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly duration?: string | undefined;
}

/** Checks the range fields: duration a key such as 30m, 1h or 7d; at most two of from, to, duration. */
function checkDataRange(query: DataRange, ctx: z.RefinementCtx): void {
  let durationMs: number | undefined;
  if (query.duration !== undefined) {
    const parsed = parseDuration(query.duration);
    if (isValidationError(parsed)) {
      addValidationIssue(ctx, parsed, ['duration']);
      return;
    }
    durationMs = parsed;
  }
  const from = query.from === undefined ? undefined : Date.parse(query.from);
  const to = query.to === undefined ? undefined : Date.parse(query.to);
  if (from !== undefined && to !== undefined && durationMs !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'Give at most two of from, to and duration',
      path: ['duration'],
    });
    return;
  }
  if (from !== undefined && to !== undefined && to < from) {
    addValidationIssue(ctx, fail('chart.fromAfterTo'), ['from']);
    return;
  }
  const spanMs = from !== undefined && to !== undefined ? to - from : durationMs;
  const periodMs = (query.averagingPeriod ?? 1) * MINUTE_MS;
  if (spanMs !== undefined && spanMs / periodMs > MAX_POINTS_PER_SERIES) {
    addValidationIssue(ctx, fail('chart.tooManyBuckets'), ['from']);
  }
}

/**
 * Query of the v2 data reads of an instrument, a lease or a sensor of one. Our reading of the
 * fields the spec lists: averagingPeriod in minutes (one of 1, 5, 10, 15, 20, 30, 60, 120, 240,
 * 300, 360, 480, 720, 1440; absent: the 1-minute readings); the range from from, to and duration
 * (a key such as 30m, 1h or 7d), at most two of them: from + to, from + duration, duration + to,
 * duration alone (ending now), from alone (until now), nothing (the last hour); at most 100 000
 * points per series. includeDiagnostics adds the instrument's diagnostic channels and flagged
 * values; rawValues returns values as recorded (no calibration, reported units);
 * utc (default true) writes times in UTC rather than with the instrument's offset;
 * includeSensorWithNoData keeps series that have no value in the range.
 */
export const InstrumentDataQuery = z.object(dataQueryShape).superRefine(checkDataRange);

/**
 * Query of the v2 data reads of an organisation or a project: the instrument data query plus
 * resultDataSet (All, InstrumentsOnly or MonitoringLocationsOnly; default All).
 */
export const GroupDataQuery = z
  .object({ ...dataQueryShape, resultDataSet: ResultDataSet.default('All') })
  .superRefine(checkDataRange);

/** A value of a data set; Flags (ours) name why a value was flagged, present only when flagged. */
export const DataSetValue = Measurement.extend({ Flags: z.array(z.string()).optional() });

/**
 * One series of a data set (not shown in the spec: ours): what measured it (the instrument serial,
 * and the monitoring location when the series is a location's), the sensor code, units, decimal
 * places and the values in time order.
 */
export const DataSeries = z.object({
  Instrument: z.string().nullable(),
  MonitoringLocationId: Id.nullable(),
  MonitoringLocationName: z.string().nullable(),
  Sensor: z.string(),
  Units: z.string(),
  DecimalPlaces: z.number().int().min(0),
  Values: z.array(DataSetValue),
});

/**
 * Answer of every v2 data read (not shown in the spec: ours): the range resolved from the query,
 * the averaging period in minutes (null for the recorded readings) and the series.
 */
export const DataSet = z.object({
  From: IsoDateTime,
  To: IsoDateTime,
  AveragingPeriod: z.number().int().positive().nullable(),
  Series: z.array(DataSeries),
});

/** One reading sent to the ingestion call: ISO Time, sensor code, value and optional flags. */
export const IngestReading = z.object({
  Time: IsoDateTime,
  Sensor: SensorCode,
  Value: z.number(),
  Flags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
});

/**
 * Body of POST /v2/instruments/{instrument}/data (not shown in the spec: ours): a batch of at
 * most 10 000 readings. Ingestion is idempotent: a reading whose instrument, sensor and time are
 * already stored counts as a duplicate and is not changed.
 */
/**
 * The state an instrument reports with its readings (ours; issue: operation mode, sensor health,
 * battery). Absent fields leave the stored state as it is.
 */
export const InstrumentStateReport = z.object({
  OperationMode: OperationMode.optional(),
  /** Battery charge in percent. */
  Battery: z.number().min(0).max(100).optional(),
  /** Health by sensor code. */
  SensorHealth: z.record(SensorCode, SensorHealth).optional(),
});

/** Body of the ingestion call: up to 10 000 readings and, optionally, the instrument's state. */
export const IngestRequest = z.object({
  Readings: z.array(IngestReading).min(1).max(10_000),
  State: InstrumentStateReport.optional(),
});

/** Answer of the ingestion (ours): how many readings were stored and how many were already there. */
export const IngestResult = z.object({
  Accepted: z.number().int().min(0),
  Duplicates: z.number().int().min(0),
});

/**
 * Query of GET /v2/instruments/{serial}/timeweightedaveragebyhse: repeated Sensors and the ISO
 * range From–To (non-empty, at most 24 hours: one working day, ours).
 */
export const TimeWeightedAverageQuery = z
  .object({
    Sensors: qArray(SensorCode).pipe(z.array(z.string()).min(1).max(50)),
    From: IsoDateTime,
    To: IsoDateTime,
  })
  .superRefine((query, ctx) => {
    const from = Date.parse(query.From);
    const to = Date.parse(query.To);
    const error = validateDateTimeRange({ from, to });
    if (error) addValidationIssue(ctx, error, ['From']);
    else if (to - from > 24 * 60 * MINUTE_MS) {
      ctx.addIssue({ code: 'custom', message: 'The range must be 24 hours or less', path: ['To'] });
    }
  });

/**
 * The HSE time-weighted average of one sensor (not shown in the spec: ours). After the HSE
 * (EH40) method: the 8-hour TWA is the sum of each concentration times its duration divided by
 * 8 hours (unsampled time counts as zero exposure), and the 15-minute TWA is the highest 15-minute
 * rolling mean in the range. Null when the range has no value; ExposureMinutes counts the minutes
 * with data.
 */
export const SensorTimeWeightedAverage = z.object({
  Sensor: z.string(),
  Units: z.string(),
  EightHourTwa: z.number().nullable(),
  FifteenMinuteTwa: z.number().nullable(),
  ExposureMinutes: z.number().int().min(0),
});

/** Answer of GET /v2/instruments/{serial}/timeweightedaveragebyhse (ours). */
export const TimeWeightedAverages = z.object({
  Instrument: z.string(),
  From: IsoDateTime,
  To: IsoDateTime,
  Sensors: z.array(SensorTimeWeightedAverage),
});
