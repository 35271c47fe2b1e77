import type { AuthContext } from '../http/auth';
import { MANAGE_ORGANISATIONS, MANAGE_PROJECTS } from './permissions';

// Who may open a project, shared by every feature module that reads one. It lives here rather than
// in modules/projects so that any module can check it without a module cycle.

/** The 403 message for a project the caller sees in the list but may not open (spec 03 §6). */
export const NO_PROJECT_ACCESS = 'You do not have access to this project.';

/** Whether the caller sees the projects of every organisation (an organisations administrator). */
export function seesAllOrganisations(auth: AuthContext): boolean {
  return auth.user.permissions.has(MANAGE_ORGANISATIONS);
}

/**
 * CanAccessProject of a project the caller can see. An organisations administrator reaches every
 * project; a holder of Manage_Projects (administrators and project managers) every project of
 * their own organisation; anyone else (a viewer) only the projects they are a member of. Seeing
 * is wider: everyone in an organisation sees all its projects in the list, with View and the star
 * disabled where this is false.
 */
export function canAccessProject(
  auth: AuthContext,
  project: { readonly organisationId: string; readonly isMember: boolean },
): boolean {
  if (seesAllOrganisations(auth)) return true;
  if (project.organisationId !== auth.user.organisationId) return false;
  return auth.user.permissions.has(MANAGE_PROJECTS) || project.isMember;
}
