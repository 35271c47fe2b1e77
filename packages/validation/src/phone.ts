import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { fail, type ValidationError } from './messages';

/** A phone number as the recipients and profile forms keep it. */
export interface ParsedPhone {
  /** The full number, e.g. '+12015550123'. */
  readonly e164: string;
  /** The ISO 3166-1 alpha-2 region the number belongs to. */
  readonly country: CountryCode;
  /** The national significant number, without national prefix, e.g. '2015550123'. */
  readonly nationalNumber: string;
  /** The country calling code with its plus, e.g. '+1'. */
  readonly dialCode: string;
}

/** One entry of the phone country picker (foundation §3.2: name, dial code, ISO code). */
export interface PhoneCountry {
  readonly name: string;
  readonly dialCode: string;
  readonly isoCode: CountryCode;
}

/** The country the phone inputs start on. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

// Foundation §5.2 and §9: optional plus, a first digit 1 to 9, then 2 to 15 digits.
const E164_PATTERN = /^\+?[1-9]\d{2,15}$/;
// Punctuation people type inside numbers; stripped before any check.
const SEPARATORS = /[\s\-().]/g;

/**
 * Validates a phone number (foundation §5.2). Separators are stripped, then the E.164 shape is
 * checked ("Invalid phone number"), then validity for the region ("Invalid phone number for
 * region"): with `region` the number must be valid and belong to that region (a number without
 * '+' is read as dialled in that region); without it the number must carry '+' and a country code.
 */
export function validatePhone(
  value: string | null | undefined,
  region?: CountryCode,
): ValidationError | null {
  if (typeof value !== 'string') return fail('phone.invalid');
  const compact = value.replace(SEPARATORS, '');
  if (!E164_PATTERN.test(compact)) return fail('phone.invalid');
  return parseForRegion(compact, region) ? null : fail('phone.invalidForRegion');
}

/**
 * Reads a country and the number typed beside it (with or without the national prefix, e.g. 0 in
 * GB and FR, or with a '+' of its own) into a number of that country.
 */
export function parsePhoneInput(
  country: CountryCode | '' | undefined,
  nationalNumber: string,
): ParsedPhone | ValidationError {
  if (!country) return fail('phone.selectCountry');
  const compact = (nationalNumber ?? '').replace(SEPARATORS, '');
  if (compact === '') return fail('phone.enterNumber');
  if (!/^\+?\d+$/.test(compact)) return fail('phone.invalid');

  // The national prefix starts with 0 in most regions, which the E.164 shape refuses, so the
  // typed digits are first turned into the full number of the chosen country.
  const candidate = compact.startsWith('+')
    ? compact
    : (parsePhoneNumberFromString(compact, country)?.number ??
      `+${getCountryCallingCode(country)}${compact}`);
  const error = validatePhone(candidate, country);
  if (error) return error;
  const phone = parseForRegion(candidate, country);
  return phone ? toParsedPhone(phone, country) : fail('phone.invalidForRegion');
}

/**
 * Reads a stored E.164 number (as alert recipients keep them) back into a ParsedPhone; its country
 * is the region owning the range, else the first region of its calling code. Null when the text
 * is not a number with a country code. Validity is not checked: the number was checked when added.
 */
export function parseE164(value: string): ParsedPhone | null {
  const compact = value.replace(SEPARATORS, '');
  if (!E164_PATTERN.test(compact) || !compact.startsWith('+')) return null;
  const phone = parsePhoneNumberFromString(compact);
  const country = phone?.country ?? phone?.getPossibleCountries()[0];
  return phone && country ? toParsedPhone(phone, country) : null;
}

/** Every country of the phone metadata with its dial code, named in `locale` and sorted by name. */
export function listPhoneCountries(locale = 'en'): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((isoCode) => ({
      name: names.of(isoCode) ?? isoCode,
      dialCode: `+${getCountryCallingCode(isoCode)}`,
      isoCode,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The valid number `compact` denotes for `region` (or, without one, for its own country code). */
function parseForRegion(compact: string, region: CountryCode | undefined): PhoneNumber | undefined {
  if (!region && !compact.startsWith('+')) return undefined;
  const phone = compact.startsWith('+')
    ? parsePhoneNumberFromString(compact)
    : parsePhoneNumberFromString(compact, region);
  if (!phone?.isValid()) return undefined;
  // libphonenumber names the region that owns the range, so +1 613 is CA, never US.
  if (region && phone.country !== region) return undefined;
  return phone;
}

function toParsedPhone(phone: PhoneNumber, country: CountryCode): ParsedPhone {
  return {
    e164: phone.number,
    country,
    nationalNumber: phone.nationalNumber,
    dialCode: `+${phone.countryCallingCode}`,
  };
}
