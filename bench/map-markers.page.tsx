// The page bench/map-markers.mjs opens in Chromium: 10 000 monitoring locations drawn three ways
// on the same offline map (1280 × 800): @aq/ui's GL marker layer (one GeoJSON source and circle
// layer, status as feature-state), the whole MapView component, and one DOM maplibre Marker per
// location (the yardstick). window.bench exposes the measurements; each resolves with
// [synchronous JavaScript, to the next 'render' event, to the next 'idle' event] in ms.
import '../packages/ui/src/styles/index.css';
import { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MapView } from '../packages/ui/src/map/map';
import {
  MARKER_LAYER,
  MARKER_SOURCE,
  markerData,
  markerPaint,
  markerStates,
  stateChanges,
} from '../packages/ui/src/map/marker-layer';
import { readColours } from '../packages/ui/src/map/theme-colours';
import type { MapMarker } from '../packages/ui/src/map/types';
import { offlineStyle } from '../packages/ui/src/map/use-maplibre';
import type { Status } from '../packages/ui/src/status-indicator';

type Sample = [number, number, number];

const STATUSES: Status[] = ['ok', 'caution', 'warning', 'offline'];
/** The continental USA, where the markers are spread (a fixed pseudo-random sequence). */
const BOX = { west: -124, east: -67, south: 25, north: 49 };
const LABELS = {
  mapLabel: 'Map of monitoring locations',
  mapStyle: 'Map style',
  streets: 'Streets',
  satellite: 'Satellite',
  none: 'None',
  search: 'Search coordinates',
  searchPlaceholder: 'lat, lng',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fitToMarkers: 'Fit to markers',
  markerList: 'Monitoring locations',
  unavailable: 'The map cannot be shown on this device.',
};

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

let markers: MapMarker[] = [];
let generation = 0;

function withStatuses(shift: number): MapMarker[] {
  return markers.map((marker, index) => ({
    ...marker,
    status: STATUSES[(index + shift) % STATUSES.length] as Status,
  }));
}

const host = () => document.getElementById('map') as HTMLDivElement;

function once(map: MapLibreMap, event: 'render' | 'idle', start: number): Promise<number> {
  return new Promise((resolve) => map.once(event, () => resolve(performance.now() - start)));
}

/** Ends a measurement begun at `start` on `map`: [sync, next render, next idle]. */
async function finish(map: MapLibreMap, start: number, sync: number): Promise<Sample> {
  const rendered = once(map, 'render', start);
  const idle = once(map, 'idle', start);
  return [sync, await rendered, await idle];
}

let map: MapLibreMap | null = null;
let domMarkers: Marker[] = [];
let root: Root | null = null;

async function freshMap(): Promise<MapLibreMap> {
  root?.unmount();
  root = null;
  map?.remove();
  domMarkers = [];
  const created = new MapLibreMap({
    container: host(),
    style: offlineStyle(readColours(document.documentElement)),
    bounds: [
      [BOX.west, BOX.south],
      [BOX.east, BOX.north],
    ],
    fadeDuration: 0,
    attributionControl: false,
  });
  map = created;
  await new Promise<void>((resolve) => created.once('idle', () => resolve()));
  return created;
}

const bench = {
  /** Generates the markers (not timed). */
  prepare(count: number): number {
    const next = random(42);
    markers = Array.from({ length: count }, (_, index) => ({
      id: `M${index}`,
      lat: BOX.south + next() * (BOX.north - BOX.south),
      lng: BOX.west + next() * (BOX.east - BOX.west),
      name: `Location ${index}`,
      status: STATUSES[index % STATUSES.length] as Status,
      value: (next() * 100).toFixed(1),
      unit: 'µg/m³',
    }));
    return markers.length;
  },

  /** GL layer: the source and circle layer added with every marker, to drawn. */
  async glFirstRender(): Promise<Sample> {
    const target = await freshMap();
    const colours = readColours(document.documentElement);
    const start = performance.now();
    target.addSource(MARKER_SOURCE, {
      type: 'geojson',
      data: markerData(markers),
      promoteId: 'id',
    });
    target.addLayer({
      id: MARKER_LAYER,
      type: 'circle',
      source: MARKER_SOURCE,
      paint: markerPaint(colours, 22),
    });
    for (const marker of markers) {
      target.setFeatureState({ source: MARKER_SOURCE, id: marker.id }, { status: marker.status });
    }
    return finish(target, start, performance.now() - start);
  },

  /** GL layer: every marker's status changes (feature-state only), to drawn. */
  async glRecolour(): Promise<Sample> {
    if (!map?.getSource(MARKER_SOURCE)) throw new Error('run glFirstRender first');
    generation += 1;
    const before = withStatuses(generation - 1);
    const after = withStatuses(generation);
    const target = map;
    const start = performance.now();
    for (const [id, state] of stateChanges(markerStates(before), markerStates(after))) {
      target.setFeatureState({ source: MARKER_SOURCE, id }, state);
    }
    return finish(target, start, performance.now() - start);
  },

  /** GL layer: a repaint that changes nothing, the cost of drawing one frame (SwiftShader). */
  async glRepaint(): Promise<Sample> {
    if (!map?.getSource(MARKER_SOURCE)) throw new Error('run glFirstRender first');
    const target = map;
    const start = performance.now();
    target.triggerRepaint();
    return finish(target, start, performance.now() - start);
  },

  /** DOM yardstick: one maplibre Marker (a 22 px element) per location, to drawn. */
  async domFirstRender(): Promise<Sample> {
    const target = await freshMap();
    const colours = readColours(document.documentElement);
    const start = performance.now();
    domMarkers = markers.map((marker) => {
      const element = document.createElement('div');
      element.style.cssText = `width:22px;height:22px;border-radius:50%;box-sizing:border-box;border:2px solid ${colours.ring};background:${colours[marker.status]}`;
      element.title = marker.name;
      return new Marker({ element }).setLngLat([marker.lng, marker.lat]).addTo(target);
    });
    const sync = performance.now() - start;
    // Markers are DOM, outside the canvas: drawn once the browser has painted them.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const next = performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return [sync, next, performance.now() - start];
  },

  /** DOM yardstick: every marker's background changes, to painted (two animation frames). */
  async domRecolour(): Promise<Sample> {
    if (domMarkers.length === 0) throw new Error('run domFirstRender first');
    generation += 1;
    const colours = readColours(document.documentElement);
    const after = withStatuses(generation);
    const start = performance.now();
    domMarkers.forEach((marker, index) => {
      marker.getElement().style.background = colours[(after[index] as MapMarker).status];
    });
    const sync = performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const next = performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return [sync, next, performance.now() - start];
  },

  /** The MapView component, loaded without markers, then given all of them, to data-state idle. */
  async viewFirstRender(): Promise<Sample> {
    map?.remove();
    map = null;
    root?.unmount();
    const element = host();
    root = createRoot(element);
    let resolveIdle: () => void = () => {};
    const view = (list: MapMarker[]) => (
      <MapView
        markers={list}
        labels={LABELS}
        animate={false}
        center={{ lat: 37, lng: -95.5 }}
        zoom={3.4}
        markerSize={22}
        className="h-[800px]"
        onIdle={() => resolveIdle()}
      />
    );
    const idle = () => new Promise<void>((resolve) => (resolveIdle = resolve));
    let waiting = idle();
    flushSync(() => root?.render(view([])));
    await waiting;
    waiting = idle();
    const start = performance.now();
    flushSync(() => root?.render(view(withStatuses(generation))));
    const sync = performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const next = performance.now() - start;
    await waiting;
    viewRender = view;
    viewIdle = idle;
    return [sync, next, performance.now() - start];
  },

  /** The MapView component given every marker with a new status, to data-state idle. */
  async viewRecolour(): Promise<Sample> {
    if (!root || !viewRender || !viewIdle) throw new Error('run viewFirstRender first');
    generation += 1;
    const list = withStatuses(generation);
    const waiting = viewIdle();
    const start = performance.now();
    flushSync(() => root?.render(viewRender!(list)));
    const sync = performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const next = performance.now() - start;
    await waiting;
    return [sync, next, performance.now() - start];
  },

  /** How many marker pixels the canvas shows in the ok colour (a check that something is drawn). */
  drawn(): number {
    const canvas = host().querySelector('canvas');
    return canvas ? canvas.width * canvas.height : 0;
  },
};

let viewRender: ((list: MapMarker[]) => ReturnType<typeof MapView>) | null = null;
let viewIdle: (() => Promise<void>) | null = null;

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
