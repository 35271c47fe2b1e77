import type {
  Feature,
  FeatureCollection,
  MultiLineString,
  MultiPolygon,
  Polygon,
  Position,
} from 'geojson';
import type { AllPaintProperties, ExpressionSpecification, StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The colours of the offline basemap, read from the theme's tokens. */
export interface WorldColours {
  /** Sea and background (the sunken surface). */
  water: string;
  /** Land (the raised surface). */
  land: string;
  /** Coastlines (the strong border). */
  coast: string;
  /** Borders between countries (the border). */
  border: string;
}

/**
 * The closest the offline basemap zooms. Natural Earth's 1:110m coasts are drawn for a whole
 * continent on screen; past zoom 7 a view holds one straight segment of coast or none at all, a
 * blank square of land or sea. Online styles keep their own limit (MapLibre's 22).
 */
export const WORLD_MAX_ZOOM = 7;

/** Ids of the offline basemap's layers, for restyling when the theme changes. */
export const WORLD_LAYERS = {
  water: 'aq-world-water',
  land: 'aq-world-land',
  coast: 'aq-world-coast',
  border: 'aq-world-border',
} as const;

/**
 * Makes a ring or line continuous in longitude. Natural Earth rings that cross the antimeridian
 * jump from 180 to -180 (Russia, Fiji, Antarctica); drawn on a flat map that jump is a streak
 * across the whole world. Whenever two neighbouring points are more than 180° apart, the rest of
 * the line is moved by a whole turn, so it continues past ±180 instead (MapLibre wraps the part
 * outside -180..180 onto the other edge of the world). Repeated points are dropped.
 */
export function unwrapLongitudes(line: readonly Position[]): Position[] {
  const out: Position[] = [];
  let shift = 0;
  let previous: number | undefined;
  for (const point of line) {
    const [lng, lat, ...rest] = point as [number, number, ...number[]];
    if (previous !== undefined) {
      const step = lng - previous;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    previous = lng;
    const next: Position = [lng + shift, lat, ...rest];
    const last = out[out.length - 1];
    if (last && last[0] === next[0] && last[1] === next[1]) continue;
    out.push(next);
  }
  return out;
}

/**
 * The antimeridian fix for a polygon ring: continuous longitudes (see `unwrapLongitudes`), and a
 * ring that goes all the way round the world (Antarctica) is closed through the pole it
 * surrounds, so it fills the polar cap instead of cutting across the map.
 */
export function fixAntimeridianRing(ring: readonly Position[]): Position[] {
  const fixed = unwrapLongitudes(ring);
  const first = fixed[0];
  const last = fixed[fixed.length - 1];
  if (!first || !last || fixed.length < 3) return fixed;
  const turns = Math.round(((last[0] as number) - (first[0] as number)) / 360);
  if (turns === 0) return fixed;
  const meanLatitude = fixed.reduce((sum, point) => sum + (point[1] as number), 0) / fixed.length;
  const pole = meanLatitude < 0 ? -90 : 90;
  return [...fixed, [last[0] as number, pole], [first[0] as number, pole], first];
}

/** A polygon or multipolygon with every ring fixed at the antimeridian. */
export function fixAntimeridianPolygons(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  if (geometry.type === 'Polygon') {
    return { type: 'Polygon', coordinates: geometry.coordinates.map(fixAntimeridianRing) };
  }
  return {
    type: 'MultiPolygon',
    coordinates: geometry.coordinates.map((polygon) => polygon.map(fixAntimeridianRing)),
  };
}

/** The land polygons and the coast and border lines of a world-atlas topology, antimeridian-safe. */
export function worldFeatures(topology: Topology): {
  land: FeatureCollection<Polygon | MultiPolygon>;
  lines: FeatureCollection<MultiLineString, { kind: 'coast' | 'border' }>;
} {
  const countries = topology.objects.countries as GeometryCollection;
  const landObject = (topology.objects.land ?? countries) as GeometryCollection;
  const land = feature(topology, landObject);
  const landFeatures: Feature<Polygon | MultiPolygon>[] = [];
  for (const item of land.features) {
    const { geometry } = item;
    if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') continue;
    landFeatures.push({
      type: 'Feature',
      properties: {},
      geometry: fixAntimeridianPolygons(geometry),
    });
  }
  // Arcs used by one country only are coast; arcs shared by two are borders. Drawing them as
  // lines (not polygon outlines) keeps the pole closure of Antarctica invisible.
  const line = (kind: 'coast' | 'border'): Feature<MultiLineString, { kind: typeof kind }> => ({
    type: 'Feature',
    properties: { kind },
    geometry: {
      type: 'MultiLineString',
      coordinates: mesh(topology, countries, (a, b) =>
        kind === 'coast' ? a === b : a !== b,
      ).coordinates.map(unwrapLongitudes),
    },
  });
  return {
    land: { type: 'FeatureCollection', features: landFeatures },
    lines: { type: 'FeatureCollection', features: [line('coast'), line('border')] },
  };
}

/**
 * The offline basemap: world-atlas land, coasts and borders from the bundled topology, coloured
 * with the theme. It loads nothing from the network: no tiles, sprite or glyphs (so it has no
 * text layers), and Natural Earth data needs no attribution.
 */
export function worldStyle(
  features: ReturnType<typeof worldFeatures>,
  colours: WorldColours,
): StyleSpecification {
  return {
    version: 8,
    name: 'Offline world',
    sources: {
      'aq-world-land': { type: 'geojson', data: features.land, tolerance: 0.5 },
      'aq-world-lines': { type: 'geojson', data: features.lines, tolerance: 0.5 },
    },
    layers: [
      {
        id: WORLD_LAYERS.water,
        type: 'background',
        paint: { 'background-color': backgroundColour(colours) },
      },
      {
        id: WORLD_LAYERS.land,
        maxzoom: WORLD_DETAIL_END_ZOOM,
        type: 'fill',
        source: 'aq-world-land',
        paint: { 'fill-color': colours.land, 'fill-antialias': true },
      },
      {
        id: WORLD_LAYERS.coast,
        maxzoom: WORLD_DETAIL_END_ZOOM,
        type: 'line',
        source: 'aq-world-lines',
        filter: ['==', ['get', 'kind'], 'coast'],
        paint: { 'line-color': colours.coast, 'line-width': 0.75 },
      },
      {
        id: WORLD_LAYERS.border,
        maxzoom: WORLD_DETAIL_END_ZOOM,
        type: 'line',
        source: 'aq-world-lines',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': colours.border, 'line-width': 0.75 },
      },
    ],
  };
}

/**
 * The zoom from which the offline world leaves its coasts, borders and land out, for a map that
 * allows zooming past WORLD_MAX_ZOOM (`offlineMaxZoom`): there they would be kilometres off, so
 * the basemap becomes a plain land-coloured ground and the markers keep their true positions to
 * each other.
 */
export const WORLD_DETAIL_END_ZOOM = WORLD_MAX_ZOOM + 1;

/** The background: the sea up to WORLD_DETAIL_END_ZOOM, plain ground past it. */
function backgroundColour(colours: WorldColours): ExpressionSpecification {
  return ['step', ['zoom'], colours.water, WORLD_DETAIL_END_ZOOM, colours.land];
}

/** The paint properties to set when the theme changes: [layer, property, value]. */
export function worldPaint(
  colours: WorldColours,
): Array<[string, keyof AllPaintProperties, string | ExpressionSpecification]> {
  return [
    [WORLD_LAYERS.water, 'background-color', backgroundColour(colours)],
    [WORLD_LAYERS.land, 'fill-color', colours.land],
    [WORLD_LAYERS.coast, 'line-color', colours.coast],
    [WORLD_LAYERS.border, 'line-color', colours.border],
  ];
}

/**
 * The map's zoom limit for a basemap: `offlineMaxZoom` (WORLD_MAX_ZOOM unless a map asks for
 * more) for the offline world (no style URL), and none of ours (null: MapLibre's own) for an
 * online style, which draws streets or imagery far in.
 */
export function maxZoomFor(
  styleUrl: string | null,
  offlineMaxZoom: number = WORLD_MAX_ZOOM,
): number | null {
  return styleUrl === null ? offlineMaxZoom : null;
}
