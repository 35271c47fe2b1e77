import type { ValidationError } from '@aq/validation/messages';

/**
 * The texts of the add-recipients input's failures, in order and each once: a failure about one
 * entry reads 'entry: message' (the catalogue's text names no entry), the others (the limit, 'No
 * new phone numbers to add') their message alone. `message` translates a failure.
 */
export function recipientErrorTexts(
  errors: readonly ValidationError[],
  message: (error: ValidationError) => string,
): string[] {
  const texts = errors.map((error) => {
    const entry = error.params?.entry;
    const text = message(error);
    return typeof entry === 'string' && entry !== '' ? `${entry}: ${text}` : text;
  });
  return [...new Set(texts)];
}
