import type { CurrentUser } from '@aq/api';
import type { AppContext } from '../../../context';
import type { AuthContext } from '../../../http/auth';
import { badRequest, conflict, forbidden, notFound } from '../../../http/problem';
import { IMPERSONATE_USERS, MANAGE_ORGANISATIONS } from '../../../shared/permissions';
import { toCurrentUser } from '../current-user';
import { setImpersonatedUser } from '../sessions/repository';
import * as users from '../users/repository';

/** Starts acting as another user; logout returns to the administrator. */
export async function impersonate(
  app: AppContext,
  auth: AuthContext,
  userId: string,
): Promise<CurrentUser> {
  if (!auth.sessionId || !auth.user.permissions.has(IMPERSONATE_USERS)) throw forbidden();
  if (auth.impersonator) throw conflict('Stop the current impersonation first.');
  if (userId === auth.user.id) throw badRequest('You cannot impersonate yourself.', 'UserId');
  const target = await users.findUserById(app.db, userId);
  if (!target) throw notFound();
  if (
    !auth.user.permissions.has(MANAGE_ORGANISATIONS) &&
    target.organisation_id !== auth.user.organisationId
  ) {
    throw notFound();
  }
  await setImpersonatedUser(app.db, auth.sessionId, userId);
  return toCurrentUser(
    target,
    await users.rolePermissions(app.db, target.role),
    auth.user.username,
  );
}
