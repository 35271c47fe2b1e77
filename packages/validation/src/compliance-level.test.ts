import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_THRESHOLD_MAX,
  COMPLIANCE_THRESHOLD_MIN,
  complianceLevelSchema,
  validateComplianceThreshold,
} from './compliance-level';

describe('compliance threshold (spec 03 §5)', () => {
  it('runs from 0.001 to 999', () => {
    expect([COMPLIANCE_THRESHOLD_MIN, COMPLIANCE_THRESHOLD_MAX]).toEqual([0.001, 999]);
  });

  it.each([['0.001'], ['999'], [0.001], [999], ['50'], [' 12.5 ']] as const)(
    'accepts %j',
    (value) => {
      expect(validateComplianceThreshold(value)).toBeNull();
    },
  );

  it.each([
    ['', 'complianceLevel.required', 'This field is required'],
    [null, 'complianceLevel.required', 'This field is required'],
    ['0.0009', 'number.greaterThanOrEqual', 'Value must be greater than or equal to 0.001'],
    [0, 'number.greaterThanOrEqual', 'Value must be greater than or equal to 0.001'],
    ['999.001', 'number.lessThanOrEqual', 'Value must be less than or equal to 999'],
    [1000, 'number.lessThanOrEqual', 'Value must be less than or equal to 999'],
    ['abc', 'number.invalidCharacters', 'Can only contain numbers and separators'],
    ['1.2.3', 'number.notValid', 'Number is not valid'],
  ] as const)('rejects %j as %s "%s"', (value, code, message) => {
    const error = validateComplianceThreshold(value);
    expect(error?.code).toBe(code);
    expect(error?.message).toBe(message);
  });
});

describe('complianceLevelSchema', () => {
  const row = { ContributionId: 7, SensorCode: 'PM10', DisplayUnits: 'µg/m³' };

  it('accepts a row whose level is in range', () => {
    expect(complianceLevelSchema.safeParse({ ...row, Level: '150' }).success).toBe(true);
  });

  it('reports the level failure with the catalogue message, code and values', () => {
    const result = complianceLevelSchema.safeParse({ ...row, Level: '0.0009' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['Level'],
        message: 'Value must be greater than or equal to 0.001',
        params: { code: 'number.greaterThanOrEqual', values: { min: 0.001 } },
      }),
    ]);
  });

  it('reports an empty level as required', () => {
    const result = complianceLevelSchema.safeParse({ ...row, Level: '' });
    expect(result.error?.issues[0]?.message).toBe('This field is required');
    const issue = result.error?.issues[0];
    expect(issue?.code === 'custom' && issue.params).toEqual({ code: 'complianceLevel.required' });
  });
});
