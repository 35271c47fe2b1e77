import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { ApiError } from '../../http/problem';
import { createProject } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import {
  isProjectLicensed,
  licensedProjectIds,
  PROJECT_NOT_LICENSED,
  PROJECT_NOT_LICENSED_CODE,
  requireLicensed,
} from './access';

// The licence rule of interface 1 (issue 19) at its boundaries: a project is licensed at t when
// its organisation's ProjectLicensing flag is off, or a licence has started (start_date NULL or
// <= t) and not ended (expiry_date NULL or > t, or a trial marked to convert).

const T = new Date('2026-11-02T12:00:00Z');
const before = (date: Date) => new Date(date.getTime() - 1);
const DAY = 24 * 60 * 60_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T);
});
afterAll(() => t.close());

let count = 0;

/** An unlicensed project of an organisation with the given licences (dates as given). */
async function projectWith(
  licences: {
    isTrial?: boolean;
    start: Date | null;
    expiry?: Date | null;
    converting?: boolean;
  }[],
  organisation: string = DEMO_ORGANISATIONS.demo,
): Promise<string> {
  count += 1;
  const { id } = await createProject(t.handle.db, organisation, `Licence rule ${count}`, {
    licensed: false,
  });
  for (const licence of licences) {
    await t.handle.db
      .insertInto('project_licences')
      .values({
        project_id: id,
        is_trial: licence.isTrial ?? false,
        start_date: licence.start,
        expiry_date: licence.expiry ?? null,
        converting: licence.converting ?? false,
      })
      .execute();
  }
  return id;
}

async function organisationId(name: string): Promise<string> {
  const row = await t.handle.db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function setFlag(organisation: string, enabled: boolean | null): Promise<void> {
  const id = await organisationId(organisation);
  await t.handle.db
    .deleteFrom('feature_flags')
    .where('organisation_id', '=', id)
    .where('flag', '=', 'ProjectLicensing')
    .execute();
  if (enabled !== null) {
    await t.handle.db
      .insertInto('feature_flags')
      .values({ organisation_id: id, flag: 'ProjectLicensing', enabled })
      .execute();
  }
}

describe('isProjectLicensed', () => {
  it('is false without any licence, and true with the fixture’s default licence', async () => {
    const none = await projectWith([]);
    expect(await isProjectLicensed(t.handle.db, none, T)).toBe(false);
    const { id } = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Fixture default');
    expect(await isProjectLicensed(t.handle.db, id, T)).toBe(true);
    expect(await isProjectLicensed(t.handle.db, id, new Date('2000-01-01T00:00:00Z'))).toBe(true);
  });

  it('holds at every instant for a licence from before tracking began (start_date NULL)', async () => {
    const id = await projectWith([{ start: null }]);
    expect(await isProjectLicensed(t.handle.db, id, new Date('1990-01-01T00:00:00Z'))).toBe(true);
    expect(await isProjectLicensed(t.handle.db, id, T)).toBe(true);
  });

  it('starts exactly at start_date (start = t is licensed, a millisecond before is not)', async () => {
    const id = await projectWith([{ start: T }]);
    expect(await isProjectLicensed(t.handle.db, id, before(T))).toBe(false);
    expect(await isProjectLicensed(t.handle.db, id, T)).toBe(true);
  });

  it('ends exactly at expiry_date (expiry = t is not licensed, a millisecond before is)', async () => {
    const expiry = new Date(T.getTime() + 7 * DAY);
    const id = await projectWith([{ start: T, expiry }]);
    expect(await isProjectLicensed(t.handle.db, id, before(expiry))).toBe(true);
    expect(await isProjectLicensed(t.handle.db, id, expiry)).toBe(false);
  });

  it('keeps a trial marked to convert licensed past its expiry, and ends one that is not', async () => {
    const expiry = new Date(T.getTime() + 14 * DAY);
    const converting = await projectWith([{ isTrial: true, start: T, expiry, converting: true }]);
    const lapsed = await projectWith([{ isTrial: true, start: T, expiry, converting: false }]);
    const later = new Date(expiry.getTime() + 30 * DAY);
    expect(await isProjectLicensed(t.handle.db, converting, expiry)).toBe(true);
    expect(await isProjectLicensed(t.handle.db, converting, later)).toBe(true);
    // Converting never starts a trial early.
    expect(await isProjectLicensed(t.handle.db, converting, before(T))).toBe(false);
    expect(await isProjectLicensed(t.handle.db, lapsed, before(expiry))).toBe(true);
    expect(await isProjectLicensed(t.handle.db, lapsed, expiry)).toBe(false);
  });

  it('is licensed when any one licence holds (an ended trial, then a paid licence)', async () => {
    const trialEnd = new Date(T.getTime() + 14 * DAY);
    const paidStart = new Date(T.getTime() + 20 * DAY);
    const id = await projectWith([
      { isTrial: true, start: T, expiry: trialEnd },
      { start: paidStart },
    ]);
    expect(await isProjectLicensed(t.handle.db, id, new Date(T.getTime() + DAY))).toBe(true);
    expect(await isProjectLicensed(t.handle.db, id, trialEnd)).toBe(false);
    expect(await isProjectLicensed(t.handle.db, id, paidStart)).toBe(true);
  });

  it('counts every project as licensed while the organisation’s ProjectLicensing flag is off', async () => {
    const demo = await projectWith([]);
    const harbour = await projectWith([], DEMO_ORGANISATIONS.other);
    try {
      await setFlag(DEMO_ORGANISATIONS.demo, false);
      expect(await isProjectLicensed(t.handle.db, demo, T)).toBe(true);
      // Another organisation's flag is its own (no row: the default, on).
      expect(await isProjectLicensed(t.handle.db, harbour, T)).toBe(false);
      await setFlag(DEMO_ORGANISATIONS.demo, true);
      expect(await isProjectLicensed(t.handle.db, demo, T)).toBe(false);
    } finally {
      await setFlag(DEMO_ORGANISATIONS.demo, null);
    }
  });

  it('is false for an unknown or malformed id', async () => {
    expect(await isProjectLicensed(t.handle.db, '00000000-0000-4000-8000-000000000000', T)).toBe(
      false,
    );
    expect(await isProjectLicensed(t.handle.db, 'unlicensed-instruments', T)).toBe(false);
  });
});

describe('licensedProjectIds', () => {
  it('answers the licensed ones of many projects at once, ignoring repeats and unknown ids', async () => {
    const paid = await projectWith([{ start: null }]);
    const future = await projectWith([{ start: new Date(T.getTime() + DAY) }]);
    const none = await projectWith([]);
    const ids = await licensedProjectIds(
      t.handle.db,
      [paid, future, none, paid, 'not-a-uuid', '00000000-0000-4000-8000-000000000000'],
      T,
    );
    expect([...ids]).toEqual([paid]);
    expect(await licensedProjectIds(t.handle.db, [], T)).toEqual(new Set());
  });
});

describe('requireLicensed', () => {
  it('passes for a licensed project and refuses an unlicensed one with the agreed 403', async () => {
    const paid = await projectWith([{ start: null }]);
    await expect(requireLicensed(t.app, paid)).resolves.toBeUndefined();
    const none = await projectWith([]);
    const error = await requireLicensed(t.app, none).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).issues).toEqual([
      { Code: PROJECT_NOT_LICENSED_CODE, Message: PROJECT_NOT_LICENSED },
    ]);
    expect(PROJECT_NOT_LICENSED).toBe(
      'This project is not licensed. Its data, alerts and reports are paused until a licence is added.',
    );
  });

  it('reads the application clock', async () => {
    const id = await projectWith([{ start: new Date(T.getTime() + DAY) }]);
    await expect(requireLicensed(t.app, id)).rejects.toBeInstanceOf(ApiError);
    t.clock.set(new Date(T.getTime() + DAY));
    try {
      await expect(requireLicensed(t.app, id)).resolves.toBeUndefined();
    } finally {
      t.clock.set(T);
    }
  });
});
