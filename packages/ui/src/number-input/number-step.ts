import { parseNumberInput, type NumberInputOptions } from '@aq/validation/number';

/** What stepping needs to know: the step and the bounds of the number input. */
export interface StepOptions extends Pick<
  NumberInputOptions,
  'min' | 'max' | 'minInclusive' | 'maxInclusive' | 'decimalSeparator'
> {
  /** The distance between two steps; must be greater than 0. */
  step: number;
}

// Floating-point division leaves tiny errors ((0.3 - 0) / 0.1 = 2.9999999999999996): values
// this close to a step count are on the grid.
const GRID_TOLERANCE = 1e-9;

/** How many decimals a number has in its shortest form: 0.25 gives 2, 1e-7 gives 7, 30 gives 0. */
export function countDecimals(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - (exponent ? Number(exponent) : 0));
}

/**
 * Reads what was typed as a number, ignoring the bounds: the number, null for an empty field, or
 * undefined when the text is not a number at all.
 */
export function readNumber(
  text: string,
  decimalSeparator: '.' | ',' = '.',
): number | null | undefined {
  const result = parseNumberInput(text, { allowEmpty: true, decimalSeparator });
  return typeof result === 'number' || result === null ? result : undefined;
}

/** Writes a number as the user would type it: no group separators, the chosen decimal separator. */
export function formatNumber(
  value: number,
  fractionDigits: number,
  decimalSeparator: '.' | ',' = '.',
): string {
  const text = value.toFixed(Math.min(Math.max(fractionDigits, 0), 100));
  // toFixed keeps the sign of a negative zero ("-0.0"): nobody types that.
  const unsigned = /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
  return decimalSeparator === ',' ? unsigned.replace('.', ',') : unsigned;
}

/**
 * The smallest and largest values a step can land on: grid points (min, or 0 without min, plus a
 * whole number of steps) inside the bounds; an exclusive bound itself is left out. Undefined when
 * no grid point fits.
 */
export function stepRange(options: StepOptions): { lowest: number; highest: number } | undefined {
  const { step, min, max } = options;
  const base = min ?? 0;
  let lowest = -Infinity;
  let highest = Infinity;
  if (min !== undefined) lowest = options.minInclusive === false ? base + step : base;
  if (max !== undefined) {
    const steps = Math.floor((max - base) / step + GRID_TOLERANCE);
    highest = base + steps * step;
    if (options.maxInclusive === false && Math.abs(highest - max) < step * GRID_TOLERANCE) {
      highest -= step;
    }
  }
  if (lowest > highest) return undefined;
  return { lowest: round(lowest, options), highest: round(highest, options) };
}

/**
 * Moves a value by `steps` steps (negative to go down), as the stepper buttons and arrow keys do:
 * an empty field counts as 0; a value off the grid (min, or 0 without min, plus whole steps) first
 * snaps to the next grid point in that direction; the result is kept inside the bounds (an
 * exclusive bound itself is never reached). Returns the value unchanged when stepping cannot
 * move it.
 */
export function stepNumber(current: number | null, steps: number, options: StepOptions): number {
  const { step } = options;
  const start = current ?? 0;
  if (!(step > 0) || steps === 0 || !Number.isFinite(start)) return start;
  const range = stepRange(options);
  if (!range) return start;

  const base = options.min ?? 0;
  const position = (start - base) / step;
  const nearest = Math.round(position);
  const onGrid = Math.abs(position - nearest) < GRID_TOLERANCE;
  const from = onGrid ? nearest : steps > 0 ? Math.floor(position) : Math.ceil(position);
  const next = round(base + (from + steps) * step, options);
  return Math.min(Math.max(next, range.lowest), range.highest);
}

/** Whether a step in that direction would change the value (for disabling a stepper button). */
export function canStep(current: number | null, steps: number, options: StepOptions): boolean {
  if (current === null) return stepRange(options) !== undefined && options.step > 0;
  return stepNumber(current, steps, options) !== current;
}

/**
 * Steps the typed text: the new text, or null when nothing changes (the text is not a number, or
 * the value is already at the bound). The result has as many decimals as the step or min need.
 */
export function stepText(text: string, steps: number, options: StepOptions): string | null {
  const separator = options.decimalSeparator ?? '.';
  const current = readNumber(text, separator);
  if (current === undefined) return null;
  const next = stepNumber(current, steps, options);
  if (current !== null && next === current) return null;
  return formatNumber(next, fractionDigits(options), separator);
}

function fractionDigits(options: StepOptions): number {
  return Math.max(countDecimals(options.step), countDecimals(options.min ?? 0));
}

/** Rounds away floating-point noise (0.1 + 0.2) to the decimals the step and min use. */
function round(value: number, options: StepOptions): number {
  if (!Number.isFinite(value)) return value;
  return Number(value.toFixed(Math.min(fractionDigits(options), 100)));
}
