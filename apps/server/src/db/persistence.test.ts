import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed';
import { testDatabaseKind } from '../test/database';
import { openDatabase } from './connection';
import { migrate, MIGRATIONS } from './migrator';

const dir = mkdtempSync(join(tmpdir(), 'aq-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(testDatabaseKind() === 'pglite')('the embedded database', () => {
  it('keeps its data across a restart and seeds the demo only once', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(await migrate(first.db)).toEqual(MIGRATIONS.map((m) => m.name));
    const seeded = await seedDemo(first.db, { password: 'first-pass-1' });
    expect(seeded.seeded).toBe(true);
    await first.db
      .updateTable('users')
      .set({ full_name: 'Changed Before Restart' })
      .where('username', '=', 'viewer')
      .execute();
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(await migrate(second.db)).toEqual([]);
    expect(await seedDemo(second.db, { password: 'second-pass-2' })).toEqual({
      seeded: false,
      generatedPassword: null,
    });
    const viewer = await second.db
      .selectFrom('users')
      .select('full_name')
      .where('username', '=', 'viewer')
      .executeTakeFirstOrThrow();
    expect(viewer.full_name).toBe('Changed Before Restart');
    const users = await second.db.selectFrom('users').select('username').execute();
    expect(users).toHaveLength(4);
    await second.close();
    // Two opens of a file-backed database, every migration and the whole demo seed: ≈10 s on an
    // idle 2-core machine, over 40 s when the other suites load it.
  }, 120_000);

  it('generates a demo password when none is configured and never stores it in clear', async () => {
    const db = await openDatabase({ kind: 'pglite-memory' });
    await migrate(db.db);
    const result = await seedDemo(db.db);
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{12}-7$/);
    const hashes = await db.db.selectFrom('users').select('password_hash').execute();
    expect(
      hashes.every(
        (h) =>
          h.password_hash.startsWith('scrypt$') &&
          !h.password_hash.includes(result.generatedPassword ?? '§'),
      ),
    ).toBe(true);
    await db.close();
  });
});
