import {
  accountApi,
  displaySettingsApi,
  instrumentsDataApi,
  projectDataApi,
  projectsApi,
} from '@aq/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { NO_PROJECT_ACCESS } from '../../shared/project-access';
import {
  IMPORT_FROM_ITSELF,
  NO_MANAGE_DISPLAY_SETTINGS,
  projectDisplayUnits,
  unknownSensorGroup,
} from './service';

// Sensor numbers of db/migrations/0003 beyond the shared fixtures.
const NO2 = 3;
const TEMP = 23;

let t: TestApp;
let admin: Caller;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let managerKey: Caller;
/** The project under test: NO2, PM10, WS and TEMP at North Fence, VOC once at South Gate. */
let projectId: string;
let northFence: string;
let southGate: string;
/** Another project of the demo organisation (an import source), and one of the other one. */
let sourceId: string;
let foreignId: string;
/** A demo project the viewer is not a member of. */
let closedId: string;

const T0 = Date.parse('2026-11-02T00:00:00Z');
const iso = (minute: number) => new Date(T0 + minute * 60_000).toISOString();
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const NO2_FACTOR = 46.01 / 22.414; // 2.052734…

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  admin = await t.signIn('admin');
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  managerKey = { apiKey: (await t.call(accountApi.getApiKey, {}, manager)).json().ApiKey };

  const project = await createProject(db, DEMO_ORGANISATIONS.demo, 'Display Site');
  projectId = project.id;
  const owner = { organisationId: project.organisationId, projectId };
  const main = await createInstrument(db, owner, 'DS-1', [NO2, SENSOR.PM10, SENSOR.WS, TEMP]);
  const voc = await createInstrument(db, owner, 'DS-2', [SENSOR.VOC]);
  northFence = await createLocation(db, projectId, 'North Fence');
  southGate = await createLocation(db, projectId, 'South Gate');
  await attach(db, main, northFence, new Date(T0 - 60 * 60_000));
  // DS-2 stood at South Gate for an hour in October and left: its VOC still makes a group.
  await attach(
    db,
    voc,
    southGate,
    new Date('2026-10-01T00:00:00Z'),
    new Date('2026-10-01T01:00:00Z'),
  );
  await db
    .insertInto('project_members')
    .values({ project_id: projectId, user_id: await t.userId('viewer') })
    .execute();

  // PM10: 10, 20, 25 µg/m³ at minutes 1-3; WS 10 m/s; TEMP 20 °C; NO2 0.05 ppm.
  const readings = [
    ...[10, 20, 25].map((value, index) => ({ Time: iso(index + 1), Sensor: 'PM10', Value: value })),
    { Time: iso(1), Sensor: 'WS', Value: 10 },
    { Time: iso(1), Sensor: 'TEMP', Value: 20 },
    { Time: iso(1), Sensor: 'NO2', Value: 0.05 },
  ];
  const ingest = await t.call(
    instrumentsDataApi.ingestInstrumentData,
    { params: { instrument: 'DS-1' }, body: { Readings: readings } },
    managerKey,
  );
  expect(ingest.statusCode, ingest.body).toBeLessThan(300);
  // A VOC reading of DS-2 after it left South Gate does not count as the project's data.
  await db
    .insertInto('readings')
    .values({ instrument_id: voc, sensor_id: SENSOR.VOC, ts: iso(1), value: 3 })
    .execute();

  sourceId = (await createProject(db, DEMO_ORGANISATIONS.demo, 'Display Source')).id;
  foreignId = (await createProject(db, DEMO_ORGANISATIONS.other, 'Harbour Display')).id;
  closedId = (await createProject(db, DEMO_ORGANISATIONS.demo, 'Display Closed')).id;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.handle.db.deleteFrom('project_display_settings').execute();
});

const settings = (caller: Caller, id = projectId) =>
  t.call(displaySettingsApi.getDisplaySettings, { params: { projectId: id } }, caller);

const update = (
  caller: Caller,
  name: string,
  body: { Units: string; DecimalPlaces: number; PpmToMgm3Factor?: number | null },
  id = projectId,
) => t.call(displaySettingsApi.updateSensorGroup, { params: { id, name }, body }, caller);

async function groups(caller: Caller = manager) {
  const response = await settings(caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().ProjectSensorGroups as Array<Record<string, unknown>>;
}

async function group(name: string) {
  return (await groups()).find((g) => g.SensorGroupName === name);
}

function messages(response: { json: () => unknown }): string[] {
  return (response.json() as { Messages: string[] }).Messages;
}

async function customise(name: string, units: string, decimals: number, factor?: number) {
  const response = await update(manager, name, {
    Units: units,
    DecimalPlaces: decimals,
    ...(factor === undefined ? {} : { PpmToMgm3Factor: factor }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /v0.1/project/{projectId}/display-settings', () => {
  it('lists the sensor groups of every instrument ever attached, in catalogue order, with defaults', async () => {
    const list = await groups();
    expect(list.map((g) => g.SensorGroupName)).toEqual(['NO2', 'VOC', 'PM10', 'WS', 'TEMP']);
    expect(list[0]).toEqual({
      SensorGroupName: 'NO2',
      Category: 'Gas',
      DisplayUnit: 'ppm',
      DecimalPlace: 3,
      DataStatus: 'DataReceived',
      IsCustom: false,
      PpmToMgm3Factor: expect.closeTo(NO2_FACTOR, 10),
      AllowedUnitsWithMaximumDecimalPlace: [
        { DisplayUnits: 'ppm', MaximumDecimalPlace: 3 },
        { DisplayUnits: 'ppb', MaximumDecimalPlace: 0 },
        { DisplayUnits: 'mg/m³', MaximumDecimalPlace: 3 },
        { DisplayUnits: 'µg/m³', MaximumDecimalPlace: 0 },
      ],
    });
    expect(list[2]).toEqual({
      SensorGroupName: 'PM10',
      Category: 'Particulate',
      DisplayUnit: 'µg/m³',
      DecimalPlace: 1,
      DataStatus: 'DataReceived',
      IsCustom: false,
      PpmToMgm3Factor: null,
      AllowedUnitsWithMaximumDecimalPlace: [
        { DisplayUnits: 'µg/m³', MaximumDecimalPlace: 1 },
        { DisplayUnits: 'mg/m³', MaximumDecimalPlace: 4 },
      ],
    });
    expect(list[4]).toMatchObject({ Category: 'Met', DisplayUnit: '°C', PpmToMgm3Factor: null });
  });

  it('says NoDataReceived for a group whose readings all fall outside the attachments', async () => {
    expect(await group('VOC')).toMatchObject({ DataStatus: 'NoDataReceived', Category: 'Gas' });
  });

  it('answers an empty list for a project without instruments', async () => {
    const response = await settings(manager, sourceId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ProjectSensorGroups: [] });
  });

  it('lets a viewer who is a member read (200), but not a project they may not open (403)', async () => {
    expect((await groups(viewer)).length).toBe(5);
    const closed = await settings(viewer, closedId);
    expect(closed.statusCode).toBe(403);
    expect(messages(closed)).toEqual([NO_PROJECT_ACCESS]);
  });

  it("answers 404 for another organisation's project and for unknown or malformed ids", async () => {
    expect((await settings(other)).statusCode).toBe(404);
    expect((await settings(manager, foreignId)).statusCode).toBe(404);
    expect((await settings(manager, MISSING_ID)).statusCode).toBe(404);
    expect((await settings(manager, 'not-a-uuid')).statusCode).toBe(404);
  });
});

describe('PUT /v0.1/project/{id}/sensor-groups/{name}', () => {
  it('sets a unit and decimals, answers the group and marks it custom', async () => {
    const response = await update(manager, 'PM10', { Units: 'mg/m³', DecimalPlaces: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      SensorGroupName: 'PM10',
      DisplayUnit: 'mg/m³',
      DecimalPlace: 3,
      IsCustom: true,
      PpmToMgm3Factor: null,
    });
    expect(await group('PM10')).toMatchObject({ DisplayUnit: 'mg/m³', IsCustom: true });
    // The other groups keep their defaults.
    expect(await group('WS')).toMatchObject({ DisplayUnit: 'm/s', IsCustom: false });
  });

  it('accepts the maximum decimals of a unit (boundary) and 0', async () => {
    await customise('PM10', 'mg/m³', 4);
    expect(await group('PM10')).toMatchObject({ DecimalPlace: 4 });
    await customise('PM10', 'mg/m³', 0);
    expect(await group('PM10')).toMatchObject({ DecimalPlace: 0 });
  });

  it('stores a gas factor and reads as Default again once set back to the defaults', async () => {
    await customise('NO2', 'mg/m³', 2, 2);
    expect(await group('NO2')).toMatchObject({
      DisplayUnit: 'mg/m³',
      PpmToMgm3Factor: 2,
      IsCustom: true,
    });
    await customise('NO2', 'ppm', 3, NO2_FACTOR);
    expect(await group('NO2')).toMatchObject({ DisplayUnit: 'ppm', IsCustom: false });
    // Only the factor changed: still custom.
    await customise('NO2', 'ppm', 3, 2.1);
    expect(await group('NO2')).toMatchObject({ PpmToMgm3Factor: 2.1, IsCustom: true });
  });

  it('refuses a unit the group does not allow (400 with the message)', async () => {
    const response = await update(manager, 'PM10', { Units: 'ppm', DecimalPlaces: 1 });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['ppm is not an allowed unit for this sensor']);
    expect(await group('PM10')).toMatchObject({ DisplayUnit: 'µg/m³', IsCustom: false });
  });

  it('refuses decimals above the maximum of the unit (400)', async () => {
    const response = await update(manager, 'PM10', { Units: 'mg/m³', DecimalPlaces: 5 });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['Decimal places must be a whole number from 0 to 4']);
    const ppb = await update(manager, 'NO2', {
      Units: 'ppb',
      DecimalPlaces: 1,
      PpmToMgm3Factor: NO2_FACTOR,
    });
    expect(ppb.statusCode).toBe(400);
    expect(messages(ppb)).toEqual(['Decimal places must be a whole number from 0 to 0']);
  });

  it('refuses a factor on a group that is not a gas (400)', async () => {
    const response = await update(manager, 'PM10', {
      Units: 'mg/m³',
      DecimalPlaces: 3,
      PpmToMgm3Factor: 1.5,
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['The ppm -> mg/m³ factor can only be set for gases']);
  });

  it.each([0, -1])('refuses a gas factor of %d (400)', async (factor) => {
    const response = await update(manager, 'NO2', {
      Units: 'mg/m³',
      DecimalPlaces: 3,
      PpmToMgm3Factor: factor,
    });
    expect(response.statusCode).toBe(400);
    // The contract's schema refuses it before the service (its message names the field).
    expect(messages(response)).toHaveLength(1);
    expect(messages(response)[0]).toContain(
      'The ppm -> mg/m³ factor must be a number greater than 0',
    );
    expect(await group('NO2')).toMatchObject({ IsCustom: false });
  });

  it('refuses a gas without a factor (400)', async () => {
    const response = await update(manager, 'NO2', { Units: 'mg/m³', DecimalPlaces: 3 });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['The ppm -> mg/m³ factor must be a number greater than 0']);
  });

  it('answers 404 for a group the project does not measure', async () => {
    for (const name of ['CO', 'XYZ']) {
      const response = await update(manager, name, { Units: 'ppm', DecimalPlaces: 1 });
      expect(response.statusCode).toBe(404);
      expect(messages(response)).toEqual([unknownSensorGroup(name)]);
    }
  });

  it('refuses a viewer (403) and hides another organisation’s project (404)', async () => {
    const body = { Units: 'mg/m³', DecimalPlaces: 3 };
    const denied = await update(viewer, 'PM10', body);
    expect(denied.statusCode).toBe(403);
    expect(messages(denied)).toEqual([NO_MANAGE_DISPLAY_SETTINGS]);
    expect((await update(other, 'PM10', body)).statusCode).toBe(404);
    expect(await group('PM10')).toMatchObject({ IsCustom: false });
  });
});

describe('PUT /v0.1/project/{id}/sensor-groups/{name}/reset', () => {
  const reset = (caller: Caller, name: string) =>
    t.call(displaySettingsApi.resetSensorGroup, { params: { id: projectId, name } }, caller);

  it('makes one group default again and answers it', async () => {
    await customise('PM10', 'mg/m³', 3);
    await customise('WS', 'knots', 1);
    const response = await reset(manager, 'PM10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      SensorGroupName: 'PM10',
      DisplayUnit: 'µg/m³',
      DecimalPlace: 1,
      IsCustom: false,
    });
    expect(await group('WS')).toMatchObject({ DisplayUnit: 'knots', IsCustom: true });
  });

  it('answers 404 for an unknown group, 403 for a viewer, 404 for another organisation', async () => {
    await customise('PM10', 'mg/m³', 3);
    expect((await reset(manager, 'CO')).statusCode).toBe(404);
    expect((await reset(viewer, 'PM10')).statusCode).toBe(403);
    expect((await reset(other, 'PM10')).statusCode).toBe(404);
    expect(await group('PM10')).toMatchObject({ IsCustom: true });
  });
});

describe('PUT /v0.1/project/{id}/sensor-groups/reset-all', () => {
  const resetAll = (caller: Caller, id = projectId) =>
    t.call(displaySettingsApi.resetAllSensorGroups, { params: { id } }, caller);

  it('makes every group default and answers the display settings', async () => {
    await customise('PM10', 'mg/m³', 3);
    await customise('WS', 'km/h', 1);
    const response = await resetAll(manager);
    expect(response.statusCode).toBe(200);
    const list = response.json().ProjectSensorGroups as Array<{ IsCustom: boolean }>;
    expect(list).toHaveLength(5);
    expect(list.every((g) => !g.IsCustom)).toBe(true);
  });

  it('answers 403 for a viewer and 404 for another organisation or an unknown project', async () => {
    await customise('PM10', 'mg/m³', 3);
    expect((await resetAll(viewer)).statusCode).toBe(403);
    expect((await resetAll(other)).statusCode).toBe(404);
    expect((await resetAll(manager, MISSING_ID)).statusCode).toBe(404);
    expect(await group('PM10')).toMatchObject({ IsCustom: true });
  });
});

describe('PUT /v0.1/project/{id}/sensor-groups/import-from/{sourceProjectId}', () => {
  const importFrom = (caller: Caller, source: string, id = projectId) =>
    t.call(
      displaySettingsApi.importSensorGroups,
      { params: { id, sourceProjectId: source } },
      caller,
    );

  it("copies the source's display units: its customisations, and its defaults over ours", async () => {
    await t.handle.db
      .insertInto('project_display_settings')
      .values([
        {
          project_id: sourceId,
          sensor_group: 'WS',
          display_unit: 'km/h',
          decimal_places: 0,
          ppm_to_mgm3_factor: null,
        },
      ])
      .execute();
    await customise('PM10', 'mg/m³', 3);
    const response = await importFrom(manager, sourceId);
    expect(response.statusCode).toBe(200);
    const list = response.json().ProjectSensorGroups as Array<Record<string, unknown>>;
    expect(list.find((g) => g.SensorGroupName === 'WS')).toMatchObject({
      DisplayUnit: 'km/h',
      DecimalPlace: 0,
      IsCustom: true,
    });
    expect(list.find((g) => g.SensorGroupName === 'PM10')).toMatchObject({
      DisplayUnit: 'µg/m³',
      IsCustom: false,
    });
  });

  it('refuses the project itself as the source (400)', async () => {
    const response = await importFrom(manager, projectId);
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([IMPORT_FROM_ITSELF]);
  });

  it('answers 404 for a source of another organisation, even for an organisations administrator', async () => {
    expect((await importFrom(manager, foreignId)).statusCode).toBe(404);
    expect((await importFrom(admin, foreignId)).statusCode).toBe(404);
    expect((await importFrom(manager, MISSING_ID)).statusCode).toBe(404);
  });

  it('answers 403 for a viewer and 404 for another organisation’s caller', async () => {
    expect((await importFrom(viewer, sourceId)).statusCode).toBe(403);
    expect((await importFrom(other, sourceId)).statusCode).toBe(404);
  });
});

describe('GET /v0.1/projectSensors', () => {
  const sensors = (caller: Caller, query: Record<string, string>) =>
    t.call(projectsApi.getProjectSensors, { query: query as { ProjectId: string } }, caller);

  it("lists the project's sensors in its display units by default, or in the reported units", async () => {
    await customise('PM10', 'mg/m³', 3);
    const inherited = await sensors(manager, { ProjectId: projectId });
    expect(inherited.statusCode).toBe(200);
    expect(inherited.json().Sensors).toEqual([
      {
        Name: 'NO2',
        Category: 'Gas',
        Units: 'ppm',
        DecimalPlaces: 3,
        MonitoringLocationIds: [northFence],
      },
      {
        Name: 'VOC',
        Category: 'Gas',
        Units: 'ppm',
        DecimalPlaces: 3,
        MonitoringLocationIds: [southGate],
      },
      {
        Name: 'PM10',
        Category: 'Particulate',
        Units: 'mg/m³',
        DecimalPlaces: 3,
        MonitoringLocationIds: [northFence],
      },
      {
        Name: 'WS',
        Category: 'Met',
        Units: 'm/s',
        DecimalPlaces: 1,
        MonitoringLocationIds: [northFence],
      },
      {
        Name: 'TEMP',
        Category: 'Met',
        Units: '°C',
        DecimalPlaces: 1,
        MonitoringLocationIds: [northFence],
      },
    ]);
    const reported = await sensors(manager, {
      ProjectId: projectId,
      DisplaySettingsSource: 'ReportedUnits',
    });
    expect(reported.json().Sensors[2]).toMatchObject({
      Name: 'PM10',
      Units: 'µg/m³',
      DecimalPlaces: 1,
    });
  });

  it('answers 403 for a project the viewer may not open, 404 for another organisation or a bad id', async () => {
    expect((await sensors(viewer, { ProjectId: projectId })).statusCode).toBe(200);
    expect((await sensors(viewer, { ProjectId: closedId })).statusCode).toBe(403);
    expect((await sensors(other, { ProjectId: projectId })).statusCode).toBe(404);
    expect((await sensors(manager, { ProjectId: 'nope' })).statusCode).toBe(404);
  });
});

describe('display units applied to the channel time series', () => {
  const series = async (channel: string, averagingMs: number, toMinute: number) => {
    const response = await t.call(
      projectDataApi.getChannelTimeseries,
      {
        query: {
          ProjectId: projectId,
          MonitoringLocationId: northFence,
          ChannelName: channel,
          StartTime: iso(0),
          EndTime: iso(toMinute),
          AveragingPeriodMs: averagingMs,
        },
      },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().Data as Array<{ Value: number | null }>).map((p) => p.Value);
  };

  it('converts PM10 to mg/m³ when the project shows it so', async () => {
    // 15-minute mean of 10, 20 and 25 µg/m³ = 18.333… µg/m³, kept to 1 + 2 decimals.
    expect(await series('PM10', 900_000, 15)).toEqual([18.333]);
    expect(await series('PM10', 60_000, 3)).toEqual([10, 20, 25]);
    await customise('PM10', 'mg/m³', 3);
    // ÷ 1000: 0.0183333… mg/m³, kept to 3 + 2 decimals.
    expect(await series('PM10', 900_000, 15)).toEqual([0.01833]);
    expect(await series('PM10', 60_000, 3)).toEqual([0.01, 0.02, 0.025]);
  });

  it('converts wind speed to knots, temperature to °F and NO2 to mg/m³ with the project factor', async () => {
    await customise('WS', 'knots', 1);
    await customise('TEMP', '°F', 1);
    await customise('NO2', 'mg/m³', 3, 2);
    // 10 m/s × 3600 / 1852 = 19.43844… knots; 20 °C × 9/5 + 32 = 68 °F; 0.05 ppm × 2 = 0.1 mg/m³.
    expect(await series('WS', 60_000, 1)).toEqual([19.438]);
    expect(await series('TEMP', 60_000, 1)).toEqual([68]);
    expect(await series('NO2', 60_000, 1)).toEqual([0.1]);
  });
});

describe('projectDisplayUnits', () => {
  it('resolves each sensor to the project’s unit and decimals, defaults where not customised', async () => {
    await customise('PM10', 'mg/m³', 3);
    const units = await projectDisplayUnits(t.handle.db, projectId);
    const pm10 = units.forSensor('PM10');
    expect({ unit: pm10.unit, decimals: pm10.decimals }).toEqual({ unit: 'mg/m³', decimals: 3 });
    expect(pm10.convert(25)).toBeCloseTo(0.025, 12);
    const ws = units.forSensor('WS');
    expect({ unit: ws.unit, decimals: ws.decimals }).toEqual({ unit: 'm/s', decimals: 1 });
    expect(ws.convert(7.5)).toBe(7.5);
    // Another project keeps the catalogue's units, and an unknown sensor passes values through.
    expect((await projectDisplayUnits(t.handle.db, sourceId)).forSensor('PM10').unit).toBe('µg/m³');
    const unknown = units.forSensor('XYZ');
    expect({ unit: unknown.unit, decimals: unknown.decimals }).toEqual({ unit: '', decimals: 2 });
    expect(unknown.convert(4.2)).toBe(4.2);
  });
});
