import { describe, expect, it } from 'vitest';
import {
  grantableRoles,
  manageLicencesRefusal,
  manageUsersRefusal,
  ROLE_PERMISSIONS,
} from './permissions';

describe('grantableRoles', () => {
  it('offers an administrator every role', () => {
    expect(grantableRoles(ROLE_PERMISSIONS.Administrator)).toEqual([
      'Administrator',
      'ProjectManager',
      'Viewer',
    ]);
  });

  it('offers only the roles whose every permission the caller holds', () => {
    // Manage_Users with a project manager's permissions, but none of the Administration__ ones.
    expect(grantableRoles(['Manage_Users', ...ROLE_PERMISSIONS.ProjectManager])).toEqual([
      'ProjectManager',
      'Viewer',
    ]);
    // One permission short of a project manager: only Viewer.
    expect(
      grantableRoles(ROLE_PERMISSIONS.ProjectManager.filter((p) => p !== 'Manage_Reports')),
    ).toEqual(['Viewer']);
    expect(grantableRoles([])).toEqual([]);
  });
});

describe('manageUsersRefusal', () => {
  const own = 'Harbour Environmental';

  it('lets an organisations administrator or a Manage_Users holder manage the tree', () => {
    expect(
      manageUsersRefusal({
        OrganisationName: own,
        Permissions: ['Administration__Manage_Organisations'],
      }),
    ).toBeNull();
    expect(manageUsersRefusal({ OrganisationName: own, Permissions: ['Manage_Users'] })).toBeNull();
  });

  it('refuses anyone holding neither', () => {
    const caller = { OrganisationName: own, Permissions: ['View_Data', 'Manage_Licenses'] };
    expect(manageUsersRefusal(caller)).toBe('noManageUsers');
  });
});

describe('manageLicencesRefusal', () => {
  const own = 'Harbour Environmental';

  it('lets Manage_Licenses manage its own organisation and an organisations administrator any', () => {
    expect(
      manageLicencesRefusal({ OrganisationName: own, Permissions: ['Manage_Licenses'] }, own),
    ).toBeNull();
    expect(
      manageLicencesRefusal(
        { OrganisationName: own, Permissions: ['Manage_Licenses'] },
        'Acme Ports',
      ),
    ).toBe('notOwnOrganisation');
    expect(
      manageLicencesRefusal(
        { OrganisationName: own, Permissions: ['Administration__Manage_Organisations'] },
        'Acme Ports',
      ),
    ).toBeNull();
  });

  it('refuses a caller holding neither permission', () => {
    expect(
      manageLicencesRefusal({ OrganisationName: own, Permissions: ['Manage_Users'] }, own),
    ).toBe('noManageLicences');
  });
});
