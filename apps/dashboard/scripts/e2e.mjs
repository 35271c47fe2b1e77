#!/usr/bin/env node
// End-to-end tests: builds the server and the dashboard (turbo skips what has not changed), then
// runs the Vitest project "e2e", which starts the built server on a fresh database and drives
// the app in Debian's Chromium. Extra arguments go to Vitest (e.g. a file filter, --reporter=json).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const build = spawnSync(
  join(BIN, 'turbo'),
  ['run', 'build', '--filter=@aq/server', '--filter=@aq/dashboard', '--output-logs=errors-only'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(join(BIN, 'vitest'), ['run', '--project', 'e2e', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
