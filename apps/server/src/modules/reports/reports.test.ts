import { contributionsApi, reportsApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { authenticate } from '../../http/auth';
import { hashPassword } from '../../http/crypto';
import {
  insertTestContribution,
  insertTestMinutes,
  type TestMinute,
} from '../../test/contribution-fixtures';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { NO_REPORT_DATA } from './range';
import { reportCsv } from './service';

// The report data calls on hand-made stored minutes and readings, with hand-computed numbers.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Catalogue sensor number of TEMP (db/migrations/0003). */
const TEMP = 23;
/** 2026-11-03 04:50 UTC = 23:50 EST on 2 November in New York; local midnight is minute 10. */
const S = Date.parse('2026-11-03T04:50:00Z');
/** 2026-11-02 16:00 UTC = 08:00 PST in Los Angeles. */
const L = Date.parse('2026-11-02T16:00:00Z');
const at = (m: number, base = S) => new Date(base + m * MINUTE).toISOString();
/** The whole numbers from `from` to `to`. */
const minutes = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

let t: TestApp;
let manager: Caller;
let other: Caller;
let newYork: string;
let north: string;
let south: string;
/** Generic, 5-minute rolling, PM10 (levels 15 and 25), minutes 1..30 from S stored. */
let generic: number;
/** Rule 1466 in Los Angeles, minutes 1..3 from L stored (one of each mode). */
let rule1466: number;
/** NJ PAM, 5-minute blocks, PM10 from the north fence, minutes 1..12 from S stored. */
let njPam: number;
/** Nothing computed yet. */
let fresh: number;
/** Another organisation's contribution. */
let foreign: number;

/** Stored PM10 minute m (1..30) of the generic contribution. */
function storedMinute(m: number): TestMinute {
  const calm = m === 15;
  const masks =
    m <= 12
      ? { upwind_mask: 1, downwind_mask: 2 }
      : calm
        ? { upwind_mask: 0, downwind_mask: 0 }
        : { upwind_mask: 2, downwind_mask: 1 };
  return {
    t: S + m * MINUTE,
    status: calm ? 'Calm' : 'Ok',
    value: calm ? null : m,
    // Initial for the first 4 minutes (t − start < W = 5), then Rolling.
    avg_value: m <= 4 ? 50 : m,
    avg_mode: m <= 4 ? 'Initial' : 'Rolling',
    upwind: calm ? null : 10,
    downwind: calm ? null : 10 + m,
    upwind_avg: 10,
    downwind_avg: 10 + m / 2,
    ...masks,
    wind_speed: m <= 10 ? m * 0.5 : 4,
    wind_direction: m <= 10 ? (m % 2 === 1 ? 350 : 10) : 90,
    ws_avg: 3,
    wd_avg: m <= 10 ? 0 : 90,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-04T00:00:00Z');
  const db = t.handle.db;

  const ny = await createProject(db, DEMO_ORGANISATIONS.demo, 'Pier 9', 'America/New_York');
  newYork = ny.id;
  north = await createLocation(db, newYork, 'North fence');
  south = await createLocation(db, newYork, 'South gate');
  // The north fence's instrument measures PM10, the wind and temperature: it is the wind source.
  const instrument = await createInstrument(
    db,
    { organisationId: ny.organisationId, projectId: newYork },
    'AQS-NORTH',
    [SENSOR.PM10, SENSOR.WS, SENSOR.WD, TEMP],
  );
  await attach(db, instrument, north, new Date(S - DAY));
  // PM10 readings 2·m at minutes 1..30, none at minutes 19 and 20; four temperatures.
  const readings = [
    ...minutes(1, 30)
      .filter((m) => m !== 19 && m !== 20)
      .map((m) => ({ sensor_id: SENSOR.PM10, m, value: 2 * m })),
    { sensor_id: TEMP, m: 9, value: 5 },
    { sensor_id: TEMP, m: 10, value: 7 },
    { sensor_id: TEMP, m: 11, value: -1 },
    { sensor_id: TEMP, m: 12, value: 3 },
  ];
  await db
    .insertInto('readings')
    .values(
      readings.map((r) => ({
        instrument_id: instrument,
        sensor_id: r.sensor_id,
        ts: new Date(S + r.m * MINUTE),
        value: r.value,
      })),
    )
    .execute();

  generic = await insertTestContribution(db, {
    projectId: newYork,
    name: 'Excavation',
    type: 'Generic',
    periodMinutes: 5,
    startAt: new Date(S),
    computedTo: new Date(S + 30 * MINUTE),
    sensors: ['PM10'],
    locations: [
      { id: north, position: 0 },
      { id: south, position: 1 },
    ],
    actionLevels: { PM10: [15, 25] },
  });
  await insertTestMinutes(db, generic, 'PM10', minutes(1, 30).map(storedMinute));
  await db
    .updateTable('contributions')
    .set({ display_alerts_on_report_charts: true })
    .where('id', '=', generic)
    .execute();
  await db
    .insertInto('contribution_alert_configs')
    .values({
      contribution_id: generic,
      name: 'Dust high',
      sensor_code: 'PM10',
      sensor_unit: 'µg/m³',
      set_point: 40,
      reset_point: 30,
      period_minutes: 15,
      emails: ['site@demo.example'],
      state_since: new Date(S),
    })
    .execute();

  njPam = await insertTestContribution(db, {
    projectId: newYork,
    name: 'Perimeter PAM',
    type: 'NjPam',
    periodMinutes: 5,
    startAt: new Date(S),
    computedTo: new Date(S + 12 * MINUTE),
    sensors: ['PM10'],
    locations: [{ id: north, position: 0 }],
  });
  // Block rows at the block ends 5 and 10 and the running block's partial row at 12.
  const blockRows: Record<number, Partial<TestMinute>> = {
    5: { avg_value: 8, avg_mode: 'Block' },
    10: { avg_value: 9, avg_mode: 'Block' },
    12: { avg_value: 7, avg_mode: 'Block', avg_partial: true },
  };
  await insertTestMinutes(
    db,
    njPam,
    'PM10',
    minutes(1, 12).map((m) => ({ t: S + m * MINUTE, value: 8, ...blockRows[m] })),
  );

  fresh = await insertTestContribution(db, {
    projectId: newYork,
    name: 'Not yet computed',
    type: 'Generic',
    periodMinutes: 5,
    startAt: new Date(S),
    sensors: ['PM10'],
  });

  const la = await createProject(db, DEMO_ORGANISATIONS.demo, 'Mesa Works', 'America/Los_Angeles');
  rule1466 = await insertTestContribution(db, {
    projectId: la.id,
    name: 'Grading 1466',
    type: 'FourteenSixtySix',
    periodMinutes: 120,
    startAt: new Date(L),
    computedTo: new Date(L + 3 * MINUTE),
    sensors: ['PM10'],
  });
  await insertTestMinutes(db, rule1466, 'PM10', [
    { t: L + MINUTE, avg_value: 30, avg_mode: 'Initial', upwind_avg: 10, downwind_avg: 40 },
    { t: L + 2 * MINUTE, avg_value: 20.25, avg_mode: 'Rolling', upwind_avg: 10, downwind_avg: 30 },
    {
      t: L + 3 * MINUTE,
      avg_value: 24,
      avg_mode: 'RecoveryRolling',
      upwind_avg: 10,
      downwind_avg: 34,
      wind_speed: 3.25,
      wind_direction: 359.6,
    },
  ]);

  const harbour = await createProject(db, DEMO_ORGANISATIONS.other, 'Harbour Dredge');
  foreign = await insertTestContribution(db, {
    projectId: harbour.id,
    name: 'Dredge',
    type: 'Generic',
    periodMinutes: 5,
    startAt: new Date(S),
    computedTo: new Date(S + 30 * MINUTE),
    sensors: ['PM10'],
  });

  manager = await t.signIn('manager');
  other = await t.signIn('other');
});
afterAll(() => t.close());

const messages = (response: { json: () => unknown }) =>
  (response.json() as { Messages: string[] }).Messages;

function report(
  id: number,
  query: { from: string; to: string; tablePeriodMinutes?: number } | Record<string, unknown>,
  caller: Caller = manager,
) {
  return t.call(
    reportsApi.getContributionReport,
    { params: { contributionId: id }, query: query as never },
    caller,
  );
}

function der10(id: number, from: string, to: string, period = 0, caller: Caller = manager) {
  return t.call(
    reportsApi.getDer10ReportData,
    {
      params: { contributionId: id },
      query: { FromTime: from, ToTime: to, ReportAveragingPeriodMinutes: period },
    },
    caller,
  );
}

describe('GET /v0.1/contribution/{contributionId}/report', () => {
  it('answers the contribution series, the sources, the wind and the sensor info', async () => {
    const response = await report(generic, { from: at(0), to: at(30), tablePeriodMinutes: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const data = body.ContributionData;
    expect(data.ProjectName).toBe('Pier 9');
    expect(data.ProjectTimeZoneId).toBe('America/New_York');
    expect(data.ProjectTimeZoneOffset).toBe('-05:00');
    expect(data.IsSummerTimeAdjusted).toBe(true);
    expect(data.DataSources).toEqual([
      { Id: north, Name: 'North fence', Coordinates: { Latitude: 40.675, Longitude: -73.99 } },
      { Id: south, Name: 'South gate', Coordinates: { Latitude: 40.675, Longitude: -73.99 } },
    ]);
    expect(data.SensorTypes).toHaveLength(1);
    const pm10 = data.SensorTypes[0];
    expect(pm10.SensorType).toBe('PM10');
    expect(pm10.DisplayUnits).toBe('µg/m³');
    // Every stored minute, the calm one (15) as null.
    expect(pm10.InstantaneousSiteContribution).toEqual(
      minutes(1, 30).map((m) => ({ Time: at(m), Value: m === 15 ? null : m })),
    );
    // Initial rows are included and labelled.
    expect(pm10.AveragedSiteContribution.slice(0, 6)).toEqual([
      { Time: at(1), Value: 50, AveragingMode: 'Initial' },
      { Time: at(2), Value: 50, AveragingMode: 'Initial' },
      { Time: at(3), Value: 50, AveragingMode: 'Initial' },
      { Time: at(4), Value: 50, AveragingMode: 'Initial' },
      { Time: at(5), Value: 5, AveragingMode: 'Rolling' },
      { Time: at(6), Value: 6, AveragingMode: 'Rolling' },
    ]);
    expect(pm10.AveragedSiteContribution).toHaveLength(30);
    expect(pm10.RawUpwindMeasurements[14]).toEqual({ Time: at(15), Value: null });
    expect(pm10.RawDownwindMeasurements[2]).toEqual({ Time: at(3), Value: 13 });
    // 10 + 3/2 = 11.5.
    expect(pm10.AveragedDownwindMeasurements[2]).toEqual({ Time: at(3), Value: 11.5 });
    expect(pm10.AveragedUpwindMeasurements[29]).toEqual({ Time: at(30), Value: 10 });
    expect(pm10.UpwindDownwindDataSources).toEqual([
      {
        StartTime: at(0),
        EndTime: at(12),
        UpwindDataSourceIds: [north],
        DownwindDataSourceIds: [south],
      },
      {
        StartTime: at(12),
        EndTime: at(14),
        UpwindDataSourceIds: [south],
        DownwindDataSourceIds: [north],
      },
      // Minute 15 is calm (no roles): no run holds it.
      {
        StartTime: at(15),
        EndTime: at(30),
        UpwindDataSourceIds: [south],
        DownwindDataSourceIds: [north],
      },
    ]);

    const [northRaw, southRaw] = pm10.SensorMeasurements;
    expect(northRaw.InstrumentId).toBe(north);
    expect(northRaw.Measurements).toHaveLength(28);
    expect(northRaw.Measurements[0]).toEqual({ Time: at(1), Value: 2 });
    expect(southRaw).toEqual({ InstrumentId: south, Measurements: [] });

    const [northAveraged, southAveraged] = pm10.AveragedSensorMeasurements;
    const averagedAt = (m: number) =>
      northAveraged.Measurements.find((x: { Time: string }) => x.Time === at(m))?.Value;
    expect(northAveraged.Measurements).toHaveLength(30);
    // Minute 3 averages since the start: (2 + 4 + 6) / 3.
    expect(averagedAt(3)).toBe(4);
    // Minute 10: readings of minutes 6..10, (12 + 14 + 16 + 18 + 20) / 5.
    expect(averagedAt(10)).toBe(16);
    // Minutes 20 to 23 hold 3 valid readings of 5 (60 % < 75 %): null. Minute 24 holds 4 of 5
    // (minutes 21..24): (42 + 44 + 46 + 48) / 4 = 45.
    for (const m of [20, 21, 22, 23]) expect(averagedAt(m)).toBeNull();
    expect(averagedAt(24)).toBe(45);
    expect(southAveraged.Measurements.every((x: { Value: unknown }) => x.Value === null)).toBe(
      true,
    );

    expect(data.WindSpeedMeasurements.slice(0, 2)).toEqual([
      { Time: at(1), Value: 0.5 },
      { Time: at(2), Value: 1 },
    ]);
    expect(data.WindDirectionMeasurements.slice(0, 2)).toEqual([
      { Time: at(1), Value: 350 },
      { Time: at(2), Value: 10 },
    ]);
    expect(data.AveragedWindSpeedMeasurements[0]).toEqual({ Time: at(1), Value: 3 });
    expect(data.AveragedWindDirectionMeasurements[29]).toEqual({ Time: at(30), Value: 90 });

    expect(body.SensorInfo).toEqual([
      { SensorCode: 'PM10', Units: 'µg/m³', DecimalPlaces: 1, Range: 10000, DisplayUnits: 'µg/m³' },
      { SensorCode: 'WS', Units: 'm/s', DecimalPlaces: 1, Range: 22, DisplayUnits: 'm/s' },
      { SensorCode: 'WD', Units: '°', DecimalPlaces: 0, Range: 360, DisplayUnits: '°' },
      { SensorCode: 'TEMP', Units: '°C', DecimalPlaces: 1, Range: 85, DisplayUnits: '°C' },
    ]);
    expect(body.AlertConfigs).toEqual([
      { Name: 'Dust high', SetPoint: 40, Sensor: 'PM10', AveragingPeriodMinutes: 15 },
    ]);
  });

  it('summarises local calendar days: 00:00 belongs to the day it ends', async () => {
    const response = await report(generic, { from: at(0), to: at(30) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const empty = { Min: null, Max: null };
    expect(body.DailyEnvironmentalSummaries).toEqual([
      {
        // Minutes 1..10 (23:51 to 00:00 EST): speeds 0.5..5, directions 350/10 (mean 0).
        Date: '2026-11-02',
        Temperature: { Min: 5, Max: 7 },
        RelativeHumidity: empty,
        Pressure: empty,
        WindSpeed: { Min: 0.5, Max: 5 },
        AverageWindDirection: 0,
      },
      {
        Date: '2026-11-03',
        Temperature: { Min: -1, Max: 3 },
        RelativeHumidity: empty,
        Pressure: empty,
        WindSpeed: { Min: 4, Max: 4 },
        AverageWindDirection: 90,
      },
    ]);
    // The averaged contribution without its Initial rows (50): minutes 5..10, then 11..30.
    expect(body.DailyMonitoringSummaries).toEqual([
      {
        Date: '2026-11-02',
        SensorSummaries: [
          { SensorType: 'PM10', MinContribution: 5, MaxContribution: 10, AverageContribution: 7.5 },
        ],
      },
      {
        Date: '2026-11-03',
        SensorSummaries: [
          {
            SensorType: 'PM10',
            MinContribution: 11,
            MaxContribution: 30,
            AverageContribution: 20.5,
          },
        ],
      },
    ]);
    // The Initial 50s exceed both levels but are excluded; 16 is the first Rolling value above
    // 15 (15 is not above it), 26 the first above 25.
    expect(body.ExceedanceSummaries).toEqual([
      { Channel: 'PM10', ActionLevel: 15, TimeTriggered: at(16), AveragingMode: 'Rolling' },
      { Channel: 'PM10', ActionLevel: 25, TimeTriggered: at(26), AveragingMode: 'Rolling' },
    ]);
  });

  it('answers the block rows only for the averaged series of an NJ PAM contribution', async () => {
    const response = await report(njPam, { from: at(0), to: at(12) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const [pm10] = body.ContributionData.SensorTypes;
    expect(pm10.InstantaneousSiteContribution).toHaveLength(12);
    expect(pm10.AveragedSiteContribution).toEqual([
      { Time: at(5), Value: 8, AveragingMode: 'Block' },
      { Time: at(10), Value: 9, AveragingMode: 'Block' },
      { Time: at(12), Value: 7, AveragingMode: 'Block' },
    ]);
    // The source's readings (2·m) averaged over each block: (2+4+6+8+10)/5 = 6, (12+…+20)/5 = 16,
    // and the running block's minutes 11 and 12: (22 + 24)/2 = 23.
    expect(pm10.AveragedSensorMeasurements).toEqual([
      {
        InstrumentId: north,
        Measurements: [
          { Time: at(5), Value: 6 },
          { Time: at(10), Value: 16 },
          { Time: at(12), Value: 23 },
        ],
      },
    ]);
    // The running block's partial row is not final: it is left out of the daily summary.
    expect(body.DailyMonitoringSummaries).toEqual([
      {
        Date: '2026-11-02',
        SensorSummaries: [
          { SensorType: 'PM10', MinContribution: 8, MaxContribution: 9, AverageContribution: 8.5 },
        ],
      },
    ]);
  });

  it('answers no exceedance summary when the contribution does not show it', async () => {
    await t.handle.db
      .updateTable('contributions')
      .set({ show_exceedance_summary: false })
      .where('id', '=', generic)
      .execute();
    try {
      const response = await report(generic, { from: at(0), to: at(30) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().ExceedanceSummaries).toEqual([]);
    } finally {
      await t.handle.db
        .updateTable('contributions')
        .set({ show_exceedance_summary: true })
        .where('id', '=', generic)
        .execute();
    }
  });

  it('answers the same data through der10-report-data', async () => {
    const [a, b] = await Promise.all([
      report(generic, { from: at(5), to: at(20), tablePeriodMinutes: 1 }),
      der10(generic, at(5), at(20), 0),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json().ContributionData.SensorTypes[0].InstantaneousSiteContribution[0]).toEqual({
      Time: at(6),
      Value: 6,
    });
  });

  it('gives the sources’ own series only at the table rows, every other series whole', async () => {
    const [full, table] = await Promise.all([
      report(generic, { from: at(0), to: at(30), tablePeriodMinutes: 1 }),
      report(generic, { from: at(0), to: at(30), tablePeriodMinutes: 15 }),
    ]);
    expect(table.statusCode, table.body).toBe(200);
    const whole = full.json().ContributionData.SensorTypes[0];
    const pm10 = table.json().ContributionData.SensorTypes[0];
    // The range is 23:50–00:20 in New York: its multiples of 15 minutes are 00:00 and 00:15.
    const atTableRows = (measurements: Array<{ Time: string }>) =>
      measurements.filter((m) => m.Time === at(10) || m.Time === at(25));
    expect(pm10.AveragedSensorMeasurements[0].Measurements).toEqual(
      atTableRows(whole.AveragedSensorMeasurements[0].Measurements),
    );
    expect(
      pm10.AveragedSensorMeasurements[0].Measurements.map((m: { Time: string }) => m.Time),
    ).toEqual([at(10), at(25)]);
    expect(pm10.SensorMeasurements[0].Measurements).toEqual(
      atTableRows(whole.SensorMeasurements[0].Measurements),
    );
    expect(pm10.InstantaneousSiteContribution).toEqual(whole.InstantaneousSiteContribution);
    expect(pm10.AveragedSiteContribution).toEqual(whole.AveragedSiteContribution);
    expect(pm10.AveragedDownwindMeasurements).toEqual(whole.AveragedDownwindMeasurements);
  });

  it('answers the contribution values the contribution screens show for the same range', async () => {
    const [reported, screen] = await Promise.all([
      report(generic, { from: at(0), to: at(30), tablePeriodMinutes: 1 }),
      t.call(
        contributionsApi.getContributionData,
        { params: { contributionId: generic }, query: { fromTime: at(0), toTime: at(30) } },
        manager,
      ),
    ]);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(screen.statusCode, screen.body).toBe(200);
    const pm10 = reported.json().ContributionData.SensorTypes[0];
    const channel = screen.json().Channels[0];
    expect(channel.SensorCode).toBe('PM10');
    expect(pm10.DisplayUnits).toBe(channel.Units);
    expect(pm10.InstantaneousSiteContribution).toEqual(channel.InstantaneousValues);
    expect(pm10.AveragedSiteContribution).toEqual(channel.AveragedValues);
  });

  it('refuses a range outside the contribution period with both bounds on the project clock', async () => {
    const expected = [
      'The selected date range is outside the contribution period. Please select a date range between 11/02/2026 23:50 to 11/03/2026 00:20.',
    ];
    const before = await report(generic, { from: at(-1), to: at(10) });
    expect(before.statusCode).toBe(400);
    expect(messages(before)).toEqual(expected);
    const after = await der10(generic, at(10), at(31));
    expect(after.statusCode).toBe(400);
    expect(messages(after)).toEqual(expected);
    // The period's own bounds are inside it.
    expect((await report(generic, { from: at(0), to: at(30) })).statusCode).toBe(200);
  });

  it('answers No data for a contribution with nothing computed yet', async () => {
    const response = await report(fresh, { from: at(0), to: at(10) });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([NO_REPORT_DATA]);
  });

  it('refuses more than 8 days and less than 1 minute, and a malformed query', async () => {
    const long = await report(generic, {
      from: at(0),
      to: new Date(S + 8 * DAY + MINUTE).toISOString(),
    });
    expect(long.statusCode).toBe(400);
    expect(messages(long)).toEqual(['Report range must be 8 days or less']);
    const short = await report(generic, {
      from: at(0),
      to: new Date(S + MINUTE - 1).toISOString(),
    });
    expect(short.statusCode).toBe(400);
    expect(messages(short)).toEqual(['Report range must be at least 1 minute long']);
    expect((await report(generic, { from: 'yesterday', to: at(10) })).statusCode).toBe(400);
    expect(
      (await report(generic, { from: at(0), to: at(10), tablePeriodMinutes: 0 })).statusCode,
    ).toBe(400);
    expect((await der10(generic, at(0), at(10), -1)).statusCode).toBe(400);
  });

  it("answers 404 for an unknown contribution, another organisation's and to another organisation's user", async () => {
    expect((await report(999_999, { from: at(0), to: at(10) })).statusCode).toBe(404);
    expect((await report(foreign, { from: at(0), to: at(10) })).statusCode).toBe(404);
    expect((await report(generic, { from: at(0), to: at(10) }, other)).statusCode).toBe(404);
    expect((await der10(generic, at(0), at(10), 0, other)).statusCode).toBe(404);
  });

  it('answers 403 to a project member without View_Data', async () => {
    const db = t.handle.db;
    await db.insertInto('roles').values({ name: 'Report auditor' }).execute();
    const demo = await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', DEMO_ORGANISATIONS.demo)
      .executeTakeFirstOrThrow();
    const auditor = await db
      .insertInto('users')
      .values({
        organisation_id: demo.id,
        username: 'report-auditor',
        email: 'report-auditor@demo.example',
        full_name: 'Rita Auditor',
        job_title: 'Auditor',
        role: 'Report auditor',
        password_hash: await hashPassword('start-123'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('project_members')
      .values({ project_id: newYork, user_id: auditor.id })
      .execute();
    const caller = await t.signIn('report-auditor@demo.example', 'start-123');
    const answers = [
      await report(generic, { from: at(0), to: at(10) }, caller),
      await der10(generic, at(0), at(10), 0, caller),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([403, 403]);
    expect(messages(answers[0]!)).toEqual(['You do not have permission to view data.']);
  });
});

describe('reportCsv', () => {
  async function authOf(caller: Caller) {
    // The service takes the caller's AuthContext: resolve it through the app's own session.
    const token = caller.cookie?.replace(/^aq_session=/, '');
    const auth = await authenticate(t.app, {
      headers: {},
      cookies: { aq_session: token },
    } as never);
    if (!auth) throw new Error('not signed in');
    return auth;
  }

  it('writes the table rows on multiples of the table period, on the project clock and in UTC', async () => {
    const csv = await reportCsv(t.app, await authOf(manager), generic, {
      from: S,
      to: S + 30 * MINUTE,
      tablePeriodMinutes: 15,
    });
    expect(csv.ContentType).toBe('text/csv');
    expect(csv.FileName).toBe('Excavation_2026-11-02_2350_2026-11-03_0020.csv');
    expect(csv.CsvData.startsWith('\uFEFF')).toBe(true);
    expect(csv.CsvData.slice(1).split('\r\n')).toEqual([
      'Time (America/New_York),Time (UTC),PM10 averaged upwind (µg/m³),PM10 averaged downwind (µg/m³),PM10 averaged contribution (µg/m³),PM10 averaging mode,Wind speed (m/s),Wind direction (°)',
      // Minute 10 is 00:00 EST; minute 25 is 00:15. Downwind average 10 + m/2.
      '2026-11-03 00:00:00,2026-11-03 05:00:00,10.0,15.0,10.0,Rolling,5.0,10',
      '2026-11-03 00:15:00,2026-11-03 05:15:00,10.0,22.5,25.0,Rolling,4.0,90',
      '',
    ]);
  });

  it("labels Rule 1466's modes 'Initial', '2 Hr' and '30 Min'", async () => {
    const csv = await reportCsv(t.app, await authOf(manager), rule1466, {
      from: L,
      to: L + 3 * MINUTE,
      tablePeriodMinutes: 1,
    });
    expect(csv.CsvData.slice(1).split('\r\n').slice(1)).toEqual([
      '2026-11-02 08:01:00,2026-11-02 16:01:00,10.0,40.0,30.0,Initial,,',
      '2026-11-02 08:02:00,2026-11-02 16:02:00,10.0,30.0,20.3,2 Hr,,',
      '2026-11-02 08:03:00,2026-11-02 16:03:00,10.0,34.0,24.0,30 Min,3.3,0',
      '',
    ]);
  });

  it('checks access and the range as the report data does', async () => {
    await expect(
      reportCsv(t.app, await authOf(other), generic, {
        from: S,
        to: S + 30 * MINUTE,
        tablePeriodMinutes: 15,
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      reportCsv(t.app, await authOf(manager), generic, {
        from: S - MINUTE,
        to: S + 30 * MINUTE,
        tablePeriodMinutes: 15,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
