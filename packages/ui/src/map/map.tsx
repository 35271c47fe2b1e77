import type { Map as MapLibreMap } from 'maplibre-gl';
import { MapPinOff } from 'lucide-react';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { useUiStrings } from '../ui-strings';
import { clusterMarkers, type Clustering } from './clusters';
import { wrapLongitude, type LatLng } from './coordinates';
import { MapControls, MapStylePicker } from './map-controls';
import {
  CandidatePins,
  CandidatePrompt,
  ClusterBadges,
  Crosshair,
  MapTooltip,
  MarkerLabels,
} from './map-overlays';
import { MapSearch } from './map-search';
import { DEFAULT_MARKER_SIZE } from './marker-layer';
import { MarkerList } from './marker-list';
import type { MapCandidate, MapMarker, MapStyleChoice, MapViewHandle, MapViewProps } from './types';
import { useMapCamera } from './use-map-camera';
import { useMapSearch } from './use-map-search';
import { useMapLibre } from './use-maplibre';
import { useMarkerLayer } from './use-marker-layer';
import { useOverlayPositions } from './use-overlay-positions';
import { maxZoomFor } from './world-style';

/** MapLibre's own zoom limit, which online styles keep. */
const MAPLIBRE_MAX_ZOOM = 22;
/** Markers closer than this (in pixels) cluster by default: about a label's width. */
const DEFAULT_CLUSTER_RADIUS = 40;
const NO_CLUSTERS: Clustering = { clusters: [], clustered: new Set() };
/**
 * Above this many markers drawn on their own, the HTML label beside each (status icon and short
 * label) is left out: placing thousands of elements on every frame would make the map stutter.
 * Status is still never colour alone: every marker on the canvas carries its status glyph at any
 * count (MarkerGlyphLayer), and the tooltips and the keyboard list give its status in words.
 */
export const MARKER_LABEL_LIMIT = 300;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * The map of monitoring locations, on MapLibre GL.
 *
 * - **Basemaps.** 'none' is a bundled offline world (Natural Earth land, coasts and borders from
 *   world-atlas, fixed at the antimeridian, coloured with the theme tokens and recoloured when
 *   the theme changes). 'streets' and 'satellite' load the style URLs from the app's config
 *   (`styleUrls`); a choice without a URL is disabled in the picker (`showStylePicker`).
 * - **Markers** (`markerSize` across) are drawn in WebGL, each a circle in its status colour
 *   with the status's glyph inside (a tick for ok, a triangle for caution, an exclamation mark
 *   for warning, a slash for offline, as on StaticMap, echoing StatusIndicator's icons), so
 *   status is never colour alone at any marker count. One custom layer draws every marker with
 *   its glyph (MarkerGlyphLayer, so an overlapping marker covers the glyph beneath it too), over
 *   a circle layer with no opacity that hovering and clicking use. Status, hover, selection and
 *   clustering are feature-state there and one byte per marker in the custom layer, sent only
 *   for the markers that changed, so a status refresh stays cheap and 10 000 markers stay
 *   smooth (bench/map-markers.mjs). Up to MARKER_LABEL_LIMIT markers drawn on their own, an HTML
 *   label beside each also holds the status icon and the marker's short `label`. Hovering a
 *   marker, or focusing it in the keyboard list, shows a tooltip with the name, value and unit.
 * - **Keyboard.** The canvas is focusable (arrow keys pan, + and - zoom) and named
 *   `labels.mapLabel`; a list of the markers, shown when it receives focus, reaches every marker
 *   without a mouse: Enter selects it (`onMarkerClick`) and centres the map on it.
 * - **Clusters** (`cluster`). Markers that would overlap become one badge with their count and
 *   most urgent status; pressing it zooms in until it splits.
 * - **Picking a place.** `onMapClick` reports a clicked point (Enter on the focused map places
 *   its centre); `candidates` draws lettered pins and `onCandidatePick` reports the one pressed;
 *   `confirmAmbiguousSearch` offers both readings of a search that fits both orders.
 * - **Rotation.** `rotate` lets the user turn and tilt the map (up to `maxPitch`); `onRotate`
 *   and the handle's `getOrientation` give the bearing and pitch (for a wind indicator).
 * - **Camera.** `fitToMarkers` frames the markers on load (across ±180 when that is shorter),
 *   with every marker's circle and label inside the view and clear of the map's controls, and
 *   again when the container's size changes before the user moves the map (or when the markers
 *   arrive late); the offline world stops at zoom 7, online styles keep their own limit;
 *   the `ref` handle has `flyTo` and `fitToMarkers`; the search box (`showSearch`) reads
 *   "lat, lng" (or "lng, lat" when only that order fits) and shows the validation message for
 *   bad input. `animate={false}` jumps instead of flying.
 * - **State.** The root has `data-state` "loading", "busy" (moving or redrawing), "idle" (all
 *   drawn; tests and screenshots wait for it) or "error" (no WebGL: `labels.unavailable` is
 *   shown instead), and `data-map-style` with the basemap shown.
 *
 * Apps import the lazy `LazyMapView` from `@aq/ui/map`, so MapLibre, its CSS, its worker and
 * the world data load only when a map is rendered. The worker URL is set with `setWorkerUrl`
 * (Vite's `?worker&url`, in use-maplibre.ts), so apps need no setup. Labels are props (`labels`).
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
  confirmAmbiguousSearch = false,
  candidates,
  onCandidatePick,
  candidatePrompt,
  onMapClick,
  cluster = false,
  showControls = true,
  center,
  zoom = 1,
  fitToMarkers = false,
  padding = 48,
  maxFitZoom = 12,
  animate: animateProp,
  markerSize = DEFAULT_MARKER_SIZE,
  rotate = false,
  maxPitch = 60,
  onRotate,
  tooltipMinZoom,
  offlineMaxZoom,
  onMoveEnd,
  onIdle,
  ref,
  className,
  ...props
}: MapViewProps) {
  const { strings } = useUiStrings();
  const baseId = useId();
  const tooltipId = `${baseId}-tooltip`;
  const placeHintId = `${baseId}-place-hint`;
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasHostRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [hoverId, setHoverId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  // The whole zoom level, which is what clustering depends on.
  const [zoomLevel, setZoomLevel] = useState<number | null>(null);
  const [chosenStyle, chooseStyle] = useControllableState({
    value: mapStyle,
    defaultValue: defaultMapStyle,
    onChange: onMapStyleChange,
  });

  const animate = animateProp ?? !prefersReducedMotion();
  const urls = { streets: styleUrls?.streets ?? null, satellite: styleUrls?.satellite ?? null };
  const activeStyle: MapStyleChoice =
    chosenStyle !== 'none' && urls[chosenStyle] ? chosenStyle : 'none';
  const activeUrl = activeStyle === 'none' ? null : urls[activeStyle];
  // Hover tooltips hide when zoomed out past `tooltipMinZoom`; a focused list item keeps its own.
  const hoverShown =
    tooltipMinZoom === undefined || (zoomLevel !== null && zoomLevel >= tooltipMinZoom);
  const tooltipMarkerId = focusId ?? (hoverShown ? hoverId : null);
  const tooltipMarker = markers.find((marker) => marker.id === tooltipMarkerId) ?? null;

  const clusterOptions = cluster === true ? {} : cluster || null;
  const clusterRadius = clusterOptions?.radius ?? DEFAULT_CLUSTER_RADIUS;
  const clusterMaxZoom =
    clusterOptions?.maxZoom ?? (maxZoomFor(activeUrl, offlineMaxZoom) ?? MAPLIBRE_MAX_ZOOM) - 1;
  const clusterOn = clusterOptions !== null;
  const clustering = useMemo(
    () =>
      clusterOn && zoomLevel !== null
        ? clusterMarkers(markers, {
            zoom: zoomLevel,
            radius: clusterRadius,
            maxZoom: clusterMaxZoom,
          })
        : NO_CLUSTERS,
    [clusterOn, markers, zoomLevel, clusterRadius, clusterMaxZoom],
  );
  const standalone =
    clustering.clustered.size > 0
      ? markers.filter((marker) => !clustering.clustered.has(marker.id))
      : markers;

  const searching = useMapSearch({
    confirmAmbiguousSearch,
    goTo: (point) => {
      camera.movedByUser();
      camera.flyTo({ ...point, zoom: searchZoom });
      onSearch?.(point);
    },
  });
  const shownCandidates = searching.candidates ?? candidates ?? [];

  const camera = useMapCamera({
    mapRef,
    rootRef,
    markers,
    candidates: shownCandidates,
    fitToMarkers,
    padding,
    maxFitZoom,
    markerSize,
    animate,
    center,
    zoom,
  });
  const overlays = useOverlayPositions(mapRef);
  const markerLayer = useMarkerLayer({
    mapRef,
    rootRef,
    markers,
    selectedId,
    hoverId,
    clustered: clustering.clustered,
    size: markerSize,
    onPlacesChange: camera.placesChanged,
  });

  function reportMove() {
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
  }

  function placeAt(point: LatLng) {
    onMapClick?.({ lat: point.lat, lng: wrapLongitude(point.lng) });
  }

  const { failed } = useMapLibre({
    mapRef,
    rootRef,
    hostRef: canvasHostRef,
    styleUrl: activeUrl,
    mapLabel: labels.mapLabel,
    animate,
    rotate: rotate ? { maxPitch } : null,
    offlineMaxZoom,
    init: camera.initial,
    events: {
      onCreate: camera.created,
      onStyleLoad: (map, colours) => {
        markerLayer.install(map, colours);
        camera.placesChanged(map);
      },
      onColours: markerLayer.recolour,
      onRender: overlays.place,
      onMoveEnd: reportMove,
      onIdle: () => onIdle?.(),
      onZoom: (level) => {
        const whole = Math.floor(level);
        setZoomLevel((current) => (current === whole ? current : whole));
      },
      onUserMove: camera.movedByUser,
      onResize: camera.resized,
      onMarkerHover: setHoverId,
      onMarkerClick: (id) => onMarkerClick?.(id),
      onMapClick: placeAt,
      onEnterKey: () => {
        const centre = mapRef.current?.getCenter();
        if (centre) placeAt(centre);
      },
      onRotate: (orientation) => onRotate?.(orientation),
    },
  });

  useImperativeHandle(ref, (): MapViewHandle => ({
    flyTo: camera.flyTo,
    fitToMarkers: camera.fitAll,
    getMap: () => mapRef.current,
    getOrientation: () => ({
      bearing: mapRef.current?.getBearing() ?? 0,
      pitch: mapRef.current?.getPitch() ?? 0,
    }),
  }));

  // The overlays rendered by React need placing before the browser paints them.
  useLayoutEffect(() => {
    overlays.place();
  });

  // With click to place, the focused map tells keyboard users that Enter places its centre.
  const placing = onMapClick !== undefined;
  useEffect(() => {
    const canvas = mapRef.current?.getCanvas();
    if (!canvas) return;
    if (placing) canvas.setAttribute('aria-describedby', placeHintId);
    else canvas.removeAttribute('aria-describedby');
  }, [placing, placeHintId, failed]);

  function pickCandidate(candidate: MapCandidate) {
    if (searching.owns(candidate)) searching.pick(candidate);
    else onCandidatePick?.(candidate);
  }

  function chooseMarker(marker: MapMarker) {
    camera.movedByUser();
    onMarkerClick?.(marker.id);
    camera.flyTo({ lat: marker.lat, lng: marker.lng });
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
        <div
          ref={canvasHostRef}
          data-slot="map-canvas"
          className={cn(
            'h-full w-full',
            placing && '[&_.maplibregl-canvas-container.maplibregl-interactive]:cursor-crosshair',
          )}
        />
        {placing ? (
          <>
            <Crosshair />
            <p id={placeHintId} className="sr-only">
              {strings.mapPlaceHint}
            </p>
          </>
        ) : null}

        {standalone.length <= MARKER_LABEL_LIMIT ? (
          <MarkerLabels
            markers={standalone}
            selectedId={selectedId}
            overlays={overlays}
            offset={Math.round(markerSize / 2 + 3)}
          />
        ) : null}
        {clustering.clusters.length > 0 ? (
          <ClusterBadges
            clusters={clustering.clusters}
            overlays={overlays}
            onZoomIn={(group) =>
              camera.zoomInto(markers.filter((marker) => group.memberIds.includes(marker.id)))
            }
          />
        ) : null}
        {shownCandidates.length > 0 ? (
          <CandidatePins candidates={shownCandidates} overlays={overlays} onPick={pickCandidate} />
        ) : null}
        {tooltipMarker ? (
          <MapTooltip id={tooltipId} marker={tooltipMarker} overlays={overlays} />
        ) : null}

        {showSearch ? <MapSearch labels={labels} onSearch={searching.search} /> : null}

        {markers.length > 0 ? (
          <MarkerList
            markers={markers}
            label={labels.markerList}
            selectedId={selectedId}
            focusId={focusId}
            tooltipId={tooltipId}
            describedId={tooltipMarkerId}
            onFocusChange={setFocusId}
            onChoose={chooseMarker}
          />
        ) : null}

        {showControls ? (
          <MapControls
            labels={labels}
            onZoomIn={() => {
              camera.movedByUser();
              mapRef.current?.zoomIn({ animate });
            }}
            onZoomOut={() => {
              camera.movedByUser();
              mapRef.current?.zoomOut({ animate });
            }}
            onFit={camera.fitAll}
            fitDisabled={markers.length === 0 && shownCandidates.length === 0}
          />
        ) : null}

        {candidates !== undefined || confirmAmbiguousSearch ? (
          <CandidatePrompt
            text={
              shownCandidates.length > 0 ? (candidatePrompt ?? strings.mapChooseCandidate) : null
            }
            raised={showStylePicker}
          />
        ) : null}

        {showStylePicker ? (
          <MapStylePicker labels={labels} value={activeStyle} urls={urls} onChange={chooseStyle} />
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
        'group/map border-border bg-surface-sunken text-text rounded-card relative isolate h-96 w-full overflow-hidden border',
        className,
      )}
      {...props}
    >
      {content}
    </div>
  );
}
