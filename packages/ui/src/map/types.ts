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

/** The basemap: the bundled offline world ('none'), or the app's streets or satellite style. */
export type MapStyleChoice = 'none' | 'streets' | 'satellite';

/** Style URLs for the online basemaps; a choice without a URL is disabled in the picker. */
export interface MapStyleUrls {
  /** A MapLibre style JSON URL for streets (from the app's env or config). */
  streets?: string | null;
  /** A MapLibre style JSON URL for satellite imagery. */
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
  /** Frames every marker with the `padding`, across the antimeridian when that is shorter. */
  fitToMarkers: () => void;
  /** The MapLibre map, for advanced use (extra layers); null before it is created. */
  getMap: () => MapLibreMap | null;
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
  /** Zoom level a search flies to; 16 by default. */
  searchZoom?: number;
  /** Called with the point after a successful search. */
  onSearch?: (point: LatLng) => void;
  /** Shows the zoom in, zoom out and fit-to-markers buttons; true by default. */
  showControls?: boolean;
  /** Initial centre (read once); the whole world by default. */
  center?: LatLng;
  /** Initial zoom (read once); 1 by default. */
  zoom?: number;
  /** Frames every marker when the map first loads instead of using `center` and `zoom`. */
  fitToMarkers?: boolean;
  /** Space in pixels kept around the markers when fitting; 48 by default. */
  padding?: number;
  /** The closest a fit zooms in (one marker, or markers close together); 12 by default. */
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
