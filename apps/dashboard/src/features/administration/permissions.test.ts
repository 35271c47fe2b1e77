import { describe, expect, it } from 'vitest';
import { manageLicencesRefusal, manageUsersRefusal } from './permissions';

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
