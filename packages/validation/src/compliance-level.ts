import { z } from 'zod';
import { fail, type ValidationError } from './messages';
import { validateNumberInput } from './number';
import { addValidationIssue } from './zod-issues';

/** Smallest compliance threshold a user may enter (spec 03 §5, §9). */
export const COMPLIANCE_THRESHOLD_MIN = 0.001;

/** Largest compliance threshold a user may enter (spec 03 §5, §9). */
export const COMPLIANCE_THRESHOLD_MAX = 999;

/** Validates a compliance threshold: a required number from 0.001 to 999, both included; null when valid. */
export function validateComplianceThreshold(value: string | number | null): ValidationError | null {
  const error = validateNumberInput(value, {
    min: COMPLIANCE_THRESHOLD_MIN,
    max: COMPLIANCE_THRESHOLD_MAX,
  });
  // Same English text, but a code of its own so translators can word it for the levels table.
  if (error?.code === 'number.required') return fail('complianceLevel.required');
  return error;
}

/** Form schema of one compliance level row; the Level rule comes from validateComplianceThreshold. */
export const complianceLevelSchema = z.object({
  ContributionId: z.number(),
  SensorCode: z.string(),
  Level: z
    .union([z.string(), z.number()])
    .nullable()
    .superRefine((level, ctx) => {
      const error = validateComplianceThreshold(level);
      if (error) addValidationIssue(ctx, error);
    }),
  DisplayUnits: z.string(),
});
