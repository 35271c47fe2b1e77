import { z } from 'zod';
import { qArray, qBoolean, qInt } from '../../http/query';
import { AveragingMode, OnlineStatus, OperationMode, SensorHealth } from '../common/enums';
import {
  AveragingPeriodMinutes,
  Id,
  IsoDateTime,
  MonitoringLocation,
  NumericId,
} from '../common/schemas';

/** Query of the dashboard calls read at a moment: dateTime (ISO), absent for now. */
export const DashboardMomentQuery = z.object({ dateTime: IsoDateTime.optional() });

/** Query of GET .../contributions-data: the moment and whether only active contributions count. */
export const DashboardContributionsQuery = z.object({
  dateTime: IsoDateTime.optional(),
  activeOnly: qBoolean().default(false),
});

/** The latest value of one contribution channel and the averaging mode that produced it. */
export const LatestChannelValue = z.object({
  ChannelCode: z.string(),
  Value: z.number().nullable(),
  AveragingMode: AveragingMode.nullable(),
});

/** Contribution channel data (projects §3): the latest value of each channel of a contribution. */
export const ContributionChannelData = z.object({
  ContributionId: NumericId,
  LatestChannelValues: z.array(LatestChannelValue),
});

/** Answer of GET .../contributions-data (the envelope is ours): one entry per contribution. */
export const DashboardContributionsData = z.object({ Items: z.array(ContributionChannelData) });

/** A reading with its unit (environmental and wind data); Value null means 'No data'. */
export const ValueWithUnit = z.object({ Value: z.number().nullable(), Unit: z.string() });

/** Environmental readings of one monitoring location (projects §3); Rain and Hail are optional. */
export const EnvironmentalData = z.object({
  MonitoringLocationName: z.string(),
  Temperature: ValueWithUnit,
  Pressure: ValueWithUnit,
  RelativeHumidity: ValueWithUnit,
  Rain: ValueWithUnit.optional(),
  Hail: ValueWithUnit.optional(),
});

/** Answer of GET .../environmental-data (the envelope is ours): one entry per location. */
export const DashboardEnvironmentalData = z.object({ Items: z.array(EnvironmentalData) });

/** Query of GET .../locations: the averaging period of the map values in minutes (default 1). */
export const DashboardLocationsQuery = z.object({
  averagingPeriod: qInt().pipe(AveragingPeriodMinutes).default(1),
});

/** Answer of GET .../locations (the envelope is ours): the project's locations for the site map. */
export const DashboardLocations = z.object({ Items: z.array(MonitoringLocation) });

/**
 * Latest wind of a contribution (projects §3 'Wind data': LatestWindSpeed and LatestWindDirection,
 * each Value and Unit). Grouping by ContributionId is ours, as each contribution has its wind source.
 */
export const ContributionWindData = z.object({
  ContributionId: NumericId,
  LatestWindSpeed: ValueWithUnit,
  LatestWindDirection: ValueWithUnit,
});

/** Answer of GET .../wind-data (the envelope is ours). */
export const DashboardWindData = z.object({ Items: z.array(ContributionWindData) });

/** Upwind and downwind location names of one sensor of a contribution at the moment asked. */
export const SensorWindLocations = z.object({
  SensorCode: z.string(),
  UpwindLocationNames: z.array(z.string()),
  DownwindLocationNames: z.array(z.string()),
});

/** Wind locations of a contribution (projects §3: per ContributionId, per SensorCode). */
export const ContributionWindLocations = z.object({
  ContributionId: NumericId,
  Sensors: z.array(SensorWindLocations),
});

/** Answer of GET .../wind-locations (the envelope and the Sensors list are ours). */
export const DashboardWindLocations = z.object({ Items: z.array(ContributionWindLocations) });

/** Query of GET /v0.1/project-dashboard/instrument-statuses: repeated monitorSerials. */
export const InstrumentStatusesQuery = z.object({
  monitorSerials: qArray(Id).pipe(z.array(Id).min(1).max(500)),
});

/**
 * Health of one instrument (projects §3 'Instrument status'). SensorHealthStatus and OperationMode
 * are null while the instrument is offline. BatteryStatus is beyond the spec's entity (ours): the
 * spec's status sort score counts an offline battery, so the widget needs it.
 */
export const InstrumentStatus = z.object({
  MonitorSerial: z.string(),
  OnlineStatus,
  SensorHealthStatus: SensorHealth.nullable(),
  OperationMode: OperationMode.nullable(),
  BatteryStatus: OnlineStatus,
});

/** Answer of GET .../instrument-statuses (the envelope is ours): one entry per serial asked. */
export const InstrumentStatuses = z.object({ Items: z.array(InstrumentStatus) });
