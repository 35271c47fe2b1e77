import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../db/migrator';
import { sha256 } from '../../../http/crypto';
import { openTestDatabase, type TestDatabase } from '../../../test/database';

const MIGRATION = '0006_api_key_labels';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`migration ${MIGRATION}`, () => {
  it('names every existing key by its prefix and keeps revoked keys revoked', async () => {
    const { db } = database.handle;
    // Back to the schema before the migration, as a database that has run 0001-0005 is.
    await sql`DROP INDEX api_keys_user_active_idx`.execute(db);
    await sql`ALTER TABLE api_keys DROP COLUMN label`.execute(db);
    await db.deleteFrom('schema_migrations').where('name', '=', MIGRATION).execute();

    const organisation = await db
      .insertInto('organisations')
      .values({ name: 'Before labels' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = await db
      .insertInto('users')
      .values({
        organisation_id: organisation.id,
        username: 'old.user',
        email: 'old.user@example.com',
        full_name: 'Old User',
        role: 'Viewer',
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // In SQL: the typed schema has the label column these rows are written without.
    for (const [prefix, revoked] of [
      ['aq_first', false],
      ['aq_gone1', true],
    ] as const) {
      await sql`
        INSERT INTO api_keys (user_id, key_hash, prefix, revoked_at)
        VALUES (${owner.id}, ${sha256(prefix)}::bytea, ${prefix},
                ${revoked ? new Date('2026-10-01T00:00:00Z') : null}::timestamptz)
      `.execute(db);
    }

    expect(await migrate(db)).toEqual([MIGRATION]);
    const rows = await db
      .selectFrom('api_keys')
      .select(['prefix', 'label', 'revoked_at'])
      .orderBy('prefix')
      .execute();
    expect(rows.map((row) => [row.prefix, row.label, row.revoked_at !== null])).toEqual([
      ['aq_first', 'aq_first', false],
      ['aq_gone1', 'aq_gone1', true],
    ]);
  });
});
