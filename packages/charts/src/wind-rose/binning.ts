/**
 * The report's wind rose (DOMAIN.md "Wind", spec 02 §9). Pure, no I/O.
 *
 * Decisions:
 * - 16 sectors of 22.5°, N first: sector k = floor(((θ + 11.25) mod 360) / 22.5), the modulo taken
 *   into [0, 360) so negative and ≥ 360 directions wrap (−11.25 → N, 360 → N, 348.75 → N).
 * - Calm is speed < calmThreshold (default 1, the spec's threshold): exactly at the threshold is not
 *   calm. Calm samples are counted apart, in no sector and no band.
 * - Speed bands are half-open, [0, w), [w, 2w), … with w = ceil(sensorRange / 5); there are 5
 *   bands and the last one is open-ended, so a speed above the sensor range lands in it. A sensor
 *   range that is not a positive finite number falls back to the default 22 (w = 5).
 * - A sample with a null or non-finite speed or direction is skipped. Percentages are of all valid
 *   samples (calm included), so the sector cells plus the calm share sum to 100; with no valid
 *   sample every percentage is 0.
 */

/** The 16 compass directions, N first, clockwise. */
export const WIND_ROSE_SECTORS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
export type WindRoseSectorName = (typeof WIND_ROSE_SECTORS)[number];

/** Spec 02 §9: sensor range default 22, calm threshold 1, 5 speed bands. */
export const WIND_ROSE_DEFAULTS = { sensorRange: 22, calmThreshold: 1, bands: 5 } as const;

const SECTOR_WIDTH = 360 / WIND_ROSE_SECTORS.length;

export interface WindSample {
  speed: number | null;
  direction: number | null;
}

export interface WindRoseOptions {
  /** The wind speed sensor's range (default 22). */
  sensorRange?: number;
  /** Speeds strictly below it are calm (default 1). */
  calmThreshold?: number;
}

/** One speed band: [from, to), `to` null for the open-ended last band. */
export interface WindRoseBand {
  from: number;
  to: number | null;
}

export interface WindRoseSector {
  name: WindRoseSectorName;
  /** Samples per speed band. */
  counts: number[];
  /** Percent of all valid samples, per speed band. */
  percents: number[];
  /** Samples in the sector (all bands). */
  total: number;
  /** Percent of all valid samples in the sector. */
  percent: number;
}

export interface WindRose {
  bandWidth: number;
  bands: WindRoseBand[];
  sectors: WindRoseSector[];
  calm: { count: number; percent: number };
  /** Valid samples (calm included). */
  total: number;
}

/** The sector index (0 = N … 15 = NNW) of a wind direction in degrees. */
export function windSector(direction: number): number {
  const shifted = (((direction + SECTOR_WIDTH / 2) % 360) + 360) % 360;
  return Math.floor(shifted / SECTOR_WIDTH) % WIND_ROSE_SECTORS.length;
}

/** Band width ceil(range / 5); a range that is not positive and finite uses the default 22. */
export function windBandWidth(sensorRange: number = WIND_ROSE_DEFAULTS.sensorRange): number {
  const range =
    Number.isFinite(sensorRange) && sensorRange > 0 ? sensorRange : WIND_ROSE_DEFAULTS.sensorRange;
  return Math.ceil(range / WIND_ROSE_DEFAULTS.bands);
}

/** The band index of a (non-calm) speed: floor(speed / w), capped at the open-ended last band. */
export function windBand(speed: number, bandWidth: number): number {
  const index = Math.floor(Math.max(0, speed) / bandWidth);
  return Math.min(index, WIND_ROSE_DEFAULTS.bands - 1);
}

function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : (count / total) * 100;
}

/** Bins wind samples into the 16-sector, 5-band rose with the calm share apart. */
export function windRose(samples: readonly WindSample[], options: WindRoseOptions = {}): WindRose {
  const bandWidth = windBandWidth(options.sensorRange);
  const calmThreshold = options.calmThreshold ?? WIND_ROSE_DEFAULTS.calmThreshold;
  const bandCount = WIND_ROSE_DEFAULTS.bands;
  const counts = WIND_ROSE_SECTORS.map(() => new Array<number>(bandCount).fill(0));
  let calm = 0;
  let total = 0;
  for (const { speed, direction } of samples) {
    if (speed === null || direction === null) continue;
    if (!Number.isFinite(speed) || !Number.isFinite(direction)) continue;
    total += 1;
    if (speed < calmThreshold) {
      calm += 1;
      continue;
    }
    counts[windSector(direction)]![windBand(speed, bandWidth)]! += 1;
  }
  const bands: WindRoseBand[] = Array.from({ length: bandCount }, (_, i) => ({
    from: i * bandWidth,
    to: i === bandCount - 1 ? null : (i + 1) * bandWidth,
  }));
  const sectors = WIND_ROSE_SECTORS.map((name, k) => {
    const row = counts[k]!;
    const sectorTotal = row.reduce((sum, n) => sum + n, 0);
    return {
      name,
      counts: row,
      percents: row.map((n) => percentOf(n, total)),
      total: sectorTotal,
      percent: percentOf(sectorTotal, total),
    };
  });
  return {
    bandWidth,
    bands,
    sectors,
    calm: { count: calm, percent: percentOf(calm, total) },
    total,
  };
}
