import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { migrate } from '../db/migrator';

/** Which database the suite runs on: PGlite unless AQ_TEST_DB=postgres (with TEST_DATABASE_URL). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.AQ_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** A fresh, migrated database for a test file, on PGlite or (AQ_TEST_DB=postgres) PostgreSQL. */
export interface TestDatabase {
  readonly handle: DatabaseHandle;
  /** Another connection pool to the same database, as a second server would have (PostgreSQL). */
  connectAgain(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

/** Opens an empty migrated database: in-memory PGlite, or a throwaway PostgreSQL database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    await migrate(handle.db);
    return {
      handle,
      connectAgain: () => Promise.reject(new Error('PGlite has one connection, in one process')),
      close: () => handle.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('AQ_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `aq_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrate(handle.db);
  const others: DatabaseHandle[] = [];
  return {
    handle,
    async connectAgain() {
      const other = await openDatabase({ kind: 'postgres', url: url.toString() });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await handle.close();
      // A closed pool's connections hang up a moment later; dropping the database under one that
      // is still hanging up makes its client raise an error nobody listens to any more.
      for (let tries = 0; tries < 250; tries += 1) {
        const [row] = await adminQuery(
          adminUrl,
          'SELECT count(*) AS connections FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (Number(row?.connections) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
