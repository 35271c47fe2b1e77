#!/usr/bin/env node
// Runs the time-series benchmarks once on PGlite and, when TEST_DATABASE_URL is set, once on
// PostgreSQL in a throwaway database (created here, dropped afterwards), then the dashboard's
// first-load figures (first-load.mjs). Output streams through.
// Exit code 1 when a run failed; timings are printed, never checked.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = join(import.meta.dirname, '..');
const VITEST = ['vitest', 'run', '--config', 'bench/vitest.config.ts', '--reporter=verbose'];

// Ctrl-C reaches vitest too; stay alive long enough to drop the throwaway database.
process.on('SIGINT', () => undefined);

function runVitest(env) {
  return new Promise((resolve) => {
    const child = spawn('npx', VITEST, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

function runNode(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function runPostgres(adminUrl) {
  const name = `aq_bench_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await runVitest({ BENCH_DB: 'postgres', BENCH_DATABASE_URL: url.toString() });
  } finally {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

let failed = false;
console.log('== bench: PGlite ==');
failed = (await runVitest({ BENCH_DB: 'pglite' })) !== 0 || failed;
if (process.env.TEST_DATABASE_URL) {
  console.log('\n== bench: PostgreSQL ==');
  failed = (await runPostgres(process.env.TEST_DATABASE_URL)) !== 0 || failed;
} else {
  console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL to run it too)');
}
console.log('\n== bench: first load ==');
failed = (await runNode(join(ROOT, 'bench', 'first-load.mjs'))) !== 0 || failed;
process.exit(failed ? 1 : 0);
