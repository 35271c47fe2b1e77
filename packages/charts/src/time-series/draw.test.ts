import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPlot } from './draw';
import { reduceSeries } from './reduce';

/** Records path commands, standing in for the browser's Path2D and canvas context. */
class Recorder {
  calls: string[] = [];
  moveTo(x: number, y: number) {
    this.calls.push(`M${x},${y}`);
  }
  lineTo(x: number, y: number) {
    this.calls.push(`L${x},${y}`);
  }
  arc(x: number, y: number) {
    this.calls.push(`arc${x},${y}`);
  }
  rect(x: number, y: number, w: number, h: number) {
    this.calls.push(`rect${x},${y},${w},${h}`);
  }
  closePath() {
    this.calls.push('Z');
  }
}

class FakeContext extends Recorder {
  strokeStyle = '';
  fillStyle = '';
  lineWidth = 1;
  lineJoin = '';
  lineCap = '';
  strokes: string[][] = [];
  fills: string[][] = [];
  setTransform() {}
  clearRect() {}
  beginPath() {
    this.calls = [];
  }
  fill() {
    this.fills.push(this.calls);
  }
  stroke(path?: Recorder) {
    this.strokes.push(path ? path.calls : this.calls);
  }
}

const original = (globalThis as { Path2D?: unknown }).Path2D;
beforeAll(() => {
  (globalThis as { Path2D?: unknown }).Path2D = Recorder;
});
afterAll(() => {
  (globalThis as { Path2D?: unknown }).Path2D = original;
});

/** Pixel row of a value on that canvas: the domain spans the height less one pixel, centred. */
const y = (value: number) => 99.5 - 0.99 * value;

/** Draws one line series over [0, 100] on a 100 × 100 canvas with the y-domain 0–100. */
function draw(times: number[], values: number[], bucketMs: number, columns = 100) {
  const context = new FakeContext();
  const buffer = reduceSeries({ times, values, bucketMs }, 0, 100, columns);
  drawPlot(
    context as unknown as CanvasRenderingContext2D,
    { width: columns, height: 100, ratio: 1, from: 0, to: 100 },
    [{ kind: 'line', colour: 'red', domain: [0, 100], buffer }],
  );
  return context;
}

describe('drawPlot', () => {
  it('draws a point with no neighbour within its bucket as a dot, and joins the others', () => {
    // Bucket 10: 0 and 10 are joined, 50 has no neighbour within 10, 90 and 100 are joined.
    const context = draw([0, 10, 50, 90, 100], [50, 50, 50, 50, 50], 10);
    const dots = context.fills.flat().filter((call) => call.startsWith('arc'));
    expect(dots).toEqual([`arc50.5,${y(50)}`]);
    const strokes = context.strokes.flat();
    // Two separate segments, none reaching the lone point.
    expect(strokes.filter((call) => call.startsWith('M'))).toHaveLength(2);
    expect(strokes.some((call) => call.startsWith('L50.5'))).toBe(false);
  });

  it('does not join points one millisecond further apart than the bucket', () => {
    const joined = draw([20, 30], [40, 60], 10);
    expect(joined.strokes.flat()).toEqual([`M20.5,${y(40)}`, `L30.5,${y(60)}`]);
    const apart = draw([20, 31], [40, 60], 10);
    expect(apart.strokes.flat()).toEqual([]);
    expect(apart.fills.flat().filter((call) => call.startsWith('arc'))).toHaveLength(2);
  });

  it('fills neighbouring columns as one band from their lowest to highest value', () => {
    // Three columns of one unit each, a spike to 90 in the middle one.
    const context = draw([0, 0.5, 1, 1.2, 1.5, 2], [10, 12, 10, 90, 11, 10], 1, 100);
    const band = context.fills.flat();
    expect(band.filter((call) => call === 'Z')).toHaveLength(1);
    // The top edge reaches the spike, less half the 1.5 px line width.
    const tops = band
      .filter((call) => call.startsWith('L'))
      .map((call) => Number(call.split(',')[1]));
    expect(Math.min(...tops)).toBeCloseTo(y(90) - 0.75, 9);
    expect(context.strokes.flat()).toEqual([]);
  });
});
