import { organisationsV2Api as api, type EndpointInput } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { hashPassword } from '../../http/crypto';
import { LAST_USER_MANAGER_ROLE } from '../account/users/service';
import { NO_MANAGE_PROJECTS } from '../projects/service';
import {
  DUPLICATE_LOCATION_NAME,
  HIDDEN_LOCATION,
  NO_MANAGE_LOCATIONS,
  TIME_IN_FUTURE,
} from '../monitoring-locations/service';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, TEST_PASSWORD, type Caller, type TestApp } from '../../test/helper';
import { ATTACHMENT_OPEN, DUPLICATE_ORGANISATION_NAME, NO_MANAGE_USERS } from './service';

// The /v2 organisation administration: for each call success, bad input, a caller without the
// permission (403) and another organisation (404). "usermanager" holds a test role with
// Manage_Users, Manage_Projects and Manage_MonitoringLocation but not
// Administration__Manage_Organisations: it manages Harbour Consulting and the customers below it,
// never the demo organisation. The demo "admin" manages every organisation.

let t: TestApp;
let admin: Caller;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let userManager: Caller;

const D = DEMO_ORGANISATIONS.demo;
const H = DEMO_ORGANISATIONS.other;
const NOW = '2026-11-02T09:00:00.000Z';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = ['The requested resource could not be found.'];
const GRANT_REFUSED = ['You cannot grant a role with permissions you do not hold.'];
const SIGN_IN_URL = 'http://localhost:3000/sign-in';
let counter = 0;

function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${counter}`;
}

beforeAll(async () => {
  t = await createTestApp();
  // Before anyone signs in: the server reads every role's permissions once.
  await t.handle.db.insertInto('roles').values({ name: 'UserManager' }).execute();
  await t.handle.db
    .insertInto('role_permissions')
    .values(
      ['Manage_Users', 'Manage_Projects', 'Manage_MonitoringLocation', 'View_Data'].map(
        (permission) => ({ role: 'UserManager', permission }),
      ),
    )
    .execute();
  const harbour = await t.handle.db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', H)
    .executeTakeFirstOrThrow();
  await t.handle.db
    .insertInto('users')
    .values({
      organisation_id: harbour.id,
      username: 'usermanager',
      email: 'usermanager@harbour.example',
      full_name: 'Uma Manager',
      job_title: 'Operations',
      role: 'UserManager',
      password_hash: await hashPassword(TEST_PASSWORD),
    })
    .execute();
  admin = await t.signIn('admin');
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  userManager = await t.signIn('usermanager');
});
afterAll(() => t.close());

async function createCustomer(parent: string, name: string, caller = admin) {
  const response = await t.call(
    api.createCustomerOrganisationV2,
    { params: { organisation: parent }, body: { Name: name, TimeZoneId: 'Europe/Lisbon' } },
    caller,
  );
  expect(response.statusCode).toBe(201);
  return name;
}

function createUserBody(
  username: string,
  role: 'Administrator' | 'ProjectManager' | 'Viewer' = 'Viewer',
) {
  return {
    Username: username,
    FullName: `Person ${username}`,
    EmailAddress: `${username}@example.test`,
    JobTitle: 'Technician',
    Role: role,
    Password: 'Start-pass-123',
  };
}

async function createUser(
  organisation: string,
  username: string,
  role: 'Administrator' | 'Viewer',
) {
  const response = await t.call(
    api.createOrganisationUserV2,
    { params: { organisation }, body: createUserBody(username, role) },
    admin,
  );
  expect(response.statusCode).toBe(201);
  return response.json().Id as string;
}

describe('organisations', () => {
  it('lists every organisation for an organisations administrator and the own tree for others', async () => {
    const harbourCustomer = await createCustomer(H, 'Harbour Tree Customer');
    await createCustomer(harbourCustomer, 'Harbour Tree Sub');

    const all = await t.call(api.listOrganisationsV2, {}, admin);
    expect(all.statusCode).toBe(200);
    const allNames = all.json().Items.map((o: { Name: string }) => o.Name);
    expect(allNames).toEqual(expect.arrayContaining([D, H, harbourCustomer, 'Harbour Tree Sub']));

    const tree = await t.call(api.listOrganisationsV2, {}, userManager);
    expect(tree.statusCode).toBe(200);
    expect(tree.json().Items).toEqual([
      expect.objectContaining({ Name: H, ParentOrganisationName: null, TimeZoneId: 'Etc/UTC' }),
      {
        Name: harbourCustomer,
        ParentOrganisationName: H,
        TimeZoneId: 'Europe/Lisbon',
        ProjectCount: 0,
        UserCount: 0,
      },
      {
        Name: 'Harbour Tree Sub',
        ParentOrganisationName: harbourCustomer,
        TimeZoneId: 'Europe/Lisbon',
        ProjectCount: 0,
        UserCount: 0,
      },
    ]);

    // A customer of a customer is managed too.
    const nested = await t.call(
      api.getOrganisationV2,
      { params: { organisation: 'harbour tree sub' } },
      userManager,
    );
    expect(nested.statusCode).toBe(200);
    expect(nested.json().ParentOrganisationName).toBe(harbourCustomer);

    // A viewer sees their own organisation (no customer of the demo organisation exists yet).
    const own = await t.call(api.listOrganisationsV2, {}, viewer);
    expect(own.json().Items.map((o: { Name: string }) => o.Name)).toEqual([D]);
    expect((await t.call(api.listOrganisationsV2, {}, null)).statusCode).toBe(401);
  });

  it('shows one organisation with its project and user counts; another organisation is 404', async () => {
    const name = await createCustomer(D, unique('Counted Customer'));
    const empty = await t.call(api.getOrganisationV2, { params: { organisation: name } }, admin);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      Name: name,
      ParentOrganisationName: D,
      TimeZoneId: 'Europe/Lisbon',
      ProjectCount: 0,
      UserCount: 0,
    });
    await createProject(t.handle.db, name, 'Counted project');
    const deleted = await createProject(t.handle.db, name, 'Deleted project');
    await t.handle.db
      .updateTable('projects')
      .set({ deleted_at: new Date(NOW) })
      .where('id', '=', deleted.id)
      .execute();
    await createUser(name, unique('counted').replace(' ', ''), 'Viewer');
    const counted = await t.call(
      api.getOrganisationV2,
      { params: { organisation: name.toUpperCase() } },
      manager,
    );
    expect(counted.statusCode).toBe(200);
    expect(counted.json()).toMatchObject({ Name: name, ProjectCount: 1, UserCount: 1 });

    for (const [organisation, caller] of [
      [D, other],
      [H, manager],
      [name, other],
      ['No Such Organisation', admin],
    ] as const) {
      const response = await t.call(api.getOrganisationV2, { params: { organisation } }, caller);
      expect(response.statusCode).toBe(404);
      expect(response.json().Messages).toEqual(NOT_FOUND);
    }
  });

  it('renames an organisation (unique ignoring case) and changes its time zone', async () => {
    const name = await createCustomer(H, unique('Renamed Customer'), userManager);
    const renamed = `${name} Ltd`;
    const response = await t.call(
      api.updateOrganisationV2,
      { params: { organisation: name }, body: { Name: `  ${renamed} `, TimeZoneId: 'US/Eastern' } },
      userManager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Name: renamed,
      ParentOrganisationName: H,
      TimeZoneId: 'America/New_York',
    });
    // Only the time zone: the name stays.
    const zoneOnly = await t.call(
      api.updateOrganisationV2,
      { params: { organisation: renamed }, body: { TimeZoneId: 'Asia/Tokyo' } },
      userManager,
    );
    expect(zoneOnly.json()).toMatchObject({ Name: renamed, TimeZoneId: 'Asia/Tokyo' });
    // Keeping its own name in another case is not a clash.
    const sameName = await t.call(
      api.updateOrganisationV2,
      { params: { organisation: renamed }, body: { Name: renamed.toUpperCase() } },
      userManager,
    );
    expect(sameName.statusCode).toBe(200);

    const clash = await t.call(
      api.updateOrganisationV2,
      { params: { organisation: renamed }, body: { Name: D.toLowerCase() } },
      admin,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().Messages).toEqual([DUPLICATE_ORGANISATION_NAME]);

    const badZone = await t.call(
      api.updateOrganisationV2,
      { params: { organisation: D }, body: { TimeZoneId: 'Mars/Olympus' } },
      admin,
    );
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().Messages).toEqual(["'Mars/Olympus' is not a known time zone."]);
    const blank = await t.call(
      api.updateOrganisationV2,
      { params: { organisation: D }, body: { Name: '   ' } },
      admin,
    );
    expect(blank.statusCode).toBe(400);

    const refused = await t.call(
      api.updateOrganisationV2,
      { params: { organisation: D }, body: { TimeZoneId: 'Asia/Tokyo' } },
      manager,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_MANAGE_USERS]);
    const foreign = await t.call(
      api.updateOrganisationV2,
      { params: { organisation: D }, body: { TimeZoneId: 'Asia/Tokyo' } },
      userManager,
    );
    expect(foreign.statusCode).toBe(404);
    const unchanged = await t.call(api.getOrganisationV2, { params: { organisation: D } }, admin);
    expect(unchanged.json().TimeZoneId).toBe('Etc/UTC');
  });

  it('creates customer organisations below managed ones only', async () => {
    const created = await t.call(
      api.createCustomerOrganisationV2,
      { params: { organisation: H.toLowerCase() }, body: { Name: 'Quay Customer' } },
      userManager,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      Name: 'Quay Customer',
      ParentOrganisationName: H,
      TimeZoneId: 'Etc/UTC',
      ProjectCount: 0,
      UserCount: 0,
    });
    // A customer of a customer.
    const nested = await t.call(
      api.createCustomerOrganisationV2,
      { params: { organisation: 'Quay Customer' }, body: { Name: 'Quay Nested' } },
      userManager,
    );
    expect(nested.statusCode).toBe(201);

    const duplicate = await t.call(
      api.createCustomerOrganisationV2,
      { params: { organisation: H }, body: { Name: 'QUAY CUSTOMER' } },
      userManager,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().Messages).toEqual([DUPLICATE_ORGANISATION_NAME]);
    const badZone = await t.call(
      api.createCustomerOrganisationV2,
      { params: { organisation: H }, body: { Name: 'Zoneless', TimeZoneId: '+01:00' } },
      userManager,
    );
    expect(badZone.statusCode).toBe(400);
    const noName = await t.call(
      api.createCustomerOrganisationV2,
      { params: { organisation: H }, body: { Name: '' } },
      userManager,
    );
    expect(noName.statusCode).toBe(400);

    const refused = await t.call(
      api.createCustomerOrganisationV2,
      { params: { organisation: H }, body: { Name: 'By a project manager' } },
      other,
    );
    expect(refused.statusCode).toBe(403);
    const foreign = await t.call(
      api.createCustomerOrganisationV2,
      { params: { organisation: D }, body: { Name: 'Under demo' } },
      userManager,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('projects of an organisation', () => {
  it('lists live projects by name with IsLicensed', async () => {
    const name = await createCustomer(D, unique('Licensed Customer'));
    const paid = await createProject(t.handle.db, name, 'B paid');
    const unpaid = await createProject(t.handle.db, name, 'A unpaid', { licensed: false });
    const response = await t.call(
      api.listOrganisationProjectsV2,
      { params: { organisation: name } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().Items).toEqual([
      {
        Id: unpaid.id,
        Name: 'A unpaid',
        OrganisationName: name,
        Location: { Latitude: 40.67, Longitude: -73.99 },
        TimeZoneId: 'Etc/UTC',
        SummerTimeAdjusted: true,
        IsLicensed: false,
      },
      expect.objectContaining({ Id: paid.id, Name: 'B paid', IsLicensed: true }),
    ]);
    const foreign = await t.call(
      api.listOrganisationProjectsV2,
      { params: { organisation: name } },
      other,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('creates a project in a managed organisation, customers included', async () => {
    const customer = await createCustomer(H, unique('Project Customer'), userManager);
    const body = {
      Name: '  Dock survey ',
      Location: { Latitude: 51.5, Longitude: -0.1 },
      TimeZoneId: 'Europe/London',
      SummerTimeAdjusted: true,
    };
    const created = await t.call(
      api.createOrganisationProjectV2,
      { params: { organisation: customer }, body },
      userManager,
    );
    expect(created.statusCode).toBe(201);
    const listed = await t.call(
      api.listOrganisationProjectsV2,
      { params: { organisation: customer } },
      userManager,
    );
    expect(listed.json().Items).toEqual([
      {
        Id: created.json().Id,
        Name: 'Dock survey',
        OrganisationName: customer,
        Location: { Latitude: 51.5, Longitude: -0.1 },
        TimeZoneId: 'Europe/London',
        SummerTimeAdjusted: true,
        IsLicensed: false,
      },
    ]);

    const duplicate = await t.call(
      api.createOrganisationProjectV2,
      { params: { organisation: customer }, body: { ...body, Name: 'DOCK SURVEY' } },
      userManager,
    );
    expect(duplicate.statusCode).toBe(409);
    const badZone = await t.call(
      api.createOrganisationProjectV2,
      { params: { organisation: customer }, body: { ...body, TimeZoneId: 'Nowhere/Town' } },
      userManager,
    );
    expect(badZone.statusCode).toBe(400);
    const badLocation = await t.call(
      api.createOrganisationProjectV2,
      {
        params: { organisation: customer },
        body: { ...body, Location: { Latitude: 91, Longitude: 0 } },
      },
      userManager,
    );
    expect(badLocation.statusCode).toBe(400);

    const refused = await t.call(
      api.createOrganisationProjectV2,
      { params: { organisation: D }, body: { ...body, Name: 'By a viewer' } },
      viewer,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_MANAGE_PROJECTS]);
    const foreign = await t.call(
      api.createOrganisationProjectV2,
      { params: { organisation: customer }, body: { ...body, Name: 'By the demo manager' } },
      manager,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('updates a project by name or id', async () => {
    const project = await createProject(t.handle.db, D, unique('Settings project'));
    const body = {
      Name: 'Renamed settings project',
      Location: { Latitude: 40.7, Longitude: -74 },
      TimeZoneId: 'America/New_York',
      TimeZoneAdjustment: 'SummerTimeAdjusted' as const,
    };
    const updated = await t.call(
      api.updateOrganisationProjectV2,
      { params: { organisation: D, project: project.id }, body },
      manager,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({});
    const row = await t.handle.db
      .selectFrom('projects')
      .select(['name', 'time_zone_id', 'summer_time_adjusted', 'latitude'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: 'Renamed settings project',
      time_zone_id: 'America/New_York',
      summer_time_adjusted: true,
      latitude: 40.7,
    });
    const byName = await t.call(
      api.updateOrganisationProjectV2,
      {
        params: { organisation: D, project: 'renamed settings project' },
        body: { ...body, TimeZoneAdjustment: 'None' as const },
      },
      manager,
    );
    expect(byName.statusCode).toBe(200);

    const badZone = await t.call(
      api.updateOrganisationProjectV2,
      { params: { organisation: D, project: project.id }, body: { ...body, TimeZoneId: 'X/Y' } },
      manager,
    );
    expect(badZone.statusCode).toBe(400);
    const missing = await t.call(
      api.updateOrganisationProjectV2,
      { params: { organisation: D, project: MISSING_ID }, body },
      manager,
    );
    expect(missing.statusCode).toBe(404);
    const refused = await t.call(
      api.updateOrganisationProjectV2,
      { params: { organisation: D, project: project.id }, body },
      viewer,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_MANAGE_PROJECTS]);
    const foreign = await t.call(
      api.updateOrganisationProjectV2,
      { params: { organisation: D, project: project.id }, body },
      other,
    );
    expect(foreign.statusCode).toBe(404);
    // The project of the demo organisation named under another organisation is not found there.
    const wrongOrganisation = await t.call(
      api.updateOrganisationProjectV2,
      { params: { organisation: H, project: project.id }, body },
      admin,
    );
    expect(wrongOrganisation.statusCode).toBe(404);
  });
});

describe('monitoring locations of a project', () => {
  let projectId: string;
  let organisationId: string;

  beforeAll(async () => {
    const project = await createProject(t.handle.db, D, 'Locations project');
    projectId = project.id;
    organisationId = project.organisationId;
  });

  it('lists locations, hidden ones included, with the attachments open now', async () => {
    const north = await createLocation(t.handle.db, projectId, 'North fence');
    const hidden = await createLocation(t.handle.db, projectId, 'Archived gate');
    await t.handle.db
      .updateTable('monitoring_locations')
      .set({ is_hidden: true })
      .where('id', '=', hidden)
      .execute();
    const instrument = await createInstrument(
      t.handle.db,
      { organisationId, projectId },
      'ORG-LIST-1',
      [SENSOR.PM10],
    );
    await attach(
      t.handle.db,
      instrument,
      north,
      new Date('2026-09-01T00:00:00Z'),
      new Date('2026-09-10T00:00:00Z'),
    );
    await attach(t.handle.db, instrument, north, new Date('2026-10-01T00:00:00Z'));
    const response = await t.call(
      api.listProjectMonitoringLocationsV2,
      { params: { organisation: D, project: 'Locations project' } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    const items = response.json().Items;
    expect(items).toHaveLength(2);
    expect(items).toContainEqual({
      Id: hidden,
      Name: 'Archived gate',
      Location: { Latitude: 40.675, Longitude: -73.99 },
      IsHidden: true,
      Attachments: [],
    });
    expect(items).toContainEqual({
      Id: north,
      Name: 'North fence',
      Location: { Latitude: 40.675, Longitude: -73.99 },
      IsHidden: false,
      Attachments: [
        expect.objectContaining({
          MonitoringLocationId: north,
          MonitorId: String(instrument),
          MonitorSerial: 'ORG-LIST-1',
          AttachTime: '2026-10-01T00:00:00.000Z',
          DetachTime: null,
        }),
      ],
    });

    const foreign = await t.call(
      api.listProjectMonitoringLocationsV2,
      { params: { organisation: D, project: projectId } },
      other,
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = await t.call(
      api.listProjectMonitoringLocationsV2,
      { params: { organisation: D, project: 'No such project' } },
      manager,
    );
    expect(unknown.statusCode).toBe(404);
    // A viewer who is not a member of the project sees it listed but cannot open it.
    const viewerRefused = await t.call(
      api.listProjectMonitoringLocationsV2,
      { params: { organisation: D, project: projectId } },
      viewer,
    );
    expect(viewerRefused.statusCode).toBe(403);
  });

  it('creates a location (unique name in the project)', async () => {
    const params = { organisation: D, project: projectId };
    const created = await t.call(
      api.createProjectMonitoringLocationV2,
      { params, body: { Name: 'West mast', Location: { Latitude: 40.6, Longitude: -73.9 } } },
      manager,
    );
    expect(created.statusCode).toBe(201);
    const row = await t.handle.db
      .selectFrom('monitoring_locations')
      .select(['name', 'project_id', 'latitude'])
      .where('id', '=', created.json().Id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'West mast', project_id: projectId, latitude: 40.6 });

    const duplicate = await t.call(
      api.createProjectMonitoringLocationV2,
      { params, body: { Name: 'WEST MAST', Location: { Latitude: 40.6, Longitude: -73.9 } } },
      manager,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().Messages).toEqual([DUPLICATE_LOCATION_NAME]);
    const badName = await t.call(
      api.createProjectMonitoringLocationV2,
      { params, body: { Name: 'West/mast', Location: { Latitude: 40.6, Longitude: -73.9 } } },
      manager,
    );
    expect(badName.statusCode).toBe(400);
    const refused = await t.call(
      api.createProjectMonitoringLocationV2,
      { params, body: { Name: 'Viewer mast', Location: { Latitude: 40.6, Longitude: -73.9 } } },
      viewer,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_MANAGE_LOCATIONS]);
    const foreign = await t.call(
      api.createProjectMonitoringLocationV2,
      { params, body: { Name: 'Other mast', Location: { Latitude: 40.6, Longitude: -73.9 } } },
      other,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('renames or moves a location; a hidden one cannot change', async () => {
    const id = await createLocation(t.handle.db, projectId, 'East post');
    const params = { organisation: D, project: projectId, monitoringlocation: 'east post' };
    const renamed = await t.call(
      api.updateProjectMonitoringLocationV2,
      { params, body: { Name: 'East pole' } },
      manager,
    );
    expect(renamed.statusCode).toBe(200);
    const moved = await t.call(
      api.updateProjectMonitoringLocationV2,
      {
        params: { ...params, monitoringlocation: id },
        body: { Location: { Latitude: 40.5, Longitude: -73.5 } },
      },
      manager,
    );
    expect(moved.statusCode).toBe(200);
    const row = await t.handle.db
      .selectFrom('monitoring_locations')
      .select(['name', 'latitude', 'longitude'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'East pole', latitude: 40.5, longitude: -73.5 });

    const badName = await t.call(
      api.updateProjectMonitoringLocationV2,
      { params: { ...params, monitoringlocation: id }, body: { Name: 'East#pole' } },
      manager,
    );
    expect(badName.statusCode).toBe(400);
    const refused = await t.call(
      api.updateProjectMonitoringLocationV2,
      { params: { ...params, monitoringlocation: id }, body: { Name: 'By viewer' } },
      viewer,
    );
    expect(refused.statusCode).toBe(403);
    const foreign = await t.call(
      api.updateProjectMonitoringLocationV2,
      { params: { ...params, monitoringlocation: id }, body: { Name: 'By other' } },
      other,
    );
    expect(foreign.statusCode).toBe(404);
    await t.handle.db
      .updateTable('monitoring_locations')
      .set({ is_hidden: true })
      .where('id', '=', id)
      .execute();
    const hidden = await t.call(
      api.updateProjectMonitoringLocationV2,
      { params: { ...params, monitoringlocation: id }, body: { Name: 'Hidden pole' } },
      manager,
    );
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().Messages).toEqual([HIDDEN_LOCATION]);
  });

  describe('attachment times', () => {
    type Input = EndpointInput<typeof api.updateAttachmentTimes>;
    let closed: string;
    let open: string;

    beforeAll(async () => {
      // One instrument: at A from 1 to 5 October, at B from 10 October until now.
      const a = await createLocation(t.handle.db, projectId, 'Times A');
      const b = await createLocation(t.handle.db, projectId, 'Times B');
      const instrument = await createInstrument(
        t.handle.db,
        { organisationId, projectId },
        'ORG-TIMES-1',
        [SENSOR.PM10],
        new Date('2026-09-15T00:00:00Z'),
      );
      await attach(
        t.handle.db,
        instrument,
        a,
        new Date('2026-10-01T00:00:00Z'),
        new Date('2026-10-05T00:00:00Z'),
      );
      await attach(t.handle.db, instrument, b, new Date('2026-10-10T00:00:00Z'));
      const rows = await t.handle.db
        .selectFrom('attachments')
        .select(['id', 'detached_at'])
        .where('instrument_id', '=', instrument)
        .execute();
      closed = rows.find((r) => r.detached_at !== null)!.id;
      open = rows.find((r) => r.detached_at === null)!.id;
    });

    const call = (input: Input, caller: Caller = manager) =>
      t.call(api.updateAttachmentTimes, input, caller);

    it('corrects the times up to the next attachment, exactly', async () => {
      const response = await call({
        params: { attachmentId: closed },
        query: { attachTime: '2026-09-20T00:00:00Z', detachTime: '2026-10-10T00:00:00Z' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        AttachmentId: closed,
        MonitorSerial: 'ORG-TIMES-1',
        AttachTime: '2026-09-20T00:00:00.000Z',
        DetachTime: '2026-10-10T00:00:00.000Z',
      });
      const onlyAttach = await call({
        params: { attachmentId: open },
        query: { attachTime: '2026-10-11T00:00:00Z' },
      });
      expect(onlyAttach.statusCode).toBe(200);
      expect(onlyAttach.json()).toMatchObject({
        AttachTime: '2026-10-11T00:00:00.000Z',
        DetachTime: null,
      });
    });

    it('refuses overlaps, times before the lease or in the future, and an open detach', async () => {
      const overlap = await call({
        params: { attachmentId: closed },
        query: { detachTime: '2026-10-11T00:00:01Z' },
      });
      expect(overlap.statusCode).toBe(409);
      expect(overlap.json().Messages[0]).toContain('overlaps its attachment to Times B');
      const beforeLease = await call({
        params: { attachmentId: closed },
        query: { attachTime: '2026-09-14T23:59:59Z' },
      });
      expect(beforeLease.statusCode).toBe(409);
      expect(beforeLease.json().Messages[0]).toContain('before its lease');
      const future = await call({
        params: { attachmentId: open },
        query: { attachTime: '2026-11-02T09:00:01Z' },
      });
      expect(future.statusCode).toBe(400);
      expect(future.json().Messages).toEqual([TIME_IN_FUTURE]);
      const openDetach = await call({
        params: { attachmentId: open },
        query: { detachTime: '2026-11-01T00:00:00Z' },
      });
      expect(openDetach.statusCode).toBe(409);
      expect(openDetach.json().Messages).toEqual([ATTACHMENT_OPEN]);
      // After the stored detach time: the attachment would end before it begins.
      const inverted = await call({
        params: { attachmentId: closed },
        query: { attachTime: '2026-10-10T00:00:00Z' },
      });
      expect(inverted.statusCode).toBe(400);
      const both = await call({
        params: { attachmentId: closed },
        query: { attachTime: '2026-10-03T00:00:00Z', detachTime: '2026-10-02T00:00:00Z' },
      });
      expect(both.statusCode).toBe(400);
      const neither = await call({ params: { attachmentId: closed }, query: {} });
      expect(neither.statusCode).toBe(400);
    });

    it('answers 403 without the permission and 404 for another organisation', async () => {
      const input = {
        params: { attachmentId: closed },
        query: { attachTime: '2026-09-21T00:00:00Z' },
      };
      const refused = await call(input, viewer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Messages).toEqual([NO_MANAGE_LOCATIONS]);
      expect((await call(input, other)).statusCode).toBe(404);
      expect((await call(input, userManager)).statusCode).toBe(404);
      expect(
        (await call({ params: { attachmentId: MISSING_ID }, query: input.query })).statusCode,
      ).toBe(404);
      const row = await t.handle.db
        .selectFrom('attachments')
        .select('attached_at')
        .where('id', '=', closed)
        .executeTakeFirstOrThrow();
      expect(row.attached_at.toISOString()).toBe('2026-09-20T00:00:00.000Z');
    });
  });
});

describe('users of an organisation', () => {
  async function outboxTo(recipient: string) {
    return t.handle.db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', recipient)
      .execute();
  }

  it('lists users with their role and last sign-in', async () => {
    const customer = await createCustomer(D, unique('Listed Customer'));
    const id = await createUser(customer, 'listed.user', 'Viewer');
    const before = await t.call(
      api.listOrganisationUsersV2,
      { params: { organisation: customer } },
      admin,
    );
    expect(before.statusCode).toBe(200);
    expect(before.json().Items).toEqual([
      {
        Id: id,
        Username: 'listed.user',
        FullName: 'Person listed.user',
        PreferredName: null,
        EmailAddress: 'listed.user@example.test',
        JobTitle: 'Technician',
        Role: 'Viewer',
        OrganisationName: customer,
        CreatedAt: expect.any(String),
        LastSignInAt: null,
      },
    ]);
    t.clock.set('2026-11-02T10:30:00Z');
    await t.signIn('listed.user', 'Start-pass-123');
    t.clock.set(NOW);
    const after = await t.call(
      api.listOrganisationUsersV2,
      { params: { organisation: customer } },
      admin,
    );
    expect(after.json().Items[0].LastSignInAt).toBe('2026-11-02T10:30:00.000Z');
    // The administrator holds every permission, so may grant every role.
    expect(after.json().GrantableRoles).toEqual(['Administrator', 'ProjectManager', 'Viewer']);
    // The user manager holds Manage_Users and some project permissions: only Viewer's are all held.
    const managed = await createCustomer(H, unique('Grant Customer'), userManager);
    const ownUsers = await t.call(
      api.listOrganisationUsersV2,
      { params: { organisation: managed } },
      userManager,
    );
    expect(ownUsers.statusCode).toBe(200);
    expect(ownUsers.json().GrantableRoles).toEqual(['Viewer']);

    const refused = await t.call(
      api.listOrganisationUsersV2,
      { params: { organisation: D } },
      manager,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_MANAGE_USERS]);
    const foreign = await t.call(
      api.listOrganisationUsersV2,
      { params: { organisation: customer } },
      userManager,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('creates a user and queues the invitation without the password', async () => {
    const customer = await createCustomer(H, unique('Invited Customer'), userManager);
    const created = await t.call(
      api.createOrganisationUserV2,
      {
        params: { organisation: customer },
        body: { ...createUserBody('invited.one'), PreferredName: 'Ivy', Locale: 'fr' },
      },
      userManager,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      Username: 'invited.one',
      PreferredName: 'Ivy',
      Role: 'Viewer',
      OrganisationName: customer,
      LastSignInAt: null,
    });
    const mail = await outboxTo('invited.one@example.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('Username: invited.one');
    expect(mail[0]!.body).toContain(`Sign in at: ${SIGN_IN_URL}`);
    expect(mail[0]!.body).toContain('Uma Manager');
    expect(mail[0]!.body).toContain(customer);
    expect(mail[0]!.body).not.toContain('Start-pass-123');
    expect(mail[0]!.subject).not.toContain('Start-pass-123');

    // A role is granted only by someone holding all of its permissions.
    const grant = await t.call(
      api.createOrganisationUserV2,
      {
        params: { organisation: customer },
        body: createUserBody('too.powerful', 'ProjectManager'),
      },
      userManager,
    );
    expect(grant.statusCode).toBe(403);
    expect(grant.json().Messages).toEqual(GRANT_REFUSED);
    expect(await outboxTo('too.powerful@example.test')).toEqual([]);

    const duplicate = await t.call(
      api.createOrganisationUserV2,
      { params: { organisation: customer }, body: createUserBody('INVITED.ONE') },
      userManager,
    );
    expect(duplicate.statusCode).toBe(409);
    const badEmail = await t.call(
      api.createOrganisationUserV2,
      {
        params: { organisation: customer },
        body: { ...createUserBody('bad.email'), EmailAddress: 'not-an-address' },
      },
      userManager,
    );
    expect(badEmail.statusCode).toBe(400);
    const weak = await t.call(
      api.createOrganisationUserV2,
      {
        params: { organisation: customer },
        body: { ...createUserBody('weak.pass'), Password: 'a' },
      },
      userManager,
    );
    expect(weak.statusCode).toBe(400);

    const refused = await t.call(
      api.createOrganisationUserV2,
      { params: { organisation: H }, body: createUserBody('by.project.manager') },
      other,
    );
    expect(refused.statusCode).toBe(403);
    const foreign = await t.call(
      api.createOrganisationUserV2,
      { params: { organisation: D }, body: createUserBody('into.demo') },
      userManager,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('changes roles with the grant and last-administrator rules', async () => {
    const customer = await createCustomer(D, unique('Roles Customer'));
    const first = await createUser(customer, 'roles.admin', 'Administrator');
    const params = { organisation: customer, userId: first };

    // Alone in the organisation, the last administrator may be demoted (no one is left unmanaged).
    const alone = await t.call(
      api.updateOrganisationUserV2,
      { params, body: { Role: 'Viewer' } },
      admin,
    );
    expect(alone.statusCode).toBe(200);
    expect(alone.json().Role).toBe('Viewer');
    await t.call(api.updateOrganisationUserV2, { params, body: { Role: 'Administrator' } }, admin);

    const second = await createUser(customer, 'roles.viewer', 'Viewer');
    const last = await t.call(
      api.updateOrganisationUserV2,
      { params, body: { Role: 'ProjectManager', JobTitle: 'Not saved' } },
      admin,
    );
    expect(last.statusCode).toBe(409);
    expect(last.json().Messages).toEqual([LAST_USER_MANAGER_ROLE]);
    const removed = await t.call(api.deleteOrganisationUserV2, { params }, admin);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().Messages).toEqual([
      'Give another user of the organisation the Administrator role before deleting this account.',
    ]);

    const promoted = await t.call(
      api.updateOrganisationUserV2,
      {
        params: { organisation: customer, userId: second },
        body: { Role: 'Administrator', FullName: 'Second Admin', JobTitle: 'Director' },
      },
      admin,
    );
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      Role: 'Administrator',
      FullName: 'Second Admin',
      JobTitle: 'Director',
    });
    const demoted = await t.call(
      api.updateOrganisationUserV2,
      { params, body: { Role: 'ProjectManager' } },
      admin,
    );
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({ Role: 'ProjectManager', JobTitle: 'Technician' });

    const blank = await t.call(
      api.updateOrganisationUserV2,
      { params, body: { FullName: '  ' } },
      admin,
    );
    expect(blank.statusCode).toBe(400);
    const badRole = await t.call(
      api.updateOrganisationUserV2,
      { params, body: { Role: 'Owner' as 'Viewer' } },
      admin,
    );
    expect(badRole.statusCode).toBe(400);
    // The user belongs to another organisation than the path names.
    const wrongOrganisation = await t.call(
      api.updateOrganisationUserV2,
      { params: { organisation: D, userId: first }, body: { JobTitle: 'x' } },
      admin,
    );
    expect(wrongOrganisation.statusCode).toBe(404);
    const refused = await t.call(
      api.updateOrganisationUserV2,
      { params: { organisation: D, userId: await t.userId('viewer') }, body: { JobTitle: 'x' } },
      manager,
    );
    expect(refused.statusCode).toBe(403);
    const foreign = await t.call(
      api.updateOrganisationUserV2,
      { params, body: { JobTitle: 'x' } },
      userManager,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a role the caller does not fully hold, when changing one', async () => {
    const customer = await createCustomer(H, unique('Grant Customer'), userManager);
    const created = await t.call(
      api.createOrganisationUserV2,
      { params: { organisation: customer }, body: createUserBody('grant.viewer') },
      userManager,
    );
    const params = { organisation: customer, userId: created.json().Id as string };
    const grant = await t.call(
      api.updateOrganisationUserV2,
      { params, body: { Role: 'Administrator' } },
      userManager,
    );
    expect(grant.statusCode).toBe(403);
    expect(grant.json().Messages).toEqual(GRANT_REFUSED);
    const details = await t.call(
      api.updateOrganisationUserV2,
      { params, body: { JobTitle: 'Surveyor' } },
      userManager,
    );
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ Role: 'Viewer', JobTitle: 'Surveyor' });
  });

  it('removes a user of a managed organisation', async () => {
    const customer = await createCustomer(H, unique('Removal Customer'), userManager);
    const created = await t.call(
      api.createOrganisationUserV2,
      { params: { organisation: customer }, body: createUserBody('to.remove') },
      userManager,
    );
    const params = { organisation: customer, userId: created.json().Id as string };
    expect((await t.call(api.deleteOrganisationUserV2, { params }, other)).statusCode).toBe(403);
    expect((await t.call(api.deleteOrganisationUserV2, { params }, manager)).statusCode).toBe(404);
    const removed = await t.call(api.deleteOrganisationUserV2, { params }, userManager);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({});
    const again = await t.call(api.deleteOrganisationUserV2, { params }, userManager);
    expect(again.statusCode).toBe(404);
    const badId = await t.call(
      api.deleteOrganisationUserV2,
      { params: { organisation: customer, userId: 'not-a-uuid' } },
      userManager,
    );
    expect(badId.statusCode).toBe(400);
  });
});
