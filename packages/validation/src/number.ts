import { fail, type ValidationError } from './messages';

/** Options of a number input, as the shared table and input rules (foundation §5.4) describe them. */
export interface NumberInputOptions {
  /** An empty field is valid (parses to null) instead of "This field is required". */
  allowEmpty?: boolean;
  /** Smallest allowed value. */
  min?: number;
  /** Whether `min` itself is allowed (default true: "greater than or equal to"). */
  minInclusive?: boolean;
  /** Largest allowed value. */
  max?: number;
  /** Whether `max` itself is allowed (default true: "less than or equal to"). */
  maxInclusive?: boolean;
  /** The decimal separator the user types; the other of '.' and ',' is a group separator. Default '.'. */
  decimalSeparator?: '.' | ',';
}

const ALLOWED_CHARACTERS = /^[0-9.,+\-\s]*$/;

/**
 * Parses what a user typed into a number input. Returns the number (null for an allowed empty
 * field) or the failure of the first rule that does not hold.
 */
export function parseNumberInput(
  value: string | number | null | undefined,
  options: NumberInputOptions = {},
): number | null | ValidationError {
  if (typeof value === 'number') return checkBounds(value, options);
  const text = (value ?? '').trim();
  if (text === '') return options.allowEmpty ? null : fail('number.required');
  if (!ALLOWED_CHARACTERS.test(text)) return fail('number.invalidCharacters');

  const decimal = options.decimalSeparator ?? '.';
  const group = decimal === '.' ? ',' : '.';
  const compact = text.replace(/\s/g, '');
  const withoutGroups = stripGroupSeparators(compact, group);
  if (withoutGroups === null) return fail('number.notValid');
  const normalised = decimal === ',' ? withoutGroups.replace(',', '.') : withoutGroups;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return fail('number.notValid');
  const parsed = Number(normalised);
  if (!Number.isFinite(parsed)) return fail('number.notValid');
  return checkBounds(parsed, options);
}

/** Validates a number input; null when valid. */
export function validateNumberInput(
  value: string | number | null | undefined,
  options: NumberInputOptions = {},
): ValidationError | null {
  const result = parseNumberInput(value, options);
  return typeof result === 'object' && result !== null ? result : null;
}

/** Group separators are allowed only between groups of three digits in the integer part. */
function stripGroupSeparators(text: string, group: string): string | null {
  if (!text.includes(group)) return text;
  const match = /^([+-]?)([0-9.,]+)$/.exec(text);
  if (!match) return null;
  const sign = match[1] ?? '';
  const body = match[2] ?? '';
  const decimalIndex = body.indexOf(group === ',' ? '.' : ',');
  const integerPart = decimalIndex === -1 ? body : body.slice(0, decimalIndex);
  const rest = decimalIndex === -1 ? '' : body.slice(decimalIndex);
  if (rest.includes(group)) return null;
  const groups = integerPart.split(group);
  const [head, ...tail] = groups;
  if (!head || head.length > 3 || tail.some((g) => g.length !== 3)) return null;
  return sign + groups.join('') + rest;
}

function checkBounds(value: number, options: NumberInputOptions): number | ValidationError {
  if (Number.isNaN(value) || !Number.isFinite(value)) return fail('number.notValid');
  const { min, max } = options;
  if (min !== undefined) {
    if (options.minInclusive === false) {
      if (value <= min) return fail('number.greaterThan', { min });
    } else if (value < min) {
      return fail('number.greaterThanOrEqual', { min });
    }
  }
  if (max !== undefined) {
    if (options.maxInclusive === false) {
      if (value >= max) return fail('number.lessThan', { max });
    } else if (value > max) {
      return fail('number.lessThanOrEqual', { max });
    }
  }
  return value;
}
