import {
  CONTRIBUTION_ALERT_INSTANTANEOUS_MINUTES,
  SET_POINT_AVERAGING_MINUTES,
  changeChannel,
  contributionAlertAveragingOptions,
  contributionSourceDisabledReason,
  type AlertForm,
  type AlertSource,
  type DataSourceType,
} from '@aq/validation/alert';
import type { ValidationError } from '@aq/validation/messages';

/** A sensor as the contribution summaries and monitoring locations describe it. */
export interface TriggerSensor {
  readonly Name: string;
  readonly Units: string;
}

/** A project contribution as the trigger form offers it (GET /v0.1/contribution-summaries). */
export interface TriggerContribution {
  readonly Id: number;
  readonly Name: string;
  /** Wire spelling (DER10, FOURTEEN_SIXTY_SIX, GENERIC, NJ_PAM). */
  readonly ContributionType: string;
  readonly AveragingPeriodMinutes: number;
  readonly SensorTypes: readonly TriggerSensor[];
  readonly WindSensorType: TriggerSensor | null;
}

/** A project monitoring location as the trigger form offers it (GET /v0.1/monitoringlocations). */
export interface TriggerLocation {
  readonly GuidId: string;
  readonly Name: string;
  readonly IsHidden?: boolean;
  readonly SensorTypes: readonly TriggerSensor[];
}

/** A contribution source option: disabled, with the reason, for NJ PAM (spec 02 §4). */
export interface ContributionSourceOption {
  readonly id: number;
  readonly name: string;
  readonly disabledReason: ValidationError | null;
}

/** The contributions a Contribution alert may watch, NJ PAM ones disabled with their reason. */
export function contributionSourceOptions(
  contributions: readonly TriggerContribution[],
): ContributionSourceOption[] {
  return contributions.map((contribution) => ({
    id: contribution.Id,
    name: contribution.Name,
    disabledReason: contributionSourceDisabledReason(contribution.ContributionType),
  }));
}

/** A channel of a contribution: the sensor name, its unit, and whether it is wind speed. */
export interface ChannelOption {
  readonly channel: string;
  readonly unit: string;
  /** WS is labelled 'Wind speed', any other sensor '{name} contribution' (spec 02 §3). */
  readonly isWindSpeed: boolean;
}

/** The channels of a contribution: its sensors, then its wind sensor, each once, in that order. */
export function contributionChannels(
  contribution: TriggerContribution | undefined,
): ChannelOption[] {
  if (!contribution) return [];
  const sensors = [...contribution.SensorTypes];
  if (contribution.WindSensorType) sensors.push(contribution.WindSensorType);
  const seen = new Set<string>();
  const channels: ChannelOption[] = [];
  for (const sensor of sensors) {
    if (seen.has(sensor.Name)) continue;
    seen.add(sensor.Name);
    channels.push({ channel: sensor.Name, unit: sensor.Units, isWindSpeed: sensor.Name === 'WS' });
  }
  return channels;
}

/** The averaging options of a contribution's channel in minutes (instantaneous first). */
export function contributionAveragingOptions(
  contribution: TriggerContribution | undefined,
  channel: string | undefined,
): number[] {
  if (!contribution) return [];
  return contributionAlertAveragingOptions(
    contribution.ContributionType,
    channel,
    contribution.AveragingPeriodMinutes,
  );
}

/** Whether an averaging option is the instantaneous one (1 minute). */
export function isInstantaneous(minutes: number): boolean {
  return minutes === CONTRIBUTION_ALERT_INSTANTANEOUS_MINUTES;
}

/**
 * Chooses the channel of a Contribution alert (changeChannel sets the unit). The averaging options
 * depend on the channel (WS on a 1466 contribution is 15 minutes), so a period the new channel
 * does not offer is cleared rather than kept out of sight.
 */
export function chooseContributionChannel(
  alert: AlertForm,
  channel: ChannelOption,
  contribution: TriggerContribution | undefined,
): AlertForm {
  const next = changeChannel(alert, channel.channel, channel.unit);
  const options = contributionAveragingOptions(contribution, channel.channel);
  return next.averagingPeriod !== undefined && !options.includes(next.averagingPeriod)
    ? { ...next, averagingPeriod: undefined }
    : next;
}

/** The locations an alert may watch (hidden ones are not offered). */
export function visibleLocations<T extends TriggerLocation>(locations: readonly T[]): T[] {
  return locations.filter((location) => !location.IsHidden);
}

/** A sensor a set point alert may watch, with its unit. */
export interface SensorOption {
  readonly code: string;
  readonly unit: string;
}

/**
 * The sensors of the chosen locations, each code once (the first location's unit), in the order
 * the locations and their sensors come.
 */
export function locationSensorOptions(
  locations: readonly TriggerLocation[],
  chosen: readonly AlertSource[],
): SensorOption[] {
  const ids = new Set(chosen.map((source) => String(source.id)));
  const options: SensorOption[] = [];
  const seen = new Set<string>();
  for (const location of locations) {
    if (!ids.has(location.GuidId)) continue;
    for (const sensor of location.SensorTypes) {
      if (seen.has(sensor.Name)) continue;
      seen.add(sensor.Name);
      options.push({ code: sensor.Name, unit: sensor.Units });
    }
  }
  return options;
}

/** The sensors of a contribution a set point alert may watch, with their units. */
export function contributionSensorOptions(
  contribution: TriggerContribution | undefined,
): SensorOption[] {
  return contributionChannels(contribution).map((channel) => ({
    code: channel.channel,
    unit: channel.unit,
  }));
}

/**
 * The averaging options of a set point alert in minutes: the location table (spec 02 §9), or a
 * contribution's own options (instantaneous or its rolling period) when it watches one.
 */
export function setPointAveragingOptions(
  alert: AlertForm,
  contribution: TriggerContribution | undefined,
): number[] {
  if (alert.dataSourceType === 'Contribution') {
    return contributionAveragingOptions(contribution, alert.sensorCode);
  }
  return [...SET_POINT_AVERAGING_MINUTES];
}

/**
 * Changes a set point alert's data type (Location, or Contribution under the migration flag). A
 * different type drops the sources of the other one, and with them the sensor and its unit and
 * the averaging period, whose options depend on the source (as changeSetPointLocations does).
 */
export function changeSetPointDataType(
  alert: AlertForm,
  dataSourceType: DataSourceType,
): AlertForm {
  if (alert.dataSourceType === dataSourceType) return alert;
  return {
    ...alert,
    dataSourceType,
    monitoringLocationSources: [],
    contributionSources: [],
    contributionSource: undefined,
    sensorCode: undefined,
    sensorUnit: undefined,
    averagingPeriod: undefined,
  };
}

/**
 * Chooses the one contribution of a contribution-sourced set point alert; a different one clears
 * the sensor, its unit and the averaging period.
 */
export function changeSetPointContribution(
  alert: AlertForm,
  contribution: AlertSource | undefined,
): AlertForm {
  if (String(alert.contributionSource?.id ?? '') === String(contribution?.id ?? '')) return alert;
  return {
    ...alert,
    contributionSource: contribution,
    sensorCode: undefined,
    sensorUnit: undefined,
    averagingPeriod: undefined,
  };
}

/** Chooses the sensor of a set point alert with its unit. */
export function chooseSetPointSensor(
  alert: AlertForm,
  sensor: SensorOption,
  contribution: TriggerContribution | undefined,
): AlertForm {
  const next: AlertForm = { ...alert, sensorCode: sensor.code, sensorUnit: sensor.unit };
  const options = setPointAveragingOptions(next, contribution);
  return next.averagingPeriod !== undefined && !options.includes(next.averagingPeriod)
    ? { ...next, averagingPeriod: undefined }
    : next;
}
