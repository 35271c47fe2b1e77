/// <reference types="vite/client" />
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  getWorkerUrl,
  Map as MapLibreMap,
  setWorkerUrl,
  type LngLat,
  type MapOptions,
  type StyleSpecification,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { useTheme } from '../theme';
import { MARKER_LAYER } from './marker-layer';
import { isTileTemplate, rasterStyle } from './raster-style';
import { readColours, type ThemeColours } from './theme-colours';
import { maxZoomFor, worldFeatures, worldPaint, worldStyle } from './world-style';

// MapLibre runs its tile work in a web worker. Vite bundles the worker (to a .js file, which
// every server sends with a JavaScript MIME type) and gives its URL here; MapLibre loads it as a
// module worker. An app that hosts the worker elsewhere calls setWorkerUrl before this module
// loads, and that URL is kept.
if (!getWorkerUrl()) setWorkerUrl(workerUrl);

let world: ReturnType<typeof worldFeatures> | undefined;

/** The offline world's style in the given colours (StaticMap draws it too). */
export function offlineStyle(colours: ThemeColours): StyleSpecification {
  world ??= worldFeatures(countries as unknown as Topology);
  return worldStyle(world, colours);
}

/**
 * The offline world in the theme's colours, an online style's URL, or the style of a raster tile
 * template (imagery services publish tiles, not styles).
 */
function styleFor(url: string | null, root: Element | null): StyleSpecification | string {
  if (url === null) return offlineStyle(readColours(root ?? document.documentElement));
  return isTileTemplate(url) ? rasterStyle(url) : url;
}

/** What the map is doing; shown as the root's `data-state`. */
export type MapState = 'loading' | 'busy' | 'idle' | 'error';

// data-state changes with every move and redraw, so it is written to the DOM directly rather
// than through React state.
export function markState(root: HTMLElement | null, state: MapState) {
  root?.setAttribute('data-state', state);
}

/** What the map reports to the component that owns it. */
export interface MapLibreEvents {
  /** The map was just created, its first camera set. */
  onCreate: (map: MapLibreMap) => void;
  /** A style (the first, and every switch) has loaded without our sources: add them. */
  onStyleLoad: (map: MapLibreMap, colours: ThemeColours) => void;
  /** The theme's colours changed: restyle our own layers (the offline world is done here). */
  onColours: (map: MapLibreMap, colours: ThemeColours) => void;
  /** A frame was drawn: place the HTML overlays. */
  onRender: () => void;
  /** The map loaded or the camera stopped. */
  onMoveEnd: () => void;
  /** Everything is drawn. */
  onIdle: () => void;
  /** The zoom changed (also during animations). */
  onZoom: (zoom: number) => void;
  /** The user moved the camera with the pointer, touch, wheel or keys. */
  onUserMove: () => void;
  /** The map's container changed size. */
  onResize: () => void;
  /** The pointer entered (an id) or left (null) a marker circle. */
  onMarkerHover: (id: string | null) => void;
  /** A marker circle was clicked. */
  onMarkerClick: (id: string) => void;
  /** The map was clicked away from the markers. */
  onMapClick: (lngLat: LngLat) => void;
  /** Enter was pressed on the focused map. */
  onEnterKey: () => void;
  /** The bearing or pitch changed. */
  onRotate: (orientation: { bearing: number; pitch: number }) => void;
}

/**
 * The MapLibre map's lifecycle: creates it once in `hostRef` (into `mapRef`) with the camera
 * `init` gives (`failed` when WebGL is unavailable), loads the basemap of `styleUrl` and switches it
 * (capping the zoom for the offline world, `maxZoomFor`), copies the theme's colours into the
 * canvas whenever the theme changes, keeps the canvas named `mapLabel`, and removes the map on
 * unmount. The root's `data-state` follows what the map is doing.
 */
export function useMapLibre({
  mapRef,
  rootRef,
  hostRef,
  styleUrl,
  mapLabel,
  animate,
  rotate = null,
  offlineMaxZoom,
  init,
  events,
}: {
  /** Holds the map while it exists (null before, after, and without WebGL). */
  mapRef: RefObject<MapLibreMap | null>;
  rootRef: RefObject<HTMLElement | null>;
  hostRef: RefObject<HTMLElement | null>;
  /** The online style's URL, or null for the offline world. */
  styleUrl: string | null;
  /** The canvas's accessible name. */
  mapLabel: string;
  /** Whether fades and camera moves are animated. */
  animate: boolean;
  /** With the steepest pitch allowed, the user may rotate and tilt the map (read once); null: flat, north up. */
  rotate?: { maxPitch: number } | null;
  /** The closest the offline world zooms (WORLD_MAX_ZOOM by default). */
  offlineMaxZoom?: number;
  /** The first camera (read once, when the map is created). */
  init: (host: HTMLElement) => Pick<MapOptions, 'center' | 'zoom' | 'bounds' | 'fitBoundsOptions'>;
  events: MapLibreEvents;
}): { failed: boolean } {
  const { resolved: theme } = useTheme();
  const appliedStyle = useRef<string | null>(null);
  const appliedColours = useRef('');
  const [failed, setFailed] = useState(false);

  const on = useEffectEvent(
    <K extends keyof MapLibreEvents>(name: K, ...args: Parameters<MapLibreEvents[K]>) =>
      (events[name] as (...params: Parameters<MapLibreEvents[K]>) => void)(...args),
  );

  // Copies the theme's colours into the canvas when they changed (light ↔ dark).
  const applyColours = useEffectEvent(() => {
    const map = mapRef.current;
    const root = rootRef.current;
    if (!map || !root) return;
    const colours = readColours(root);
    const key = JSON.stringify(colours);
    if (key === appliedColours.current) return;
    appliedColours.current = key;
    for (const [layer, property, value] of worldPaint(colours)) {
      if (map.getLayer(layer)) map.setPaintProperty(layer, property, value);
    }
    on('onColours', map, colours);
    markState(rootRef.current, 'busy');
  });

  const createMap = useEffectEvent((host: HTMLElement): MapLibreMap | null => {
    appliedStyle.current = styleUrl ?? 'none';
    const maxZoom = maxZoomFor(styleUrl, offlineMaxZoom);
    try {
      const map = new MapLibreMap({
        container: host,
        style: styleFor(styleUrl, rootRef.current),
        ...init(host),
        ...(maxZoom === null ? {} : { maxZoom }),
        // Natural Earth needs no credit; online styles bring theirs, shown in full (the
        // compact form adds a toggle with an untranslated name).
        attributionControl: { compact: false },
        locale: { 'Map.Title': mapLabel },
        fadeDuration: animate ? 300 : 0,
        reduceMotion: animate ? undefined : true,
        // By default a flat map of ground stations: no rotation or tilt to get lost in.
        dragRotate: rotate !== null,
        pitchWithRotate: rotate !== null,
        touchPitch: rotate !== null,
        maxPitch: rotate?.maxPitch ?? 0,
      });
      if (!rotate) {
        map.touchZoomRotate.disableRotation();
        map.keyboard.disableRotation();
      }
      return map;
    } catch {
      // No WebGL (old device, disabled GPU): the map is replaced by a message.
      return null;
    }
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    markState(rootRef.current, 'loading');
    const map = createMap(host);
    if (!map) {
      markState(rootRef.current, 'error');
      setFailed(true);
      return;
    }
    mapRef.current = map;
    on('onCreate', map);
    const reportRotation = () =>
      on('onRotate', { bearing: map.getBearing(), pitch: map.getPitch() });
    map.on('rotate', reportRotation);
    map.on('pitch', reportRotation);
    map.on('style.load', () => {
      const root = rootRef.current;
      if (!root) return;
      on('onStyleLoad', map, readColours(root));
      appliedColours.current = '';
      applyColours();
    });
    map.on('load', () => on('onMoveEnd'));
    map.on('render', () => on('onRender'));
    map.on('movestart', (event) => {
      markState(rootRef.current, 'busy');
      if (event.originalEvent) on('onUserMove');
    });
    map.on('moveend', () => on('onMoveEnd'));
    map.on('zoom', () => on('onZoom', map.getZoom()));
    map.on('resize', () => on('onResize'));
    map.on('idle', () => {
      markState(rootRef.current, 'idle');
      on('onIdle');
    });
    map.on('mousemove', MARKER_LAYER, (event) => {
      const id = event.features?.[0]?.id;
      on('onMarkerHover', id == null ? null : String(id));
      map.getCanvas().style.cursor = 'pointer';
    });
    map.on('mouseleave', MARKER_LAYER, () => {
      on('onMarkerHover', null);
      map.getCanvas().style.cursor = '';
    });
    map.on('click', MARKER_LAYER, (event) => {
      const id = event.features?.[0]?.id;
      if (id != null) on('onMarkerClick', String(id));
    });
    map.on('click', (event) => {
      const onMarker =
        map.getLayer(MARKER_LAYER) &&
        map.queryRenderedFeatures(event.point, { layers: [MARKER_LAYER] }).length > 0;
      if (!onMarker) on('onMapClick', event.lngLat);
    });
    const canvas = map.getCanvas();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === canvas) on('onEnterKey');
    };
    canvas.addEventListener('keydown', handleKey);
    on('onZoom', map.getZoom());
    return () => {
      canvas.removeEventListener('keydown', handleKey);
      mapRef.current = null;
      map.remove();
    };
  }, [hostRef, rootRef, mapRef]);

  // A basemap switch: load the new style (our sources are added back on 'style.load') and
  // apply its zoom limit.
  useEffect(() => {
    const map = mapRef.current;
    const key = styleUrl ?? 'none';
    if (!map || appliedStyle.current === key) return;
    appliedStyle.current = key;
    markState(rootRef.current, 'busy');
    map.setMaxZoom(maxZoomFor(styleUrl, offlineMaxZoom));
    map.setStyle(styleFor(styleUrl, rootRef.current), { diff: false });
  }, [styleUrl, rootRef, mapRef]);

  // The theme class is set on <html> by ThemeProvider (after this component's effects run), so
  // the colours are read again whenever its classes change, and on the next frame after the
  // resolved theme changes (for a ThemeProvider with another target).
  useEffect(() => {
    const observer = new MutationObserver(() => applyColours());
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'style', 'data-theme'],
    });
    const frame = requestAnimationFrame(() => applyColours());
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [theme]);

  useEffect(() => {
    mapRef.current?.getCanvas().setAttribute('aria-label', mapLabel);
  }, [mapLabel, mapRef]);

  return { failed };
}
