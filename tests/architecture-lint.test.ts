import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function architectureErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'aq/architecture')
    .map((m) => m.message);
}

describe('the lint rule that enforces the architecture', () => {
  // The first lint loads the whole configuration: seconds on an idle machine, more than the 5 s
  // test timeout when other suites load it, so it happens here, once, with room.
  beforeAll(async () => {
    await eslint.lintText('', { filePath: join(ROOT, 'packages/ui/src/x.ts') });
  }, 60_000);

  it.each([
    [
      'packages/ui/src/button/button.tsx',
      "import { client } from '@aq/api';",
      'may not import @aq/api',
    ],
    ['packages/ui/src/x.ts', "import i18n from 'i18next';", "may not import 'i18next'"],
    ['packages/ui/src/x.ts', "import { useTranslation } from 'react-i18next';", "'react-i18next'"],
    [
      'packages/ui/src/x.ts',
      "import { useQuery } from '@tanstack/react-query';",
      'no data fetching',
    ],
    [
      'packages/charts/src/x.ts',
      "import { getProjects } from '@aq/api/projects';",
      'may not import @aq/api',
    ],
    [
      'packages/validation/src/x.ts',
      "import { Button } from '@aq/ui/button';",
      'may not import @aq/ui',
    ],
    [
      'packages/validation/src/x.ts',
      "import { createElement } from 'react';",
      "may not import 'react'",
    ],
    ['packages/api/src/x.ts', "import { Button } from '@aq/ui/button';", 'may not import @aq/ui'],
    ['packages/api/src/x.ts', "import { routes } from '@aq/dashboard';", 'nothing imports an app'],
    ['apps/server/src/x.ts', "import { Button } from '@aq/ui/button';", 'may not import @aq/ui'],
    ['apps/server/src/x.ts', "import { App } from '@aq/dashboard';", 'nothing imports an app'],
    ['apps/dashboard/src/x.ts', "import { buildApp } from '@aq/server';", 'nothing imports an app'],
    [
      'packages/ui/src/x.ts',
      "import { schema } from '../../api/src/index';",
      'reach outside its folder',
    ],
    ['packages/ui/src/x.ts', "export * from '../../api/src/index';", 'reach outside its folder'],
    ['packages/ui/src/x.ts', "const m = await import('@aq/api');", 'may not import @aq/api'],
    [
      'apps/dashboard/src/x.ts',
      "import { CHROMIUM_ARGS } from '../../../scripts/browser.mjs';",
      'reach outside its folder',
    ],
  ])('in %s, rejects %s', async (file, code, message) => {
    const errors = await architectureErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['packages/api/src/x.ts', "import { validateEmail } from '@aq/validation';"],
    ['packages/ui/src/x.ts', "import { validateNumberInput } from '@aq/validation';"],
    ['packages/charts/src/x.ts', "import { Card } from '@aq/ui/card';"],
    [
      'apps/dashboard/src/x.ts',
      "import { Card } from '@aq/ui/card';\nimport { client } from '@aq/api';",
    ],
    [
      'apps/server/src/x.ts',
      "import { schemas } from '@aq/api';\nimport { validateEmail } from '@aq/validation';",
    ],
    ['packages/ui/src/button/button.tsx', "import { cn } from '../lib/cn';"],
    [
      'packages/validation/src/messages.ts',
      "import en from '../../../locales/en/validation.json';",
    ],
    ['packages/ui/src/x.ts', "import { cva } from 'class-variance-authority';"],
    [
      'apps/dashboard/e2e/harness.ts',
      "import { CHROMIUM_ARGS } from '../../../scripts/browser.mjs';",
    ],
  ])('in %s, accepts %s', async (file, code) => {
    expect(await architectureErrors(file, code)).toEqual([]);
  });
});

describe('the lint rule that keeps SQL in the server repositories', () => {
  async function sqlErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'aq/sql-in-repositories')
      .map((m) => m.message);
  }

  it.each([
    ['apps/server/src/modules/x/service.ts', "import { sql } from 'kysely';", "Kysely's `sql`"],
    [
      'apps/server/src/modules/x/service.ts',
      "export const q = (db) => db.selectFrom('users').selectAll().execute();",
      '`selectFrom`',
    ],
    [
      'apps/server/src/http/auth.ts',
      "export const q = (trx) => trx.deleteFrom('sessions').execute();",
      '`deleteFrom`',
    ],
    [
      'apps/server/src/demo/seed.ts',
      "export const q = (trx) => trx.insertInto('users').values({}).execute();",
      '`insertInto`',
    ],
    [
      'apps/server/src/modules/x/service.ts',
      "export const q = (db) => db.updateTable('users').set({}).execute();",
      '`updateTable`',
    ],
    ['apps/server/src/jobs/queue.ts', "import { sql } from 'kysely';", "Kysely's `sql`"],
    [
      'apps/server/src/delivery/outbox.ts',
      "export const q = (db) => db.insertInto('outbox');",
      '`insertInto`',
    ],
  ])('in %s, rejects %s', async (file, code, message) => {
    const errors = await sqlErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['apps/server/src/modules/x/repository.ts', "import { sql } from 'kysely';"],
    [
      'apps/server/src/modules/x/repository.ts',
      "export const q = (db) => db.selectFrom('users').selectAll().execute();",
    ],
    ['apps/server/src/modules/x/service.ts', "import type { Kysely, Transaction } from 'kysely';"],
    [
      'apps/server/src/modules/x/service.ts',
      'export const t = (db, work) => db.transaction().execute(work);',
    ],
    ['apps/server/src/db/migrator.ts', "import { sql } from 'kysely';"],
    ['apps/server/src/jobs/repository.ts', "import { sql } from 'kysely';"],
    ['apps/server/src/test/fixtures.ts', "export const q = (db) => db.insertInto('projects');"],
    ['apps/server/src/modules/x/x.test.ts', "import { sql } from 'kysely';"],
    ['bench/x.bench.ts', "import { sql } from 'kysely';"],
  ])('in %s, accepts %s', async (file, code) => {
    expect(await sqlErrors(file, code)).toEqual([]);
  });
});
