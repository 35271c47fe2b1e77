import type { z } from 'zod';
import type { ValidationError } from './messages';

/** Adds a failure as a custom zod issue: its message, the catalogue code in `params.code`, its values in `params.values`. */
export function addValidationIssue(
  ctx: z.RefinementCtx,
  error: ValidationError,
  path?: PropertyKey[] | string[],
): void {
  ctx.addIssue({
    code: 'custom',
    message: error.message,
    ...(path ? { path } : {}),
    params: error.params ? { code: error.code, values: error.params } : { code: error.code },
  });
}

/** Adds one issue per failing `[field, failure]` check, on the path `[field]`. */
export function addFieldIssues(
  ctx: z.RefinementCtx,
  checks: ReadonlyArray<readonly [string, ValidationError | null | undefined]>,
): void {
  for (const [field, error] of checks) {
    if (error) addValidationIssue(ctx, error, [field]);
  }
}
