import {
  accountApi,
  contributionsApi,
  instrumentsDataApi,
  projectsApi,
  type EndpointInput,
} from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { JobQueue } from '../../jobs/queue';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { advanceContribution, runContributionsOn } from './materialise';
import { storedMinutes } from './repository';

const MINUTE = 60_000;
/** 2026-11-02 00:00 UTC; minute k of the scenario ends at T0 + k min. */
const T0 = Date.parse('2026-11-02T00:00:00Z');
const iso = (k: number) => new Date(T0 + k * MINUTE).toISOString();

let t: TestApp;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let managerKey: Caller;
let projectId: string;
let north: string;
let south: string;
let met: string;
let otherProjectLocation: string;

async function keyFor(username: string): Promise<Caller> {
  const session = await t.signIn(username);
  const response = await t.call(accountApi.getApiKey, {}, session);
  return { apiKey: response.json().ApiKey };
}

async function ingest(serial: string, readings: { k: number; sensor: string; value: number }[]) {
  const response = await t.call(
    instrumentsDataApi.ingestInstrumentData,
    {
      params: { instrument: serial },
      body: {
        Readings: readings.map((r) => ({ Time: iso(r.k), Sensor: r.sensor, Value: r.value })),
      },
    },
    managerKey,
  );
  expect(response.statusCode).toBe(200);
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(T0 + 12 * MINUTE + 30_000));
  const db = t.handle.db;
  const project = await createProject(db, DEMO_ORGANISATIONS.demo, 'Pier 7 Remediation');
  projectId = project.id;
  const owner = { organisationId: project.organisationId, projectId };
  const aq1 = await createInstrument(db, owner, 'CT-NORTH', [SENSOR.PM10, SENSOR.VOC]);
  const aq2 = await createInstrument(db, owner, 'CT-SOUTH', [SENSOR.PM10, SENSOR.VOC]);
  const wind = await createInstrument(db, owner, 'CT-MET', [SENSOR.WS, SENSOR.WD]);
  north = await createLocation(db, projectId, 'North fence');
  south = await createLocation(db, projectId, 'South fence');
  met = await createLocation(db, projectId, 'Met mast');
  // North and South on one meridian: the centre lies between them, North bears 0°, South 180°.
  await db
    .updateTable('monitoring_locations')
    .set({ latitude: 40.68, longitude: -73.99 })
    .where('id', '=', north)
    .execute();
  await db
    .updateTable('monitoring_locations')
    .set({ latitude: 40.66, longitude: -73.99 })
    .where('id', '=', south)
    .execute();
  await db
    .updateTable('monitoring_locations')
    .set({ latitude: 40.67, longitude: -73.98 })
    .where('id', '=', met)
    .execute();
  const attachedAt = new Date(T0 - 60 * MINUTE);
  await attach(db, aq1, north, attachedAt);
  await attach(db, aq2, south, attachedAt);
  await attach(db, wind, met, attachedAt);
  const otherProject = await createProject(db, DEMO_ORGANISATIONS.demo, 'Elsewhere');
  otherProjectLocation = await createLocation(db, otherProject.id, 'Far away');
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  managerKey = await keyFor('manager');
});
afterAll(() => t.close());

function createBody(
  overrides: Record<string, unknown> = {},
): EndpointInput<typeof contributionsApi.createContribution> {
  return {
    body: {
      Name: 'Pier 7 PM10',
      ProjectId: projectId,
      ContributionType: 'Generic',
      SensorTypes: ['PM10'],
      AveragingPeriodMinutes: 4,
      ContributionMonitoringLocations: [north, south],
      AutomaticWindDetection: true,
      ...overrides,
    },
  } as EndpointInput<typeof contributionsApi.createContribution>;
}

describe('a contribution from the public ingestion call to its stored minutes', () => {
  // Minutes 1..12 (hand-made): North PM10 10 + k, South PM10 4 except minute 6 (missing), wind
  // 3 m/s from 180° except minute 9 (0.5 m/s, calm). Wind from the south: North is downwind,
  // South upwind, so c(k) = (10 + k) − 4 = 6 + k; minute 6 has no upwind value and minute 9 is
  // calm, so both are null.
  let id: number;

  it('stores the hand-computed instantaneous and averaged values and modes', async () => {
    await ingest(
      'CT-NORTH',
      range(1, 12).map((k) => ({ k, sensor: 'PM10', value: 10 + k })),
    );
    await ingest(
      'CT-SOUTH',
      range(1, 12)
        .filter((k) => k !== 6)
        .map((k) => ({ k, sensor: 'PM10', value: 4 })),
    );
    await ingest('CT-MET', [
      ...range(1, 12).map((k) => ({ k, sensor: 'WS', value: k === 9 ? 0.5 : 3 })),
      ...range(1, 12).map((k) => ({ k, sensor: 'WD', value: 180 })),
    ]);
    const created = await t.call(contributionsApi.createContribution, createBody(), manager);
    expect(created.statusCode).toBe(201);
    id = created.json().Id;
    // Its start defaults to the first attachment of its sources (an hour before T0).
    const fresh = await t.call(
      contributionsApi.getContribution,
      { params: { contributionId: id } },
      manager,
    );
    expect(fresh.json().StartDate).toBe(new Date(T0 - 60 * MINUTE).toISOString());
    expect(fresh.json().History).toMatchObject({ State: 'Queued', Percent: 0 });

    const override = await t.call(
      contributionsApi.overrideContributionStartDate,
      { params: { contributionId: id }, query: { startDate: iso(0) } },
      manager,
    );
    expect(override.statusCode).toBe(200);

    // The job path: the queue runs the compute job the override sent.
    const queue = new JobQueue({
      db: t.handle.db,
      log: { info() {}, warn() {}, error() {} },
      work: false,
      schedule: false,
      maintenance: false,
    });
    await runContributionsOn(queue, t.handle.db, t.clock.now);
    await queue.start();
    try {
      expect(await queue.drain()).toBeGreaterThan(0);
    } finally {
      await queue.stop();
    }

    const rows = await storedMinutes(t.handle.db, id, 'PM10', T0, T0 + 12 * MINUTE);
    expect(rows.map((r) => [(r.t - T0) / MINUTE, r.status, r.value])).toEqual([
      [1, 'Ok', 7],
      [2, 'Ok', 8],
      [3, 'Ok', 9],
      [4, 'Ok', 10],
      [5, 'Ok', 11],
      [6, 'Ok', null],
      [7, 'Ok', 13],
      [8, 'Ok', 14],
      [9, 'Calm', null],
      [10, 'Ok', 16],
      [11, 'Ok', 17],
      [12, 'Ok', 18],
    ]);
    // W = 4, 75 % completeness: Initial over (0, k] for k < 4, then Rolling over (k − 4, k].
    expect(
      rows.map((r) => [r.avgMode, r.avgValue === null ? null : +r.avgValue.toFixed(6)]),
    ).toEqual([
      ['Initial', 7],
      ['Initial', 7.5],
      ['Initial', 8],
      ['Rolling', 8.5],
      ['Rolling', 9.5],
      ['Rolling', 10], // 9, 10, 11: 3 of 4 = exactly 75 %
      ['Rolling', 11.333333], // 10, 11, 13
      ['Rolling', 12.666667], // 11, 13, 14
      ['Rolling', null], // 13, 14: 2 of 4
      ['Rolling', 14.333333], // 13, 14, 16
      ['Rolling', 15.666667], // 14, 16, 17 (minute 9 calm)
      ['Rolling', 17], // 16, 17, 18
    ]);
    // Roles: North (position 0) downwind, South (position 1) upwind; none while calm.
    expect(rows[0]).toMatchObject({ downwindMask: 1n, upwindMask: 2n, downwind: 11, upwind: 4 });
    expect(rows[8]).toMatchObject({ downwindMask: 0n, upwindMask: 0n, windSpeed: 0.5 });
    // Sides averaged over the same window (minute 9 is calm: no sides): upwind 4; downwind of
    // minutes 10..12 (20, 21, 22).
    expect(rows[11]).toMatchObject({ upwindAvg: 4, downwindAvg: 21, wsAvg: 2.375, wdAvg: 180 });

    // The same numbers through the public read, in the project's display unit and decimals.
    const read = await t.call(
      contributionsApi.getContributionData,
      { params: { contributionId: id }, query: { fromTime: iso(0), toTime: iso(12) } },
      manager,
    );
    expect(read.statusCode).toBe(200);
    const [channel] = read.json().Channels;
    expect(channel.Units).toBe('µg/m³');
    // PM10 is shown to 1 decimal place by default.
    expect(
      channel.AveragedValues.map((v: { Value: number | null; AveragingMode: string }) => [
        v.AveragingMode,
        v.Value,
      ]),
    ).toEqual([
      ['Initial', 7],
      ['Initial', 7.5],
      ['Initial', 8],
      ['Rolling', 8.5],
      ['Rolling', 9.5],
      ['Rolling', 10],
      ['Rolling', 11.3],
      ['Rolling', 12.7],
      ['Rolling', null],
      ['Rolling', 14.3],
      ['Rolling', 15.7],
      ['Rolling', 17],
    ]);
    const done = await t.call(
      contributionsApi.getContribution,
      { params: { contributionId: id } },
      manager,
    );
    expect(done.json().History).toEqual({
      State: 'Done',
      Percent: 100,
      ComputedTo: iso(12),
      Message: null,
    });
  });

  it('recomputes the affected windows when a late reading lands', async () => {
    await ingest('CT-SOUTH', [{ k: 6, sensor: 'PM10', value: 4 }]);
    await advanceContribution(t.handle.db, id, t.clock.now());
    const rows = await storedMinutes(t.handle.db, id, 'PM10', T0 + 5 * MINUTE, T0 + 10 * MINUTE);
    expect(rows.map((r) => [r.value, r.avgValue === null ? null : +r.avgValue.toFixed(6)])).toEqual(
      [
        [12, 10.5], // 9, 10, 11, 12
        [13, 11.5], // 10, 11, 12, 13
        [14, 12.5], // 11, 12, 13, 14
        [null, 13], // 12, 13, 14 (minute 9 calm)
        [16, 14.333333], // unchanged: 13, 14, 16
      ],
    );
  });

  it('extends to new minutes as readings arrive', async () => {
    t.clock.set(new Date(T0 + 13 * MINUTE + 5_000));
    await ingest('CT-NORTH', [{ k: 13, sensor: 'PM10', value: 23 }]);
    await ingest('CT-SOUTH', [{ k: 13, sensor: 'PM10', value: 4 }]);
    await ingest('CT-MET', [
      { k: 13, sensor: 'WS', value: 3 },
      { k: 13, sensor: 'WD', value: 180 },
    ]);
    await advanceContribution(t.handle.db, id, t.clock.now());
    const [row] = await storedMinutes(t.handle.db, id, 'PM10', T0 + 12 * MINUTE, T0 + 13 * MINUTE);
    expect(row).toMatchObject({ value: 19, avgValue: 17.5, avgMode: 'Rolling' }); // 16, 17, 18, 19
  });

  it('lists the contribution, its summary and its compliance levels', async () => {
    const list = await t.call(
      contributionsApi.listContributions,
      { query: { projectId } },
      manager,
    );
    expect(list.json().Items).toEqual([
      expect.objectContaining({
        Id: id,
        Name: 'Pier 7 PM10',
        ProjectName: 'Pier 7 Remediation',
        ContributionType: 'Generic',
      }),
    ]);
    const summaries = await t.call(
      contributionsApi.getContributionSummaries,
      { query: { projectId } },
      manager,
    );
    expect(summaries.json().Summaries).toEqual([
      {
        Id: id,
        Name: 'Pier 7 PM10',
        ContributionType: 'GENERIC',
        AveragingPeriodMinutes: 4,
        SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
        WindSensorType: { Name: 'WS', Units: 'm/s' },
        HasActiveLocations: true,
      },
    ]);
    const details = await t.call(
      projectsApi.getProjectDetails,
      { query: { ProjectId: projectId } },
      manager,
    );
    // A generic contribution has no default level: one row with Level null the user can set.
    expect(details.json().ComplianceLevels).toEqual([
      {
        ContributionId: id,
        SensorCode: 'PM10',
        Level: null,
        DisplayUnits: 'µg/m³',
        ContributionName: 'Pier 7 PM10',
        ContributionType: 'GENERIC',
      },
    ]);
  });

  it('deletes it with everything stored for it', async () => {
    const response = await t.call(
      contributionsApi.deleteContribution,
      { params: { contributionId: id } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(await storedMinutes(t.handle.db, id, 'PM10', 0, T0 + 20 * MINUTE)).toEqual([]);
    const gone = await t.call(
      contributionsApi.getContribution,
      { params: { contributionId: id } },
      manager,
    );
    expect(gone.statusCode).toBe(404);
  });
});

describe('creating a contribution', () => {
  it('prefills the DER-10 action levels and saves edited ones in the sensor unit', async () => {
    const created = await t.call(
      contributionsApi.createContribution,
      createBody({
        ContributionType: 'DER10',
        SensorTypes: ['PM10', 'VOC'],
        AveragingPeriodMinutes: 15,
        Name: 'DER-10 fence',
      }),
      manager,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().Id;
    const got = await t.call(
      contributionsApi.getContribution,
      { params: { contributionId: id } },
      manager,
    );
    expect(got.json().Config.ActionLevels).toEqual([
      { SensorCode: 'PM10', ActionLevel: 100, Units: 'µg/m³' },
      { SensorCode: 'PM10', ActionLevel: 150, Units: 'µg/m³' },
      { SensorCode: 'VOC', ActionLevel: 5, Units: 'ppm' },
      { SensorCode: 'VOC', ActionLevel: 25, Units: 'ppm' },
    ]);
    const body = {
      HideEmptyEnvironmentalSummary: false,
      ShowExceedanceSummary: true,
      SensorsWithNegativeNumberFiltering: ['PM10'],
      DisplayActionLevelsOnReportCharts: true,
      DisplayAlertsOnReportCharts: false,
      SensorActionLevels: [
        { SensorName: 'PM10', SensorUnits: 'mg/m³', ActionLevelValue: 0.12 },
        { SensorName: 'VOC', SensorUnits: 'ppb', ActionLevelValue: 999 },
      ],
    };
    const saved = await t.call(
      contributionsApi.updateContribution,
      { params: { contributionId: id }, body },
      manager,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Config.ActionLevels).toEqual([
      { SensorCode: 'PM10', ActionLevel: 120, Units: 'µg/m³' },
      { SensorCode: 'VOC', ActionLevel: 0.999, Units: 'ppm' },
    ]);
    expect(saved.json().Config.SensorsWithNegativeNumberFiltering).toEqual(['PM10']);

    const badUnit = await t.call(
      contributionsApi.updateContribution,
      {
        params: { contributionId: id },
        body: {
          ...body,
          SensorActionLevels: [{ SensorName: 'PM10', SensorUnits: 'm/s', ActionLevelValue: 5 }],
        },
      },
      manager,
    );
    expect(badUnit.statusCode).toBe(400);
    expect(badUnit.json().Messages).toEqual(["'m/s' is not a unit of PM10."]);
    const notOurs = await t.call(
      contributionsApi.updateContribution,
      {
        params: { contributionId: id },
        body: {
          ...body,
          SensorActionLevels: [{ SensorName: 'CO', SensorUnits: 'ppm', ActionLevelValue: 5 }],
        },
      },
      manager,
    );
    expect(notOurs.statusCode).toBe(400);
    const tooHigh = await t.call(
      contributionsApi.updateContribution,
      {
        params: { contributionId: id },
        body: {
          ...body,
          SensorActionLevels: [
            { SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 999.5 },
          ],
        },
      },
      manager,
    );
    expect(tooHigh.statusCode).toBe(400);
  });

  it('refuses bad bodies with the spec messages and clear reasons', async () => {
    const missing = await t.call(
      contributionsApi.createContribution,
      createBody({ Name: '' }),
      manager,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Messages).toEqual(['Missing required fields']);
    const foreign = await t.call(
      contributionsApi.createContribution,
      createBody({ ContributionMonitoringLocations: [north, otherProjectLocation] }),
      manager,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().Messages).toEqual([
      `Monitoring location ${otherProjectLocation} is not a location of this project.`,
    ]);
    const noWind = await t.call(
      contributionsApi.createContribution,
      createBody({ AutomaticWindDetection: false, WindMonitoringLocation: north }),
      manager,
    );
    expect(noWind.statusCode).toBe(400);
    expect(noWind.json().Messages).toEqual([
      'North fence cannot be the wind source: it needs both wind speed (WS) and wind direction (WD) sensors.',
    ]);
    const withWind = await t.call(
      contributionsApi.createContribution,
      createBody({
        AutomaticWindDetection: false,
        WindMonitoringLocation: met,
        Name: 'Chosen wind',
      }),
      manager,
    );
    expect(withWind.statusCode).toBe(201);
  });

  it('needs Manage_Contributions and the project, and hides other organisations', async () => {
    const byViewer = await t.call(contributionsApi.createContribution, createBody(), viewer);
    // The viewer is not a member of this project: it may not open it.
    expect(byViewer.statusCode).toBe(403);
    const byOther = await t.call(contributionsApi.createContribution, createBody(), other);
    expect(byOther.statusCode).toBe(404);
    const list = await t.call(contributionsApi.listContributions, { query: {} }, other);
    expect(list.json().Items.map((item: { ProjectId: string }) => item.ProjectId)).not.toContain(
      projectId,
    );
  });

  it('refuses an override start in the future or too far back', async () => {
    const created = await t.call(
      contributionsApi.createContribution,
      createBody({ Name: 'Override me' }),
      manager,
    );
    const id = created.json().Id;
    const future = await t.call(
      contributionsApi.overrideContributionStartDate,
      { params: { contributionId: id }, query: { startDate: iso(60) } },
      manager,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().Messages).toEqual(['The start date cannot be in the future.']);
    const ancient = await t.call(
      contributionsApi.overrideContributionStartDate,
      { params: { contributionId: id }, query: { startDate: '2024-01-01T00:00:00Z' } },
      manager,
    );
    expect(ancient.statusCode).toBe(400);
    const byOther = await t.call(
      contributionsApi.overrideContributionStartDate,
      { params: { contributionId: id }, query: { startDate: iso(0) } },
      other,
    );
    expect(byOther.statusCode).toBe(404);
  });
});
