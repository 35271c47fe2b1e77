import type { ValidationError } from '@aq/validation/messages';
import { parsePhoneInput, type PhoneCountry } from '@aq/validation/phone';
import { isValidationError } from '@aq/validation/result';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** What the country and number fields read as together. */
export interface PhoneEntry {
  /** The full number in E.164, e.g. '+447400123456'; null while empty or invalid. */
  readonly e164: string | null;
  /** Why the number is not valid; null when it is valid, or empty and not required. */
  readonly error: ValidationError | null;
}

/**
 * Reads the chosen country and the typed number with the phone rules (parsePhoneInput, which
 * checks the number with validatePhone). An empty number is no value and no error unless the
 * field is required ("Please enter a phone number").
 */
export function readPhoneEntry(
  country: CountryCode | '',
  nationalNumber: string,
  required = false,
): PhoneEntry {
  if (nationalNumber.trim() === '' && !required) return { e164: null, error: null };
  const parsed = parsePhoneInput(country, nationalNumber);
  return isValidationError(parsed)
    ? { e164: null, error: parsed }
    : { e164: parsed.e164, error: null };
}

/**
 * Splits a stored E.164 number into the country and the number as the fields show it
 * (national format, e.g. '07400 123456'). A number no country owns (such as +800) keeps its full
 * international form beside the fallback country; an empty value gives an empty number.
 */
export function splitPhoneNumber(
  e164: string | null | undefined,
  fallbackCountry: CountryCode,
): { country: CountryCode; nationalNumber: string } {
  if (!e164) return { country: fallbackCountry, nationalNumber: '' };
  const phone = parsePhoneNumberFromString(e164);
  if (!phone?.country) return { country: fallbackCountry, nationalNumber: e164 };
  return { country: phone.country, nationalNumber: phone.formatNational() };
}

/** A valid number written as its country writes it ('+447400123456' gives '07400 123456'). */
export function formatNationalNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

/** The text of a country option: its name and dial code, e.g. 'United Kingdom +44'. */
export function countryOptionLabel(country: PhoneCountry): string {
  return `${country.name} ${country.dialCode}`;
}
