import { navigationApi } from '@aq/api';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { createInstrument, createLocation, createProject, SENSOR } from '../../test/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let viewer: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
});
afterAll(() => t.close());

const EVERYONE = [
  { Title: 'Projects', AppPath: '/OneView', Category: 'GlobalApp' },
  { Title: 'Alerts', AppPath: '/OneView/alerts', Category: 'GlobalApp' },
  { Title: 'Contributions', AppPath: '/OneView/contributions', Category: 'GlobalApp' },
  { Title: 'Profile', AppPath: '/OneView/profile', Category: 'GlobalApp' },
  { Title: 'Instrument data', AppPath: '/HomeNew/monitor', Category: 'ScopedAppSelectionRequired' },
];

async function links(caller: Caller) {
  const response = await t.call(navigationApi.getNavigationLinks, {}, caller);
  expect(response.statusCode).toBe(200);
  return response.json().Links as unknown[];
}

describe('GET /v0.1/navigation/links', () => {
  it('gives an administrator every link: licences, organisations and notification management included', async () => {
    expect(await links(admin)).toEqual([
      ...EVERYONE,
      { Title: 'Licenses', AppPath: '/OneView/license-dashboard', Category: 'GlobalApp' },
      { Title: 'Organisations', AppPath: '/OneView/organisations', Category: 'GlobalApp' },
      { Title: 'Notifications', AppPath: '/OneView/notifications', Category: 'GlobalApp' },
      { Title: 'Delivery outbox', AppPath: '/OneView/outbox', Category: 'GlobalApp' },
    ]);
  });

  it('hides the links whose permission the caller lacks', async () => {
    // ProjectManager holds none of Manage_Licenses, Manage_Users and
    // Administration__Manage_Notifications.
    expect(await links(manager)).toEqual(EVERYONE);
    expect(await links(viewer)).toEqual(EVERYONE);
    expect(await links(other)).toEqual(EVERYONE);
  });

  it('gives a user without View_Data no links', async () => {
    // A role that grants nothing; 'other' holds it for this test only.
    await t.handle.db.insertInto('roles').values({ name: 'NoAccess' }).execute();
    await t.handle.db
      .updateTable('users')
      .set({ role: 'NoAccess' })
      .where('username', '=', 'other')
      .execute();
    try {
      const response = await t.call(navigationApi.getNavigationLinks, {}, other);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ Links: [] });
    } finally {
      await t.handle.db
        .updateTable('users')
        .set({ role: 'ProjectManager' })
        .where('username', '=', 'other')
        .execute();
    }
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await t.call(navigationApi.getNavigationLinks, {}, null)).statusCode).toBe(401);
  });
});

describe('GET /v0.1/navigation/selection-name', () => {
  it('answers a null name when nothing is selected', async () => {
    const response = await t.call(navigationApi.getSelectionName, { query: {} }, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Name: null });
  });

  it("names an instrument, a lease, a location or a group, and hides other organisations' ones", async () => {
    const project = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Named Project');
    const first = await createInstrument(
      t.handle.db,
      { organisationId: project.organisationId, projectId: project.id },
      'NAV-1',
      [SENSOR.PM10],
    );
    await createInstrument(
      t.handle.db,
      { organisationId: project.organisationId, projectId: project.id },
      'NAV-2',
      [SENSOR.PM10],
    );
    const locationId = await createLocation(t.handle.db, project.id, 'Gate House');
    const lease = await t.handle.db
      .selectFrom('leases')
      .select('id')
      .where('instrument_id', '=', first)
      .executeTakeFirstOrThrow();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ MonitorId: 'NAV-1' }, 'NAV-1'],
      [{ LeaseId: lease.id }, 'NAV-1'],
      [{ MonitoringLocationId: locationId }, 'Gate House'],
      [{ GroupedMonitorIds: ['NAV-1', 'NAV-2'] }, 'NAV-1, NAV-2'],
      [{ GroupedLeaseIds: [lease.id] }, 'NAV-1'],
    ];
    for (const [query, name] of cases) {
      const response = await t.call(navigationApi.getSelectionName, { query }, viewer);
      expect(response.json()).toEqual({ Name: name });
    }
    const otherUser = await t.signIn('other');
    for (const [query] of cases) {
      const response = await t.call(navigationApi.getSelectionName, { query }, otherUser);
      expect(response.statusCode).toBe(404);
      expect(response.json().Messages).toEqual(['The requested resource could not be found.']);
    }
  });

  it('answers 404 for ids that do not exist', async () => {
    for (const query of [
      { MonitorId: 'NOPE-1' },
      { LeaseId: 'lease-1' },
      { MonitoringLocationId: 'location-1' },
      { GroupedMonitorIds: ['a', 'b'] },
    ]) {
      expect((await t.call(navigationApi.getSelectionName, { query }, viewer)).statusCode).toBe(
        404,
      );
    }
  });

  it('answers 400 for an empty id', async () => {
    const response = await t.fastify.inject({
      method: 'GET',
      url: '/v0.1/navigation/selection-name?MonitorId=',
      headers: { cookie: viewer.cookie ?? '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Messages).toEqual([
      'MonitorId: Too small: expected string to have >=1 characters',
    ]);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await t.call(navigationApi.getSelectionName, { query: {} }, null)).statusCode).toBe(
      401,
    );
  });
});
