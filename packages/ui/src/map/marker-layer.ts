import type { FeatureCollection, Point } from 'geojson';
import type { CircleLayerSpecification, ExpressionSpecification } from 'maplibre-gl';
import type { Status } from '../status-indicator';
import type { ThemeColours } from './theme-colours';

/** The GeoJSON source of the markers. */
export const MARKER_SOURCE = 'aq-markers';
/** The circle layer that draws them. */
export const MARKER_LAYER = 'aq-markers';

/** The default outer diameter of a marker in pixels, ring included (the selected one is larger). */
export const DEFAULT_MARKER_SIZE = 18;
/** The ring around a marker, in pixels (a selected marker's is one pixel heavier). */
export const MARKER_RING = 2;

/**
 * The paint of the marker circles, `size` pixels across with their ring (a hovered marker one
 * pixel more each side, the selected one two with a heavier ring). Status, selection, hover and
 * clustering are feature-state, so they restyle without re-tiling: a marker inside a cluster has
 * no size (its cluster badge stands in for it, and a circle of no size cannot be hovered or
 * clicked either).
 */
export function markerPaint(
  colours: ThemeColours,
  size: number = DEFAULT_MARKER_SIZE,
): NonNullable<CircleLayerSpecification['paint']> {
  const radius = Math.max(1, size / 2 - MARKER_RING);
  const selected: ExpressionSpecification = ['boolean', ['feature-state', 'selected'], false];
  const hovered: ExpressionSpecification = ['boolean', ['feature-state', 'hover'], false];
  const clustered: ExpressionSpecification = ['boolean', ['feature-state', 'clustered'], false];
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
    'circle-radius': ['case', clustered, 0, selected, radius + 2, hovered, radius + 1, radius],
    'circle-stroke-width': ['case', clustered, 0, selected, MARKER_RING + 1, MARKER_RING],
    'circle-stroke-color': ['case', selected, colours.selectedRing, colours.ring],
  };
}

/**
 * The paint of the circle layer under MarkerGlyphLayer, which draws the markers (circle, ring and
 * status glyph) itself: markerPaint's sizes, so hovering and clicking find the markers where they
 * are drawn, with no opacity, so MapLibre skips drawing the circles (markerPaint's colours stay
 * for reading back, e.g. in tests).
 */
export function markerHitPaint(
  colours: ThemeColours,
  size: number = DEFAULT_MARKER_SIZE,
): NonNullable<CircleLayerSpecification['paint']> {
  return { ...markerPaint(colours, size), 'circle-opacity': 0, 'circle-stroke-opacity': 0 };
}

/** The markers as GeoJSON points whose `id` property becomes the feature id (`promoteId`). */
export function markerData(
  markers: readonly { id: string; lat: number; lng: number }[],
): FeatureCollection<Point, { id: string }> {
  return {
    type: 'FeatureCollection',
    features: markers.map((marker) => ({
      type: 'Feature',
      properties: { id: marker.id },
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
    })),
  };
}

/** What the circle layer reads of a marker as feature-state. */
export interface MarkerState {
  status: Status;
  selected: boolean;
  hover: boolean;
  clustered: boolean;
}

/** Every marker's feature-state, by id, for the given selection, hover and clusters. */
export function markerStates(
  markers: readonly { id: string; status: Status }[],
  {
    selectedId = null,
    hoverId = null,
    clustered = new Set<string>(),
  }: {
    selectedId?: string | null;
    hoverId?: string | null;
    clustered?: ReadonlySet<string>;
  } = {},
): Map<string, MarkerState> {
  const states = new Map<string, MarkerState>();
  for (const marker of markers) {
    states.set(marker.id, {
      status: marker.status,
      selected: marker.id === selectedId,
      hover: marker.id === hoverId,
      clustered: clustered.has(marker.id),
    });
  }
  return states;
}

/**
 * The markers of `next` whose feature-state differs from `previous` (new ones included), in
 * `next`'s order: what a status refresh, a hover or a selection has to send to the map, so that
 * moving the pointer over 10 000 markers touches two of them, not all.
 */
export function stateChanges(
  previous: ReadonlyMap<string, MarkerState>,
  next: ReadonlyMap<string, MarkerState>,
): Array<[string, MarkerState]> {
  const changes: Array<[string, MarkerState]> = [];
  for (const [id, state] of next) {
    const before = previous.get(id);
    if (
      !before ||
      before.status !== state.status ||
      before.selected !== state.selected ||
      before.hover !== state.hover ||
      before.clustered !== state.clustered
    ) {
      changes.push([id, state]);
    }
  }
  return changes;
}
