import { latLngCandidates, type LatLng, type MapCandidate } from '@aq/ui/map';
import type { ValidationError } from '@aq/validation/messages';
import { parseCoordinates } from '@aq/validation/project';
import { isValidationError } from '@aq/validation/result';

/** What typed coordinates say, and so what a screen does with them. */
export type TypedCoordinates =
  /** Only the typed order ("lat, lng") is a place, or both orders are the same place: take it. */
  | { kind: 'point'; point: LatLng }
  /**
   * The user must choose: 'both' when both orders are places (A as typed, B swapped), 'swapped'
   * when only "lng, lat" is (A alone, to confirm). Nothing is taken until a pin is picked.
   */
  | { kind: 'choose'; reason: 'both' | 'swapped'; candidates: MapCandidate[] }
  /** Neither order is a place: the validation failure to show. */
  | { kind: 'invalid'; error: ValidationError };

/**
 * Reads coordinates typed as "latitude, longitude" so that a point is never taken silently in an
 * order the user did not type: '-74.0, 40.7' fits both orders (latitude -74 is in Antarctica,
 * latitude 40.7 in New York), so both are offered; '91, 10' fits only as "longitude, latitude",
 * so that reading is offered to confirm; '10, 91' is taken as typed.
 */
export function readTypedCoordinates(text: string): TypedCoordinates {
  const readings = latLngCandidates(text);
  if (isValidationError(readings)) return { kind: 'invalid', error: readings };
  const [first, second] = readings as [LatLng, LatLng | undefined];
  if (second) {
    return {
      kind: 'choose',
      reason: 'both',
      candidates: [
        { id: 'as-typed', label: 'A', ...first },
        { id: 'swapped', label: 'B', ...second },
      ],
    };
  }
  const asTyped = parseCoordinates(text, { tryBothOrders: false });
  if (!isValidationError(asTyped)) return { kind: 'point', point: first };
  return {
    kind: 'choose',
    reason: 'swapped',
    candidates: [{ id: 'swapped', label: 'A', ...first }],
  };
}

/**
 * Whether text is meant as coordinates (two numbers and a comma, such as '40.7, -74' or '91, 10'),
 * in range or not, rather than words to search for.
 */
export function looksLikeCoordinates(text: string): boolean {
  return /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*,\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(text);
}
