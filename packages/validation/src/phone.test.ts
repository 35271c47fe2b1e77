import { getCountries, type CountryCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  listPhoneCountries,
  parseE164,
  parsePhoneInput,
  validatePhone,
} from './phone';

describe('validatePhone (foundation §5.2)', () => {
  it.each<[string | null | undefined, CountryCode | undefined]>([
    ['+12015550123', undefined],
    ['+1 201-555-0123', undefined],
    ['+1 (201) 555.0123', undefined],
    ['+44 20 7946 0958', undefined],
    ['+33 6 12 34 56 78', undefined],
    ['+86 138 1234 5678', undefined],
    ['+55 11 98765-4321', undefined],
    ['+12015550123', 'US'],
    ['201-555-0123', 'US'],
    ['1 201 555 0123', 'US'],
    ['+16135550123', 'CA'],
    ['+442079460958', 'GB'],
    ['612345678', 'FR'],
    ['+8613812345678', 'CN'],
    ['11987654321', 'BR'],
  ])('accepts %j for region %s', (input, region) => {
    expect(validatePhone(input, region)).toBeNull();
  });

  it.each<[string | null | undefined, CountryCode | undefined, string]>([
    ['', undefined, 'Invalid phone number'],
    [null, undefined, 'Invalid phone number'],
    [undefined, 'US', 'Invalid phone number'],
    ['+0201555012', undefined, 'Invalid phone number'],
    ['+1 201 555 0123 ext 4', undefined, 'Invalid phone number'],
    ['++12015550123', undefined, 'Invalid phone number'],
    // Shape boundaries: a first digit followed by 2 to 15 digits.
    ['+12', undefined, 'Invalid phone number'],
    ['+123', undefined, 'Invalid phone number for region'],
    ['+1234567890123456', undefined, 'Invalid phone number for region'],
    ['+12345678901234567', undefined, 'Invalid phone number'],
    // Shape is fine but the number is not valid for its region.
    ['2015550123', undefined, 'Invalid phone number for region'],
    ['+1 201 055 0123', undefined, 'Invalid phone number for region'],
    ['+12015550123', 'CA', 'Invalid phone number for region'],
    ['+16135550123', 'US', 'Invalid phone number for region'],
    ['+442079460958', 'FR', 'Invalid phone number for region'],
    ['+33612345678', 'GB', 'Invalid phone number for region'],
    ['201555012', 'US', 'Invalid phone number for region'],
  ])('rejects %j for region %s as "%s"', (input, region, message) => {
    expect(validatePhone(input, region)?.message).toBe(message);
  });
});

describe('parsePhoneInput', () => {
  it.each<[CountryCode, string, string, string, string]>([
    ['US', '201-555-0123', '+12015550123', '2015550123', '+1'],
    ['US', '(201) 555 0123', '+12015550123', '2015550123', '+1'],
    ['US', '+1 201 555 0123', '+12015550123', '2015550123', '+1'],
    ['GB', '020 7946 0958', '+442079460958', '2079460958', '+44'],
    ['GB', '20 7946 0958', '+442079460958', '2079460958', '+44'],
    ['FR', '06 12 34 56 78', '+33612345678', '612345678', '+33'],
    ['FR', '6 12 34 56 78', '+33612345678', '612345678', '+33'],
    ['CN', '138 1234 5678', '+8613812345678', '13812345678', '+86'],
    ['BR', '(11) 98765-4321', '+5511987654321', '11987654321', '+55'],
  ])('reads %s %j as %s', (country, input, e164, nationalNumber, dialCode) => {
    expect(parsePhoneInput(country, input)).toEqual({ e164, country, nationalNumber, dialCode });
  });

  it.each<[CountryCode | '' | undefined, string, string]>([
    ['', '201-555-0123', 'Select a country code'],
    [undefined, '', 'Select a country code'],
    ['US', '', 'Please enter a phone number'],
    ['US', '  ', 'Please enter a phone number'],
    ['US', 'call me', 'Invalid phone number'],
    ['US', '1', 'Invalid phone number'],
    ['US', '201-555-012', 'Invalid phone number for region'],
    ['US', '+44 20 7946 0958', 'Invalid phone number for region'],
    ['CA', '201 555 0123', 'Invalid phone number for region'],
    ['FR', '06 12 34 56', 'Invalid phone number for region'],
  ])('rejects %j %j as "%s"', (country, input, message) => {
    const result = parsePhoneInput(country, input);
    expect('message' in result ? result.message : result).toBe(message);
  });
});

describe('listPhoneCountries', () => {
  const countries = listPhoneCountries();

  it('lists every country of the metadata once', () => {
    expect(countries).toHaveLength(getCountries().length);
    expect(new Set(countries.map((c) => c.isoCode)).size).toBe(countries.length);
  });

  it.each([
    { name: 'United States', dialCode: '+1', isoCode: 'US' },
    { name: 'Canada', dialCode: '+1', isoCode: 'CA' },
    { name: 'United Kingdom', dialCode: '+44', isoCode: 'GB' },
    { name: 'France', dialCode: '+33', isoCode: 'FR' },
    { name: 'China', dialCode: '+86', isoCode: 'CN' },
    { name: 'Brazil', dialCode: '+55', isoCode: 'BR' },
  ])('holds $isoCode', (country) => {
    expect(countries).toContainEqual(country);
  });

  it('is sorted by name', () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Afghanistan');
  });

  it('names countries in the requested language', () => {
    expect(listPhoneCountries('fr')).toContainEqual({
      name: 'États-Unis',
      dialCode: '+1',
      isoCode: 'US',
    });
  });

  it('defaults to the United States', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
  });
});

describe('parseE164', () => {
  it('reads a stored number back with its region and dial code', () => {
    expect(parseE164('+12015550123')).toEqual({
      e164: '+12015550123',
      country: 'US',
      nationalNumber: '2015550123',
      dialCode: '+1',
    });
    expect(parseE164('+442071838750')).toMatchObject({ country: 'GB', dialCode: '+44' });
    // +1 613 belongs to Canada, not the first region of +1.
    expect(parseE164('+16135550123')).toMatchObject({ country: 'CA' });
  });

  it('refuses text without a country code', () => {
    expect(parseE164('2015550123')).toBeNull();
    expect(parseE164('')).toBeNull();
    expect(parseE164('+0123')).toBeNull();
  });
});
