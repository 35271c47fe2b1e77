import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** Whose code it is and what it verifies: the user's own contact, or a contact they add. */
export interface CodeScope {
  userId: string;
  target: 'contact' | 'user';
  channel: 'email' | 'phone';
}

/** When the newest code of a scope was sent (used or not). */
export async function latestCodeSentAt(db: Kysely<Database>, scope: CodeScope) {
  const row = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('user_id', '=', scope.userId)
    .where('target', '=', scope.target)
    .where('channel', '=', scope.channel)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** Marks every unused code of a scope used, so only the next one counts. */
export async function consumePendingCodes(
  db: Kysely<Database>,
  scope: CodeScope,
  at: Date,
): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: at })
    .where('user_id', '=', scope.userId)
    .where('target', '=', scope.target)
    .where('channel', '=', scope.channel)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Stores a code (its hash) for a value. */
export async function insertCode(
  db: Kysely<Database>,
  scope: CodeScope,
  code: { value: string; codeHash: Buffer; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({
      user_id: scope.userId,
      target: scope.target,
      channel: scope.channel,
      value: code.value,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** The newest unused code of a scope. */
export function findPendingCode(db: Kysely<Database>, scope: CodeScope) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'value', 'code_hash', 'attempts', 'expires_at'])
    .where('user_id', '=', scope.userId)
    .where('target', '=', scope.target)
    .where('channel', '=', scope.channel)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong try at a code. */
export async function countWrongAttempt(db: Kysely<Database>, codeId: string): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
}

/** Marks one code used. */
export async function consumeCode(db: Kysely<Database>, codeId: string, at: Date): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: at })
    .where('id', '=', codeId)
    .execute();
}

/** Records (or renews) a verified value of a scope. */
export async function recordVerifiedContact(
  db: Kysely<Database>,
  scope: CodeScope,
  value: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('verified_contacts')
    .values({
      user_id: scope.userId,
      target: scope.target,
      channel: scope.channel,
      value,
      verified_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'target', 'channel', 'value']).doUpdateSet({ verified_at: at }),
    )
    .execute();
}

/** When a value of a scope was last verified. */
export async function verifiedAt(
  db: Kysely<Database>,
  scope: CodeScope,
  value: string,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('verified_contacts')
    .select('verified_at')
    .where('user_id', '=', scope.userId)
    .where('target', '=', scope.target)
    .where('channel', '=', scope.channel)
    .where('value', '=', value)
    .executeTakeFirst();
  return row?.verified_at;
}
