import type { FeatureCollection, Point } from 'geojson';
import type { CircleLayerSpecification, ExpressionSpecification } from 'maplibre-gl';
import type { ThemeColours } from './theme-colours';

/** The GeoJSON source of the markers. */
export const MARKER_SOURCE = 'aq-markers';
/** The circle layer that draws them. */
export const MARKER_LAYER = 'aq-markers';

/**
 * The paint of the marker circles. Status, selection, hover and clustering are feature-state, so
 * they restyle without re-tiling: a marker inside a cluster has no size (its cluster badge
 * stands in for it, and a circle of no size cannot be hovered or clicked either).
 */
export function markerPaint(colours: ThemeColours): NonNullable<CircleLayerSpecification['paint']> {
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
    'circle-radius': ['case', clustered, 0, selected, 9, hovered, 8, 7],
    'circle-stroke-width': ['case', clustered, 0, selected, 3, 2],
    'circle-stroke-color': ['case', selected, colours.selectedRing, colours.ring],
  };
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
