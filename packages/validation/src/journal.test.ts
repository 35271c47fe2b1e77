import { describe, expect, it } from 'vitest';
import {
  journalEntrySchema,
  MAX_JOURNAL_DETAILS_LENGTH,
  MAX_JOURNAL_RANGE_MS,
  validateJournalDetails,
  validateJournalRange,
} from './journal';

const DAY = 86_400_000;
const T0 = Date.UTC(2024, 0, 1);

describe('journal range (spec 03 §5)', () => {
  it('allows at most 31 days', () => {
    expect(MAX_JOURNAL_RANGE_MS).toBe(2_678_400_000);
  });

  it.each([
    ['exactly 31 days', T0, T0 + 31 * DAY],
    ['one day', T0, T0 + DAY],
    ['1 ms', T0, T0 + 1],
  ])('accepts %s', (_, from, to) => {
    expect(validateJournalRange(from, to)).toBeNull();
  });

  it.each([
    ['31 days + 1 ms', T0, T0 + 31 * DAY + 1, 'Date range must be 31 days or less'],
    ['from after to', T0 + 1, T0, 'From time must be before end time'],
    ['from equal to to', T0, T0, 'From time must be before end time'],
    ['from not a time', Number.NaN, T0, 'From time is invalid'],
    ['to not a time', T0, Number.NaN, 'To time is invalid'],
    ['neither a time', Number.NaN, Number.NaN, 'From and To time are invalid'],
  ])('rejects %s', (_, from, to, message) => {
    expect(validateJournalRange(from, to)?.message).toBe(message);
  });

  it('uses the journal code for a long range', () => {
    expect(validateJournalRange(T0, T0 + 40 * DAY)?.code).toBe('journal.rangeTooLong');
  });
});

describe('journal details (spec 03 §5)', () => {
  it('allows 1000 characters', () => {
    expect(MAX_JOURNAL_DETAILS_LENGTH).toBe(1000);
  });

  it.each([
    ['one character', 'x'],
    ['exactly 1000 characters', 'x'.repeat(1000)],
    ['text with spaces around', '  Calibrated monitor 3  '],
  ])('accepts %s', (_, text) => {
    expect(validateJournalDetails(text)).toBeNull();
  });

  it.each([
    ['empty text', '', 'Details are required'],
    ['only spaces and new lines', ' \n\t ', 'Details are required'],
    ['null', null, 'Details are required'],
    ['undefined', undefined, 'Details are required'],
    ['1001 characters', 'x'.repeat(1001), 'Details must be 1000 characters or less'],
    [
      '1000 characters plus a trailing space',
      `${'x'.repeat(1000)} `,
      'Details must be 1000 characters or less',
    ],
  ])('rejects %s', (_, text, message) => {
    expect(validateJournalDetails(text)?.message).toBe(message);
  });

  it('gives the limit as a parameter', () => {
    expect(validateJournalDetails('x'.repeat(1001))).toEqual({
      code: 'journal.detailsTooLong',
      message: 'Details must be 1000 characters or less',
      params: { max: 1000 },
    });
  });
});

describe('journal entry schema', () => {
  it('accepts an entry', () => {
    expect(journalEntrySchema.safeParse({ Details: 'Site visit' }).success).toBe(true);
  });

  it.each([
    [{ Details: ' ' }, 'Details are required', { code: 'journal.detailsRequired' }],
    [
      { Details: 'x'.repeat(1001) },
      'Details must be 1000 characters or less',
      { code: 'journal.detailsTooLong', values: { max: 1000 } },
    ],
  ])('rejects %j', (input, message, params) => {
    const result = journalEntrySchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['Details']);
    expect(issue?.message).toBe(message);
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual(params);
  });
});
