import { accountApi, timeZonesApi } from '@aq/api';
import { formatUtcOffset } from '@aq/validation/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { listTimeZones } from './service';

let t: TestApp;
let viewer: Caller;
let other: Caller;

interface Zone {
  Id: string;
  Name: string;
  Offset: string;
  HasSummerTime: boolean;
}

let zones: Zone[];

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  const response = await t.call(timeZonesApi.getTimeZones, {}, viewer);
  expect(response.statusCode).toBe(200);
  zones = response.json().TimeZones as Zone[];
});
afterAll(() => t.close());

function minutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours, mins] = offset.slice(1).split(':').map(Number);
  return sign * ((hours ?? 0) * 60 + (mins ?? 0));
}

async function zoneAt(Latitude: number, Longitude: number, caller: Caller = viewer): Promise<Zone> {
  const response = await t.call(
    timeZonesApi.getTimeZoneFromCoordinates,
    { body: { Latitude, Longitude } },
    caller,
  );
  expect(response.statusCode).toBe(200);
  return response.json().TimeZone as Zone;
}

describe('GET /v0.1/getTimeZones', () => {
  it('lists every Intl zone once, with Etc/UTC as the default zone', () => {
    const ids = zones.map((zone) => zone.Id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of Intl.supportedValuesOf('timeZone')) {
      expect(ids).toContain(id === 'UTC' ? 'Etc/UTC' : id);
    }
    expect(zones.find((zone) => zone.Id === 'Etc/UTC')).toEqual({
      Id: 'Etc/UTC',
      Name: '(UTC+00:00) Etc/UTC',
      Offset: '+00:00',
      HasSummerTime: false,
    });
  });

  it('gives the standard offset and the summer-time flag (hand-checked zones)', () => {
    const byId = new Map(zones.map((zone) => [zone.Id, zone]));
    expect(byId.get('Europe/Paris')).toEqual({
      Id: 'Europe/Paris',
      Name: '(UTC+01:00) Europe/Paris',
      Offset: '+01:00',
      HasSummerTime: true,
    });
    expect(byId.get('America/Phoenix')).toMatchObject({ Offset: '-07:00', HasSummerTime: false });
    expect(byId.get('America/Denver')).toMatchObject({ Offset: '-07:00', HasSummerTime: true });
    expect(byId.get('Australia/Sydney')).toMatchObject({ Offset: '+10:00', HasSummerTime: true });
    expect(byId.get('Asia/Tokyo')).toMatchObject({ Offset: '+09:00', HasSummerTime: false });
    expect(byId.get('America/St_Johns')).toMatchObject({ Offset: '-03:30', HasSummerTime: true });
    const kathmandu = byId.get('Asia/Kathmandu') ?? byId.get('Asia/Katmandu');
    expect(kathmandu).toMatchObject({ Offset: '+05:45', HasSummerTime: false });
  });

  it('sorts by standard offset, then by Id', () => {
    for (let i = 1; i < zones.length; i++) {
      const previous = zones[i - 1] as Zone;
      const current = zones[i] as Zone;
      const order =
        minutes(previous.Offset) - minutes(current.Offset) || (previous.Id < current.Id ? -1 : 1);
      expect(order, `${previous.Id} before ${current.Id}`).toBeLessThan(0);
    }
    expect(minutes(zones[0]?.Offset ?? '')).toBeLessThanOrEqual(-11 * 60);
    expect(minutes(zones.at(-1)?.Offset ?? '')).toBeGreaterThanOrEqual(13 * 60);
  });

  it('is computed once per process', () => {
    expect(listTimeZones().TimeZones).toBe(listTimeZones().TimeZones);
  });

  it('formats offsets as +hh:mm / -hh:mm (the shared formatter)', () => {
    expect([0, 60, -420, 345, -570].map((minutes) => formatUtcOffset(minutes))).toEqual([
      '+00:00',
      '+01:00',
      '-07:00',
      '+05:45',
      '-09:30',
    ]);
  });

  it('answers 401 to anonymous callers and 403 to an API key (session-only call)', async () => {
    expect((await t.call(timeZonesApi.getTimeZones, {}, null)).statusCode).toBe(401);
    const key = (await t.call(accountApi.getApiKey, {}, other)).json().ApiKey as string;
    expect((await t.call(timeZonesApi.getTimeZones, {}, { apiKey: key })).statusCode).toBe(403);
  });
});

describe('POST /v0.1/getTimeZoneFromCoordinates', () => {
  it('finds the zone of a city (hand-checked)', async () => {
    expect(await zoneAt(48.8566, 2.3522)).toEqual({
      Id: 'Europe/Paris',
      Name: '(UTC+01:00) Europe/Paris',
      Offset: '+01:00',
      HasSummerTime: true,
    });
    expect(await zoneAt(33.4484, -112.074)).toMatchObject({
      Id: 'America/Phoenix',
      Offset: '-07:00',
      HasSummerTime: false,
    });
    expect(await zoneAt(-33.8688, 151.2093, other)).toMatchObject({
      Id: 'Australia/Sydney',
      Offset: '+10:00',
      HasSummerTime: true,
    });
  });

  it('answers an entry of the list for a newer IANA name (Asia/Kolkata) and over the ocean', async () => {
    const kolkata = await zoneAt(22.5726, 88.3639);
    expect(zones).toContainEqual(kolkata);
    expect(kolkata).toMatchObject({ Offset: '+05:30', HasSummerTime: false });
    expect(kolkata.Id).toMatch(/^Asia\/(Kolkata|Calcutta)$/);

    // Mid-Atlantic, 40° W: the nautical zone three hours behind UTC, not UTC.
    const atlantic = await zoneAt(30, -40);
    expect(zones).toContainEqual(atlantic);
    expect(atlantic).toMatchObject({ Id: 'Etc/GMT+3', Offset: '-03:00', HasSummerTime: false });
    const pole = await zoneAt(90, 0);
    expect(pole.Id).toBe('Etc/UTC');
  });

  it('answers 400 for a latitude beyond 90', async () => {
    const response = await t.call(
      timeZonesApi.getTimeZoneFromCoordinates,
      { body: { Latitude: 91, Longitude: 0 } },
      viewer,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Messages).toEqual(['Latitude: Too big: expected number to be <=90']);
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await t.call(
      timeZonesApi.getTimeZoneFromCoordinates,
      { body: { Latitude: 0, Longitude: 0 } },
      null,
    );
    expect(response.statusCode).toBe(401);
  });
});
