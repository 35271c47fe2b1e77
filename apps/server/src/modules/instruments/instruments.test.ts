import {
  accountApi,
  instrumentsApi,
  instrumentsDataApi,
  mapApi,
  type EndpointInput,
} from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { SENSOR_CATALOGUE } from '../../domain/sensors';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { NO_MANAGE_INSTRUMENTS, serialTaken, unknownSensor } from './service';

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

type Body = EndpointInput<typeof instrumentsApi.registerInstrument>['body'];
const body = (overrides: Partial<Body> = {}): Body => ({
  Serial: 'OWN-001',
  Name: 'North fence monitor',
  Model: 'DustTrak 8530',
  Sensors: ['PM10', 'VOC'],
  ...overrides,
});

function register(caller: Caller | null, b: Body) {
  return t.call(instrumentsApi.registerInstrument, { body: b }, caller);
}

describe('POST /v0.1/instruments', () => {
  it('registers an instrument of the caller’s organisation with its sensors and an active lease to it, in no project', async () => {
    const response = await register(
      manager,
      body({ Serial: ' OWN-001 ', Name: ' North fence monitor ' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = Number(response.json().Id);
    expect(Number.isInteger(id)).toBe(true);

    const instrument = await t.handle.db
      .selectFrom('instruments')
      .innerJoin('organisations', 'organisations.id', 'instruments.owner_organisation_id')
      .select([
        'instruments.serial',
        'instruments.name',
        'instruments.model',
        'instruments.operation_mode',
        'organisations.name as organisation',
      ])
      .where('instruments.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(instrument).toEqual({
      serial: 'OWN-001',
      name: 'North fence monitor',
      model: 'DustTrak 8530',
      operation_mode: 'Sample',
      organisation: DEMO_ORGANISATIONS.demo,
    });
    const sensors = await t.handle.db
      .selectFrom('instrument_sensors')
      .innerJoin('sensors', 'sensors.id', 'instrument_sensors.sensor_id')
      .select(['sensors.code', 'instrument_sensors.health'])
      .where('instrument_id', '=', id)
      .orderBy('sensors.code')
      .execute();
    expect(sensors).toEqual([
      { code: 'PM10', health: 'Ok' },
      { code: 'VOC', health: 'Ok' },
    ]);
    const leases = await t.handle.db
      .selectFrom('leases')
      .innerJoin('organisations', 'organisations.id', 'leases.organisation_id')
      .select(['leases.status', 'leases.project_id', 'leases.start_date', 'organisations.name'])
      .where('instrument_id', '=', id)
      .execute();
    expect(leases).toEqual([
      {
        status: 'Active',
        project_id: null,
        start_date: t.clock.now(),
        name: DEMO_ORGANISATIONS.demo,
      },
    ]);
    // No project yet, so no journal entry.
    const journal = await t.handle.db
      .selectFrom('journal_entries')
      .select('id')
      .where('instrument_id', '=', id)
      .execute();
    expect(journal).toEqual([]);
  });

  it('shows the new instrument in the instrument selector, in no project, offline until it sends data', async () => {
    const response = await t.call(mapApi.getSelectableInstruments, {}, manager);
    const item = response.json().Items.find((i: { Serial: string }) => i.Serial === 'OWN-001');
    expect(item).toMatchObject({
      Name: 'North fence monitor',
      ProjectId: null,
      LocationName: null,
      OnlineStatus: 'Offline',
    });
    const others = await t.call(mapApi.getSelectableInstruments, {}, other);
    expect(others.json().Items.map((i: { Serial: string }) => i.Serial)).not.toContain('OWN-001');
  });

  it('accepts data for it with an API key of its organisation', async () => {
    const key = { apiKey: (await t.call(accountApi.getApiKey, {}, manager)).json().ApiKey };
    const response = await t.call(
      instrumentsDataApi.ingestInstrumentData,
      {
        params: { instrument: 'OWN-001' },
        body: { Readings: [{ Time: '2026-11-02T08:59:00Z', Sensor: 'PM10', Value: 12.5 }] },
      },
      key,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Accepted: 1, Duplicates: 0 });
  });

  it('answers 409 for a serial already registered, in any organisation', async () => {
    const again = await register(admin, body({ Name: 'Another' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().Messages).toEqual([serialTaken('OWN-001')]);
    expect(serialTaken('OWN-001')).toContain("serial 'OWN-001' is already registered");
    const elsewhere = await register(other, body({ Name: 'Theirs' }));
    expect(elsewhere.statusCode).toBe(409);
  });

  it('refuses unknown sensor codes (naming each), duplicates, no sensors and bad fields with 400', async () => {
    const unknown = await register(
      manager,
      body({ Serial: 'OWN-002', Sensors: ['PM10', 'XYZ', 'pm10'] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Messages).toEqual([unknownSensor('XYZ'), unknownSensor('pm10')]);
    expect(unknownSensor('XYZ')).toMatch(/^Unknown sensor 'XYZ'\./);

    const cases: [Partial<Body>, string][] = [
      [{ Sensors: ['PM10', 'PM10'] }, "Sensor 'PM10' is listed more than once"],
      [{ Sensors: [] }, 'Choose at least one sensor'],
      [{ Serial: '' }, 'Serial is required'],
      [
        { Serial: 'OWN 002' },
        'Serial may contain only letters, digits, dots, hyphens and underscores',
      ],
      [{ Serial: 'x'.repeat(51) }, 'Serial must be 50 characters or less'],
      [{ Name: '  ' }, 'Name is required'],
      [{ Model: '' }, 'Model is required'],
    ];
    for (const [overrides, message] of cases) {
      const response = await register(manager, body({ Serial: 'OWN-002', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(overrides)).toContain(message);
    }
    // Nothing was stored by a refused registration.
    const row = await t.handle.db
      .selectFrom('instruments')
      .select('id')
      .where('serial', '=', 'OWN-002')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('accepts exactly 50 characters of serial and every catalogue code', async () => {
    const response = await register(
      manager,
      body({ Serial: 'A'.repeat(50), Sensors: SENSOR_CATALOGUE.map((s) => s.code) }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a viewer (403) and answers 401 signed out', async () => {
    const response = await register(viewer, body({ Serial: 'OWN-003' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().Messages).toEqual([NO_MANAGE_INSTRUMENTS]);
    expect((await register(null, body({ Serial: 'OWN-003' }))).statusCode).toBe(401);
  });

  it('registers in the other organisation for its own user, never in the caller’s', async () => {
    const response = await register(other, body({ Serial: 'HAR-001', Name: 'Harbour gate' }));
    expect(response.statusCode).toBe(201);
    const row = await t.handle.db
      .selectFrom('instruments')
      .innerJoin('organisations', 'organisations.id', 'instruments.owner_organisation_id')
      .select('organisations.name')
      .where('serial', '=', 'HAR-001')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(DEMO_ORGANISATIONS.other);
  });
});

describe('GET /v0.1/sensorCatalogue', () => {
  it('lists every sensor type with its code, name, category and unit, gases first', async () => {
    const response = await t.call(instrumentsApi.getSensorCatalogue, {}, viewer);
    expect(response.statusCode).toBe(200);
    const items = response.json().Items as { Code: string }[];
    expect(items).toHaveLength(SENSOR_CATALOGUE.length);
    expect(items[0]).toEqual({ Code: 'CO', Name: 'Carbon monoxide', Category: 'Gas', Unit: 'ppm' });
    expect(items.find((i) => i.Code === 'PM10')).toMatchObject({ Category: 'Particulate' });
  });

  it('answers 401 signed out', async () => {
    expect((await t.call(instrumentsApi.getSensorCatalogue, {}, null)).statusCode).toBe(401);
  });
});
