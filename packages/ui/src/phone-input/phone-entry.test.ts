import { listPhoneCountries } from '@aq/validation/phone';
import { describe, expect, it } from 'vitest';
import {
  countryOptionLabel,
  formatNationalNumber,
  readPhoneEntry,
  splitPhoneNumber,
} from './phone-entry';

describe('readPhoneEntry', () => {
  it.each([
    ['GB', '07400 123456', '+447400123456'],
    ['GB', '7400123456', '+447400123456'],
    ['GB', '+44 7400 123456', '+447400123456'],
    ['US', '(201) 555-0123', '+12015550123'],
    ['FR', '06 12 34 56 78', '+33612345678'],
  ] as const)('given %s and %j it gives %s', (country, number, e164) => {
    expect(readPhoneEntry(country, number)).toEqual({ e164, error: null });
  });

  it('treats an empty optional number as no value and no error', () => {
    expect(readPhoneEntry('GB', '  ')).toEqual({ e164: null, error: null });
  });

  it.each([
    ['GB', '', true, 'Please enter a phone number'],
    ['GB', 'abc', false, 'Invalid phone number'],
    ['GB', '1234567890123456789', false, 'Invalid phone number'],
    ['GB', '07911 123456', false, 'Invalid phone number for region'],
    ['GB', '0791', false, 'Invalid phone number for region'],
    ['GB', '+1 201 555 0123', false, 'Invalid phone number for region'],
    ['US', '+44 7400 123456', false, 'Invalid phone number for region'],
    ['', '07400 123456', false, 'Select a country code'],
  ] as const)(
    'given %s and %j (required %s) it refuses it with %j',
    (country, number, required, message) => {
      const entry = readPhoneEntry(country, number, required);
      expect(entry.e164).toBeNull();
      expect(entry.error?.message).toBe(message);
    },
  );
});

describe('splitPhoneNumber', () => {
  it.each([
    ['+447400123456', { country: 'GB', nationalNumber: '07400 123456' }],
    ['+447911123456', { country: 'GG', nationalNumber: '07911 123456' }],
    ['+12015550123', { country: 'US', nationalNumber: '(201) 555-0123' }],
    ['+16135550123', { country: 'CA', nationalNumber: '(613) 555-0123' }],
    ['', { country: 'US', nationalNumber: '' }],
    [null, { country: 'US', nationalNumber: '' }],
  ] as const)('splits %j', (e164, expected) => {
    expect(splitPhoneNumber(e164, 'US')).toEqual(expected);
  });
});

describe('formatNationalNumber', () => {
  it('writes a number the way its country does', () => {
    expect(formatNationalNumber('+447400123456')).toBe('07400 123456');
  });
});

describe('countryOptionLabel', () => {
  it('names the country and its dial code', () => {
    const gb = listPhoneCountries('en').find((country) => country.isoCode === 'GB');
    expect(gb && countryOptionLabel(gb)).toBe('United Kingdom +44');
  });
});
