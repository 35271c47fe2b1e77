import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** A new session: the hash of its token, whose it is, and when it ends at the latest. */
export interface NewSession {
  tokenHash: Buffer;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string | null;
}

/** Stores a session. */
export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      last_seen_at: session.createdAt,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

/** The session whose token has this hash. */
export function findSessionByTokenHash(db: Kysely<Database>, tokenHash: Buffer) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'impersonated_user_id', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Records that a session was used. */
export async function touchSession(db: Kysely<Database>, sessionId: string, at: Date) {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

/** Ends one session. */
export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user but `keepSessionId` (when not null). */
export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(keepSessionId !== null, (q) => q.where('id', '!=', keepSessionId as string))
    .execute();
}

/** Removes sessions past their absolute end or idle since `idleSince`. */
export async function deleteExpiredSessions(
  db: Kysely<Database>,
  now: Date,
  idleSince: Date,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .execute();
}

/** Makes a session act as another user, or (null) as its own again. */
export async function setImpersonatedUser(
  db: Kysely<Database>,
  sessionId: string,
  userId: string | null,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ impersonated_user_id: userId })
    .where('id', '=', sessionId)
    .execute();
}
