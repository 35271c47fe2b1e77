import type { Position } from 'geojson';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import countries from 'world-atlas/countries-110m.json';
import {
  fixAntimeridianRing,
  maxZoomFor,
  unwrapLongitudes,
  WORLD_LAYERS,
  WORLD_MAX_ZOOM,
  worldFeatures,
  worldPaint,
  worldStyle,
} from './world-style';

function span(line: readonly Position[]): number {
  const longitudes = line.map((point) => point[0] as number);
  return Math.max(...longitudes) - Math.min(...longitudes);
}

/** The widest step in longitude between neighbouring points, leaving out steps along a pole. */
function widestStep(line: readonly Position[]): number {
  let widest = 0;
  for (let index = 1; index < line.length; index += 1) {
    const [lngA, latA] = line[index - 1] as [number, number];
    const [lngB, latB] = line[index] as [number, number];
    if (Math.abs(latA) === 90 && latA === latB) continue;
    widest = Math.max(widest, Math.abs(lngB - lngA));
  }
  return widest;
}

describe('unwrapLongitudes', () => {
  it('leaves a line that does not cross the antimeridian alone', () => {
    const line = [
      [10, 0],
      [20, 5],
      [30, 0],
    ];
    expect(unwrapLongitudes(line)).toEqual(line);
  });

  it('continues a line eastwards past 180 instead of jumping back to -170', () => {
    expect(
      unwrapLongitudes([
        [170, 0],
        [-170, 0],
        [-160, 5],
      ]),
    ).toEqual([
      [170, 0],
      [190, 0],
      [200, 5],
    ]);
  });

  it('continues a line westwards past -180', () => {
    expect(
      unwrapLongitudes([
        [-175, 0],
        [175, 1],
      ]),
    ).toEqual([
      [-175, 0],
      [-185, 1],
    ]);
  });

  it('drops a point repeated after the shift (180 followed by -180)', () => {
    expect(
      unwrapLongitudes([
        [179, -16],
        [180, -16],
        [-180, -16],
        [-179, -16.5],
      ]),
    ).toEqual([
      [179, -16],
      [180, -16],
      [181, -16.5],
    ]);
  });
});

describe('fixAntimeridianRing', () => {
  it('keeps a square straddling ±180 at 20° wide, not 340°', () => {
    const fixed = fixAntimeridianRing([
      [170, 0],
      [-170, 0],
      [-170, 10],
      [170, 10],
      [170, 0],
    ]);
    expect(fixed).toEqual([
      [170, 0],
      [190, 0],
      [190, 10],
      [170, 10],
      [170, 0],
    ]);
    expect(span(fixed)).toBe(20);
  });

  it('fixes the open ring of the issue the same way', () => {
    const fixed = fixAntimeridianRing([
      [170, 0],
      [-170, 0],
      [-170, 10],
      [170, 10],
    ]);
    expect(span(fixed)).toBe(20);
    expect(widestStep(fixed)).toBe(20);
  });

  it('closes a ring that circles the south pole through the pole', () => {
    // A band round Antarctica: west to east at -70°, jumping from 180 back to -180 to close.
    const fixed = fixAntimeridianRing([
      [-180, -70],
      [-60, -65],
      [60, -68],
      [180, -70],
      [-180, -70],
    ]);
    expect(fixed).toEqual([
      [-180, -70],
      [-60, -65],
      [60, -68],
      [180, -70],
      [180, -90],
      [-180, -90],
      [-180, -70],
    ]);
  });

  it('closes a ring that circles the north pole through the north pole', () => {
    const fixed = fixAntimeridianRing([
      [0, 80],
      [120, 82],
      [-120, 81],
      [0, 80],
    ]);
    // 120 → -120 is a 240° step, so the ring continues at 240 and ends at 360.
    expect(fixed).toEqual([
      [0, 80],
      [120, 82],
      [240, 81],
      [360, 80],
      [360, 90],
      [0, 90],
      [0, 80],
    ]);
  });
});

describe('the bundled world', () => {
  const topology = countries as unknown as Topology;
  const { land, lines } = worldFeatures(topology);

  it('has no land ring with a step wider than 180° (no streaks across the map)', () => {
    for (const item of land.features) {
      const polygons =
        item.geometry.type === 'Polygon' ? [item.geometry.coordinates] : item.geometry.coordinates;
      for (const polygon of polygons) {
        for (const ring of polygon) expect(widestStep(ring)).toBeLessThan(180);
      }
    }
  });

  it('has no coast or border line with a step wider than 180°', () => {
    for (const item of lines.features) {
      for (const line of item.geometry.coordinates) expect(widestStep(line)).toBeLessThan(180);
    }
  });

  it('keeps Fiji and Chukotka narrow where they cross ±180', () => {
    const narrowCrossers = land.features
      .flatMap((item) =>
        item.geometry.type === 'Polygon' ? [item.geometry.coordinates] : item.geometry.coordinates,
      )
      .map((polygon) => polygon[0]!)
      .filter((ring) => ring.some((point) => Math.abs(point[0] as number) > 180));
    // Fiji's Vanua Levu, Russia's mainland (past 180 in Chukotka) and Wrangel Island.
    expect(narrowCrossers).toHaveLength(3);
    for (const ring of narrowCrossers) expect(span(ring)).toBeLessThan(210);
  });

  it('builds an offline style: no glyphs, sprite or tile URLs', () => {
    const colours = { water: 'sea', land: 'ground', coast: 'shore', border: 'line' };
    const style = worldStyle({ land, lines }, colours);
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    expect(Object.values(style.sources).map((source) => source.type)).toEqual([
      'geojson',
      'geojson',
    ]);
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'fill', 'line', 'line']);
    expect(worldPaint(colours).map(([, , value]) => value)).toEqual([
      ['step', ['zoom'], 'sea', 8, 'ground'],
      'ground',
      'shore',
      'line',
    ]);
  });

  it('leaves the coasts, borders and land out past zoom 7, on a plain ground', () => {
    const colours = { water: 'sea', land: 'ground', coast: 'shore', border: 'line' };
    const style = worldStyle({ land, lines }, colours);
    expect(style.layers.map((layer) => [layer.id, layer.maxzoom])).toEqual([
      [WORLD_LAYERS.water, undefined],
      [WORLD_LAYERS.land, 8],
      [WORLD_LAYERS.coast, 8],
      [WORLD_LAYERS.border, 8],
    ]);
    expect(style.layers[0]?.paint).toEqual({
      'background-color': ['step', ['zoom'], 'sea', 8, 'ground'],
    });
  });
});

describe('maxZoomFor', () => {
  it('caps the offline world at zoom 7, before its coasts run out', () => {
    expect(WORLD_MAX_ZOOM).toBe(7);
    expect(maxZoomFor(null)).toBe(7);
  });

  it("leaves an online style to MapLibre's own limit", () => {
    expect(maxZoomFor('https://tiles.example/streets.json')).toBeNull();
    expect(maxZoomFor('https://tiles.example/streets.json', 18)).toBeNull();
  });

  it('lets a map allow the offline world further in', () => {
    expect(maxZoomFor(null, 18)).toBe(18);
  });
});
