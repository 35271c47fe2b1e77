import type { LngLatBoundsLike } from 'maplibre-gl';
import { markerBounds } from './bounds';
import { worldPixel } from './clusters';
import { nearestWorldCopy, type LatLng } from './coordinates';

/** Padding in pixels on each side of the view, as MapLibre's `fitBounds` takes it. */
export interface FitPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** How far a marker's drawing reaches from its point, in pixels. */
export interface MarkerExtent {
  /** To the left of the point (the circle's radius and ring). */
  left: number;
  /** To the right (the circle, then the label beside it). */
  right: number;
  /** Above the point. */
  top: number;
  /** Below the point. */
  bottom: number;
}

/** The circle of a selected 18-pixel marker: radius 9 and a 3-pixel ring (see markerPaint). */
export const MARKER_RADIUS = 12;
/** The label starts this far right of an 18-pixel marker's point (12 px), plus a little air. */
export const LABEL_OFFSET = 16;

/**
 * How far the widest marker reaches: the circle on every side, and the widest label to the
 * right (labels are 20 pixels tall, centred on the point). `markerSize` is the markers' outer
 * diameter (18 by default): a selected marker reaches half of it plus 3 pixels.
 */
export function markerExtent(labelWidths: readonly number[], markerSize = 18): MarkerExtent {
  const widest = labelWidths.reduce((max, width) => Math.max(max, width), 0);
  const radius = MARKER_RADIUS + (markerSize - 18) / 2;
  const labelOffset = LABEL_OFFSET + Math.round(markerSize / 2 + 3) - 12;
  return {
    left: radius,
    right: widest > 0 ? labelOffset + widest : radius,
    top: radius,
    bottom: radius,
  };
}

/**
 * The padding that frames markers with their whole shapes in view: at least `padding` on every
 * side, and at least the markers' extent, so a marker on the edge of the box still shows its
 * circle and its label. Left and right are kept equal (the larger of the two), so the markers
 * stay centred. In a small view each pair of sides is shrunk to leave at least a third of the
 * width or height for the markers themselves; MapLibre cannot fit into less than nothing.
 */
export function fitPadding({
  width,
  height,
  padding,
  extent,
}: {
  /** The view's width in pixels. */
  width: number;
  /** The view's height in pixels. */
  height: number;
  /** The space the caller asks for around the markers. */
  padding: number;
  /** How far the markers' drawings reach. */
  extent: MarkerExtent;
}): FitPadding {
  const side = (wanted: number, size: number) => Math.max(0, Math.min(wanted, size / 3));
  const horizontal = side(Math.max(padding, extent.left, extent.right), width);
  const vertical = side(Math.max(padding, extent.top, extent.bottom), height);
  return { top: vertical, right: horizontal, bottom: vertical, left: horizontal };
}

/** The box around points as MapLibre takes it ([[west, south], [east, north]]); null for none. */
export function toBoundsLike(points: readonly LatLng[]): LngLatBoundsLike | null {
  const box = markerBounds(points);
  return box
    ? [
        [box.west, box.south],
        [box.east, box.north],
      ]
    : null;
}

/** A rectangle in pixels from the view's top left corner. */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where a camera (centre and zoom, no rotation) draws a point in a view of `width`×`height`. */
export function screenPoint(
  point: LatLng,
  camera: { center: LatLng; zoom: number },
  view: { width: number; height: number },
): { x: number; y: number } {
  // The copy of the point nearest the centre, as MapLibre draws it past ±180.
  const copy = { lat: point.lat, lng: nearestWorldCopy(point.lng, camera.center.lng) };
  const centre = worldPixel(camera.center, camera.zoom);
  const target = worldPixel({ lat: copy.lat, lng: camera.center.lng }, camera.zoom);
  const worldWidth = 512 * 2 ** camera.zoom;
  return {
    x: view.width / 2 + ((copy.lng - camera.center.lng) / 360) * worldWidth,
    y: view.height / 2 + (target.y - centre.y),
  };
}

/** The box a marker's drawing covers around its point on screen. */
export function markerBox(point: { x: number; y: number }, extent: MarkerExtent): ScreenBox {
  return {
    left: point.x - extent.left,
    top: point.y - extent.top,
    right: point.x + extent.right,
    bottom: point.y + extent.bottom,
  };
}

function overlaps(a: ScreenBox, b: ScreenBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Shrinks a pair of opposite sides in proportion so they leave a third of `size` free. */
function fitPair(first: number, second: number, size: number): [number, number] {
  const limit = (size * 2) / 3;
  const sum = first + second;
  if (sum <= limit || sum === 0) return [first, second];
  return [(first * limit) / sum, (second * limit) / sum];
}

/**
 * The padding that keeps markers clear of the map's own controls (zoom buttons, search box,
 * style picker). `boxes` are where the markers would be drawn with `padding`; each control that
 * one of them overlaps widens the side it sits on, enough for a marker's whole drawing to end
 * `gap` pixels short of it. A tall control (the zoom buttons) is cleared sideways, a wide one
 * (the search box) from above or below. Controls that overlap nothing change nothing, so the
 * markers stay centred whenever they can. Opposite sides together keep to two thirds of the view.
 */
export function clearOfControls({
  padding,
  boxes,
  controls,
  extent,
  width,
  height,
  gap = 4,
}: {
  padding: FitPadding;
  boxes: readonly ScreenBox[];
  controls: readonly ScreenBox[];
  extent: MarkerExtent;
  width: number;
  height: number;
  gap?: number;
}): FitPadding {
  const next = { ...padding };
  for (const control of controls) {
    if (!boxes.some((box) => overlaps(box, control))) continue;
    const tall = control.right - control.left <= control.bottom - control.top;
    if (tall && (control.left + control.right) / 2 > width / 2) {
      next.right = Math.max(next.right, width - control.left + gap + extent.right);
    } else if (tall) {
      next.left = Math.max(next.left, control.right + gap + extent.left);
    } else if ((control.top + control.bottom) / 2 > height / 2) {
      next.bottom = Math.max(next.bottom, height - control.top + gap + extent.bottom);
    } else {
      next.top = Math.max(next.top, control.bottom + gap + extent.top);
    }
  }
  [next.left, next.right] = fitPair(next.left, next.right, width);
  [next.top, next.bottom] = fitPair(next.top, next.bottom, height);
  return next;
}
