import { formatUtcOffset, isValidTimeZone, timeZoneOffsetMinutes } from '@aq/validation/time';
import { listEntryFor } from '../time-zones/service';

// An IANA name: area/location words, or a legacy single word such as UTC. Offsets such as
// "+01:00", which newer Intl versions accept as zones, are not time zones of a place.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The id a project stores for a time zone the caller sent: the entry of GET /v0.1/getTimeZones
 * it names (so the settings form finds it in its list), recognised ignoring case and through
 * Intl's aliases ('UTC' is Etc/UTC, 'US/Eastern' America/New_York); null when Intl knows no such
 * zone.
 */
export function normaliseTimeZone(id: string): string | null {
  const trimmed = id.trim();
  if (!IANA_NAME.test(trimmed) || !isValidTimeZone(trimmed)) return null;
  return listEntryFor(trimmed).Id;
}

/** The zone's long name at an instant, as Intl writes it in English ('Eastern Standard Time'). */
function zoneName(timeZone: string, at: number): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }).formatToParts(
    at,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A project's clock at an instant: TimeZoneOffset ("+hh:mm") and TimeZoneName. A project that is
 * not summer-time adjusted keeps the zone's standard time all year (the smaller of its mid-winter
 * and mid-summer offsets, which also holds south of the equator), so its offset and name are the
 * standard ones even while the zone itself observes summer time.
 */
export function projectClock(
  timeZone: string,
  summerTimeAdjusted: boolean,
  at: Date,
): { offset: string; name: string } {
  const now = at.getTime();
  const minutes = (ms: number) => timeZoneOffsetMinutes(ms, timeZone);
  const current = minutes(now);
  if (summerTimeAdjusted)
    return { offset: formatUtcOffset(current), name: zoneName(timeZone, now) };
  const year = at.getUTCFullYear();
  const january = Date.UTC(year, 0, 1, 12);
  const july = Date.UTC(year, 6, 1, 12);
  const standardAt = minutes(january) <= minutes(july) ? january : july;
  const standard = minutes(standardAt);
  if (standard === current)
    return { offset: formatUtcOffset(current), name: zoneName(timeZone, now) };
  return { offset: formatUtcOffset(standard), name: zoneName(timeZone, standardAt) };
}
