import type { Status } from '../status-indicator';
import { nearestWorldCopy, wrapLongitude, type LatLng } from './coordinates';

/** MapLibre's world is 512 pixels wide at zoom 0 and doubles with each zoom level. */
const TILE_SIZE = 512;
/** Web Mercator stops here; the poles are infinitely far. */
const MAX_LATITUDE = 85.051129;

/** What clustering needs of a marker. */
export interface ClusterPoint extends LatLng {
  /** The marker's id. */
  id: string;
  /** The marker's status; a cluster shows the most urgent of its members'. */
  status: Status;
}

/** Markers close together on screen, drawn as one badge with their count. */
export interface MarkerCluster extends LatLng {
  /** A stable id: the first member's id, prefixed. */
  id: string;
  /** The ids of the markers it holds, in the markers' order. */
  memberIds: string[];
  /** The most urgent status among the members (see STATUS_URGENCY). */
  status: Status;
}

/** The result of clustering: the clusters, and the ids of markers drawn on their own. */
export interface Clustering {
  clusters: MarkerCluster[];
  /** Ids of markers that belong to a cluster (their own marker is not drawn). */
  clustered: ReadonlySet<string>;
}

/** How clustering behaves. */
export interface ClusterOptions {
  /** The current zoom; markers are grouped as they sit at its whole level (so groups hold while zooming within a level). */
  zoom: number;
  /** Markers closer than this many pixels at that level join one cluster. */
  radius: number;
  /** The highest zoom level that still clusters; above it every marker is drawn on its own. */
  maxZoom: number;
}

/**
 * Which status a cluster shows: a warning is never hidden behind a calmer status, and an offline
 * instrument outranks a healthy one.
 */
export const STATUS_URGENCY: Record<Status, number> = { ok: 0, offline: 1, caution: 2, warning: 3 };

/** A point's position in MapLibre's world pixels at a zoom level (Web Mercator). */
export function worldPixel(point: LatLng, zoomLevel: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoomLevel;
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, point.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((wrapLongitude(point.lng) + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/**
 * Groups markers that would overlap on screen. Going through the markers in order, each one not
 * yet grouped gathers every other ungrouped marker within `radius` pixels of it (across ±180
 * too); two or more make a cluster placed at their mean position. Markers at the very same place
 * always cluster below `maxZoom`, so a site with six instruments shows one badge of 6, and above
 * it every marker stands alone. The result depends only on the input order, never on timing.
 */
export function clusterMarkers(
  points: readonly ClusterPoint[],
  options: ClusterOptions,
): Clustering {
  const level = Math.floor(options.zoom);
  if (level > options.maxZoom || points.length < 2) return { clusters: [], clustered: new Set() };
  const worldWidth = TILE_SIZE * 2 ** level;
  const pixels = points.map((point) => worldPixel(point, level));
  const grid = pointGrid(pixels, worldWidth, options.radius);
  const grouped = new Set<number>();
  const clusters: MarkerCluster[] = [];
  const clustered = new Set<string>();

  points.forEach((seed, seedIndex) => {
    if (grouped.has(seedIndex)) return;
    const origin = pixels[seedIndex] as { x: number; y: number };
    const members = [seedIndex];
    for (const index of grid.near(origin)) {
      if (index === seedIndex || grouped.has(index)) continue;
      const pixel = pixels[index] as { x: number; y: number };
      const dxAround = Math.abs(pixel.x - origin.x);
      const dx = Math.min(dxAround, worldWidth - dxAround);
      const dy = pixel.y - origin.y;
      if (dx * dx + dy * dy <= options.radius * options.radius) members.push(index);
    }
    if (members.length < 2) return;
    members.sort((a, b) => a - b);
    let lat = 0;
    let lng = 0;
    let status: Status = 'ok';
    for (const index of members) {
      const member = points[index] as ClusterPoint;
      grouped.add(index);
      clustered.add(member.id);
      lat += member.lat;
      // Near ±180 the members are averaged on the seed's side of the antimeridian.
      lng += nearestWorldCopy(member.lng, seed.lng);
      if (STATUS_URGENCY[member.status] > STATUS_URGENCY[status]) status = member.status;
    }
    clusters.push({
      id: `cluster:${seed.id}`,
      memberIds: members.map((index) => (points[index] as ClusterPoint).id),
      lat: lat / members.length,
      lng: wrapLongitude(lng / members.length),
      status,
    });
  });
  return { clusters, clustered };
}

/**
 * The points' indices in square-ish cells at least `radius` wide (the world's width split evenly,
 * so the columns wrap at ±180), so that the points within `radius` of one are found in its cell
 * and the eight around it instead of among all of them: 10 000 markers cluster in milliseconds.
 */
function pointGrid(
  pixels: readonly { x: number; y: number }[],
  worldWidth: number,
  radius: number,
): { near: (pixel: { x: number; y: number }) => number[] } {
  const columns = Math.max(1, Math.floor(worldWidth / Math.max(radius, 1)));
  const cellWidth = worldWidth / columns;
  const cellHeight = Math.max(radius, 1);
  const column = (x: number) => ((Math.floor(x / cellWidth) % columns) + columns) % columns;
  const row = (y: number) => Math.floor(y / cellHeight);
  const cells = new Map<string, number[]>();
  pixels.forEach((pixel, index) => {
    const key = `${column(pixel.x)}:${row(pixel.y)}`;
    const cell = cells.get(key);
    if (cell) cell.push(index);
    else cells.set(key, [index]);
  });
  return {
    near: (pixel) => {
      const centreColumn = column(pixel.x);
      const centreRow = row(pixel.y);
      // Fewer than three columns: each is next to the others both ways; seen once each.
      const nearColumns = new Set(
        [-1, 0, 1].map((step) => (centreColumn + step + columns) % columns),
      );
      const found: number[] = [];
      for (const x of nearColumns) {
        for (let y = centreRow - 1; y <= centreRow + 1; y += 1) {
          const cell = cells.get(`${x}:${y}`);
          if (cell) found.push(...cell);
        }
      }
      return found;
    },
  };
}
