import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { forbidden, notFound } from '../../http/problem';
import { MANAGE_ALERTS, NO_MANAGE_ALERTS } from '../../shared/permissions';
import {
  canAccessProject,
  NO_PROJECT_ACCESS,
  seesAllOrganisations,
} from '../../shared/project-access';
import { eventProject } from './repository';

/** The 404 message for an event that is missing or another organisation's (not told apart). */
export const EVENT_NOT_FOUND = 'The alert event could not be found.';

/** Whether an id can be an event id (bigint identity); anything else finds nothing. */
function isEventId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1;
}

/**
 * An event the caller may change: 404 when missing, its project deleted, or another
 * organisation's (an organisations administrator reaches every one); 403 when the caller may not
 * open its project or lacks Manage_Alerts.
 */
export async function openEventToManage(
  app: AppContext,
  auth: AuthContext,
  eventId: number,
): Promise<void> {
  if (!isEventId(eventId)) throw notFound(EVENT_NOT_FOUND);
  const project = await eventProject(app.db, eventId, auth.user.id);
  if (!project) throw notFound(EVENT_NOT_FOUND);
  if (project.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth)) {
    throw notFound(EVENT_NOT_FOUND);
  }
  if (
    !canAccessProject(auth, {
      organisationId: project.organisation_id,
      isMember: Boolean(project.is_member),
    })
  ) {
    throw forbidden(NO_PROJECT_ACCESS);
  }
  if (!auth.user.permissions.has(MANAGE_ALERTS)) throw forbidden(NO_MANAGE_ALERTS);
}
