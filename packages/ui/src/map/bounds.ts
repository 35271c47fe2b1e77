import { wrapLongitude, type LatLng } from './coordinates';

/**
 * A box in decimal degrees. A box that crosses the antimeridian has `east` past 180 (e.g. west
 * 178, east 210 runs from Fiji to Alaska), which is how MapLibre's `fitBounds` takes it.
 */
export interface LngLatBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The smallest box holding every point. Longitudes are on a circle, so the box leaves out the
 * widest empty stretch of longitude between neighbouring points: markers in Fiji (178°) and
 * Alaska (-150°) give a 32° box across ±180, not a 328° box across the whole world. When the
 * stretch across the antimeridian ties with another, the box that does not cross wins. Null for
 * no points.
 */
export function markerBounds(points: readonly LatLng[]): LngLatBox | null {
  const first = points[0];
  if (!first) return null;
  let south = first.lat;
  let north = first.lat;
  for (const point of points) {
    south = Math.min(south, point.lat);
    north = Math.max(north, point.lat);
  }

  const longitudes = [...new Set(points.map((point) => wrapLongitude(point.lng)))].sort(
    (a, b) => a - b,
  );
  const westmost = longitudes[0] as number;
  const eastmost = longitudes[longitudes.length - 1] as number;

  // The stretch that wraps around from the eastmost point back to the westmost one.
  let widestGap = westmost + 360 - eastmost;
  let west = westmost;
  let east = eastmost;
  for (let index = 1; index < longitudes.length; index += 1) {
    const before = longitudes[index - 1] as number;
    const after = longitudes[index] as number;
    if (after - before > widestGap) {
      widestGap = after - before;
      west = after;
      east = before + 360;
    }
  }
  return { west, south, east, north };
}

/** How many degrees of longitude a box spans. */
export function longitudeSpan(box: LngLatBox): number {
  return box.east - box.west;
}
