import type {
  DashboardLocations,
  DashboardWindData,
  DashboardWindLocations,
  InstrumentStatuses,
} from '@aq/api';
import type { MapMarker } from '@aq/ui/map';
import type { z } from 'zod';
import { MARKER_URGENCY, markerStatus } from '../monitoring-locations/location-view';

type Location = z.infer<typeof DashboardLocations>['Items'][number];
type WindLocations = z.infer<typeof DashboardWindLocations>['Items'];
type WindData = z.infer<typeof DashboardWindData>['Items'];
type Statuses = z.infer<typeof InstrumentStatuses>['Items'];

/** The site map's markers are 22 px across (projects §9). */
export const SITE_MAP_MARKER_SIZE = 22;
/** Above this pitch the wind indicator is hidden (projects §2): its arrow no longer reads true. */
export const WIND_INDICATOR_MAX_PITCH = 60;
/** The site map tilts further than the indicator shows, so hiding it is reachable. */
export const SITE_MAP_MAX_PITCH = 75;
/** How far the site map zooms, also on the offline basemap (whose detail ends at zoom 7). */
export const SITE_MAP_MAX_ZOOM = 18;
/** Tooltips hide this many zoom levels below the map's default zoom (projects §2). */
export const TOOLTIP_ZOOM_LEVELS_BELOW_DEFAULT = 2;

/** The channel picker's first choice: every location's status, no channel value. */
export const SITE_OVERVIEW = 'site-overview';

/**
 * The channels the picker offers after Site overview: every sensor name measured at a shown
 * (not hidden) location, in the order first met.
 */
export function siteChannels(locations: readonly Location[]): string[] {
  const channels: string[] = [];
  for (const location of locations) {
    if (location.IsHidden) continue;
    for (const sensor of location.SensorTypes) {
      if (!channels.includes(sensor.Name)) channels.push(sensor.Name);
    }
  }
  return channels;
}

/** Whether a location is upwind, downwind or both for the contributions shown. */
export interface WindRole {
  upwind: boolean;
  downwind: boolean;
}

/**
 * Each location's wind role on the map, by location name (wind-locations names them): a location
 * is upwind (downwind) when it is an upwind (downwind) source of one of the `contributionIds`
 * for the chosen channel, or for any of their pollutants on Site overview (channel null).
 */
export function windRoles(
  windLocations: WindLocations | undefined,
  contributionIds: ReadonlySet<number>,
  channel: string | null,
): Map<string, WindRole> {
  const roles = new Map<string, WindRole>();
  const mark = (name: string, key: keyof WindRole) => {
    const role = roles.get(name) ?? { upwind: false, downwind: false };
    role[key] = true;
    roles.set(name, role);
  };
  for (const contribution of windLocations ?? []) {
    if (!contributionIds.has(contribution.ContributionId)) continue;
    for (const sensor of contribution.Sensors) {
      if (channel !== null && sensor.SensorCode !== channel) continue;
      sensor.UpwindLocationNames.forEach((name) => mark(name, 'upwind'));
      sensor.DownwindLocationNames.forEach((name) => mark(name, 'downwind'));
    }
  }
  return roles;
}

/** The words the markers use (translated by the page). */
export interface SiteMarkerWords {
  status: (status: Location['Status']) => string;
  upwind: string;
  downwind: string;
  /** Joins parts of the status line, e.g. 'Online · Upwind'. */
  join: (parts: string[]) => string;
  /** Formats a value with the channel's decimals in the user's locale. */
  number: (value: number, decimals: number) => string;
}

/**
 * The site map's markers (projects §2): every shown location coloured by its status; with a
 * channel chosen, the location's value of it (in the display unit, to its decimals) for the
 * tooltip; its wind role as the short label beside the marker and in the status words (so the
 * tooltip and the keyboard list say it too). The most urgent statuses are drawn last (on top).
 */
export function siteMarkers(
  locations: readonly Location[],
  channel: string | null,
  roles: ReadonlyMap<string, WindRole>,
  words: SiteMarkerWords,
): MapMarker[] {
  return locations
    .filter((location) => !location.IsHidden)
    .map((location) => {
      const role = roles.get(location.Name);
      const roleWords = [
        ...(role?.upwind ? [words.upwind] : []),
        ...(role?.downwind ? [words.downwind] : []),
      ];
      const reading =
        channel === null ? undefined : location.ChannelData.find((c) => c.Channel === channel);
      const marker: MapMarker = {
        id: location.GuidId,
        lat: location.Location.Latitude,
        lng: location.Location.Longitude,
        name: location.Name,
        status: markerStatus(location.Status),
        statusLabel: words.join([words.status(location.Status), ...roleWords]),
      };
      if (roleWords.length > 0) marker.label = words.join(roleWords);
      if (reading && reading.Value !== null) {
        marker.value = words.number(reading.Value, reading.DecimalPlaces ?? 1);
        marker.unit = reading.Unit;
      }
      return marker;
    })
    .sort((a, b) => MARKER_URGENCY[a.status] - MARKER_URGENCY[b.status]);
}

/** How many of the project's instruments are online, of how many (the map's header). */
export function onlineInstruments(statuses: Statuses | undefined): {
  online: number;
  total: number;
} {
  const items = statuses ?? [];
  return {
    online: items.filter((item) => item.OnlineStatus === 'Online').length,
    total: items.length,
  };
}

/** The wind the map's indicator shows. */
export interface SiteWind {
  contributionId: number;
  speed: number | null;
  speedUnit: string;
  /** Degrees clockwise from north the wind blows FROM; null without a reading. */
  direction: number | null;
}

/**
 * The wind on the site map: that of the first of `contributionIds` (the dashboard's order) with a
 * wind reading, preferring one measuring the chosen channel; null when none has a reading.
 */
export function siteWind(
  windData: WindData | undefined,
  contributionIds: readonly number[],
  channelContributionIds: ReadonlySet<number> | null,
): SiteWind | null {
  const byId = new Map((windData ?? []).map((item) => [item.ContributionId, item]));
  const withReading = contributionIds.filter((id) => {
    const item = byId.get(id);
    return (
      item !== undefined &&
      (item.LatestWindSpeed.Value !== null || item.LatestWindDirection.Value !== null)
    );
  });
  const preferred =
    (channelContributionIds && withReading.find((id) => channelContributionIds.has(id))) ??
    withReading[0];
  if (preferred === undefined) return null;
  const item = byId.get(preferred)!;
  return {
    contributionId: preferred,
    speed: item.LatestWindSpeed.Value,
    speedUnit: item.LatestWindSpeed.Unit,
    direction: item.LatestWindDirection.Value,
  };
}

/**
 * The angle the indicator's arrow is drawn at on screen, degrees clockwise from the screen's up:
 * the arrow points where the wind blows TO (from + 180), turned back by the map's bearing so it
 * stays true to the ground as the map rotates. 0..360.
 */
export function windArrowAngle(fromDirection: number, bearing: number): number {
  const angle = (fromDirection + 180 - bearing) % 360;
  return angle < 0 ? angle + 360 : angle;
}

/** Whether the wind indicator shows at a pitch (hidden above WIND_INDICATOR_MAX_PITCH). */
export function windIndicatorShown(pitch: number): boolean {
  return pitch <= WIND_INDICATOR_MAX_PITCH;
}

const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** The compass point (of 8) a direction is nearest, e.g. 45 → 'NE', 350 → 'N'. */
export function compassPoint(direction: number): (typeof COMPASS_POINTS)[number] {
  const normal = ((direction % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(normal / 45) % 8]!;
}
