import type { CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { emailsEqual, validateEmail } from './email';
import { fail, type ValidationError } from './messages';
import { parsePhoneInput, validatePhone, type ParsedPhone } from './phone';
import { isValidationError } from './result';
import { addFieldIssues } from './zod-issues';
import { validateLocale } from './locale';

// The locales live in ./locale.ts, apart from the phone rules, so that the contract's locale enum
// does not bring libphonenumber-js into every page; they are exported from there.

/** Full name: required once trimmed. */
export function validateFullName(value: string | null | undefined): ValidationError | null {
  return isBlank(value) ? fail('profile.fullNameRequired') : null;
}

/** Job title: required once trimmed. */
export function validateJobTitle(value: string | null | undefined): ValidationError | null {
  return isBlank(value) ? fail('profile.jobTitleRequired') : null;
}

/** A new e-mail address: valid, and not the current one (case-insensitive), so it is worth verifying. */
export function validateNewEmail(
  value: string | null | undefined,
  current: string | null | undefined,
): ValidationError | null {
  const error = validateEmail(value);
  if (error) return error;
  return current && emailsEqual(value ?? '', current) ? fail('profile.emailUnchanged') : null;
}

/**
 * A new phone number: a country chosen, a number entered, a valid number of that country, and not
 * the current one. Returns the parsed number, ready to verify and send.
 */
export function validateNewPhone(
  country: CountryCode | '' | undefined,
  nationalNumber: string,
  currentE164: string | null | undefined,
): ParsedPhone | ValidationError {
  const phone = parsePhoneInput(country, nationalNumber);
  if (isValidationError(phone)) return phone;
  const current = (currentE164 ?? '').replace(/[\s\-().]/g, '');
  return phone.e164 === current ? fail('profile.phoneUnchanged') : phone;
}

/**
 * Zod schema of the PUT /v0.1/Users/{id} body. PreferredName and PhoneNumber may be empty or
 * absent; a PhoneNumber that is given must be a full '+country code' number.
 */
export const profileSchema = z
  .object({
    FullName: z.string(),
    PreferredName: z.string().nullish(),
    JobTitle: z.string(),
    Locale: z.string(),
    Email: z.string(),
    PhoneNumber: z.string().nullish(),
  })
  .superRefine((body, ctx) => {
    const checks = [
      ['FullName', validateFullName(body.FullName)],
      ['JobTitle', validateJobTitle(body.JobTitle)],
      ['Locale', validateLocale(body.Locale)],
      ['Email', validateEmail(body.Email)],
      ['PhoneNumber', isBlank(body.PhoneNumber) ? null : validatePhone(body.PhoneNumber)],
    ] as const;
    addFieldIssues(ctx, checks);
  });

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}
