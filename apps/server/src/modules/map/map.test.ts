import { mapApi } from '@aq/api';
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
let viewer: Caller;
let other: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  admin = await t.signIn('admin');
  const db = t.handle.db;
  const project = await createProject(db, DEMO_ORGANISATIONS.demo, 'Selector Site');
  const placed = await createInstrument(
    db,
    { organisationId: project.organisationId, projectId: project.id },
    'SEL-2',
    [SENSOR.PM10],
  );
  const location = await createLocation(db, project.id, 'North Gate');
  await attach(db, placed, location, new Date('2026-01-02T00:00:00Z'));
  // A reading 10 minutes before the test clock: still online (the boundary is inclusive).
  const now = t.clock.now().getTime();
  await db
    .insertInto('latest')
    .values({
      instrument_id: placed,
      sensor_id: SENSOR.PM10,
      ts: new Date(now - 10 * 60_000),
      value: 12,
    })
    .execute();
  const stale = await createInstrument(db, { organisationId: project.organisationId }, 'SEL-1', [
    SENSOR.PM10,
  ]);
  await db
    .insertInto('latest')
    .values({
      instrument_id: stale,
      sensor_id: SENSOR.PM10,
      ts: new Date(now - 10 * 60_000 - 1),
      value: 3,
    })
    .execute();
  const theirs = await createProject(db, DEMO_ORGANISATIONS.other, 'Harbour Site');
  await createInstrument(
    db,
    { organisationId: theirs.organisationId, projectId: theirs.id },
    'SEL-OTHER',
    [SENSOR.PM10],
  );
});
afterAll(() => t.close());

async function items(caller: Caller) {
  const response = await t.call(mapApi.getSelectableInstruments, {}, caller);
  expect(response.statusCode).toBe(200);
  return response.json().Items as Array<Record<string, unknown>>;
}

describe('GET /v0.1/instruments/selection', () => {
  it('lists the caller organisation’s instruments by name with location, project, the project’s place and online status', async () => {
    const mine = (await items(viewer)).filter((i) => String(i.Serial).startsWith('SEL-'));
    expect(mine).toEqual([
      {
        Serial: 'SEL-1',
        Name: 'SEL-1',
        ProjectId: null,
        ProjectName: null,
        LocationName: null,
        PlaceLabel: null,
        Latitude: null,
        Longitude: null,
        OnlineStatus: 'Offline',
        LastReadingAt: new Date(t.clock.now().getTime() - 10 * 60_000 - 1).toISOString(),
      },
      {
        Serial: 'SEL-2',
        Name: 'SEL-2',
        ProjectId: expect.any(String),
        ProjectName: 'Selector Site',
        LocationName: 'North Gate',
        PlaceLabel: 'Brooklyn, NY',
        Latitude: 40.675,
        Longitude: -73.99,
        OnlineStatus: 'Online',
        LastReadingAt: new Date(t.clock.now().getTime() - 10 * 60_000).toISOString(),
      },
    ]);
  });

  it('never shows another organisation’s instruments', async () => {
    const serials = (await items(viewer)).map((i) => i.Serial);
    expect(serials).not.toContain('SEL-OTHER');
    const theirs = (await items(other)).map((i) => i.Serial);
    expect(theirs).toContain('SEL-OTHER');
    expect(theirs).not.toContain('SEL-1');
  });

  it('shows an organisations administrator every instrument', async () => {
    const serials = (await items(admin)).map((i) => i.Serial);
    expect(serials).toEqual(expect.arrayContaining(['SEL-1', 'SEL-2', 'SEL-OTHER']));
  });

  it('refuses anonymous callers', async () => {
    const response = await t.call(mapApi.getSelectableInstruments, {}, null);
    expect(response.statusCode).toBe(401);
  });
});
