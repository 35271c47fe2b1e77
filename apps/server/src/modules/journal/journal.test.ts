import { journalApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { createProject } from '../../test/fixtures';
import { createTestApp, TEST_START, type Caller, type TestApp } from '../../test/helper';
import { NO_PROJECT_ACCESS } from '../projects/access';
import { insertJournalEntries } from './repository';
import { NO_MANAGE_JOURNAL } from './service';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let projectId: string;
/** A project of the demo organisation the viewer is a member of. */
let viewersProjectId: string;
let otherProjectId: string;

const DAY = 86_400_000;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const iso = (ms: number) => new Date(ms).toISOString();
const T = TEST_START.getTime();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  projectId = (await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Journal Site')).id;
  viewersProjectId = (await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Viewer Site')).id;
  await t.handle.db
    .insertInto('project_members')
    .values({ project_id: viewersProjectId, user_id: await t.userId('viewer') })
    .execute();
  otherProjectId = (await createProject(t.handle.db, DEMO_ORGANISATIONS.other, 'Other Site')).id;
});
afterAll(() => t.close());

function read(
  caller: Caller | null,
  id: string,
  from: number,
  to: number,
  includeInstrumentEntries?: boolean,
) {
  return t.call(
    journalApi.getJournalEntries,
    {
      params: { projectId: id },
      query: {
        from: iso(from),
        to: iso(to),
        ...(includeInstrumentEntries === undefined ? {} : { includeInstrumentEntries }),
      },
    },
    caller,
  );
}

function add(caller: Caller | null, id: string, Details: string) {
  return t.call(
    journalApi.addJournalEntry,
    { params: { projectId: id }, body: { Details } },
    caller,
  );
}

describe('POST /v0.1/journal/project/{projectId}', () => {
  it('adds a user entry stamped now, Source Cloud, Type UserEntry, with the writer’s full name', async () => {
    t.clock.set(new Date(T + 5 * 60_000));
    const response = await add(manager, projectId, '  Water cart started on the haul road.  ');
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().Id as string;

    const list = await read(manager, projectId, T, T + 10 * 60_000);
    expect(list.statusCode).toBe(200);
    expect(list.json().Items).toEqual([
      {
        Id: id,
        Type: 'UserEntry',
        Timestamp: (T + 5 * 60_000) / 1000,
        Details: 'Water cart started on the haul road.',
        User: 'Priya Shah',
        Source: 'Cloud',
      },
    ]);
    t.clock.set(TEST_START);
  });

  it('accepts 1000 characters and refuses 1001, an empty text and only spaces', async () => {
    expect((await add(admin, projectId, 'x'.repeat(1000))).statusCode).toBe(201);
    const tooLong = await add(admin, projectId, 'x'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().Messages).toEqual(['Details must be 1000 characters or less']);
    for (const Details of ['', '   ']) {
      const empty = await add(admin, projectId, Details);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().Messages).toEqual(['Details are required']);
    }
    const missing = await t.call(
      journalApi.addJournalEntry,
      { params: { projectId }, body: {} as { Details: string } },
      admin,
    );
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a viewer (403 without Manage_Journal, even in a project they may open)', async () => {
    const response = await add(viewer, viewersProjectId, 'Viewer note');
    expect(response.statusCode).toBe(403);
    expect(response.json().Messages).toEqual([NO_MANAGE_JOURNAL]);
    const notMember = await add(viewer, projectId, 'Viewer note');
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json().Messages).toEqual([NO_PROJECT_ACCESS]);
  });

  it('answers 404 for another organisation’s project, an unknown id and a malformed one; 401 signed out', async () => {
    expect((await add(other, projectId, 'Not yours')).statusCode).toBe(404);
    expect((await add(manager, otherProjectId, 'Not yours')).statusCode).toBe(404);
    expect((await add(manager, MISSING_ID, 'Nowhere')).statusCode).toBe(404);
    expect((await add(manager, 'not-an-id', 'Nowhere')).statusCode).toBe(404);
    expect((await add(null, projectId, 'Anonymous')).statusCode).toBe(401);
  });

  it('offers no call to edit or delete an entry, and the database refuses an edit', async () => {
    const id = (await add(manager, projectId, 'Final words')).json().Id as string;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.fastify.inject({
        method,
        url: `/v0.1/journal/project/${projectId}`,
        headers: { cookie: manager.cookie ?? '', origin: 'http://localhost:3000' },
        payload: { Details: 'changed' },
      });
      expect(response.statusCode, method).toBe(404);
    }
    await expect(
      t.handle.db
        .updateTable('journal_entries')
        .set({ details: 'Rewritten' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/never edited/);
  });
});

describe('GET /v0.1/journal/project/{projectId}', () => {
  let rangeProject: string;
  let instrumentId: number;
  let writerId: string;
  const base = Date.parse('2026-10-01T00:00:00Z');

  beforeAll(async () => {
    writerId = await t.userId('admin');
    rangeProject = (await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Range Site')).id;
    const org = await t.handle.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', DEMO_ORGANISATIONS.demo)
      .executeTakeFirstOrThrow();
    const row = await t.handle.db
      .insertInto('instruments')
      .values({ serial: 'JR-1', name: 'Journal gauge', model: 'M', owner_organisation_id: org.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    instrumentId = row.id;
    await insertJournalEntries(t.handle.db, [
      user('Before the range', base - 1000),
      user('At the start', base),
      { ...instrumentEntry('Went offline', base + DAY), instrumentId },
      user('Middle', base + 2 * DAY),
      user('At the end', base + 31 * DAY),
      user('After the range', base + 31 * DAY + 1000),
    ]);
  });

  function user(details: string, at: number) {
    return {
      projectId: rangeProject,
      type: 'UserEntry' as const,
      occurredAt: new Date(at),
      details,
      source: 'Cloud' as const,
      user: { id: writerId, name: 'Nobody' },
    };
  }
  function instrumentEntry(details: string, at: number) {
    return {
      projectId: rangeProject,
      type: 'Instruments' as const,
      occurredAt: new Date(at),
      details,
      source: 'Connect' as const,
    };
  }

  // The entries were written by the administrator as 'Nobody': an entry keeps the name it was written with.
  it('lists the entries in [from, to], newest first, users’ entries only by default', async () => {
    const response = await read(manager, rangeProject, base, base + 31 * DAY);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Items.map((e: { Details: string }) => e.Details)).toEqual([
      'At the end',
      'Middle',
      'At the start',
    ]);
    expect(response.json().Items[0]).toMatchObject({
      Timestamp: (base + 31 * DAY) / 1000,
      User: 'Nobody',
      Source: 'Cloud',
      Type: 'UserEntry',
    });
  });

  it('adds the instrument entries with includeInstrumentEntries=true', async () => {
    const response = await read(manager, rangeProject, base, base + 31 * DAY, true);
    expect(response.json().Items.map((e: { Details: string }) => e.Details)).toEqual([
      'At the end',
      'Middle',
      'Went offline',
      'At the start',
    ]);
    expect(response.json().Items[2]).toMatchObject({
      Type: 'Instruments',
      Source: 'Connect',
      User: null,
    });
    const off = await read(manager, rangeProject, base, base + 31 * DAY, false);
    expect(off.json().Items).toHaveLength(3);
  });

  it('takes exactly 31 days and refuses 31 days and 1 second, a reversed and a bad range', async () => {
    expect((await read(manager, rangeProject, base, base + 31 * DAY)).statusCode).toBe(200);
    const tooLong = await read(manager, rangeProject, base, base + 31 * DAY + 1000);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().Messages).toEqual(['Date range must be 31 days or less']);
    expect((await read(manager, rangeProject, base + DAY, base)).statusCode).toBe(400);
    const bad = await t.call(
      journalApi.getJournalEntries,
      { params: { projectId: rangeProject }, query: { from: 'yesterday', to: iso(base) } },
      manager,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('lets a viewer read a project they are a member of, and no other (403)', async () => {
    expect((await read(viewer, viewersProjectId, base, base + DAY)).statusCode).toBe(200);
    const response = await read(viewer, rangeProject, base, base + DAY);
    expect(response.statusCode).toBe(403);
    expect(response.json().Messages).toEqual([NO_PROJECT_ACCESS]);
  });

  it('answers 404 for another organisation’s project and an unknown one; 401 signed out', async () => {
    expect((await read(other, rangeProject, base, base + DAY)).statusCode).toBe(404);
    expect((await read(manager, otherProjectId, base, base + DAY)).statusCode).toBe(404);
    expect((await read(manager, MISSING_ID, base, base + DAY)).statusCode).toBe(404);
    expect((await read(null, rangeProject, base, base + DAY)).statusCode).toBe(401);
  });
});
