import { z } from 'zod';

/** T with the fields K present and not null. */
export type WithRequired<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

function hasAll<T, K extends keyof T>(value: T, keys: readonly K[]): value is WithRequired<T, K> {
  return keys.every((key) => value[key] !== null && value[key] !== undefined);
}

/**
 * A transform for the end of a schema whose refinement already refuses a missing or null value
 * of each of `keys` (the wire accepts null there so the refinement can answer with the spec's
 * message): it leaves the value as it is and gives the output type those fields as non-null, so a
 * service reads them without a cast. A transform runs only after the refinement passed, so the
 * check below never fails in practice; it is there so the narrowing is proved, not assumed.
 * The input type, and so the typed client and the OpenAPI document, stay as they were.
 */
export function requireRefined<T, K extends keyof T & string>(keys: readonly K[]) {
  return (value: T, ctx: z.RefinementCtx<T>): WithRequired<T, K> => {
    if (hasAll(value, keys)) return value;
    for (const key of keys) {
      if (value[key] === null || value[key] === undefined)
        ctx.addIssue({ code: 'custom', message: 'Required', path: [key] });
    }
    return z.NEVER;
  };
}
