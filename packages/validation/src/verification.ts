import { fail, type ValidationError } from './messages';

// Apart from profile.ts (which needs the phone rules): the verification call's body is part of the
// contract every page loads.

/** Length of an e-mail or phone verification code. */
export const VERIFICATION_CODE_LENGTH = 6;

/** A verification code: exactly 6 characters once trimmed. */
export function validateVerificationCode(code: string | null | undefined): ValidationError | null {
  return [...(code ?? '').trim()].length === VERIFICATION_CODE_LENGTH
    ? null
    : fail('verification.codeLength', { length: VERIFICATION_CODE_LENGTH });
}
