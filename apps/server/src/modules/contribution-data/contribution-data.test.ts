import { contributionsApi, displaySettingsApi, projectDataApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
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

// The read calls of contributions on hand-made stored minutes (contribution_values written
// directly, never by the materialiser), with hand-computed expectations.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 2026-11-02 14:00 UTC = 09:00 EST in New York (DST ended on 1 November). */
const T0 = Date.parse('2026-11-02T14:00:00Z');
/** 2026-11-02 16:00 UTC = 08:00 PST in Los Angeles. */
const S = Date.parse('2026-11-02T16:00:00Z');
const at = (minutes: number, base = T0) => new Date(base + minutes * MINUTE).toISOString();

let t: TestApp;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let newYork: string;
let losAngeles: string;
/** Generic, 5-minute rolling, PM10 and VOC, generation 2, minutes 1..10 stored. */
let generic: number;
/** NJ PAM, 5-minute blocks, PM10, minutes 1..12 stored (block ends 5 and 10, partial 12). */
let njPam: number;
/** Rule 1466, PM10, level 25 µg/m³, minutes 1..180 from S stored. */
let rule1466: number;
/** A second 1466 contribution starting later, with nothing stored. */
let later1466: number;
/** Another organisation's contribution. */
let foreign: number;

const series = (
  from: number,
  count: number,
  row: (m: number) => Omit<TestMinute, 't'>,
  base = T0,
) => Array.from({ length: count }, (_, i) => ({ t: base + (from + i) * MINUTE, ...row(from + i) }));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-03T00:00:00Z');
  const db = t.handle.db;

  const ny = await createProject(db, DEMO_ORGANISATIONS.demo, 'Pier 9', 'America/New_York');
  newYork = ny.id;
  const north = await createLocation(db, newYork, 'North fence');
  const south = await createLocation(db, newYork, 'South gate');
  const east = await createLocation(db, newYork, 'East, yard');
  // An instrument measuring VOC and wind, so the project has those sensor groups to set units of.
  const instrument = await createInstrument(
    db,
    { organisationId: ny.organisationId, projectId: newYork },
    'AQS-VOC',
    [SENSOR.VOC, SENSOR.PM10, SENSOR.WS, SENSOR.WD],
  );
  await attach(db, instrument, north, new Date(T0 - DAY));
  const locations = [
    { id: north, position: 0 },
    { id: south, position: 1 },
    { id: east, position: 2 },
  ];
  generic = await insertTestContribution(db, {
    projectId: newYork,
    name: 'Excavation',
    type: 'Generic',
    periodMinutes: 5,
    startAt: new Date(T0),
    computedTo: new Date(T0 + 10 * MINUTE),
    generation: 2,
    sensors: ['PM10', 'VOC'],
    locations,
  });
  // PM10 in µg/m³ (1 decimal). Minute 3 is calm: no c(t), no averaged value (a Stopped minute).
  await insertTestMinutes(db, generic, 'PM10', [
    {
      t: T0 + MINUTE,
      value: 12.34,
      avg_value: 12.34,
      avg_mode: 'Initial',
      upwind: 20.04,
      downwind: 32.38,
      upwind_mask: 1,
      downwind_mask: 6,
      wind_speed: 2.46,
      wind_direction: 359.6,
      upwind_avg: 20.04,
      downwind_avg: 32.38,
      ws_avg: 2.46,
    },
    {
      t: T0 + 2 * MINUTE,
      value: 10.25,
      avg_value: 11.295,
      avg_mode: 'Initial',
      upwind: 20,
      downwind: 30.25,
      upwind_mask: 1,
      downwind_mask: 2,
      wind_speed: 2.5,
      wind_direction: 10,
      upwind_avg: 20.02,
      downwind_avg: 31.315,
      ws_avg: 2.48,
    },
    {
      t: T0 + 3 * MINUTE,
      status: 'Calm',
      avg_mode: 'Initial',
      wind_speed: 0.5,
      wind_direction: 90,
    },
    {
      t: T0 + 4 * MINUTE,
      value: -0.04,
      avg_value: 7.5,
      avg_mode: 'Initial',
      upwind: 5,
      downwind: 4.96,
      upwind_mask: 4,
      downwind_mask: 1,
      wind_speed: 3,
      wind_direction: 180,
      ws_avg: 3.25,
    },
    ...series(5, 6, () => ({
      value: 8,
      avg_value: 8,
      avg_mode: 'Rolling',
      upwind: 10,
      downwind: 18,
      upwind_mask: 1,
      downwind_mask: 2,
      wind_speed: 4,
      wind_direction: 270,
      upwind_avg: 10,
      downwind_avg: 18,
      ws_avg: 4,
    })),
  ]);
  // VOC in ppm, shown in mg/m³ with 2 decimals at 2.5 mg/m³ per ppm (set below).
  await insertTestMinutes(
    db,
    generic,
    'VOC',
    series(1, 10, () => ({
      value: 1.203,
      avg_value: 1.2,
      avg_mode: 'Rolling',
      upwind: 0.1,
      downwind: 1.303,
      upwind_mask: 2,
      downwind_mask: 1,
      upwind_avg: 0.1,
      downwind_avg: 1.3,
    })),
  );

  njPam = await insertTestContribution(db, {
    projectId: newYork,
    name: 'Perimeter PAM',
    type: 'NjPam',
    periodMinutes: 5,
    startAt: new Date(T0),
    computedTo: new Date(T0 + 12 * MINUTE),
    sensors: ['PM10'],
    locations,
  });
  await insertTestMinutes(
    db,
    njPam,
    'PM10',
    series(1, 12, (m) => ({
      value: 8,
      wind_speed: 2,
      wind_direction: 45,
      // Block ends at minutes 5 (complete) and 10 (incomplete: null); minute 12 is the running
      // block's partial row.
      ...(m === 5 ? { avg_value: 8, avg_mode: 'Block' } : {}),
      ...(m === 10 ? { avg_value: null, avg_mode: 'Block' } : {}),
      ...(m === 12 ? { avg_value: 7, avg_mode: 'Block', avg_partial: true } : {}),
    })),
  );

  const la = await createProject(db, DEMO_ORGANISATIONS.demo, 'Mesa Works', 'America/Los_Angeles');
  losAngeles = la.id;
  const upMast = await createLocation(db, losAngeles, 'Upwind mast');
  const downMast = await createLocation(db, losAngeles, 'Downwind mast');
  rule1466 = await insertTestContribution(db, {
    projectId: losAngeles,
    name: 'Grading 1466',
    type: 'FourteenSixtySix',
    periodMinutes: 120,
    startAt: new Date(S),
    computedTo: new Date(S + 180 * MINUTE),
    sensors: ['PM10'],
    locations: [
      { id: upMast, position: 0 },
      { id: downMast, position: 1 },
    ],
    actionLevels: { PM10: [25] },
  });
  const sides = { upwind: 10, upwind_mask: 1, downwind_mask: 2 };
  await insertTestMinutes(db, rule1466, 'PM10', [
    // Hour 1 (08:00–09:00 PST): Initial, averaged 30 (above 25 but Initial: no exceedance).
    ...series(
      1,
      60,
      (m) => ({
        ...sides,
        value: 15,
        downwind: 25,
        avg_value: 30,
        avg_mode: 'Initial',
        wind_speed: 5,
        wind_direction: m % 2 === 1 ? 350 : 10,
      }),
      S,
    ),
    // Hour 2: Rolling, averaged 20 for 30 minutes then 30; wind 7 m/s with a 12 m/s gust at 100.
    ...series(
      61,
      60,
      (m) => ({
        ...sides,
        value: 15,
        downwind: 25,
        avg_value: m <= 90 ? 20 : 30,
        avg_mode: 'Rolling',
        wind_speed: m === 100 ? 12 : 7,
        wind_direction: 90,
      }),
      S,
    ),
    // Hour 3: a 10-minute gap (no downwind value, no c, no average), then RecoveryRolling at 24.
    ...series(
      121,
      60,
      (m) => ({
        ...sides,
        value: m <= 130 ? null : 14,
        downwind: m <= 130 ? null : 24,
        avg_value: m <= 130 ? null : 24,
        avg_mode: 'RecoveryRolling',
        wind_speed: 3,
        wind_direction: 180,
      }),
      S,
    ),
  ]);
  later1466 = await insertTestContribution(db, {
    projectId: losAngeles,
    name: 'Trenching 1466',
    type: 'FourteenSixtySix',
    periodMinutes: 120,
    startAt: new Date(S + DAY),
    sensors: ['PM10'],
  });
  await insertTestContribution(db, {
    projectId: losAngeles,
    name: 'Stockpile DER-10',
    type: 'Der10',
    periodMinutes: 15,
    startAt: new Date(S),
    sensors: ['PM10', 'VOC'],
  });

  const harbour = await createProject(db, DEMO_ORGANISATIONS.other, 'Harbour Dredge');
  foreign = await insertTestContribution(db, {
    projectId: harbour.id,
    name: 'Dredge',
    type: 'Generic',
    periodMinutes: 5,
    startAt: new Date(T0),
    sensors: ['PM10'],
  });

  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');

  const units = await t.call(
    displaySettingsApi.updateSensorGroup,
    {
      params: { id: newYork, name: 'VOC' },
      body: { Units: 'mg/m³', DecimalPlaces: 2, PpmToMgm3Factor: 2.5 },
    },
    manager,
  );
  expect(units.statusCode, units.body).toBe(200);
  // Wind speed stored in m/s, shown in km/h with 1 decimal.
  const wind = await t.call(
    displaySettingsApi.updateSensorGroup,
    { params: { id: newYork, name: 'WS' }, body: { Units: 'km/h', DecimalPlaces: 1 } },
    manager,
  );
  expect(wind.statusCode, wind.body).toBe(200);
});
afterAll(() => t.close());

const messages = (response: { json: () => unknown }) =>
  (response.json() as { Messages: string[] }).Messages;

/** The file's lines without the BOM and the final CRLF. */
function lines(csv: string): string[] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(1, -2).split('\r\n');
}

function data(id: number, fromTime: string, toTime: string, caller: Caller = manager) {
  return t.call(
    contributionsApi.getContributionData,
    { params: { contributionId: id }, query: { fromTime, toTime } },
    caller,
  );
}

type Field = { FieldType: string; SensorName?: string | null };
function aggregated(id: number, start: string, end: string, fields: Field[], caller = manager) {
  return t.call(
    projectDataApi.getAggregatedContributionData,
    {
      params: { contributionId: id },
      body: { StartDateTime: start, EndDateTime: end, RequiredFields: fields as never },
    },
    caller,
  );
}

function contributionCsv(
  id: number,
  query: { from: string; to: string; contributionVersionOverride?: number },
  caller = manager,
) {
  return t.call(
    contributionsApi.getContributionCsv,
    { params: { contributionId: id }, query: query as never },
    caller,
  );
}

type DownloadQuery = { ContributionId: number; FromUnixMs: number; ToUnixMs: number };
function aggregatedCsv(projectId: string, query: DownloadQuery, caller = manager) {
  return t.call(
    projectDataApi.getAggregatedCsv,
    { params: { projectId }, query: query as never },
    caller,
  );
}
function atech(projectId: string, query: DownloadQuery, caller = manager) {
  return t.call(
    projectDataApi.getAtech1466Report,
    { params: { projectId }, query: query as never },
    caller,
  );
}

describe('GET /v0.1/contribution/{contributionId}/data', () => {
  it('answers per pollutant the instantaneous and averaged values in display units, rounded half away from zero', async () => {
    const response = await data(generic, at(0), at(4));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ContributionId: generic,
      FromTime: at(0),
      ToTime: at(4),
      AveragingPeriodMinutes: 5,
      Channels: [
        {
          SensorCode: 'PM10',
          Units: 'µg/m³',
          // 12.34 → 12.3; 10.25 → 10.3 (half away); calm → null; −0.04 → 0 (not −0).
          InstantaneousValues: [
            { Time: at(1), Value: 12.3 },
            { Time: at(2), Value: 10.3 },
            { Time: at(3), Value: null },
            { Time: at(4), Value: 0 },
          ],
          AveragedValues: [
            { Time: at(1), Value: 12.3, AveragingMode: 'Initial' },
            { Time: at(2), Value: 11.3, AveragingMode: 'Initial' },
            { Time: at(3), Value: null, AveragingMode: 'Initial' },
            { Time: at(4), Value: 7.5, AveragingMode: 'Initial' },
          ],
        },
        {
          SensorCode: 'VOC',
          Units: 'mg/m³',
          // 1.203 ppm × 2.5 = 3.0075 → 3.01 mg/m³; 1.2 × 2.5 = 3.
          InstantaneousValues: [1, 2, 3, 4].map((m) => ({ Time: at(m), Value: 3.01 })),
          AveragedValues: [1, 2, 3, 4].map((m) => ({
            Time: at(m),
            Value: 3,
            AveragingMode: 'Rolling',
          })),
        },
      ],
    });
  });

  it('answers only the block ends and the running block of an NJ PAM contribution as averaged values', async () => {
    const response = await data(njPam, at(0), at(12));
    expect(response.statusCode, response.body).toBe(200);
    const [channel] = response.json().Channels;
    expect(channel.InstantaneousValues).toHaveLength(12);
    expect(channel.AveragedValues).toEqual([
      { Time: at(5), Value: 8, AveragingMode: 'Block' },
      { Time: at(10), Value: null, AveragingMode: 'Block' },
      { Time: at(12), Value: 7, AveragingMode: 'Block' },
    ]);
  });

  it('accepts exactly 31 days and refuses one millisecond more with a clear 400', async () => {
    expect((await data(generic, at(0), new Date(T0 + 31 * DAY).toISOString())).statusCode).toBe(
      200,
    );
    const refused = await data(generic, at(0), new Date(T0 + 31 * DAY + 1).toISOString());
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual(['Date range must be 31 days or less']);
  });

  it('refuses an empty range with the rule message', async () => {
    const refused = await data(generic, at(4), at(4));
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual(['From time must be before end time']);
  });
});

describe('POST /v0.1/project-data/contribution/{contributionId}', () => {
  const fields: Field[] = [
    { FieldType: 'ContributionAverage', SensorName: 'PM10' },
    { FieldType: 'UpwindRaw', SensorName: 'PM10' },
    { FieldType: 'ContributionRaw', SensorName: 'VOC' },
    { FieldType: 'WindSpeedAverage' },
    { FieldType: 'WindDirection', SensorName: 'WD' },
  ];
  // PM10's regions over minutes 1..10: Initial 1–2, Stopped 3 (one minute), Initial 4, Rolling 5–10.
  const pm10Regions = (lastEnd: string | null) => [
    { Type: 'Initial', StartTime: at(0), EndTime: at(2) },
    { Type: 'Stopped', StartTime: at(2), EndTime: at(3) },
    { Type: 'Initial', StartTime: at(3), EndTime: at(4) },
    { Type: 'Rolling', StartTime: at(4), EndTime: lastEnd },
  ];

  it('answers each field in display units with its decimals and the regions, the last one running (EndTime null) at the computed end', async () => {
    const response = await aggregated(generic, at(0), at(10), fields);
    expect(response.statusCode, response.body).toBe(200);
    const sets = response.json().DataSets;
    expect(sets.map((set: { Field: unknown }) => set.Field)).toEqual([
      { FieldType: 'ContributionAverage', SensorName: 'PM10' },
      { FieldType: 'UpwindRaw', SensorName: 'PM10' },
      { FieldType: 'ContributionRaw', SensorName: 'VOC' },
      { FieldType: 'WindSpeedAverage', SensorName: null },
      { FieldType: 'WindDirection', SensorName: 'WD' },
    ]);
    expect(
      sets.map((set: { Units: string; DecimalPlaces: number }) => [set.Units, set.DecimalPlaces]),
    ).toEqual([
      ['µg/m³', 1],
      ['µg/m³', 1],
      ['mg/m³', 2],
      ['km/h', 1],
      ['°', 0],
    ]);
    const values = (i: number) =>
      sets[i].Values.map((v: { Time: string; Value: number | null }) => v.Value);
    expect(values(0)).toEqual([12.3, 11.3, null, 7.5, 8, 8, 8, 8, 8, 8]);
    expect(values(1)).toEqual([20, 20, null, 5, 10, 10, 10, 10, 10, 10]);
    expect(values(2)).toEqual(Array(10).fill(3.01));
    // m/s × 3.6: 2.46 → 8.856 → 8.9, 2.48 → 8.928 → 8.9, calm minute without a wind average,
    // 3.25 → 11.7, 4 → 14.4.
    expect(values(3)).toEqual([8.9, 8.9, null, 11.7, 14.4, 14.4, 14.4, 14.4, 14.4, 14.4]);
    // 359.6° is 0°, not 360°.
    expect(values(4)).toEqual([0, 10, 90, 180, 270, 270, 270, 270, 270, 270]);
    expect(sets[0].Values[0].Time).toBe(at(1));
    expect(sets[0].DataRegions).toEqual(pm10Regions(null));
    expect(sets[1].DataRegions).toEqual(pm10Regions(null));
    // Wind is read from the first pollutant's minutes, so it carries PM10's regions.
    expect(sets[3].DataRegions).toEqual(pm10Regions(null));
    expect(sets[2].DataRegions).toEqual([{ Type: 'Rolling', StartTime: at(0), EndTime: null }]);
  });

  it('closes the last region at the end of a range that stops before the computed end, and starts at a one-minute Stopped gap', async () => {
    const closed = await aggregated(generic, at(0), at(8), fields.slice(0, 1));
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().DataSets[0].DataRegions).toEqual(pm10Regions(at(8)));
    const fromGap = await aggregated(generic, at(2), at(4), fields.slice(0, 1));
    expect(fromGap.json().DataSets[0].DataRegions).toEqual([
      { Type: 'Stopped', StartTime: at(2), EndTime: at(3) },
      { Type: 'Initial', StartTime: at(3), EndTime: at(4) },
    ]);
  });

  it('gives NJ PAM minutes inside a block the region of the block end after them (read past the range end)', async () => {
    const whole = await aggregated(njPam, at(0), at(12), fields.slice(0, 1));
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().DataSets[0]).toMatchObject({
      Values: [
        { Time: at(5), Value: 8 },
        { Time: at(10), Value: null },
        { Time: at(12), Value: 7 },
      ],
      DataRegions: [
        { Type: 'Block', StartTime: at(0), EndTime: at(5) },
        { Type: 'Stopped', StartTime: at(5), EndTime: at(10) },
        { Type: 'Block', StartTime: at(10), EndTime: null },
      ],
    });
    // Minute 11 belongs to the running block whose (partial) row is at minute 12, after the range.
    const running = await aggregated(njPam, at(0), at(11), fields.slice(0, 1));
    expect(running.json().DataSets[0].DataRegions).toEqual([
      { Type: 'Block', StartTime: at(0), EndTime: at(5) },
      { Type: 'Stopped', StartTime: at(5), EndTime: at(10) },
      { Type: 'Block', StartTime: at(10), EndTime: at(11) },
    ]);
    // Minutes 6–7 belong to the incomplete block ending at minute 10, after the range.
    const part = await aggregated(njPam, at(0), at(7), fields.slice(0, 2));
    expect(part.json().DataSets[0].Values).toEqual([{ Time: at(5), Value: 8 }]);
    expect(part.json().DataSets[1].Values).toHaveLength(7);
    expect(part.json().DataSets[0].DataRegions).toEqual([
      { Type: 'Block', StartTime: at(0), EndTime: at(5) },
      { Type: 'Stopped', StartTime: at(5), EndTime: at(7) },
    ]);
  });

  it('refuses a SensorName the contribution does not measure, a missing one, and a wind field with a pollutant', async () => {
    const unknown = await aggregated(generic, at(0), at(10), [
      { FieldType: 'ContributionAverage', SensorName: 'PM10' },
      { FieldType: 'UpwindAverage', SensorName: 'NO2' },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(messages(unknown)).toEqual([
      "The contribution has no pollutant 'NO2' (its pollutants: PM10, VOC).",
    ]);
    const missing = await aggregated(generic, at(0), at(10), [{ FieldType: 'DownwindRaw' }]);
    expect(missing.statusCode).toBe(400);
    expect(messages(missing)).toEqual(['DownwindRaw needs a SensorName (one of: PM10, VOC).']);
    const wind = await aggregated(generic, at(0), at(10), [
      { FieldType: 'WindSpeedRaw', SensorName: 'PM10' },
    ]);
    expect(wind.statusCode).toBe(400);
    expect(messages(wind)).toEqual(["WindSpeedRaw takes SensorName 'WS' or none, not 'PM10'."]);
  });

  it('accepts exactly 31 days and refuses one millisecond more', async () => {
    const end = (extra: number) => new Date(T0 + 31 * DAY + extra).toISOString();
    expect((await aggregated(generic, at(0), end(0), fields)).statusCode).toBe(200);
    const refused = await aggregated(generic, at(0), end(1), fields);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual(['Date range must be 31 days or less']);
  });
});

describe('GET /v0.1/contribution/{contributionId}/csv', () => {
  it('writes one line per minute (empty before the start) with modes, sides, location names from the masks and wind', async () => {
    const response = await contributionCsv(generic, { from: at(-1), to: at(4) });
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json();
    expect(file.ContentType).toBe('text/csv');
    expect(file.FileName).toBe('Excavation_2026-11-02_0859_2026-11-02_0904.csv');
    const voc = '3.01,3.00,Rolling,0.25,3.26,South gate,North fence';
    expect(lines(file.CsvData)).toEqual([
      'Time (America/New_York),Time (UTC),' +
        'PM10 contribution (µg/m³),PM10 averaged contribution (µg/m³),PM10 averaging mode,' +
        'PM10 upwind mean (µg/m³),PM10 downwind max (µg/m³),PM10 upwind locations,PM10 downwind locations,' +
        'VOC contribution (mg/m³),VOC averaged contribution (mg/m³),VOC averaging mode,' +
        'VOC upwind mean (mg/m³),VOC downwind max (mg/m³),VOC upwind locations,VOC downwind locations,' +
        'Wind speed (km/h),Wind direction (°)',
      `2026-11-02 09:00:00,2026-11-02 14:00:00,${','.repeat(15)}`,
      // Mask 6 = bits 1 and 2: South gate and the comma-holding 'East, yard' (quoted).
      `2026-11-02 09:01:00,2026-11-02 14:01:00,12.3,12.3,Initial,20.0,32.4,North fence,"South gate; East, yard",${voc},8.9,0`,
      `2026-11-02 09:02:00,2026-11-02 14:02:00,10.3,11.3,Initial,20.0,30.3,North fence,South gate,${voc},9.0,10`,
      `2026-11-02 09:03:00,2026-11-02 14:03:00,,,Initial,,,,,${voc},1.8,90`,
      `2026-11-02 09:04:00,2026-11-02 14:04:00,0.0,7.5,Initial,5.0,5.0,"East, yard",North fence,${voc},10.8,180`,
    ]);
  });

  it('words NJ PAM modes Block and Block (partial), empty inside a block', async () => {
    const response = await contributionCsv(njPam, { from: at(4), to: at(12) });
    expect(response.statusCode, response.body).toBe(200);
    const modes = lines(response.json().CsvData)
      .slice(1)
      .map((line) => line.split(',')[4]);
    expect(modes).toEqual(['Block', '', '', '', '', 'Block', '', 'Block (partial)']);
  });

  it("words Rule 1466 modes as the spec's table: Initial, 2 Hr, 30 Min", async () => {
    const response = await contributionCsv(rule1466, {
      from: new Date(S + 59 * MINUTE).toISOString(),
      to: new Date(S + 61 * MINUTE).toISOString(),
    });
    const cells = (i: number) => lines(response.json().CsvData)[i]?.split(',');
    expect(cells(1)?.slice(2, 5)).toEqual(['15.0', '30.0', 'Initial']);
    expect(cells(2)?.slice(2, 5)).toEqual(['15.0', '20.0', '2 Hr']);
    const recovery = await contributionCsv(rule1466, {
      from: new Date(S + 130 * MINUTE).toISOString(),
      to: new Date(S + 131 * MINUTE).toISOString(),
    });
    expect(lines(recovery.json().CsvData)[1]?.split(',').slice(2, 5)).toEqual([
      '14.0',
      '24.0',
      '30 Min',
    ]);
  });

  it('takes the current version as contributionVersionOverride and refuses another with a clear 400', async () => {
    const range = { from: at(0), to: at(2) };
    const current = await contributionCsv(generic, { ...range, contributionVersionOverride: 2 });
    expect(current.statusCode, current.body).toBe(200);
    const old = await contributionCsv(generic, { ...range, contributionVersionOverride: 1 });
    expect(old.statusCode).toBe(400);
    expect(messages(old)).toEqual([
      'Contribution version 1 is not available: only the current version (2) is kept.',
    ]);
  });

  it('refuses a range over 31 days', async () => {
    const refused = await contributionCsv(generic, {
      from: at(0),
      to: new Date(T0 + 31 * DAY + 1).toISOString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual(['Date range must be 31 days or less']);
  });
});

describe('GET /v0.1/project/{projectId}/csv-data/aggregated', () => {
  it('writes the aggregated fields per minute in display units', async () => {
    const response = await aggregatedCsv(newYork, {
      ContributionId: generic,
      FromUnixMs: T0,
      ToUnixMs: T0 + 2 * MINUTE,
    });
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json();
    expect(file.FileName).toBe('Pier 9 - Excavation_2026-11-02_0900_2026-11-02_0902.csv');
    const voc = '3.00,Rolling,3.01,0.25,3.25,0.25,3.26';
    expect(lines(file.CsvData)).toEqual([
      'Time (America/New_York),Time (UTC),' +
        'PM10 contribution average (µg/m³),PM10 averaging mode,PM10 contribution raw (µg/m³),' +
        'PM10 upwind average (µg/m³),PM10 downwind average (µg/m³),PM10 upwind raw (µg/m³),PM10 downwind raw (µg/m³),' +
        'VOC contribution average (mg/m³),VOC averaging mode,VOC contribution raw (mg/m³),' +
        'VOC upwind average (mg/m³),VOC downwind average (mg/m³),VOC upwind raw (mg/m³),VOC downwind raw (mg/m³),' +
        'Wind speed average (km/h),Wind speed raw (km/h),Wind direction (°)',
      `2026-11-02 09:01:00,2026-11-02 14:01:00,12.3,Initial,12.3,20.0,32.4,20.0,32.4,${voc},8.9,8.9,0`,
      // 31.315 → 31.3; 30.25 → 30.3 (half away).
      `2026-11-02 09:02:00,2026-11-02 14:02:00,11.3,Initial,10.3,20.0,31.3,20.0,30.3,${voc},8.9,9.0,10`,
    ]);
  });

  it('refuses a range starting before the contribution (exactly at its start passes), NJ PAM and over 31 days', async () => {
    const early = await aggregatedCsv(newYork, {
      ContributionId: generic,
      FromUnixMs: T0 - 1,
      ToUnixMs: T0 + HOUR,
    });
    expect(early.statusCode).toBe(400);
    expect(messages(early)).toEqual([
      'The date range cannot start before the data source started (11/02/2026 09:00)',
    ]);
    const pam = await aggregatedCsv(newYork, {
      ContributionId: njPam,
      FromUnixMs: T0,
      ToUnixMs: T0 + HOUR,
    });
    expect(pam.statusCode).toBe(400);
    expect(messages(pam)).toEqual(['Contribution data is not available for NJ PAM']);
    const exact = await aggregatedCsv(newYork, {
      ContributionId: generic,
      FromUnixMs: T0,
      ToUnixMs: T0 + 31 * DAY,
    });
    expect(exact.statusCode).toBe(200);
    const long = await aggregatedCsv(newYork, {
      ContributionId: generic,
      FromUnixMs: T0,
      ToUnixMs: T0 + 31 * DAY + 1,
    });
    expect(long.statusCode).toBe(400);
    expect(messages(long)).toEqual(['Date range must be 31 days or less']);
  });

  it('refuses a millisecond range beyond the year 9999 with the rule message, not a 500', async () => {
    const far = Date.UTC(10_000, 0, 1);
    const response = await aggregatedCsv(newYork, {
      ContributionId: generic,
      FromUnixMs: far,
      ToUnixMs: far + HOUR,
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['From time is invalid']);
    const report = await atech(losAngeles, {
      ContributionId: rule1466,
      FromUnixMs: S,
      ToUnixMs: 9e15,
    });
    expect(report.statusCode).toBe(400);
    expect(messages(report)).toEqual(['To time is invalid']);
  });

  it('answers 404 for a contribution of another project of the organisation', async () => {
    const response = await aggregatedCsv(losAngeles, {
      ContributionId: generic,
      FromUnixMs: T0,
      ToUnixMs: T0 + HOUR,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('A-Tech 1466 report', () => {
  it('lists the project’s Rule 1466 contributions with their start, earliest first', async () => {
    const response = await t.call(
      projectDataApi.getAtech1466Sources,
      { params: { projectId: losAngeles } },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Sources: [
        { ContributionId: rule1466, Name: 'Grading 1466', StartDate: new Date(S).toISOString() },
        {
          ContributionId: later1466,
          Name: 'Trenching 1466',
          StartDate: new Date(S + DAY).toISOString(),
        },
      ],
    });
    const none = await t.call(
      projectDataApi.getAtech1466Sources,
      { params: { projectId: newYork } },
      manager,
    );
    expect(none.json()).toEqual({ Sources: [] });
  });

  it('writes one line per local hour with the hand-computed hourly statistics and wind flags', async () => {
    const response = await atech(losAngeles, {
      ContributionId: rule1466,
      FromUnixMs: S,
      ToUnixMs: S + 3 * HOUR,
    });
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json();
    expect(file.FileName).toBe(
      'Mesa Works - Grading 1466 - A-Tech 1466_2026-11-02_0800_2026-11-02_1100.csv',
    );
    expect(lines(file.CsvData)).toEqual([
      'Date (America/Los_Angeles),Hour ending,Hour ending (UTC),Data capture (%),' +
        'Upwind PM10 hourly mean (µg/m³),Downwind PM10 hourly mean (µg/m³),' +
        'Contribution hourly mean (µg/m³),Contribution hourly max (µg/m³),Averaging mode at hour end,' +
        'Action level (µg/m³),Exceedance,Minutes above action level,' +
        'Max 15-min mean wind speed (mph),Max gust (mph),15-min mean wind > 15 mph,Gust > 25 mph,' +
        'Prevailing wind direction (°)',
      // Initial rows never exceed; 5 m/s = 11.18 mph; 350° and 10° average to 0°.
      '2026-11-02,09:00,2026-11-02 17:00:00,100,10.0,25.0,30.0,30.0,Initial,25.0,No,0,11.2,11.2,No,No,0',
      // (30 × 20 + 30 × 30) / 60 = 25.0, 30 minutes above 25; the 15-minute windows holding the
      // 12 m/s gust: (14 × 7 + 12) / 15 = 7.333 m/s = 16.4 mph; the gust 12 m/s = 26.8 mph.
      '2026-11-02,10:00,2026-11-02 18:00:00,100,10.0,25.0,25.0,30.0,2 Hr,25.0,Yes,30,16.4,26.8,Yes,Yes,90',
      // 50 of 60 minutes valid = 83 %; the first window of the hour still holds 14 minutes at
      // 7 m/s: (14 × 7 + 3) / 15 = 6.733 m/s = 15.06 mph, above 15.
      '2026-11-02,11:00,2026-11-02 19:00:00,83,10.0,24.0,24.0,24.0,30 Min,25.0,No,0,15.1,6.7,Yes,No,180',
    ]);
  });

  it('feeds the first 15-minute wind means of the range with the minutes before it', async () => {
    const response = await atech(losAngeles, {
      ContributionId: rule1466,
      FromUnixMs: S + 2 * HOUR,
      ToUnixMs: S + 3 * HOUR,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The window ending at the range's first minute holds 14 minutes at 7 m/s before the range.
    expect(lines(response.json().CsvData)[1]?.split(',').slice(12)).toEqual([
      '15.1',
      '6.7',
      'Yes',
      'No',
      '180',
    ]);
  });

  it('refuses a contribution that is not Rule 1466 and a range starting before the contribution', async () => {
    const generic400 = await atech(newYork, {
      ContributionId: generic,
      FromUnixMs: T0,
      ToUnixMs: T0 + HOUR,
    });
    expect(generic400.statusCode).toBe(400);
    expect(messages(generic400)).toEqual([
      'The A-Tech 1466 report can only be made from a Rule 1466 contribution.',
    ]);
    const early = await atech(losAngeles, {
      ContributionId: rule1466,
      FromUnixMs: S - MINUTE,
      ToUnixMs: S + HOUR,
    });
    expect(early.statusCode).toBe(400);
    expect(messages(early)).toEqual([
      'The date range cannot start before the data source started (11/02/2026 08:00)',
    ]);
  });
});

describe('access', () => {
  const calls = (caller: Caller) => [
    data(generic, at(0), at(4), caller),
    contributionCsv(generic, { from: at(0), to: at(4) }, caller),
    aggregated(
      generic,
      at(0),
      at(4),
      [{ FieldType: 'ContributionRaw', SensorName: 'PM10' }],
      caller,
    ),
    aggregatedCsv(
      newYork,
      { ContributionId: generic, FromUnixMs: T0, ToUnixMs: T0 + HOUR },
      caller,
    ),
    atech(losAngeles, { ContributionId: rule1466, FromUnixMs: S, ToUnixMs: S + HOUR }, caller),
  ];

  it("answers 404 to another organisation's user, and for another organisation's contribution", async () => {
    const answers = await Promise.all(calls(other));
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect((await data(foreign, at(0), at(4))).statusCode).toBe(404);
    expect((await data(999_999, at(0), at(4))).statusCode).toBe(404);
    const sources = await t.call(
      projectDataApi.getAtech1466Sources,
      { params: { projectId: losAngeles } },
      other,
    );
    expect(sources.statusCode).toBe(404);
  });

  it('answers 403 to a viewer who is not a member of the project, 200 once a member, and 403 without View_Data', async () => {
    const refused = await Promise.all(calls(viewer));
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(messages(refused[0] as { json: () => unknown })).toEqual([
      'You do not have access to this project.',
    ]);
    const db = t.handle.db;
    const viewerId = await t.userId('viewer');
    await db
      .insertInto('project_members')
      .values([
        { project_id: newYork, user_id: viewerId },
        { project_id: losAngeles, user_id: viewerId },
      ])
      .execute();
    const allowed = await Promise.all(calls(viewer));
    expect(allowed.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);

    // A member whose role holds no permission at all.
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
      .values([
        { project_id: newYork, user_id: auditor.id },
        { project_id: losAngeles, user_id: auditor.id },
      ])
      .execute();
    const noViewData = await Promise.all(
      calls(await t.signIn('auditor@demo.example', 'start-123')),
    );
    expect(noViewData.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(messages(noViewData[0] as { json: () => unknown })).toEqual([
      'You do not have permission to view data.',
    ]);
  });
});
