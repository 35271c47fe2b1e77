import type { CountryCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE_LOCALE,
  isSupportedLocale,
  SUPPORTED_LOCALES,
  validateLocale,
} from './locale';
import {
  profileSchema,
  validateFullName,
  validateJobTitle,
  validateNewEmail,
  validateNewPhone,
} from './profile';
import { validateVerificationCode, VERIFICATION_CODE_LENGTH } from './verification';

const messageOf = (result: unknown) =>
  typeof result === 'object' && result !== null && 'message' in result ? result.message : result;

describe('names', () => {
  it.each(['', '   ', null, undefined])('requires a full name, not %j', (input) => {
    expect(validateFullName(input)?.message).toBe('Full name is required');
  });

  it.each(['', ' \t', null, undefined])('requires a job title, not %j', (input) => {
    expect(validateJobTitle(input)?.message).toBe('Job title is required');
  });

  it('accepts any non-blank name and title', () => {
    expect(validateFullName('Jane Doe')).toBeNull();
    expect(validateJobTitle('Air quality consultant')).toBeNull();
  });
});

describe('locale', () => {
  it('lists the 13 supported locales with en as default', () => {
    expect(SUPPORTED_LOCALES).toEqual([
      'en',
      'en-GB',
      'en-US',
      'en-CA',
      'en-NZ',
      'es',
      'es-US',
      'fr',
      'fr-CA',
      'pt',
      'pt-BR',
      'ru',
      'zh-CN',
    ]);
    expect(DEFAULT_PROFILE_LOCALE).toBe('en');
  });

  it.each([...SUPPORTED_LOCALES])('accepts %s', (locale) => {
    expect(validateLocale(locale)).toBeNull();
    expect(isSupportedLocale(locale)).toBe(true);
  });

  it.each(['', null, undefined, 'de', 'en-AU', 'zh-TW', 'en_GB', 'en-gb'])(
    'rejects %j',
    (locale) => {
      expect(validateLocale(locale)?.message).toBe('Unsupported language');
    },
  );
});

describe('validateNewEmail', () => {
  it.each([
    ['', 'jane@example.com', 'Email address cannot be empty'],
    ['jane@example', 'jane@example.com', 'Email address is invalid'],
    [
      'jane@example.com',
      'jane@example.com',
      'Enter an e-mail address different from the current one',
    ],
    [
      ' JANE@Example.com ',
      'jane@example.com',
      'Enter an e-mail address different from the current one',
    ],
  ])('rejects %j when the current one is %j as "%s"', (value, current, message) => {
    expect(validateNewEmail(value, current)?.message).toBe(message);
  });

  it.each([
    ['jane.doe@example.com', 'jane@example.com'],
    ['jane@example.com', null],
    ['jane@example.com', ''],
  ])('accepts %j when the current one is %j', (value, current) => {
    expect(validateNewEmail(value, current)).toBeNull();
  });
});

describe('validateNewPhone', () => {
  it.each<[CountryCode | '' | undefined, string, string | null, string]>([
    ['', '201 555 0123', null, 'Select a country code'],
    ['US', ' ', null, 'Please enter a phone number'],
    ['US', 'phone', null, 'Invalid phone number'],
    ['US', '201 555 012', null, 'Invalid phone number for region'],
    ['US', '(201) 555-0123', '+12015550123', 'Enter a phone number different from the current one'],
    [
      'GB',
      '020 7946 0958',
      '+44 20 7946 0958',
      'Enter a phone number different from the current one',
    ],
  ])('rejects %j %j (current %j) as "%s"', (country, number, current, message) => {
    expect(messageOf(validateNewPhone(country, number, current))).toBe(message);
  });

  it('returns the parsed new number', () => {
    expect(validateNewPhone('FR', '06 12 34 56 78', '+12015550123')).toEqual({
      e164: '+33612345678',
      country: 'FR',
      nationalNumber: '612345678',
      dialCode: '+33',
    });
    expect(validateNewPhone('US', '201 555 0124', undefined)).toMatchObject({
      e164: '+12015550124',
    });
  });
});

describe('validateVerificationCode', () => {
  it('uses 6-character codes', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
  });

  it.each(['', '12345', '1234567', ' 12345 ', null, undefined])('rejects %j', (code) => {
    expect(validateVerificationCode(code)).toEqual({
      code: 'verification.codeLength',
      message: 'The verification code must be 6 characters',
      params: { length: 6 },
    });
  });

  it.each(['123456', ' 123456 ', 'AB12CD'])('accepts %j', (code) => {
    expect(validateVerificationCode(code)).toBeNull();
  });
});

describe('profileSchema', () => {
  const valid = {
    FullName: 'Jane Doe',
    PreferredName: null,
    JobTitle: 'Consultant',
    Locale: 'en-GB',
    Email: 'jane@example.com',
    PhoneNumber: '+12015550123',
  };

  it.each([
    valid,
    { ...valid, PreferredName: 'Jane', PhoneNumber: '' },
    { ...valid, PreferredName: undefined, PhoneNumber: null },
  ])('accepts %j', (body) => {
    expect(profileSchema.safeParse(body).success).toBe(true);
  });

  it('reports each field with its message and code', () => {
    const result = profileSchema.safeParse({
      FullName: ' ',
      JobTitle: '',
      Locale: 'de',
      Email: 'jane@',
      PhoneNumber: '2015550123',
    });
    expect(
      result.error?.issues.map((issue) => ({
        path: issue.path,
        message: issue.message,
        code: 'params' in issue ? issue.params?.code : undefined,
      })),
    ).toEqual([
      { path: ['FullName'], message: 'Full name is required', code: 'profile.fullNameRequired' },
      { path: ['JobTitle'], message: 'Job title is required', code: 'profile.jobTitleRequired' },
      { path: ['Locale'], message: 'Unsupported language', code: 'profile.localeUnsupported' },
      { path: ['Email'], message: 'Email address must include a domain', code: 'email.noDomain' },
      {
        path: ['PhoneNumber'],
        message: 'Invalid phone number for region',
        code: 'phone.invalidForRegion',
      },
    ]);
  });
});
