import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { publicOrigin } from '../env';
import * as apiKeys from '../modules/account/api-keys/repository';
import * as sessions from '../modules/account/sessions/repository';
import * as users from '../modules/account/users/repository';
import { randomToken, sha256 } from './crypto';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'aq_session';
/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** A session ends this long after sign-in, whatever its use. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;

/** The user a request acts as, with what they may do. */
export interface Principal {
  readonly id: string;
  readonly username: string;
  readonly organisationId: string;
  readonly organisationName: string;
  readonly role: string;
  readonly permissions: ReadonlySet<string>;
}

/** How a request is authenticated. */
export interface AuthContext {
  /** The effective user (the impersonated one while impersonating). */
  readonly user: Principal;
  readonly via: 'session' | 'apiKey';
  readonly sessionId: string | null;
  /** The administrator behind an impersonation, or null. */
  readonly impersonator: { readonly id: string; readonly username: string } | null;
}

const permissionCache = new WeakMap<object, Map<string, ReadonlySet<string>>>();

async function permissionsOf(app: AppContext, role: string): Promise<ReadonlySet<string>> {
  let byRole = permissionCache.get(app);
  if (!byRole) {
    const rows = await users.allRolePermissions(app.db);
    byRole = new Map();
    for (const row of rows) {
      const set = (byRole.get(row.role) as Set<string> | undefined) ?? new Set<string>();
      set.add(row.permission);
      byRole.set(row.role, set);
    }
    permissionCache.set(app, byRole);
  }
  return byRole.get(role) ?? new Set();
}

/** Loads a user as a Principal. */
export async function loadPrincipal(app: AppContext, userId: string): Promise<Principal | null> {
  const row = await users.findPrincipal(app.db, userId);
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    role: row.role,
    permissions: await permissionsOf(app, row.role),
  };
}

/** Reads the session cookie or API key of a request; null when neither is valid. */
export async function authenticate(
  app: AppContext,
  req: FastifyRequest,
): Promise<AuthContext | null> {
  const apiKey = readApiKey(req);
  if (apiKey) return authenticateApiKey(app, apiKey);
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return null;
  return authenticateSession(app, token);
}

function readApiKey(req: FastifyRequest): string | null {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const authorization = req.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  return null;
}

async function authenticateApiKey(app: AppContext, key: string): Promise<AuthContext | null> {
  const row = await apiKeys.findActiveKeyByHash(app.db, sha256(key));
  if (!row) return null;
  const user = await loadPrincipal(app, row.user_id);
  if (!user) return null;
  const now = app.now();
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000) {
    await apiKeys.touchApiKey(app.db, row.id, now);
  }
  return { user, via: 'apiKey', sessionId: null, impersonator: null };
}

async function authenticateSession(app: AppContext, token: string): Promise<AuthContext | null> {
  const now = app.now();
  const session = await sessions.findSessionByTokenHash(app.db, sha256(token));
  if (!session) return null;
  if (
    session.expires_at.getTime() <= now.getTime() ||
    now.getTime() - session.last_seen_at.getTime() >= SESSION_IDLE_MS
  ) {
    await sessions.deleteSession(app.db, session.id);
    return null;
  }
  if (now.getTime() - session.last_seen_at.getTime() > 60_000) {
    await sessions.touchSession(app.db, session.id, now);
  }
  const signedIn = await loadPrincipal(app, session.user_id);
  if (!signedIn) return null;
  if (!session.impersonated_user_id) {
    return { user: signedIn, via: 'session', sessionId: session.id, impersonator: null };
  }
  const impersonated = await loadPrincipal(app, session.impersonated_user_id);
  if (!impersonated)
    return { user: signedIn, via: 'session', sessionId: session.id, impersonator: null };
  return {
    user: impersonated,
    via: 'session',
    sessionId: session.id,
    impersonator: { id: signedIn.id, username: signedIn.username },
  };
}

/** Starts a session for a user and sets its cookie; `db` is the caller's transaction, if any. */
export async function startSession(
  app: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  db: Kysely<Database> = app.db,
): Promise<void> {
  const token = randomToken(16);
  const now = app.now();
  await sessions.insertSession(db, {
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ip: req.ip,
    userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicOrigin(app.env).startsWith('https:'),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/** Ends a session and clears its cookie. */
export async function endSession(
  app: AppContext,
  reply: FastifyReply,
  sessionId: string,
): Promise<void> {
  await sessions.deleteSession(app.db, sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of a user (after a password change, keeping the current one). */
export async function endOtherSessions(
  app: AppContext,
  userId: string,
  keepSessionId: string | null,
) {
  await sessions.deleteUserSessions(app.db, userId, keepSessionId);
}

/** Removes expired sessions (run now and then). */
export async function sweepSessions(app: AppContext): Promise<void> {
  const now = app.now();
  await sessions.deleteExpiredSessions(app.db, now, new Date(now.getTime() - SESSION_IDLE_MS));
}
