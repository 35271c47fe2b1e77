import { navigationApi, projectDataApi, projectsApi, type EndpointInput } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, TEST_START, type Caller, type TestApp } from '../../test/helper';
import { NO_PROJECT_ACCESS } from './access';
import {
  DUPLICATE_NAME,
  NO_MANAGE_PROJECTS,
  OTHER_ORGANISATION,
  PROJECT_HAS_INSTRUMENTS,
  UNLICENSED_INSTRUMENTS_PROJECT,
} from './service';

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

const D = DEMO_ORGANISATIONS.demo;
const H = DEMO_ORGANISATIONS.other;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = ['The requested resource could not be found.'];

type CreateBody = EndpointInput<typeof projectsApi.createProject>['body'];
type SettingsBody = EndpointInput<typeof projectsApi.updateProjectSettings>['body'];

const newProject = (overrides: Partial<CreateBody> = {}): CreateBody => ({
  Name: 'Gowanus Dig',
  Location: { Latitude: 40.6745, Longitude: -73.9903 },
  Organisation: D,
  SummerTimeAdjusted: true,
  TimeZoneId: 'America/New_York',
  ...overrides,
});

async function create(caller: Caller, overrides: Partial<CreateBody> = {}): Promise<string> {
  const response = await t.call(projectsApi.createProject, { body: newProject(overrides) }, caller);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().Id as string;
}

async function details(caller: Caller | null, ProjectId: string) {
  return t.call(projectsApi.getProjectDetails, { query: { ProjectId } }, caller);
}

async function summaryNames(caller: Caller): Promise<string[]> {
  const response = await t.call(projectsApi.getProjectSummaries, { query: {} }, caller);
  expect(response.statusCode).toBe(200);
  return (response.json().Items as Array<{ Name: string }>).map((item) => item.Name);
}

async function addMember(projectId: string, username: string) {
  await t.handle.db
    .insertInto('project_members')
    .values({ project_id: projectId, user_id: await t.userId(username) })
    .execute();
}

describe('POST /v0.1/Projects', () => {
  it('creates a project in the caller’s organisation (named in any case) and answers 201 with its id', async () => {
    const response = await t.call(
      projectsApi.createProject,
      { body: newProject({ Name: '  Gowanus Dig  ', Organisation: 'demo environmental' }) },
      manager,
    );
    expect(response.statusCode).toBe(201);
    const id = response.json().Id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const project = await details(manager, id);
    expect(project.statusCode).toBe(200);
    // The test clock is 2 November 2026 09:00 UTC: New York left summer time on 1 November.
    expect(project.json()).toEqual({
      Id: id,
      Name: 'Gowanus Dig',
      OrganisationName: 'Demo Environmental',
      Location: { Latitude: 40.6745, Longitude: -73.9903 },
      // The nearest GeoNames place, 0.6 km away.
      LocationLabel: 'Park Slope, New York',
      TimeZoneId: 'America/New_York',
      TimeZoneOffset: '-05:00',
      TimeZoneName: 'Eastern Standard Time',
      SummerTimeAdjusted: true,
      CanAccessProject: true,
      // A new project has no licence until one is bought or a trial starts (ProjectLicensing on).
      IsLicensed: false,
      ComplianceLevels: [],
      canChangeOrganisation: false,
    });
    expect(await summaryNames(manager)).toContain('Gowanus Dig');
    const row = await t.handle.db
      .selectFrom('projects')
      .select(['created_at', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ created_at: TEST_START, deleted_at: null });
  });

  it('refuses a second live project of the same name in one organisation, ignoring case (409)', async () => {
    const response = await t.call(
      projectsApi.createProject,
      { body: newProject({ Name: 'GOWANUS dig' }) },
      admin,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      Messages: [DUPLICATE_NAME],
      Errors: { Name: [DUPLICATE_NAME] },
    });
  });

  it('allows the same name in another organisation', async () => {
    await create(other, { Organisation: H });
    expect(await summaryNames(other)).toEqual(['Gowanus Dig']);
  });

  it('answers 400 with every rule failure at its field', async () => {
    const response = await t.call(
      projectsApi.createProject,
      {
        body: newProject({
          Name: 'a/b',
          Organisation: null,
          Location: { Latitude: 0, Longitude: 181 },
          TimeZoneId: '',
        }),
      },
      manager,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Messages).toEqual([
      'A project name can only contain the following special characters: - _ ( ) & ? | #',
      'A project must have an organisation',
      'Longitude must be between -180 and 180',
      'A project must have a timezone',
    ]);
    expect(response.json().Issues[0]).toMatchObject({
      Field: 'Name',
      Code: 'project.nameCharacters',
    });
  });

  it('answers 400 for a name over 200 characters and a missing location', async () => {
    const response = await t.call(
      projectsApi.createProject,
      { body: newProject({ Name: 'x'.repeat(201), Location: null }) },
      manager,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({
      Name: ['A project name must be 200 characters or less'],
      Location: ['A project must have a location'],
    });
  });

  it.each(['Mars/Olympus_Mons', '+01:00', 'America/New York'])(
    'answers 400 for the unknown time zone %j',
    async (TimeZoneId) => {
      const response = await t.call(
        projectsApi.createProject,
        { body: newProject({ Name: 'Zone Test', TimeZoneId }) },
        manager,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().Errors).toEqual({
        TimeZoneId: [`'${TimeZoneId}' is not a known time zone.`],
      });
    },
  );

  it('stores a time zone as the time zone list names it', async () => {
    const utc = await create(manager, { Name: 'Zone Utc', TimeZoneId: 'utc' });
    const eastern = await create(manager, { Name: 'Zone Eastern', TimeZoneId: 'US/Eastern' });
    expect((await details(manager, utc)).json()).toMatchObject({
      TimeZoneId: 'Etc/UTC',
      TimeZoneOffset: '+00:00',
      TimeZoneName: 'Coordinated Universal Time',
    });
    expect((await details(manager, eastern)).json().TimeZoneId).toBe('America/New_York');
  });

  it('needs Manage_Projects: a viewer gets 403, an anonymous caller 401', async () => {
    const response = await t.call(
      projectsApi.createProject,
      { body: newProject({ Name: 'Nope' }) },
      viewer,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().Messages).toEqual([NO_MANAGE_PROJECTS]);
    expect(
      (await t.call(projectsApi.createProject, { body: newProject({ Name: 'Nope' }) }, null))
        .statusCode,
    ).toBe(401);
  });

  it('needs the UnlicensedProjectAccess flag of the caller’s organisation (403 with the spec’s text)', async () => {
    const demo = await t.handle.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', D)
      .executeTakeFirstOrThrow();
    const setFlag = (enabled: boolean) =>
      t.handle.db
        .updateTable('feature_flags')
        .set({ enabled })
        .where('organisation_id', '=', demo.id)
        .where('flag', '=', 'UnlicensedProjectAccess')
        .execute();
    await setFlag(false);
    try {
      const response = await t.call(
        projectsApi.createProject,
        { body: newProject({ Name: 'Flag Off' }) },
        manager,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().Messages).toEqual([
        'You do not have permission to purchase new project licenses. Please contact your OneView Air reseller for assistance.',
      ]);
      // The other organisation's flag is its own.
      await create(other, { Name: 'Flag Still On', Organisation: H });
    } finally {
      await setFlag(true);
    }
  });

  it('refuses another organisation without canChangeOrganisation (403), known or not', async () => {
    for (const Organisation of [H, 'Nowhere Ltd']) {
      const response = await t.call(
        projectsApi.createProject,
        { body: newProject({ Name: 'Elsewhere', Organisation }) },
        manager,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().Messages).toEqual([OTHER_ORGANISATION]);
    }
  });

  it('lets an organisations administrator create in another organisation, and answers 400 for an unknown one', async () => {
    const id = await create(admin, {
      Name: 'Tacoma Tideflats',
      Organisation: 'HARBOUR CONSULTING',
    });
    expect((await details(admin, id)).json()).toMatchObject({
      OrganisationName: H,
      canChangeOrganisation: true,
    });
    expect(await summaryNames(other)).toContain('Tacoma Tideflats');
    const unknown = await t.call(
      projectsApi.createProject,
      { body: newProject({ Name: 'Elsewhere', Organisation: 'Nowhere Ltd' }) },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Errors).toEqual({
      Organisation: ["There is no organisation named 'Nowhere Ltd'."],
    });
  });

  it('makes the creator a member of a project of their own organisation', async () => {
    const id = await create(manager, { Name: 'Membership Check' });
    const members = await t.handle.db
      .selectFrom('project_members')
      .select('user_id')
      .where('project_id', '=', id)
      .execute();
    expect(members).toEqual([{ user_id: await t.userId('manager') }]);
  });
});

describe('reading one project', () => {
  let ours: string;
  let theirs: string;

  beforeAll(async () => {
    ours = (await createProject(t.handle.db, D, 'Reading Yard', 'America/Chicago')).id;
    theirs = (await createProject(t.handle.db, H, 'Their Yard')).id;
  });

  it('answers a tile by id', async () => {
    const response = await t.call(
      projectsApi.getProjectSummaryById,
      { query: { ProjectId: ours } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: ours,
      Name: 'Reading Yard',
      OrganisationName: D,
      Location: { Latitude: 40.67, Longitude: -73.99 },
      LocationLabel: 'Brooklyn, NY',
      IsStarred: false,
      CanAccessProject: true,
      IsLicensed: true,
    });
  });

  it("answers 404 for another organisation's project exactly as for a missing or malformed id", async () => {
    for (const ProjectId of [theirs, MISSING_ID, 'not-an-id']) {
      for (const endpoint of [projectsApi.getProjectSummaryById, projectsApi.getProjectDetails]) {
        const response = await t.call(endpoint, { query: { ProjectId } }, manager);
        expect(response.statusCode).toBe(404);
        expect(response.json().Messages).toEqual(NOT_FOUND);
      }
    }
  });

  it('gives an organisations administrator any project, with canChangeOrganisation', async () => {
    const response = await details(admin, theirs);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ OrganisationName: H, canChangeOrganisation: true });
  });

  it('tells a viewer who is not a member 403 for the details, but shows the tile', async () => {
    const response = await details(viewer, ours);
    expect(response.statusCode).toBe(403);
    expect(response.json().Messages).toEqual([NO_PROJECT_ACCESS]);
    const tile = await t.call(
      projectsApi.getProjectSummaryById,
      { query: { ProjectId: ours } },
      viewer,
    );
    expect(tile.statusCode).toBe(200);
    expect(tile.json().CanAccessProject).toBe(false);
  });

  it('opens the project to a viewer once they are a member', async () => {
    const project = (await createProject(t.handle.db, D, 'Viewer Yard')).id;
    await addMember(project, 'viewer');
    const response = await details(viewer, project);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ CanAccessProject: true, canChangeOrganisation: false });
  });

  it('answers the offset and name in force now', async () => {
    t.clock.set('2026-07-01T12:00:00Z');
    try {
      expect((await details(manager, ours)).json()).toMatchObject({
        TimeZoneId: 'America/Chicago',
        TimeZoneOffset: '-05:00',
        TimeZoneName: 'Central Daylight Time',
      });
      await t.handle.db
        .updateTable('projects')
        .set({ summer_time_adjusted: false })
        .where('id', '=', ours)
        .execute();
      expect((await details(manager, ours)).json()).toMatchObject({
        TimeZoneOffset: '-06:00',
        TimeZoneName: 'Central Standard Time',
        SummerTimeAdjusted: false,
      });
    } finally {
      t.clock.set(TEST_START);
    }
  });

  it('answers 400 without a ProjectId and 401 to anonymous callers', async () => {
    const response = await t.fastify.inject({
      method: 'GET',
      url: '/v0.1/projectDetails',
      headers: { cookie: manager.cookie ?? '' },
    });
    expect(response.statusCode).toBe(400);
    expect((await details(null, ours)).statusCode).toBe(401);
  });
});

describe('PUT /v0.1/project/{id}/settings', () => {
  let id: string;
  const settings = (overrides: Partial<SettingsBody> = {}): SettingsBody => ({
    Name: 'Settings Yard',
    Location: { Latitude: 40.67, Longitude: -73.99 },
    TimeZoneId: 'America/New_York',
    TimeZoneAdjustment: 'SummerTimeAdjusted',
    ...overrides,
  });
  const save = (caller: Caller | null, body: SettingsBody, projectId = id) =>
    t.call(projectsApi.updateProjectSettings, { params: { id: projectId }, body }, caller);

  beforeAll(async () => {
    id = (await createProject(t.handle.db, D, 'Settings Yard')).id;
  });

  it('saves name, time zone and summer time, keeps the label at the same place, and answers the project', async () => {
    const response = await save(
      manager,
      settings({
        Name: 'Settings Yard East',
        TimeZoneId: 'Australia/Sydney',
        TimeZoneAdjustment: 'None',
      }),
    );
    expect(response.statusCode).toBe(200);
    // Sydney observes summer time in November; not adjusted, the project keeps standard time.
    expect(response.json()).toEqual({
      Id: id,
      Name: 'Settings Yard East',
      OrganisationName: D,
      Location: { Latitude: 40.67, Longitude: -73.99 },
      LocationLabel: 'Brooklyn, NY',
      TimeZoneId: 'Australia/Sydney',
      TimeZoneOffset: '+10:00',
      TimeZoneName: 'Australian Eastern Standard Time',
      SummerTimeAdjusted: false,
      CanAccessProject: true,
      IsLicensed: true,
      ComplianceLevels: [],
      canChangeOrganisation: false,
    });
    expect((await details(manager, id)).json()).toEqual(response.json());
  });

  it('labels a moved location with its nearest place, and empties the label at sea', async () => {
    const response = await save(
      manager,
      settings({ Name: 'Settings Yard East', Location: { Latitude: 40.7, Longitude: -74 } }),
    );
    expect(response.json()).toMatchObject({
      Location: { Latitude: 40.7, Longitude: -74 },
      LocationLabel: 'Brooklyn Heights, New York',
      TimeZoneOffset: '-05:00',
      SummerTimeAdjusted: true,
    });
    const atSea = await save(
      manager,
      settings({ Name: 'Settings Yard East', Location: { Latitude: 39, Longitude: -60 } }),
    );
    expect(atSea.json()).toMatchObject({ LocationLabel: null });
    const back = await save(
      manager,
      settings({ Name: 'Settings Yard East', Location: { Latitude: 40.7, Longitude: -74 } }),
    );
    expect(back.json()).toMatchObject({ LocationLabel: 'Brooklyn Heights, New York' });
  });

  it('lets a project change the case of its own name, but not take another project’s name (409)', async () => {
    expect((await save(manager, settings({ Name: 'SETTINGS YARD EAST' }))).statusCode).toBe(200);
    await createProject(t.handle.db, D, 'Taken Name');
    const response = await save(manager, settings({ Name: 'taken name' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().Messages).toEqual([DUPLICATE_NAME]);
  });

  it('answers 400 for a missing location, an unknown adjustment or time zone', async () => {
    const missing = await save(manager, settings({ Location: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Messages).toEqual(['A project must have a location']);
    const adjustment = await save(manager, {
      ...settings(),
      TimeZoneAdjustment: 'Dst',
    } as unknown as SettingsBody);
    expect(adjustment.statusCode).toBe(400);
    const zone = await save(manager, settings({ TimeZoneId: 'Nowhere/Land' }));
    expect(zone.statusCode).toBe(400);
    expect(zone.json().Errors).toEqual({
      TimeZoneId: ["'Nowhere/Land' is not a known time zone."],
    });
  });

  it('needs Manage_Projects (403), hides other organisations (404) and needs a session (401)', async () => {
    await addMember(id, 'viewer');
    const byViewer = await save(viewer, settings());
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().Messages).toEqual([NO_MANAGE_PROJECTS]);
    expect((await save(other, settings())).statusCode).toBe(404);
    expect((await save(manager, settings(), MISSING_ID)).statusCode).toBe(404);
    expect((await save(null, settings())).statusCode).toBe(401);
  });

  it("lets an organisations administrator save another organisation's project", async () => {
    const theirs = (await createProject(t.handle.db, H, 'Harbour Settings')).id;
    const response = await save(admin, settings({ Name: 'Harbour Settings 2' }), theirs);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Name: 'Harbour Settings 2', OrganisationName: H });
  });
});

describe('DELETE /v0.1/project/{id}', () => {
  const remove = (caller: Caller | null, id: string) =>
    t.call(projectsApi.deleteProject, { params: { id } }, caller);

  it('is refused (409) while an instrument is leased to the project', async () => {
    const project = await createProject(t.handle.db, D, 'Leased Site');
    await createInstrument(
      t.handle.db,
      { organisationId: project.organisationId, projectId: project.id },
      'DEL-1',
      [SENSOR.PM10],
    );
    const response = await remove(manager, project.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().Messages).toEqual([PROJECT_HAS_INSTRUMENTS]);
    expect((await details(manager, project.id)).statusCode).toBe(200);
    // A terminated lease is history and no longer holds the project.
    await t.handle.db
      .updateTable('leases')
      .set({ status: 'Terminate', end_date: new Date('2026-11-01T00:00:00Z') })
      .where('project_id', '=', project.id)
      .execute();
    expect((await remove(manager, project.id)).statusCode).toBe(200);
  });

  it('is refused while an instrument is attached at one of its locations, allowed once detached', async () => {
    const project = await createProject(t.handle.db, D, 'Attached Site');
    const instrument = await createInstrument(
      t.handle.db,
      { organisationId: project.organisationId },
      'DEL-2',
      [SENSOR.PM10],
    );
    const location = await createLocation(t.handle.db, project.id, 'Fence');
    await attach(t.handle.db, instrument, location, new Date('2026-10-01T00:00:00Z'));
    expect((await remove(manager, project.id)).statusCode).toBe(409);
    await t.handle.db
      .updateTable('attachments')
      .set({ detached_at: new Date('2026-10-02T00:00:00Z') })
      .where('monitoring_location_id', '=', location)
      .execute();
    expect((await remove(manager, project.id)).statusCode).toBe(200);
  });

  it('deletes softly: the project disappears from every read but stays in the database', async () => {
    const project = await createProject(t.handle.db, D, 'Doomed Site');
    const location = await createLocation(t.handle.db, project.id, 'Doomed Fence');
    await t.call(projectsApi.addProjectFavourite, { body: { ProjectId: project.id } }, manager);
    t.clock.set('2026-11-02T10:30:00Z');
    try {
      const response = await remove(manager, project.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    } finally {
      t.clock.set(TEST_START);
    }
    expect(await summaryNames(manager)).not.toContain('Doomed Site');
    expect(await summaryNames(admin)).not.toContain('Doomed Site');
    const query = { ProjectId: project.id };
    for (const response of [
      await t.call(projectsApi.getProjectSummaryById, { query }, manager),
      await details(manager, project.id),
      await t.call(
        projectsApi.updateProjectSettings,
        {
          params: { id: project.id },
          body: {
            Name: 'Doomed Site',
            Location: { Latitude: 40, Longitude: -74 },
            TimeZoneId: 'Etc/UTC',
            TimeZoneAdjustment: 'None',
          },
        },
        manager,
      ),
      await t.call(projectsApi.addProjectFavourite, { body: query }, manager),
      await t.call(projectsApi.removeProjectFavourite, { body: query }, manager),
      await remove(manager, project.id),
      await t.call(
        projectDataApi.getChannelTimeseries,
        {
          query: {
            ...query,
            MonitoringLocationId: location,
            ChannelName: 'PM10',
            StartTime: '2026-11-02T00:00:00Z',
            EndTime: '2026-11-02T01:00:00Z',
            AveragingPeriodMs: 900_000,
          },
        },
        manager,
      ),
      await t.call(
        navigationApi.getSelectionName,
        { query: { MonitoringLocationId: location } },
        manager,
      ),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const organisation = await t.call(
      projectsApi.getOrganisationProjects,
      { params: { organisation: D }, query: {} },
      manager,
    );
    expect(organisation.json().Projects.map((p: { Name: string }) => p.Name)).not.toContain(
      'Doomed Site',
    );
    const row = await t.handle.db
      .selectFrom('projects')
      .select(['name', 'deleted_at'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Doomed Site', deleted_at: new Date('2026-11-02T10:30:00Z') });
    const kept = await t.handle.db
      .selectFrom('monitoring_locations')
      .select('name')
      .where('project_id', '=', project.id)
      .execute();
    expect(kept).toEqual([{ name: 'Doomed Fence' }]);
  });

  it('frees the name of a deleted project', async () => {
    const project = await createProject(t.handle.db, D, 'Reborn Site');
    expect((await remove(manager, project.id)).statusCode).toBe(200);
    const again = await create(manager, { Name: 'reborn site' });
    expect(again).not.toBe(project.id);
  });

  it('needs Manage_Projects (403), hides other organisations (404) and needs a session (401)', async () => {
    const project = await createProject(t.handle.db, D, 'Protected Site');
    await addMember(project.id, 'viewer');
    const byViewer = await remove(viewer, project.id);
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().Messages).toEqual([NO_MANAGE_PROJECTS]);
    expect((await remove(other, project.id)).statusCode).toBe(404);
    expect((await remove(null, project.id)).statusCode).toBe(401);
    expect((await remove(manager, MISSING_ID)).statusCode).toBe(404);
    expect((await details(manager, project.id)).statusCode).toBe(200);
  });
});

describe('favourites', () => {
  let id: string;
  const star = (caller: Caller | null, ProjectId: string) =>
    t.call(projectsApi.addProjectFavourite, { body: { ProjectId } }, caller);
  const unstar = (caller: Caller | null, ProjectId: string) =>
    t.call(projectsApi.removeProjectFavourite, { body: { ProjectId } }, caller);
  const starred = async (caller: Caller, ProjectId: string) =>
    (await t.call(projectsApi.getProjectSummaryById, { query: { ProjectId } }, caller)).json()
      .IsStarred as boolean;

  beforeAll(async () => {
    id = (await createProject(t.handle.db, D, 'Starred Site')).id;
  });

  it('stars and unstars idempotently, for the caller only', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await star(manager, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
    expect(await starred(manager, id)).toBe(true);
    expect(await starred(admin, id)).toBe(false);
    const rows = await t.handle.db
      .selectFrom('project_favourites')
      .select('user_id')
      .where('project_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect((await unstar(manager, id)).statusCode).toBe(200);
    expect(await starred(manager, id)).toBe(false);
  });

  it("answers 404 for another organisation's or a missing project", async () => {
    for (const call of [star, unstar]) {
      expect((await call(other, id)).statusCode).toBe(404);
      expect((await call(manager, MISSING_ID)).statusCode).toBe(404);
    }
  });

  it('answers 403 to a viewer who cannot open the project, 200 once a member', async () => {
    const response = await star(viewer, id);
    expect(response.statusCode).toBe(403);
    expect(response.json().Messages).toEqual([NO_PROJECT_ACCESS]);
    await addMember(id, 'viewer');
    expect((await star(viewer, id)).statusCode).toBe(200);
    expect(await starred(viewer, id)).toBe(true);
  });

  it('answers 400 without a project id and 401 to anonymous callers', async () => {
    const response = await t.fastify.inject({
      method: 'DELETE',
      url: '/v0.1/projectFavourites',
      headers: { cookie: manager.cookie ?? '', origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect((await star(null, id)).statusCode).toBe(401);
  });
});

describe('GET /v0.1/{organisation}/projects', () => {
  let t2: TestApp;
  let admin2: Caller;
  let manager2: Caller;
  let viewer2: Caller;
  let other2: Caller;
  const list = async (
    caller: Caller,
    organisation: string,
    query: EndpointInput<typeof projectsApi.getOrganisationProjects>['query'] = {},
  ) => t2.call(projectsApi.getOrganisationProjects, { params: { organisation }, query }, caller);

  // A database of its own, so the projects are exactly these.
  beforeAll(async () => {
    t2 = await createTestApp();
    admin2 = await t2.signIn('admin');
    manager2 = await t2.signIn('manager');
    viewer2 = await t2.signIn('viewer');
    other2 = await t2.signIn('other');
    const west = await createProject(t2.handle.db, D, 'West Yard');
    const east = await createProject(t2.handle.db, D, 'east Yard');
    await createProject(t2.handle.db, H, 'Harbour Yard');
    await t2.handle.db
      .insertInto('project_members')
      .values({ project_id: west.id, user_id: await t2.userId('viewer') })
      .execute();
    // Instruments in projects only, so far.
    await createInstrument(
      t2.handle.db,
      { organisationId: east.organisationId, projectId: east.id },
      'ORG-1',
      [SENSOR.PM10],
    );
  });
  afterAll(() => t2.close());

  it('lists the live projects by name, all licensed, with CanAccessProject', async () => {
    const response = await list(manager2, 'demo environmental');
    expect(response.statusCode).toBe(200);
    const projects = response.json().Projects;
    expect(projects).toEqual([
      {
        Id: expect.any(String),
        Name: 'east Yard',
        IsLicensed: true,
        CanAccessProject: true,
        IsUnlicensedInstrumentsProject: false,
      },
      {
        Id: expect.any(String),
        Name: 'West Yard',
        IsLicensed: true,
        CanAccessProject: true,
        IsUnlicensedInstrumentsProject: false,
      },
    ]);
    const onlyLicensed = await list(manager2, D, { licensedProjectsOnly: true });
    expect(onlyLicensed.json().Projects).toEqual(projects);
    const forViewer = (await list(viewer2, D)).json().Projects;
    expect(forViewer.map((p: { CanAccessProject: boolean }) => p.CanAccessProject)).toEqual([
      false,
      true,
    ]);
  });

  it('adds the unlicensed-instruments project only when asked and when an instrument is in no project', async () => {
    const names = async (query = { includeUnlicensedInstrumentsProject: true }) =>
      (await list(manager2, D, query)).json().Projects.map((p: { Name: string }) => p.Name);
    expect(await names()).toEqual(['east Yard', 'West Yard']);
    const demo = await t2.handle.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', D)
      .executeTakeFirstOrThrow();
    // Leased to the organisation without a project: outside every project.
    await createInstrument(t2.handle.db, { organisationId: demo.id }, 'ORG-2', [SENSOR.PM10]);
    const response = await list(manager2, D, { includeUnlicensedInstrumentsProject: true });
    expect(response.json().Projects.at(-1)).toEqual({
      ...UNLICENSED_INSTRUMENTS_PROJECT,
      IsLicensed: false,
      CanAccessProject: true,
      IsUnlicensedInstrumentsProject: true,
    });
    expect(await names({ includeUnlicensedInstrumentsProject: false })).toEqual([
      'east Yard',
      'West Yard',
    ]);
    // The other organisation has no instrument at all.
    const harbour = await list(admin2, H, { includeUnlicensedInstrumentsProject: true });
    expect(harbour.json().Projects.map((p: { Name: string }) => p.Name)).toEqual(['Harbour Yard']);
  });

  it('counts an instrument leased to an organisation without a project as that organisation’s', async () => {
    const harbour = await t2.handle.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', H)
      .executeTakeFirstOrThrow();
    const demo = await t2.handle.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', D)
      .executeTakeFirstOrThrow();
    const id = await createInstrument(t2.handle.db, { organisationId: demo.id }, 'ORG-3', [
      SENSOR.PM10,
    ]);
    await t2.handle.db
      .updateTable('leases')
      .set({ organisation_id: harbour.id })
      .where('instrument_id', '=', id)
      .execute();
    const response = await list(other2, H, { includeUnlicensedInstrumentsProject: true });
    expect(response.json().Projects.map((p: { Name: string }) => p.Name)).toEqual([
      'Harbour Yard',
      UNLICENSED_INSTRUMENTS_PROJECT.Name,
    ]);
  });

  it('answers 404 for another organisation, unless the caller administers organisations', async () => {
    expect((await list(other2, D)).statusCode).toBe(404);
    expect((await list(manager2, 'Nowhere Ltd')).statusCode).toBe(404);
    expect((await list(admin2, 'Nowhere Ltd')).statusCode).toBe(404);
    const response = await list(admin2, 'harbour consulting');
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /v0.1/organisations', () => {
  const names = async (caller: Caller | null) => {
    const response = await t.call(projectsApi.getOrganisationNames, {}, caller);
    return { status: response.statusCode, names: response.json().OrganisationNames as string[] };
  };

  it('answers only the caller’s own organisation without canChangeOrganisation', async () => {
    expect(await names(manager)).toEqual({ status: 200, names: [D] });
    expect(await names(viewer)).toEqual({ status: 200, names: [D] });
    expect(await names(other)).toEqual({ status: 200, names: [H] });
  });

  it('answers every organisation by name, ignoring case, to an organisations administrator', async () => {
    await t.handle.db
      .insertInto('organisations')
      .values([{ name: 'zeta Surveys' }, { name: 'Alpha Acoustics' }])
      .execute();
    const { status, names: all } = await names(admin);
    expect(status).toBe(200);
    const known = all.filter((name) => [D, H, 'zeta Surveys', 'Alpha Acoustics'].includes(name));
    // Lower case 'zeta' sorts after upper case 'H' only when case is ignored.
    expect(known).toEqual(['Alpha Acoustics', D, H, 'zeta Surveys']);
  });

  it('needs a session (401)', async () => {
    expect((await t.call(projectsApi.getOrganisationNames, {}, null)).statusCode).toBe(401);
  });
});

describe('project data follows CanAccessProject', () => {
  it('answers 403 to a viewer who is not a member and 200 once they are', async () => {
    const project = await createProject(t.handle.db, D, 'Data Yard');
    const location = await createLocation(t.handle.db, project.id, 'Data Fence');
    const query = {
      ProjectId: project.id,
      MonitoringLocationId: location,
      ChannelName: 'PM10',
      StartTime: '2026-11-02T00:00:00Z',
      EndTime: '2026-11-02T01:00:00Z',
      AveragingPeriodMs: 900_000,
    };
    const refused = await t.call(projectDataApi.getChannelTimeseries, { query }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_PROJECT_ACCESS]);
    await addMember(project.id, 'viewer');
    expect((await t.call(projectDataApi.getChannelTimeseries, { query }, viewer)).statusCode).toBe(
      200,
    );
  });
});
