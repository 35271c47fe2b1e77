/** How far a drag must travel, in CSS pixels, to move to another slide (spec 03: 50 pixels). */
export const SWIPE_THRESHOLD_PX = 50;

/** Which way a gesture or key moves the carousel. */
export type SlideDirection = 'previous' | 'next';

/**
 * The slide a horizontal drag asks for, in reading order left to right: dragging left (a
 * negative delta) by at least the threshold shows the next slide, dragging right the previous
 * one; anything shorter snaps back (null). Right-to-left layouts swap the result.
 */
export function swipeDirection(
  deltaX: number,
  threshold: number = SWIPE_THRESHOLD_PX,
): SlideDirection | null {
  if (!Number.isFinite(deltaX) || Math.abs(deltaX) < threshold) return null;
  return deltaX < 0 ? 'next' : 'previous';
}

/** An index wrapped around the slides: one past the last is the first, one before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** An index kept within the slides: below 0 is the first, past the end the last. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** The slide after moving from `index` by `delta`, wrapping around when `loop`, else clamped. */
export function stepIndex(index: number, delta: number, count: number, loop: boolean): number {
  return loop ? wrapIndex(index + delta, count) : clampIndex(index + delta, count);
}

/** Whether a move by `delta` goes anywhere: always with `loop` and two slides or more. */
export function canStep(index: number, delta: number, count: number, loop: boolean): boolean {
  if (count < 2) return false;
  return loop || stepIndex(index, delta, count, false) !== clampIndex(index, count);
}

/** The direction a key asks for: arrows (swapped right to left), Home and End are handled apart. */
export function keyDirection(key: string, rtl: boolean): SlideDirection | null {
  if (key === 'ArrowRight') return rtl ? 'previous' : 'next';
  if (key === 'ArrowLeft') return rtl ? 'next' : 'previous';
  return null;
}
