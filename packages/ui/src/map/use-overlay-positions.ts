import type { Map as MapLibreMap } from 'maplibre-gl';
import { useRef, type RefObject } from 'react';
import { nearestWorldCopy, type LatLng } from './coordinates';

/** What the overlays need: a ref callback per element, and the placing of them all. */
export interface OverlayPositions {
  /** A ref callback that keeps an HTML element over a point of the map. */
  at: (key: string, point: LatLng) => (node: HTMLElement | null) => () => void;
  /** Places every overlay over its point; call on every rendered frame. */
  place: () => void;
}

/**
 * HTML drawn over the map (marker labels, cluster badges, candidate pins, the tooltip), each
 * moved with a transform to its point after every frame, and hidden while its point is outside
 * the view (so it cannot be reached with Tab there either).
 */
export function useOverlayPositions(mapRef: RefObject<MapLibreMap | null>): OverlayPositions {
  const overlays = useRef(new Map<string, { element: HTMLElement; point: LatLng }>());

  function place() {
    const map = mapRef.current;
    if (!map) return;
    const { width, height } = map.getContainer().getBoundingClientRect();
    const centreLng = map.getCenter().lng;
    for (const { element, point } of overlays.current.values()) {
      // The copy of the point nearest the centre, as WebGL draws it, when the view is past ±180.
      const pixel = map.project([nearestWorldCopy(point.lng, centreLng), point.lat]);
      const inside = pixel.x >= 0 && pixel.x <= width && pixel.y >= 0 && pixel.y <= height;
      element.style.transform = `translate(${Math.round(pixel.x)}px, ${Math.round(pixel.y)}px)`;
      element.style.visibility = inside ? 'visible' : 'hidden';
    }
  }

  return {
    at: (key, point) => (node) => {
      if (node) overlays.current.set(key, { element: node, point });
      return () => {
        if (overlays.current.get(key)?.element === node) overlays.current.delete(key);
      };
    },
    place,
  };
}
