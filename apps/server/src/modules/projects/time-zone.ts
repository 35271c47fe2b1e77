import { isValidTimeZone } from '@aq/validation/time';
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

// The clock lives in src/shared/project-clock.ts so other modules read it without a cycle.
export { projectClock } from '../../shared/project-clock';
