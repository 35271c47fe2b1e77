import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ComponentProps, Ref } from 'react';
import type { Status } from '../status-indicator';
import type { LngLatBox } from './bounds';
import type { LatLng } from './coordinates';

/** A monitoring location on the map. */
export interface MapMarker {
  /** Unique id; reported by `onMarkerClick` and matched by `selectedId`. */
  id: string;
  /** Latitude in decimal degrees, -90..90. */
  lat: number;
  /** Longitude in decimal degrees, -180..180. */
  lng: number;
  /** The location's name, shown in the tooltip and the keyboard list. */
  name: string;
  /** Health of the location: sets the marker's colour and its status icon (never colour alone). */
  status: Status;
  /** The status in words, e.g. "Above trigger level", added to the tooltip and the list. */
  statusLabel?: string;
  /** The latest reading, already formatted for the locale, e.g. "42.5". */
  value?: string;
  /** The reading's unit, e.g. "µg/m³". */
  unit?: string;
  /** A short text shown beside the marker's status icon, e.g. a station code "NPF-02". */
  label?: string;
}

/**
 * A place the user may pick, drawn as a lettered pin: for instance the two readings of typed
 * coordinates that fit both orders. Nothing is picked until the user presses a pin.
 */
export interface MapCandidate {
  /** Unique id; the candidate is handed back by `onCandidatePick`. */
  id: string;
  /** Latitude in decimal degrees, -90..90. */
  lat: number;
  /** Longitude in decimal degrees, -180..180. */
  lng: number;
  /** The short text on the pin that tells candidates apart, e.g. "A" and "B". */
  label: string;
  /**
   * The pin's accessible name; by default the label and coordinates, e.g. "A: latitude -74,
   * longitude 40.7" (the translated `mapCandidate` UI string).
   */
  name?: string;
}

/** How markers cluster (see MapViewProps.cluster). */
export interface MapClusterOptions {
  /** Markers closer than this many pixels join one cluster; 40 by default (a label's width). */
  radius?: number;
  /**
   * The highest zoom level that still clusters; by default one below the basemap's limit, so at
   * the closest zoom every marker is drawn on its own (markers at one spot then overlap, and the
   * keyboard list still tells them apart).
   */
  maxZoom?: number;
}

/** The basemap: the bundled offline world ('none'), or the app's streets or satellite style. */
export type MapStyleChoice = 'none' | 'streets' | 'satellite';

/**
 * The online basemaps; a choice without one is disabled in the picker. Each is a MapLibre style
 * JSON URL, or a raster tile URL template ('https://…/{z}/{y}/{x}', as imagery services publish
 * them) with the provider's required credit after '#', shown in the map's attribution.
 */
export interface MapStyleUrls {
  /** A MapLibre style JSON URL (or raster tile template) for streets (from the app's config). */
  streets?: string | null;
  /** A MapLibre style JSON URL (or raster tile template) for satellite imagery. */
  satellite?: string | null;
}

/**
 * The map's own chrome strings. They are not in the shared UI strings yet, so the app passes
 * them translated (e.g. from its i18n namespace).
 */
export interface MapViewLabels {
  /** Accessible name of the map canvas, e.g. "Map of monitoring locations". */
  mapLabel: string;
  /** Accessible name of the style picker, e.g. "Map style". */
  mapStyle: string;
  /** The streets choice of the style picker, e.g. "Streets". */
  streets: string;
  /** The satellite choice of the style picker, e.g. "Satellite". */
  satellite: string;
  /** The offline choice of the style picker, e.g. "None". */
  none: string;
  /** Accessible name of the coordinate search, e.g. "Search coordinates". */
  search: string;
  /** Placeholder of the coordinate search, e.g. "lat, lng". */
  searchPlaceholder: string;
  /** The zoom-in button, e.g. "Zoom in". */
  zoomIn: string;
  /** The zoom-out button, e.g. "Zoom out". */
  zoomOut: string;
  /** The button that frames every marker, e.g. "Fit to markers". */
  fitToMarkers: string;
  /** Accessible name of the keyboard list of markers, e.g. "Monitoring locations". */
  markerList: string;
  /** Shown instead of the map when WebGL is unavailable, e.g. "The map cannot be shown on this device." */
  unavailable: string;
}

/** Where the camera is, reported after each move. */
export interface MapCamera {
  /** The centre, with the longitude wrapped into -180..180. */
  center: LatLng;
  /** The zoom level. */
  zoom: number;
  /** The visible box; `east` may pass 180 when the view crosses the antimeridian. */
  bounds: LngLatBox;
}

/** What a `ref` on MapView gives: camera commands and the MapLibre map itself. */
export interface MapViewHandle {
  /** Moves the camera to a point (animated unless `animate` is false); keeps the zoom when none is given. */
  flyTo: (target: LatLng & { zoom?: number }) => void;
  /** Frames every marker (or the candidates, while shown) with the `padding`, across the antimeridian when that is shorter. */
  fitToMarkers: () => void;
  /** The MapLibre map, for advanced use (extra layers); null before it is created. */
  getMap: () => MapLibreMap | null;
  /** The camera's bearing (degrees clockwise from north) and pitch (degrees from straight down); 0 and 0 before the map exists. */
  getOrientation: () => MapOrientation;
}

/** Which way the camera faces: what a wind or north indicator drawn over the map follows. */
export interface MapOrientation {
  /** Degrees clockwise from north, -180..180 (0 is north up). */
  bearing: number;
  /** Degrees of tilt from looking straight down, 0..`maxPitch`. */
  pitch: number;
}

/** Props of MapView. */
export interface MapViewProps extends Omit<ComponentProps<'div'>, 'children' | 'ref'> {
  /** The locations to show. */
  markers: readonly MapMarker[];
  /** The map's chrome strings (see MapViewLabels). */
  labels: MapViewLabels;
  /** The id of the selected marker, drawn larger with a heavier ring. */
  selectedId?: string | null;
  /** Called with a marker's id when it is clicked on the map or chosen in the keyboard list. */
  onMarkerClick?: (id: string) => void;
  /** The basemap shown (controlled); pair with `onMapStyleChange`. Falls back to 'none' without a URL. */
  mapStyle?: MapStyleChoice;
  /** The basemap at first when uncontrolled; 'none' (the offline world) by default. */
  defaultMapStyle?: MapStyleChoice;
  /** Called with the basemap chosen in the picker. */
  onMapStyleChange?: (style: MapStyleChoice) => void;
  /** URLs of the streets and satellite styles; without one, that choice is disabled. */
  styleUrls?: MapStyleUrls;
  /** Shows the Streets / Satellite / None picker on the map. */
  showStylePicker?: boolean;
  /** Shows the "lat, lng" search box, which flies to the point typed. */
  showSearch?: boolean;
  /** Zoom level a search flies to; 16 by default (the offline world stops at 7). */
  searchZoom?: number;
  /** Called with the point after a successful search (after the pick, see `confirmAmbiguousSearch`). */
  onSearch?: (point: LatLng) => void;
  /**
   * When the typed numbers fit both orders ('-74.0, 40.7' is latitude -74 or longitude -74),
   * the search shows both readings as candidates A ("lat, lng") and B ("lng, lat") and calls
   * `onSearch` only with the one the user picks; a new search replaces them.
   * By default (false) the typed order is taken at once, as before.
   */
  confirmAmbiguousSearch?: boolean;
  /**
   * Candidate places drawn as lettered pins (e.g. the two readings of coordinates typed in a
   * form); the view frames them when they appear. Clear them once `onCandidatePick` reports a
   * pick. Search candidates (`confirmAmbiguousSearch`) take their place while shown.
   */
  candidates?: readonly MapCandidate[];
  /** Called with the candidate whose pin the user pressed (or chose with Enter or Space). */
  onCandidatePick?: (candidate: MapCandidate) => void;
  /** The line shown over the map while candidates are shown; the translated "Choose one of the marked places" by default. */
  candidatePrompt?: string;
  /**
   * Called with the point clicked on the map (away from markers, clusters and pins), with the
   * longitude wrapped into -180..180, e.g. to place a project's site. The cursor becomes a
   * crosshair. Keyboard users get the same: Enter on the focused map places the point at its
   * centre (a crosshair shows it; the arrow keys move the map). Screens should still offer
   * typed coordinates.
   */
  onMapClick?: (point: LatLng) => void;
  /**
   * Groups markers that would overlap into one badge with their count and most urgent status
   * (six instruments at one site show one badge "6"); pressing a badge zooms in until it
   * splits. `true` uses the defaults; off by default.
   */
  cluster?: boolean | MapClusterOptions;
  /**
   * The markers' outer diameter in pixels, ring included (18 by default; the dashboard's site
   * map uses 22). A hovered marker grows by 2 pixels and the selected one by 4.
   */
  markerSize?: number;
  /**
   * Lets the user rotate (right-drag, Ctrl-drag, two fingers, Shift with the arrow keys) and tilt
   * the map (up to `maxPitch`). Read once, when the map is created. Off by default: a flat
   * map, north up.
   */
  rotate?: boolean;
  /** The steepest tilt allowed with `rotate`, in degrees; 60 by default (MapLibre allows up to 85). */
  maxPitch?: number;
  /** Called whenever the bearing or the pitch changes (also during the gesture), e.g. to turn a wind indicator. */
  onRotate?: (orientation: MapOrientation) => void;
  /**
   * The lowest whole zoom level at which hovering a marker shows its tooltip (the site map hides
   * them two levels below its default zoom); always shown by default. The keyboard list's
   * focused marker keeps its tooltip at any zoom.
   */
  tooltipMinZoom?: number;
  /**
   * The closest the offline world ('none') zooms; WORLD_MAX_ZOOM (7, where its coasts end) by
   * default. A map of one site, whose locations stand metres apart, may allow more: past zoom 7
   * the coasts, borders and land are left out and the basemap is plain ground, so the markers
   * separate at their true positions without a coast kilometres off. Read when the basemap is
   * created or switched.
   */
  offlineMaxZoom?: number;
  /** Shows the zoom in, zoom out and fit-to-markers buttons; true by default. */
  showControls?: boolean;
  /** Initial centre (read once); the whole world by default. */
  center?: LatLng;
  /** Initial zoom (read once); 1 by default. */
  zoom?: number;
  /** Frames every marker when the map first loads instead of using `center` and `zoom`. */
  fitToMarkers?: boolean;
  /**
   * Space in pixels kept around the markers when fitting; 48 by default. A fit also keeps each
   * marker's circle and label whole inside the view (left and right grow alike for the widest
   * label), and in a small view (a phone) shrinks to leave a third of each side for the markers.
   * When the container's size changes before the user has moved the map (or the markers arrive
   * after it was created), `fitToMarkers` frames them again.
   */
  padding?: number;
  /**
   * The closest a fit zooms in (one marker, or markers close together); 12 by default. The
   * offline world stops at zoom 7 whatever is asked (its coasts end there); online styles keep
   * MapLibre's limit of 22.
   */
  maxFitZoom?: number;
  /** Animates camera moves; false jumps at once (stories, screenshots). By default true unless the user prefers reduced motion. */
  animate?: boolean;
  /** Called when the camera stops moving, with where it is. */
  onMoveEnd?: (camera: MapCamera) => void;
  /** Called each time the map has finished rendering (tiles loaded, no move under way). */
  onIdle?: () => void;
  /** Camera commands (flyTo, fitToMarkers) and the MapLibre map; a plain prop in React 19. */
  ref?: Ref<MapViewHandle>;
}
