import { accountApi, instrumentsDataApi, journalApi, type EndpointInput } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { createInstrument, createProject, SENSOR } from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import {
  formatDuration,
  outagesIn,
  recordLeaseEvent,
  recordOfflineInstruments,
} from './instrument-events';

const MIN = 60_000;
const at = (hhmm: string) => Date.parse(`2026-11-02T${hhmm}:00Z`);

describe('outagesIn (offline = no reading for more than 10 minutes)', () => {
  it.each([
    ['exactly 10 minutes apart is no outage', at('10:00'), [at('10:10')], []],
    [
      '10 minutes and 1 second apart is one',
      at('10:00'),
      [at('10:10') + 1000],
      [{ offlineAtMs: at('10:10'), onlineAtMs: at('10:10') + 1000 }],
    ],
    [
      'a gap inside the batch, unsorted and repeated times',
      at('10:00'),
      [at('10:22'), at('10:01'), at('10:11'), at('10:01')],
      [{ offlineAtMs: at('10:21'), onlineAtMs: at('10:22') }],
    ],
    [
      'late data at or before the newest stored reading reveals nothing',
      at('10:00'),
      [at('09:00'), at('10:00')],
      [],
    ],
    [
      'no stored reading: only gaps between the new ones count',
      null,
      [at('10:00'), at('10:30')],
      [{ offlineAtMs: at('10:10'), onlineAtMs: at('10:30') }],
    ],
  ])('%s', (_name, newest, times, expected) => {
    expect(outagesIn(newest, times)).toEqual(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [59_999, '0 min'],
    [10 * MIN, '10 min'],
    [135 * MIN, '2 h 15 min'],
    [120 * MIN, '2 h'],
    [(1440 + 61) * MIN, '1 d 1 h 1 min'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('instrument entries written by the ingestion and the offline check', () => {
  let t: TestApp;
  let key: Caller;
  let manager: Caller;
  let projectId: string;
  let organisationId: string;

  type Ingest = EndpointInput<typeof instrumentsDataApi.ingestInstrumentData>['body'];

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.signIn('manager');
    key = { apiKey: (await t.call(accountApi.getApiKey, {}, manager)).json().ApiKey };
    const project = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Events Site');
    projectId = project.id;
    organisationId = project.organisationId;
  });
  afterAll(() => t.close());

  async function ingest(serial: string, times: number[], State?: Ingest['State']) {
    const response = await t.call(
      instrumentsDataApi.ingestInstrumentData,
      {
        params: { instrument: serial },
        body: {
          Readings: times.map((time) => ({
            Time: new Date(time).toISOString(),
            Sensor: 'PM10',
            Value: 10,
          })),
          ...(State ? { State } : {}),
        },
      },
      key,
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  async function entries(project: string) {
    const rows = await t.handle.db
      .selectFrom('journal_entries')
      .select(['occurred_at', 'details', 'type', 'source', 'instrument_id', 'user_name'])
      .where('project_id', '=', project)
      .orderBy('occurred_at')
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      at: new Date(row.occurred_at).toISOString().slice(11, 16),
      details: row.details,
    }));
  }

  it('writes offline once (check, then ingestion), back online, mode and health changes, in the lease’s project', async () => {
    const id = await createInstrument(t.handle.db, { organisationId, projectId }, 'EV-1', [
      SENSOR.PM10,
      SENSOR.VOC,
    ]);
    await t.handle.db
      .updateTable('instruments')
      .set({ name: 'North fence' })
      .where('id', '=', id)
      .execute();

    await ingest('EV-1', [at('08:00'), at('08:01'), at('08:05')]);
    expect(await entries(projectId)).toEqual([]);

    // Online while the newest reading is at most 10 minutes old (as the status widgets say).
    expect(await recordOfflineInstruments(t.handle.db, new Date(at('08:15')))).toBe(0);
    expect(await recordOfflineInstruments(t.handle.db, new Date(at('08:15') + 1000))).toBe(1);
    expect(await recordOfflineInstruments(t.handle.db, new Date(at('08:30')))).toBe(0);
    expect(await entries(projectId)).toEqual([
      { at: '08:15', details: 'Instrument North fence (EV-1) went offline: no data for 10 min.' },
    ]);

    await ingest('EV-1', [at('08:40')], { OperationMode: 'Zero', SensorHealth: { PM10: 'Aging' } });
    // The same state again, and late data inside the outage, write nothing more.
    await ingest('EV-1', [at('08:41')], { OperationMode: 'Zero', SensorHealth: { PM10: 'Aging' } });
    await ingest('EV-1', [at('08:20')]);
    // An outage inside one batch: 08:42 → 08:55 is 13 minutes without data.
    await ingest('EV-1', [at('08:42'), at('08:55')], { OperationMode: 'Sample' });

    expect(await entries(projectId)).toEqual([
      { at: '08:15', details: 'Instrument North fence (EV-1) went offline: no data for 10 min.' },
      {
        at: '08:40',
        details: 'Instrument North fence (EV-1) came back online after 35 min without data.',
      },
      {
        at: '08:40',
        details: 'Instrument North fence (EV-1) changed operation mode from Sample to Zero.',
      },
      {
        at: '08:40',
        details: 'Instrument North fence (EV-1) sensor health changed: PM10 Ok → Aging.',
      },
      { at: '08:52', details: 'Instrument North fence (EV-1) went offline: no data for 10 min.' },
      {
        at: '08:55',
        details: 'Instrument North fence (EV-1) came back online after 13 min without data.',
      },
      {
        at: '08:55',
        details: 'Instrument North fence (EV-1) changed operation mode from Zero to Sample.',
      },
    ]);
    const row = await t.handle.db
      .selectFrom('journal_entries')
      .select(['type', 'source', 'instrument_id', 'user_name', 'user_id'])
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      type: 'Instruments',
      source: 'Connect',
      instrument_id: id,
      user_name: null,
      user_id: null,
    });

    // The journal call shows them only with includeInstrumentEntries.
    const query = { from: '2026-11-02T08:00:00Z', to: '2026-11-02T09:00:00Z' };
    const without = await t.call(
      journalApi.getJournalEntries,
      { params: { projectId }, query },
      manager,
    );
    expect(without.json().Items).toEqual([]);
    const withThem = await t.call(
      journalApi.getJournalEntries,
      { params: { projectId }, query: { ...query, includeInstrumentEntries: true } },
      manager,
    );
    expect(withThem.json().Items).toHaveLength(7);
    expect(withThem.json().Items[0]).toMatchObject({
      Type: 'Instruments',
      Source: 'Connect',
      User: null,
    });
  });

  it('writes nothing for an instrument in no project, and nothing from a refused batch', async () => {
    await createInstrument(t.handle.db, { organisationId, projectId: null }, 'EV-2', [SENSOR.PM10]);
    const before = await t.handle.db.selectFrom('journal_entries').select('id').execute();
    await ingest('EV-2', [at('08:00')]);
    await ingest('EV-2', [at('08:30')], { OperationMode: 'Service' });
    expect(await recordOfflineInstruments(t.handle.db, new Date(at('09:06')))).toBe(1);
    const refused = await t.call(
      instrumentsDataApi.ingestInstrumentData,
      {
        params: { instrument: 'EV-1' },
        body: {
          Readings: [{ Time: '2026-11-02T08:59:00Z', Sensor: 'CO', Value: 1 }],
          State: { OperationMode: 'Service' },
        },
      },
      key,
    );
    expect(refused.statusCode).toBe(400);
    const after = await t.handle.db
      .selectFrom('journal_entries')
      .select(['id', 'details'])
      .where(
        'id',
        'not in',
        before.map((b) => b.id),
      )
      .execute();
    // Only EV-1's outage after its reading of 08:55 (found by the check at 09:06) is new.
    expect(after.map((a) => a.details)).toEqual([
      'Instrument North fence (EV-1) went offline: no data for 10 min.',
    ]);
  });

  it('marks an instrument that uploads the readings it held while cut off as back with the newest', async () => {
    await createInstrument(t.handle.db, { organisationId, projectId }, 'EV-4', [SENSOR.PM10]);
    await ingest('EV-4', [at('08:00'), at('08:05')]);
    expect(await recordOfflineInstruments(t.handle.db, new Date(at('08:16')))).toBe(1);
    const held = Array.from({ length: 25 }, (_, i) => at('08:06') + i * MIN);
    await ingest('EV-4', held);
    expect((await entries(projectId)).filter((e) => e.details.includes('EV-4'))).toEqual([
      { at: '08:15', details: 'Instrument EV-4 went offline: no data for 10 min.' },
      {
        at: '08:30',
        details: 'Instrument EV-4 came back online and sent the readings it held for 25 min.',
      },
    ]);
  });

  it('puts each entry in the project leased at the moment it happened', async () => {
    const first = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'First Lease Site');
    const second = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Second Lease Site');
    const id = await createInstrument(
      t.handle.db,
      { organisationId, projectId: second.id },
      'EV-3',
      [SENSOR.PM10],
      new Date(at('08:30')),
    );
    await t.handle.db
      .insertInto('leases')
      .values({
        instrument_id: id,
        organisation_id: organisationId,
        project_id: first.id,
        status: 'Terminate',
        start_date: new Date(at('07:00')),
        end_date: new Date(at('08:30')),
      })
      .execute();
    await ingest('EV-3', [at('08:00'), at('08:10'), at('08:35')]);
    expect(await entries(first.id)).toEqual([
      { at: '08:20', details: 'Instrument EV-3 went offline: no data for 10 min.' },
    ]);
    expect(await entries(second.id)).toEqual([
      { at: '08:35', details: 'Instrument EV-3 came back online after 25 min without data.' },
    ]);
  });

  it('writes lease started and ended in the lease’s project, and nothing for a lease without one', async () => {
    const project = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Lease Site');
    const instrument = { id: 0, serial: 'EV-9', name: 'Gate' };
    instrument.id = await createInstrument(
      t.handle.db,
      { organisationId, projectId: null },
      'EV-9',
      [SENSOR.PM10],
    );
    await recordLeaseEvent(t.handle.db, {
      kind: 'started',
      instrument,
      projectId: project.id,
      at: new Date(at('07:00')),
    });
    await recordLeaseEvent(t.handle.db, {
      kind: 'ended',
      instrument,
      projectId: project.id,
      at: new Date(at('08:00')),
    });
    await recordLeaseEvent(t.handle.db, {
      kind: 'started',
      instrument,
      projectId: null,
      at: new Date(at('08:00')),
    });
    expect(await entries(project.id)).toEqual([
      { at: '07:00', details: 'Lease of instrument Gate (EV-9) to this project started.' },
      { at: '08:00', details: 'Lease of instrument Gate (EV-9) to this project ended.' },
    ]);
  });
});
