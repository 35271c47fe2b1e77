/**
 * The message shown when an async action (a confirmation, a save, a wizard's finish) fails: the
 * error's own message, or its text.
 */
export function defaultErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return String(error);
}
