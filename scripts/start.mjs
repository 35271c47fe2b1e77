#!/usr/bin/env node
// The quick start: builds the server bundle, then runs it from the repository root so DATA_DIR
// (./.data by default) lands here. The server prints its URL and the demo sign-ins.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const build = spawnSync('npm', ['run', 'build', '--workspace', '@aq/server', '--silent'], {
  cwd: ROOT,
  stdio: 'inherit',
});
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
