#!/usr/bin/env node
// Builds the static Storybook, serves it on a free local port and runs the test-runner against
// it (interaction, accessibility and visual tests). --json-file=PATH writes the runner's JSON
// results there (for the test counts); other arguments go to the test-runner, e.g. -u to accept
// new screenshots on purpose.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const APP = join(import.meta.dirname, '..');
// STORYBOOK_STATIC_DIR lets parallel runs build to separate folders.
const STATIC = process.env.STORYBOOK_STATIC_DIR || join(APP, 'storybook-static');
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
};

const build = spawnSync(
  'npx',
  ['storybook', 'build', '--quiet', '--disable-telemetry', '-o', STATIC],
  { cwd: APP, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
  let file = join(STATIC, path);
  if (!file.startsWith(STATIC)) return void res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
const jsonFile = process.argv
  .find((a) => a.startsWith('--json-file='))
  ?.slice('--json-file='.length);
const passThrough = process.argv.slice(2).filter((a) => !a.startsWith('--json-file='));

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const runner = spawn(
    'npx',
    [
      'test-storybook',
      '--url',
      `http://127.0.0.1:${port}`,
      '--maxWorkers=2',
      ...(process.env.CI ? ['--ci'] : []),
      ...(jsonFile ? ['--json'] : []),
      ...passThrough,
    ],
    {
      cwd: APP,
      stdio: ['ignore', jsonFile ? 'pipe' : 'inherit', 'inherit'],
      env: { ...process.env, TEST_BROWSERS: 'chromium' },
    },
  );
  if (jsonFile) runner.stdout.pipe(createWriteStream(jsonFile));
  runner.on('exit', (code) => {
    server.close();
    process.exit(code ?? 1);
  });
});
