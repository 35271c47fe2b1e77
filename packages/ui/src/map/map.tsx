/// <reference types="vite/client" />
import 'maplibre-gl/dist/maplibre-gl.css';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ValidationError } from '@aq/validation/messages';
import { isValidationError } from '@aq/validation/result';
import type { FeatureCollection, Point } from 'geojson';
import {
  CircleCheck,
  MapPinOff,
  Maximize,
  Minus,
  OctagonAlert,
  Plus,
  Search,
  TriangleAlert,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import {
  getWorkerUrl,
  Map as MapLibreMap,
  setWorkerUrl,
  type CircleLayerSpecification,
  type ExpressionSpecification,
  type GeoJSONSource,
  type LngLatBoundsLike,
  type StyleSpecification,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import {
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { Button } from '../button';
import { cn } from '../lib/cn';
import type { Status } from '../status-indicator';
import { TextInput } from '../text-input';
import { useTheme } from '../theme';
import { Tooltip } from '../tooltip';
import { useUiStrings } from '../ui-strings';
import { markerBounds } from './bounds';
import { nearestWorldCopy, parseLatLngSearch, wrapLongitude, type LatLng } from './coordinates';
import type { MapMarker, MapStyleChoice, MapViewHandle, MapViewProps } from './types';
import { worldFeatures, worldPaint, worldStyle, type WorldColours } from './world-style';

// MapLibre runs its tile work in a web worker. Vite bundles the worker (to a .js file, which
// every server sends with a JavaScript MIME type) and gives its URL here; MapLibre loads it as a
// module worker. An app that hosts the worker elsewhere calls setWorkerUrl before this module
// loads, and that URL is kept.
if (!getWorkerUrl()) setWorkerUrl(workerUrl);

const MARKER_SOURCE = 'aq-markers';
const MARKER_LAYER = 'aq-markers';

// Each status has its own icon shape as well as its colour (as in StatusIndicator), so a marker
// reads without colour vision.
const STATUS_ICONS: Record<Status, { icon: LucideIcon; className: string }> = {
  ok: { icon: CircleCheck, className: 'text-status-ok' },
  caution: { icon: TriangleAlert, className: 'text-status-caution' },
  warning: { icon: OctagonAlert, className: 'text-status-warning' },
  offline: { icon: WifiOff, className: 'text-status-offline' },
};

/** The theme's colours the canvas needs; WebGL cannot read CSS variables, so they are copied. */
interface ThemeColours extends WorldColours {
  ok: string;
  caution: string;
  warning: string;
  offline: string;
  ring: string;
  selectedRing: string;
}

const COLOUR_TOKENS: Record<keyof ThemeColours, string> = {
  water: '--surface-sunken',
  land: '--surface-raised',
  coast: '--border-strong',
  border: '--border',
  ok: '--status-ok',
  caution: '--status-caution',
  warning: '--status-warning',
  offline: '--status-offline',
  ring: '--surface-raised',
  selectedRing: '--text',
};

function readColours(element: Element): ThemeColours {
  const style = getComputedStyle(element);
  const entries = Object.entries(COLOUR_TOKENS).map(([key, token]) => [
    key,
    style.getPropertyValue(token).trim() || 'gray',
  ]);
  return Object.fromEntries(entries) as ThemeColours;
}

function markerPaint(colours: ThemeColours): NonNullable<CircleLayerSpecification['paint']> {
  const selected: ExpressionSpecification = ['boolean', ['feature-state', 'selected'], false];
  const hovered: ExpressionSpecification = ['boolean', ['feature-state', 'hover'], false];
  return {
    'circle-color': [
      'match',
      ['feature-state', 'status'],
      'ok',
      colours.ok,
      'caution',
      colours.caution,
      'warning',
      colours.warning,
      colours.offline,
    ],
    'circle-radius': ['case', selected, 9, hovered, 8, 7],
    'circle-stroke-width': ['case', selected, 3, 2],
    'circle-stroke-color': ['case', selected, colours.selectedRing, colours.ring],
  };
}

function markerData(markers: readonly MapMarker[]): FeatureCollection<Point, { id: string }> {
  return {
    type: 'FeatureCollection',
    features: markers.map((marker) => ({
      type: 'Feature',
      properties: { id: marker.id },
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
    })),
  };
}

let world: ReturnType<typeof worldFeatures> | undefined;

function offlineStyle(colours: ThemeColours): StyleSpecification {
  world ??= worldFeatures(countries as unknown as Topology);
  return worldStyle(world, colours);
}

/** The offline world in the theme's colours, or an online style's URL. */
function styleFor(url: string | null, root: Element | null): StyleSpecification | string {
  return url ?? offlineStyle(readColours(root ?? document.documentElement));
}

// data-state changes with every move and redraw, so it is written to the DOM directly rather
// than through React state.
function markState(root: HTMLElement | null, state: 'loading' | 'busy' | 'idle' | 'error') {
  root?.setAttribute('data-state', state);
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

function toBoundsLike(markers: readonly MapMarker[]): LngLatBoundsLike | null {
  const box = markerBounds(markers);
  return box
    ? [
        [box.west, box.south],
        [box.east, box.north],
      ]
    : null;
}

/** A marker's status icon, in its status colour. */
function StatusIcon({ status, className }: { status: Status; className?: string }) {
  const { icon: Icon, className: colour } = STATUS_ICONS[status];
  return <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', colour, className)} />;
}

/** An icon-only map button with a tooltip. */
function MapControlButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactElement;
}) {
  return (
    <Tooltip content={label} side="left">
      <Button
        data-slot="map-control"
        type="button"
        variant="secondary"
        size="sm"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        className="size-8 px-0 shadow-sm [&_svg]:size-4"
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * The map of monitoring locations, on MapLibre GL.
 *
 * - **Basemaps.** 'none' is a bundled offline world (Natural Earth land, coasts and borders from
 *   world-atlas, fixed at the antimeridian, coloured with the theme tokens and recoloured when
 *   the theme changes). 'streets' and 'satellite' load the style URLs from the app's config
 *   (`styleUrls`); a choice without a URL is disabled in the picker (`showStylePicker`).
 * - **Markers** are a GL circle layer coloured by status through feature-state, with an HTML
 *   label beside each holding the status icon (a different shape per status) and the marker's
 *   short `label`, so status is never colour alone. Hovering a marker, or focusing it in the
 *   keyboard list, shows a tooltip with the name, value and unit.
 * - **Keyboard.** The canvas is focusable (arrow keys pan, + and - zoom) and named
 *   `labels.mapLabel`; a list of the markers, shown when it receives focus, reaches every marker
 *   without a mouse: Enter selects it (`onMarkerClick`) and centres the map on it.
 * - **Camera.** `fitToMarkers` frames the markers on load (across ±180 when that is shorter);
 *   the `ref` handle has `flyTo` and `fitToMarkers`; the search box (`showSearch`) reads
 *   "lat, lng" (or "lng, lat" when only that order fits) and shows the validation message for
 *   bad input. `animate={false}` jumps instead of flying.
 * - **State.** The root has `data-state` "loading", "busy" (moving or redrawing), "idle" (all
 *   drawn; tests and screenshots wait for it) or "error" (no WebGL: `labels.unavailable` is
 *   shown instead), and `data-map-style` with the basemap shown.
 *
 * Apps import the lazy `LazyMapView` from `@aq/ui/map`, so MapLibre, its CSS, its worker and
 * the world data load only when a map is rendered. The worker URL is set by this module with
 * `setWorkerUrl` (Vite's `?worker&url`), so apps need no setup. Labels are props (`labels`).
 * Size the map with `className` (24rem tall by default).
 */
export function MapView({
  markers,
  labels,
  selectedId = null,
  onMarkerClick,
  mapStyle,
  defaultMapStyle = 'none',
  onMapStyleChange,
  styleUrls,
  showStylePicker = false,
  showSearch = false,
  searchZoom = 16,
  onSearch,
  showControls = true,
  center,
  zoom = 1,
  fitToMarkers = false,
  padding = 48,
  maxFitZoom = 12,
  animate: animateProp,
  onMoveEnd,
  onIdle,
  ref,
  className,
  ...props
}: MapViewProps) {
  const { validationMessage, strings } = useUiStrings();
  const { resolved: theme } = useTheme();
  const baseId = useId();
  const tooltipId = `${baseId}-tooltip`;
  const searchErrorId = `${baseId}-search-error`;
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasHostRef = useRef<HTMLDivElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const labelRefs = useRef(new Map<string, HTMLElement>());
  const appliedStyle = useRef<string | null>(null);
  const appliedColours = useRef('');
  const [failed, setFailed] = useState(false);
  const [hoverId, setHoverId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [searchError, setSearchError] = useState<ValidationError | null>(null);
  const [uncontrolledStyle, setUncontrolledStyle] = useState<MapStyleChoice>(defaultMapStyle);

  const animate = animateProp ?? !prefersReducedMotion();
  const urls = { streets: styleUrls?.streets ?? null, satellite: styleUrls?.satellite ?? null };
  const chosenStyle = mapStyle ?? uncontrolledStyle;
  const activeStyle: MapStyleChoice =
    chosenStyle !== 'none' && urls[chosenStyle] ? chosenStyle : 'none';
  const activeUrl = activeStyle === 'none' ? null : urls[activeStyle];
  const tooltipMarkerId = focusId ?? hoverId;
  const tooltipMarker = markers.find((marker) => marker.id === tooltipMarkerId) ?? null;

  function chooseStyle(next: MapStyleChoice) {
    if (mapStyle === undefined) setUncontrolledStyle(next);
    onMapStyleChange?.(next);
  }

  function flyTo(target: LatLng & { zoom?: number }) {
    const map = mapRef.current;
    if (!map) return;
    map.flyTo({ center: [target.lng, target.lat], zoom: target.zoom ?? map.getZoom(), animate });
  }

  function fitAll() {
    const map = mapRef.current;
    const bounds = toBoundsLike(markers);
    if (!map || !bounds) return;
    map.fitBounds(bounds, { padding, maxZoom: maxFitZoom, animate });
  }

  useImperativeHandle(ref, (): MapViewHandle => ({
    flyTo,
    fitToMarkers: fitAll,
    getMap: () => mapRef.current,
  }));

  // Places the HTML labels and the tooltip over their markers; runs on every rendered frame.
  const positionOverlays = useEffectEvent(() => {
    const map = mapRef.current;
    if (!map) return;
    const { width, height } = map.getContainer().getBoundingClientRect();
    const centreLng = map.getCenter().lng;
    const place = (element: HTMLElement | null | undefined, marker: MapMarker) => {
      if (!element) return;
      // The copy of the marker nearest the centre, as WebGL draws it, when the view is past ±180.
      const point = map.project([nearestWorldCopy(marker.lng, centreLng), marker.lat]);
      const inside = point.x >= 0 && point.x <= width && point.y >= 0 && point.y <= height;
      element.style.transform = `translate(${Math.round(point.x)}px, ${Math.round(point.y)}px)`;
      element.style.visibility = inside ? 'visible' : 'hidden';
    };
    for (const marker of markers) place(labelRefs.current.get(marker.id), marker);
    if (tooltipMarker) place(tooltipRef.current, tooltipMarker);
  });

  const syncFeatureStates = useEffectEvent(() => {
    const map = mapRef.current;
    if (!map?.getSource(MARKER_SOURCE)) return;
    for (const marker of markers) {
      map.setFeatureState(
        { source: MARKER_SOURCE, id: marker.id },
        { status: marker.status, selected: marker.id === selectedId, hover: marker.id === hoverId },
      );
    }
  });

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
    if (map.getLayer(MARKER_LAYER)) {
      const paint = markerPaint(colours);
      for (const property of Object.keys(paint) as Array<keyof typeof paint>) {
        map.setPaintProperty(MARKER_LAYER, property, paint[property]);
      }
    }
    markState(rootRef.current, 'busy');
  });

  // Each style (the first, and every switch) arrives without the markers: add them again.
  const handleStyleLoad = useEffectEvent(() => {
    const map = mapRef.current;
    const root = rootRef.current;
    if (!map || !root) return;
    if (!map.getSource(MARKER_SOURCE)) {
      map.addSource(MARKER_SOURCE, {
        type: 'geojson',
        data: markerData(markers),
        promoteId: 'id',
      });
    }
    if (!map.getLayer(MARKER_LAYER)) {
      map.addLayer({
        id: MARKER_LAYER,
        type: 'circle',
        source: MARKER_SOURCE,
        paint: markerPaint(readColours(root)),
      });
    }
    syncFeatureStates();
    appliedColours.current = '';
    applyColours();
  });

  const reportMove = useEffectEvent(() => {
    const map = mapRef.current;
    if (!map || !onMoveEnd) return;
    const centre = map.getCenter();
    const bounds = map.getBounds();
    onMoveEnd({
      center: { lat: centre.lat, lng: wrapLongitude(centre.lng) },
      zoom: map.getZoom(),
      bounds: {
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
      },
    });
  });

  const reportIdle = useEffectEvent(() => onIdle?.());
  const reportMarkerClick = useEffectEvent((id: string) => onMarkerClick?.(id));

  const createMap = useEffectEvent((host: HTMLElement): MapLibreMap | null => {
    const bounds = fitToMarkers ? toBoundsLike(markers) : null;
    appliedStyle.current = activeUrl ?? 'none';
    try {
      return new MapLibreMap({
        container: host,
        style: styleFor(activeUrl, rootRef.current),
        center: center ? [center.lng, center.lat] : [0, 20],
        zoom,
        ...(bounds ? { bounds, fitBoundsOptions: { padding, maxZoom: maxFitZoom } } : {}),
        // Natural Earth needs no credit; online styles bring theirs, shown in full (the
        // compact form adds a toggle with an untranslated name).
        attributionControl: { compact: false },
        locale: { 'Map.Title': labels.mapLabel },
        fadeDuration: animate ? 300 : 0,
        reduceMotion: animate ? undefined : true,
        // A flat map of ground stations: no rotation or tilt to get lost in.
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        maxPitch: 0,
      });
    } catch {
      // No WebGL (old device, disabled GPU): the map is replaced by a message.
      return null;
    }
  });

  useEffect(() => {
    const host = canvasHostRef.current;
    if (!host) return;
    markState(rootRef.current, 'loading');
    const map = createMap(host);
    if (!map) {
      markState(rootRef.current, 'error');
      setFailed(true);
      return;
    }
    mapRef.current = map;
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.on('style.load', () => handleStyleLoad());
    map.on('load', () => reportMove());
    map.on('render', () => positionOverlays());
    map.on('movestart', () => markState(rootRef.current, 'busy'));
    map.on('moveend', () => reportMove());
    map.on('idle', () => {
      markState(rootRef.current, 'idle');
      reportIdle();
    });
    map.on('mousemove', MARKER_LAYER, (event) => {
      const id = event.features?.[0]?.id;
      setHoverId(id == null ? null : String(id));
      map.getCanvas().style.cursor = 'pointer';
    });
    map.on('mouseleave', MARKER_LAYER, () => {
      setHoverId(null);
      map.getCanvas().style.cursor = '';
    });
    map.on('click', MARKER_LAYER, (event) => {
      const id = event.features?.[0]?.id;
      if (id != null) reportMarkerClick(String(id));
    });
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, []);

  // Markers added, removed or moved: new data for the source. A new array with the same
  // places (a parent re-rendering) changes nothing, and a status change alone is only
  // feature-state, which restyles without re-tiling.
  const placesKey = markers.map((marker) => `${marker.id}@${marker.lng},${marker.lat}`).join('|');
  const statusKey = markers.map((marker) => `${marker.id}:${marker.status}`).join('|');
  const updateData = useEffectEvent(() => {
    const source = mapRef.current?.getSource<GeoJSONSource>(MARKER_SOURCE);
    if (!source) return;
    void source.setData(markerData(markers));
    syncFeatureStates();
    markState(rootRef.current, 'busy');
  });

  useEffect(() => {
    updateData();
  }, [placesKey]);

  useEffect(() => {
    syncFeatureStates();
  }, [statusKey, selectedId, hoverId]);

  // The labels and tooltip rendered by React need placing before the browser paints them.
  useLayoutEffect(() => {
    positionOverlays();
  }, [markers, tooltipMarker]);

  // A basemap switch: load the new style (the markers are added back on 'style.load').
  useEffect(() => {
    const map = mapRef.current;
    const key = activeUrl ?? 'none';
    if (!map || appliedStyle.current === key) return;
    appliedStyle.current = key;
    markState(rootRef.current, 'busy');
    map.setStyle(styleFor(activeUrl, rootRef.current), { diff: false });
  }, [activeUrl]);

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
    mapRef.current?.getCanvas().setAttribute('aria-label', labels.mapLabel);
  }, [labels.mapLabel]);

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseLatLngSearch(query);
    if (isValidationError(result)) {
      setSearchError(result);
      return;
    }
    setSearchError(null);
    flyTo({ ...result, zoom: searchZoom });
    onSearch?.(result);
  }

  function chooseMarker(marker: MapMarker) {
    onMarkerClick?.(marker.id);
    flyTo({ lat: marker.lat, lng: marker.lng });
  }

  let content: ReactNode;
  if (failed) {
    content = (
      <div
        data-slot="map-unavailable"
        className="text-text-muted flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-sm"
      >
        <MapPinOff aria-hidden="true" className="size-6" />
        <p>{labels.unavailable}</p>
      </div>
    );
  } else {
    content = (
      <>
        <div ref={canvasHostRef} data-slot="map-canvas" className="h-full w-full" />

        <div
          data-slot="map-labels"
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 overflow-hidden"
        >
          {markers.map((marker) => (
            <span
              key={marker.id}
              ref={(node) => {
                if (!node) return;
                labelRefs.current.set(marker.id, node);
                return () => {
                  labelRefs.current.delete(marker.id);
                };
              }}
              data-slot="map-marker-label"
              data-status={marker.status}
              className="invisible absolute top-0 left-0 flex h-0 items-center"
            >
              <span
                className={cn(
                  'border-border bg-surface-raised text-text inline-flex translate-x-3 items-center gap-1 rounded-full border px-1 py-0.5 text-xs leading-none font-medium whitespace-nowrap shadow-sm',
                  marker.id === selectedId && 'border-text',
                )}
              >
                <StatusIcon status={marker.status} />
                {marker.label ? <span className="pe-0.5">{marker.label}</span> : null}
              </span>
            </span>
          ))}
        </div>

        {tooltipMarker ? (
          <div
            ref={tooltipRef}
            id={tooltipId}
            role="tooltip"
            data-slot="map-tooltip"
            className="pointer-events-none invisible absolute top-0 left-0 z-20"
          >
            <div className="-translate-x-1/2 -translate-y-full pb-3">
              <div className="rounded-control bg-text text-text-inverse flex flex-col px-2.5 py-1.5 text-xs leading-snug whitespace-nowrap shadow-md">
                <span className="font-medium">{tooltipMarker.name}</span>
                {tooltipMarker.value ? (
                  <span>
                    {tooltipMarker.value}
                    {tooltipMarker.unit ? ` ${tooltipMarker.unit}` : ''}
                  </span>
                ) : null}
                {tooltipMarker.statusLabel ? <span>{tooltipMarker.statusLabel}</span> : null}
              </div>
            </div>
          </div>
        ) : null}

        {showSearch ? (
          <form
            role="search"
            data-slot="map-search"
            onSubmit={submitSearch}
            className="absolute start-2 top-2 z-10 flex w-72 max-w-[calc(100%-4rem)] flex-col gap-1"
          >
            <div className="flex gap-1 shadow-sm">
              <TextInput
                type="search"
                leadingIcon={<Search />}
                aria-label={labels.search}
                placeholder={labels.searchPlaceholder}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setSearchError(null);
                }}
                aria-invalid={searchError ? true : undefined}
                aria-describedby={searchError ? searchErrorId : undefined}
                autoComplete="off"
                spellCheck={false}
                className="h-8"
              />
              <Button type="submit" variant="secondary" size="sm" className="shrink-0">
                {strings.search}
              </Button>
            </div>
            {searchError ? (
              <p
                id={searchErrorId}
                role="alert"
                data-slot="map-search-error"
                className="rounded-control border-danger bg-surface-raised text-danger self-start border px-2 py-1 text-xs shadow-sm"
              >
                {validationMessage(searchError)}
              </p>
            ) : null}
          </form>
        ) : null}

        {markers.length > 0 ? (
          // Shown only while it holds focus: a keyboard route to every marker.
          <div
            data-slot="map-marker-list"
            className="border-border bg-surface-raised rounded-card absolute start-2 top-2 z-30 max-h-[calc(100%-1rem)] w-64 max-w-[calc(100%-1rem)] overflow-auto border p-1 shadow-md not-focus-within:sr-only"
          >
            <ul aria-label={labels.markerList} className="flex flex-col">
              {markers.map((marker) => (
                <li key={marker.id}>
                  <button
                    type="button"
                    data-slot="map-marker-button"
                    aria-current={marker.id === selectedId ? 'true' : undefined}
                    aria-describedby={tooltipMarkerId === marker.id ? tooltipId : undefined}
                    onFocus={() => setFocusId(marker.id)}
                    onBlur={() => setFocusId((current) => (current === marker.id ? null : current))}
                    onKeyDown={(event) => {
                      if (event.key === 'Escape' && focusId === marker.id) {
                        event.stopPropagation();
                        setFocusId(null);
                      }
                    }}
                    onClick={() => chooseMarker(marker)}
                    className="text-text hover:bg-surface-sunken aria-[current=true]:bg-surface-sunken rounded-control flex w-full items-center gap-2 px-2 py-1.5 text-start text-sm aria-[current=true]:font-semibold"
                  >
                    <StatusIcon status={marker.status} />
                    <span className="min-w-0 flex-1 truncate">{marker.name}</span>
                    {marker.value ? (
                      <span className="text-text-muted text-xs whitespace-nowrap">
                        {marker.value}
                        {marker.unit ? ` ${marker.unit}` : ''}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {showControls ? (
          <div data-slot="map-controls" className="absolute end-2 top-2 z-10 flex flex-col gap-1">
            <MapControlButton
              label={labels.zoomIn}
              onClick={() => mapRef.current?.zoomIn({ animate })}
            >
              <Plus aria-hidden="true" />
            </MapControlButton>
            <MapControlButton
              label={labels.zoomOut}
              onClick={() => mapRef.current?.zoomOut({ animate })}
            >
              <Minus aria-hidden="true" />
            </MapControlButton>
            <MapControlButton
              label={labels.fitToMarkers}
              onClick={fitAll}
              disabled={markers.length === 0}
            >
              <Maximize aria-hidden="true" />
            </MapControlButton>
          </div>
        ) : null}

        {showStylePicker ? (
          <RadioGroupPrimitive.Root
            data-slot="map-style-picker"
            aria-label={labels.mapStyle}
            orientation="horizontal"
            value={activeStyle}
            onValueChange={(value) => chooseStyle(value as MapStyleChoice)}
            className="border-border-strong bg-surface-raised rounded-control absolute start-2 bottom-2 z-10 inline-flex gap-0.5 border p-0.5 shadow-sm"
          >
            {(['streets', 'satellite', 'none'] as const).map((choice) => (
              <RadioGroupPrimitive.Item
                key={choice}
                value={choice}
                disabled={choice !== 'none' && !urls[choice]}
                data-slot="map-style-option"
                className="text-text hover:bg-surface-sunken data-[state=checked]:bg-interactive data-[state=checked]:text-interactive-text duration-fast ease-standard h-7 rounded-[calc(var(--radius-control)-2px)] px-2.5 text-xs font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent"
              >
                {labels[choice]}
              </RadioGroupPrimitive.Item>
            ))}
          </RadioGroupPrimitive.Root>
        ) : null}
      </>
    );
  }

  return (
    <div
      ref={rootRef}
      data-slot="map"
      data-map-style={activeStyle}
      className={cn(
        'border-border bg-surface-sunken text-text rounded-card relative isolate h-96 w-full overflow-hidden border',
        className,
      )}
      {...props}
    >
      {content}
    </div>
  );
}
