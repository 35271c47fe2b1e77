import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { forbidden, notFound } from '../../http/problem';
import { MANAGE_ALERTS, NO_MANAGE_ALERTS } from '../../shared/permissions';
import { isUuid } from '../../shared/ids';
import {
  canAccessProject,
  NO_PROJECT_ACCESS,
  seesAllOrganisations,
} from '../../shared/project-access';
import { findProject, findRule, type RuleRow } from './repository';

/** The 404 message for a project that is missing, deleted or another organisation's. */
export const PROJECT_NOT_FOUND = 'The project could not be found.';

/** The 404 message for an event rule that is missing or another organisation's. */
export const RULE_NOT_FOUND = 'The alert could not be found.';

function checkProject(
  auth: AuthContext,
  project: { organisation_id: string; is_member: boolean },
  manage: boolean,
  message: string,
): void {
  if (project.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth)) {
    throw notFound(message);
  }
  if (
    !canAccessProject(auth, {
      organisationId: project.organisation_id,
      isMember: Boolean(project.is_member),
    })
  ) {
    throw forbidden(NO_PROJECT_ACCESS);
  }
  if (manage && !auth.user.permissions.has(MANAGE_ALERTS)) throw forbidden(NO_MANAGE_ALERTS);
}

/**
 * A live project the caller may open (and, with `manage`, manage alerts of): 404 when missing or
 * another organisation's (not told apart), 403 without project access or Manage_Alerts.
 */
export async function openProject(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  { manage = false }: { manage?: boolean } = {},
) {
  if (!isUuid(projectId)) throw notFound(PROJECT_NOT_FOUND);
  const project = await findProject(app.db, projectId, auth.user.id);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  checkProject(auth, project, manage, PROJECT_NOT_FOUND);
  return project;
}

/**
 * An event rule the caller may read (and, with `manage`, change): 404 when missing or another
 * organisation's, 403 when the caller may not open its project or lacks Manage_Alerts.
 */
export async function openRule(
  app: AppContext,
  auth: AuthContext,
  ruleId: string,
  { manage = false }: { manage?: boolean } = {},
): Promise<RuleRow> {
  if (!isUuid(ruleId)) throw notFound(RULE_NOT_FOUND);
  const rule = await findRule(app.db, ruleId, auth.user.id);
  if (!rule) throw notFound(RULE_NOT_FOUND);
  checkProject(auth, rule, manage, RULE_NOT_FOUND);
  return rule;
}
