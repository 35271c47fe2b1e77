import { fail } from '@aq/validation/messages';
import { parseEmailRecipients, parsePhoneRecipients } from '@aq/validation/recipients';
import { describe, expect, it } from 'vitest';
import { recipientErrorTexts } from './recipient-errors';

const english = (error: { message: string }) => error.message;

describe('recipientErrorTexts', () => {
  it('names the entry before a failure about one entry, and not before the limit', () => {
    expect(
      recipientErrorTexts(
        [
          fail('recipients.duplicateEmail', { entry: 'a@example.com' }),
          fail('recipients.maxEmails', { max: 50 }),
        ],
        english,
      ),
    ).toEqual([
      'a@example.com: Cannot add duplicate email',
      'Maximum limit of 50 email recipients reached. To add a new email, remove an existing one.',
    ]);
  });

  it('writes a repeated failure once', () => {
    const same = fail('recipients.duplicateEmail', { entry: 'a@example.com' });
    expect(recipientErrorTexts([same, same], english)).toEqual([
      'a@example.com: Cannot add duplicate email',
    ]);
  });

  it('reads the e-mail input: a duplicate within the input and an invalid address', () => {
    const parsed = parseEmailRecipients('a@example.com; b..c@example.com; A@example.com', []);
    expect(recipientErrorTexts(parsed.errors, english)).toEqual([
      'b..c@example.com: Email address cannot contain consecutive full stops',
      'A@example.com: Cannot add duplicate email',
    ]);
  });

  it('reads the phone input: every number already added', () => {
    const parsed = parsePhoneRecipients('201 555 0123', 'US', ['+12015550123']);
    expect(recipientErrorTexts(parsed.errors, english)).toEqual([
      '201 555 0123: Phone number already added',
      'No new phone numbers to add',
    ]);
  });

  it('has nothing to say about an empty input', () => {
    expect(recipientErrorTexts(parseEmailRecipients(' ; ', []).errors, english)).toEqual([]);
  });
});
