import { feedbackApi, projectDashboardApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { insertTestContribution, insertTestMinutes } from '../../test/contribution-fixtures';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { insertReadings } from '../readings/repository';

const MINUTE = 60_000;
/** 2026-11-02 00:00 UTC; minute k ends at T0 + k min. */
const T0 = Date.parse('2026-11-02T00:00:00Z');
const at = (k: number, extraMs = 0) => new Date(T0 + k * MINUTE + extraMs).toISOString();
/** The server's clock in these tests: 10 min 30 s after T0. */
const NOW = T0 + 10 * MINUTE + 30_000;

let t: TestApp;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let admin: Caller;
let projectId: string;
let emptyProjectId: string;
let alpha: number;
let beta: number;
let gamma: number;
let north: string;
let met: string;
let newFence: string;

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(NOW));
  const db = t.handle.db;
  const project = await createProject(db, DEMO_ORGANISATIONS.demo, 'Dashboard Site');
  projectId = project.id;
  emptyProjectId = (await createProject(db, DEMO_ORGANISATIONS.demo, 'Empty Site')).id;
  const owner = { organisationId: project.organisationId, projectId };
  const sensorId = async (code: string) =>
    (await db.selectFrom('sensors').select('id').where('code', '=', code).executeTakeFirstOrThrow())
      .id;
  const TEMP = await sensorId('TEMP');
  const RH = await sensorId('RH');
  const PRES = await sensorId('PRES');
  const RAIN = await sensorId('RAIN');
  const aqNorth = await createInstrument(db, owner, 'DB-NORTH', [SENSOR.PM10, SENSOR.VOC]);
  const aqSouth = await createInstrument(db, owner, 'DB-SOUTH', [SENSOR.PM10]);
  const aqOld = await createInstrument(db, owner, 'DB-OLD', [SENSOR.PM10]);
  const aqMoved = await createInstrument(db, owner, 'DB-MOVED', [SENSOR.PM10]);
  const weather = await createInstrument(db, owner, 'DB-MET', [
    SENSOR.WS,
    SENSOR.WD,
    TEMP,
    RH,
    PRES,
    RAIN,
  ]);
  north = await createLocation(db, projectId, 'North fence');
  const south = await createLocation(db, projectId, 'South fence');
  const old = await createLocation(db, projectId, 'Old fence');
  met = await createLocation(db, projectId, 'Met mast');
  newFence = await createLocation(db, projectId, 'New fence');
  const hidden = await createLocation(db, projectId, 'Hidden spot');
  await db
    .updateTable('monitoring_locations')
    .set({ is_hidden: true })
    .where('id', '=', hidden)
    .execute();
  const attachedAt = new Date(T0 - 60 * MINUTE);
  await attach(db, aqNorth, north, attachedAt);
  await attach(db, aqSouth, south, attachedAt);
  await attach(db, weather, met, attachedAt);
  // Old fence's instrument left before the scenario: its contribution is inactive.
  await attach(db, aqOld, old, attachedAt, new Date(T0 - 10 * MINUTE));
  // DB-MOVED came to New fence at minute 5: what it recorded until then was recorded elsewhere.
  await attach(db, aqMoved, newFence, new Date(T0 + 5 * MINUTE));

  // Display units: PM10 in mg/m³ to 4 places, wind speed in km/h, temperature in °F.
  await db
    .insertInto('project_display_settings')
    .values([
      { project_id: projectId, sensor_group: 'PM10', display_unit: 'mg/m³', decimal_places: 4 },
      { project_id: projectId, sensor_group: 'WS', display_unit: 'km/h', decimal_places: 1 },
      { project_id: projectId, sensor_group: 'TEMP', display_unit: '°F', decimal_places: 1 },
    ])
    .execute();

  // Readings of minutes 1..10: North PM10 10k µg/m³, South PM10 4, Met WS 3 m/s and WD 350°
  // on odd minutes, 10° on even ones; Met TEMP 10, 11.5, 12 °C at minutes 1, 2, 3, RH 55 % at
  // 2, PRES 1013.2 hPa at 1, RAIN 0.4 mm at 3.
  await insertReadings(db, [
    ...ids(10).map((k) => ({
      instrumentId: aqNorth,
      sensorId: SENSOR.PM10,
      ts: T0 + k * MINUTE,
      value: 10 * k,
      flags: null,
    })),
    ...ids(10).map((k) => ({
      instrumentId: aqSouth,
      sensorId: SENSOR.PM10,
      ts: T0 + k * MINUTE,
      value: 4,
      flags: null,
    })),
    ...ids(10).map((k) => ({
      instrumentId: weather,
      sensorId: SENSOR.WS,
      ts: T0 + k * MINUTE,
      value: 3,
      flags: null,
    })),
    ...ids(10).map((k) => ({
      instrumentId: weather,
      sensorId: SENSOR.WD,
      ts: T0 + k * MINUTE,
      value: k % 2 ? 350 : 10,
      flags: null,
    })),
    { instrumentId: weather, sensorId: TEMP, ts: T0 + MINUTE, value: 10, flags: null },
    { instrumentId: weather, sensorId: TEMP, ts: T0 + 2 * MINUTE, value: 11.5, flags: null },
    { instrumentId: weather, sensorId: TEMP, ts: T0 + 3 * MINUTE, value: 12, flags: null },
    { instrumentId: weather, sensorId: RH, ts: T0 + 2 * MINUTE, value: 55, flags: null },
    { instrumentId: weather, sensorId: PRES, ts: T0 + MINUTE, value: 1013.2, flags: null },
    { instrumentId: weather, sensorId: RAIN, ts: T0 + 3 * MINUTE, value: 0.4, flags: null },
    // North PM10 200 µg/m³ in minutes −30..0 (in the 15-minute and hourly rollups); DB-MOVED
    // PM10 1000 in minutes 1..5 (before its attachment at New fence) and 20 in minutes 6..10.
    ...Array.from({ length: 31 }, (_, i) => ({
      instrumentId: aqNorth,
      sensorId: SENSOR.PM10,
      ts: T0 - i * MINUTE,
      value: 200,
      flags: null,
    })),
    ...ids(10).map((k) => ({
      instrumentId: aqMoved,
      sensorId: SENSOR.PM10,
      ts: T0 + k * MINUTE,
      value: k <= 5 ? 1000 : 20,
      flags: null,
    })),
  ]);

  const start = new Date(T0 - 60 * MINUTE);
  alpha = await insertTestContribution(db, {
    projectId,
    name: 'Alpha gauges',
    type: 'Generic',
    periodMinutes: 15,
    startAt: start,
    sensors: ['PM10', 'VOC'],
    locations: [
      { id: north, position: 0 },
      { id: south, position: 1 },
    ],
  });
  await insertTestMinutes(db, alpha, 'PM10', [
    {
      t: T0 + MINUTE,
      avg_value: 10,
      avg_mode: 'Initial',
      upwind_mask: 2,
      downwind_mask: 1,
      wind_speed: 3,
      wind_direction: 180,
    },
    {
      t: T0 + 2 * MINUTE,
      avg_value: 20.123456,
      avg_mode: 'Rolling',
      upwind_mask: 1,
      downwind_mask: 2,
      wind_speed: 3,
      wind_direction: 175,
    },
    {
      t: T0 + 3 * MINUTE,
      avg_value: 30,
      avg_mode: 'Rolling',
      upwind_mask: 3,
      downwind_mask: 0,
      wind_speed: 5,
      wind_direction: 90,
    },
  ]);
  await insertTestMinutes(db, alpha, 'VOC', [
    { t: T0 + MINUTE, avg_value: 0.51249, avg_mode: 'Initial', wind_speed: 3, wind_direction: 180 },
  ]);
  beta = await insertTestContribution(db, {
    projectId,
    name: 'Beta NJ',
    type: 'NjPam',
    periodMinutes: 1440,
    startAt: start,
    sensors: ['PM10'],
    locations: [{ id: north, position: 0 }],
  });
  // A block row at minute 1, then minutes inside the next block without an averaged row.
  await insertTestMinutes(db, beta, 'PM10', [
    { t: T0 + MINUTE, avg_value: 7, avg_mode: 'Block', downwind_mask: 1 },
    { t: T0 + 2 * MINUTE },
    { t: T0 + 3 * MINUTE, upwind_mask: 1 },
  ]);
  gamma = await insertTestContribution(db, {
    projectId,
    name: 'Gamma old',
    type: 'Generic',
    periodMinutes: 15,
    startAt: start,
    sensors: ['PM10'],
    locations: [{ id: old, position: 0 }],
  });

  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

function contributionsData(query: { dateTime?: string; activeOnly?: boolean }, pid = projectId) {
  return t.call(
    projectDashboardApi.getDashboardContributionsData,
    { params: { projectGuid: pid }, query: query as { activeOnly: boolean } },
    manager,
  );
}

describe('GET .../contributions-data', () => {
  it('answers the averaged value and mode of the newest minute at dateTime, in display units', async () => {
    const response = await contributionsData({ dateTime: at(2) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Items: [
        {
          ContributionId: alpha,
          LatestChannelValues: [
            // 20.123456 µg/m³ = 0.020123456 mg/m³ → 4 places; the minute at dateTime counts.
            { ChannelCode: 'PM10', Value: 0.0201, AveragingMode: 'Rolling' },
            // VOC's newest minute ≤ dateTime is minute 1; ppm to 3 places.
            { ChannelCode: 'VOC', Value: 0.512, AveragingMode: 'Initial' },
          ],
        },
        {
          ContributionId: beta,
          LatestChannelValues: [{ ChannelCode: 'PM10', Value: 0.007, AveragingMode: 'Block' }],
        },
        {
          ContributionId: gamma,
          LatestChannelValues: [{ ChannelCode: 'PM10', Value: null, AveragingMode: null }],
        },
      ],
    });
  });

  it('does not count a minute after dateTime, and reads up to now without one', async () => {
    const before = await contributionsData({ dateTime: at(3, -1) });
    expect(before.json().Items[0].LatestChannelValues[0]).toEqual({
      ChannelCode: 'PM10',
      Value: 0.0201,
      AveragingMode: 'Rolling',
    });
    const now = await contributionsData({});
    expect(now.json().Items[0].LatestChannelValues[0]).toEqual({
      ChannelCode: 'PM10',
      Value: 0.03,
      AveragingMode: 'Rolling',
    });
  });

  it('answers null values before the first stored minute', async () => {
    const response = await contributionsData({ dateTime: at(0) });
    expect(response.json().Items[0].LatestChannelValues).toEqual([
      { ChannelCode: 'PM10', Value: null, AveragingMode: null },
      { ChannelCode: 'VOC', Value: null, AveragingMode: null },
    ]);
  });

  it('reads NJ PAM from its newest block row, not the newer minutes inside the block', async () => {
    const response = await contributionsData({ dateTime: at(3) });
    const item = response
      .json()
      .Items.find((i: { ContributionId: number }) => i.ContributionId === beta);
    expect(item.LatestChannelValues).toEqual([
      { ChannelCode: 'PM10', Value: 0.007, AveragingMode: 'Block' },
    ]);
  });

  it('keeps only contributions with an instrument attached to a data source now when activeOnly', async () => {
    const response = await contributionsData({ dateTime: at(2), activeOnly: true });
    expect(response.json().Items.map((i: { ContributionId: number }) => i.ContributionId)).toEqual([
      alpha,
      beta,
    ]);
  });
});

describe('GET .../wind-locations', () => {
  it('names the upwind and downwind sources of the newest minute per contribution and sensor', async () => {
    const response = await t.call(
      projectDashboardApi.getDashboardWindLocations,
      { params: { projectGuid: projectId }, query: { dateTime: at(2) } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Items: [
        {
          ContributionId: alpha,
          Sensors: [
            // Minute 2: upwind mask 1 (position 0), downwind mask 2 (position 1).
            {
              SensorCode: 'PM10',
              UpwindLocationNames: ['North fence'],
              DownwindLocationNames: ['South fence'],
            },
            { SensorCode: 'VOC', UpwindLocationNames: [], DownwindLocationNames: [] },
          ],
        },
        {
          ContributionId: beta,
          // Beta's minute 2 has no roles (masks 0), even though minute 1 had.
          Sensors: [{ SensorCode: 'PM10', UpwindLocationNames: [], DownwindLocationNames: [] }],
        },
        {
          ContributionId: gamma,
          Sensors: [{ SensorCode: 'PM10', UpwindLocationNames: [], DownwindLocationNames: [] }],
        },
      ],
    });
  });

  it('lists every location of a mask in position order', async () => {
    const response = await t.call(
      projectDashboardApi.getDashboardWindLocations,
      { params: { projectGuid: projectId }, query: { dateTime: at(3) } },
      manager,
    );
    expect(response.json().Items[0].Sensors[0]).toEqual({
      SensorCode: 'PM10',
      UpwindLocationNames: ['North fence', 'South fence'],
      DownwindLocationNames: [],
    });
  });
});

describe('GET .../wind-data', () => {
  it("answers the newest stored minute's wind per contribution in display units", async () => {
    const response = await t.call(
      projectDashboardApi.getDashboardWindData,
      { params: { projectGuid: projectId }, query: { dateTime: at(2) } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Items: [
        {
          ContributionId: alpha,
          // 3 m/s = 10.8 km/h; direction 175°.
          LatestWindSpeed: { Value: 10.8, Unit: 'km/h' },
          LatestWindDirection: { Value: 175, Unit: '°' },
        },
        {
          ContributionId: beta,
          LatestWindSpeed: { Value: null, Unit: 'km/h' },
          LatestWindDirection: { Value: null, Unit: '°' },
        },
        {
          ContributionId: gamma,
          LatestWindSpeed: { Value: null, Unit: 'km/h' },
          LatestWindDirection: { Value: null, Unit: '°' },
        },
      ],
    });
  });

  it('moves to the next minute only once dateTime reaches it', async () => {
    const call = (dateTime: string) =>
      t.call(
        projectDashboardApi.getDashboardWindData,
        { params: { projectGuid: projectId }, query: { dateTime } },
        manager,
      );
    expect((await call(at(3, -1))).json().Items[0].LatestWindSpeed.Value).toBe(10.8);
    // 5 m/s = 18 km/h.
    expect((await call(at(3))).json().Items[0].LatestWindSpeed.Value).toBe(18);
  });
});

describe('GET .../environmental-data', () => {
  it('answers the newest reading at dateTime of the locations that measure the environment', async () => {
    const response = await t.call(
      projectDashboardApi.getDashboardEnvironmentalData,
      { params: { projectGuid: projectId }, query: { dateTime: at(2) } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Items: [
        {
          MonitoringLocationName: 'Met mast',
          // 11.5 °C = 52.7 °F (the 12 °C of minute 3 is after dateTime).
          Temperature: { Value: 52.7, Unit: '°F' },
          Pressure: { Value: 1013.2, Unit: 'hPa' },
          RelativeHumidity: { Value: 55, Unit: '%' },
          // A rain gauge is fitted, but its only reading is after dateTime.
          Rain: { Value: null, Unit: 'mm' },
        },
      ],
    });
  });

  it('reads up to now without a dateTime', async () => {
    const response = await t.call(
      projectDashboardApi.getDashboardEnvironmentalData,
      { params: { projectGuid: projectId }, query: {} },
      manager,
    );
    const [met] = response.json().Items;
    // 12 °C = 53.6 °F.
    expect(met.Temperature).toEqual({ Value: 53.6, Unit: '°F' });
    expect(met.Rain).toEqual({ Value: 0.4, Unit: 'mm' });
    expect(met.Hail).toBeUndefined();
  });
});

describe('GET .../locations', () => {
  async function channels(averagingPeriod: number) {
    const response = await t.call(
      projectDashboardApi.getDashboardLocations,
      { params: { projectGuid: projectId }, query: { averagingPeriod } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    const items = response.json().Items as {
      GuidId: string;
      Name: string;
      Status: string;
      ChannelData: { Channel: string; Value: number | null; Unit: string }[];
    }[];
    const value = (id: string, channel: string) =>
      items.find((l) => l.GuidId === id)?.ChannelData.find((c) => c.Channel === channel)?.Value;
    return { items, value };
  }

  it('lists the visible locations with their status and newest values for 1 minute', async () => {
    const { items, value } = await channels(1);
    expect(items.map((l) => l.Name)).toEqual([
      'Met mast',
      'New fence',
      'North fence',
      'Old fence',
      'South fence',
    ]);
    expect(items.find((l) => l.Name === 'Old fence')?.Status).toBe('Offline');
    expect(items.find((l) => l.Name === 'North fence')?.Status).not.toBe('Offline');
    // The newest North PM10 is 100 µg/m³ = 0.1 mg/m³; the newest WD (minute 10) is 10°.
    expect(value(north, 'PM10')).toBe(0.1);
    expect(value(met, 'WD')).toBe(10);
    expect(value(newFence, 'PM10')).toBe(0.02);
  });

  it('averages the last 5 minutes from the readings (wind direction as vectors)', async () => {
    const { value } = await channels(5);
    // (now − 5 min, now] holds minutes 6..10: PM10 60..100 → 80 µg/m³ = 0.08 mg/m³; WD 10, 350,
    // 10, 350, 10 → atan(tan 10° / 5) = 2.02° → 2.
    expect(value(north, 'PM10')).toBe(0.08);
    expect(value(met, 'WD')).toBe(2);
  });

  it('averages 15 minutes from the readings', async () => {
    const { value } = await channels(15);
    // (T0 − 4.5 min, T0 + 10.5 min]: North PM10 200 × 5 (minutes −4..0) + 10..100 → 1550 / 15 =
    // 103.33 µg/m³ = 0.1033 mg/m³; WD five 350° and five 10° → 0°; WS 3 m/s = 10.8 km/h.
    expect(value(north, 'PM10')).toBe(0.1033);
    expect(value(met, 'WD')).toBe(0);
    expect(value(met, 'WS')).toBe(10.8);
  });

  it('averages longer periods from the rollups and the readings at both ends', async () => {
    // 60 (15-minute buckets ending T0 − 30, −15 and T0), 120 and 1440 minutes (the hour ending
    // T0) all hold minutes −30..10: 200 × 31 + 550 = 6750 / 41 = 164.63 µg/m³ = 0.1646 mg/m³.
    for (const period of [60, 120, 1440]) {
      const { value } = await channels(period);
      expect(value(north, 'PM10'), `${period} min`).toBe(0.1646);
      expect(value(met, 'WD'), `${period} min`).toBe(0);
      expect(value(met, 'WS'), `${period} min`).toBe(10.8);
    }
  });

  it('counts only what an instrument recorded since it was attached to the location', async () => {
    // DB-MOVED: 1000 in minutes 1..5 (before minute 5's attachment; minute 5 itself is not
    // after it), 20 in 6..10: every period shows 20 µg/m³ = 0.02 mg/m³, never (5000 + 100) / 10.
    for (const period of [5, 15, 60]) {
      expect((await channels(period)).value(newFence, 'PM10'), `${period} min`).toBe(0.02);
    }
  });
});

describe('every dashboard call', () => {
  const calls = [
    (pid: string, caller: Caller | null) =>
      t.call(
        projectDashboardApi.getDashboardContributionsData,
        { params: { projectGuid: pid }, query: { activeOnly: false } },
        caller,
      ),
    (pid: string, caller: Caller | null) =>
      t.call(
        projectDashboardApi.getDashboardWindLocations,
        { params: { projectGuid: pid }, query: {} },
        caller,
      ),
    (pid: string, caller: Caller | null) =>
      t.call(
        projectDashboardApi.getDashboardWindData,
        { params: { projectGuid: pid }, query: {} },
        caller,
      ),
    (pid: string, caller: Caller | null) =>
      t.call(
        projectDashboardApi.getDashboardEnvironmentalData,
        { params: { projectGuid: pid }, query: {} },
        caller,
      ),
    (pid: string, caller: Caller | null) =>
      t.call(
        projectDashboardApi.getDashboardLocations,
        { params: { projectGuid: pid }, query: { averagingPeriod: 15 } },
        caller,
      ),
  ];

  it('answers an empty project with an empty list', async () => {
    for (const call of calls) {
      const response = await call(emptyProjectId, manager);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ Items: [] });
    }
  });

  it("answers 404 for another organisation's project, a missing one and a malformed id", async () => {
    for (const call of calls) {
      expect((await call(projectId, other)).statusCode).toBe(404);
      expect((await call('6f1c2d3e-0000-4000-8000-000000000000', manager)).statusCode).toBe(404);
      expect((await call('not-a-project', manager)).statusCode).toBe(404);
    }
  });

  it('answers 403 to a viewer who is not a member, and lets an administrator read', async () => {
    for (const call of calls) {
      expect((await call(projectId, viewer)).statusCode).toBe(403);
      expect((await call(projectId, admin)).statusCode).toBe(200);
      expect((await call(projectId, null)).statusCode).toBe(401);
    }
  });

  it('answers 400 to a bad dateTime, activeOnly or averaging period', async () => {
    const get = (path: string) =>
      t.fastify.inject({
        method: 'GET',
        url: `/v0.1/project-dashboard/${projectId}/${path}`,
        headers: { cookie: manager.cookie! },
      });
    for (const path of [
      'contributions-data?dateTime=yesterday',
      'contributions-data?activeOnly=maybe',
      'wind-data?dateTime=2026-13-01T00:00:00Z',
      'wind-locations?dateTime=1',
      'environmental-data?dateTime=now',
      'locations?averagingPeriod=7',
      'locations?averagingPeriod=abc',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
    }
  });
});

describe('dashboard feedback', () => {
  function submit(query: Record<string, unknown>, caller: Caller | null = manager) {
    return t.call(
      feedbackApi.submitDashboardFeedback,
      { query: query as { ContributionId: string; FeedbackChoices: string[] } },
      caller,
    );
  }

  it('stores a submission that administrators list, newest first', async () => {
    t.clock.set(new Date(NOW + MINUTE));
    expect(
      (
        await submit({
          ContributionId: String(alpha),
          FeedbackChoices: ['HardToUse', 'Other'],
          OtherComments: ' Too dark ',
        })
      ).statusCode,
    ).toBe(200);
    t.clock.set(new Date(NOW + 2 * MINUTE));
    expect(
      (await submit({ ContributionId: String(beta), FeedbackChoices: ['PreferOld'] })).statusCode,
    ).toBe(200);
    t.clock.set(new Date(NOW));
    const response = await t.call(feedbackApi.listDashboardFeedback, { query: {} }, admin);
    expect(response.statusCode).toBe(200);
    const items = response.json().Items;
    expect(items.slice(0, 2)).toEqual([
      expect.objectContaining({
        ContributionId: beta,
        ContributionName: 'Beta NJ',
        ProjectId: projectId,
        ProjectName: 'Dashboard Site',
        OrganisationName: DEMO_ORGANISATIONS.demo,
        FeedbackChoices: ['PreferOld'],
        OtherComments: null,
        CreatedAt: new Date(NOW + 2 * MINUTE).toISOString(),
      }),
      expect.objectContaining({
        ContributionId: alpha,
        ContributionName: 'Alpha gauges',
        FeedbackChoices: ['HardToUse', 'Other'],
        OtherComments: 'Too dark',
        UserEmail: expect.stringContaining('@'),
      }),
    ]);
    const limited = await t.call(feedbackApi.listDashboardFeedback, { query: { limit: 1 } }, admin);
    expect(limited.json().Items).toHaveLength(1);
  });

  it('answers 400 without a choice or with an unknown one', async () => {
    const none = await submit({ ContributionId: String(alpha), FeedbackChoices: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('FeedbackChoices');
    const unknown = await submit({ ContributionId: String(alpha), FeedbackChoices: ['Boring'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 404 for a contribution the caller cannot read, 403 for a project they cannot open', async () => {
    expect(
      (await submit({ ContributionId: '999999', FeedbackChoices: ['Other'] })).statusCode,
    ).toBe(404);
    expect((await submit({ ContributionId: 'abc', FeedbackChoices: ['Other'] })).statusCode).toBe(
      404,
    );
    expect(
      (await submit({ ContributionId: String(alpha), FeedbackChoices: ['Other'] }, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await submit({ ContributionId: String(alpha), FeedbackChoices: ['Other'] }, viewer))
        .statusCode,
    ).toBe(403);
  });

  it('keeps a submission when its contribution is deleted', async () => {
    t.clock.set(new Date(NOW + 3 * MINUTE));
    const response = await submit({ ContributionId: String(gamma), FeedbackChoices: ['Other'] });
    t.clock.set(new Date(NOW));
    expect(response.statusCode).toBe(200);
    await t.handle.db.deleteFrom('contributions').where('id', '=', gamma).execute();
    const [newest] = (await t.call(feedbackApi.listDashboardFeedback, { query: {} }, admin)).json()
      .Items;
    expect(newest).toEqual(
      expect.objectContaining({
        ContributionId: null,
        ContributionName: null,
        ProjectName: 'Dashboard Site',
        FeedbackChoices: ['Other'],
      }),
    );
  });

  it('lists only for organisations administrators', async () => {
    expect(
      (await t.call(feedbackApi.listDashboardFeedback, { query: {} }, manager)).statusCode,
    ).toBe(403);
    expect((await t.call(feedbackApi.listDashboardFeedback, { query: {} }, other)).statusCode).toBe(
      403,
    );
    expect(
      (await t.call(feedbackApi.listDashboardFeedback, { query: { limit: 0 } }, admin)).statusCode,
    ).toBe(400);
  });
});

describe('GET .../wind-data when the wind source misses minutes', () => {
  it('answers the newest minute with wind, at most 15 minutes old', async () => {
    // Alpha's minutes 4 and 10 are stored without wind (the mast sent nothing in them).
    await insertTestMinutes(t.handle.db, alpha, 'PM10', [
      { t: T0 + 4 * MINUTE, avg_value: 31, avg_mode: 'Rolling' },
      { t: T0 + 10 * MINUTE, avg_value: 32, avg_mode: 'Rolling' },
    ]);
    const wind = async (dateTime: string) => {
      const response = await t.call(
        projectDashboardApi.getDashboardWindData,
        { params: { projectGuid: projectId }, query: { dateTime } },
        manager,
      );
      expect(response.statusCode).toBe(200);
      const [first] = response.json().Items;
      return [first.LatestWindSpeed.Value, first.LatestWindDirection.Value];
    };
    try {
      // Minute 3's wind (5 m/s = 18 km/h from 90°) stays shown through the gap…
      expect(await wind(at(4))).toEqual([18, 90]);
      expect(await wind(at(10))).toEqual([18, 90]);
      // …up to 15 minutes after it: at minute 17 it is 14 minutes old, at 18 exactly 15.
      expect(await wind(at(17))).toEqual([18, 90]);
      expect(await wind(at(18))).toEqual([null, null]);
    } finally {
      await t.handle.db
        .deleteFrom('contribution_values')
        .where('contribution_id', '=', alpha)
        .where('ts', 'in', [new Date(T0 + 4 * MINUTE), new Date(T0 + 10 * MINUTE)])
        .execute();
    }
  });
});
