import { describe, expect, it } from 'vitest';
import { emailSchema, emailsEqual, normaliseEmail, validateEmail } from './email';

describe('validateEmail (foundation §5.1)', () => {
  it.each([
    ['', 'Email address cannot be empty'],
    ['   ', 'Email address cannot be empty'],
    [null, 'Email address cannot be empty'],
    [undefined, 'Email address cannot be empty'],
    ['jane.example.com', 'Email address must include a domain'],
    ['jane@', 'Email address must include a domain'],
    ['jane@example.com@', 'Email address must include a domain'],
    ['"jane"@example.com', 'Email address is not allowed to contain quotes'],
    ['ja"ne@example.com', 'Email address is not allowed to contain quotes'],
    ['\u201Cjane\u201D@example.com', 'Email address is not allowed to contain quotes'],
    ['.jane@example.com', 'Email address cannot start or end with a full stop'],
    ['jane@example.com.', 'Email address cannot start or end with a full stop'],
    ['jane@@example.com', 'Email address can only contain one @ symbol'],
    ['jane@doe@example.com', 'Email address can only contain one @ symbol'],
    ['ja..ne@example.com', 'Email address cannot contain consecutive full stops'],
    ['jane@example..com', 'Email address cannot contain consecutive full stops'],
    [
      'jane.@example.com',
      'Email address cannot contain a full stop directly adjacent to the @ symbol',
    ],
    [
      'jane@.example.com',
      'Email address cannot contain a full stop directly adjacent to the @ symbol',
    ],
    ['jane@example.c', 'Email address TLD must be at least 2 letters long'],
    ['jane@-example.com', 'Email address domain segments cannot begin or end with a hyphen'],
    ['jane@example-.com', 'Email address domain segments cannot begin or end with a hyphen'],
    ['jane@mail.example.-com', 'Email address domain segments cannot begin or end with a hyphen'],
    ['jane@192.168.0.1', 'Email address domain IP addresses must be enclosed in square brackets'],
    ['jane@12345', 'Email address domain IP addresses must be enclosed in square brackets'],
    ['jane@[IPv6:2001:db8::1]', 'Email address domain cannot be an IPv6 address'],
    ['jane@[ipv6:::1]', 'Email address domain cannot be an IPv6 address'],
    ['jane@2001:db8::1', 'Email address domain cannot be an IPv6 address'],
    ['jane@[256.1.1.1]', 'Email address domain is an invalid IPv4 address'],
    ['jane@[1.2.3]', 'Email address domain is an invalid IPv4 address'],
    ['jane@[1.2.3.4.5]', 'Email address domain is an invalid IPv4 address'],
    ['jane@[1.2.3.1000]', 'Email address domain is an invalid IPv4 address'],
    ['jane@[example.com]', 'Email address domain is an invalid IPv4 address'],
    ['jane doe@example.com', 'Email address is invalid'],
    ['@example.com', 'Email address is invalid'],
    ['jane@localhost', 'Email address is invalid'],
    ['jane@exa_mple.com', 'Email address is invalid'],
    ['jane@example.c1', 'Email address is invalid'],
    ['jane@example.1', 'Email address is invalid'],
    ['jane(x)@example.com', 'Email address is invalid'],
    ['jané@example.com', 'Email address is invalid'],
    ['jane@[1.2.3.4', 'Email address is invalid'],
    [`${'a'.repeat(65)}@example.com`, 'Email address is invalid'],
    [`jane@${'a'.repeat(64)}.com`, 'Email address is invalid'],
    [
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
      'Email address is invalid',
    ], // 255 characters
  ])('rejects %j as "%s"', (input, message) => {
    expect(validateEmail(input)?.message).toBe(message);
  });

  it.each([
    // Each address fails two checks; the one listed first in §5.1 wins.
    ['"jane"', 'Email address must include a domain'],
    ['.jane', 'Email address must include a domain'],
    ['".jane"@example.com', 'Email address is not allowed to contain quotes'],
    ['.jane@@example.com', 'Email address cannot start or end with a full stop'],
    ['ja..ne@doe@example.com', 'Email address can only contain one @ symbol'],
    ['jane..@example.com', 'Email address cannot contain consecutive full stops'],
    [
      'jane.@-example.c',
      'Email address cannot contain a full stop directly adjacent to the @ symbol',
    ],
    ['jane@-example.c', 'Email address TLD must be at least 2 letters long'],
    ['jane@-1.2.3.4', 'Email address domain segments cannot begin or end with a hyphen'],
    ['jane@1.2.3.4', 'Email address domain IP addresses must be enclosed in square brackets'],
    ['jane@[IPv6:1.2.3.999]', 'Email address domain cannot be an IPv6 address'],
    ['jane doe@[1.2.3.999]', 'Email address domain is an invalid IPv4 address'],
  ])('reports the earlier check for %j: "%s"', (input, message) => {
    expect(validateEmail(input)?.message).toBe(message);
  });

  it.each([
    'jane@example.com',
    'Jane.Doe@Example.COM',
    'jane+alerts@example.com',
    'jane@mail.eu.example.co.uk',
    "o'brien@example.com",
    'a-b_c@my-domain.io',
    'jane@[192.168.0.1]',
    'jane@[0.0.0.0]',
    'jane@[255.255.255.255]',
    'jane@example.xn--p1ai',
    '  jane@example.com  ',
    'jane@ex.co',
    `${'a'.repeat(64)}@example.com`,
    `jane@${'a'.repeat(63)}.com`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`, // 254 characters
  ])('accepts %j', (input) => {
    expect(validateEmail(input)).toBeNull();
  });

  it('gives the fallback message for a value that is not a string', () => {
    expect(validateEmail(42 as unknown as string)).toEqual({
      code: 'email.fallback',
      message: 'Invalid email',
    });
  });

  it('returns the catalogue code with the message', () => {
    expect(validateEmail('jane@example.c')).toEqual({
      code: 'email.tldTooShort',
      message: 'Email address TLD must be at least 2 letters long',
    });
  });
});

describe('email comparison', () => {
  it.each([
    ['jane@example.com', 'JANE@Example.com', true],
    [' jane@example.com', 'jane@example.com  ', true],
    ['jane@example.com', 'jane@example.org', false],
    ['jane+a@example.com', 'jane@example.com', false],
  ])('emailsEqual(%j, %j) is %s', (a, b, expected) => {
    expect(emailsEqual(a, b)).toBe(expected);
  });

  it('normalises by trimming and lower-casing', () => {
    expect(normaliseEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});

describe('emailSchema', () => {
  it('accepts a valid address', () => {
    expect(emailSchema.safeParse('jane@example.com').success).toBe(true);
  });

  it('reports the catalogue message and code', () => {
    const result = emailSchema.safeParse('jane@@example.com');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('Email address can only contain one @ symbol');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({
      code: 'email.multipleAt',
    });
  });
});
