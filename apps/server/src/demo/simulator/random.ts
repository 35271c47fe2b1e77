// Stateless, seeded noise for the demo simulator. Every value is a hash of its coordinates, never a
// step of a generator, so any minute can be computed on its own: a 14-day backfill and the live
// one-per-minute loop agree to the last digit, whatever order or process computes them.

const PRIME_1 = 0x9e3779b1;
const PRIME_2 = 0x85ebca77;
const PRIME_3 = 0xc2b2ae3d;
const TWO_POW_32 = 0x1_0000_0000;

/** Murmur3's finaliser: spreads every input bit over the whole 32-bit word. */
function avalanche(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, PRIME_3);
  x ^= x >>> 16;
  return x >>> 0;
}

/** One xxhash-style round: the rotation decorrelates neighbouring inputs (minute n, n + 1). */
function absorb(h: number, word: number): number {
  const x = (h + Math.imul(word, PRIME_2)) | 0;
  return Math.imul((x << 13) | (x >>> 19), PRIME_1);
}

/** Absorbs both 32-bit halves of an integer. */
function absorbInteger(h: number, value: number): number {
  const n = Math.trunc(value);
  // Minute indices fit 32 bits but epoch milliseconds do not; mixing the high half too keeps
  // large integers from silently colliding.
  return absorb(absorb(h, n | 0), Math.floor(n / TWO_POW_32) | 0);
}

/** Unsigned 32-bit hash of a seed and integers (safe integers: both 32-bit halves are mixed in). */
export function hash32(seed: number, ...ints: readonly number[]): number {
  let h = absorbInteger(PRIME_1, seed);
  for (const value of ints) h = absorbInteger(h, value);
  return avalanche(h ^ ints.length);
}

/** Uniform number in [0, 1) determined by a seed and integers. */
export function hash01(seed: number, ...ints: readonly number[]): number {
  return hash32(seed, ...ints) / TWO_POW_32;
}

/** Stable 32-bit FNV-1a hash of a string, to turn names (serials, site ids) into noise channels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Smooth noise in [-1, 1]: cosine interpolation of hashed lattice values every scaleMinutes. */
export function valueNoise(seed: number, channel: number, t: number, scaleMinutes: number): number {
  const x = t / scaleMinutes;
  const i = Math.floor(x);
  const a = hash01(seed, channel, i) * 2 - 1;
  const b = hash01(seed, channel, i + 1) * 2 - 1;
  // Cosine easing has zero slope at lattice points, so the curve has no visible kinks.
  const w = (1 - Math.cos(Math.PI * (x - i))) / 2;
  return a + (b - a) * w;
}

/** Weighted sum of `octaves` value noises, each at half the previous scale; in [-1, 1]. */
export function fractalNoise(
  seed: number,
  channel: number,
  t: number,
  scaleMinutes: number,
  octaves = 4,
  persistence = 0.5,
): number {
  let sum = 0;
  let weight = 0;
  let amplitude = 1;
  let scale = scaleMinutes;
  for (let octave = 0; octave < octaves; octave += 1) {
    // A seed per octave: the same lattice at two scales would line up and show a grid.
    sum += amplitude * valueNoise(hash32(seed, octave), channel, t, scale);
    weight += amplitude;
    amplitude *= persistence;
    scale /= 2;
  }
  return weight === 0 ? 0 : sum / weight;
}
