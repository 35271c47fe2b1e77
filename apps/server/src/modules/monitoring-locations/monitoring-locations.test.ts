import {
  accountApi,
  displaySettingsApi,
  instrumentsDataApi,
  monitoringLocationsApi,
  organisationsV2Api,
  type EndpointInput,
} from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import {
  COORDINATES_LOCKED,
  DELETE_EVER_ATTACHED,
  DUPLICATE_LOCATION_NAME,
  HIDDEN_LOCATION,
  HIDE_WHILE_ATTACHED,
  NO_MANAGE_LOCATIONS,
} from './service';
import { NO_PROJECT_ACCESS } from '../../shared/project-access';

// The monitoring locations calls: success, bad input, the viewer (403) and another
// organisation's project, location and instrument (404) for each. Attach and detach rules are in
// attachments.test.ts.

let t: TestApp;
let admin: Caller;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let managerKey: Caller;
let otherKey: Caller;

const D = DEMO_ORGANISATIONS.demo;
const H = DEMO_ORGANISATIONS.other;
const NOW = '2026-11-02T09:00:00.000Z';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = ['The requested resource could not be found.'];
let counter = 0;

async function keyFor(caller: Caller): Promise<Caller> {
  return { apiKey: (await t.call(accountApi.getApiKey, {}, caller)).json().ApiKey };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  managerKey = await keyFor(manager);
  otherKey = await keyFor(other);
});
afterAll(() => t.close());

/** A fresh project of an organisation (demo by default). */
async function project(organisation: string = D) {
  return createProject(t.handle.db, organisation, `Site ${++counter}`);
}

async function ingest(serial: string, readings: { Time: string; Sensor: string; Value: number }[]) {
  const response = await t.call(
    instrumentsDataApi.ingestInstrumentData,
    { params: { instrument: serial }, body: { Readings: readings } },
    managerKey,
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function addMember(projectId: string, username: string) {
  await t.handle.db
    .insertInto('project_members')
    .values({ project_id: projectId, user_id: await t.userId(username) })
    .execute();
}

type CreateBody = EndpointInput<typeof monitoringLocationsApi.createMonitoringLocation>['body'];

function create(caller: Caller | null, body: CreateBody) {
  return t.call(monitoringLocationsApi.createMonitoringLocation, { body }, caller);
}

async function list(caller: Caller, projectId: string) {
  const response = await t.call(
    monitoringLocationsApi.listMonitoringLocations,
    { query: { projectId } },
    caller,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Items as Array<Record<string, unknown> & { GuidId: string; Name: string }>;
}

function update(caller: Caller, monlocId: string, Name: string, Location: string) {
  return t.call(
    monitoringLocationsApi.updateMonitoringLocation,
    { params: { monlocId }, body: { Name, Location } },
    caller,
  );
}

function editable(caller: Caller, monlocId: string) {
  return t.call(
    monitoringLocationsApi.getMonitoringLocationEditableStatus,
    { params: { monlocId } },
    caller,
  );
}

const v2 = (organisation: string, projectKey: string, location: string) => ({
  params: { organisation, project: projectKey, monitoringlocation: location },
});

describe('POST /v0.1/monitoringlocations', () => {
  it('creates a location (201, name trimmed) that the list shows with nothing attached', async () => {
    const p = await project();
    const response = await create(manager, {
      Name: '  North fence  ',
      Location: { Latitude: 40.6751, Longitude: -73.9902 },
      ProjectId: p.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().Id as string;
    expect(await list(manager, p.id)).toEqual([
      {
        GuidId: id,
        Name: 'North fence',
        Location: { Latitude: 40.6751, Longitude: -73.9902 },
        SensorTypes: [],
        Status: 'Offline',
        ChannelData: [],
        Instruments: [],
        IsHidden: false,
        EverAttached: false,
      },
    ]);
  });

  it('refuses a second location of the same name in a project, ignoring case (409), but not in another project', async () => {
    const p = await project();
    const q = await project();
    const body = { Location: { Latitude: 1, Longitude: 2 } };
    expect((await create(manager, { ...body, Name: 'Gate A', ProjectId: p.id })).statusCode).toBe(
      201,
    );
    const again = await create(manager, { ...body, Name: 'gate a', ProjectId: p.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().Messages).toEqual([DUPLICATE_LOCATION_NAME]);
    expect(again.json().Errors).toEqual({ Name: [DUPLICATE_LOCATION_NAME] });
    expect((await create(manager, { ...body, Name: 'Gate A', ProjectId: q.id })).statusCode).toBe(
      201,
    );
  });

  it('answers 400 with the validation package’s messages', async () => {
    const p = await project();
    const missing = await create(manager, { Name: ' ', Location: null, ProjectId: p.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Messages).toEqual(['Location and name are required']);
    const characters = await create(manager, {
      Name: 'Gate #1',
      Location: { Latitude: 1, Longitude: 2 },
      ProjectId: p.id,
    });
    expect(characters.statusCode).toBe(400);
    expect(characters.json().Errors.Name).toEqual([
      'A monitoring location name can only contain the following special characters:  _-|^',
    ]);
    const latitude = await create(manager, {
      Name: 'Gate',
      Location: { Latitude: 90.0001, Longitude: 2 },
      ProjectId: p.id,
    });
    expect(latitude.statusCode).toBe(400);
    expect(latitude.json().Errors.Location).toHaveLength(1);
    // 90 is the boundary and is accepted.
    const edge = await create(manager, {
      Name: 'Pole',
      Location: { Latitude: 90, Longitude: -180 },
      ProjectId: p.id,
    });
    expect(edge.statusCode).toBe(201);
  });

  it('needs Manage_MonitoringLocation (viewer 403), hides other organisations (404), needs a session (401)', async () => {
    const p = await project();
    const body = { Name: 'Gate', Location: { Latitude: 1, Longitude: 2 }, ProjectId: p.id };
    await addMember(p.id, 'viewer');
    const refused = await create(viewer, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_MANAGE_LOCATIONS]);
    const foreign = await create(other, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Messages).toEqual(NOT_FOUND);
    expect((await create(manager, { ...body, ProjectId: MISSING_ID })).statusCode).toBe(404);
    expect((await create(manager, { ...body, ProjectId: 'not-a-guid' })).statusCode).toBe(404);
    expect((await create(null, body)).statusCode).toBe(401);
    expect(await list(manager, p.id)).toEqual([]);
    // An organisations administrator reaches every organisation.
    const h = await project(H);
    expect((await create(admin, { ...body, ProjectId: h.id })).statusCode).toBe(201);
  });
});

describe('GET /v0.1/monitoringlocations', () => {
  it('shows sensor types, newest values recorded at the location, instruments and status', async () => {
    const p = await project();
    const fence = await createLocation(t.handle.db, p.id, 'Fence');
    const gate = await createLocation(t.handle.db, p.id, 'Gate');
    const first = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      `LST-${counter}-A`,
      [SENSOR.VOC, SENSOR.PM10],
    );
    const second = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      `LST-${counter}-B`,
      [SENSOR.PM10],
    );
    // A: at Gate until 08:00, then at Fence from 08:00. B: at Fence 07:00-07:30 only.
    await attach(
      t.handle.db,
      first,
      gate,
      new Date('2026-11-01T00:00:00Z'),
      new Date('2026-11-02T08:00:00Z'),
    );
    await attach(t.handle.db, first, fence, new Date('2026-11-02T08:00:00Z'));
    await attach(
      t.handle.db,
      second,
      fence,
      new Date('2026-11-02T07:00:00Z'),
      new Date('2026-11-02T07:30:00Z'),
    );
    // PM10 12.36 at 08:55 rounds to the catalogue's 1 decimal: 12.4. VOC was read last before
    // the attach (07:59), so it belongs to Gate and Fence shows no VOC value.
    await ingest(`LST-${counter}-A`, [
      { Time: '2026-11-02T07:59:00Z', Sensor: 'VOC', Value: 0.5 },
      { Time: '2026-11-02T08:54:00Z', Sensor: 'PM10', Value: 99 },
      { Time: '2026-11-02T08:55:00Z', Sensor: 'PM10', Value: 12.36 },
    ]);
    const items = await list(manager, p.id);
    expect(items.map((i) => i.Name)).toEqual(['Fence', 'Gate']);
    expect(items[0]).toEqual({
      GuidId: fence,
      Name: 'Fence',
      Location: { Latitude: 40.675, Longitude: -73.99 },
      SensorTypes: [
        { Name: 'VOC', Units: 'ppm' },
        { Name: 'PM10', Units: 'µg/m³' },
      ],
      // The newest reading is 5 minutes old (online) and every sensor is Ok in Sample mode.
      Status: 'Ok',
      ChannelData: [
        { Channel: 'VOC', Value: null, Unit: 'ppm', DecimalPlaces: 3 },
        { Channel: 'PM10', Value: 12.4, Unit: 'µg/m³', DecimalPlaces: 1 },
      ],
      Instruments: [
        { Name: `LST-${counter}-A`, Active: true },
        { Name: `LST-${counter}-B`, Active: false },
      ],
      IsHidden: false,
      EverAttached: true,
    });
    // Gate had A before: nothing attached now, so no sensor types, no values, offline.
    expect(items[1]).toMatchObject({
      SensorTypes: [],
      ChannelData: [],
      Status: 'Offline',
      Instruments: [{ Name: `LST-${counter}-A`, Active: false }],
      EverAttached: true,
    });
  });

  it("shows values, units and sensor types in the project's display units", async () => {
    const p = await project();
    const fence = await createLocation(t.handle.db, p.id, 'Fence');
    const serial = `LST-${counter}-U`;
    const id = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      serial,
      [SENSOR.PM10],
    );
    await attach(t.handle.db, id, fence, new Date('2026-11-02T08:00:00Z'));
    await ingest(serial, [{ Time: '2026-11-02T08:55:00Z', Sensor: 'PM10', Value: 12.36 }]);
    const unit = await t.call(
      displaySettingsApi.updateSensorGroup,
      { params: { id: p.id, name: 'PM10' }, body: { Units: 'mg/m³', DecimalPlaces: 4 } },
      manager,
    );
    expect(unit.statusCode, unit.body).toBe(200);
    // 12.36 µg/m³ = 0.01236 mg/m³, shown to 4 decimals: 0.0124.
    expect((await list(manager, p.id))[0]).toMatchObject({
      SensorTypes: [{ Name: 'PM10', Units: 'mg/m³' }],
      ChannelData: [{ Channel: 'PM10', Value: 0.0124, Unit: 'mg/m³', DecimalPlaces: 4 }],
    });
    const state = await t.call(
      monitoringLocationsApi.getMonitoringLocationStates,
      { body: [fence] },
      manager,
    );
    expect(state.json().Items[0].ChannelData).toEqual([
      { Channel: 'PM10', Value: 0.0124, Unit: 'mg/m³', DecimalPlaces: 4 },
    ]);
  });

  it('turns Warning for a failed sensor and Offline 10 minutes and 1 ms after the newest reading', async () => {
    const p = await project();
    const fence = await createLocation(t.handle.db, p.id, 'Fence');
    const serial = `LST-${counter}-W`;
    const id = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      serial,
      [SENSOR.PM10],
    );
    await attach(t.handle.db, id, fence, new Date('2026-11-02T08:00:00Z'));
    await ingest(serial, [{ Time: '2026-11-02T08:58:00Z', Sensor: 'PM10', Value: 3 }]);
    await t.handle.db
      .updateTable('instrument_sensors')
      .set({ health: 'Failed' })
      .where('instrument_id', '=', id)
      .execute();
    expect((await list(manager, p.id))[0]?.Status).toBe('Warning');
    t.clock.set('2026-11-02T09:08:00.001Z');
    try {
      expect((await list(manager, p.id))[0]?.Status).toBe('Offline');
    } finally {
      t.clock.set(NOW);
    }
  });

  it('answers 403 to a viewer who is not a member (200 once a member), 404 to another organisation, 400 without projectId', async () => {
    const p = await project();
    await createLocation(t.handle.db, p.id, 'Fence');
    const call = (caller: Caller, projectId: string) =>
      t.call(monitoringLocationsApi.listMonitoringLocations, { query: { projectId } }, caller);
    const refused = await call(viewer, p.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_PROJECT_ACCESS]);
    await addMember(p.id, 'viewer');
    expect((await call(viewer, p.id)).statusCode).toBe(200);
    expect((await call(other, p.id)).statusCode).toBe(404);
    expect((await call(manager, MISSING_ID)).statusCode).toBe(404);
    const bad = await t.call(
      monitoringLocationsApi.listMonitoringLocations,
      { query: {} as { projectId: string } },
      manager,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /v0.1/monitoring-locations/{monlocId} and editable-status', () => {
  it('renames and moves a location with no data ("lat,lng", latitude first)', async () => {
    const p = await project();
    const id = await createLocation(t.handle.db, p.id, 'Fence');
    expect((await editable(manager, id)).json()).toEqual({ IsLocationUpdatable: true });
    const response = await update(manager, id, ' East fence ', '40.7, -74.01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({});
    expect(await list(manager, p.id)).toMatchObject([
      { GuidId: id, Name: 'East fence', Location: { Latitude: 40.7, Longitude: -74.01 } },
    ]);
  });

  it('locks the coordinates once a reading was recorded at the location, but not the name', async () => {
    const p = await project();
    const id = await createLocation(t.handle.db, p.id, 'Fence');
    const serial = `UPD-${counter}`;
    const instrument = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      serial,
      [SENSOR.PM10],
    );
    await attach(t.handle.db, instrument, id, new Date('2026-11-02T08:00:00Z'));
    // A reading stamped exactly at the attach time belongs to the time before: still updatable.
    await ingest(serial, [{ Time: '2026-11-02T08:00:00Z', Sensor: 'PM10', Value: 1 }]);
    expect((await editable(manager, id)).json()).toEqual({ IsLocationUpdatable: true });
    await ingest(serial, [{ Time: '2026-11-02T08:01:00Z', Sensor: 'PM10', Value: 1 }]);
    expect((await editable(manager, id)).json()).toEqual({ IsLocationUpdatable: false });

    const moved = await update(manager, id, 'Fence', '41,-74');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().Messages).toEqual([COORDINATES_LOCKED]);
    // The same coordinates sent back with a new name: the name changes.
    const renamed = await update(manager, id, 'Fence West', '40.675,-73.99');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list(manager, p.id))[0]).toMatchObject({
      Name: 'Fence West',
      Location: { Latitude: 40.675, Longitude: -73.99 },
    });
  });

  it('stays locked after the instrument is detached (data was recorded there)', async () => {
    const p = await project();
    const id = await createLocation(t.handle.db, p.id, 'Fence');
    const serial = `UPD-${counter}`;
    const instrument = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      serial,
      [SENSOR.PM10],
    );
    await attach(
      t.handle.db,
      instrument,
      id,
      new Date('2026-11-02T06:00:00Z'),
      new Date('2026-11-02T07:00:00Z'),
    );
    // Readings after the detach are not the location's: still updatable; then one within it.
    await ingest(serial, [{ Time: '2026-11-02T07:01:00Z', Sensor: 'PM10', Value: 1 }]);
    expect((await editable(manager, id)).json()).toEqual({ IsLocationUpdatable: true });
    await ingest(serial, [{ Time: '2026-11-02T07:00:00Z', Sensor: 'PM10', Value: 1 }]);
    expect((await editable(manager, id)).json()).toEqual({ IsLocationUpdatable: false });
  });

  it('refuses to edit a hidden location and a name another location has (409)', async () => {
    const p = await project();
    const id = await createLocation(t.handle.db, p.id, 'Fence');
    await createLocation(t.handle.db, p.id, 'Gate');
    const duplicate = await update(manager, id, 'GATE', '1,2');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().Messages).toEqual([DUPLICATE_LOCATION_NAME]);
    // Its own name in another case is fine.
    expect((await update(manager, id, 'FENCE', '1,2')).statusCode).toBe(200);
    await t.call(organisationsV2Api.hideMonitoringLocationV2, v2(D, p.id, id), manager);
    const hidden = await update(manager, id, 'Fence', '1,2');
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().Messages).toEqual([HIDDEN_LOCATION]);
  });

  it('answers 400 with the validation package’s messages', async () => {
    const p = await project();
    const id = await createLocation(t.handle.db, p.id, 'Fence');
    const missing = await update(manager, id, 'Fence', ' ');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Messages).toEqual(['Monitoring location name or location is missing']);
    const bad = await update(manager, id, 'Fence', 'north-ish');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.Location).toHaveLength(1);
    const range = await update(manager, id, 'Fence', '-90.5,10');
    expect(range.statusCode).toBe(400);
  });

  it('needs Manage_MonitoringLocation (viewer 403) and hides other organisations (404)', async () => {
    const p = await project();
    const id = await createLocation(t.handle.db, p.id, 'Fence');
    await addMember(p.id, 'viewer');
    const refused = await update(viewer, id, 'Fence', '1,2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_MANAGE_LOCATIONS]);
    // A member viewer may read the editable status.
    expect((await editable(viewer, id)).statusCode).toBe(200);
    expect((await update(other, id, 'Fence', '1,2')).statusCode).toBe(404);
    expect((await editable(other, id)).statusCode).toBe(404);
    expect((await editable(manager, MISSING_ID)).statusCode).toBe(404);
    expect((await update(manager, 'nope', 'Fence', '1,2')).statusCode).toBe(404);
  });
});

describe('hide, show and delete (v2)', () => {
  it('hides only with no instrument attached, and shows again', async () => {
    const p = await project();
    const id = await createLocation(t.handle.db, p.id, 'North fence');
    const instrument = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      `HID-${counter}`,
      [SENSOR.PM10],
    );
    await attach(t.handle.db, instrument, id, new Date('2026-11-02T06:00:00Z'));
    const refused = await t.call(
      organisationsV2Api.hideMonitoringLocationV2,
      v2(D, p.id, id),
      manager,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Messages).toEqual([HIDE_WHILE_ATTACHED]);
    await t.handle.db
      .updateTable('attachments')
      .set({ detached_at: new Date('2026-11-02T07:00:00Z') })
      .where('instrument_id', '=', instrument)
      .execute();
    // By name (any case), with the organisation named in any case.
    const hidden = await t.call(
      organisationsV2Api.hideMonitoringLocationV2,
      v2(D.toUpperCase(), `site ${counter}`, 'NORTH FENCE'),
      manager,
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await list(manager, p.id))[0]?.IsHidden).toBe(true);
    const shown = await t.call(
      organisationsV2Api.showMonitoringLocationV2,
      v2(D, p.id, id),
      managerKey,
    );
    expect(shown.statusCode).toBe(200);
    expect((await list(manager, p.id))[0]?.IsHidden).toBe(false);
  });

  it('deletes only a location that never had an instrument', async () => {
    const p = await project();
    const used = await createLocation(t.handle.db, p.id, 'Used');
    const unused = await createLocation(t.handle.db, p.id, 'Unused');
    const instrument = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      `DEL-${counter}`,
      [SENSOR.PM10],
    );
    await attach(
      t.handle.db,
      instrument,
      used,
      new Date('2026-11-02T06:00:00Z'),
      new Date('2026-11-02T06:01:00Z'),
    );
    const refused = await t.call(
      organisationsV2Api.deleteMonitoringLocationV2,
      v2(D, p.id, used),
      manager,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Messages).toEqual([DELETE_EVER_ATTACHED]);
    // A hidden location that never had one may go.
    await t.call(organisationsV2Api.hideMonitoringLocationV2, v2(D, p.id, unused), manager);
    const deleted = await t.call(
      organisationsV2Api.deleteMonitoringLocationV2,
      v2(D, p.id, unused),
      manager,
    );
    expect(deleted.statusCode).toBe(200);
    expect((await list(manager, p.id)).map((l) => l.Name)).toEqual(['Used']);
    const again = await t.call(
      organisationsV2Api.deleteMonitoringLocationV2,
      v2(D, p.id, unused),
      manager,
    );
    expect(again.statusCode).toBe(404);
  });

  it('needs Manage_MonitoringLocation (viewer 403) and hides other organisations (404), with a session or an API key', async () => {
    const p = await project();
    const id = await createLocation(t.handle.db, p.id, 'Fence');
    await addMember(p.id, 'viewer');
    for (const endpoint of [
      organisationsV2Api.hideMonitoringLocationV2,
      organisationsV2Api.showMonitoringLocationV2,
      organisationsV2Api.deleteMonitoringLocationV2,
    ]) {
      const refused = await t.call(endpoint, v2(D, p.id, id), viewer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Messages).toEqual([NO_MANAGE_LOCATIONS]);
      // Another organisation: named as it is, or as the caller's own with a foreign project.
      expect((await t.call(endpoint, v2(D, p.id, id), other)).statusCode).toBe(404);
      expect((await t.call(endpoint, v2(H, p.id, id), other)).statusCode).toBe(404);
      expect((await t.call(endpoint, v2(H, p.id, id), otherKey)).statusCode).toBe(404);
      expect((await t.call(endpoint, v2(D, p.id, 'Nowhere'), manager)).statusCode).toBe(404);
      expect((await t.call(endpoint, v2(D, 'No such project', id), manager)).statusCode).toBe(404);
      expect((await t.call(endpoint, v2(D, p.id, id), null)).statusCode).toBe(401);
    }
    expect(await list(manager, p.id)).toHaveLength(1);
  });
});

describe('hostile path and body values', () => {
  it('answers 404 for names no location has, and 400 (never 500) for text PostgreSQL cannot store', async () => {
    const p = await project();
    const id = await createLocation(t.handle.db, p.id, 'Fence');
    for (const [nasty, status] of [
      ['\u0000', 400],
      ['a\u0000b', 400],
      ["' OR 1=1 --", 404],
      ['%', 404],
      ['_', 404],
    ] as const) {
      const hide = await t.call(
        organisationsV2Api.hideMonitoringLocationV2,
        v2(D, p.id, nasty),
        manager,
      );
      expect(hide.statusCode, `${JSON.stringify(nasty)}: ${hide.body}`).toBe(status);
      const byProject = await t.call(
        organisationsV2Api.showMonitoringLocationV2,
        v2(D, nasty, id),
        manager,
      );
      expect(byProject.statusCode, byProject.body).toBe(status);
      const attach = await t.call(
        organisationsV2Api.attachInstrumentV2,
        { ...v2(D, p.id, id), body: { Instrument: nasty } },
        manager,
      );
      expect(attach.statusCode, attach.body).toBe(status);
    }
  });
});

describe('POST /v0.1/State/monitoring-locations', () => {
  it('answers status, newest data time and values of each location asked, once per id', async () => {
    const p = await project();
    const fence = await createLocation(t.handle.db, p.id, 'Fence');
    const empty = await createLocation(t.handle.db, p.id, 'Empty');
    const serial = `STA-${counter}`;
    const instrument = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      serial,
      [SENSOR.PM10],
    );
    await attach(t.handle.db, instrument, fence, new Date('2026-11-02T08:00:00Z'));
    await ingest(serial, [{ Time: '2026-11-02T08:59:00Z', Sensor: 'PM10', Value: 7.04 }]);
    const response = await t.call(
      monitoringLocationsApi.getMonitoringLocationStates,
      { body: [empty, fence, empty] },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Items: [
        { GuidId: empty, Status: 'Offline', LastDataTime: null, ChannelData: [] },
        {
          GuidId: fence,
          Status: 'Ok',
          LastDataTime: '2026-11-02T08:59:00.000Z',
          ChannelData: [{ Channel: 'PM10', Value: 7, Unit: 'µg/m³', DecimalPlaces: 1 }],
        },
      ],
    });
  });

  it('answers 404 when an id is another organisation’s or unknown, 403 to a non-member viewer, 400 for a bad body', async () => {
    const p = await project();
    const h = await project(H);
    const mine = await createLocation(t.handle.db, p.id, 'Fence');
    const theirs = await createLocation(t.handle.db, h.id, 'Fence');
    const call = (caller: Caller, body: string[]) =>
      t.call(monitoringLocationsApi.getMonitoringLocationStates, { body }, caller);
    expect((await call(manager, [mine, theirs])).statusCode).toBe(404);
    expect((await call(other, [mine])).statusCode).toBe(404);
    expect((await call(manager, [MISSING_ID])).statusCode).toBe(404);
    expect((await call(viewer, [mine])).statusCode).toBe(403);
    expect((await call(manager, [])).json()).toEqual({ Items: [] });
    const bad = await t.call(
      monitoringLocationsApi.getMonitoringLocationStates,
      { body: { ids: [mine] } as unknown as string[] },
      manager,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /v0.1/projects/{projectId}/monitors', () => {
  it("lists the organisation's instruments leased for the project and those waiting in it", async () => {
    const p = await project();
    const q = await project();
    const h = await project(H);
    const n = counter;
    const fence = await createLocation(t.handle.db, p.id, 'Fence');
    const leased = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      `MON-${n}-A`,
      [SENSOR.PM10],
      new Date('2026-03-01T00:00:00Z'),
    );
    await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: null },
      `MON-${n}-B`,
      [SENSOR.PM10],
    );
    // Not listed: leased to another project, a terminated lease, another organisation's.
    await createInstrument(
      t.handle.db,
      { organisationId: q.organisationId, projectId: q.id },
      `MON-${n}-C`,
      [SENSOR.PM10],
    );
    const ended = await createInstrument(
      t.handle.db,
      { organisationId: p.organisationId, projectId: p.id },
      `MON-${n}-D`,
      [SENSOR.PM10],
    );
    await t.handle.db
      .updateTable('leases')
      .set({ status: 'Terminate', end_date: new Date('2026-10-01T00:00:00Z') })
      .where('instrument_id', '=', ended)
      .execute();
    await createInstrument(
      t.handle.db,
      { organisationId: h.organisationId, projectId: null },
      `MON-${n}-E`,
      [SENSOR.PM10],
    );
    await attach(t.handle.db, leased, fence, new Date('2026-11-02T08:00:00Z'));
    await ingest(`MON-${n}-A`, [{ Time: '2026-11-02T08:50:00Z', Sensor: 'PM10', Value: 1 }]);

    const response = await t.call(
      monitoringLocationsApi.listProjectMonitors,
      { params: { projectId: p.id } },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    const lease = await t.handle.db
      .selectFrom('leases')
      .select(['id', 'instrument_id'])
      .where('instrument_id', '=', leased)
      .executeTakeFirstOrThrow();
    const items = response.json().Items as Array<Record<string, unknown>>;
    expect(items.map((i) => i.MonitorSerial)).toEqual([`MON-${n}-A`, `MON-${n}-B`]);
    expect(items[0]).toEqual({
      MonitorId: String(leased),
      MonitorSerial: `MON-${n}-A`,
      MonitorName: `MON-${n}-A`,
      MonitoringLocationId: fence,
      // The newest reading is 10 minutes old: still online (offline after more than 10).
      IsOnline: true,
      Lease: {
        Id: lease.id,
        Status: 'Active',
        StartDate: '2026-03-01T00:00:00.000Z',
        EndDate: null,
      },
    });
    expect(items[1]).toMatchObject({ MonitoringLocationId: null, IsOnline: false });
  });

  it('answers 403 to a viewer who is not a member, 404 to another organisation or an unknown project', async () => {
    const p = await project();
    const call = (caller: Caller, projectId: string) =>
      t.call(monitoringLocationsApi.listProjectMonitors, { params: { projectId } }, caller);
    expect((await call(viewer, p.id)).statusCode).toBe(403);
    expect((await call(other, p.id)).statusCode).toBe(404);
    expect((await call(manager, MISSING_ID)).statusCode).toBe(404);
    expect((await call(manager, 'x')).statusCode).toBe(404);
    await addMember(p.id, 'viewer');
    expect((await call(viewer, p.id)).statusCode).toBe(200);
  });
});
