import type { ValidationError } from './messages';

/** Tells a failure from a parsed value, for the functions that return `T | ValidationError`. */
export function isValidationError(value: unknown): value is ValidationError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ValidationError).code === 'string' &&
    typeof (value as ValidationError).message === 'string'
  );
}

/** Returns the first failure of a list of checks that each return a failure or null. */
export function firstError(
  ...results: ReadonlyArray<ValidationError | null | undefined>
): ValidationError | null {
  for (const result of results) if (result) return result;
  return null;
}
