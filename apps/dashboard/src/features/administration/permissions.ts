import type { CurrentUser, Permission, Role } from '@aq/api';

/** The roles, in the order a role select offers them (most to least). */
export const ROLES: readonly Role[] = ['Administrator', 'ProjectManager', 'Viewer'];

/**
 * The permissions each role grants, as the server's migration 0002_roles.sql seeds them. The
 * screen only uses this to offer the roles a caller may grant; the server decides again.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  Administrator: [
    'Administration__Manage_Organisations',
    'Administration__Manage_Notifications',
    'Administration__Impersonate_Users',
    'Manage_Users',
    'Manage_Projects',
    'Manage_MonitoringLocation',
    'Manage_Instruments',
    'Manage_Contributions',
    'Manage_Alerts',
    'Manage_Reports',
    'Manage_Journal',
    'Manage_DisplaySettings',
    'Manage_Licenses',
    'View_Data',
  ],
  ProjectManager: [
    'Manage_Projects',
    'Manage_MonitoringLocation',
    'Manage_Instruments',
    'Manage_Contributions',
    'Manage_Alerts',
    'Manage_Reports',
    'Manage_Journal',
    'Manage_DisplaySettings',
    'View_Data',
  ],
  Viewer: ['View_Data'],
};

/** Who is asking: the signed-in user's organisation and permissions. */
export type Caller = Pick<CurrentUser, 'OrganisationName' | 'Permissions'>;

/** A role is granted only by someone holding every permission it grants (issue 19). */
export function grantableRoles(permissions: readonly string[]): Role[] {
  return ROLES.filter((role) =>
    ROLE_PERMISSIONS[role].every((permission) => permissions.includes(permission)),
  );
}

/** Whether a caller reaches every organisation (an organisations administrator). */
function managesAll(caller: Caller): boolean {
  return caller.Permissions.includes('Administration__Manage_Organisations');
}

/**
 * Why the caller may not manage the users (invite, change roles, remove) and the details of an
 * organisation of their tree, or null when they may: Manage_Users (for every organisation the
 * tree holds: their own and its customers) or organisations administrators. The server also
 * refuses organisations outside the caller's tree, which the tree never shows.
 */
export function manageUsersRefusal(caller: Caller): 'noManageUsers' | null {
  return managesAll(caller) || caller.Permissions.includes('Manage_Users') ? null : 'noManageUsers';
}

/**
 * Why the caller may not manage an organisation's licences, or null when they may:
 * Manage_Licenses for their own organisation, organisations administrators any.
 */
export function manageLicencesRefusal(
  caller: Caller,
  organisation: string,
): 'noManageLicences' | 'notOwnOrganisation' | null {
  if (managesAll(caller)) return null;
  if (!caller.Permissions.includes('Manage_Licenses')) return 'noManageLicences';
  return caller.OrganisationName === organisation ? null : 'notOwnOrganisation';
}
