import { describe, expect, it } from 'vitest';
import {
  MAX_EMAIL_RECIPIENTS,
  MAX_PHONE_RECIPIENTS,
  parseEmailRecipients,
  parsePhoneRecipients,
  validateEmailRecipientList,
  validatePhoneRecipientList,
} from './recipients';

const emails = (count: number) => Array.from({ length: count }, (_, i) => `user${i}@example.com`);
// +1 201 555 01xx numbers are valid US numbers.
const phones = (count: number) =>
  Array.from({ length: count }, (_, i) => `+120155501${String(i).padStart(2, '0')}`);
const messages = (errors: readonly { message: string }[]) => errors.map((e) => e.message);

const MAX_EMAILS_MESSAGE =
  'Maximum limit of 50 email recipients reached. To add a new email, remove an existing one.';
const MAX_PHONES_MESSAGE =
  'Maximum limit of 25 recipients reached. To add a new recipient, remove an existing one.';

describe('recipient limits', () => {
  it('allows 50 e-mail and 25 SMS recipients', () => {
    expect(MAX_EMAIL_RECIPIENTS).toBe(50);
    expect(MAX_PHONE_RECIPIENTS).toBe(25);
  });
});

describe('parseEmailRecipients', () => {
  it.each([
    ['jane@example.com', [], ['jane@example.com']],
    [' jane@example.com ; ;john@example.org;', [], ['jane@example.com', 'john@example.org']],
    ['Jane@Example.com', ['john@example.org'], ['Jane@Example.com']],
  ])('adds %j to %j', (input, existing, expected) => {
    expect(parseEmailRecipients(input, existing)).toEqual({
      emails: expected,
      errors: [],
      canAdd: true,
    });
  });

  it.each(['', '   ', ' ; ;'])('cannot add an empty input %j', (input) => {
    expect(parseEmailRecipients(input, [])).toEqual({ emails: [], errors: [], canAdd: false });
  });

  it('reports each invalid entry with the catalogue message and the entry', () => {
    const result = parseEmailRecipients('jane@example.com;jane@example;bob@@example.com', []);
    expect(result.emails).toEqual(['jane@example.com']);
    expect(result.canAdd).toBe(false);
    expect(result.errors).toEqual([
      {
        code: 'email.invalid',
        message: 'Email address is invalid',
        params: { entry: 'jane@example' },
      },
      {
        code: 'email.multipleAt',
        message: 'Email address can only contain one @ symbol',
        params: { entry: 'bob@@example.com' },
      },
    ]);
  });

  it('refuses a duplicate within the input, case-insensitively', () => {
    const result = parseEmailRecipients('jane@example.com; JANE@example.com', []);
    expect(result.emails).toEqual(['jane@example.com']);
    expect(result.errors).toEqual([
      {
        code: 'recipients.duplicateEmail',
        message: 'Cannot add duplicate email',
        params: { entry: 'JANE@example.com' },
      },
    ]);
    expect(result.canAdd).toBe(false);
  });

  it('refuses an address already in the list, case-insensitively', () => {
    const result = parseEmailRecipients('john@example.org;Jane@Example.COM', [' jane@example.com']);
    expect(result.emails).toEqual(['john@example.org']);
    expect(messages(result.errors)).toEqual(['Cannot add duplicate email']);
    expect(result.canAdd).toBe(false);
  });

  it('allows 49 existing plus 1 new (50 in all)', () => {
    expect(parseEmailRecipients('new@example.com', emails(49))).toEqual({
      emails: ['new@example.com'],
      errors: [],
      canAdd: true,
    });
  });

  it.each([
    ['new@example.com', 50],
    ['new@example.com;other@example.com', 49],
  ])('refuses %j with %d existing', (input, existingCount) => {
    const result = parseEmailRecipients(input, emails(existingCount));
    expect(result.errors).toEqual([
      { code: 'recipients.maxEmails', message: MAX_EMAILS_MESSAGE, params: { max: 50 } },
    ]);
    expect(result.canAdd).toBe(false);
  });
});

describe('validateEmailRecipientList', () => {
  it.each([[[]], [['jane@example.com', 'john@example.org']], [emails(50)]])(
    'accepts %j',
    (list) => {
      expect(validateEmailRecipientList(list)).toEqual([]);
    },
  );

  it('reports invalid and repeated addresses', () => {
    expect(validateEmailRecipientList(['jane@example.com', 'x@y', 'JANE@example.com'])).toEqual([
      {
        code: 'email.tldTooShort',
        message: 'Email address TLD must be at least 2 letters long',
        params: { entry: 'x@y' },
      },
      {
        code: 'recipients.emailExists',
        message: 'Email already exists',
        params: { entry: 'JANE@example.com' },
      },
    ]);
  });

  it('refuses 51 addresses', () => {
    expect(messages(validateEmailRecipientList(emails(51)))).toEqual([MAX_EMAILS_MESSAGE]);
  });
});

describe('parsePhoneRecipients', () => {
  it('reads numbers of the chosen country', () => {
    const result = parsePhoneRecipients('201-555-0123; (201) 555 0124 ;', 'US', []);
    expect(result.phoneNumbers.map((p) => p.e164)).toEqual(['+12015550123', '+12015550124']);
    expect(result.phoneNumbers[0]).toEqual({
      e164: '+12015550123',
      country: 'US',
      nationalNumber: '2015550123',
      dialCode: '+1',
    });
    expect(result).toMatchObject({ errors: [], canAdd: true });
  });

  it('reads national numbers typed with their prefix', () => {
    const result = parsePhoneRecipients('020 7946 0958;07400 123456', 'GB', []);
    expect(result.phoneNumbers.map((p) => p.e164)).toEqual(['+442079460958', '+447400123456']);
    expect(result.canAdd).toBe(true);
  });

  it.each(['', ' ; '])('cannot add an empty input %j', (input) => {
    expect(parsePhoneRecipients(input, 'US', [])).toEqual({
      phoneNumbers: [],
      errors: [],
      canAdd: false,
    });
  });

  it('asks for a country first', () => {
    expect(messages(parsePhoneRecipients('2015550123', '', []).errors)).toEqual([
      'Select a country code',
    ]);
  });

  it('reports invalid entries beside valid ones', () => {
    const result = parsePhoneRecipients(
      '201-555-0123;555-CALL;201-555-012;+44 20 7946 0958',
      'US',
      [],
    );
    expect(result.phoneNumbers.map((p) => p.e164)).toEqual(['+12015550123']);
    expect(result.errors).toEqual([
      { code: 'phone.invalid', message: 'Invalid phone number', params: { entry: '555-CALL' } },
      {
        code: 'phone.invalidForRegion',
        message: 'Invalid phone number for region',
        params: { entry: '201-555-012' },
      },
      {
        code: 'phone.invalidForRegion',
        message: 'Invalid phone number for region',
        params: { entry: '+44 20 7946 0958' },
      },
    ]);
    expect(result.canAdd).toBe(false);
  });

  it('refuses a number already present while adding the new ones', () => {
    const result = parsePhoneRecipients('201 555 0123;201 555 0124', 'US', ['+1 201-555-0123']);
    expect(result.phoneNumbers.map((p) => p.e164)).toEqual(['+12015550124']);
    expect(result.errors).toEqual([
      {
        code: 'recipients.phoneAlreadyAdded',
        message: 'Phone number already added',
        params: { entry: '201 555 0123' },
      },
    ]);
    expect(result.canAdd).toBe(false);
  });

  it('refuses a number repeated within the input', () => {
    const result = parsePhoneRecipients('2015550123;+12015550123', 'US', []);
    expect(messages(result.errors)).toEqual(['Phone number already added']);
  });

  it('says there is nothing new when every number is already present', () => {
    const result = parsePhoneRecipients('2015550123;2015550124', 'US', [
      '+12015550123',
      '+12015550124',
    ]);
    expect(result.phoneNumbers).toEqual([]);
    expect(messages(result.errors)).toEqual([
      'Phone number already added',
      'Phone number already added',
      'No new phone numbers to add',
    ]);
    expect(result.canAdd).toBe(false);
  });

  it('allows 24 existing plus 1 new (25 in all)', () => {
    const result = parsePhoneRecipients('201 555 0199', 'US', phones(24));
    expect(result).toMatchObject({ errors: [], canAdd: true });
  });

  it.each([
    ['201 555 0199', 25],
    ['201 555 0198;201 555 0199', 24],
  ])('refuses %j with %d existing', (input, existingCount) => {
    const result = parsePhoneRecipients(input, 'US', phones(existingCount));
    expect(result.errors).toEqual([
      { code: 'recipients.maxPhones', message: MAX_PHONES_MESSAGE, params: { max: 25 } },
    ]);
    expect(result.canAdd).toBe(false);
  });
});

describe('validatePhoneRecipientList', () => {
  it.each([[[]], [['+12015550123', '+442079460958']], [phones(25)]])('accepts %j', (list) => {
    expect(validatePhoneRecipientList(list)).toEqual([]);
  });

  it('reports invalid and repeated numbers', () => {
    expect(
      validatePhoneRecipientList(['+12015550123', '2015550124', '+1 201 555 0123', '+12']),
    ).toEqual([
      {
        code: 'phone.invalidForRegion',
        message: 'Invalid phone number for region',
        params: { entry: '2015550124' },
      },
      {
        code: 'recipients.phoneAlreadyAdded',
        message: 'Phone number already added',
        params: { entry: '+1 201 555 0123' },
      },
      { code: 'phone.invalid', message: 'Invalid phone number', params: { entry: '+12' } },
    ]);
  });

  it('refuses 26 numbers', () => {
    expect(messages(validatePhoneRecipientList(phones(26)))).toEqual([MAX_PHONES_MESSAGE]);
  });
});
