import { describe, expect, it } from 'vitest';
import { allValidationCodes, englishMessage, fail, interpolate } from './messages';
import { firstError, isValidationError } from './result';

describe('validation messages', () => {
  it('fills every named placeholder and leaves unknown ones as written', () => {
    expect(interpolate('Between {{from}} to {{to}}.', { from: 'a', to: 'b' })).toBe(
      'Between a to b.',
    );
    expect(interpolate('Limit {{max}} and {{other}}', { max: 50 })).toBe('Limit 50 and {{other}}');
    expect(interpolate('No parameters')).toBe('No parameters');
  });

  it('builds a failure with the code, the English message and the parameters', () => {
    expect(fail('recipients.maxEmails', { max: 50 })).toEqual({
      code: 'recipients.maxEmails',
      message:
        'Maximum limit of 50 email recipients reached. To add a new email, remove an existing one.',
      params: { max: 50 },
    });
    expect(fail('email.empty')).toEqual({
      code: 'email.empty',
      message: 'Email address cannot be empty',
    });
  });

  it('lists every code of the catalogue, each with a non-empty English text', () => {
    const codes = allValidationCodes();
    expect(codes).toContain('email.empty');
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(englishMessage(code).length).toBeGreaterThan(0);
  });

  it('refuses a code that is not in the catalogue', () => {
    // @ts-expect-error: the type system already refuses unknown codes; this checks the runtime too.
    expect(() => englishMessage('email.nope')).toThrow('Unknown validation code');
  });

  it('tells failures from parsed values and finds the first failure', () => {
    const error = fail('time.invalid');
    expect(isValidationError(error)).toBe(true);
    expect(isValidationError({ hours: 1 })).toBe(false);
    expect(isValidationError(null)).toBe(false);
    expect(isValidationError('Invalid time')).toBe(false);
    expect(firstError(null, undefined, error, fail('time.invalidFormat'))).toBe(error);
    expect(firstError(null, null)).toBeNull();
  });
});
