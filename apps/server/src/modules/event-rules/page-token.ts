import { z } from 'zod';
import { decodeToken, encodeToken, fingerprintOf, TokenText } from '../../shared/page-token';
import type { RuleCursor } from './repository';

export { TOKEN_INVALID, TOKEN_OTHER_QUERY } from '../../shared/page-token';

/** A short digest of everything that shapes the list but the page size. */
export function listFingerprint(shape: unknown): string {
  return fingerprintOf(shape);
}

const Values = z.object({
  k: z.union([TokenText, z.boolean()]),
  n: TokenText,
  i: z.uuid(),
});

/**
 * PageToken.Next: the last rule's sort values (sort column, name, id) with the list's fingerprint
 * (keyset paging, shared/page-token.ts, as the projects list does).
 */
export function encodePageToken(cursor: RuleCursor, fingerprint: string): string {
  return encodeToken(fingerprint, { k: cursor.key, n: cursor.name, i: cursor.id });
}

/** The cursor of a token, or the reason it cannot be used for this list. */
export function decodePageToken(
  token: string,
  fingerprint: string,
): { cursor: RuleCursor } | { error: string } {
  const read = decodeToken(token, fingerprint, Values);
  if ('error' in read) return read;
  return { cursor: { key: read.values.k, name: read.values.n, id: read.values.i } };
}
