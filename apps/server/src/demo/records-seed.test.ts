import { journalApi, mapApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMonitors } from '../modules/monitoring-locations/repository';
import { createTestApp, type Caller, type TestApp } from '../test/helper';
import {
  DEMO_FORMER_LOCATION,
  DEMO_HIDDEN_LOCATION,
  DEMO_WAITING_INSTRUMENT,
} from './records-seed';
import { DEMO_VIEWER_PROJECT, seedDemoSites } from './sites-seed';
import { DEMO_SITES } from './simulator/site';

const NOW = new Date('2026-11-02T09:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let manager: Caller;
let gowanus: { id: string; organisation_id: string };

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoSites(t.handle.db, NOW)).toBe(true);
  manager = await t.signIn('manager');
  gowanus = await t.handle.db
    .selectFrom('projects')
    .select(['id', 'organisation_id'])
    .where('name', '=', DEMO_VIEWER_PROJECT)
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

async function locationNamed(name: string) {
  return t.handle.db
    .selectFrom('monitoring_locations')
    .select(['id', 'is_hidden', 'project_id'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
}

async function attachmentsAt(locationId: string) {
  return t.handle.db
    .selectFrom('attachments')
    .select(['attached_at', 'detached_at'])
    .where('monitoring_location_id', '=', locationId)
    .execute();
}

describe('the demo’s site set-up states', () => {
  it('has an instrument registered in the organisation, waiting (no project) to be attached', async () => {
    const lease = await t.handle.db
      .selectFrom('leases')
      .innerJoin('instruments', 'instruments.id', 'leases.instrument_id')
      .select(['leases.status', 'leases.project_id', 'leases.organisation_id', 'leases.start_date'])
      .where('instruments.serial', '=', DEMO_WAITING_INSTRUMENT.serial)
      .executeTakeFirstOrThrow();
    expect(lease).toEqual({
      status: 'Active',
      project_id: null,
      organisation_id: gowanus.organisation_id,
      start_date: new Date(NOW.getTime() - 2 * DAY),
    });
    // Where a user looks for it: the project's monitors (to attach it) and the instrument selector.
    const monitors = await projectMonitors(t.handle.db, gowanus.organisation_id, gowanus.id);
    expect(monitors.map((m) => m.serial)).toContain(DEMO_WAITING_INSTRUMENT.serial);
    const selector = await t.call(mapApi.getSelectableInstruments, {}, manager);
    expect(
      selector
        .json()
        .Items.find((i: { Serial: string }) => i.Serial === DEMO_WAITING_INSTRUMENT.serial),
    ).toMatchObject({ ProjectId: null, LocationName: null });
  });

  it('has a hidden location that never had an instrument', async () => {
    const hidden = await locationNamed(DEMO_HIDDEN_LOCATION);
    expect(hidden).toMatchObject({ is_hidden: true, project_id: gowanus.id });
    expect(await attachmentsAt(hidden.id)).toEqual([]);
  });

  it('has a visible location an instrument was attached to once (so it cannot be deleted), empty now', async () => {
    const former = await locationNamed(DEMO_FORMER_LOCATION);
    expect(former).toMatchObject({ is_hidden: false, project_id: gowanus.id });
    const installed = new Date(NOW.getTime() - 30 * DAY);
    expect(await attachmentsAt(former.id)).toEqual([
      { attached_at: installed, detached_at: new Date(installed.getTime() + 6 * DAY) },
    ]);
  });
});

describe('the demo’s journal history', () => {
  async function journal(
    projectId: string,
    from: number,
    to: number,
    includeInstrumentEntries: boolean,
  ) {
    const response = await t.call(
      journalApi.getJournalEntries,
      {
        params: { projectId },
        query: {
          from: new Date(from).toISOString(),
          to: new Date(to).toISOString(),
          includeInstrumentEntries,
        },
      },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Items as {
      Details: string;
      User: string | null;
      Source: string;
      Type: string;
    }[];
  }

  it('holds users’ entries across the last days, the newest within the last day', async () => {
    const users = await journal(gowanus.id, NOW.getTime() - 10 * DAY, NOW.getTime(), false);
    expect(users.length).toBe(5);
    expect(users.every((e) => e.Type === 'UserEntry' && e.Source === 'Cloud')).toBe(true);
    expect(new Set(users.map((e) => e.User))).toEqual(new Set(['Priya Shah', 'Alex Morgan']));
    const lastDay = await journal(gowanus.id, NOW.getTime() - DAY, NOW.getTime(), false);
    expect(lastDay).toHaveLength(1);
  });

  it('records each site instrument’s lease and attachment at installation, and the spare’s stay', async () => {
    const installed = NOW.getTime() - 30 * DAY;
    const entries = await journal(gowanus.id, installed, installed + 31 * DAY - 1, true);
    const site = DEMO_SITES.find((s) => s.projectName === DEMO_VIEWER_PROJECT);
    for (const location of site?.locations ?? []) {
      const serial = location.instrument.serial;
      expect(
        entries.filter((e) => e.Details.includes(`(${serial})`) && e.Details.includes('Lease')),
      ).toHaveLength(1);
      expect(entries.map((e) => e.Details)).toContain(
        `Instrument ${serial} attached to ${location.name}`,
      );
    }
    const spare = entries.filter((e) => e.Details.includes('AQS-1901')).map((e) => e.Details);
    // Entries of one moment come in no set order: compare as sets.
    expect(spare.sort()).toEqual(
      [
        'Lease of instrument Spare Sentinel (AQS-1901) to this project started.',
        `Instrument AQS-1901 attached to ${DEMO_FORMER_LOCATION}`,
        `Instrument AQS-1901 detached from ${DEMO_FORMER_LOCATION}`,
        'Lease of instrument Spare Sentinel (AQS-1901) to this project ended.',
        `West fence works finished: the spare monitor AQS-1901 went back to the store. ${DEMO_FORMER_LOCATION} stays in the record.`,
      ].sort(),
    );
  });
});
