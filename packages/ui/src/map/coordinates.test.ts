import { describe, expect, it } from 'vitest';
import {
  latLngCandidates,
  nearestWorldCopy,
  parseLatLngSearch,
  wrapLongitude,
} from './coordinates';

describe('parseLatLngSearch', () => {
  it.each([
    ['"lat, lng" as typed', '40.6782, -73.9442', 40.6782, -73.9442],
    ['no space after the comma', '40.6782,-73.9442', 40.6782, -73.9442],
    ['spaces around both numbers', '  -33.8688 ,  151.2093 ', -33.8688, 151.2093],
    // The first number cannot be a latitude but the second can: read as "lng, lat".
    ['"lng, lat" when the first is past ±90', '151.2093, -33.8688', -33.8688, 151.2093],
    ['"lng, lat" just past the latitude limit', '90.0001, 10', 10, 90.0001],
    ['"lng, lat" at the antimeridian', '-180, 45', 45, -180],
    // Both orders fit: the typed order wins.
    ['ambiguous pairs keep the typed order', '-73.9442, 40.6782', -73.9442, 40.6782],
    ['the exact corners', '90, 180', 90, 180],
    ['the exact opposite corners', '-90, -180', -90, -180],
    ['zero', '0, 0', 0, 0],
  ])('%s: %j is lat %d, lng %d', (_case, text, lat, lng) => {
    expect(parseLatLngSearch(text)).toEqual({ lat, lng });
  });

  it.each([
    [
      'both out of latitude range',
      '95, 100',
      'coordinates.latitudeRange',
      'Latitude must be between -90 and 90',
    ],
    [
      'latitude just past -90',
      '-90.0001, -91',
      'coordinates.latitudeRange',
      'Latitude must be between -90 and 90',
    ],
    [
      'longitude just past 180',
      '10, 180.0001',
      'coordinates.longitudeRange',
      'Longitude must be between -180 and 180',
    ],
    [
      'longitude far out',
      '10, 200',
      'coordinates.longitudeRange',
      'Longitude must be between -180 and 180',
    ],
    [
      '"lng, lat" with the longitude out of range',
      '200, 50',
      'coordinates.longitudeRange',
      'Longitude must be between -180 and 180',
    ],
    [
      'a place name',
      'Brooklyn',
      'coordinates.invalid',
      'Enter coordinates as "latitude, longitude"',
    ],
    ['one number', '40.7', 'coordinates.invalid', 'Enter coordinates as "latitude, longitude"'],
    ['no comma', '40.7 -74.0', 'coordinates.invalid', 'Enter coordinates as "latitude, longitude"'],
    [
      'three numbers',
      '1, 2, 3',
      'coordinates.invalid',
      'Enter coordinates as "latitude, longitude"',
    ],
    ['empty', '', 'coordinates.invalid', 'Enter coordinates as "latitude, longitude"'],
  ])('refuses %s (%j)', (_case, text, code, message) => {
    expect(parseLatLngSearch(text)).toMatchObject({ code, message });
  });
});

describe('wrapLongitude', () => {
  it.each([
    [0, 0],
    [179.9, 179.9],
    [180, -180],
    [-180, -180],
    [190, -170],
    [-190, 170],
    [540, -180],
    [-360, 0],
  ])('%d wraps to %d', (lng, wrapped) => {
    expect(wrapLongitude(lng)).toBeCloseTo(wrapped, 9);
  });
});

describe('nearestWorldCopy', () => {
  it.each([
    ['a point near the reference stays', -73.9, -70, -73.9],
    ['Alaska seen from a camera past the antimeridian', -150, 190, 210],
    ['Fiji seen from a camera just west of -180', 178, -175, -182],
    ['a point on the far side moves to the nearer copy', 170, -170, -190],
    ['a reference two turns away', 10, 730, 730],
  ])('%s', (_case, lng, reference, copy) => {
    expect(nearestWorldCopy(lng, reference)).toBeCloseTo(copy, 9);
  });
});

describe('latLngCandidates', () => {
  it.each([
    [
      'both orders fit: "lat, lng" first, then "lng, lat"',
      '-74.0, 40.7',
      [
        { lat: -74, lng: 40.7 },
        { lat: 40.7, lng: -74 },
      ],
    ],
    [
      'New York typed latitude first still offers the swapped reading',
      '40.6782, -73.9442',
      [
        { lat: 40.6782, lng: -73.9442 },
        { lat: -73.9442, lng: 40.6782 },
      ],
    ],
    ['only "lng, lat" fits', '151.2093, -33.8688', [{ lat: -33.8688, lng: 151.2093 }]],
    ['only "lat, lng" fits', '-33.8688, 151.2093', [{ lat: -33.8688, lng: 151.2093 }]],
    ['both orders are the same point', '10, 10', [{ lat: 10, lng: 10 }]],
    ['zero', '0, 0', [{ lat: 0, lng: 0 }]],
    [
      'the exact limit of latitude fits both',
      '90, -90',
      [
        { lat: 90, lng: -90 },
        { lat: -90, lng: 90 },
      ],
    ],
    ['just past the latitude limit fits one', '90.0001, 10', [{ lat: 10, lng: 90.0001 }]],
  ])('%s: %j', (_case, text, expected) => {
    expect(latLngCandidates(text)).toEqual(expected);
  });

  it.each([
    ['both out of latitude range', '95, 100', 'coordinates.latitudeRange'],
    ['a longitude past 180 either way', '10, 200', 'coordinates.longitudeRange'],
    ['one number', '40.7', 'coordinates.invalid'],
    ['three numbers', '1, 2, 3', 'coordinates.invalid'],
    ['empty', '', 'coordinates.invalid'],
    ['not numbers', 'Brooklyn, NY', 'coordinates.invalid'],
  ])('%s: %j fails with %s', (_case, text, code) => {
    expect(latLngCandidates(text)).toMatchObject({ code });
  });
});
