import {
  accountApi,
  instrumentsDataApi,
  monitoringLocationsApi,
  organisationsV2Api,
  projectDataApi,
} from '@aq/api';
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
import {
  alreadyAttached,
  beforeLease,
  detachBeforeAttach,
  HIDDEN_LOCATION,
  leasedToAnotherProject,
  leaseNotActive,
  NO_MANAGE_LOCATIONS,
  noInstrument,
  notAttached,
  overlapsAttachment,
  TIME_IN_FUTURE,
} from './service';

// Attaching and detaching instruments (spec 03 §4): the attachment history the time series
// reads, AttachTime in the past, overlaps, leases, moves in one transaction, the journal entries.

let t: TestApp;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let managerKey: Caller;

const D = DEMO_ORGANISATIONS.demo;
const H = DEMO_ORGANISATIONS.other;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  managerKey = { apiKey: (await t.call(accountApi.getApiKey, {}, manager)).json().ApiKey };
});
afterAll(() => t.close());

/** A project of the demo organisation with two locations and an instrument leased for it. */
async function site(options: { projectId?: string | null; leaseStart?: Date } = {}) {
  const n = ++counter;
  const p = await createProject(t.handle.db, D, `Attach site ${n}`);
  const north = await createLocation(t.handle.db, p.id, 'North fence');
  const south = await createLocation(t.handle.db, p.id, 'South fence');
  const serial = `SN${n}`;
  const instrument = await createInstrument(
    t.handle.db,
    {
      organisationId: p.organisationId,
      projectId: options.projectId === undefined ? p.id : options.projectId,
    },
    serial,
    [SENSOR.PM10],
    options.leaseStart,
  );
  return { p, north, south, serial, instrument, monitorId: String(instrument) };
}

function attachCall(caller: Caller, monlocId: string, MonitorId: string, AttachTime?: string) {
  return t.call(
    monitoringLocationsApi.attachMonitor,
    { params: { monlocId }, body: { MonitorId, ...(AttachTime ? { AttachTime } : {}) } },
    caller,
  );
}

function detachCall(caller: Caller, monlocId: string, MonitorId: string, DetachTime?: string) {
  return t.call(
    monitoringLocationsApi.detachMonitor,
    { params: { monlocId }, body: { MonitorId, ...(DetachTime ? { DetachTime } : {}) } },
    caller,
  );
}

async function attachments(instrumentId: number) {
  return t.handle.db
    .selectFrom('attachments')
    .select(['monitoring_location_id', 'attached_at', 'detached_at'])
    .where('instrument_id', '=', instrumentId)
    .orderBy('attached_at')
    .execute();
}

/** The project's attach and detach journal entries (other instrument entries, e.g. offline spells, left out). */
async function journal(projectId: string) {
  return t.handle.db
    .selectFrom('journal_entries')
    .select(['type', 'occurred_at', 'details', 'source', 'user_name', 'instrument_id'])
    .where('project_id', '=', projectId)
    .where((eb) =>
      eb.or([eb('details', 'like', '%attached to%'), eb('details', 'like', '%detached from%')]),
    )
    .orderBy('occurred_at')
    .orderBy('created_at')
    .execute();
}

async function ingest(serial: string, minutes: Array<[string, number]>) {
  const response = await t.call(
    instrumentsDataApi.ingestInstrumentData,
    {
      params: { instrument: serial },
      body: { Readings: minutes.map(([Time, Value]) => ({ Time, Sensor: 'PM10', Value })) },
    },
    managerKey,
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** Hourly PM10 means of a location between 06:00 and 09:00. */
async function hourly(projectId: string, locationId: string) {
  const response = await t.call(
    projectDataApi.getChannelTimeseries,
    {
      query: {
        ProjectId: projectId,
        MonitoringLocationId: locationId,
        ChannelName: 'PM10',
        StartTime: '2026-11-02T06:00:00Z',
        EndTime: '2026-11-02T09:00:00Z',
        AveragingPeriodMs: 3_600_000,
      },
    },
    manager,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().Data as Array<{ Time: string; Value: number | null }>)
    .filter((d) => d.Value !== null)
    .map((d) => [d.Time.slice(11, 16), d.Value]);
}

describe('attach', () => {
  it('attaches now, answers the attachment, lists the instrument there and writes a journal entry', async () => {
    const s = await site();
    const response = await attachCall(manager, s.north, s.monitorId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      AttachmentId: expect.any(String),
      MonitoringLocationId: s.north,
      MonitorId: s.monitorId,
      MonitorSerial: s.serial,
      AttachTime: '2026-11-02T09:00:00.000Z',
      DetachTime: null,
    });
    const monitors = await t.call(
      monitoringLocationsApi.listProjectMonitors,
      { params: { projectId: s.p.id } },
      manager,
    );
    expect(monitors.json().Items[0].MonitoringLocationId).toBe(s.north);
    expect(await journal(s.p.id)).toEqual([
      {
        type: 'Instruments',
        occurred_at: new Date('2026-11-02T09:00:00Z'),
        details: `Instrument ${s.serial} attached to North fence`,
        source: 'Connect',
        user_name: 'Priya Shah',
        instrument_id: s.instrument,
      },
    ]);
  });

  it('honours an AttachTime in the past: readings since then belong to the location', async () => {
    const s = await site();
    await ingest(s.serial, [
      ['2026-11-02T06:30:00Z', 100],
      ['2026-11-02T07:30:00Z', 10],
      ['2026-11-02T08:30:00Z', 20],
    ]);
    const response = await attachCall(manager, s.north, s.monitorId, '2026-11-02T07:00:00Z');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().AttachTime).toBe('2026-11-02T07:00:00.000Z');
    // 06:30 came before the attach: not the location's.
    expect(await hourly(s.p.id, s.north)).toEqual([
      ['08:00', 10],
      ['09:00', 20],
    ]);
    const editable = await t.call(
      monitoringLocationsApi.getMonitoringLocationEditableStatus,
      { params: { monlocId: s.north } },
      manager,
    );
    expect(editable.json()).toEqual({ IsLocationUpdatable: false });
  });

  it('moves an attached instrument (detach then attach in one call): readings before the move stay with the old location', async () => {
    const s = await site();
    expect(
      (await attachCall(manager, s.north, s.monitorId, '2026-11-02T06:00:00Z')).statusCode,
    ).toBe(200);
    await ingest(s.serial, [
      ['2026-11-02T06:30:00Z', 4],
      ['2026-11-02T07:00:00Z', 6],
      ['2026-11-02T07:30:00Z', 50],
      ['2026-11-02T08:30:00Z', 70],
    ]);
    const moved = await attachCall(manager, s.south, s.monitorId, '2026-11-02T07:00:00Z');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await attachments(s.instrument)).toEqual([
      {
        monitoring_location_id: s.north,
        attached_at: new Date('2026-11-02T06:00:00Z'),
        detached_at: new Date('2026-11-02T07:00:00Z'),
      },
      {
        monitoring_location_id: s.south,
        attached_at: new Date('2026-11-02T07:00:00Z'),
        detached_at: null,
      },
    ]);
    // North keeps (06:00, 07:00]: 4 and 6 (the reading at 07:00 itself); South has the rest.
    expect(await hourly(s.p.id, s.north)).toEqual([['07:00', 5]]);
    expect(await hourly(s.p.id, s.south)).toEqual([
      ['08:00', 50],
      ['09:00', 70],
    ]);
    // The move's two entries share its time (07:00); other entries (offline spells) are not ours.
    const moves = (await journal(s.p.id))
      .filter((e) => /attached to|detached from/.test(e.details))
      .map((e) => `${e.occurred_at.toISOString().slice(11, 16)} ${e.details}`)
      .sort();
    expect(moves).toEqual([
      `06:00 Instrument ${s.serial} attached to North fence`,
      `07:00 Instrument ${s.serial} attached to South fence`,
      `07:00 Instrument ${s.serial} detached from North fence`,
    ]);
  });

  it('refuses an AttachTime that overlaps another attachment of the instrument (409), up to the boundary', async () => {
    const s = await site();
    await attach(
      t.handle.db,
      s.instrument,
      s.north,
      new Date('2026-11-02T06:00:00Z'),
      new Date('2026-11-02T07:00:00Z'),
    );
    const overlap = await attachCall(manager, s.south, s.monitorId, '2026-11-02T06:59:00Z');
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().Messages).toEqual([
      overlapsAttachment(
        s.serial,
        {
          location_name: 'North fence',
          attached_at: new Date('2026-11-02T06:00:00Z'),
          detached_at: new Date('2026-11-02T07:00:00Z'),
        },
        new Date('2026-11-02T06:59:00Z'),
      ),
    ]);
    expect(overlap.json().Messages[0]).toContain('overlaps its attachment to North fence');
    // An earlier start would cover the whole past attachment: refused too.
    expect(
      (await attachCall(manager, s.south, s.monitorId, '2026-11-02T05:00:00Z')).statusCode,
    ).toBe(409);
    // Starting exactly when the other ended does not overlap.
    const edge = await attachCall(manager, s.south, s.monitorId, '2026-11-02T07:00:00Z');
    expect(edge.statusCode, edge.body).toBe(200);
    // Moving back to before the open attachment began overlaps it.
    const back = await attachCall(manager, s.north, s.monitorId, '2026-11-02T07:00:00Z');
    expect(back.statusCode).toBe(409);
    expect(back.json().Messages[0]).toContain('overlaps its attachment to South fence');
    // The refused move changed nothing: still at South fence since 07:00.
    expect((await attachments(s.instrument)).at(-1)).toEqual({
      monitoring_location_id: s.south,
      attached_at: new Date('2026-11-02T07:00:00Z'),
      detached_at: null,
    });
    expect(await journal(s.p.id)).toHaveLength(1);
  });

  it('refuses an instrument already attached to the location (409) and a time in the future (400)', async () => {
    const s = await site();
    expect((await attachCall(manager, s.north, s.monitorId)).statusCode).toBe(200);
    const again = await attachCall(manager, s.north, s.monitorId);
    expect(again.statusCode).toBe(409);
    expect(again.json().Messages).toEqual([alreadyAttached(s.serial, 'North fence')]);
    const future = await attachCall(manager, s.south, s.monitorId, '2026-11-02T09:00:01Z');
    expect(future.statusCode).toBe(400);
    expect(future.json().Messages).toEqual([TIME_IN_FUTURE]);
  });

  it('refuses a terminated lease, a lease to another project and a time before the lease (409)', async () => {
    const ended = await site();
    await t.handle.db
      .updateTable('leases')
      .set({ status: 'Terminate', end_date: new Date('2026-10-01T00:00:00Z') })
      .where('instrument_id', '=', ended.instrument)
      .execute();
    const terminated = await attachCall(manager, ended.north, ended.monitorId);
    expect(terminated.statusCode).toBe(409);
    expect(terminated.json().Messages).toEqual([leaseNotActive(ended.serial)]);

    const elsewhere = await site();
    const q = await createProject(t.handle.db, D, `Attach elsewhere ${counter}`);
    await t.handle.db
      .updateTable('leases')
      .set({ project_id: q.id })
      .where('instrument_id', '=', elsewhere.instrument)
      .execute();
    const refused = await attachCall(manager, elsewhere.north, elsewhere.monitorId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Messages).toEqual([leasedToAnotherProject(elsewhere.serial)]);

    const late = await site({ leaseStart: new Date('2026-11-02T08:00:00Z') });
    const early = await attachCall(manager, late.north, late.monitorId, '2026-11-02T07:59:59Z');
    expect(early.statusCode).toBe(409);
    expect(early.json().Messages).toEqual([
      beforeLease(late.serial, new Date('2026-11-02T08:00:00Z')),
    ]);
    expect(
      (await attachCall(manager, late.north, late.monitorId, '2026-11-02T08:00:00Z')).statusCode,
    ).toBe(200);
  });

  it('gives a lease waiting in the organisation to the project it is attached in', async () => {
    const s = await site({ projectId: null });
    expect((await attachCall(manager, s.north, s.monitorId)).statusCode).toBe(200);
    const lease = await t.handle.db
      .selectFrom('leases')
      .select(['project_id', 'status'])
      .where('instrument_id', '=', s.instrument)
      .executeTakeFirstOrThrow();
    expect(lease).toEqual({ project_id: s.p.id, status: 'Active' });
  });

  it('refuses a hidden location (409)', async () => {
    const s = await site();
    await t.call(
      organisationsV2Api.hideMonitoringLocationV2,
      { params: { organisation: D, project: s.p.id, monitoringlocation: s.north } },
      manager,
    );
    const refused = await attachCall(manager, s.north, s.monitorId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Messages).toEqual([HIDDEN_LOCATION]);
  });

  it('answers 404 for another organisation’s instrument or location and an unknown MonitorId, 403 to a viewer, 400 for a bad body', async () => {
    const s = await site();
    const h = await createProject(t.handle.db, H, `Harbour ${counter}`);
    const theirs = await createInstrument(
      t.handle.db,
      { organisationId: h.organisationId, projectId: h.id },
      `HB${counter}`,
      [SENSOR.PM10],
    );
    const foreignInstrument = await attachCall(manager, s.north, String(theirs));
    expect(foreignInstrument.statusCode).toBe(404);
    expect(foreignInstrument.json().Messages).toEqual([noInstrument(String(theirs))]);
    expect((await attachCall(manager, s.north, 'SN-unknown')).statusCode).toBe(404);
    expect((await attachCall(manager, s.north, '99999999')).statusCode).toBe(404);
    expect((await attachCall(other, s.north, s.monitorId)).statusCode).toBe(404);
    const hLocation = await createLocation(t.handle.db, h.id, 'Quay');
    expect((await attachCall(manager, hLocation, s.monitorId)).statusCode).toBe(404);
    const refused = await attachCall(viewer, s.north, s.monitorId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_MANAGE_LOCATIONS]);
    expect((await attachCall(manager, s.north, s.monitorId, 'yesterday')).statusCode).toBe(400);
    const noMonitor = await t.call(
      monitoringLocationsApi.attachMonitor,
      { params: { monlocId: s.north }, body: {} as { MonitorId: string } },
      manager,
    );
    expect(noMonitor.statusCode).toBe(400);
    expect(await attachments(s.instrument)).toEqual([]);
  });
});

describe('detach', () => {
  it('ends the attachment now or at a past time, answers it and writes a journal entry', async () => {
    const s = await site();
    await attachCall(manager, s.north, s.monitorId, '2026-11-02T06:00:00Z');
    const response = await detachCall(manager, s.north, s.monitorId, '2026-11-02T08:00:00Z');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      AttachmentId: expect.any(String),
      MonitoringLocationId: s.north,
      MonitorId: s.monitorId,
      MonitorSerial: s.serial,
      AttachTime: '2026-11-02T06:00:00.000Z',
      DetachTime: '2026-11-02T08:00:00.000Z',
    });
    expect((await journal(s.p.id)).map((e) => [e.occurred_at.toISOString(), e.details])).toEqual([
      ['2026-11-02T06:00:00.000Z', `Instrument ${s.serial} attached to North fence`],
      ['2026-11-02T08:00:00.000Z', `Instrument ${s.serial} detached from North fence`],
    ]);
    const again = await detachCall(manager, s.north, s.monitorId);
    expect(again.statusCode).toBe(409);
    expect(again.json().Messages).toEqual([notAttached(s.serial, 'North fence')]);
  });

  it('refuses a detach time at or before the attach time, or in the future (400)', async () => {
    const s = await site();
    await attachCall(manager, s.north, s.monitorId, '2026-11-02T06:00:00Z');
    const before = await detachCall(manager, s.north, s.monitorId, '2026-11-02T06:00:00Z');
    expect(before.statusCode).toBe(400);
    expect(before.json().Messages).toEqual([detachBeforeAttach(new Date('2026-11-02T06:00:00Z'))]);
    const future = await detachCall(manager, s.north, s.monitorId, '2026-11-02T09:00:01Z');
    expect(future.statusCode).toBe(400);
    // Not attached to this location: 409.
    const wrong = await detachCall(manager, s.south, s.monitorId);
    expect(wrong.statusCode).toBe(409);
    // One second after the attach is the first allowed time.
    expect(
      (await detachCall(manager, s.north, s.monitorId, '2026-11-02T06:00:01Z')).statusCode,
    ).toBe(200);
  });

  it('answers 404 for another organisation and unknown instruments, 403 to a viewer', async () => {
    const s = await site();
    await attachCall(manager, s.north, s.monitorId);
    expect((await detachCall(other, s.north, s.monitorId)).statusCode).toBe(404);
    expect((await detachCall(manager, s.north, 'abc')).statusCode).toBe(404);
    const refused = await detachCall(viewer, s.north, s.monitorId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Messages).toEqual([NO_MANAGE_LOCATIONS]);
    expect((await attachments(s.instrument))[0]?.detached_at).toBeNull();
  });
});

describe('attach and detach (v2, by serial)', () => {
  it('attaches and detaches by organisation, project and location names, with an API key', async () => {
    const s = await site();
    const params = {
      organisation: D,
      project: `Attach site ${counter}`,
      monitoringlocation: 'North fence',
    };
    const attached = await t.call(
      organisationsV2Api.attachInstrumentV2,
      { params, body: { Instrument: s.serial, AttachTime: '2026-11-02T07:00:00Z' } },
      managerKey,
    );
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({
      MonitorSerial: s.serial,
      MonitoringLocationId: s.north,
    });
    const detached = await t.call(
      organisationsV2Api.detachInstrumentV2,
      { params, body: { Instrument: s.serial } },
      managerKey,
    );
    expect(detached.statusCode, detached.body).toBe(200);
    expect(detached.json().DetachTime).toBe('2026-11-02T09:00:00.000Z');
  });

  it('answers 404 for another organisation or an unknown serial, 403 to a viewer', async () => {
    const s = await site();
    const params = { organisation: D, project: s.p.id, monitoringlocation: s.north };
    for (const endpoint of [
      organisationsV2Api.attachInstrumentV2,
      organisationsV2Api.detachInstrumentV2,
    ]) {
      expect(
        (await t.call(endpoint, { params, body: { Instrument: s.serial } }, other)).statusCode,
      ).toBe(404);
      expect(
        (
          await t.call(
            endpoint,
            { params: { ...params, organisation: H }, body: { Instrument: s.serial } },
            other,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await t.call(endpoint, { params, body: { Instrument: 'NOPE' } }, manager)).statusCode,
      ).toBe(404);
      expect(
        (await t.call(endpoint, { params, body: { Instrument: s.serial } }, viewer)).statusCode,
      ).toBe(403);
    }
  });
});
