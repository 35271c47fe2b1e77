import { describe, expect, it } from 'vitest';
import { longitudeSpan, markerBounds } from './bounds';

const SUVA = { lat: -18.1416, lng: 178.4419 };
const NADI = { lat: -17.7765, lng: 177.4356 };
const ANCHORAGE = { lat: 61.2176, lng: -149.8997 };
const NOME = { lat: 64.5011, lng: -165.4064 };

describe('markerBounds', () => {
  it('gives nothing for no markers', () => {
    expect(markerBounds([])).toBeNull();
  });

  it('gives a point box for one marker', () => {
    expect(markerBounds([{ lat: 51.5, lng: -0.12 }])).toEqual({
      west: -0.12,
      south: 51.5,
      east: -0.12,
      north: 51.5,
    });
  });

  it('spans markers that do not straddle the antimeridian as usual', () => {
    // London and New York: 74° apart across Greenwich; the other way round is 286°.
    expect(
      markerBounds([
        { lat: 51.5072, lng: -0.1276 },
        { lat: 40.6782, lng: -73.9442 },
      ]),
    ).toEqual({ west: -73.9442, south: 40.6782, east: -0.1276, north: 51.5072 });
  });

  it('crosses the antimeridian for markers in Fiji and Alaska', () => {
    // Longitudes sorted: -165.4064, -149.8997, 177.4356, 178.4419. Gaps: 15.5067, 327.3353,
    // 1.0063, and 16.1517 across ±180. The widest empty stretch is from -149.8997 east to
    // 177.4356, so the box runs from 177.4356 east to -149.8997 + 360 = 210.1003.
    const box = markerBounds([SUVA, ANCHORAGE, NADI, NOME]);
    expect(box).not.toBeNull();
    expect(box?.west).toBeCloseTo(177.4356, 9);
    expect(box?.east).toBeCloseTo(210.1003, 9);
    expect(box?.south).toBe(-18.1416);
    expect(box?.north).toBe(64.5011);
    expect(longitudeSpan(box!)).toBeCloseTo(32.6647, 9);
  });

  it('treats 180 and -180 as the same meridian', () => {
    const box = markerBounds([
      { lat: 0, lng: 170 },
      { lat: 10, lng: 180 },
    ]);
    // 180 is read as -180; the box still runs 10° from 170 east to 180.
    expect(box).toEqual({ west: 170, south: 0, east: 180, north: 10 });
  });

  it('prefers the box that does not cross when both ways are equally wide', () => {
    expect(
      markerBounds([
        { lat: 0, lng: 0 },
        { lat: 0, lng: -180 },
      ]),
    ).toEqual({ west: -180, south: 0, east: 0, north: 0 });
  });

  it('ignores repeated longitudes', () => {
    const box = markerBounds([
      { lat: 1, lng: 179 },
      { lat: 2, lng: 179 },
      { lat: 3, lng: -179 },
    ]);
    expect(box).toEqual({ west: 179, south: 1, east: 181, north: 3 });
  });
});
