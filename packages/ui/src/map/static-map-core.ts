// The pure parts of StaticMap: which zoom a basemap can draw, the cache key of a view, the LRU
// cache, the queue that renders one view at a time, the static-image URL template and the Web
// Mercator projection of markers over a template's image. No MapLibre here (the main entry of
// @aq/ui/map imports this file; MapLibre stays in the lazy chunk).
import type { Status } from '../status-indicator';
import type { ThemeColours } from './theme-colours';

/** MapLibre's own zoom limit, which online styles keep. */
export const STATIC_MAP_MAX_ZOOM = 22;
/**
 * The offline world's zoom limit, world-style.ts's WORLD_MAX_ZOOM (a unit test keeps them equal):
 * repeated here so the main entry of @aq/ui/map does not pull in world-style.ts and its
 * topojson-client, which belong to the lazy chunk.
 */
export const OFFLINE_MAX_ZOOM = 7;
/** The diameter of a marker in CSS pixels, as the report spec sets it. */
export const STATIC_MARKER_SIZE = 22;
/** How many rendered images are kept (a 500 × 500 PNG is roughly 50–300 kB as a data: URL). */
export const STATIC_MAP_CACHE_SIZE = 48;
/** Web Mercator's latitude limit: the map is square at ±85.0511°. */
const MERCATOR_MAX_LATITUDE = 85.0511287798066;

/** A point in decimal degrees. */
export interface StaticMapPoint {
  /** Latitude, -90..90 (drawn within Web Mercator's ±85.05). */
  latitude: number;
  /** Longitude, -180..180. */
  longitude: number;
}

/** A monitoring location drawn on a static map: a dot in its status colour with its status glyph. */
export interface StaticMapMarker extends StaticMapPoint {
  /** Unique id (the React key of an overlay marker). */
  id: string;
  /** The location's health: the dot's colour and glyph (never colour alone). */
  status: Status;
}

/** Everything an image depends on: the renderer draws it, the cache key is made of it. */
export interface StaticMapView {
  /** The online style (style JSON URL or raster tile template), or null for the offline world. */
  styleUrl: string | null;
  /** The theme's canvas colours (the offline world and the markers are drawn in them). */
  colours: ThemeColours;
  center: StaticMapPoint;
  /** The zoom drawn: already clamped to what the style offers (see `effectiveZoom`). */
  zoom: number;
  /** Size in CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel of the image (the screen's devicePixelRatio, 1 to 3). */
  pixelRatio: number;
  markers: readonly StaticMapMarker[];
  /** Marker diameter in CSS pixels. */
  markerSize: number;
}

/**
 * The zoom a basemap can draw for a requested one: the offline world stops at 7 (WORLD_MAX_ZOOM,
 * its coasts end there), online styles and raster templates at MapLibre's 22; below 0 is 0. So a
 * card asking for zoom 18 on the offline world shows the region at zoom 7, still centred on the
 * location with its marker, rather than a blank square of land or sea.
 */
export function effectiveZoom(zoom: number, styleUrl: string | null): number {
  const limit = styleUrl === null ? OFFLINE_MAX_ZOOM : STATIC_MAP_MAX_ZOOM;
  if (!Number.isFinite(zoom)) return 0;
  return Math.min(Math.max(zoom, 0), limit);
}

/** The device pixel ratio an image is drawn at: the screen's, rounded to a quarter, 1 to 3. */
export function imagePixelRatio(devicePixelRatio: number | undefined): number {
  const ratio = Number.isFinite(devicePixelRatio) ? (devicePixelRatio as number) : 1;
  return Math.min(Math.max(Math.round(ratio * 4) / 4, 1), 3);
}

/** A number as a short, stable string: at most `digits` decimals, no trailing zeros, no "-0". */
function formatNumber(value: number, digits: number): string {
  const text = String(Number(value.toFixed(digits)));
  return text === '-0' ? '0' : text;
}

/**
 * The cache key of a view. Coordinates are compared to 7 decimals (about a centimetre); the
 * markers' order is kept (later markers are drawn over earlier ones); the colours are part of it,
 * so the light and dark themes have their own images; and so is the pixel ratio.
 */
export function staticMapKey(view: StaticMapView): string {
  const point = (p: StaticMapPoint) =>
    `${formatNumber(p.latitude, 7)},${formatNumber(p.longitude, 7)}`;
  const colours = Object.keys(view.colours)
    .sort()
    .map((name) => view.colours[name as keyof ThemeColours])
    .join(',');
  return [
    view.styleUrl ?? 'offline',
    colours,
    point(view.center),
    `z${formatNumber(view.zoom, 4)}`,
    `${view.width}x${view.height}@${view.pixelRatio}`,
    `m${view.markerSize}`,
    view.markers.map((marker) => `${point(marker)}:${marker.status}`).join(';'),
  ].join('|');
}

/** A least-recently-used cache: reading an entry keeps it; past `capacity` the oldest goes. */
export class LruCache<V> {
  readonly #entries = new Map<string, V>();
  readonly capacity: number;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError('An LRU cache holds at least one entry');
    }
    this.capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  delete(key: string): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** The keys from the least to the most recently used. */
  keys(): string[] {
    return [...this.#entries.keys()];
  }
}

/** Rejects the request of a caller that cancelled it before its turn. */
export class StaticMapCancelled extends Error {
  constructor() {
    super('The static map request was cancelled');
    this.name = 'StaticMapCancelled';
  }
}

/** A caller's place in the queue. */
export interface QueuedRequest<R> {
  promise: Promise<R>;
  /** Leaves the queue; the task is dropped if nobody else waits for it and it has not started. */
  cancel: () => void;
}

/** Tasks run one at a time, first come first served; tasks with the same key run once. */
export interface RenderQueue<T, R> {
  request: (key: string, task: T) => QueuedRequest<R>;
  /** The keys waiting their turn, in order. */
  waiting: () => string[];
  /** The key being worked on, or null. */
  running: () => string | null;
}

interface QueueEntry<T, R> {
  task: T;
  waiters: number;
  started: boolean;
  promise: Promise<R>;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * The queue of the one shared renderer: `worker` is called for one task at a time, in the order
 * the keys were first requested. A key requested again while waiting or running shares that
 * run. A failed task rejects its callers and the queue goes on. `onIdle` runs when the queue
 * empties.
 */
export function createRenderQueue<T, R>(
  worker: (task: T, key: string) => Promise<R>,
  onIdle?: () => void,
): RenderQueue<T, R> {
  const entries = new Map<string, QueueEntry<T, R>>();
  const order: string[] = [];
  let current: string | null = null;

  function pump() {
    if (current !== null) return;
    const key = order.shift();
    if (key === undefined) {
      onIdle?.();
      return;
    }
    const entry = entries.get(key) as QueueEntry<T, R>;
    current = key;
    entry.started = true;
    let run: Promise<R>;
    try {
      run = worker(entry.task, key);
    } catch (error) {
      run = Promise.reject(error);
    }
    run.then(entry.resolve, entry.reject).finally(() => {
      entries.delete(key);
      current = null;
      pump();
    });
  }

  return {
    request(key, task) {
      let entry = entries.get(key);
      if (!entry) {
        let resolve!: (value: R) => void;
        let reject!: (error: unknown) => void;
        const promise = new Promise<R>((done, fail) => {
          resolve = done;
          reject = fail;
        });
        entry = { task, waiters: 0, started: false, promise, resolve, reject };
        entries.set(key, entry);
        order.push(key);
      }
      const shared = entry;
      shared.waiters += 1;
      let cancelled = false;
      let settle: { resolve: (value: R) => void; reject: (error: unknown) => void } | null = null;
      const own = new Promise<R>((resolve, reject) => {
        settle = { resolve, reject };
        shared.promise.then(
          (value) => {
            if (!cancelled) resolve(value);
          },
          (error: unknown) => {
            if (!cancelled) reject(error);
          },
        );
      });
      queueMicrotask(pump);
      return {
        promise: own,
        cancel() {
          if (cancelled) return;
          cancelled = true;
          shared.waiters -= 1;
          if (shared.waiters === 0 && !shared.started) {
            entries.delete(key);
            order.splice(order.indexOf(key), 1);
          }
          settle?.reject(new StaticMapCancelled());
        },
      };
    },
    waiting: () => [...order],
    running: () => current,
  };
}

/** A rendered image: its URL and the credits of the online data drawn in it. */
export interface StaticMapImage {
  url: string;
  /** The attribution texts of the style's sources (empty for the offline world). */
  attribution: string[];
}

/** Images of views: from the cache, or rendered one at a time and then cached. */
export interface StaticMapService {
  request: (view: StaticMapView) => QueuedRequest<StaticMapImage>;
  /** Empties the cache (a theme's colours changed everywhere, or a test starts afresh). */
  clear: () => void;
  /** How many images were rendered (not served from the cache) since the start. */
  rendered: () => number;
  cache: LruCache<StaticMapImage>;
  queue: RenderQueue<StaticMapView, StaticMapImage>;
}

/**
 * The cache in front of the queue: a cached view answers at once; a view being rendered is
 * rendered once for every card that shows it; failures are not cached (the next request tries
 * again).
 */
export function createStaticMapService({
  render,
  capacity = STATIC_MAP_CACHE_SIZE,
  onIdle,
}: {
  render: (view: StaticMapView) => Promise<StaticMapImage>;
  capacity?: number;
  onIdle?: () => void;
}): StaticMapService {
  const cache = new LruCache<StaticMapImage>(capacity);
  let rendered = 0;
  const queue = createRenderQueue<StaticMapView, StaticMapImage>(async (view, key) => {
    const image = await render(view);
    rendered += 1;
    cache.set(key, image);
    return image;
  }, onIdle);
  return {
    request(view) {
      const key = staticMapKey(view);
      const hit = cache.get(key);
      if (hit) return { promise: Promise.resolve(hit), cancel: () => undefined };
      return queue.request(key, view);
    },
    clear: () => cache.clear(),
    rendered: () => rendered,
    cache,
    queue,
  };
}

/** What a static-image URL template's placeholders are filled with. */
export interface StaticMapTemplateValues {
  center: StaticMapPoint;
  zoom: number;
  width: number;
  height: number;
  pixelRatio: number;
  markers: readonly StaticMapMarker[];
}

const PLACEHOLDER = /\{(lat|lng|zoom|width|height|scale|markers)\}/g;

/**
 * Fills a deployment's static-image URL template. Placeholders: {lat} and {lng} (the centre, to
 * 6 decimals), {zoom}, {width} and {height} (CSS pixels), {scale} (the device pixel ratio) and
 * {markers} (the markers as "lat,lng,status" joined by "|", percent-encoded). Other braces are
 * left alone (a data: URL's SVG may hold some).
 */
export function fillUrlTemplate(template: string, values: StaticMapTemplateValues): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    switch (name) {
      case 'lat':
        return formatNumber(values.center.latitude, 6);
      case 'lng':
        return formatNumber(values.center.longitude, 6);
      case 'zoom':
        return formatNumber(values.zoom, 2);
      case 'width':
        return String(Math.round(values.width));
      case 'height':
        return String(Math.round(values.height));
      case 'scale':
        return formatNumber(values.pixelRatio, 2);
      default:
        return encodeURIComponent(
          values.markers
            .map(
              (marker) =>
                `${formatNumber(marker.latitude, 6)},${formatNumber(marker.longitude, 6)},${marker.status}`,
            )
            .join('|'),
        );
    }
  });
}

/** Whether the template's server draws the markers itself ({markers}); else they are overlaid. */
export function templateDrawsMarkers(template: string): boolean {
  return template.includes('{markers}');
}

function mercatorX(longitude: number): number {
  return (longitude + 180) / 360;
}

function mercatorY(latitude: number): number {
  const lat = Math.min(Math.max(latitude, -MERCATOR_MAX_LATITUDE), MERCATOR_MAX_LATITUDE);
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/**
 * Where a point falls on a Web Mercator image of `width` × `height` CSS pixels centred on
 * `center` at `zoom`, in pixels from the image's top-left corner. `tileSize` is the world's width
 * at zoom 0: 512 for MapLibre's zoom levels (and Mapbox's static images), 256 for providers that
 * count zoom in 256-pixel tiles. Across the antimeridian the nearer copy of the point is taken.
 */
export function projectOnImage(
  point: StaticMapPoint,
  {
    center,
    zoom,
    width,
    height,
    tileSize = 512,
  }: { center: StaticMapPoint; zoom: number; width: number; height: number; tileSize?: number },
): { x: number; y: number } {
  const world = tileSize * 2 ** zoom;
  let dx = (mercatorX(point.longitude) - mercatorX(center.longitude)) * world;
  dx = ((((dx + world / 2) % world) + world) % world) - world / 2;
  const dy = (mercatorY(point.latitude) - mercatorY(center.latitude)) * world;
  return { x: width / 2 + dx, y: height / 2 + dy };
}

/**
 * Each status's glyph inside the marker dot, as SVG path data in a 24 × 24 box (drawn as a 2.5
 * unit stroke): a tick, a triangle, an exclamation mark and a slash, so the status reads
 * without colour vision, echoing the icons of StatusIndicator.
 */
export const STATUS_GLYPHS: Record<Status, string> = {
  ok: 'M7 12.5l3.5 3.5L17 9',
  caution: 'M12 6.5L18 17H6Z',
  warning: 'M12 6.5v6.5M12 17v.5',
  offline: 'M7.5 7.5l9 9',
};
