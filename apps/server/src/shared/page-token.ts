import { createHash } from 'node:crypto';
import { z } from 'zod';

// Keyset page tokens (PageToken.Next of the paged lists): base64url JSON of the last row's sort
// values and a fingerprint of the list's shape (sort, filter, search). A token holds values, not a
// row number, so rows added or removed before it never shift the pages after it.

/** A token that cannot be read (malformed, truncated, or not ours). */
export const TOKEN_INVALID =
  'The page token is not valid. Load the list again from the first page.';
/** A token of another query: its sort, filter or search differ from this request's. */
export const TOKEN_OTHER_QUERY =
  'The page token belongs to a list with another sort, filter or search. Load the list again from the first page.';

/** A short digest (16 characters) of everything that shapes a list but the page size. */
export function fingerprintOf(shape: unknown): string {
  return createHash('sha256').update(JSON.stringify(shape)).digest('base64url').slice(0, 16);
}

/** Sort values the database can compare (PostgreSQL text holds no NUL character). */
export const TokenText = z
  .string()
  .max(1000)
  .refine((text) => !text.includes('\u0000'));

/** The token of a page's last row: its sort values with the list's fingerprint as `f`. */
export function encodeToken(fingerprint: string, values: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify({ f: fingerprint, ...values }), 'utf8').toString('base64url');
}

/**
 * The sort values of a token (read with `values`, which must not have `f`), or the reason it
 * cannot be used for the list whose fingerprint is given.
 */
export function decodeToken<T extends z.ZodRawShape>(
  token: string,
  fingerprint: string,
  values: z.ZodObject<T>,
): { values: z.infer<z.ZodObject<T>> } | { error: string } {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return { error: TOKEN_INVALID };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return { error: TOKEN_INVALID };
  }
  const envelope = z
    .object({ f: z.string().length(16) })
    .loose()
    .safeParse(parsed);
  if (!envelope.success) return { error: TOKEN_INVALID };
  const read = values.safeParse(parsed);
  if (!read.success) return { error: TOKEN_INVALID };
  if (envelope.data.f !== fingerprint) return { error: TOKEN_OTHER_QUERY };
  return { values: read.data };
}
