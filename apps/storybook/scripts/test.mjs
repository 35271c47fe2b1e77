#!/usr/bin/env node
// Builds the static Storybook, serves it on a free local port and runs the test-runner against
// it (interaction, accessibility and visual tests), printing how long the build and the tests took.
// The build goes through turbo, which restores storybook-static/ from its cache when no story,
// component, screen or locale changed; STORYBOOK_STATIC_DIR builds to a folder of one's own
// instead (parallel runs), and --skip-build tests what that folder already holds.
// --json-file=PATH writes the runner's JSON results there (test counts and durations); other
// arguments go to the test-runner, e.g. -u to accept new screenshots on purpose, or a file filter.
// The runner uses one worker per core (STORYBOOK_WORKERS or --maxWorkers to change it).
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { extname, join, normalize } from 'node:path';

const APP = join(import.meta.dirname, '..');
const ROOT = join(APP, '..', '..');
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

const args = process.argv.slice(2);
const jsonFile = args.find((a) => a.startsWith('--json-file='))?.slice('--json-file='.length);
const skipBuild = args.includes('--skip-build');
const passThrough = args.filter((a) => !a.startsWith('--json-file=') && a !== '--skip-build');
const workers = process.env.STORYBOOK_WORKERS || String(availableParallelism());
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function build() {
  if (process.env.STORYBOOK_STATIC_DIR) {
    return spawnSync(
      'npx',
      ['storybook', 'build', '--quiet', '--disable-telemetry', '-o', STATIC],
      {
        cwd: APP,
        stdio: 'inherit',
      },
    );
  }
  return spawnSync(
    join(ROOT, 'node_modules', '.bin', 'turbo'),
    ['run', 'build-storybook', '--filter=@aq/storybook', '--output-logs=errors-only'],
    { cwd: ROOT, stdio: 'inherit', env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env } },
  );
}

const buildStarted = Date.now();
if (!skipBuild) {
  const run = build();
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log(`storybook build: ${seconds(buildStarted)}`);
}
if (!existsSync(join(STATIC, 'index.json'))) {
  console.error(`${STATIC} holds no built Storybook: run without --skip-build.`);
  process.exit(1);
}

const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
  let file = join(STATIC, path);
  if (!file.startsWith(STATIC)) return void res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const testsStarted = Date.now();
  const runner = spawn(
    'npx',
    [
      'test-storybook',
      '--url',
      `http://127.0.0.1:${port}`,
      ...(passThrough.some((a) => a.startsWith('--maxWorkers')) ? [] : [`--maxWorkers=${workers}`]),
      // Stories that draw maps in software WebGL take seconds each; a loaded machine triples it,
      // past the runner's 15 s default.
      ...(passThrough.some((a) => a.startsWith('--testTimeout')) ? [] : ['--testTimeout=60000']),
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
    console.log(`storybook tests: ${seconds(testsStarted)}`);
    server.close();
    process.exit(code ?? 1);
  });
});
