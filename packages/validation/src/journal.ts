import { z } from 'zod';
import { fail, type ValidationError } from './messages';
import { addValidationIssue } from './zod-issues';

/** Longest journal range: 31 days, inclusive (spec 03 §5, §9). */
export const MAX_JOURNAL_RANGE_MS = 31 * 24 * 60 * 60_000;

/** Longest journal entry, in UTF-16 code units as the text area and the server count them (spec 03 §5). */
export const MAX_JOURNAL_DETAILS_LENGTH = 1000;

/**
 * Checks the records page range: both times set, from strictly before to (an empty range is
 * refused like in the shared picker), at most 31 days (exactly 31 days is allowed). Null when valid.
 */
export function validateJournalRange(fromMs: number, toMs: number): ValidationError | null {
  const fromValid = Number.isFinite(fromMs);
  const toValid = Number.isFinite(toMs);
  if (!fromValid && !toValid) return fail('range.bothInvalid');
  if (!fromValid) return fail('range.fromInvalid');
  if (!toValid) return fail('range.toInvalid');
  if (fromMs >= toMs) return fail('range.fromAfterTo');
  if (toMs - fromMs > MAX_JOURNAL_RANGE_MS) return fail('journal.rangeTooLong');
  return null;
}

/**
 * Checks journal entry details: required once trimmed, and at most 1000 characters as typed
 * (the limit applies to the untrimmed text, which is what the text area's counter shows).
 */
export function validateJournalDetails(text: string | null | undefined): ValidationError | null {
  const value = text ?? '';
  if (value.trim() === '') return fail('journal.detailsRequired');
  if (value.length > MAX_JOURNAL_DETAILS_LENGTH) {
    return fail('journal.detailsTooLong', { max: MAX_JOURNAL_DETAILS_LENGTH });
  }
  return null;
}

/** Form schema of a new journal entry (POST body); the rule comes from validateJournalDetails. */
export const journalEntrySchema = z.object({
  Details: z.string().superRefine((value, ctx) => {
    const error = validateJournalDetails(value);
    if (error) addValidationIssue(ctx, error);
  }),
});
