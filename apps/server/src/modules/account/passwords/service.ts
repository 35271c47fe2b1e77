import type { ChangePasswordRequest } from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { endOtherSessions, type AuthContext } from '../../../http/auth';
import { hashPassword, verifyPassword } from '../../../http/crypto';
import { ApiError, badRequest, forbidden, notFound } from '../../../http/problem';
import { waitText } from '../../../http/rate-limit';
import * as users from '../users/repository';

/** Changes the caller's password after checking the current one; ends their other sessions. */
export async function changePassword(
  app: AppContext,
  auth: AuthContext,
  body: z.output<typeof ChangePasswordRequest>,
): Promise<Record<string, never>> {
  if (auth.impersonator) throw forbidden('The password cannot be changed while impersonating.');
  const key = `password:${auth.user.id}`;
  const wait = app.limits.loginByUser.retryAfter(key);
  if (wait > 0) {
    throw new ApiError(429, 'Too many attempts.', {
      detail: `Too many attempts. Please try again in ${waitText(wait)}.`,
    });
  }
  const user = await users.findUserById(app.db, auth.user.id);
  if (!user) throw notFound();
  if (!(await verifyPassword(body.CurrentPassword, user.password_hash))) {
    app.limits.loginByUser.hit(key);
    throw badRequest('Incorrect password', 'CurrentPassword');
  }
  await users.setPasswordHash(app.db, user.id, await hashPassword(body.NewPassword), app.now());
  await endOtherSessions(app, user.id, auth.sessionId);
  return {};
}
