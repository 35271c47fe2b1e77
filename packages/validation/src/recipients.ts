import type { CountryCode } from 'libphonenumber-js/max';
import { normaliseEmail, validateEmail } from './email';
import { fail, type ValidationError } from './messages';
import { parsePhoneInput, validatePhone, type ParsedPhone } from './phone';
import { isValidationError } from './result';

/** Most e-mail recipients an alert or report may have (alerts spec, recipients rules). */
export const MAX_EMAIL_RECIPIENTS = 50;
/** Most SMS recipients an alert may have. */
export const MAX_PHONE_RECIPIENTS = 25;

/** What the add-e-mail input yields: the new addresses, every failure, and whether Add is enabled. */
export interface EmailRecipientsResult {
  /** Valid new addresses, trimmed, as typed (case kept), without duplicates. */
  readonly emails: string[];
  /** Per-entry failures carry `params.entry`; the limit failure carries `params.max`. */
  readonly errors: ValidationError[];
  /** False when the input is empty or anything failed. */
  readonly canAdd: boolean;
}

/** What the add-phone input yields: the new numbers, every failure, and whether Add is enabled. */
export interface PhoneRecipientsResult {
  /** Valid new numbers of the chosen country, without duplicates. */
  readonly phoneNumbers: ParsedPhone[];
  /** Per-entry failures carry `params.entry`; the limit failure carries `params.max`. */
  readonly errors: ValidationError[];
  /** False when the input is empty or anything failed. */
  readonly canAdd: boolean;
}

/**
 * Reads the add-e-mail input: ';'-separated, trimmed, empties dropped, each a valid address not
 * already in the input or in `existing` (case-insensitive), and no more than 50 in all.
 */
export function parseEmailRecipients(
  input: string,
  existing: readonly string[],
): EmailRecipientsResult {
  const seen = new Set(existing.map(normaliseEmail));
  const emails: string[] = [];
  const errors: ValidationError[] = [];
  for (const entry of splitEntries(input)) {
    const error = validateEmail(entry);
    const key = normaliseEmail(entry);
    if (error) errors.push(withEntry(error, entry));
    else if (seen.has(key)) errors.push(fail('recipients.duplicateEmail', { entry }));
    else {
      seen.add(key);
      emails.push(entry);
    }
  }
  if (existing.length + emails.length > MAX_EMAIL_RECIPIENTS) {
    errors.push(fail('recipients.maxEmails', { max: MAX_EMAIL_RECIPIENTS }));
  }
  return { emails, errors, canAdd: emails.length > 0 && errors.length === 0 };
}

/**
 * Checks a complete e-mail list as a server receives it: each address valid, none repeated
 * ("Email already exists", case-insensitive), at most 50. Returns every failure; empty when valid.
 */
export function validateEmailRecipientList(list: readonly string[]): ValidationError[] {
  const seen = new Set<string>();
  const errors: ValidationError[] = [];
  for (const entry of list) {
    const error = validateEmail(entry);
    const key = normaliseEmail(entry);
    if (error) errors.push(withEntry(error, entry));
    else if (seen.has(key)) errors.push(fail('recipients.emailExists', { entry }));
    else seen.add(key);
  }
  if (list.length > MAX_EMAIL_RECIPIENTS) {
    errors.push(fail('recipients.maxEmails', { max: MAX_EMAIL_RECIPIENTS }));
  }
  return errors;
}

/**
 * Reads the add-phone input: ';'-separated numbers of `country` (see `parsePhoneInput`), none
 * already in the input or in `existing` (E.164), and no more than 25 in all. When every entry is
 * valid but already present, "No new phone numbers to add" follows the per-entry failures.
 */
export function parsePhoneRecipients(
  input: string,
  country: CountryCode | '' | undefined,
  existing: readonly string[],
): PhoneRecipientsResult {
  const entries = splitEntries(input);
  if (entries.length === 0) return { phoneNumbers: [], errors: [], canAdd: false };
  if (!country) return { phoneNumbers: [], errors: [fail('phone.selectCountry')], canAdd: false };

  const seen = new Set(existing.map(compactPhone));
  const phoneNumbers: ParsedPhone[] = [];
  const errors: ValidationError[] = [];
  let alreadyPresent = 0;
  for (const entry of entries) {
    const phone = parsePhoneInput(country, entry);
    if (isValidationError(phone)) errors.push(withEntry(phone, entry));
    else if (seen.has(phone.e164)) {
      alreadyPresent += 1;
      errors.push(fail('recipients.phoneAlreadyAdded', { entry }));
    } else {
      seen.add(phone.e164);
      phoneNumbers.push(phone);
    }
  }
  if (alreadyPresent === entries.length) errors.push(fail('recipients.noNewPhones'));
  if (existing.length + phoneNumbers.length > MAX_PHONE_RECIPIENTS) {
    errors.push(fail('recipients.maxPhones', { max: MAX_PHONE_RECIPIENTS }));
  }
  return { phoneNumbers, errors, canAdd: phoneNumbers.length > 0 && errors.length === 0 };
}

/**
 * Checks a complete phone list as a server receives it: each number valid with its own '+country
 * code', none repeated ("Phone number already added"), at most 25. Returns every failure; empty when valid.
 */
export function validatePhoneRecipientList(list: readonly string[]): ValidationError[] {
  const seen = new Set<string>();
  const errors: ValidationError[] = [];
  for (const entry of list) {
    const error = validatePhone(entry);
    const key = compactPhone(entry);
    if (error) errors.push(withEntry(error, entry));
    else if (seen.has(key)) errors.push(fail('recipients.phoneAlreadyAdded', { entry }));
    else seen.add(key);
  }
  if (list.length > MAX_PHONE_RECIPIENTS) {
    errors.push(fail('recipients.maxPhones', { max: MAX_PHONE_RECIPIENTS }));
  }
  return errors;
}

function splitEntries(input: string): string[] {
  return input
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

// The entry is added for display next to the message; the catalogue text itself is unchanged.
function withEntry(error: ValidationError, entry: string): ValidationError {
  return fail(error.code, { ...error.params, entry });
}

// Existing numbers may arrive formatted ('+1 201-555-0123'); E.164 has no separators.
function compactPhone(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}
