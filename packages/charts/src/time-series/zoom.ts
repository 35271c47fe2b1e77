/** The narrowest zoom: two buckets of the finest visible series, and never under a minute. */
export function minZoomWidth(bucketsMs: readonly number[]): number {
  const finest = bucketsMs.reduce(
    (min, value) => (value > 0 && value < min ? value : min),
    Infinity,
  );
  return Math.max(60_000, Number.isFinite(finest) ? 2 * finest : 0);
}

/**
 * The zoom a brush from `a` to `b` gives inside the loaded `domain`: the order does not matter,
 * the range is cut to the domain, widened about its middle to `minWidth` (and moved back inside
 * the domain when that pushes it out), and null when it covers the whole domain.
 */
export function clampZoom(
  a: number,
  b: number,
  domain: readonly [number, number],
  minWidth: number,
): [number, number] | null {
  const [d0, d1] = domain;
  let lo = Math.max(Math.min(a, b), d0);
  let hi = Math.min(Math.max(a, b), d1);
  if (!(d1 - d0 > minWidth)) return null;
  if (!(hi - lo >= minWidth)) {
    const middle = hi >= lo ? (lo + hi) / 2 : Math.min(Math.max((a + b) / 2, d0), d1);
    lo = middle - minWidth / 2;
    hi = lo + minWidth;
    if (lo < d0) {
      lo = d0;
      hi = d0 + minWidth;
    } else if (hi > d1) {
      hi = d1;
      lo = d1 - minWidth;
    }
  }
  if (lo <= d0 && hi >= d1) return null;
  return [lo, hi];
}

/**
 * A zoom `width` wide centred on `centre` (keyboard zoom in and out), moved back inside the
 * domain rather than cut, at least `minWidth`, and null when it would cover the whole domain.
 */
export function zoomAround(
  centre: number,
  width: number,
  domain: readonly [number, number],
  minWidth: number,
): [number, number] | null {
  const [d0, d1] = domain;
  const span = Math.max(width, minWidth);
  if (span >= d1 - d0) return null;
  let lo = centre - span / 2;
  lo = Math.min(Math.max(lo, d0), d1 - span);
  return [lo, lo + span];
}
