import { describe, expect, it } from 'vitest';
import {
  drawGlyphAtlas,
  GLYPH_EXTENT,
  GLYPH_HIDDEN,
  GLYPH_STATUSES,
  GLYPH_STROKE,
  glyphAtlasBox,
  markerCode,
  markerGeometry,
  mercator,
  premultiplied,
  splitDouble,
  translated,
  worldCopies,
  type GlyphContext,
} from './marker-glyphs';
import { STATUS_GLYPHS } from './static-map-core';

describe('markerCode', () => {
  const state = { status: 'ok' as const, selected: false, hover: false, clustered: false };

  it("gives each status its atlas cell, in the status indicator's order", () => {
    expect(GLYPH_STATUSES).toEqual(['ok', 'caution', 'warning', 'offline']);
    expect(GLYPH_STATUSES.map((status) => markerCode({ ...state, status }))).toEqual([0, 1, 2, 3]);
  });

  it('adds 4 for a hovered marker and 8 for the selected one', () => {
    expect(markerCode({ ...state, status: 'caution', hover: true })).toBe(5);
    expect(markerCode({ ...state, status: 'warning', selected: true })).toBe(10);
    expect(markerCode({ ...state, status: 'offline', selected: true, hover: true })).toBe(15);
  });

  it('hides a marker inside a cluster, as its circle', () => {
    expect(markerCode({ ...state, status: 'warning', clustered: true, selected: true })).toBe(
      GLYPH_HIDDEN,
    );
  });

  it('draws an unknown status as offline, as the circle colour falls back to it', () => {
    expect(markerCode({ ...state, status: 'unknown' as 'ok' })).toBe(3);
  });
});

describe('markerGeometry', () => {
  it("matches markerPaint's circles: the fill's radius and the ring", () => {
    // 22 px: radius 9 and a 2 px ring, 9 + 2 each side.
    expect(markerGeometry(22)).toEqual({ radius: 9, ring: 2 });
    expect(markerGeometry(18)).toEqual({ radius: 7, ring: 2 });
    expect(markerGeometry(2).radius).toBe(1);
  });
});

describe('premultiplied', () => {
  it('reads hex colours', () => {
    expect(premultiplied('#ffffff')).toEqual([1, 1, 1, 1]);
    expect(premultiplied('#fff')).toEqual([1, 1, 1, 1]);
    expect(premultiplied('#007A5E').map((value) => Math.round(value * 255))).toEqual([
      0, 122, 94, 255,
    ]);
  });

  it('premultiplies by the alpha', () => {
    expect(premultiplied('#ff000080')).toEqual([128 / 255, 0, 0, 128 / 255]);
    expect(premultiplied('rgba(255, 0, 0, 0.5)')).toEqual([0.5, 0, 0, 0.5]);
  });

  it("reads rgb() as a 2D context's fillStyle gives it, grey for anything else", () => {
    expect(premultiplied('rgb(0, 51, 255)')).toEqual([0, 0.2, 1, 1]);
    expect(premultiplied('oklch(0.5 0.1 200)')).toEqual([0.5, 0.5, 0.5, 1]);
  });
});

describe('glyphAtlasBox', () => {
  it('scales the 24-unit glyph box to the whole marker, cropped to 16 units a cell', () => {
    // A 22 px marker: 22/24 px a unit; 16 units are 14.67 px, so 15.
    expect(glyphAtlasBox(22, 1)).toEqual({
      pixels: 15,
      scale: 22 / 24,
      pixelRatio: 1,
      width: 60,
      height: 15,
      cssSize: 15,
    });
    expect(glyphAtlasBox(18, 1)).toMatchObject({ pixels: 12, scale: 0.75, width: 48 });
  });

  it('draws at the device pixel ratio, the same size on screen', () => {
    expect(glyphAtlasBox(22, 2)).toMatchObject({ pixels: 30, scale: 22 / 12, cssSize: 15 });
    expect(glyphAtlasBox(18, 1.5)).toMatchObject({ pixels: 18, scale: 1.125, cssSize: 12 });
  });

  it('never gives an empty cell', () => {
    expect(glyphAtlasBox(0, 1).pixels).toBe(2);
  });
});

describe('drawGlyphAtlas', () => {
  function fakeContext() {
    const calls: unknown[][] = [];
    const record =
      (name: string) =>
      (...args: unknown[]) =>
        calls.push([name, ...args]);
    const context = {
      lineWidth: 0,
      lineCap: 'butt',
      lineJoin: 'miter',
      strokeStyle: '',
      save: record('save'),
      restore: record('restore'),
      clearRect: record('clearRect'),
      translate: record('translate'),
      scale: record('scale'),
      stroke: record('stroke'),
    };
    return { context: context as unknown as GlyphContext & typeof context, calls };
  }

  it("strokes each status's glyph centred in its cell, round, in the given colour", () => {
    const { context, calls } = fakeContext();
    const box = glyphAtlasBox(22, 2);
    drawGlyphAtlas(context, box, '#fff', (d) => d as unknown as Path2D);
    expect(calls[0]).toEqual(['clearRect', 0, 0, 120, 30]);
    const cell = (index: number) => [
      ['save'],
      ['translate', 30 * index + 15, 15],
      ['scale', 22 / 12, 22 / 12],
      ['translate', -12, -12],
      ['stroke', STATUS_GLYPHS[GLYPH_STATUSES[index]!]],
      ['restore'],
    ];
    expect(calls.slice(1)).toEqual([0, 1, 2, 3].flatMap(cell));
    expect(context).toMatchObject({
      lineWidth: GLYPH_STROKE,
      lineCap: 'round',
      lineJoin: 'round',
      strokeStyle: '#fff',
    });
  });

  it('fits every glyph and its stroke inside its cell', () => {
    // The points of each path (M, L, H, V absolute; l, v, h relative), with half the stroke
    // around them, lie within 12 ± GLYPH_EXTENT / 2 units.
    function points(d: string): Array<[number, number]> {
      const result: Array<[number, number]> = [];
      let [x, y] = [0, 0];
      for (const [, command, args] of d.matchAll(/([MLHVZlvh])([^MLHVZlvh]*)/g)) {
        const n = (args?.match(/-?\d*\.?\d+/g) ?? []).map(Number);
        if (command === 'M' || command === 'L') [x, y] = [n[0]!, n[1]!];
        else if (command === 'l') [x, y] = [x + n[0]!, y + n[1]!];
        else if (command === 'H') x = n[0]!;
        else if (command === 'h') x += n[0]!;
        else if (command === 'V') y = n[0]!;
        else if (command === 'v') y += n[0]!;
        else continue;
        result.push([x, y]);
      }
      return result;
    }
    expect(points(STATUS_GLYPHS.caution)).toEqual([
      [12, 6.5],
      [18, 17],
      [6, 17],
    ]);
    for (const status of GLYPH_STATUSES) {
      const all = points(STATUS_GLYPHS[status]);
      expect(all.length).toBeGreaterThan(1);
      for (const [x, y] of all) {
        const reach = Math.max(Math.abs(x - 12), Math.abs(y - 12)) + GLYPH_STROKE / 2;
        expect(reach).toBeLessThanOrEqual(GLYPH_EXTENT / 2 - 0.5);
      }
    }
  });
});

describe('mercator', () => {
  it("puts points in MapLibre's unit square", () => {
    expect(mercator(0, 0)).toEqual([0.5, 0.5]);
    expect(mercator(-180, 85.051129)[0]).toBe(0);
    expect(mercator(-180, 85.051129)[1]).toBeCloseTo(0, 6);
    expect(mercator(90, -85.051129)[1]).toBeCloseTo(1, 6);
    // The textbook form: y = (1 − ln(tan φ + sec φ) / π) / 2.
    const phi = (51.5054 * Math.PI) / 180;
    const [x, y] = mercator(-0.0235, 51.5054);
    expect(x).toBeCloseTo((180 - 0.0235) / 360, 12);
    expect(y).toBeCloseTo((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2, 12);
  });

  it('clamps the poles and keeps longitudes past ±180 (world copies)', () => {
    expect(mercator(0, 90)).toEqual(mercator(0, 85.051129));
    expect(mercator(190, 0)[0]).toBeCloseTo(370 / 360, 12);
  });
});

describe('splitDouble', () => {
  it('gives two float32s whose sum is the number to far better than a float32', () => {
    const value = 0.499934722222222;
    const [high, low] = splitDouble(value);
    expect(Math.fround(high)).toBe(high);
    expect(Math.fround(low)).toBe(low);
    expect(Math.abs(high + low - value)).toBeLessThan(1e-14);
    expect(Math.abs(high - value)).toBeGreaterThan(1e-12);
  });
});

describe('translated', () => {
  it('multiplies a column-major matrix by a translation', () => {
    const identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    expect([...translated(identity, 0.25, 0.5)]).toEqual([
      1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0.25, 0.5, 0, 1,
    ]);
    // A scale by 2 with a translation of (1, 1): M·T(x, y) moves by (2x, 2y) first.
    const scaled = [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1];
    expect([...translated(scaled, 0.25, 0.5)].slice(12)).toEqual([1.5, 2, 0, 1]);
  });
});

describe('worldCopies', () => {
  it('gives the main world alone for a view inside ±180', () => {
    expect(worldCopies(-10, 40)).toEqual([0]);
  });

  it('gives the copies a view across the antimeridian shows', () => {
    expect(worldCopies(170, 200)).toEqual([0, 1]);
    expect(worldCopies(-200, -170)).toEqual([-1, 0]);
    expect(worldCopies(-539, 539)).toEqual([-1, 0, 1]);
  });
});
