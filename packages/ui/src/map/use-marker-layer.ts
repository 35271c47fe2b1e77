import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import {
  MARKER_LAYER,
  MARKER_SOURCE,
  markerData,
  markerHitPaint,
  markerPaint,
  markerStates,
  stateChanges,
  type MarkerState,
} from './marker-layer';
import { MarkerGlyphLayer, MARKER_GLYPH_LAYER } from './marker-glyph-layer';
import type { ThemeColours } from './theme-colours';
import type { MapMarker } from './types';
import { markState } from './use-maplibre';

/** What the map's lifecycle calls to draw the markers. */
export interface MarkerLayer {
  /** Adds the markers' source, circle layer and glyph layer to a freshly loaded style. */
  install: (map: MapLibreMap, colours: ThemeColours) => void;
  /** Recolours the markers and their glyphs after a theme change. */
  recolour: (map: MapLibreMap, colours: ThemeColours) => void;
}

/**
 * The markers `size` pixels across, each a circle in its status colour with its status glyph
 * inside, so status is never colour alone on the canvas at any count. MarkerGlyphLayer draws
 * them; under it, a circle layer with no opacity is what hovering and clicking find. Their places
 * are the source's data (replaced only when a marker is added, removed or moved), and status,
 * selection, hover and clustering are feature-state (restyled without re-tiling) and one byte
 * each in the glyph layer, sent only for the markers whose state changed. `onPlacesChange` runs
 * after new places are drawn.
 */
export function useMarkerLayer({
  mapRef,
  rootRef,
  markers,
  selectedId,
  hoverId,
  clustered,
  size,
  onPlacesChange,
}: {
  mapRef: RefObject<MapLibreMap | null>;
  rootRef: RefObject<HTMLElement | null>;
  markers: readonly MapMarker[];
  selectedId: string | null;
  hoverId: string | null;
  /** Ids of the markers inside a cluster badge, drawn without a circle. */
  clustered: ReadonlySet<string>;
  /** The markers' outer diameter in pixels. */
  size: number;
  onPlacesChange: (map: MapLibreMap) => void;
}): MarkerLayer {
  // The feature-state the map holds now; emptied when the source is created or refilled.
  const applied = useRef<ReadonlyMap<string, MarkerState>>(new Map());
  // One glyph layer for the component's life: a style switch removes it and install adds it back.
  // Should WebGL refuse its program, the circle layer is shown instead (colour only, but a map).
  const [glyphs] = useState(
    () =>
      new MarkerGlyphLayer((map) => {
        map.setPaintProperty(MARKER_LAYER, 'circle-opacity', 1);
        map.setPaintProperty(MARKER_LAYER, 'circle-stroke-opacity', 1);
      }),
  );
  const circlePaint = (colours: ThemeColours) =>
    glyphs.failed ? markerPaint(colours, size) : markerHitPaint(colours, size);
  const sync = useEffectEvent((map: MapLibreMap | null) => {
    if (!map?.getSource(MARKER_SOURCE)) return;
    const next = markerStates(markers, { selectedId, hoverId, clustered });
    const changes = stateChanges(applied.current, next);
    for (const [id, state] of changes) {
      map.setFeatureState({ source: MARKER_SOURCE, id }, { ...state });
    }
    glyphs.setStates(changes);
    applied.current = next;
  });

  const updateData = useEffectEvent(() => {
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>(MARKER_SOURCE);
    if (!map || !source) return;
    void source.setData(markerData(markers));
    glyphs.setPlaces(markers);
    applied.current = new Map();
    sync(map);
    markState(rootRef.current, 'busy');
    onPlacesChange(map);
  });

  // A new array with the same places (a parent re-rendering) changes nothing, and a status
  // change alone is only feature-state.
  const placesKey = markers.map((marker) => `${marker.id}@${marker.lng},${marker.lat}`).join('|');
  const statusKey = markers.map((marker) => `${marker.id}:${marker.status}`).join('|');
  const clusteredKey = [...clustered].join('|');

  useEffect(() => {
    updateData();
  }, [placesKey]);

  useEffect(() => {
    sync(mapRef.current);
  }, [mapRef, statusKey, selectedId, hoverId, clusteredKey]);

  return {
    install: (map, colours) => {
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
          paint: circlePaint(colours),
        });
      }
      glyphs.setStyle(colours, size, map.getPixelRatio());
      if (!map.getLayer(MARKER_GLYPH_LAYER)) {
        glyphs.setPlaces(markers);
        map.addLayer(glyphs);
      }
      applied.current = new Map();
      sync(map);
    },
    recolour: (map, colours) => {
      if (!map.getLayer(MARKER_LAYER)) return;
      const paint = circlePaint(colours);
      for (const property of Object.keys(paint) as Array<keyof typeof paint>) {
        map.setPaintProperty(MARKER_LAYER, property, paint[property]);
      }
      glyphs.setStyle(colours, size, map.getPixelRatio());
    },
  };
}
