import { z } from 'zod';
import { decodeToken, encodeToken } from '../../shared/page-token';
import type { OutboxCursor } from './repository';

const Values = z.object({ c: z.string().regex(/^\d{1,20}$/), i: z.uuid() });

/** PageToken.Next: the last row's created_at (microseconds) and id with the list's fingerprint. */
export function encodePageToken(cursor: OutboxCursor, fingerprint: string): string {
  return encodeToken(fingerprint, { c: cursor.createdMicros, i: cursor.id });
}

/** The cursor of a token, or the reason it cannot be used for this list. */
export function decodePageToken(
  token: string,
  fingerprint: string,
): { cursor: OutboxCursor } | { error: string } {
  const read = decodeToken(token, fingerprint, Values);
  if ('error' in read) return read;
  return { cursor: { createdMicros: read.values.c, id: read.values.i } };
}
