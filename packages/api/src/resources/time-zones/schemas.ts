import { z } from 'zod';

/**
 * A time zone (foundation §3.2: ianaId, offset, name, summer-time flag; projects §7: Id and Name).
 * Offset is the current standard-time offset as "+hh:mm".
 */
export const TimeZone = z.object({
  Id: z.string(),
  Name: z.string(),
  Offset: z.string().regex(/^[+-]\d{2}:\d{2}$/),
  HasSummerTime: z.boolean(),
});
/** Answer of GET /v0.1/getTimeZones. */
export const TimeZoneList = z.object({ TimeZones: z.array(TimeZone) });

/** Body of POST /v0.1/getTimeZoneFromCoordinates. */
export const TimeZoneFromCoordinatesRequest = z.object({
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
});
/** Answer of POST /v0.1/getTimeZoneFromCoordinates. */
export const TimeZoneFromCoordinatesResponse = z.object({ TimeZone });
