import { z } from 'zod';
import { fail, type ValidationError } from './messages';
import { addFieldIssues } from './zod-issues';

/** Shortest new password (profile spec, security). */
export const MIN_PASSWORD_LENGTH = 6;
/** Longest new password. */
export const MAX_PASSWORD_LENGTH = 32;

// "Non-letter" in any script, so an all-accented password still needs a digit or symbol.
const NON_LETTER = /\P{L}/u;

/** The current password field: required once trimmed. */
export function validateCurrentPassword(value: string | null | undefined): ValidationError | null {
  return (value ?? '').trim() === '' ? fail('password.required') : null;
}

/**
 * The new password field: required, then 6 to 32 characters (code points, after trimming) with at
 * least one character that is not a letter.
 */
export function validateNewPassword(value: string | null | undefined): ValidationError | null {
  const password = (value ?? '').trim();
  if (password === '') return fail('password.required');
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH || length > MAX_PASSWORD_LENGTH || !NON_LETTER.test(password)) {
    return fail('password.rule');
  }
  return null;
}

/** The confirmation field: required, then equal to the new password (both trimmed). */
export function validateConfirmPassword(
  newPassword: string | null | undefined,
  confirm: string | null | undefined,
): ValidationError | null {
  const confirmation = (confirm ?? '').trim();
  if (confirmation === '') return fail('password.required');
  return confirmation === (newPassword ?? '').trim() ? null : fail('password.mismatch');
}

/** Zod schema of the change-password form, shaped as the POST /v0.1/changePassword body; values are trimmed. */
export const changePasswordSchema = z
  .object({
    CurrentPassword: z.string().trim(),
    NewPassword: z.string().trim(),
    ConfirmPassword: z.string().trim(),
  })
  .superRefine((body, ctx) => {
    const checks = [
      ['CurrentPassword', validateCurrentPassword(body.CurrentPassword)],
      ['NewPassword', validateNewPassword(body.NewPassword)],
      ['ConfirmPassword', validateConfirmPassword(body.NewPassword, body.ConfirmPassword)],
    ] as const;
    addFieldIssues(ctx, checks);
  });

/** The line shown when the server refuses a password change: its 'Incorrect password', or a generic failure. */
export function passwordChangeFailureMessage(serverMessage: string | undefined): ValidationError {
  return serverMessage?.trim() === 'Incorrect password'
    ? fail('password.incorrect')
    : fail('password.changeFailed');
}
