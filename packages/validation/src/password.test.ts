import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  passwordChangeFailureMessage,
  validateConfirmPassword,
  validateCurrentPassword,
  validateNewPassword,
} from './password';

const RULE = '* Minimum 6 characters with at least one numeric or special character required';

describe('validateCurrentPassword', () => {
  it.each([
    ['', '* Required'],
    ['   ', '* Required'],
    [null, '* Required'],
    [undefined, '* Required'],
  ])('rejects %j as "%s"', (input, message) => {
    expect(validateCurrentPassword(input)?.message).toBe(message);
  });

  it.each(['a', 'abc', ' secret '])('accepts %j (no rule on the current password)', (input) => {
    expect(validateCurrentPassword(input)).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it.each([
    ['', '* Required'],
    ['  \t ', '* Required'],
    [undefined, '* Required'],
    ['abcd1', RULE], // 5 characters
    ['  abcd1  ', RULE], // 5 once trimmed
    [`${'a'.repeat(32)}1`, RULE], // 33 characters
    ['abcdef', RULE], // only letters
    ['ÉléphantÀ', RULE], // only letters, accented
    ['abcdefghijklmnopqrstuvwxyzABCDEF', RULE], // 32 letters
  ])('rejects %j as "%s"', (input, message) => {
    expect(validateNewPassword(input)?.message).toBe(message);
  });

  it.each([
    'abcde1', // 6 characters
    '  abcde1  ', // 6 once trimmed
    `${'a'.repeat(31)}1`, // 32 characters
    '123456', // no letter at all
    '!@#$%^',
    'pass word',
    'Élé-phant',
  ])('accepts %j', (input) => {
    expect(validateNewPassword(input)).toBeNull();
  });
});

describe('validateConfirmPassword', () => {
  it.each([
    ['abcde1', '', '* Required'],
    ['abcde1', '  ', '* Required'],
    ['abcde1', undefined, '* Required'],
    ['abcde1', 'abcde2', '* The new password and confirmation do not match'],
    ['abcde1', 'ABCDE1', '* The new password and confirmation do not match'],
  ])('rejects new %j with confirmation %j as "%s"', (newPassword, confirm, message) => {
    expect(validateConfirmPassword(newPassword, confirm)?.message).toBe(message);
  });

  it.each([
    ['abcde1', 'abcde1'],
    [' abcde1', 'abcde1 '],
  ])('accepts new %j with confirmation %j', (newPassword, confirm) => {
    expect(validateConfirmPassword(newPassword, confirm)).toBeNull();
  });
});

describe('changePasswordSchema', () => {
  it('accepts a valid body and trims it', () => {
    const result = changePasswordSchema.safeParse({
      CurrentPassword: ' old ',
      NewPassword: ' abcde1 ',
      ConfirmPassword: 'abcde1',
    });
    expect(result.data).toEqual({
      CurrentPassword: 'old',
      NewPassword: 'abcde1',
      ConfirmPassword: 'abcde1',
    });
  });

  it('reports each field with its message and code', () => {
    const result = changePasswordSchema.safeParse({
      CurrentPassword: '',
      NewPassword: 'abcdef',
      ConfirmPassword: 'abcdeg',
    });
    expect(
      result.error?.issues.map((issue) => ({
        path: issue.path,
        message: issue.message,
        code: 'params' in issue ? issue.params?.code : undefined,
      })),
    ).toEqual([
      { path: ['CurrentPassword'], message: '* Required', code: 'password.required' },
      { path: ['NewPassword'], message: RULE, code: 'password.rule' },
      {
        path: ['ConfirmPassword'],
        message: '* The new password and confirmation do not match',
        code: 'password.mismatch',
      },
    ]);
  });
});

describe('passwordChangeFailureMessage', () => {
  it.each([
    ['Incorrect password', '* Incorrect password'],
    [' Incorrect password ', '* Incorrect password'],
    ['Password too weak', '* Unable to change password'],
    ['incorrect', '* Unable to change password'],
    ['', '* Unable to change password'],
    [undefined, '* Unable to change password'],
  ])('maps %j to "%s"', (serverMessage, message) => {
    expect(passwordChangeFailureMessage(serverMessage).message).toBe(message);
  });
});
