import type { DataSet, IngestRequest, IngestResult } from '@aq/api';
import { parseDuration, isValidationError } from '@aq/validation';
import { formatUtcOffset, timeZoneOffsetMs } from '@aq/validation/time';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { downsample, type Bucket } from '../../domain/averaging';
import { sensorByCode } from '../../domain/sensors';
import { timeWeightedAverages } from '../../domain/twa';
import type { AuthContext } from '../../http/auth';
import { ApiError, forbidden, notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { MANAGE_INSTRUMENTS, MANAGE_ORGANISATIONS } from '../../shared/permissions';
import { requireLicensed } from '../../shared/project-licence';
import { projectDisplayUnits } from '../display-settings/service';
import { NO_PROJECT_ACCESS } from '../projects/access';
import { recordIngestEvents } from '../journal/instrument-events';
import { contributionsAfterIngest } from '../contributions/materialise';
import { setPointAfterIngest } from '../alert-evaluation/setpoint';
import {
  findInstrumentBySerial,
  findLeaseOfInstrument,
  fittedSensors,
  insertReadings,
  instrumentStatusRows,
  sensorIds,
  setSensorHealth,
  updateInstrumentState,
  type StoredReading,
} from './repository';
import {
  BATTERY_OFFLINE_BELOW_PERCENT,
  isOnline,
  worstHealth,
} from '../../domain/instrument-status';
import { averagedSeries, loadPoints, summarisedMinutes, type Segment } from './series';
import {
  locationSegments,
  visibleInstruments,
  visibleProject,
  type VisibleInstrument,
} from './scope';

/** Readings may be stamped at most this far ahead of the server's clock (instrument clock drift). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
const HOUR_MS = 60 * 60_000;

type Ingest = z.output<typeof IngestRequest>;
type DataSetOut = z.input<typeof DataSet>;

/**
 * Stores a batch for an instrument, all or nothing: every row is checked first (known sensor,
 * fitted to the instrument, not in the future), then the readings and the reported state are
 * written in one transaction, which commits before the answer is sent.
 */
export async function ingestBatch(
  db: Kysely<Database>,
  instrument: { id: number; serial: string; sensors: ReadonlyArray<{ id: number; code: string }> },
  body: Ingest,
  now: Date,
): Promise<z.input<typeof IngestResult>> {
  const fitted = new Map(instrument.sensors.map((s) => [s.code, s.id]));
  const issues: { Field: string; Message: string }[] = [];
  const rows: StoredReading[] = [];
  body.Readings.forEach((reading, index) => {
    const field = `Readings.${index}`;
    const sensorId = fitted.get(reading.Sensor);
    const ts = Date.parse(reading.Time);
    if (!sensorByCode(reading.Sensor)) {
      issues.push({ Field: `${field}.Sensor`, Message: `Unknown sensor '${reading.Sensor}'.` });
    } else if (sensorId === undefined) {
      issues.push({
        Field: `${field}.Sensor`,
        Message: `Sensor '${reading.Sensor}' is not fitted to instrument ${instrument.serial} (fitted: ${[...fitted.keys()].join(', ') || 'none'}).`,
      });
    } else if (ts > now.getTime() + FUTURE_TOLERANCE_MS) {
      issues.push({ Field: `${field}.Time`, Message: `Time ${reading.Time} is in the future.` });
    } else {
      rows.push({
        instrumentId: instrument.id,
        sensorId,
        ts,
        value: reading.Value,
        flags: reading.Flags ?? null,
      });
    }
  });
  if (issues.length)
    throw new ApiError(
      400,
      issues.slice(0, 50).map((issue) => ({ ...issue, Plain: true as const })),
    );

  const inserted = await db.transaction().execute(async (trx) => {
    // Journal entries (outages closed, mode and health changes) read the state before the batch.
    await recordIngestEvents(
      trx,
      instrument.id,
      rows.map((row) => row.ts),
      body.State,
    );
    const count = await insertReadings(trx, rows);
    if (rows.length > 0) {
      // The contributions these readings feed recompute from their first minute (in this
      // transaction: the mark and the job exist only if the readings do).
      let min = Infinity;
      let max = -Infinity;
      for (const row of rows) {
        if (row.ts < min) min = row.ts;
        if (row.ts > max) max = row.ts;
      }
      await contributionsAfterIngest(trx, instrument.id, min, max);
      await setPointAfterIngest(trx, instrument.id, min, max);
    }
    const state = body.State;
    if (state) {
      if (state.OperationMode !== undefined || state.Battery !== undefined) {
        await updateInstrumentState(
          trx,
          instrument.id,
          { operationMode: state.OperationMode, battery: state.Battery },
          now,
        );
      }
      for (const [code, health] of Object.entries(state.SensorHealth ?? {})) {
        const sensorId = fitted.get(code);
        if (sensorId === undefined) continue;
        await setSensorHealth(trx, instrument.id, sensorId, health);
      }
    }
    return count;
  });
  return { Accepted: inserted, Duplicates: rows.length - inserted };
}

/** POST /v2/instruments/{instrument}/data: an API key of the instrument's owner with Manage_Instruments. */
export async function ingest(app: AppContext, auth: AuthContext, serial: string, body: Ingest) {
  const instrument = await findInstrumentBySerial(app.db, serial);
  if (!instrument || instrument.owner_organisation_id !== auth.user.organisationId) {
    throw notFound(`No instrument ${serial} in your organisation.`);
  }
  if (!auth.user.permissions.has(MANAGE_INSTRUMENTS)) throw forbidden();
  return ingestBatch(app.db, instrument, body, app.now());
}

/** The range a v2 data query names (foundation §7): from, to and duration, at most two; default the last hour. */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined; duration?: string | undefined },
  now: number,
): { from: number; to: number } {
  const from = query.from === undefined ? undefined : Date.parse(query.from);
  const to = query.to === undefined ? undefined : Date.parse(query.to);
  const parsed = query.duration === undefined ? undefined : parseDuration(query.duration);
  const duration = parsed === undefined || isValidationError(parsed) ? undefined : parsed;
  if (from !== undefined && to !== undefined) return { from, to };
  if (from !== undefined) return { from, to: duration !== undefined ? from + duration : now };
  if (to !== undefined) return { from: to - (duration ?? HOUR_MS), to };
  return { from: now - (duration ?? HOUR_MS), to: now };
}

interface SeriesRequest {
  sensorId: number;
  code: string;
  segments: Segment[];
  instrument: string | null;
  location: { id: string; name: string } | null;
}

interface ReadOptions {
  from: number;
  to: number;
  periodMinutes: number | undefined;
  timeZone: string;
  utc: boolean;
  includeEmpty: boolean;
}

/** Builds a data set: raw readings when no averaging period is asked, averaged buckets otherwise. */
async function buildDataSet(
  db: Kysely<Database>,
  requests: SeriesRequest[],
  options: ReadOptions,
): Promise<DataSetOut> {
  const series = await Promise.all(
    requests.map(async (request) => {
      const catalogue = sensorByCode(request.code);
      const values =
        options.periodMinutes === undefined
          ? (await loadPoints(db, request.sensorId, request.segments)).map((p) => ({
              t: p.t,
              value: p.v as number | null,
            }))
          : (
              await averagedSeries(db, {
                sensorId: request.sensorId,
                segments: request.segments,
                periodMinutes: options.periodMinutes,
                timeZone: options.timeZone,
                direction: 'TimeEnding',
                from: options.from,
                to: options.to,
              })
            ).map((b) => ({
              t: b.t,
              value: roundTo(b.value, (catalogue?.decimalPlaces ?? 2) + 2),
            }));
      return {
        Instrument: request.instrument,
        MonitoringLocationId: request.location?.id ?? null,
        MonitoringLocationName: request.location?.name ?? null,
        Sensor: request.code,
        Units: catalogue?.units ?? '',
        DecimalPlaces: catalogue?.decimalPlaces ?? 2,
        Values: values.map((v) => ({
          Time: formatTime(v.t, options.utc ? 'Etc/UTC' : options.timeZone),
          Value: v.value,
        })),
      };
    }),
  );
  return {
    From: formatTime(options.from, options.utc ? 'Etc/UTC' : options.timeZone),
    To: formatTime(options.to, options.utc ? 'Etc/UTC' : options.timeZone),
    AveragingPeriod: options.periodMinutes ?? null,
    Series: options.includeEmpty ? series : series.filter((s) => s.Values.length > 0),
  };
}

interface DataQuery {
  averagingPeriod?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  duration?: string | undefined;
  utc: boolean;
  includeSensorWithNoData: boolean;
}

async function instrumentRequests(
  db: Kysely<Database>,
  instruments: readonly VisibleInstrument[],
  from: number,
  to: number,
  sensor: string | undefined,
): Promise<SeriesRequest[]> {
  const requests: SeriesRequest[] = [];
  for (const instrument of instruments) {
    for (const s of await fittedSensors(db, [instrument.id])) {
      if (sensor !== undefined && s.code !== sensor) continue;
      requests.push({
        sensorId: s.id,
        code: s.code,
        segments: [{ instrumentId: instrument.id, from, to }],
        instrument: instrument.serial,
        location: null,
      });
    }
  }
  return requests;
}

function readOptions(query: DataQuery, now: number, timeZone: string): ReadOptions {
  const range = resolveRange(query, now);
  return {
    ...range,
    periodMinutes: query.averagingPeriod,
    timeZone,
    utc: query.utc,
    includeEmpty: query.includeSensorWithNoData,
  };
}

function requireSensor(code: string | undefined): void {
  if (code !== undefined && !sensorByCode(code)) throw notFound(`Unknown sensor '${code}'.`);
}

/** GET /v2/instruments/{instrument}/data[/{sensor}]. */
export async function instrumentData(
  app: AppContext,
  auth: AuthContext,
  serial: string,
  sensor: string | undefined,
  query: DataQuery,
) {
  requireSensor(sensor);
  const [instrument] = await visibleInstruments(app.db, auth, { serials: [serial] });
  if (!instrument) throw notFound(`No instrument ${serial} in your organisation.`);
  const options = readOptions(query, app.now().getTime(), instrument.timeZone);
  return buildDataSet(
    app.db,
    await instrumentRequests(app.db, [instrument], options.from, options.to, sensor),
    options,
  );
}

/** GET /v2/organisations/{organisation}/data[/{sensor}]: every instrument the organisation owns or leases. */
export async function organisationData(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  sensor: string | undefined,
  query: DataQuery,
) {
  requireSensor(sensor);
  requireOwnOrganisation(auth, organisation);
  const instruments = await visibleInstruments(app.db, auth);
  const options = readOptions(query, app.now().getTime(), 'Etc/UTC');
  return buildDataSet(
    app.db,
    await instrumentRequests(app.db, instruments, options.from, options.to, sensor),
    options,
  );
}

/** GET /v2/organisations/{organisation}/projects/{project}/data[/{sensor}] with resultDataSet. */
export async function projectData(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  projectId: string,
  sensor: string | undefined,
  query: DataQuery & { resultDataSet: 'All' | 'InstrumentsOnly' | 'MonitoringLocationsOnly' },
  locationId?: string,
) {
  requireSensor(sensor);
  requireOwnOrganisation(auth, organisation);
  const project = await visibleProject(app.db, auth, projectId);
  if (!project) throw notFound();
  if (!project.canAccess) throw forbidden(NO_PROJECT_ACCESS);
  await requireLicensed(app, project.id);
  const options = readOptions(query, app.now().getTime(), project.time_zone_id);
  const requests: SeriesRequest[] = [];
  if (locationId === undefined && query.resultDataSet !== 'MonitoringLocationsOnly') {
    const instruments = await visibleInstruments(app.db, auth, { projectId });
    requests.push(
      ...(await instrumentRequests(app.db, instruments, options.from, options.to, sensor)),
    );
  }
  if (locationId !== undefined || query.resultDataSet !== 'InstrumentsOnly') {
    const locations = await locationSegments(
      app.db,
      projectId,
      options.from,
      options.to,
      locationId,
    );
    if (locationId !== undefined && locations.length === 0) throw notFound();
    for (const location of locations) {
      const sensors = await fittedSensors(app.db, [
        ...new Set(location.segments.map((s) => s.instrumentId)),
      ]);
      for (const s of sensors) {
        if (sensor !== undefined && s.code !== sensor) continue;
        requests.push({
          sensorId: s.id,
          code: s.code,
          segments: location.segments,
          instrument: null,
          location: { id: location.id, name: location.name },
        });
      }
    }
  }
  return buildDataSet(app.db, requests, options);
}

/** GET /v2/leases/{instrument}/{leaseId}/data[/{sensor}]: the lessee's data, within the lease period. */
export async function leaseData(
  app: AppContext,
  auth: AuthContext,
  serial: string,
  leaseId: string,
  sensor: string | undefined,
  query: DataQuery,
) {
  requireSensor(sensor);
  const lease = isUuid(leaseId) ? await findLeaseOfInstrument(app.db, leaseId, serial) : undefined;
  if (!lease || lease.organisation_id !== auth.user.organisationId) throw notFound();
  const options = readOptions(query, app.now().getTime(), lease.time_zone_id ?? 'Etc/UTC');
  const from = Math.max(options.from, lease.start_date.getTime());
  const to = Math.min(options.to, lease.end_date?.getTime() ?? options.to);
  const instrument = {
    id: lease.instrument_id,
    serial: lease.serial,
    ownerOrganisationId: '',
    timeZone: options.timeZone,
    projectId: null,
  };
  return buildDataSet(
    app.db,
    await instrumentRequests(app.db, [instrument], from, to, sensor),
    options,
  );
}

/** GET /v0.1/channelTimeseries: one channel of one monitoring location, averaged, optionally down-sampled. */
export async function channelTimeseries(
  app: AppContext,
  auth: AuthContext,
  query: {
    ProjectId: string;
    MonitoringLocationId: string;
    ChannelName: string;
    StartTime: string;
    EndTime: string;
    AveragingPeriodMs: number;
    MaxPoints?: number | undefined;
  },
) {
  const project = await visibleProject(app.db, auth, query.ProjectId);
  if (!project) throw notFound();
  if (!project.canAccess) throw forbidden(NO_PROJECT_ACCESS);
  await requireLicensed(app, project.id);
  const from = Date.parse(query.StartTime);
  const to = Date.parse(query.EndTime);
  const ids = await sensorIds(app.db);
  const sensorId = ids.get(query.ChannelName);
  if (sensorId === undefined) throw notFound(`Unknown channel '${query.ChannelName}'.`);
  const [location] = await locationSegments(
    app.db,
    project.id,
    from,
    to,
    query.MonitoringLocationId,
  );
  if (!location) throw notFound();
  const periodMinutes = Math.round(query.AveragingPeriodMs / 60_000);
  // Values in the project's display unit, serialised with two decimals beyond its display decimals
  // (the chart rounds to the display decimals when it shows them).
  const display = (await projectDisplayUnits(app.db, project.id)).forSensor(query.ChannelName);
  const shown = (value: number | null) =>
    roundTo(value === null ? null : display.convert(value), display.decimals + 2);
  const totalMinutes = (to - from) / 60_000;
  if (query.MaxPoints !== undefined && periodMinutes === 1 && totalMinutes > query.MaxPoints) {
    // Minute values over a long range: each point summarises a window of whole rollup buckets, so
    // the rollups give its mean, minimum and maximum exactly without reading every minute.
    const windowMinutes = Math.ceil(totalMinutes / query.MaxPoints / 15) * 15;
    {
      const points = await summarisedMinutes(app.db, {
        sensorId,
        segments: location.segments,
        windowMinutes,
      });
      return {
        Data: points.map((p) => ({
          Time: new Date(p.t).toISOString(),
          Value: shown(p.value),
          Min: shown(p.min),
          Max: shown(p.max),
        })),
        BucketMs: windowMinutes * 60_000,
      };
    }
  }
  const buckets = await averagedSeries(app.db, {
    sensorId,
    segments: location.segments,
    periodMinutes,
    timeZone: project.time_zone_id,
    direction: 'TimeEnding',
    from,
    to,
  });
  if (query.MaxPoints === undefined) {
    return {
      Data: buckets.map((b) => ({
        Time: new Date(b.t).toISOString(),
        Value: shown(b.value),
      })),
      BucketMs: periodMinutes * 60_000,
    };
  }
  const merged: Bucket[] = downsample(buckets, query.MaxPoints);
  const total = Math.max(1, Math.ceil((to - from) / (periodMinutes * 60_000)));
  const perPoint = Math.max(1, Math.ceil(total / query.MaxPoints));
  return {
    Data: merged.map((b) => ({
      Time: new Date(b.t).toISOString(),
      Value: shown(b.value),
      Min: shown(b.min),
      Max: shown(b.max),
    })),
    BucketMs: perPoint * periodMinutes * 60_000,
  };
}

/** GET /v2/instruments/{serial}/timeweightedaveragebyhse. */
export async function timeWeightedAverage(
  app: AppContext,
  auth: AuthContext,
  serial: string,
  query: { Sensors: string[]; From: string; To: string },
) {
  const [instrument] = await visibleInstruments(app.db, auth, { serials: [serial] });
  if (!instrument) throw notFound(`No instrument ${serial} in your organisation.`);
  const from = Date.parse(query.From);
  const to = Date.parse(query.To);
  const fitted = new Map((await fittedSensors(app.db, [instrument.id])).map((s) => [s.code, s.id]));
  const sensors = await Promise.all(
    query.Sensors.map(async (code) => {
      const sensorId = fitted.get(code);
      if (sensorId === undefined)
        throw notFound(`Sensor '${code}' is not fitted to instrument ${serial}.`);
      const points = await loadPoints(app.db, sensorId, [
        { instrumentId: instrument.id, from, to },
      ]);
      const twa = timeWeightedAverages(points, from, to);
      return {
        Sensor: code,
        Units: sensorByCode(code)?.units ?? '',
        EightHourTwa: twa.eightHourTwa,
        FifteenMinuteTwa: twa.fifteenMinuteMax,
        ExposureMinutes: twa.exposureMinutes,
      };
    }),
  );
  return {
    Instrument: serial,
    From: new Date(from).toISOString(),
    To: new Date(to).toISOString(),
    Sensors: sensors,
  };
}

/**
 * GET /v0.1/project-dashboard/instrument-statuses: online from the newest reading (offline after
 * 10 minutes), the worst sensor health and the operation mode; an offline instrument shows neither
 * (its sensor, operation and battery show as offline, projects spec §4).
 */
export async function instrumentStatuses(
  app: AppContext,
  auth: AuthContext,
  serials: readonly string[],
) {
  const unique = [...new Set(serials)];
  const visible = await visibleInstruments(app.db, auth, { serials: unique });
  if (visible.length !== unique.length) throw notFound();
  const rows = new Map(
    (await instrumentStatusRows(app.db, unique)).map((row) => [row.serial, row]),
  );
  const now = app.now().getTime();
  return {
    Items: unique.map((serial) => {
      const row = rows.get(serial);
      const online = isOnline(row?.last_ts ? new Date(row.last_ts).getTime() : null, now);
      const batteryOnline = online && (row?.battery ?? 0) >= BATTERY_OFFLINE_BELOW_PERCENT;
      return {
        MonitorSerial: serial,
        OnlineStatus: online ? ('Online' as const) : ('Offline' as const),
        SensorHealthStatus: online
          ? worstHealth((row?.healths ?? []) as ('Ok' | 'Aging' | 'Failed')[])
          : null,
        OperationMode: online ? (row?.operation_mode ?? null) : null,
        BatteryStatus: batteryOnline ? ('Online' as const) : ('Offline' as const),
      };
    }),
  };
}

function requireOwnOrganisation(auth: AuthContext, organisation: string): void {
  if (
    organisation.toLowerCase() !== auth.user.organisationName.toLowerCase() &&
    !auth.user.permissions.has(MANAGE_ORGANISATIONS)
  ) {
    throw notFound();
  }
}

/**
 * Averages keep two decimals beyond the sensor's own, so a mean of 1-decimal readings is not shown
 * as 17.220000000000002 and both the rollup and the raw path give the same printed number.
 */
export function roundTo(value: number | null, decimals: number): number | null {
  if (value === null || !Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** ISO 8601 to the second with the zone's offset at that instant ('Z' for UTC). */
export function formatTime(ms: number, timeZone: string): string {
  if (timeZone === 'Etc/UTC' || timeZone === 'UTC')
    return new Date(ms).toISOString().replace('.000Z', 'Z');
  // The wall clock is the instant (to the second) moved by the zone's offset, read as UTC.
  const floored = Math.floor(ms / 1000) * 1000;
  const offset = timeZoneOffsetMs(floored, timeZone);
  const wall = new Date(floored + offset).toISOString().slice(0, 19);
  return `${wall}${formatUtcOffset(Math.round(offset / 60_000))}`;
}
