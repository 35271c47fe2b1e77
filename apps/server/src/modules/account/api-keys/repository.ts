import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** A new API key: only its SHA-256 and its first characters are stored. */
export interface NewApiKey {
  userId: string;
  keyHash: Buffer;
  prefix: string;
  createdAt: Date;
}

/** Stores a key. */
export async function insertApiKey(db: Kysely<Database>, key: NewApiKey): Promise<void> {
  await db
    .insertInto('api_keys')
    .values({
      user_id: key.userId,
      key_hash: key.keyHash,
      prefix: key.prefix,
      created_at: key.createdAt,
    })
    .execute();
}

/** The ids of a user's keys that are not revoked, newest first. */
export async function activeKeyIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Revokes keys by id. */
export async function revokeKeys(
  db: Kysely<Database>,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', 'in', [...ids])
    .execute();
}

/** The key that is not revoked and whose hash this is. */
export function findActiveKeyByHash(db: Kysely<Database>, keyHash: Buffer) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'user_id', 'last_used_at'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Records that a key was used. */
export async function touchApiKey(db: Kysely<Database>, keyId: string, at: Date): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', keyId).execute();
}
