import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** A new API key: only its SHA-256, its first characters and its label are stored. */
export interface NewApiKey {
  userId: string;
  keyHash: Buffer;
  prefix: string;
  label: string;
  createdAt: Date;
}

/** An API key as its owner lists it (never the key). */
export interface ApiKeyRecord {
  id: string;
  label: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** Stores a key; returns it as listed. */
export function insertApiKey(db: Kysely<Database>, key: NewApiKey): Promise<ApiKeyRecord> {
  return db
    .insertInto('api_keys')
    .values({
      user_id: key.userId,
      key_hash: key.keyHash,
      prefix: key.prefix,
      label: key.label,
      created_at: key.createdAt,
    })
    .returning(['id', 'label', 'prefix', 'created_at', 'last_used_at'])
    .executeTakeFirstOrThrow();
}

/** A user's keys that are not revoked, newest first. */
export function listActiveKeys(db: Kysely<Database>, userId: string): Promise<ApiKeyRecord[]> {
  return db
    .selectFrom('api_keys')
    .select(['id', 'label', 'prefix', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Locks the user's row until the transaction ends, so two key creations count one after the other. */
export async function lockKeyOwner(db: Kysely<Database>, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** How many keys of a user are not revoked. */
export async function countActiveKeys(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Revokes a key of this user that is not revoked yet; false when there is no such key. */
export async function revokeKey(
  db: Kysely<Database>,
  keyId: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
