import { localeForLanguage, type CurrentUser, type UiLanguage } from '@aq/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { endSession, loadPrincipal, startSession, type AuthContext } from '../../../http/auth';
import { verifyAgainstDummy, verifyPassword } from '../../../http/crypto';
import { ApiError, forbidden } from '../../../http/problem';
import { waitText } from '../../../http/rate-limit';
import { toCurrentUser } from '../current-user';
import * as users from '../users/repository';
import * as repo from './repository';

/**
 * Signs in with a username or e-mail; 429 after repeated failures, 401 on a wrong password. A
 * language chosen on the sign-in page becomes the user's Locale in the same transaction as the
 * session, so the choice and the sign-in stand or fall together.
 */
export async function login(
  app: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  credentials: { Username: string; Password: string; Language?: UiLanguage | undefined },
): Promise<CurrentUser> {
  const userKey = credentials.Username.trim().toLowerCase();
  const wait = Math.max(
    app.limits.loginByIp.retryAfter(req.ip),
    app.limits.loginByUser.retryAfter(userKey),
  );
  if (wait > 0) {
    throw new ApiError(429, 'Too many sign-in attempts.', {
      detail: `Too many sign-in attempts. Please try again in ${waitText(wait)}.`,
      headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
    });
  }
  const user = await users.findUserByLogin(app.db, credentials.Username);
  const valid = user
    ? await verifyPassword(credentials.Password, user.password_hash)
    : await verifyAgainstDummy(credentials.Password);
  if (!user || !valid) {
    // Only failures count: many users signing in from one address (an office) are not limited,
    // guessing across many usernames from one address is.
    app.limits.loginByIp.hit(req.ip);
    app.limits.loginByUser.hit(userKey);
    throw new ApiError(401, 'The username or password is incorrect.');
  }
  app.limits.loginByUser.reset(userKey);
  const locale = credentials.Language
    ? localeForLanguage(user.locale, credentials.Language)
    : user.locale;
  await app.db.transaction().execute(async (trx) => {
    if (locale !== user.locale) await users.updateLocale(trx, user.id, locale);
    await users.recordSignIn(trx, user.id, app.now());
    await startSession(app, req, reply, user.id, trx);
  });
  const principal = await loadPrincipal(app, user.id);
  return toCurrentUser({ ...user, locale }, [...(principal?.permissions ?? [])].sort(), null);
}

/** Ends an impersonation (UserImpersonated true), or the session (false). */
export async function logout(
  app: AppContext,
  reply: FastifyReply,
  auth: AuthContext,
): Promise<{ UserImpersonated: boolean }> {
  if (!auth.sessionId) throw forbidden();
  if (auth.impersonator) {
    await repo.setImpersonatedUser(app.db, auth.sessionId, null);
    return { UserImpersonated: true };
  }
  await endSession(app, reply, auth.sessionId);
  return { UserImpersonated: false };
}
