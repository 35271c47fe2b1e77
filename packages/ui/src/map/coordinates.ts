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

/**
 * Every reading of typed coordinates, to be offered as candidates when there is more than one.
 * Two numbers that fit both orders and give different points ('-74.0, 40.7': latitude -74 in
 * Antarctica, or latitude 40.7 in New York) give both, the typed order ("lat, lng") first; a pair
 * that fits one order only ('151.2, -33.8'), or whose two orders are the same point ('10, 10'),
 * gives one. Input that fits neither order gives the failure parseLatLngSearch gives.
 */
export function latLngCandidates(text: string | null | undefined): LatLng[] | ValidationError {
  const parts = (text ?? '').split(',');
  const asTyped = parseCoordinates(text, { tryBothOrders: false });
  const swapped =
    parts.length === 2
      ? parseCoordinates(`${parts[1]},${parts[0]}`, { tryBothOrders: false })
      : asTyped;
  const readings: LatLng[] = [];
  for (const reading of [asTyped, swapped]) {
    if (!isValidationError(reading))
      readings.push({ lat: reading.latitude, lng: reading.longitude });
  }
  if (readings.length === 0) return parseLatLngSearch(text) as ValidationError;
  const [first, second] = readings as [LatLng, LatLng | undefined];
  return second && (second.lat !== first.lat || second.lng !== first.lng)
    ? [first, second]
    : [first];
}
