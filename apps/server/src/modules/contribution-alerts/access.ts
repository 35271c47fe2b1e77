import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { forbidden, notFound } from '../../http/problem';
import { MANAGE_ALERTS, NO_MANAGE_ALERTS } from '../../shared/permissions';
import {
  canAccessProject,
  NO_PROJECT_ACCESS,
  seesAllOrganisations,
} from '../../shared/project-access';
import { findConfig, type ConfigRow } from './repository';

/** The 404 message for a config that does not exist or that the caller may not know of. */
export const CONFIG_NOT_FOUND = 'The alert could not be found.';

/** 403 unless the caller holds Manage_Alerts. */
export function requireManageAlerts(auth: AuthContext): void {
  if (!auth.user.permissions.has(MANAGE_ALERTS)) throw forbidden(NO_MANAGE_ALERTS);
}

/**
 * A contribution alert config the caller may read: it exists in a live project of the caller's
 * organisation (an organisations administrator reaches every one) and, when `contributionId` is
 * given, belongs to that contribution, else 404 (another organisation's config is not told apart
 * from a missing one); the caller may open its project, else 403. With `manage`, the caller also
 * needs Manage_Alerts (403).
 */
export async function openConfig(
  app: AppContext,
  auth: AuthContext,
  configId: number,
  { contributionId, manage = false }: { contributionId?: number; manage?: boolean } = {},
): Promise<ConfigRow> {
  const found = await findConfig(app.db, configId, auth.user.id);
  if (!found) throw notFound(CONFIG_NOT_FOUND);
  if (found.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth)) {
    throw notFound(CONFIG_NOT_FOUND);
  }
  if (contributionId !== undefined && found.contribution_id !== contributionId) {
    throw notFound(CONFIG_NOT_FOUND);
  }
  if (
    !canAccessProject(auth, {
      organisationId: found.organisation_id,
      isMember: Boolean(found.is_member),
    })
  ) {
    throw forbidden(NO_PROJECT_ACCESS);
  }
  if (manage) requireManageAlerts(auth);
  return found;
}
