/** An instrument is online while its newest reading is at most this old (a few missed uploads). */
export const OFFLINE_AFTER_MS = 10 * 60_000;

/** Below this charge the battery is shown as offline (the status score's "battery offline"). */
export const BATTERY_OFFLINE_BELOW_PERCENT = 10;

/** Online when the newest reading is no older than OFFLINE_AFTER_MS; offline with no reading. */
export function isOnline(lastDataMs: number | null, nowMs: number): boolean {
  return lastDataMs !== null && nowMs - lastDataMs <= OFFLINE_AFTER_MS;
}

/** The worst health among an instrument's sensors: Failed over Aging over Ok. */
export function worstHealth(
  healths: readonly ('Ok' | 'Aging' | 'Failed')[],
): 'Ok' | 'Aging' | 'Failed' {
  if (healths.includes('Failed')) return 'Failed';
  if (healths.includes('Aging')) return 'Aging';
  return 'Ok';
}
