import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Cursor, SortDir, SortKey } from './repository';

/** The list a token belongs to: its sort, filter and search. */
export interface ListShape {
  sort: SortKey;
  dir: SortDir;
  starred: boolean | undefined;
  search: string | undefined;
}

/** A token that cannot be read (malformed, truncated, or not ours). */
export const TOKEN_INVALID =
  'The page token is not valid. Load the list again from the first page.';
/** A token of another query: its sort, filter or search differ from this request's. */
export const TOKEN_OTHER_QUERY =
  'The page token belongs to a list with another sort, filter or search. Load the list again from the first page.';

/**
 * A short digest of the list's sort, filter and search. Search ignores case (as the list does), so
 * "Brook" and "brook" share tokens; Limit is left out, so page sizes may change between pages.
 */
export function listFingerprint(shape: ListShape): string {
  const text = JSON.stringify([
    shape.sort,
    shape.dir,
    shape.starred ?? null,
    (shape.search ?? '').toLowerCase(),
  ]);
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

// Text the database can compare (PostgreSQL text holds no NUL character).
const Text = z
  .string()
  .max(1000)
  .refine((text) => !text.includes('\u0000'));

const Payload = z.object({
  f: z.string().length(16),
  n: Text,
  o: Text.optional(),
  i: z.uuid(),
});

/**
 * PageToken.Next: base64url JSON of the last project's sort values (name, the organisation's name
 * when sorting by it, id) and the list fingerprint. It holds values, not a row number, so projects
 * added or removed before it never shift the pages after it (keyset paging).
 */
export function encodePageToken(cursor: Cursor, shape: ListShape): string {
  const payload: z.infer<typeof Payload> = {
    f: listFingerprint(shape),
    n: cursor.name,
    ...(shape.sort === 'organisationName' ? { o: cursor.organisationName } : {}),
    i: cursor.id,
  };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** The cursor of a token, or the reason it cannot be used for this list. */
export function decodePageToken(
  token: string,
  shape: ListShape,
): { cursor: Cursor } | { error: string } {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return { error: TOKEN_INVALID };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return { error: TOKEN_INVALID };
  }
  const payload = Payload.safeParse(parsed);
  if (!payload.success) return { error: TOKEN_INVALID };
  if (payload.data.f !== listFingerprint(shape)) return { error: TOKEN_OTHER_QUERY };
  const { n: name, o: organisationName = '', i: id } = payload.data;
  if (shape.sort === 'organisationName' && payload.data.o === undefined)
    return { error: TOKEN_INVALID };
  return { cursor: { name, organisationName, id } };
}
