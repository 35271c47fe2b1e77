import type { ValidationError } from '@aq/validation/messages';
import { parseCoordinates } from '@aq/validation/project';
import { isValidationError } from '@aq/validation/result';

/** A point on the map in decimal degrees. */
export interface LatLng {
  /** Latitude, -90..90. */
  lat: number;
  /** Longitude, -180..180 (a map camera may report values past ±180 after crossing the antimeridian). */
  lng: number;
}

/**
 * Reads the map search: two numbers separated by a comma, "lat, lng". Both orders are accepted:
 * when the first number cannot be a latitude (outside ±90) but the second can, they are read as
 * "lng, lat". Out-of-range values give the shared `coordinates.latitudeRange` /
 * `coordinates.longitudeRange` failures of `@aq/validation`, anything else `coordinates.invalid`.
 */
export function parseLatLngSearch(text: string | null | undefined): LatLng | ValidationError {
  const result = parseCoordinates(text);
  if (isValidationError(result)) return result;
  return { lat: result.latitude, lng: result.longitude };
}

/** A longitude moved by whole turns into -180 (inclusive) .. 180 (exclusive). */
export function wrapLongitude(lng: number): number {
  // In range already: returned as is, so no rounding error creeps in.
  if (lng >= -180 && lng < 180) return lng;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  // -0 reads badly in tests and labels.
  return wrapped === 0 ? 0 : wrapped;
}

/**
 * The copy of a longitude (moved by whole turns) nearest to `reference`. A map centred on 190°
 * (just past the antimeridian) draws a point at -170° at 190°, so HTML overlays must be placed
 * there too, not a world away.
 */
export function nearestWorldCopy(lng: number, reference: number): number {
  const copy = lng + 360 * Math.round((reference - lng) / 360);
  return copy === 0 ? 0 : copy;
}
