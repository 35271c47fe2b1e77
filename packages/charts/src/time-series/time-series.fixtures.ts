import type { TimeSeries } from './types';

/**
 * Fixed, seeded data for the stories and the benchmark: no clock, no Math.random, so every run
 * draws the same pixels.
 */

/** A small seeded generator (mulberry32): the same seed gives the same numbers everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a generated series looks like. */
export interface FixtureOptions {
  id: string;
  label: string;
  unit: string;
  decimals?: number;
  kind?: TimeSeries['kind'];
  /** First bucket, epoch ms. */
  start: number;
  bucketMs: number;
  count: number;
  seed: number;
  /** Level around which the values wander, and how far a daily swing takes them. */
  base: number;
  swing: number;
  /** Noise added to each point. */
  noise?: number;
  colour?: string;
}

const DAY = 86_400_000;

/**
 * A series with a daily swing, seeded noise and, for direction, a slowly turning wind kept in
 * 0–360°. Values are rounded to the series' decimals, as the server sends them.
 */
export function fixtureSeries(options: FixtureOptions): TimeSeries {
  const { start, bucketMs, count, seed, base, swing, noise = swing / 4, decimals = 1 } = options;
  const random = seededRandom(seed);
  const times = new Float64Array(count);
  const values = new Float64Array(count);
  const factor = 10 ** decimals;
  let drift = 0;
  for (let i = 0; i < count; i += 1) {
    const t = start + i * bucketMs;
    times[i] = t;
    drift += (random() - 0.5) * noise * 0.2;
    drift *= 0.995;
    let value =
      base +
      swing * Math.sin((2 * Math.PI * (t - start)) / DAY + seed) +
      drift +
      (random() - 0.5) * noise;
    if (options.kind === 'direction') value = ((value % 360) + 360) % 360;
    else value = Math.max(0, value);
    values[i] = Math.round(value * factor) / factor;
  }
  return {
    id: options.id,
    label: options.label,
    unit: options.unit,
    decimals,
    kind: options.kind ?? 'line',
    times,
    values,
    bucketMs,
    ...(options.colour ? { colour: options.colour } : {}),
  };
}

/**
 * `count` series of minute data over `days` days (20 × 31 days is the benchmark's 893 000 points):
 * dust channels at a handful of locations.
 */
export function minuteSeries(count: number, days: number, start: number): TimeSeries[] {
  const channels = ['PM1', 'PM2.5', 'PM4', 'PM10'];
  return Array.from({ length: count }, (_, index) =>
    fixtureSeries({
      id: `loc-${Math.floor(index / channels.length) + 1}:${channels[index % channels.length]}`,
      label: `Location ${Math.floor(index / channels.length) + 1} · ${channels[index % channels.length]}`,
      unit: 'µg/m³',
      start,
      bucketMs: 60_000,
      count: days * 1440,
      seed: index + 1,
      base: 20 + 8 * (index % channels.length),
      swing: 10 + index,
      noise: 6,
    }),
  );
}
