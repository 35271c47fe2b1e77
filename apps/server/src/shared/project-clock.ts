import { formatUtcOffset, timeZoneOffsetMinutes } from '@aq/validation/time';

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
