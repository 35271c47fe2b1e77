import { isOnline, worstHealth } from './instrument-status';

/** A monitoring location's marker status, as the contract spells it (MarkerStatus). */
export type LocationStatus = 'Ok' | 'Online' | 'Warning' | 'Offline';

/** What the status of a location needs to know of each instrument attached to it now. */
export interface AttachedInstrumentState {
  /** End of the instrument's newest reading (ms), or null when it never sent one. */
  readonly lastDataMs: number | null;
  /** The health of each of its sensors. */
  readonly healths: readonly ('Ok' | 'Aging' | 'Failed')[];
  /** Its operation mode (Sample is normal measuring). */
  readonly operationMode: string;
}

/**
 * The status of a monitoring location from the instruments attached to it now (decision; spec 03
 * §4 gives the instrument states, "markers online or offline by whether the location has
 * measurements"):
 * - Offline: no attached instrument is online (none attached, or none sent data within
 *   OFFLINE_AFTER_MS), so the location has no current measurements;
 * - Warning: an online instrument has a failed sensor (sensor health failed is a warning);
 * - Online: measuring, but with a caution: an online instrument has an aging sensor or is not in
 *   Sample mode (service, zero, span), so its values need care;
 * - Ok: measuring, every online instrument healthy and sampling.
 * Offline instruments do not count once another one is online: their health is unknown (projects
 * §4 shows an offline instrument's sensor and operation as offline).
 */
export function locationStatus(
  instruments: readonly AttachedInstrumentState[],
  nowMs: number,
): LocationStatus {
  const online = instruments.filter((i) => isOnline(i.lastDataMs, nowMs));
  if (online.length === 0) return 'Offline';
  const health = worstHealth(online.flatMap((i) => i.healths));
  if (health === 'Failed') return 'Warning';
  if (health === 'Aging' || online.some((i) => i.operationMode !== 'Sample')) return 'Online';
  return 'Ok';
}
