/** The message shown when a confirmation fails: the error's own message, or its text. */
export function defaultErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return String(error);
}

/** Whether the typed text unlocks a high-impact confirmation: an exact, case-sensitive match. */
export function confirmTextMatches(typed: string, expected: string): boolean {
  return expected.length > 0 && typed === expected;
}
