import { describe, expect, it } from 'vitest';
import { fractalNoise, hash01, hash32, hashString, valueNoise } from './random';

describe('hash01', () => {
  it('gives the same number for the same seed and integers', () => {
    expect(hash01(42, 1, 2, 3)).toBe(hash01(42, 1, 2, 3));
  });

  it('changes with the seed, with each integer and with their order', () => {
    const base = hash01(42, 1, 2);
    expect(hash01(43, 1, 2)).not.toBe(base);
    expect(hash01(42, 1, 3)).not.toBe(base);
    expect(hash01(42, 2, 1)).not.toBe(base);
    expect(hash01(42, 1, 2, 0)).not.toBe(base);
  });

  it('tells apart integers that differ only above 32 bits (epoch milliseconds)', () => {
    expect(hash32(1, 2 ** 32)).not.toBe(hash32(1, 0));
    expect(hash32(1, 1_750_000_000_000)).not.toBe(hash32(1, 1_750_000_000_000 + 2 ** 32));
  });

  it('stays in [0, 1) and is close to uniform over consecutive minutes', () => {
    const buckets = new Array<number>(10).fill(0);
    const n = 20_000;
    for (let minute = 0; minute < n; minute += 1) {
      const u = hash01(7, 3, 29_000_000 + minute);
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      const bucket = Math.floor(u * 10);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    // Each tenth expects 2000; ±10 % is over 7 standard deviations.
    for (const count of buckets) expect(Math.abs(count - n / 10)).toBeLessThan(n / 100);
  });
});

describe('hashString', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('is FNV-1a: %j hashes to %d', (text, expected) => {
    expect(hashString(text)).toBe(expected);
  });
});

describe('valueNoise', () => {
  it('passes through the hashed lattice value at each lattice point', () => {
    expect(valueNoise(5, 9, 120, 60)).toBeCloseTo(hash01(5, 9, 2) * 2 - 1, 12);
    expect(valueNoise(5, 9, 180, 60)).toBeCloseTo(hash01(5, 9, 3) * 2 - 1, 12);
  });

  it('is the mean of its two lattice values half-way between them (cosine weight 0.5)', () => {
    const a = hash01(5, 9, 2) * 2 - 1;
    const b = hash01(5, 9, 3) * 2 - 1;
    expect(valueNoise(5, 9, 150, 60)).toBeCloseTo((a + b) / 2, 12);
  });

  it('stays in [-1, 1] and moves little from one minute to the next', () => {
    let previous = valueNoise(1, 2, 0, 30);
    for (let t = 1; t < 5000; t += 1) {
      const value = valueNoise(1, 2, t, 30);
      expect(Math.abs(value)).toBeLessThanOrEqual(1);
      // The steepest cosine slope is π/2 per lattice step times a span of at most 2.
      expect(Math.abs(value - previous)).toBeLessThanOrEqual((Math.PI / 30) * 1.0001);
      previous = value;
    }
  });

  it('works for negative times', () => {
    expect(Math.abs(valueNoise(1, 2, -1234.5, 60))).toBeLessThanOrEqual(1);
  });
});

describe('fractalNoise', () => {
  it('with one octave is value noise with the octave-0 seed', () => {
    expect(fractalNoise(3, 4, 777, 120, 1)).toBe(valueNoise(hash32(3, 0), 4, 777, 120));
  });

  it('stays in [-1, 1] and is deterministic', () => {
    for (let t = 0; t < 3000; t += 7) {
      const value = fractalNoise(3, 4, t, 480);
      expect(Math.abs(value)).toBeLessThanOrEqual(1);
      expect(fractalNoise(3, 4, t, 480)).toBe(value);
    }
  });

  it('differs between channels', () => {
    expect(fractalNoise(3, 4, 1000, 480)).not.toBe(fractalNoise(3, 5, 1000, 480));
  });
});
