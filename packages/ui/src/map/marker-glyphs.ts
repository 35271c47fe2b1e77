// The pure parts of the markers as drawn by marker-glyph-layer.ts in WebGL (circle, ring and
// status glyph): the byte that says how a marker is drawn, its sizes, the glyph atlas's geometry
// and drawing, colours for the shader, and the projection helpers. No MapLibre and no WebGL here,
// so they are unit-tested in Node.
import type { Status } from '../status-indicator';
import { MARKER_RING, type MarkerState } from './marker-layer';
import { STATUS_GLYPHS } from './static-map-core';

/** The statuses in the order of their cells in the glyph atlas. */
export const GLYPH_STATUSES: readonly Status[] = ['ok', 'caution', 'warning', 'offline'];
/** A marker that is not drawn (inside a cluster, or not placed yet). */
export const GLYPH_HIDDEN = 255;

/**
 * How a marker is drawn, as one byte for the shader: its status's atlas cell (0–3) plus 4 when
 * hovered and 8 when selected; GLYPH_HIDDEN inside a cluster (its cluster badge stands in for
 * it). An unknown status draws as offline, as markerPaint's colour falls back to offline's.
 */
export function markerCode(state: MarkerState): number {
  if (state.clustered) return GLYPH_HIDDEN;
  const index = GLYPH_STATUSES.indexOf(state.status);
  return (
    (index === -1 ? GLYPH_STATUSES.indexOf('offline') : index) +
    (state.hover ? 4 : 0) +
    (state.selected ? 8 : 0)
  );
}

/**
 * A marker's sizes in CSS pixels for markers `size` across, as markerPaint draws the circles (a
 * hovered one a pixel larger each side, a selected one two with a ring a pixel heavier): the
 * fill's radius and the ring's width. The shader grows them by the same for a hovered or
 * selected marker.
 */
export function markerGeometry(size: number) {
  return { radius: Math.max(1, size / 2 - MARKER_RING), ring: MARKER_RING };
}

/** The glyphs' stroke in units of their 24 × 24 box (STATUS_GLYPHS), as on StaticMap's markers. */
export const GLYPH_STROKE = 2.5;
/**
 * The part of the 24 × 24 box kept around each glyph (centred on 12, 12): the glyphs and their
 * stroke fit in 15 units, and the rest keeps a neighbouring cell's glyph out of the filtering.
 */
export const GLYPH_EXTENT = 16;

/**
 * The glyph atlas of markers `size` CSS pixels across (ring included) at `pixelRatio`: one square
 * cell of `pixels` device pixels per status, side by side. A glyph has the scale of StaticMap's
 * glyph on a marker of that size (its 24 × 24 box over the whole marker), cropped to the glyph
 * (less to draw per marker) and centred on the marker's centre; `scale` is device pixels per
 * glyph unit, `cssSize` the cell's size on screen.
 */
export function glyphAtlasBox(size: number, pixelRatio: number) {
  const scale = (Math.max(1, size) / 24) * pixelRatio;
  const pixels = Math.max(2, Math.ceil(GLYPH_EXTENT * scale));
  return {
    pixels,
    scale,
    pixelRatio,
    width: pixels * GLYPH_STATUSES.length,
    height: pixels,
    cssSize: pixels / pixelRatio,
  };
}

/** What drawGlyphAtlas uses of a 2D context (a fake one in unit tests). */
export type GlyphContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'clearRect'
  | 'translate'
  | 'scale'
  | 'stroke'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'strokeStyle'
>;

/**
 * Draws every status's glyph (STATUS_GLYPHS: a tick, a triangle, an exclamation mark, a slash,
 * as on StaticMap, echoing StatusIndicator's icons) into its cell of a canvas of glyphAtlasBox's
 * size, in `colour` (the marker ring's, which stands out on every status colour in both themes).
 */
export function drawGlyphAtlas(
  context: GlyphContext,
  box: ReturnType<typeof glyphAtlasBox>,
  colour: string,
  path: (d: string) => Path2D = (d) => new Path2D(d),
) {
  context.clearRect(0, 0, box.width, box.height);
  GLYPH_STATUSES.forEach((status, index) => {
    context.save();
    context.translate(box.pixels * index + box.pixels / 2, box.pixels / 2);
    context.scale(box.scale, box.scale);
    context.translate(-12, -12);
    context.lineWidth = GLYPH_STROKE;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = colour;
    context.stroke(path(STATUS_GLYPHS[status]));
    context.restore();
  });
}

/**
 * A CSS colour as premultiplied [r, g, b, a] in 0–1 for the shader: '#rgb', '#rrggbb',
 * '#rrggbbaa', 'rgb(…)' or 'rgba(…)' (what a 2D context's fillStyle gives back for any colour);
 * opaque grey for anything else.
 */
export function premultiplied(colour: string): [number, number, number, number] {
  const value = colour.trim().toLowerCase();
  let rgba: number[] | null = null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    rgba = [0, 2, 4, 6].map((start) =>
      start < full.length ? parseInt(full.slice(start, start + 2), 16) / 255 : 1,
    );
  } else {
    const parts = /^rgba?\(([^)]*)\)$/
      .exec(value)?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean);
    if (parts && (parts.length === 3 || parts.length === 4)) {
      const numbers = parts.map(Number);
      if (numbers.every(Number.isFinite)) {
        rgba = [
          (numbers[0] ?? 0) / 255,
          (numbers[1] ?? 0) / 255,
          (numbers[2] ?? 0) / 255,
          numbers[3] ?? 1,
        ];
      }
    }
  }
  const [r, g, b, a] = rgba ?? [0.5, 0.5, 0.5, 1];
  return [(r ?? 0) * (a ?? 1), (g ?? 0) * (a ?? 1), (b ?? 0) * (a ?? 1), a ?? 1];
}

/** Web Mercator's latitude limit. */
const MAX_LATITUDE = 85.051129;

/** A point in Web Mercator's unit square ([0, 0] north-west, [1, 1] south-east), as MapLibre's. */
export function mercator(lng: number, lat: number): [number, number] {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const y =
    (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360))) / 360;
  return [(180 + lng) / 360, y];
}

/**
 * A float64 number as two float32s whose sum is it (`high` the nearest float32, `low` the rest):
 * the shader subtracts the view's centre from both parts, so the marker's place relative to the
 * centre keeps full precision at street zooms (a float32 alone is off by pixels from zoom 16).
 */
export function splitDouble(value: number): [number, number] {
  const high = Math.fround(value);
  return [high, Math.fround(value - high)];
}

/** `matrix` (column-major 4 × 4) times a translation by (x, y): applied to a point first. */
export function translated(matrix: ArrayLike<number>, x: number, y: number): Float32Array {
  const result = new Float32Array(16);
  for (let index = 0; index < 16; index += 1) result[index] = matrix[index] ?? 0;
  for (let row = 0; row < 4; row += 1) {
    result[12 + row] =
      (matrix[row] ?? 0) * x + (matrix[4 + row] ?? 0) * y + (matrix[12 + row] ?? 0);
  }
  return result;
}

/**
 * The world copies (whole turns of longitude, as offsets in mercator x) the view from `west` to
 * `east` longitude shows, so that markers repeat across the antimeridian as the circles do.
 */
export function worldCopies(west: number, east: number): number[] {
  const first = Math.floor((west + 180) / 360);
  const last = Math.floor((east + 180) / 360);
  const copies: number[] = [];
  for (let copy = first; copy <= last; copy += 1) copies.push(copy);
  return copies;
}
