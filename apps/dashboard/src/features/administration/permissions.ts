import type { CurrentUser } from '@aq/api';

/** Who is asking: the signed-in user's organisation and permissions. */
export type Caller = Pick<CurrentUser, 'OrganisationName' | 'Permissions'>;

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
