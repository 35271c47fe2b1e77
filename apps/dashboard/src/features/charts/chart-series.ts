import type { MonitoringLocation, ProjectSensorGroup } from '@aq/api';
import type { ChannelTimeseriesAnswer } from '@aq/api/react';
import {
  CHART_COLOUR_COUNT,
  categoryColour,
  compareChannelNames,
  type SeriesKind,
  type TimeSeries,
} from '@aq/charts/time-series';
import type { z } from 'zod';
import type { ChartChannel, ChartFocus } from './chart-query';

/** A monitoring location as GET /v0.1/monitoringlocations answers it. */
export type ChartLocation = z.infer<typeof MonitoringLocation>;
/** A sensor group of the display settings (unit and decimals of a channel). */
export type SensorGroup = z.infer<typeof ProjectSensorGroup>;

/** The wind-direction channel: drawn as points on a 0–360° axis (projects §9). */
export const WIND_DIRECTION_CHANNEL = 'WD';

/** How many category colours charts cycle through (projects §9: 14). */
export const CATEGORY_COLOURS = CHART_COLOUR_COUNT;

/** A channel the chosen locations offer, in the project's display unit and decimals. */
export interface ChannelOption {
  name: string;
  unit: string;
  decimals: number;
}

/** Whether a location is active: shown (not hidden) with an instrument attached now. */
export function isActiveLocation(location: ChartLocation): boolean {
  return !location.IsHidden && location.Instruments.some((instrument) => instrument.Active);
}

/** The locations the picker offers: every shown location, and hidden ones the query names. */
export function offeredLocations(
  locations: readonly ChartLocation[],
  chosenIds: readonly string[] | null,
): ChartLocation[] {
  const chosen = new Set(chosenIds ?? []);
  return locations.filter((location) => !location.IsHidden || chosen.has(location.GuidId));
}

/**
 * The chosen locations in the project's order: the query's ids that exist (unknown ids are
 * dropped), or every active location when the query names none.
 */
export function chosenLocations(
  locations: readonly ChartLocation[],
  chosenIds: readonly string[] | null,
): ChartLocation[] {
  if (chosenIds === null) return locations.filter(isActiveLocation);
  const chosen = new Set(chosenIds);
  return locations.filter((location) => chosen.has(location.GuidId));
}

/**
 * The unit and decimals a channel is shown in: the display settings' group of that name first
 * (the server sends values in that unit), then what the location lists, then the query's own.
 */
export function channelDisplay(
  name: string,
  groups: readonly SensorGroup[] | undefined,
  fallback: { unit?: string; decimals?: number },
): { unit: string; decimals: number } {
  const group = groups?.find((candidate) => candidate.SensorGroupName === name);
  return {
    unit: group?.DisplayUnit ?? fallback.unit ?? '',
    decimals: group?.DecimalPlace ?? fallback.decimals ?? 2,
  };
}

/**
 * The channels the given locations have (their instruments' sensors), each once, particle sizes
 * first in size order (PM1, PM2.5, PM4, PM10), then the others in the order the locations list them.
 */
export function availableChannels(
  locations: readonly ChartLocation[],
  groups: readonly SensorGroup[] | undefined,
): ChannelOption[] {
  const seen = new Map<string, ChannelOption>();
  for (const location of locations) {
    for (const sensor of location.SensorTypes) {
      if (seen.has(sensor.Name)) continue;
      const decimals = location.ChannelData.find((c) => c.Channel === sensor.Name)?.DecimalPlaces;
      seen.set(sensor.Name, {
        name: sensor.Name,
        ...channelDisplay(sensor.Name, groups, {
          unit: sensor.Units,
          ...(decimals === undefined ? {} : { decimals }),
        }),
      });
    }
  }
  return [...seen.values()].sort((a, b) => compareChannelNames(a.name, b.name));
}

/**
 * The channels to chart: the query's channels that the chosen locations have (the others are
 * dropped, projects §4), or all of them when the query names none; `dropped` lists the names left
 * out, in the query's order.
 */
export function chosenChannels(
  queryChannels: readonly ChartChannel[] | null,
  available: readonly ChannelOption[],
): { channels: ChannelOption[]; dropped: string[] } {
  if (queryChannels === null) return { channels: [...available], dropped: [] };
  const wanted = new Set(queryChannels.map((channel) => channel.name));
  const channels = available.filter((channel) => wanted.has(channel.name));
  const kept = new Set(channels.map((channel) => channel.name));
  const dropped = queryChannels
    .map((channel) => channel.name)
    .filter((name, index, names) => !kept.has(name) && names.indexOf(name) === index);
  return { channels, dropped };
}

/** The query's channel list for chosen options (name, unit and decimals as shown). */
export function queryChannels(options: readonly ChannelOption[]): ChartChannel[] {
  return options.map((option) => ({
    name: option.name,
    unit: option.unit,
    decimalPlace: option.decimals,
  }));
}

/** One line of a chart: a channel at a location. */
export interface SeriesPlan {
  /** `${locationId}:${channel}`: stable across ranges, averaging and focus. */
  id: string;
  locationId: string;
  channel: string;
  label: string;
  unit: string;
  decimals: number;
  kind: SeriesKind;
  /** Position in the category colours (0–13): the same location or channel keeps its colour. */
  colourIndex: number;
}

/** One chart of the page: a channel (focus channels) or a location (focus locations). */
export interface ChartPlan {
  id: string;
  /** The chart's heading: the channel (with its unit) or the location's name. */
  title: string;
  focus: ChartFocus;
  series: SeriesPlan[];
}

/** The id of a series. */
export function seriesId(locationId: string, channel: string): string {
  return `${locationId}:${channel}`;
}

/**
 * The charts of a page (projects §2). Focus on channels: one chart per channel, one line per
 * chosen location that has it, coloured by the location's place among the project's locations.
 * Focus on locations: one chart per location, one line per chosen channel it has, coloured by the
 * channel's place among the channels the chosen locations offer. A location without any of the
 * chosen channels (or a channel no chosen location has) gets no chart.
 */
export function planCharts(
  focus: ChartFocus,
  allLocations: readonly ChartLocation[],
  locations: readonly ChartLocation[],
  channels: readonly ChannelOption[],
  available: readonly ChannelOption[],
): ChartPlan[] {
  const locationColour = (id: string) =>
    Math.max(
      0,
      allLocations.findIndex((location) => location.GuidId === id),
    ) % CATEGORY_COLOURS;
  const channelColour = (name: string) =>
    Math.max(
      0,
      available.findIndex((channel) => channel.name === name),
    ) % CATEGORY_COLOURS;
  const has = (location: ChartLocation, channel: string) =>
    location.SensorTypes.some((sensor) => sensor.Name === channel);
  const line = (
    location: ChartLocation,
    channel: ChannelOption,
    label: string,
    colourIndex: number,
  ) => ({
    id: seriesId(location.GuidId, channel.name),
    locationId: location.GuidId,
    channel: channel.name,
    label,
    unit: channel.unit,
    decimals: channel.decimals,
    kind: (channel.name === WIND_DIRECTION_CHANNEL ? 'direction' : 'line') as SeriesKind,
    colourIndex,
  });
  const plans: ChartPlan[] = [];
  if (focus === 'channels') {
    for (const channel of channels) {
      const series = locations
        .filter((location) => has(location, channel.name))
        .map((location) => line(location, channel, location.Name, locationColour(location.GuidId)));
      if (series.length > 0) {
        plans.push({ id: `channel:${channel.name}`, title: channel.name, focus, series });
      }
    }
    return plans;
  }
  for (const location of locations) {
    const series = channels
      .filter((channel) => has(location, channel.name))
      .map((channel) => line(location, channel, channel.name, channelColour(channel.name)));
    if (series.length > 0) {
      plans.push({ id: `location:${location.GuidId}`, title: location.Name, focus, series });
    }
  }
  return plans;
}

/**
 * A chart series from the server's answer: times and values as typed arrays (NaN where a bucket
 * has no value), the envelope when the server merged buckets, and the answer's bucket width so
 * the line breaks at longer gaps (projects §4).
 */
export function buildTimeSeries(
  plan: SeriesPlan,
  answer: ChannelTimeseriesAnswer,
  colour?: string,
): TimeSeries {
  const count = answer.Data.length;
  const times = new Float64Array(count);
  const values = new Float64Array(count);
  const hasEnvelope = answer.Data.some((point) => point.Min != null || point.Max != null);
  const mins = hasEnvelope ? new Float64Array(count) : undefined;
  const maxs = hasEnvelope ? new Float64Array(count) : undefined;
  answer.Data.forEach((point, index) => {
    times[index] = Date.parse(point.Time);
    values[index] = point.Value ?? Number.NaN;
    if (mins) mins[index] = point.Min ?? point.Value ?? Number.NaN;
    if (maxs) maxs[index] = point.Max ?? point.Value ?? Number.NaN;
  });
  return {
    id: plan.id,
    label: plan.label,
    unit: plan.unit,
    decimals: plan.decimals,
    kind: plan.kind,
    times,
    values,
    ...(mins && maxs ? { mins, maxs } : {}),
    bucketMs: answer.BucketMs,
    ...(colour ? { colour } : {}),
  };
}

/** Whether any series has a value (not NaN) to draw. */
export function hasAnyValue(series: readonly TimeSeries[]): boolean {
  return series.some((one) => {
    for (let index = 0; index < one.values.length; index += 1) {
      if (!Number.isNaN(one.values[index])) return true;
    }
    return false;
  });
}

/** The CSS colour of a category colour slot (0–13): a design token the chart resolves when it draws. */
export function seriesColour(colourIndex: number): string {
  return categoryColour(colourIndex);
}
