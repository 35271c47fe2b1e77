import { describe, expect, it } from 'vitest';
import { markerData, markerPaint } from './marker-layer';
import type { ThemeColours } from './theme-colours';

const COLOURS: ThemeColours = {
  water: 'w',
  land: 'l',
  coast: 'c',
  border: 'b',
  ok: 'green',
  caution: 'yellow',
  warning: 'red',
  offline: 'grey',
  ring: 'white',
  selectedRing: 'black',
};

describe('markerData', () => {
  it('gives GeoJSON points in [lng, lat] order with the id as a property', () => {
    expect(markerData([{ id: 'ldn-01', lat: 51.5054, lng: -0.0235 }])).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { id: 'ldn-01' },
          geometry: { type: 'Point', coordinates: [-0.0235, 51.5054] },
        },
      ],
    });
  });
});

describe('markerPaint', () => {
  it('colours each status from the theme, offline as the fallback', () => {
    expect(markerPaint(COLOURS)['circle-color']).toEqual([
      'match',
      ['feature-state', 'status'],
      'ok',
      'green',
      'caution',
      'yellow',
      'warning',
      'red',
      'grey',
    ]);
  });

  it('gives a clustered marker no size, before selection or hover', () => {
    const radius = markerPaint(COLOURS)['circle-radius'] as unknown[];
    expect(radius.slice(0, 3)).toEqual([
      'case',
      ['boolean', ['feature-state', 'clustered'], false],
      0,
    ]);
    expect(radius.slice(-5)).toEqual([
      ['boolean', ['feature-state', 'selected'], false],
      9,
      ['boolean', ['feature-state', 'hover'], false],
      8,
      7,
    ]);
  });
});
