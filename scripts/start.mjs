#!/usr/bin/env node
// The quick start: builds the dashboard and the server bundle (turbo skips what has not changed),
// then runs the server from the repository root so DATA_DIR (./.data by default) lands here. The
// server serves the dashboard and the API on one port and prints its URL and the demo sign-ins.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const build = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'turbo'),
  [
    'run',
    'build',
    '--filter=@aq/server',
    '--filter=@aq/dashboard',
    '--output-logs=errors-only',
    '--log-prefix=none',
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(ROOT, 'apps/server/dist/main.js')],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
