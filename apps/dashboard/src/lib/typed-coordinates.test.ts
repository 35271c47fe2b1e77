import { describe, expect, it } from 'vitest';
import { looksLikeCoordinates, readTypedCoordinates } from './typed-coordinates';

describe('typed coordinates', () => {
  it.each([
    ['-74.0, 40.7', { lat: -74, lng: 40.7 }, { lat: 40.7, lng: -74 }],
    ['40.7, -74.0', { lat: 40.7, lng: -74 }, { lat: -74, lng: 40.7 }],
    ['51.5, -0.12', { lat: 51.5, lng: -0.12 }, { lat: -0.12, lng: 51.5 }],
    ['-0.12, 51.5', { lat: -0.12, lng: 51.5 }, { lat: 51.5, lng: -0.12 }],
  ])(
    'given %s, which fits both orders, it offers A as typed and B swapped and takes neither',
    (text, a, b) => {
      expect(readTypedCoordinates(text)).toEqual({
        kind: 'choose',
        reason: 'both',
        candidates: [
          { id: 'as-typed', label: 'A', ...a },
          { id: 'swapped', label: 'B', ...b },
        ],
      });
    },
  );

  it('given 91, 10, which fits only as longitude first, it offers that one place to confirm', () => {
    expect(readTypedCoordinates('91, 10')).toEqual({
      kind: 'choose',
      reason: 'swapped',
      candidates: [{ id: 'swapped', label: 'A', lat: 10, lng: 91 }],
    });
  });

  it('given 10, 91, which fits only as typed, it takes the point as typed', () => {
    expect(readTypedCoordinates('10, 91')).toEqual({
      kind: 'point',
      point: { lat: 10, lng: 91 },
    });
  });

  it('given the same number twice, both orders are one place, taken as typed', () => {
    expect(readTypedCoordinates('10, 10')).toEqual({ kind: 'point', point: { lat: 10, lng: 10 } });
  });

  it.each([
    ['91, 181', 'coordinates.latitudeRange'],
    ['-91, 200', 'coordinates.latitudeRange'],
    ['40.7', 'coordinates.invalid'],
    ['north, south', 'coordinates.invalid'],
    ['', 'coordinates.invalid'],
  ])('given %s, which fits neither order, it gives the validation failure', (text, code) => {
    const reading = readTypedCoordinates(text);
    expect(reading.kind).toBe('invalid');
    expect(reading.kind === 'invalid' && reading.error.code).toBe(code);
  });

  it.each([
    ['40.7, -74.0', true],
    [' -0.12 ,51.5 ', true],
    ['91, 181', true],
    ['+.5, 3.', true],
    ['Long Beach', false],
    ['AQS-1005', false],
    ['Rule 1466, Long Beach', false],
    ['40.7', false],
  ])('tells that %s is meant as coordinates: %s', (text, expected) => {
    expect(looksLikeCoordinates(text)).toBe(expected);
  });
});
