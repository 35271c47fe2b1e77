import { describe, expect, it } from 'vitest';
import {
  markerData,
  markerHitPaint,
  markerPaint,
  markerStates,
  stateChanges,
} from './marker-layer';
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

describe('markerPaint sizes', () => {
  it('draws 18 px markers by default: radius 7 with a 2 px ring, 8 hovered, 9 selected with 3', () => {
    const paint = markerPaint(COLOURS);
    expect(
      (paint['circle-radius'] as unknown[]).slice(-5).filter((x) => typeof x === 'number'),
    ).toEqual([9, 8, 7]);
    expect(paint['circle-stroke-width']).toEqual([
      'case',
      ['boolean', ['feature-state', 'clustered'], false],
      0,
      ['boolean', ['feature-state', 'selected'], false],
      3,
      2,
    ]);
  });

  it('draws 22 px markers (the site map): radius 9 plus the 2 px ring each side', () => {
    const radius = markerPaint(COLOURS, 22)['circle-radius'] as unknown[];
    expect(radius.filter((x) => typeof x === 'number')).toEqual([0, 11, 10, 9]);
  });

  it('never gives a marker less than 1 px of radius', () => {
    const radius = markerPaint(COLOURS, 2)['circle-radius'] as unknown[];
    expect(radius.at(-1)).toBe(1);
  });
});

describe('markerHitPaint', () => {
  it("keeps markerPaint's sizes and colours, with no opacity (the glyph layer draws the markers)", () => {
    expect(markerHitPaint(COLOURS, 22)).toEqual({
      ...markerPaint(COLOURS, 22),
      'circle-opacity': 0,
      'circle-stroke-opacity': 0,
    });
  });
});

describe('markerStates and stateChanges', () => {
  const markers = [
    { id: 'a', status: 'ok' as const },
    { id: 'b', status: 'warning' as const },
    { id: 'c', status: 'offline' as const },
  ];

  it('gives each marker its status, selection, hover and clustering', () => {
    const states = markerStates(markers, {
      selectedId: 'b',
      hoverId: 'c',
      clustered: new Set(['a']),
    });
    expect([...states]).toEqual([
      ['a', { status: 'ok', selected: false, hover: false, clustered: true }],
      ['b', { status: 'warning', selected: true, hover: false, clustered: false }],
      ['c', { status: 'offline', selected: false, hover: true, clustered: false }],
    ]);
  });

  it('sends every marker the first time, then nothing when nothing changed', () => {
    const states = markerStates(markers);
    expect(stateChanges(new Map(), states).map(([id]) => id)).toEqual(['a', 'b', 'c']);
    expect(stateChanges(states, markerStates(markers))).toEqual([]);
  });

  it('sends only the markers whose status, hover, selection or clustering changed', () => {
    const before = markerStates(markers, { hoverId: 'a' });
    const refreshed = [markers[0]!, { id: 'b', status: 'ok' as const }, markers[2]!];
    expect(stateChanges(before, markerStates(refreshed, { hoverId: 'a' }))).toEqual([
      ['b', { status: 'ok', selected: false, hover: false, clustered: false }],
    ]);
    // The pointer moves from a to c: two markers, not all of them.
    expect(stateChanges(before, markerStates(markers, { hoverId: 'c' })).map(([id]) => id)).toEqual(
      ['a', 'c'],
    );
    expect(stateChanges(before, markerStates(markers, { hoverId: 'a', selectedId: 'b' }))).toEqual([
      ['b', { status: 'warning', selected: true, hover: false, clustered: false }],
    ]);
    expect(
      stateChanges(before, markerStates(markers, { hoverId: 'a', clustered: new Set(['c']) })),
    ).toEqual([['c', { status: 'offline', selected: false, hover: false, clustered: true }]]);
  });

  it('sends a marker that is new', () => {
    const before = markerStates(markers);
    const added = [...markers, { id: 'd', status: 'caution' as const }];
    expect(stateChanges(before, markerStates(added))).toEqual([
      ['d', { status: 'caution', selected: false, hover: false, clustered: false }],
    ]);
  });
});
