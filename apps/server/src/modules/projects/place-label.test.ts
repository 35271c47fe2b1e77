import { describe, expect, it } from 'vitest';
import { distanceKm, indexPlaces, labelAt, MAX_LABEL_DISTANCE_KM, placeLabel } from './place-label';

describe('labelAt (hand-placed places)', () => {
  // One degree along the equator is 6371.0088 km × π / 180 = 111.19508 km.
  const places = indexPlaces([
    { name: 'Equator Town', country: 'EC', admin: '18', latitude: 0, longitude: 0 },
    { name: 'Dateline', country: 'FJ', admin: '03', latitude: 0, longitude: 179.9 },
    { name: 'Polar Post', country: 'NO', admin: '21', latitude: 80, longitude: 10 },
    { name: 'Springfield', country: 'US', admin: 'IL', latitude: 10, longitude: 10 },
    { name: 'Springfield Heights', country: 'US', admin: 'IL', latitude: 10, longitude: 10.05 },
    { name: 'Leeds', country: 'GB', admin: 'ENG', latitude: 20, longitude: 20 },
    { name: 'Singapore', country: 'SG', admin: '00', latitude: 30, longitude: 30 },
    { name: 'Nowhere', country: 'ZZ', admin: '', latitude: 40, longitude: 40 },
    { name: 'Elsewhere', country: 'Q1', admin: '', latitude: 50, longitude: 50 },
  ]);

  it('labels a point 29.967 km from a place, and not one 30.023 km away', () => {
    expect(MAX_LABEL_DISTANCE_KM).toBe(30);
    expect(distanceKm(0, 0, 0, 0.2695)).toBeCloseTo(29.967, 3);
    expect(labelAt(places, 0, 0.2695)).toBe('Equator Town, Ecuador');
    expect(distanceKm(0, 0, 0, 0.27)).toBeCloseTo(30.023, 3);
    expect(labelAt(places, 0, 0.27)).toBeNull();
    // Across a cell edge (latitude -0.1 is in the cell below the place's).
    expect(labelAt(places, -0.1, -0.1)).toBe('Equator Town, Ecuador');
  });

  it('finds a place across the antimeridian (0.15° of longitude, 16.7 km)', () => {
    expect(labelAt(places, 0, -179.95)).toBe('Dateline, Fiji');
  });

  it('searches more cells where a degree of longitude is short (80° N: 19.3 km a degree)', () => {
    expect(labelAt(places, 80, 11)).toBe('Polar Post, Norway');
    // Two degrees east is 38.6 km.
    expect(labelAt(places, 80, 12)).toBeNull();
  });

  it('takes the nearest place, naming US states and UK nations', () => {
    expect(labelAt(places, 10, 10.02)).toBe('Springfield, Illinois');
    expect(labelAt(places, 10, 10.03)).toBe('Springfield Heights, Illinois');
    expect(labelAt(places, 20, 20)).toBe('Leeds, England');
  });

  it('does not repeat a city-state’s name, and names a place of an unknown country alone', () => {
    expect(labelAt(places, 30, 30)).toBe('Singapore');
    expect(labelAt(places, 40, 40)).toBe('Nowhere');
    expect(labelAt(places, 50, 50)).toBe('Elsewhere');
  });

  it('accepts the poles and the ±180 meridian', () => {
    expect(labelAt(places, 90, 0)).toBeNull();
    expect(labelAt(places, -90, 180)).toBeNull();
    expect(labelAt(places, 0, 180)).toBe('Dateline, Fiji');
  });
});

describe('placeLabel (GeoNames places of 1000 inhabitants or more)', () => {
  it('names real project sites', () => {
    expect(placeLabel(40.6745, -73.9903)).toBe('Park Slope, New York');
    expect(placeLabel(33.7701, -118.1937)).toBe('Long Beach, California');
    expect(placeLabel(51.5072, -0.1276)).toBe('London, England');
    expect(placeLabel(48.8566, 2.3522)).toBe('Paris, France');
  });

  it('is empty at sea', () => {
    expect(placeLabel(0, -30)).toBeNull();
  });
});
