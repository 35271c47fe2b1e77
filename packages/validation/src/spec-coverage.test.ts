import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allValidationCodes, englishMessage } from './messages';

/**
 * Every message of the validation sections (§5) of the three specification documents, as the spec
 * writes it (%1, %2 and X stand for parameters). Copied here so the check runs without the spec.
 */
const SPEC_MESSAGES = [
  // Foundation §5.1 e-mail, in the spec's order, and its fallback.
  'Email address cannot be empty',
  'Email address must include a domain',
  'Email address is not allowed to contain quotes',
  'Email address cannot start or end with a full stop',
  'Email address can only contain one @ symbol',
  'Email address cannot contain consecutive full stops',
  'Email address cannot contain a full stop directly adjacent to the @ symbol',
  'Email address TLD must be at least 2 letters long',
  'Email address domain segments cannot begin or end with a hyphen',
  'Email address domain IP addresses must be enclosed in square brackets',
  'Email address domain cannot be an IPv6 address',
  'Email address domain is an invalid IPv4 address',
  'Email address is invalid',
  'Invalid email',
  // Foundation §5.2 to §5.4.
  'Invalid phone number',
  'Invalid phone number for region',
  'Invalid time format',
  'This field is required',
  'Number is not valid',
  'Can only contain numbers and separators',
  'Value must be greater than X',
  'Value must be greater than or equal to X',
  'Value must be less than X',
  'Value must be less than or equal to X',
  // Alerts, contributions and reports §5.
  'Missing required fields',
  'Alert type is required',
  'A minimum of one day must be selected',
  'Cannot add duplicate email',
  'Email already exists',
  'Maximum limit of %1 email recipients reached. To add a new email, remove an existing one.',
  'No new phone numbers to add',
  'Phone number already added',
  'Maximum limit of %1 recipients reached. To add a new recipient, remove an existing one.',
  'Invalid time',
  'Must enter a start and end time',
  'Start time must be before end time',
  'Must enter a scheduled time',
  'Schedule not defined',
  'The selected date range is outside the contribution period. Please select a date range between %1 to %2.',
  'Report range must be at least 1 minute long',
  'Report range must be 8 days or less',
  'From time is invalid',
  'To time is invalid',
  'From and To time are invalid',
  'From time must be before end time',
  'From time must be after the minimum time',
  'To time must be before the maximum time',
  'Invalid date time range',
  // Projects, locations, licensing and profile §5.
  'A project name can only contain the following special characters: %1',
  'A project must have an organisation',
  'A project must have a location',
  'A project must have a timezone',
  'A monitoring location name can only contain the following special characters: %1',
  'Location and name are required',
  'Monitoring location name or location is missing',
  'Date range must be 31 days or less',
  'Contribution data is not available for NJ PAM',
  'Date range too long or averaging period too short',
  'From date must be before to date',
  'Duration key must not be empty',
  'Duration must be greater than zero',
  'Select a country code',
  'Please enter a phone number',
  'Full name is required',
  'Job title is required',
  '* Required',
  '* Minimum 6 characters with at least one numeric or special character required',
  '* The new password and confirmation do not match',
  '* Incorrect password',
  '* Unable to change password',
];

/**
 * Strings of those sections that are not validation messages, and where they belong instead.
 * 'Incorrect password' is the server's answer that the rule maps to '* Incorrect password'.
 */
const ELSEWHERE = {
  'Your password has been successfully changed.': 'profile screen (success notice)',
  'Report range error': 'manual report generation screen (title above the range messages)',
  'Records range error': 'records screen (title above the journal range message)',
  'No alert to save': 'alert detail screens (save pressed with no alert loaded)',
  'Incorrect password': 'server response of POST /v0.1/changePassword',
};

const PARAMETER = /\{\{\s*\w+\s*\}\}/g;

/** A catalogue template written the spec's way: each {{param}} becomes %1, %2, ... in order. */
function asSpecTemplate(template: string): string {
  let index = 0;
  return template.replace(PARAMETER, () => `%${++index}`);
}

function specForm(message: string): string {
  return message.replace(/ X$/, ' %1');
}

const catalogue = new Set(allValidationCodes().map((code) => asSpecTemplate(englishMessage(code))));

const testSources = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.test.ts') && file !== 'spec-coverage.test.ts')
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
  .join('\n');

/** The literal pieces of a template around its parameters; each must appear in some test. */
function literalPieces(template: string): string[] {
  return template
    .split(/%\d/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 3);
}

describe('coverage of the specification validation messages', () => {
  it.each(SPEC_MESSAGES)('"%s" is in the message catalogue', (message) => {
    expect(catalogue.has(specForm(message))).toBe(true);
  });

  it.each(SPEC_MESSAGES)('"%s" is asserted by a test', (message) => {
    for (const piece of literalPieces(specForm(message))) {
      const quoted = [`'${piece}`, `"${piece}`, `\`${piece}`, piece];
      expect(
        quoted.some((q) => testSources.includes(q)),
        `no test mentions: ${piece}`,
      ).toBe(true);
    }
  });

  it('has no code that no rule uses (a screen title or a save error belongs to its screen)', () => {
    const sources = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
      .join('\n');
    const unused = allValidationCodes().filter((code) => !sources.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('lists the spec strings that belong elsewhere with a reason', () => {
    for (const [text, reason] of Object.entries(ELSEWHERE)) {
      expect(SPEC_MESSAGES).not.toContain(text);
      expect(reason.length).toBeGreaterThan(0);
    }
  });
});
