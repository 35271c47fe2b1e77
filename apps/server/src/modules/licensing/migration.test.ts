import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connection';
import { migrate, MIGRATIONS } from '../../db/migrator';

// Migration 0018 on an install that already has projects: each one keeps working with a paid
// licence whose start is unknown (licensed before tracking began).

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite-memory' });
  await migrate(
    handle.db,
    MIGRATIONS.filter((m) => m.name < '0018'),
  );
});
afterAll(() => handle.close());

describe('migration 0018_licensing', () => {
  it('licenses every project that exists when it runs', async () => {
    const org = await handle.db
      .insertInto('organisations')
      .values({ name: 'Existing', logo_url: null, background_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const projects = await handle.db
      .insertInto('projects')
      .values(
        ['North', 'South'].map((name) => ({
          organisation_id: org.id,
          name,
          latitude: 1,
          longitude: 2,
          location_label: null,
        })),
      )
      .returning('id')
      .execute();
    expect(await migrate(handle.db)).toContain('0018_licensing');
    const licences = await handle.db
      .selectFrom('project_licences')
      .select(['project_id', 'is_trial', 'start_date', 'expiry_date', 'subscription_id'])
      .orderBy('project_id')
      .execute();
    expect(licences).toEqual(
      projects
        .map((p) => p.id)
        .sort()
        .map((id) => ({
          project_id: id,
          is_trial: false,
          start_date: null,
          expiry_date: null,
          subscription_id: null,
        })),
    );
  });
});
