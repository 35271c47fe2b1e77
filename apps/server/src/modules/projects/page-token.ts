import { z } from 'zod';
import {
  decodeToken,
  encodeToken,
  fingerprintOf,
  TOKEN_INVALID,
  TokenText,
} from '../../shared/page-token';
import type { Cursor, SortDir, SortKey } from './repository';

export { TOKEN_INVALID, TOKEN_OTHER_QUERY } from '../../shared/page-token';

/** The list a token belongs to: its sort, filter and search. */
export interface ListShape {
  sort: SortKey;
  dir: SortDir;
  starred: boolean | undefined;
  search: string | undefined;
}

/**
 * A short digest of the list's sort, filter and search. Search ignores case (as the list does), so
 * "Brook" and "brook" share tokens; Limit is left out, so page sizes may change between pages.
 */
export function listFingerprint(shape: ListShape): string {
  return fingerprintOf([
    shape.sort,
    shape.dir,
    shape.starred ?? null,
    (shape.search ?? '').toLowerCase(),
  ]);
}

const Values = z.object({
  n: TokenText,
  o: TokenText.optional(),
  i: z.uuid(),
});

/**
 * PageToken.Next: the last project's sort values (name, the organisation's name when sorting by
 * it, id) with the list fingerprint (keyset paging, shared/page-token.ts).
 */
export function encodePageToken(cursor: Cursor, shape: ListShape): string {
  return encodeToken(listFingerprint(shape), {
    n: cursor.name,
    ...(shape.sort === 'organisationName' ? { o: cursor.organisationName } : {}),
    i: cursor.id,
  });
}

/** The cursor of a token, or the reason it cannot be used for this list. */
export function decodePageToken(
  token: string,
  shape: ListShape,
): { cursor: Cursor } | { error: string } {
  const read = decodeToken(token, listFingerprint(shape), Values);
  if ('error' in read) return read;
  const { n: name, o: organisationName = '', i: id } = read.values;
  if (shape.sort === 'organisationName' && read.values.o === undefined)
    return { error: TOKEN_INVALID };
  return { cursor: { name, organisationName, id } };
}
