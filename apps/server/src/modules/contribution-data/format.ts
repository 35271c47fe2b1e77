import type { ContributionsTable } from '../../db/schema';

// Pure pieces of the contribution reads and files: rounding, the minute grid, averaging-mode
// wording, role masks to location names, averaging regions. No I/O.

const MINUTE_MS = 60_000;

type ContributionType = ContributionsTable['type'];

/** A value rounded half away from zero to `decimals` (as the CSV cells and the spreadsheets do). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** How a value is shown: converted from the stored unit, then rounded. */
export interface Display {
  readonly unit: string;
  readonly decimals: number;
  convert(value: number): number;
}

/** A stored value in display units, rounded to the display decimals; null stays null. */
export function shown(value: number | null | undefined, display: Display): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const converted = display.convert(value);
  return Number.isFinite(converted) ? roundTo(converted, display.decimals) : null;
}

/** A direction in whole degrees in [0, 360): 359.6° is 0°, not 360°. */
export function wholeDegrees(degrees: number): number {
  return (((roundTo(degrees, 0) % 360) + 360) % 360) + 0;
}

/** Ends of every minute of the UTC minute grid in (fromMs, toMs], in order. */
export function minuteEnds(fromMs: number, toMs: number): number[] {
  const ends: number[] = [];
  for (let t = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS + MINUTE_MS; t <= toMs; t += MINUTE_MS) {
    ends.push(t);
  }
  return ends;
}

/**
 * The wording of an averaging mode in files. Rule 1466 uses the spec's table words (spec 02
 * 'Averaging modes'): Initial, '2 Hr' (Rolling) and '30 Min' (RecoveryRolling). Other types use
 * the mode's name: Initial, Rolling, Block, and 'Block (partial)' for the running block. No mode
 * (a minute inside an NJ PAM block, or no stored row) is an empty cell.
 */
export function modeLabel(
  type: ContributionType,
  mode: string | null | undefined,
  partial = false,
): string {
  if (!mode) return '';
  if (type === 'FourteenSixtySix') {
    if (mode === 'Rolling') return '2 Hr';
    if (mode === 'RecoveryRolling') return '30 Min';
  }
  if (mode === 'RecoveryRolling') return 'Recovery rolling';
  if (mode === 'Block' && partial) return 'Block (partial)';
  return mode;
}

/**
 * The names of the locations whose bit is set in a role mask (bit = contribution_locations
 * position), in position order, joined by '; '. An unknown bit is ignored.
 */
export function maskNames(
  mask: string | number | bigint | null | undefined,
  locations: ReadonlyArray<{ position: number; name: string }>,
): string {
  if (mask === null || mask === undefined) return '';
  const bits = BigInt(mask);
  if (bits === 0n) return '';
  return locations
    .filter((location) => (bits >> BigInt(location.position)) & 1n)
    .map((location) => location.name)
    .join('; ');
}

/** The averaging region types of the contract. */
export type RegionType = 'Initial' | 'Rolling' | 'RecoveryRolling' | 'Block' | 'Stopped';

/** A region as the aggregated data answers it (times in epoch ms; end null while running). */
export interface Region {
  type: RegionType;
  start: number;
  end: number | null;
}

const MODES = new Set<string>(['Initial', 'Rolling', 'RecoveryRolling', 'Block']);

/** What regions are made of, column by column: minute ends, averaging modes and averaged values. */
export interface RegionColumns {
  readonly t: readonly number[];
  readonly avg_mode: readonly unknown[];
  readonly avg_value: readonly unknown[];
}

/**
 * The averaging regions of a pollutant's stored minutes in (fromMs, toMs].
 *
 * - A minute with an averaged row is of its mode when its averaged value is not null, else
 *   'Stopped' (no valid contribution: calm, no wind, missing or incomplete data).
 * - A minute without an averaged row (inside an NJ PAM block) belongs to the block that ends at or
 *   after it, so it takes the type of the next averaged row; the minutes may reach past toMs for
 *   that (the caller reads up to the block end). With no averaged row after it, it is 'Stopped'.
 * - A region is a maximal run of consecutive minutes of one type. Minute t covers (t − 1 min, t],
 *   so a region starts one minute before its first minute's time stamp and ends at its last
 *   minute's: consecutive regions meet (one's end is the next one's start), and a one-minute region
 *   spans exactly one minute. A missing stored minute ends a region too.
 * - The last region's end is null when its last minute is the contribution's last computed minute
 *   (the region is still running).
 */
export function dataRegions(
  minutes: RegionColumns,
  fromMs: number,
  toMs: number,
  computedTo: number | null,
): Region[] {
  const { t: times, avg_mode: modes, avg_value: values } = minutes;
  const types: RegionType[] = new Array<RegionType>(times.length);
  let next: RegionType = 'Stopped';
  for (let i = times.length - 1; i >= 0; i--) {
    const mode = modes[i];
    if (typeof mode === 'string' && mode !== '') {
      const value = values[i];
      next =
        typeof value !== 'number' || !Number.isFinite(value) || !MODES.has(mode)
          ? 'Stopped'
          : (mode as RegionType);
    }
    types[i] = next;
  }
  const regions: Region[] = [];
  let current: Region | null = null;
  let last = Number.NaN;
  for (let i = 0; i < times.length; i++) {
    const t = times[i] as number;
    if (t <= fromMs) continue;
    if (t > toMs) break;
    const type = types[i] as RegionType;
    if (current && current.type === type && t === last + MINUTE_MS) {
      last = t;
      continue;
    }
    if (current) current.end = last;
    current = { type, start: t - MINUTE_MS, end: null };
    regions.push(current);
    last = t;
  }
  if (current) (current as Region).end = computedTo !== null && last >= computedTo ? null : last;
  return regions;
}
