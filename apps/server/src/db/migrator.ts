import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** One numbered SQL migration. */
export interface Migration {
  readonly name: string;
  readonly sql: string;
}

// Bundled at build time so the server carries its migrations; never edit one that has landed.
const FILES = import.meta.glob('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Every migration, in order of its number. */
export const MIGRATIONS: readonly Migration[] = Object.entries(FILES)
  .map(([path, text]) => ({ name: path.replace(/^.*\/(.+)\.sql$/, '$1'), sql: text }))
  .sort((a, b) => a.name.localeCompare(b.name));

// Any fixed number: two servers starting on one database take turns to migrate.
const MIGRATION_LOCK = 7_413_001;

/** Applies the migrations not yet applied, each in its own transaction; returns their names. */
export async function migrate(db: Kysely<Database>, migrations = MIGRATIONS): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      await sql`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          name text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`.execute(connection);
      const applied = new Set(
        (await connection.selectFrom('schema_migrations').select('name').execute()).map(
          (r) => r.name,
        ),
      );
      const done: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.name)) continue;
        await connection.transaction().execute(async (trx) => {
          await sql.raw(migration.sql).execute(trx);
          await trx.insertInto('schema_migrations').values({ name: migration.name }).execute();
        });
        done.push(migration.name);
      }
      return done;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}
