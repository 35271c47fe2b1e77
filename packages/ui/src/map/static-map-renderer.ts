// The one shared off-screen MapLibre map that draws StaticMap's images, one view at a time. This
// module is loaded lazily (StaticMap imports it only when it has a view to draw without a URL
// template), so MapLibre stays out of the first load.
import { Map as MapLibreMap, type GeoJSONSource, type StyleSpecification } from 'maplibre-gl';
import type { Status } from '../status-indicator';
import { isTileTemplate, rasterStyle } from './raster-style';
import {
  createStaticMapService,
  STATIC_MAP_MAX_ZOOM,
  STATUS_GLYPHS,
  type QueuedRequest,
  type StaticMapImage,
  type StaticMapView,
} from './static-map-core';
import type { ThemeColours } from './theme-colours';
import { offlineStyle } from './use-maplibre';
import { maxZoomFor } from './world-style';

/** A view that takes longer than this to draw (tiles that never come) fails instead of blocking the queue. */
const RENDER_TIMEOUT_MS = 30_000;

interface Shared {
  map: MapLibreMap;
  container: HTMLDivElement;
  /** The style shown: the URL, or the offline world's colours. */
  styleKey: string;
  /** Whether that style has loaded. */
  styleLoaded: boolean;
  /** Set when the WebGL context was lost or a render failed: the map is replaced. */
  broken: boolean;
  /** The colours, size and pixel ratio the marker icons were drawn for. */
  iconsKey: string;
}

let shared: Shared | null = null;
let disposeTimer: ReturnType<typeof setTimeout> | undefined;
let mapsCreated = 0;

function styleKeyOf(view: StaticMapView): string {
  if (view.styleUrl !== null) return view.styleUrl;
  const { water, land, coast, border } = view.colours;
  return `offline:${water},${land},${coast},${border}`;
}

/** The style of a view: the offline world in its colours, a raster template's style, or the URL. */
function styleOf(view: StaticMapView): StyleSpecification | string {
  if (view.styleUrl === null) return offlineStyle(view.colours);
  return isTileTemplate(view.styleUrl) ? rasterStyle(view.styleUrl) : view.styleUrl;
}

function sizeContainer(container: HTMLDivElement, view: StaticMapView) {
  container.style.width = `${view.width}px`;
  container.style.height = `${view.height}px`;
}

/** Removes the shared map and its off-screen container (and so its WebGL context). */
function dispose() {
  clearTimeout(disposeTimer);
  disposeTimer = undefined;
  if (!shared) return;
  const { map, container } = shared;
  shared = null;
  try {
    map.remove();
  } finally {
    container.remove();
  }
}

function createShared(view: StaticMapView): Shared {
  const container = document.createElement('div');
  container.dataset.slot = 'static-map-renderer';
  container.setAttribute('aria-hidden', 'true');
  container.inert = true;
  // Off-screen but laid out (MapLibre sizes its canvas from the container).
  Object.assign(container.style, {
    position: 'fixed',
    left: '-100000px',
    top: '0',
    pointerEvents: 'none',
  });
  sizeContainer(container, view);
  document.body.append(container);
  let map: MapLibreMap;
  try {
    map = new MapLibreMap({
      container,
      style: styleOf(view),
      center: [view.center.longitude, view.center.latitude],
      zoom: view.zoom,
      maxZoom: maxZoomFor(view.styleUrl) ?? STATIC_MAP_MAX_ZOOM,
      pixelRatio: view.pixelRatio,
      interactive: false,
      attributionControl: false,
      fadeDuration: 0,
      trackResize: false,
      renderWorldCopies: true,
      maxPitch: 0,
      // The image is read back from the canvas after it is drawn.
      canvasContextAttributes: { preserveDrawingBuffer: true, antialias: true },
    });
  } catch (error) {
    // No WebGL (old device, disabled GPU).
    container.remove();
    throw error;
  }
  mapsCreated += 1;
  const next: Shared = {
    map,
    container,
    styleKey: styleKeyOf(view),
    styleLoaded: false,
    broken: false,
    iconsKey: '',
  };
  map.on('style.load', () => {
    next.styleLoaded = true;
  });
  map.getCanvas().addEventListener('webglcontextlost', () => {
    next.broken = true;
  });
  return next;
}

/**
 * Waits for the map to finish drawing (MapLibre's 'idle'); rejects when the style fails to load
 * (a bad URL, not JSON) or the time runs out. A tile that fails once the style is loaded is not
 * fatal: the image is drawn without it.
 */
function drawn(target: Shared): Promise<void> {
  const { map } = target;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error('The static map took too long to draw')),
      RENDER_TIMEOUT_MS,
    );
    function finish(error?: unknown) {
      clearTimeout(timer);
      map.off('idle', onIdle);
      map.off('error', onError);
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    }
    function onIdle() {
      if (target.styleLoaded) finish();
    }
    function onError(event: { error?: unknown }) {
      if (!target.styleLoaded) finish(event.error ?? new Error('The map style failed to load'));
    }
    map.on('idle', onIdle);
    map.on('error', onError);
    map.triggerRepaint();
  });
}

/** Waits for the style to load (our source and layer are added to it); rejects when it fails. */
function styleLoaded(target: Shared): Promise<void> {
  const { map } = target;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error('The map style took too long to load')),
      RENDER_TIMEOUT_MS,
    );
    function finish(error?: unknown) {
      clearTimeout(timer);
      map.off('style.load', onLoad);
      map.off('error', onError);
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    }
    function onLoad() {
      target.styleLoaded = true;
      finish();
    }
    function onError(event: { error?: unknown }) {
      if (!target.styleLoaded) finish(event.error ?? new Error('The map style failed to load'));
    }
    map.on('style.load', onLoad);
    map.on('error', onError);
  });
}

function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** The credits of the style's sources (online styles and raster templates bring theirs). */
function attributionOf(map: MapLibreMap): string[] {
  const credits = new Set<string>();
  for (const id of Object.keys(map.getStyle()?.sources ?? {})) {
    const source = map.getSource(id) as { attribution?: string } | undefined;
    const text = source?.attribution ? textOf(source.attribution) : '';
    if (text) credits.add(text);
  }
  return [...credits];
}

/** A marker: a dot in its status colour with a ring, and its status glyph (see STATUS_GLYPHS). */
function drawMarker(
  context: CanvasRenderingContext2D,
  status: Status,
  size: number,
  colours: ThemeColours,
) {
  const ring = Math.max(1.5, size / 11);
  context.beginPath();
  context.arc(size / 2, size / 2, size / 2 - ring / 2, 0, Math.PI * 2);
  context.fillStyle = colours[status];
  context.fill();
  context.lineWidth = ring;
  context.strokeStyle = colours.ring;
  context.stroke();
  context.scale(size / 24, size / 24);
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = colours.ring;
  context.stroke(new Path2D(STATUS_GLYPHS[status]));
}

const STATUSES: readonly Status[] = ['ok', 'caution', 'warning', 'offline'];
const MARKER_SOURCE = 'aq-static-markers';
const MARKER_LAYER = 'aq-static-markers';
const markerImage = (status: Status) => `aq-static-marker-${status}`;

/**
 * The markers as a symbol layer of one icon per status, drawn by MapLibre into the same canvas
 * as the basemap (so the image is read straight from the WebGL canvas: copying it into a 2D
 * canvas first costs far more, a full GPU read-back). The icons are redrawn when the colours,
 * the marker size or the pixel ratio change, and everything is added again after a style switch.
 */
function placeMarkers(target: Shared, view: StaticMapView) {
  const { map } = target;
  const iconsKey = `${JSON.stringify(view.colours)}|${view.markerSize}|${view.pixelRatio}`;
  if (target.iconsKey !== iconsKey) {
    const pixels = Math.max(1, Math.round(view.markerSize * view.pixelRatio));
    for (const status of STATUSES) {
      const canvas = document.createElement('canvas');
      canvas.width = pixels;
      canvas.height = pixels;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas to draw the markers');
      context.scale(pixels / view.markerSize, pixels / view.markerSize);
      drawMarker(context, status, view.markerSize, view.colours);
      const image = context.getImageData(0, 0, pixels, pixels);
      if (map.hasImage(markerImage(status))) map.removeImage(markerImage(status));
      map.addImage(markerImage(status), image, { pixelRatio: view.pixelRatio });
    }
    target.iconsKey = iconsKey;
  }
  const data = {
    type: 'FeatureCollection' as const,
    features: view.markers.map((marker, index) => ({
      type: 'Feature' as const,
      properties: { status: marker.status, order: index },
      geometry: { type: 'Point' as const, coordinates: [marker.longitude, marker.latitude] },
    })),
  };
  const source = map.getSource<GeoJSONSource>(MARKER_SOURCE);
  if (source) {
    void source.setData(data);
  } else {
    map.addSource(MARKER_SOURCE, { type: 'geojson', data });
  }
  if (!map.getLayer(MARKER_LAYER)) {
    map.addLayer({
      id: MARKER_LAYER,
      type: 'symbol',
      source: MARKER_SOURCE,
      layout: {
        'icon-image': ['concat', 'aq-static-marker-', ['get', 'status']],
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
        // Later markers over earlier ones, as listed.
        'symbol-sort-key': ['get', 'order'],
        'symbol-z-order': 'source',
      },
    });
  }
}

/** Draws one view with the shared map (created on first use, replaced after a failure). */
async function renderView(view: StaticMapView): Promise<StaticMapImage> {
  clearTimeout(disposeTimer);
  if (shared?.broken) dispose();
  try {
    if (!shared) {
      shared = createShared(view);
    } else {
      const key = styleKeyOf(view);
      if (key !== shared.styleKey) {
        shared.styleKey = key;
        shared.styleLoaded = false;
        shared.iconsKey = '';
        shared.map.setStyle(styleOf(view), { diff: false });
      }
    }
    const target = shared;
    const { map, container } = target;
    if (!target.styleLoaded) await styleLoaded(target);
    // Resizing the canvas reallocates it: only when the size or pixel ratio changes.
    const canvas = map.getCanvas();
    if (
      canvas.width !== Math.round(view.width * view.pixelRatio) ||
      canvas.height !== Math.round(view.height * view.pixelRatio)
    ) {
      sizeContainer(container, view);
      map.resize();
      if (map.getPixelRatio() !== view.pixelRatio) map.setPixelRatio(view.pixelRatio);
    }
    const maxZoom = maxZoomFor(view.styleUrl) ?? STATIC_MAP_MAX_ZOOM;
    if (map.getMaxZoom() !== maxZoom) map.setMaxZoom(maxZoom);
    map.jumpTo({ center: [view.center.longitude, view.center.latitude], zoom: view.zoom });
    placeMarkers(target, view);
    await drawn(target);
    if (target.broken) throw new Error('The WebGL context was lost');
    // The drawing buffer is kept (preserveDrawingBuffer), so the last frame is read here.
    return { url: canvas.toDataURL('image/png'), attribution: attributionOf(map) };
  } catch (error) {
    // Start afresh next time: the map may be half way through a failed style.
    if (shared) shared.broken = true;
    throw error;
  }
}

const service = createStaticMapService({
  render: renderView,
  // Frees the WebGL context once every requested view is drawn (the next request makes a new
  // map), so a page of cards never holds one for longer than it draws.
  onIdle: () => {
    clearTimeout(disposeTimer);
    disposeTimer = setTimeout(dispose, 0);
  },
});

/** The image of a view: from the cache, or drawn in its turn by the shared off-screen map. */
export function requestStaticMap(view: StaticMapView): QueuedRequest<StaticMapImage> {
  return service.request(view);
}

/** Empties the image cache (tests and stories start afresh with it). */
export function clearStaticMapCache(): void {
  service.clear();
}

/** Counters for tests: maps created, images drawn, and whether a map exists now. */
export function staticMapStats(): { mapsCreated: number; rendered: number; live: boolean } {
  return { mapsCreated, rendered: service.rendered(), live: shared !== null };
}
