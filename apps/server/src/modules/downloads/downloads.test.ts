import { displaySettingsApi, projectDataApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { hashPassword } from '../../http/crypto';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { CATALOGUE_DISPLAY_UNITS } from '../display-settings/service';
import { insertJournalEntries } from '../journal/repository';
import { insertReadings, type StoredReading } from '../readings/repository';
import { contentDisposition, downloadFileName, numberCell, textCell } from './csv';
import { downloadLines, downloadWindows, type DownloadPlan } from './service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 2026-11-02 00:00 UTC = 09:00 in Tokyo (no daylight saving time). */
const T0 = Date.parse('2026-11-02T00:00:00Z');
/** 2026-11-01 00:00 EDT; New York falls back from 02:00 EDT to 01:00 EST at 06:00 UTC. */
const NY_MIDNIGHT = Date.parse('2026-11-01T04:00:00Z');

let t: TestApp;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let tokyo: string;
let northFence: string;
let westGate: string;
let emptyLocation: string;
let newYork: string;
let gate: string;
let otherOrgProject: string;
let otherOrgLocation: string;
let aqs1: number;

function minutes(
  instrumentId: number,
  sensorId: number,
  start: number,
  count: number,
  value: (i: number) => number,
): StoredReading[] {
  return Array.from({ length: count }, (_, i) => ({
    instrumentId,
    sensorId,
    ts: start + (i + 1) * MINUTE,
    value: value(i + 1),
    flags: null,
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-03T00:00:00Z');
  const db = t.handle.db;

  const project = await createProject(
    db,
    DEMO_ORGANISATIONS.demo,
    'Canal Remediation',
    'Asia/Tokyo',
  );
  tokyo = project.id;
  aqs1 = await createInstrument(
    db,
    { organisationId: project.organisationId, projectId: tokyo },
    'AQS-1',
    [SENSOR.VOC, SENSOR.PM10],
  );
  const aqs2 = await createInstrument(
    db,
    { organisationId: project.organisationId, projectId: tokyo },
    'AQS-2',
    [SENSOR.PM10],
  );
  northFence = await createLocation(db, tokyo, 'North fence');
  westGate = await createLocation(db, tokyo, '-West gate');
  emptyLocation = await createLocation(db, tokyo, 'Spare');
  await attach(db, aqs1, northFence, new Date(T0 - HOUR));
  await attach(db, aqs2, westGate, new Date(T0 - HOUR));
  // North fence PM10: minute m reads m / 3 µg/m³ for m = 1..30; VOC 1.2 ppm for minutes 1..15.
  // West gate PM10: 50 for minutes 1..15, nothing after.
  await insertReadings(db, [
    ...minutes(aqs1, SENSOR.PM10, T0, 30, (m) => m / 3),
    ...minutes(aqs1, SENSOR.VOC, T0, 15, () => 1.2),
    ...minutes(aqs2, SENSOR.PM10, T0, 15, () => 50),
  ]);
  await insertJournalEntries(db, [
    {
      projectId: tokyo,
      type: 'UserEntry',
      occurredAt: new Date(T0 + 10 * MINUTE + 30_000),
      details: '=HYPERLINK("http://evil")',
      source: 'Cloud',
      user: { id: await t.userId('manager'), name: 'Shah, Priya' },
    },
    {
      projectId: tokyo,
      type: 'UserEntry',
      occurredAt: new Date(T0 + 15 * MINUTE),
      details: 'Water truck on site',
      source: 'Cloud',
      user: { id: await t.userId('manager'), name: 'Priya Shah' },
    },
  ]);

  const ny = await createProject(db, DEMO_ORGANISATIONS.demo, 'Gowanus ☂ Dig', 'America/New_York');
  newYork = ny.id;
  const aqs3 = await createInstrument(
    db,
    { organisationId: ny.organisationId, projectId: newYork },
    'AQS-3',
    [SENSOR.PM10],
  );
  gate = await createLocation(db, newYork, 'Gate');
  await attach(db, aqs3, gate, new Date(NY_MIDNIGHT - DAY));
  // Hour h (0-based, elapsed from local midnight) reads 10 · (h + 1) every minute.
  await insertReadings(
    db,
    minutes(aqs3, SENSOR.PM10, NY_MIDNIGHT, 240, (m) => 10 * Math.ceil(m / 60)),
  );

  const foreign = await createProject(db, DEMO_ORGANISATIONS.other, 'Harbour Dredge');
  otherOrgProject = foreign.id;
  otherOrgLocation = await createLocation(db, otherOrgProject, 'Pier');

  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');

  // VOC in mg/m³ with 2 decimals and a factor of 2.5 mg/m³ per ppm: 1.2 ppm shows as 3.00.
  const units = await t.call(
    displaySettingsApi.updateSensorGroup,
    {
      params: { id: tokyo, name: 'VOC' },
      body: { Units: 'mg/m³', DecimalPlaces: 2, PpmToMgm3Factor: 2.5 },
    },
    manager,
  );
  expect(units.statusCode, units.body).toBe(200);
});
afterAll(() => t.close());

type Query = {
  MonitoringLocationIds: string[];
  FromUnixMs: number;
  ToUnixMs: number;
  AveragingPeriodMinutes?: number;
  IncludeJournalData?: boolean;
};

function download(project: string, query: Query, caller: Caller = manager) {
  return t.call(
    projectDataApi.downloadMonitoringLocationData,
    { params: { id: project }, query: query as never },
    caller,
  );
}

/** The file's lines without the BOM and the final CRLF. */
function lines(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(1, -2).split('\r\n');
}

const messages = (response: { json: () => unknown }) =>
  (response.json() as { Messages: string[] }).Messages;

describe('GET /v0.1/project/{id}/download-data/monitoring-locations', () => {
  it('answers a CSV file with a BOM, CRLF lines, the header and one line per 15-minute bucket (hand-computed means)', async () => {
    const response = await download(tokyo, {
      MonitoringLocationIds: [northFence, westGate],
      FromUnixMs: T0,
      ToUnixMs: T0 + 45 * MINUTE,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Canal Remediation_2026-11-02_0900_2026-11-02_0945.csv"; filename*=UTF-8''Canal%20Remediation_2026-11-02_0900_2026-11-02_0945.csv`,
    );
    expect(lines(response.body)).toEqual([
      "Time (Asia/Tokyo),Time (UTC),North fence - VOC (mg/m³),North fence - PM10 (µg/m³),'-West gate - PM10 (µg/m³)",
      // (1 + … + 15) / 3 / 15 = 8 / 3 = 2.667 → 2.7; VOC 1.2 ppm × 2.5 = 3.00 mg/m³.
      '2026-11-02 09:15:00,2026-11-02 00:15:00,3.00,2.7,50.0',
      // (16 + … + 30) / 3 / 15 = 23 / 3 = 7.667 → 7.7.
      '2026-11-02 09:30:00,2026-11-02 00:30:00,,7.7,',
      // No location has data: the bucket is kept, with empty cells, so the time axis is regular.
      '2026-11-02 09:45:00,2026-11-02 00:45:00,,,',
    ]);
  });

  it('averages 15 minutes by default and stamps an unaligned range by the ends of the clock-aligned buckets', async () => {
    const response = await download(tokyo, {
      MonitoringLocationIds: [northFence],
      FromUnixMs: T0 + 10 * MINUTE,
      ToUnixMs: T0 + 20 * MINUTE,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(lines(response.body)).toEqual([
      'Time (Asia/Tokyo),Time (UTC),North fence - VOC (mg/m³),North fence - PM10 (µg/m³)',
      // Minutes 11..15 only: (11 + … + 15) / 3 / 5 = 13 / 3 = 4.333 → 4.3.
      '2026-11-02 09:15:00,2026-11-02 00:15:00,3.00,4.3',
      // Minutes 16..20 (the bucket ends at 09:30, after the range): 18 / 3 = 6.0.
      '2026-11-02 09:30:00,2026-11-02 00:30:00,,6.0',
    ]);
  });

  it('adds journal entries as their own lines at their time, guarded and quoted, before the bucket that ends after them', async () => {
    const response = await download(tokyo, {
      MonitoringLocationIds: [northFence],
      FromUnixMs: T0,
      ToUnixMs: T0 + 30 * MINUTE,
      AveragingPeriodMinutes: 15,
      IncludeJournalData: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(lines(response.body)).toEqual([
      'Time (Asia/Tokyo),Time (UTC),North fence - VOC (mg/m³),North fence - PM10 (µg/m³),Journal type,Journal author,Journal',
      '2026-11-02 09:10:30,2026-11-02 00:10:30,,,UserEntry,"Shah, Priya","\'=HYPERLINK(""http://evil"")"',
      '2026-11-02 09:15:00,2026-11-02 00:15:00,3.00,2.7,,,',
      // An entry at the very end of a bucket follows the bucket.
      '2026-11-02 09:15:00,2026-11-02 00:15:00,,,UserEntry,Priya Shah,Water truck on site',
      '2026-11-02 09:30:00,2026-11-02 00:30:00,,7.7,,,',
    ]);
  });

  it('labels local times across the fall-back change: 01:00 happens twice, told apart by the UTC column', async () => {
    const response = await download(newYork, {
      MonitoringLocationIds: [gate],
      FromUnixMs: NY_MIDNIGHT,
      ToUnixMs: NY_MIDNIGHT + 4 * HOUR,
      AveragingPeriodMinutes: 60,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(lines(response.body)).toEqual([
      'Time (America/New_York),Time (UTC),Gate - PM10 (µg/m³)',
      '2026-11-01 01:00:00,2026-11-01 05:00:00,10.0',
      '2026-11-01 01:00:00,2026-11-01 06:00:00,20.0',
      '2026-11-01 02:00:00,2026-11-01 07:00:00,30.0',
      '2026-11-01 03:00:00,2026-11-01 08:00:00,40.0',
    ]);
    // The project name holds a non-ASCII character: '_' in filename, exact in filename*.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Gowanus _ Dig_2026-11-01_0000_2026-11-01_0300.csv"; filename*=UTF-8''Gowanus%20%E2%98%82%20Dig_2026-11-01_0000_2026-11-01_0300.csv`,
    );
  });

  it('cuts daily buckets at local midnights, so the fall-back day is 25 hours long', async () => {
    const response = await download(newYork, {
      MonitoringLocationIds: [gate],
      FromUnixMs: NY_MIDNIGHT,
      ToUnixMs: NY_MIDNIGHT + 25 * HOUR,
      AveragingPeriodMinutes: 1440,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The 240 minutes: 60 each of 10, 20, 30 and 40 → mean 25.
    expect(lines(response.body).slice(1)).toEqual(['2026-11-02 00:00:00,2026-11-02 05:00:00,25.0']);
  });

  it('writes only the header when a location had no instrument in the range (its lines keep the time axis)', async () => {
    const response = await download(tokyo, {
      MonitoringLocationIds: [emptyLocation],
      FromUnixMs: T0,
      ToUnixMs: T0 + 30 * MINUTE,
    });
    expect(response.statusCode).toBe(200);
    expect(lines(response.body)).toEqual([
      'Time (Asia/Tokyo),Time (UTC)',
      '2026-11-02 09:15:00,2026-11-02 00:15:00',
      '2026-11-02 09:30:00,2026-11-02 00:30:00',
    ]);
  });

  it('allows a range of exactly 366 days and refuses 1 ms more', async () => {
    // Tokyo midnight (15:00 UTC the day before T0 + 1), so the 366 days are 366 whole daily buckets.
    const end = T0 + 15 * HOUR;
    const ok = await download(tokyo, {
      MonitoringLocationIds: [emptyLocation],
      FromUnixMs: end - 366 * DAY,
      ToUnixMs: end,
      AveragingPeriodMinutes: 1440,
    });
    expect(ok.statusCode).toBe(200);
    expect(lines(ok.body)).toHaveLength(1 + 366);
    const tooLong = await download(tokyo, {
      MonitoringLocationIds: [emptyLocation],
      FromUnixMs: end - 366 * DAY - 1,
      ToUnixMs: end,
      AveragingPeriodMinutes: 1440,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(messages(tooLong)).toEqual(['Date range must be 366 days or less']);
  });

  it.each([
    ['an empty range', { FromUnixMs: T0, ToUnixMs: T0 }, 'From time must be before end time'],
    ['a reversed range', { FromUnixMs: T0, ToUnixMs: T0 - 1 }, 'From time must be before end time'],
    ['an averaging period that is not offered', { AveragingPeriodMinutes: 7 }, null],
    ['a negative time', { FromUnixMs: -1 }, null],
  ])('answers 400 for %s', async (_name, change, message) => {
    const response = await download(tokyo, {
      MonitoringLocationIds: [northFence],
      FromUnixMs: T0,
      ToUnixMs: T0 + HOUR,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    if (message) expect(messages(response)).toEqual([message]);
  });

  it('answers 400 "Select at least one monitoring location" without a location', async () => {
    const response = await download(tokyo, {
      MonitoringLocationIds: [],
      FromUnixMs: T0,
      ToUnixMs: T0 + HOUR,
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['Select at least one monitoring location']);
  });

  it('answers 400, not 500, for times that are not numbers', async () => {
    const response = await t.fastify.inject({
      method: 'GET',
      url: `/v0.1/project/${tokyo}/download-data/monitoring-locations?MonitoringLocationIds=${northFence}&FromUnixMs=yesterday&ToUnixMs=1e400`,
      headers: { cookie: manager.cookie as string },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['an id that is not a uuid', () => 'north-fence'],
    ['an unknown location', () => '00000000-0000-4000-8000-000000000000'],
    ['a location of another project of the organisation', () => gate],
    ["a location of another organisation's project", () => otherOrgLocation],
  ])('answers 404 for %s, even next to a valid one', async (_name, id) => {
    const response = await download(tokyo, {
      MonitoringLocationIds: [northFence, id()],
      FromUnixMs: T0,
      ToUnixMs: T0 + HOUR,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('North fence');
  });

  it("answers 404 for another organisation's project and for an unknown or malformed project id", async () => {
    const query = { MonitoringLocationIds: [northFence], FromUnixMs: T0, ToUnixMs: T0 + HOUR };
    expect((await download(tokyo, query, other)).statusCode).toBe(404);
    expect(
      (await download(otherOrgProject, { ...query, MonitoringLocationIds: [otherOrgLocation] }))
        .statusCode,
    ).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000', query)).statusCode).toBe(404);
    expect((await download('not-a-project', query)).statusCode).toBe(404);
  });

  it('answers 401 to an anonymous caller and 403 to a viewer who is not a member of the project', async () => {
    const query = { MonitoringLocationIds: [northFence], FromUnixMs: T0, ToUnixMs: T0 + HOUR };
    expect((await download(tokyo, query, null as unknown as Caller)).statusCode).toBe(401);
    const refused = await download(tokyo, query, viewer);
    expect(refused.statusCode).toBe(403);
    expect(messages(refused)).toEqual(['You do not have access to this project.']);
  });

  it('lets a member viewer download, and refuses (403) a member whose role lacks View_Data', async () => {
    const db = t.handle.db;
    await db
      .insertInto('project_members')
      .values({ project_id: tokyo, user_id: await t.userId('viewer') })
      .execute();
    const query = {
      MonitoringLocationIds: [northFence],
      FromUnixMs: T0,
      ToUnixMs: T0 + 15 * MINUTE,
    };
    expect((await download(tokyo, query, viewer)).statusCode).toBe(200);
    // A role holding no permission at all, whose user is a member of the project.
    await db.insertInto('roles').values({ name: 'Auditor' }).execute();
    const demo = await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', DEMO_ORGANISATIONS.demo)
      .executeTakeFirstOrThrow();
    const auditor = await db
      .insertInto('users')
      .values({
        organisation_id: demo.id,
        username: 'auditor',
        email: 'auditor@demo.example',
        full_name: 'Ann Auditor',
        job_title: 'Auditor',
        role: 'Auditor',
        password_hash: await hashPassword('start-123'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('project_members')
      .values({ project_id: tokyo, user_id: auditor.id })
      .execute();
    const refused = await download(
      tokyo,
      query,
      await t.signIn('auditor@demo.example', 'start-123'),
    );
    expect(refused.statusCode).toBe(403);
    expect(messages(refused)).toEqual(['You do not have permission to download data.']);
  });
});

describe('streaming', () => {
  it('reads a 1-minute range one local day at a time, and 15-minute data from the rollups in 31-day windows', () => {
    const windows = downloadWindows(T0 + 6 * HOUR, T0 + 3 * DAY, 1, 'Asia/Tokyo');
    // Local midnights in Tokyo are 15:00 UTC.
    expect(windows).toEqual([
      { from: T0 + 6 * HOUR, to: T0 + 15 * HOUR },
      { from: T0 + 15 * HOUR, to: T0 + 39 * HOUR },
      { from: T0 + 39 * HOUR, to: T0 + 63 * HOUR },
      { from: T0 + 63 * HOUR, to: T0 + 3 * DAY },
    ]);
    const utcMonth = Date.parse('2026-01-01T00:00:00Z');
    expect(downloadWindows(utcMonth, utcMonth + 62 * DAY, 15, 'Etc/UTC')).toEqual([
      { from: utcMonth, to: utcMonth + 31 * DAY },
      { from: utcMonth + 31 * DAY, to: utcMonth + 62 * DAY },
    ]);
    expect(downloadWindows(utcMonth, utcMonth, 15, 'Etc/UTC')).toEqual([]);
  });

  it('yields the header before reading any data and reads each window only when the next piece is asked for', async () => {
    const db = t.handle.db;
    const start = Date.parse('2026-10-01T00:00:00Z');
    const instrument = await createInstrument(
      db,
      {
        organisationId: (await createProject(db, DEMO_ORGANISATIONS.demo, 'Stream', 'Etc/UTC'))
          .organisationId,
      },
      'AQS-STREAM',
      [SENSOR.PM10],
    );
    await insertReadings(
      db,
      minutes(instrument, SENSOR.PM10, start, 3, () => 7),
    );
    const plan: DownloadPlan = {
      projectId: tokyo,
      fileName: 'stream.csv',
      timeZone: 'Etc/UTC',
      from: start,
      to: start + 3 * DAY,
      periodMinutes: 1,
      includeJournal: false,
      columns: [
        {
          locationName: 'Stream',
          code: 'PM10',
          sensorId: SENSOR.PM10,
          segments: [{ instrumentId: instrument, from: start, to: start + 3 * DAY }],
          display: CATALOGUE_DISPLAY_UNITS.forSensor('PM10'),
        },
      ],
    };
    const read: number[] = [];
    const pieces = downloadLines(db, plan, { onWindow: (window) => read.push(window.from) });

    const header = await pieces.next();
    expect(header.value).toBe('\uFEFFTime (Etc/UTC),Time (UTC),Stream - PM10 (µg/m³)\r\n');
    expect(read).toEqual([]);

    const day1 = (await pieces.next()).value as string;
    expect(read).toEqual([start]);
    expect(day1.split('\r\n')).toHaveLength(1440 + 1);
    expect(day1.startsWith('2026-10-01 00:01:00,2026-10-01 00:01:00,7.0\r\n')).toBe(true);

    // Data written after the first day was sent still reaches the file: day 3 was not read yet.
    await insertReadings(
      db,
      minutes(instrument, SENSOR.PM10, start + 2 * DAY, 1, () => 9),
    );
    const day2 = (await pieces.next()).value as string;
    expect(read).toEqual([start, start + DAY]);
    expect(day2.startsWith('2026-10-02 00:01:00,2026-10-02 00:01:00,\r\n')).toBe(true);
    const day3 = (await pieces.next()).value as string;
    expect(day3.startsWith('2026-10-03 00:01:00,2026-10-03 00:01:00,9.0\r\n')).toBe(true);
    expect((await pieces.next()).done).toBe(true);
    expect(read).toEqual([start, start + DAY, start + 2 * DAY]);
  });
});

describe('CSV cells', () => {
  it.each([
    ['North fence', 'North fence'],
    ['=1+2', "'=1+2"],
    ['+44 20', "'+44 20"],
    ['-West', "'-West"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=a,b', '"\'=a,b"'],
    ['', ''],
  ])('writes the text %j as %j', (input, expected) => {
    expect(textCell(input)).toBe(expected);
  });

  it.each([
    [null, 1, ''],
    [Number.NaN, 1, ''],
    [2.25, 1, '2.3'],
    [-0.04, 1, '0.0'],
    [-12.5, 0, '-13'],
    [3, 2, '3.00'],
    [1234567.891, 3, '1234567.891'],
  ])('writes the number %s with %i decimals as %j (never guarded)', (value, decimals, expected) => {
    expect(numberCell(value, decimals)).toBe(expected);
  });

  it('names the file after the project and the local range, replacing characters file systems refuse', () => {
    expect(downloadFileName('Pier 7 | A/B?', T0, T0 + DAY, 'Asia/Tokyo')).toBe(
      'Pier 7 _ A_B__2026-11-02_0900_2026-11-03_0900.csv',
    );
    expect(contentDisposition("Café d'été.csv")).toBe(
      `attachment; filename="Caf_ d'_t_.csv"; filename*=UTF-8''Caf%C3%A9%20d%27%C3%A9t%C3%A9.csv`,
    );
  });
});
