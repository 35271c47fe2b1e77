import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { forbidden, notFound } from '../../http/problem';
import {
  canAccessProject,
  NO_PROJECT_ACCESS,
  seesAllOrganisations,
} from '../../shared/project-access';
import { requireLicensed } from '../../shared/project-licence';
import { MANAGE_CONTRIBUTIONS, VIEW_DATA } from '../../shared/permissions';
import { findContributionWithProject, type ContributionWithProject } from './repository';

/** The 403 message for a contribution change without Manage_Contributions. */
export const NO_MANAGE_CONTRIBUTIONS = 'You do not have permission to manage contributions.';

/** The 403 message for reading a contribution's data (values, CSV, reports) without View_Data. */
export const NO_VIEW_DATA = 'You do not have permission to view data.';

/**
 * A contribution the caller may read: it exists, its project is live and in the caller's
 * organisation (an organisations administrator reaches every one), else 404 (another
 * organisation's id is not told apart from a missing one); the caller may open its project, else
 * 403. With `manage`, the caller also needs Manage_Contributions (403); with `data` (its values,
 * CSV and reports), View_Data (403) and a licensed project (403 PROJECT_NOT_LICENSED).
 */
export async function openContribution(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  { manage = false, data = false }: { manage?: boolean; data?: boolean } = {},
): Promise<ContributionWithProject> {
  const found = await findContributionWithProject(app.db, contributionId, auth.user.id);
  if (!found) throw notFound();
  if (found.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth)) {
    throw notFound();
  }
  if (
    !canAccessProject(auth, {
      organisationId: found.organisation_id,
      isMember: Boolean(found.is_member),
    })
  ) {
    throw forbidden(NO_PROJECT_ACCESS);
  }
  if (manage && !auth.user.permissions.has(MANAGE_CONTRIBUTIONS)) {
    throw forbidden(NO_MANAGE_CONTRIBUTIONS);
  }
  if (data && !auth.user.permissions.has(VIEW_DATA)) throw forbidden(NO_VIEW_DATA);
  if (data) await requireLicensed(app, found.project_id);
  return found;
}
