import { z } from 'zod';
import { decodeToken, encodeToken, fingerprintOf } from '../../shared/page-token';
import type { EventCursor } from './repository';

export { TOKEN_INVALID, TOKEN_OTHER_QUERY } from '../../shared/page-token';

/** A short digest of the alert a history belongs to (a token of another alert is refused). */
export function listFingerprint(shape: unknown): string {
  return fingerprintOf(shape);
}

const Values = z.object({
  t: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
    .refine((text) => !Number.isNaN(Date.parse(text))),
  i: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/**
 * PageToken.Next: the last event's firing time (UTC, to the microsecond) and id with the list's
 * fingerprint (keyset paging, shared/page-token.ts).
 */
export function encodePageToken(cursor: EventCursor, fingerprint: string): string {
  return encodeToken(fingerprint, { t: cursor.triggeredAt, i: cursor.id });
}

/** The cursor of a token, or the reason it cannot be used for this list. */
export function decodePageToken(
  token: string,
  fingerprint: string,
): { cursor: EventCursor } | { error: string } {
  const read = decodeToken(token, fingerprint, Values);
  if ('error' in read) return read;
  return { cursor: { triggeredAt: read.values.t, id: read.values.i } };
}
