import { accountApi, instrumentsDataApi, projectDashboardApi, projectDataApi } from '@aq/api';
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

let t: TestApp;
let managerKey: Caller;
let otherKey: Caller;
let viewerKey: Caller;
let manager: Caller;
let other: Caller;
let projectId: string;
let locationId: string;
const T0 = Date.parse('2026-11-02T00:00:00Z');
const iso = (minute: number) => new Date(T0 + minute * 60_000).toISOString();

async function keyFor(username: string): Promise<Caller> {
  const session = await t.signIn(username);
  const response = await t.call(accountApi.getApiKey, {}, session);
  return { apiKey: response.json().ApiKey };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-03T00:00:00Z');
  const project = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Canal Remediation');
  projectId = project.id;
  const first = await createInstrument(
    t.handle.db,
    { organisationId: project.organisationId, projectId },
    'AQS-1',
    [SENSOR.PM10, SENSOR.VOC],
  );
  const second = await createInstrument(
    t.handle.db,
    { organisationId: project.organisationId, projectId },
    'AQS-2',
    [SENSOR.PM10],
  );
  locationId = await createLocation(t.handle.db, projectId, 'North Fence');
  // AQS-1 measures for North Fence until 02:00, then AQS-2 takes over (an instrument swap).
  await attach(
    t.handle.db,
    first,
    locationId,
    new Date(T0 - 60 * 60_000),
    new Date(T0 + 120 * 60_000),
  );
  await attach(t.handle.db, second, locationId, new Date(T0 + 120 * 60_000));
  managerKey = await keyFor('manager');
  otherKey = await keyFor('other');
  viewerKey = await keyFor('viewer');
  manager = await t.signIn('manager');
  other = await t.signIn('other');
});
afterAll(() => t.close());

const readings = (
  serial: string,
  minutes: number[],
  value: (m: number) => number,
  sensor = 'PM10',
) => ({
  params: { instrument: serial },
  body: { Readings: minutes.map((m) => ({ Time: iso(m), Sensor: sensor, Value: value(m) })) },
});

describe('ingestion', () => {
  it('accepts a batch with the owner organisation key and is idempotent on replay', async () => {
    const first = await t.call(
      instrumentsDataApi.ingestInstrumentData,
      readings('AQS-1', [1, 2, 3], (m) => m * 10),
      managerKey,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Accepted: 3, Duplicates: 0 });
    const replay = await t.call(
      instrumentsDataApi.ingestInstrumentData,
      readings('AQS-1', [1, 2, 3], (m) => m * 10),
      managerKey,
    );
    expect(replay.json()).toEqual({ Accepted: 0, Duplicates: 3 });
  });

  it("refuses another organisation's key as if the instrument did not exist", async () => {
    const response = await t.call(
      instrumentsDataApi.ingestInstrumentData,
      readings('AQS-1', [4], () => 1),
      otherKey,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().Messages).toEqual(['No instrument AQS-1 in your organisation.']);
  });

  it('refuses a key without Manage_Instruments, and a session (machines use keys)', async () => {
    expect(
      (
        await t.call(
          instrumentsDataApi.ingestInstrumentData,
          readings('AQS-1', [4], () => 1),
          viewerKey,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(
          instrumentsDataApi.ingestInstrumentData,
          readings('AQS-1', [4], () => 1),
          manager,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('rejects the whole batch, with a message per bad row, for an unknown or unfitted sensor', async () => {
    const body = {
      Readings: [
        { Time: iso(5), Sensor: 'PM10', Value: 1 },
        { Time: iso(5), Sensor: 'XYZ', Value: 1 },
        { Time: iso(5), Sensor: 'CO', Value: 1 },
        { Time: '2027-01-01T00:00:00Z', Sensor: 'VOC', Value: 1 },
      ],
    };
    const response = await t.call(
      instrumentsDataApi.ingestInstrumentData,
      { params: { instrument: 'AQS-1' }, body },
      managerKey,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({
      'Readings.1.Sensor': ["Unknown sensor 'XYZ'."],
      'Readings.2.Sensor': ["Sensor 'CO' is not fitted to instrument AQS-1 (fitted: VOC, PM10)."],
      'Readings.3.Time': ['Time 2027-01-01T00:00:00Z is in the future.'],
    });
    const stored = await t.handle.db
      .selectFrom('readings')
      .select('ts')
      .where('ts', '=', new Date(iso(5)))
      .execute();
    expect(stored).toEqual([]);
  });

  it('rejects a malformed body with the schema messages', async () => {
    const response = await t.call(
      instrumentsDataApi.ingestInstrumentData,
      {
        params: { instrument: 'AQS-1' },
        body: { Readings: [{ Time: 'yesterday', Sensor: 'PM10', Value: 'high' }] } as never,
      },
      managerKey,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().Errors)).toEqual(['Readings.0.Time', 'Readings.0.Value']);
  });

  it('records the state the instrument reports', async () => {
    const body = {
      Readings: [{ Time: iso(6), Sensor: 'PM10', Value: 5 }],
      State: {
        OperationMode: 'Zero' as const,
        Battery: 64,
        SensorHealth: { PM10: 'Aging' as const },
      },
    };
    expect(
      (
        await t.call(
          instrumentsDataApi.ingestInstrumentData,
          { params: { instrument: 'AQS-1' }, body },
          managerKey,
        )
      ).statusCode,
    ).toBe(200);
    const instrument = await t.handle.db
      .selectFrom('instruments')
      .select(['operation_mode', 'battery'])
      .where('serial', '=', 'AQS-1')
      .executeTakeFirstOrThrow();
    expect(instrument).toEqual({ operation_mode: 'Zero', battery: 64 });
  });
});

describe('reading back', () => {
  beforeAll(async () => {
    // AQS-1: minutes 7..120 at 20 µg/m³; AQS-2: minutes 121..240 at 40; AQS-2 also before the swap (ignored for the location).
    await t.call(
      instrumentsDataApi.ingestInstrumentData,
      readings('AQS-1', range(7, 120), () => 20),
      managerKey,
    );
    await t.call(
      instrumentsDataApi.ingestInstrumentData,
      readings('AQS-2', range(60, 240), (m) => (m <= 120 ? 999 : 40)),
      managerKey,
    );
  });

  it('returns the recorded readings of an instrument sensor without an averaging period', async () => {
    const response = await t.call(
      instrumentsDataApi.getInstrumentSensorData,
      { params: { instrument: 'AQS-1', sensor: 'PM10' }, query: { from: iso(0), to: iso(3) } },
      managerKey,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.AveragingPeriod).toBeNull();
    expect(body.Series).toHaveLength(1);
    expect(body.Series[0]).toMatchObject({
      Instrument: 'AQS-1',
      Sensor: 'PM10',
      Units: 'µg/m³',
      DecimalPlaces: 1,
    });
    expect(body.Series[0].Values).toEqual([
      { Time: '2026-11-02T00:01:00Z', Value: 10 },
      { Time: '2026-11-02T00:02:00Z', Value: 20 },
      { Time: '2026-11-02T00:03:00Z', Value: 30 },
    ]);
  });

  it('averages into clock-aligned buckets stamped at their end', async () => {
    // (00:00, 00:15] holds 10, 20, 30 (minutes 1-3), 5 (minute 6) and 20 × 9 (minutes 7-15): 245 / 13.
    const response = await t.call(
      instrumentsDataApi.getInstrumentSensorData,
      {
        params: { instrument: 'AQS-1', sensor: 'PM10' },
        query: { from: iso(0), to: iso(30), averagingPeriod: 15 },
      },
      managerKey,
    );
    const values = response.json().Series[0].Values;
    expect(values[0].Time).toBe('2026-11-02T00:15:00Z');
    // 245 / 13 = 18.846153…, kept to the sensor's 1 decimal + 2.
    expect(values[0].Value).toBe(18.846);
    expect(values[1]).toEqual({ Time: '2026-11-02T00:30:00Z', Value: 20 });
  });

  it("joins a location's series across an instrument swap, counting each instrument only while attached", async () => {
    const response = await t.call(
      projectDataApi.getChannelTimeseries,
      {
        query: {
          ProjectId: projectId,
          MonitoringLocationId: locationId,
          ChannelName: 'PM10',
          StartTime: iso(60),
          EndTime: iso(240),
          AveragingPeriodMs: 3_600_000,
        },
      },
      manager,
    );
    expect(response.statusCode).toBe(200);
    // 01:00-02:00 from AQS-1 only (20); 02:00-03:00 and 03:00-04:00 from AQS-2 (40): AQS-2's 999 before the swap never counts.
    expect(response.json()).toEqual({
      Data: [
        { Time: '2026-11-02T02:00:00.000Z', Value: 20 },
        { Time: '2026-11-02T03:00:00.000Z', Value: 40 },
        { Time: '2026-11-02T04:00:00.000Z', Value: 40 },
      ],
      BucketMs: 3_600_000,
    });
  });

  it("answers 404 for another organisation's project, location or instrument", async () => {
    const query = {
      ProjectId: projectId,
      MonitoringLocationId: locationId,
      ChannelName: 'PM10',
      StartTime: iso(60),
      EndTime: iso(240),
      AveragingPeriodMs: 3_600_000,
    };
    expect((await t.call(projectDataApi.getChannelTimeseries, { query }, other)).statusCode).toBe(
      404,
    );
    const data = await t.call(
      instrumentsDataApi.getInstrumentData,
      { params: { instrument: 'AQS-1' }, query: {} },
      otherKey,
    );
    expect(data.statusCode).toBe(404);
  });

  it('gives a project data set with instrument and location series', async () => {
    const response = await t.call(
      instrumentsDataApi.getOrganisationProjectSensorData,
      {
        params: { organisation: DEMO_ORGANISATIONS.demo, project: projectId, sensor: 'PM10' },
        query: { from: iso(120), to: iso(180), averagingPeriod: 60 },
      },
      managerKey,
    );
    expect(response.statusCode).toBe(200);
    const series = response.json().Series as {
      Instrument: string | null;
      MonitoringLocationName: string | null;
      Values: { Value: number }[];
    }[];
    // AQS-1 stopped at 02:00, so it has nothing in (02:00, 03:00] and its empty series is left out.
    expect(series.map((s) => s.Instrument ?? s.MonitoringLocationName)).toEqual([
      'AQS-2',
      'North Fence',
    ]);
    expect(series[1]?.Values).toEqual([{ Time: '2026-11-02T03:00:00Z', Value: 40 }]);
    const withEmpty = await t.call(
      instrumentsDataApi.getOrganisationProjectSensorData,
      {
        params: { organisation: DEMO_ORGANISATIONS.demo, project: projectId, sensor: 'PM10' },
        query: {
          from: iso(120),
          to: iso(180),
          averagingPeriod: 60,
          includeSensorWithNoData: true,
          resultDataSet: 'InstrumentsOnly',
        },
      },
      managerKey,
    );
    expect(
      withEmpty
        .json()
        .Series.map((s: { Instrument: string; Values: unknown[] }) => [
          s.Instrument,
          s.Values.length,
        ]),
    ).toEqual([
      ['AQS-1', 0],
      ['AQS-2', 1],
    ]);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe('instrument statuses', () => {
  it('derives online from the newest reading and shows an offline instrument without health or mode', async () => {
    // AQS-1 last reported at 02:00 (minute 120), AQS-2 at 04:00 (minute 240); it is now 04:05.
    t.clock.set(iso(245));
    const response = await t.call(
      projectDashboardApi.getInstrumentStatuses,
      { query: { monitorSerials: ['AQS-1', 'AQS-2'] } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().Items).toEqual([
      {
        MonitorSerial: 'AQS-1',
        OnlineStatus: 'Offline',
        SensorHealthStatus: null,
        OperationMode: null,
        BatteryStatus: 'Offline',
      },
      {
        MonitorSerial: 'AQS-2',
        OnlineStatus: 'Online',
        SensorHealthStatus: 'Ok',
        OperationMode: 'Sample',
        BatteryStatus: 'Online',
      },
    ]);
    t.clock.set(iso(251));
    const later = await t.call(
      projectDashboardApi.getInstrumentStatuses,
      { query: { monitorSerials: 'AQS-2' } },
      manager,
    );
    expect(later.json().Items[0].OnlineStatus).toBe('Offline');
  });

  it("answers 404 when a serial is another organisation's or unknown", async () => {
    expect(
      (
        await t.call(
          projectDashboardApi.getInstrumentStatuses,
          { query: { monitorSerials: ['AQS-1'] } },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          projectDashboardApi.getInstrumentStatuses,
          { query: { monitorSerials: ['AQS-1', 'NOPE'] } },
          manager,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('leases', () => {
  it('answers 404, not a database error, for a lease id that is not a UUID however it looks', async () => {
    for (const leaseId of ['-'.repeat(36), 'a'.repeat(36), 'not-a-lease']) {
      const response = await t.call(
        instrumentsDataApi.getLeaseData,
        { params: { instrument: 'AQS-1', leaseId }, query: {} },
        managerKey,
      );
      expect(response.statusCode, leaseId).toBe(404);
    }
  });

  it('refuses to reassign a terminated lease with 409 at the database', async () => {
    const lease = await t.handle.db
      .selectFrom('leases')
      .select('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('leases')
      .set({ status: 'Terminate', end_date: new Date(iso(300)) })
      .where('id', '=', lease.id)
      .execute();
    await expect(
      t.handle.db
        .updateTable('leases')
        .set({ project_id: null })
        .where('id', '=', lease.id)
        .execute(),
    ).rejects.toThrow('A terminated lease cannot be reassigned');
  });
});
