/** Where an alert event stands (spec 02 §3 resolution status). */
export type ResolutionStatus = 'Open' | 'UnderReview' | 'Resolved';

/** A status an event can be moved to by a user. */
export type ResolutionTarget = 'UnderReview' | 'Resolved';

/**
 * The moves a user can make on an event, in the order offered: an open event can be marked under
 * review or resolved, one under review resolved, a resolved one nothing (the server's transitions:
 * Open → UnderReview, Open → Resolved, UnderReview → Resolved).
 */
export function eventActions(status: ResolutionStatus): ResolutionTarget[] {
  if (status === 'Open') return ['UnderReview', 'Resolved'];
  if (status === 'UnderReview') return ['Resolved'];
  return [];
}

/**
 * The value of an event as written: the number with the project's decimal places for its sensor
 * (trailing zeros kept, as the project's other values are) and its unit; null for an offline event.
 */
export function eventValueText(
  value: number | null,
  unit: string | null,
  locale: string,
  decimals: number,
): string | null {
  if (value === null) return null;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
  return unit ? `${number} ${unit}` : number;
}
