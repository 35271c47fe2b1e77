/**
 * Site geometry of a contribution (DOMAIN.md "Site contribution" 2): the site centre, the bearing
 * of each location from it, angular distances and the automatic wind source. Pure, no I/O.
 */

const RADIANS_PER_DEGREE = Math.PI / 180;
const EARTH_RADIUS_M = 6_371_008.8;

/** Identifier of a monitoring location as the caller stores it. */
export type LocationId = string | number;

/** A point on the globe in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A monitoring location with its position. */
export interface SiteLocation extends LatLng {
  id: LocationId;
}

/** Site centre: the plain mean latitude and longitude of the data sources; null when empty. */
export function siteCentre(sources: readonly LatLng[]): LatLng | null {
  if (sources.length === 0) return null;
  let lat = 0;
  let lng = 0;
  for (const source of sources) {
    lat += source.lat;
    lng += source.lng;
  }
  return { lat: lat / sources.length, lng: lng / sources.length };
}

/** Normalises an angle in degrees to [0, 360). */
export function normaliseDegrees(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** Initial great-circle bearing from `from` to `to`, in [0, 360); 0 when the points coincide. */
export function initialBearing(from: LatLng, to: LatLng): number {
  const phi1 = from.lat * RADIANS_PER_DEGREE;
  const phi2 = to.lat * RADIANS_PER_DEGREE;
  const deltaLambda = (to.lng - from.lng) * RADIANS_PER_DEGREE;
  const y = Math.sin(deltaLambda) * Math.cos(phi2);
  const x =
    Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(deltaLambda);
  if (x === 0 && y === 0) return 0;
  // Rounded to a nanodegree before normalising, so due north never comes out as 359.999…
  const degrees = Math.round((Math.atan2(y, x) / RADIANS_PER_DEGREE) * 1e9) / 1e9;
  return normaliseDegrees(degrees);
}

/** Smallest angle between two directions in degrees, in [0, 180]. */
export function angularDistance(a: number, b: number): number {
  const difference = normaliseDegrees(a - b);
  return difference > 180 ? 360 - difference : difference;
}

/** Great-circle (haversine) distance between two points, in metres. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const phi1 = a.lat * RADIANS_PER_DEGREE;
  const phi2 = b.lat * RADIANS_PER_DEGREE;
  const dPhi = phi2 - phi1;
  const dLambda = (b.lng - a.lng) * RADIANS_PER_DEGREE;
  const h = Math.sin(dPhi / 2) ** 2 + Math.cos(phi1) * Math.cos(phi2) * Math.sin(dLambda / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Bearing of each location from the site centre, in input order. */
export function bearingsFromCentre(
  centre: LatLng,
  locations: readonly SiteLocation[],
): { id: LocationId; bearing: number }[] {
  return locations.map((location) => ({
    id: location.id,
    bearing: initialBearing(centre, location),
  }));
}

/** A location that might serve as the wind source. */
export interface WindSourceCandidate extends SiteLocation {
  hasWindSpeed: boolean;
  hasWindDirection: boolean;
}

/**
 * Automatic wind detection: the candidate nearest the site centre that has both a WS and a WD
 * sensor; null when none has both. Ties go to the candidate listed first.
 */
export function chooseWindSource(
  centre: LatLng,
  candidates: readonly WindSourceCandidate[],
): LocationId | null {
  let best: LocationId | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (!candidate.hasWindSpeed || !candidate.hasWindDirection) continue;
    const distance = distanceMetres(centre, candidate);
    if (distance < bestDistance) {
      best = candidate.id;
      bestDistance = distance;
    }
  }
  return best;
}
