import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { migrate, MIGRATIONS } from '../db/migrator';

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
    const handle = await openDatabase({
      kind: 'pglite-memory',
      loadDataDir: await migratedTemplate(),
    });
    // A no-op on the template; it still checks that the template holds every migration.
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
  await createFromTemplate(adminUrl, name, await postgresTemplate(adminUrl));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  // A no-op on the template; it still checks that the template holds every migration.
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
      await waitForNoConnections(adminUrl, name);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A name for the current set of migrations: their names and texts, hashed. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const migration of MIGRATIONS) hash.update(`${migration.name}\0${migration.sql}\0`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The name of a migrated PostgreSQL database to copy test databases from (CREATE DATABASE ...
 * TEMPLATE), made once per set of migrations: copying is faster than migrating each one. It is
 * migrated under a temporary name and renamed when complete, so no worker copies half of one.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `aq_template_${migrationsHash()}`;
  const [existing] = await adminQuery(
    adminUrl,
    'SELECT 1 AS found FROM pg_database WHERE datname = $1',
    [name],
  );
  if (existing) return name;
  const partial = `aq_partial_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${partial}`);
  const url = new URL(adminUrl);
  url.pathname = `/${partial}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await migrate(handle.db);
  } finally {
    await handle.close();
  }
  await waitForNoConnections(adminUrl, partial);
  try {
    await adminQuery(adminUrl, `ALTER DATABASE ${partial} RENAME TO ${name}`);
  } catch {
    // Another worker finished the same template first: use theirs.
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
  }
  return name;
}

/** Creates `name` as a copy of `template`, trying again while another copy holds the template. */
async function createFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      // 55006: the template is being accessed by other users (another worker copying it).
      if ((error as { code?: string }).code !== '55006' || tries >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Waits until nobody is connected to a database (a closed pool hangs up a moment later). */
async function waitForNoConnections(adminUrl: string, name: string): Promise<void> {
  for (let tries = 0; tries < 250; tries += 1) {
    const [row] = await adminQuery(
      adminUrl,
      'SELECT count(*) AS connections FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (Number(row?.connections) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The files of a freshly migrated PGlite database, made once per set of migrations and kept in the
 * system's temporary folder: loading them takes a quarter of the time of migrating an empty
 * database, which every test file would otherwise do. The file name carries a hash of the
 * migrations, so a changed or added migration makes a new template; it is written under a
 * temporary name and renamed, so parallel workers never read half a file.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `aq-pglite-template-${migrationsHash()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrate(handle.db);
      const dump = await handle.dumpDataDir!();
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await handle.close();
    }
  }
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
