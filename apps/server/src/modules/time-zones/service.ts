import type { TimeZone } from '@aq/api';
import tzlookup from '@photostructure/tz-lookup';
import { formatUtcOffset, timeZoneOffsetMinutes } from '@aq/validation/time';
import type { z } from 'zod';

type Zone = z.output<typeof TimeZone>;

/** The spec's default zone (UTC+00:00); Intl may list it as 'UTC' or not at all. */
export const DEFAULT_TIME_ZONE = 'Etc/UTC';

// Offsets are read at two fixed instants, mid-winter and mid-summer of one year, so the list does
// not change with the day it is built on: the smaller is the standard offset.
const JANUARY = Date.UTC(2026, 0, 1, 12);
const JULY = Date.UTC(2026, 6, 1, 12);

function describe(id: string): Zone & { standardMinutes: number } {
  const january = timeZoneOffsetMinutes(JANUARY, id);
  const july = timeZoneOffsetMinutes(JULY, id);
  const standardMinutes = Math.min(january, july);
  const offset = formatUtcOffset(standardMinutes);
  return {
    Id: id,
    Name: `(UTC${offset}) ${id}`,
    Offset: offset,
    HasSummerTime: january !== july,
    standardMinutes,
  };
}

let cache: { list: Zone[]; byId: Map<string, Zone> } | null = null;

/** Every zone Intl knows plus Etc/UTC and the nautical zones, by offset then Id; built once. */
function zones(): { list: Zone[]; byId: Map<string, Zone> } {
  if (cache) return cache;
  const ids = new Set(
    Intl.supportedValuesOf('timeZone').map((id) => (id === 'UTC' ? DEFAULT_TIME_ZONE : id)),
  );
  ids.add(DEFAULT_TIME_ZONE);
  // The nautical zones (Etc/GMT+12 .. Etc/GMT-14, sign inverted by POSIX convention): Intl does
  // not list them, but the offline lookup answers with them at sea, where monitoring also happens.
  for (let hours = -14; hours <= 12; hours++)
    if (hours !== 0) ids.add(`Etc/GMT${hours > 0 ? '+' : ''}${hours}`);
  const described = [...ids]
    .map(describe)
    .sort(
      (a, b) => a.standardMinutes - b.standardMinutes || (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0),
    );
  const list = described.map(({ standardMinutes: _minutes, ...zone }) => zone);
  cache = { list, byId: new Map(list.map((zone) => [zone.Id, zone])) };
  return cache;
}

/** GET /v0.1/getTimeZones. */
export function listTimeZones(): { TimeZones: Zone[] } {
  return { TimeZones: zones().list };
}

/**
 * The list entry for an IANA id. The lookup data may use a newer name than Intl lists (Asia/Kolkata
 * where Intl says Asia/Calcutta), so an id not in the list is tried under Intl's canonical name;
 * a zone Intl cannot resolve at all becomes Etc/UTC.
 */
export function listEntryFor(id: string): Zone {
  const { byId } = zones();
  const direct = byId.get(id);
  if (direct) return direct;
  let canonical: string | undefined;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: id }).resolvedOptions().timeZone;
  } catch {
    canonical = undefined;
  }
  const mapped = canonical === 'UTC' ? DEFAULT_TIME_ZONE : canonical;
  return (mapped && byId.get(mapped)) || (byId.get(DEFAULT_TIME_ZONE) as Zone);
}

/** POST /v0.1/getTimeZoneFromCoordinates: the zone at a point, looked up offline. */
export function timeZoneAt(latitude: number, longitude: number): { TimeZone: Zone } {
  return { TimeZone: listEntryFor(tzlookup(latitude, longitude)) };
}
