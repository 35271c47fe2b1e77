import { BREAK_BEFORE, lowerBound, upperBound, type ColumnBuffer } from './reduce';

/** One visible series as the canvas draws it. */
export interface DrawItem {
  kind: 'line' | 'direction';
  /** A colour the canvas understands (CSS variables already resolved). */
  colour: string;
  /** The series' y-domain (its axis). */
  domain: readonly [number, number];
  /** Lines: the reduced columns of this draw. */
  buffer?: ColumnBuffer;
  /** Direction: the raw points, drawn as scatter. */
  times?: ArrayLike<number>;
  values?: ArrayLike<number>;
}

/** What a draw needs besides the items: the canvas size in device pixels and the view. */
export interface DrawFrame {
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  ratio: number;
  from: number;
  to: number;
}

/**
 * Draws the items on a cleared canvas. Lines come from the reduced columns: each entry is joined
 * to the one before unless a gap separates them, and inside a column the line covers its first,
 * lowest, highest and last value, so a spike shows as a vertical stroke. An entry with no joined
 * neighbour is drawn as a dot. Direction points are small squares, one per distinct pixel.
 */
export function drawPlot(
  context: CanvasRenderingContext2D,
  frame: DrawFrame,
  items: readonly DrawItem[],
): void {
  const { width, height, ratio } = frame;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  context.lineJoin = 'bevel';
  context.lineCap = 'butt';
  for (const item of items) {
    const [d0, d1] = item.domain;
    // Pixel row of a value: d0 at the bottom, d1 at the top, half a pixel inside the edges.
    const span = d1 - d0 || 1;
    const a = -(height - ratio) / span;
    const b = height - ratio / 2 - a * d0;
    if (item.kind === 'direction') drawScatter(context, frame, item, a, b);
    else if (item.buffer) drawLine(context, ratio, item, item.buffer, a, b);
  }
}

/** Entries at most this far apart (device px) are neighbouring columns: dense data. */
const DENSE_PX = 1.5;

/** A column this many device px beyond both neighbours is a spike: its tip is drawn flat. */
const SPIKE_PX = 3;

/** Scratch space for one band of neighbouring columns (reused, grown when needed). */
let bandX = new Float64Array(1024);
let bandTop = new Float64Array(1024);
let bandBottom = new Float64Array(1024);

/**
 * Adds a band to the current path: the outline of neighbouring columns, each from its top to its
 * bottom (y down), thickened by half a line width all round. One polygon, so the rasteriser sees
 * two edges a column instead of a stroked zigzag.
 */
function addBand(context: CanvasRenderingContext2D, size: number, half: number): void {
  const last = size - 1;
  context.moveTo(bandX[0]! - half, bandTop[0]! - half);
  // A column that rises well above both neighbours (a spike) keeps a flat top a pixel wide, so its
  // tip is as crisp as the rest of the line; elsewhere the edge runs from column centre to centre.
  for (let i = 0; i < size; i += 1) {
    const top = bandTop[i]!;
    if (i > 0 && i < last && top < bandTop[i - 1]! - SPIKE_PX && top < bandTop[i + 1]! - SPIKE_PX) {
      context.lineTo(bandX[i]! - 0.5, top - half);
      context.lineTo(bandX[i]! + 0.5, top - half);
    } else {
      context.lineTo(bandX[i]!, top - half);
    }
  }
  context.lineTo(bandX[last]! + half, bandTop[last]! - half);
  context.lineTo(bandX[last]! + half, bandBottom[last]! + half);
  for (let i = last; i >= 0; i -= 1) {
    const bottom = bandBottom[i]!;
    if (
      i > 0 &&
      i < last &&
      bottom > bandBottom[i - 1]! + SPIKE_PX &&
      bottom > bandBottom[i + 1]! + SPIKE_PX
    ) {
      context.lineTo(bandX[i]! + 0.5, bottom + half);
      context.lineTo(bandX[i]! - 0.5, bottom + half);
    } else {
      context.lineTo(bandX[i]!, bottom + half);
    }
  }
  context.lineTo(bandX[0]! - half, bandBottom[0]! + half);
  context.closePath();
}

function drawLine(
  context: CanvasRenderingContext2D,
  ratio: number,
  item: DrawItem,
  buffer: ColumnBuffer,
  a: number,
  b: number,
): void {
  const { length, x, first, last, min, max, count, flags } = buffer;
  if (length === 0) return;
  if (bandX.length < length) {
    bandX = new Float64Array(length);
    bandTop = new Float64Array(length);
    bandBottom = new Float64Array(length);
  }
  context.strokeStyle = item.colour;
  context.fillStyle = item.colour;
  const lineWidth = 1.5 * ratio;
  const half = lineWidth / 2;
  const radius = 2.5 * ratio;
  context.lineWidth = lineWidth;
  // Where columns are neighbours, each column covers its lowest to highest value, stretched to the
  // last value of the column before, and a run of such columns is filled as one band: the same
  // pixels as a stroke through first, lowest, highest and last, at a fraction of the rasterising
  // cost. Where points are further apart the line is a stroked path.
  const lines = new Path2D();
  context.beginPath();
  let penDown = false;
  let previousX = 0;
  let previousY = 0;
  let band = 0;
  let dots = 0;
  for (let e = 0; e < length; e += 1) {
    const px = x[e]!;
    const runStart = e === 0 || (flags[e]! & BREAK_BEFORE) !== 0;
    const lone = runStart && (e + 1 >= length || (flags[e + 1]! & BREAK_BEFORE) !== 0);
    const yLow = a * min[e]! + b;
    const yHigh = a * max[e]! + b;
    const yFirst = a * first[e]! + b;
    const yLast = a * last[e]! + b;
    const dense = !runStart && px - previousX <= DENSE_PX;
    if (!dense && band > 0) {
      addBand(context, band, half);
      band = 0;
    }
    if (lone) {
      // Drawn as a dot below; a column of several lone points keeps its extent.
      dots += 1;
      if (yLow !== yHigh) context.rect(px - half, yHigh, lineWidth, yLow - yHigh);
      penDown = false;
    } else if (!runStart && !dense) {
      if (!penDown) lines.moveTo(previousX, previousY);
      lines.lineTo(px, yFirst);
      if (count[e]! > 1 || yLow !== yHigh) {
        lines.lineTo(px, yLow);
        lines.lineTo(px, yHigh);
        lines.lineTo(px, yLast);
      }
      penDown = true;
    } else {
      // y grows downwards: the highest value has the smallest y.
      let top = yHigh;
      let bottom = yLow;
      if (dense) {
        if (previousY < top) top = previousY;
        if (previousY > bottom) bottom = previousY;
      }
      bandX[band] = px;
      bandTop[band] = top;
      bandBottom[band] = bottom;
      band += 1;
      penDown = false;
    }
    previousX = px;
    previousY = yLast;
  }
  if (band > 0) addBand(context, band, half);
  context.fill();
  context.stroke(lines);
  if (dots === 0) return;
  context.beginPath();
  for (let e = 0; e < length; e += 1) {
    const runStart = e === 0 || (flags[e]! & BREAK_BEFORE) !== 0;
    const lone = runStart && (e + 1 >= length || (flags[e + 1]! & BREAK_BEFORE) !== 0);
    if (!lone) continue;
    const px = x[e]!;
    const py = a * last[e]! + b;
    context.moveTo(px + radius, py);
    context.arc(px, py, radius, 0, 2 * Math.PI);
  }
  context.fill();
}

function drawScatter(
  context: CanvasRenderingContext2D,
  frame: DrawFrame,
  item: DrawItem,
  a: number,
  b: number,
): void {
  const { times, values } = item;
  if (!times || !values) return;
  const { width, ratio, from, to } = frame;
  const i0 = lowerBound(times, from);
  const i1 = Math.min(upperBound(times, to), values.length);
  const scale = width / (to - from || 1);
  const size = Math.max(2, Math.round(2.5 * ratio));
  const half = size / 2;
  context.fillStyle = item.colour;
  context.beginPath();
  let lastColumn = NaN;
  let lastRow = NaN;
  for (let i = i0; i < i1; i += 1) {
    const value = values[i] as number;
    if (value - value !== 0) continue;
    const column = Math.floor(((times[i] as number) - from) * scale);
    const row = Math.round(a * value + b);
    // Points that land on the pixel just drawn add nothing.
    if (column === lastColumn && row === lastRow) continue;
    lastColumn = column;
    lastRow = row;
    context.rect(column + 0.5 - half, row - half, size, size);
  }
  context.fill();
}
