/** Whether the typed text unlocks a high-impact confirmation: an exact, case-sensitive match. */
export function confirmTextMatches(typed: string, expected: string): boolean {
  return expected.length > 0 && typed === expected;
}
