import type {
  MonitoringLocation as MonitoringLocationSchema,
  MonitoringLocationState as MonitoringLocationStateSchema,
  MonitorInProject as MonitorInProjectSchema,
} from '@aq/api';
import type { Status } from '@aq/ui/status-indicator';
import type { z } from 'zod';

/** A monitoring location as GET /v0.1/monitoringlocations lists it. */
export type MonitoringLocation = z.infer<typeof MonitoringLocationSchema>;
/** The live state of a location (POST /v0.1/State/monitoring-locations). */
export type MonitoringLocationState = z.infer<typeof MonitoringLocationStateSchema>;
/** A monitor of the project (GET /v0.1/projects/{projectId}/monitors). */
export type MonitorInProject = z.infer<typeof MonitorInProjectSchema>;

/** The path of the monitoring locations screen (spec 03 §2). */
export const MONITORING_LOCATIONS_PATH = '/OneView/project/monitoring-locations';

/** The static map of a card: 500 × 500 pixels at zoom 18 (spec 03 §2, §9). */
export const CARD_MAP_SIZE = 500;
export const CARD_MAP_ZOOM = 18;

/** A location with its latest state merged in. */
export type LocationView = MonitoringLocation;

/**
 * The order markers are drawn in, calmest first: where a site's locations overlap (the offline map
 * stops at zoom 7, where they stand on one point) the most urgent is drawn last, on top (the same order as the map's cluster badges).
 */
export const MARKER_URGENCY: Record<Status, number> = { ok: 0, offline: 1, caution: 2, warning: 3 };

/** The marker colour of a location status: Ok is fine, Online needs attention, Warning and Offline are not. */
export function markerStatus(status: MonitoringLocation['Status']): Status {
  switch (status) {
    case 'Warning':
      return 'warning';
    case 'Offline':
      return 'offline';
    // The server's Online is measuring with a caution (an ageing sensor, or not sampling), so it
    // must not look like Ok.
    case 'Online':
      return 'caution';
    default:
      return 'ok';
  }
}

/**
 * The locations with the status and latest values of the state call (refreshed every 60 s)
 * where it has them; a location the state call does not know keeps what the list said.
 */
export function withStates(
  locations: readonly MonitoringLocation[],
  states: readonly MonitoringLocationState[] | undefined,
): LocationView[] {
  const byId = new Map((states ?? []).map((state) => [state.GuidId, state]));
  return locations.map((location) => {
    const state = byId.get(location.GuidId);
    return state
      ? { ...location, Status: state.Status, ChannelData: state.ChannelData }
      : { ...location };
  });
}

/** Whether a location matches the search: its name, a sensor type or an instrument, ignoring case. */
export function matchesLocationSearch(location: MonitoringLocation, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [
    location.Name,
    ...location.SensorTypes.map((sensor) => sensor.Name),
    ...location.Instruments.map((instrument) => instrument.Name),
  ].some((field) => field.toLowerCase().includes(text));
}

/** The active and hidden locations matching the search, each sorted by name. */
export function splitLocations(
  locations: readonly LocationView[],
  search: string,
): { active: LocationView[]; hidden: LocationView[] } {
  const sorted = locations
    .filter((location) => matchesLocationSearch(location, search))
    .sort((a, b) => a.Name.localeCompare(b.Name, undefined, { sensitivity: 'base' }));
  return {
    active: sorted.filter((location) => !location.IsHidden),
    hidden: sorted.filter((location) => location.IsHidden),
  };
}

/** How many instruments are attached to a location now (hiding needs none, spec 03 §4). */
export function attachedCount(location: MonitoringLocation): number {
  return location.Instruments.filter((instrument) => instrument.Active).length;
}

/** One latest value as the server sent it, and the decimal places to show when it says them. */
export interface ChannelValue {
  Value: number | null;
  /** The decimal places of the project's display settings, when the server sends them. */
  DecimalPlaces?: number | null;
}

/**
 * A latest value in the user's locale. The server sends it converted to the project's display
 * unit and rounded to its decimal places; with DecimalPlaces the value shows exactly that many
 * (12.5 with 2 places reads "12.50"), else as sent. Null when there is no value ('No data').
 */
export function formatChannelValue(channel: ChannelValue, locale: string): string | null {
  if (channel.Value === null || !Number.isFinite(channel.Value)) return null;
  const places = channel.DecimalPlaces;
  const format =
    typeof places === 'number' && places >= 0 && places <= 20
      ? new Intl.NumberFormat(locale, {
          minimumFractionDigits: places,
          maximumFractionDigits: places,
        })
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
  return format.format(channel.Value);
}

/** The 'lat,lng' Location string of the update call (latitude first, never swapped). */
export function locationString(location: { Latitude: number; Longitude: number }): string {
  return `${location.Latitude},${location.Longitude}`;
}
