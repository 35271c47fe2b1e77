import { describe, expect, it } from 'vitest';
import {
  SWIPE_THRESHOLD_PX,
  canStep,
  clampIndex,
  keyDirection,
  stepIndex,
  swipeDirection,
  wrapIndex,
} from './carousel-logic';

describe('swipeDirection (spec 03: swipe threshold 50 pixels)', () => {
  it('uses 50 pixels by default', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });

  it.each<[number, 'next' | 'previous' | null]>([
    [0, null],
    [-30, null],
    [30, null],
    [-49, null],
    [49, null],
    [-49.9, null],
    [49.9, null],
    [-50, 'next'],
    [50, 'previous'],
    [-51, 'next'],
    [51, 'previous'],
    [-80, 'next'],
    [80, 'previous'],
    [-1000, 'next'],
  ])('a drag of %d px gives %s', (deltaX, direction) => {
    expect(swipeDirection(deltaX)).toBe(direction);
  });

  it.each<[number, number, 'next' | 'previous' | null]>([
    [-19, 20, null],
    [-20, 20, 'next'],
    [99, 100, null],
    [100, 100, 'previous'],
  ])('a drag of %d px with a %d px threshold gives %s', (deltaX, threshold, direction) => {
    expect(swipeDirection(deltaX, threshold)).toBe(direction);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])(
    'ignores a broken measurement (%d)',
    (deltaX) => {
      expect(swipeDirection(deltaX)).toBeNull();
    },
  );
});

describe('wrapIndex', () => {
  it.each<[number, number, number]>([
    [0, 4, 0],
    [3, 4, 3],
    [4, 4, 0],
    [5, 4, 1],
    [-1, 4, 3],
    [-4, 4, 0],
    [-5, 4, 3],
    [9, 4, 1],
    [0, 1, 0],
    [-1, 1, 0],
    [3, 0, 0],
    [Number.NaN, 4, 0],
  ])('index %d of %i slides wraps to %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('clampIndex', () => {
  it.each<[number, number, number]>([
    [0, 4, 0],
    [3, 4, 3],
    [4, 4, 3],
    [-1, 4, 0],
    [2.6, 4, 2],
    [3, 0, 0],
    [Number.NaN, 4, 0],
  ])('index %d of %i slides is kept at %i', (index, count, expected) => {
    expect(clampIndex(index, count)).toBe(expected);
  });
});

describe('stepIndex and canStep', () => {
  it.each<[string, number, number, boolean, number, boolean]>([
    ['next from the first', 0, 1, false, 1, true],
    ['previous from the first, clamped', 0, -1, false, 0, false],
    ['previous from the first, looping', 0, -1, true, 3, true],
    ['next from the last, clamped', 3, 1, false, 3, false],
    ['next from the last, looping', 3, 1, true, 0, true],
    ['previous from the last', 3, -1, false, 2, true],
  ])('%s (4 slides)', (_case, index, delta, loop, expectedIndex, possible) => {
    expect(stepIndex(index, delta, 4, loop)).toBe(expectedIndex);
    expect(canStep(index, delta, 4, loop)).toBe(possible);
  });

  it.each([[0], [1]])('with %i slides nothing moves, even looping', (count) => {
    expect(canStep(0, 1, count, true)).toBe(false);
    expect(canStep(0, -1, count, false)).toBe(false);
  });
});

describe('keyDirection', () => {
  it.each<[string, boolean, 'next' | 'previous' | null]>([
    ['ArrowRight', false, 'next'],
    ['ArrowLeft', false, 'previous'],
    ['ArrowRight', true, 'previous'],
    ['ArrowLeft', true, 'next'],
    ['ArrowUp', false, null],
    ['Enter', false, null],
  ])('%s (right to left: %s) gives %s', (key, rtl, direction) => {
    expect(keyDirection(key, rtl)).toBe(direction);
  });
});
