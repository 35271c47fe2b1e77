#!/usr/bin/env node
// Runs every test suite of the repository, two at a time, whatever fails, and ends with one line
// "N passed, M failed" summing them all. Exit code 1 when anything failed.
// A suite either reports test counts (Vitest's JSON) or counts as one check (lint, typecheck).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const RESULTS = join(ROOT, '.test-results');
const BIN = join(ROOT, 'node_modules', '.bin');

/**
 * Every suite, in the order the summary lists them. `minutes` is about how long each takes on a
 * 2-core machine: the longest start first, so the shorter ones fill in beside them.
 */
const SUITES = [
  { name: 'lint', minutes: 0.5, command: [join(BIN, 'eslint'), '--max-warnings=0', '.'] },
  {
    name: 'format',
    minutes: 0.3,
    command: [join(BIN, 'prettier'), '--check', '--log-level=warn', '.'],
  },
  {
    name: 'typecheck',
    minutes: 1,
    command: [join(BIN, 'turbo'), 'run', 'typecheck', '--output-logs=errors-only'],
  },
  {
    name: 'typecheck (repo tests)',
    minutes: 0.1,
    command: [join(BIN, 'tsc'), '-p', 'tests', '--noEmit'],
  },
  vitestSuite('unit', 0.8, [
    '--project',
    'validation',
    '--project',
    'api',
    '--project',
    'ui',
    '--project',
    'charts',
    '--project',
    'repo',
    '--project',
    'dashboard',
  ]),
  vitestSuite('server (PGlite)', 3.3, ['--project', 'server'], { AQ_TEST_DB: 'pglite' }),
  {
    ...vitestSuite('server (PostgreSQL)', 1.9, ['--project', 'server'], {
      AQ_TEST_DB: 'postgres',
    }),
    // Locally this runs when TEST_DATABASE_URL is set; CI always sets it, so there it must run.
    skip: () =>
      process.env.TEST_DATABASE_URL
        ? null
        : process.env.CI
          ? 'CI must set TEST_DATABASE_URL'
          : 'TEST_DATABASE_URL is not set (see README: Running against a real PostgreSQL)',
    failWhenSkipped: Boolean(process.env.CI),
  },
  {
    name: 'storybook',
    minutes: 2.6,
    // Interaction (play), accessibility (axe) and visual (screenshot) tests of every story.
    command: [
      'node',
      join(ROOT, 'apps/storybook/scripts/test.mjs'),
      `--json-file=${join(RESULTS, 'storybook.json')}`,
    ],
    counts: () => vitestCounts(join(RESULTS, 'storybook.json')),
    report: join(RESULTS, 'storybook.json'),
  },
];

const e2eFile = join(RESULTS, 'e2e.json');
SUITES.push({
  name: 'end-to-end',
  minutes: 4.3,
  // The built app and server on a fresh database, in Debian's Chromium (apps/dashboard/e2e).
  command: [
    'node',
    join(ROOT, 'apps/dashboard/scripts/e2e.mjs'),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${e2eFile}`,
  ],
  counts: () => vitestCounts(e2eFile),
  report: e2eFile,
});

function vitestSuite(name, minutes, args, env = {}) {
  const file = join(RESULTS, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    minutes,
    env,
    command: [
      join(BIN, 'vitest'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    counts: () => vitestCounts(file),
    report: file,
  };
}

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Every test of a Jest-shaped JSON report (Vitest's and the Storybook test-runner's) with its
 * duration in milliseconds, named by its file and its titles.
 */
function testDurations(suite) {
  if (!suite.report || !existsSync(suite.report)) return [];
  let report;
  try {
    report = JSON.parse(readFileSync(suite.report, 'utf8'));
  } catch {
    return [];
  }
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => typeof test.duration === 'number')
      .map((test) => ({
        suite: suite.name,
        file: relative(ROOT, file.name ?? ''),
        title: (test.fullName || [...(test.ancestorTitles ?? []), test.title].join(' > '))
          .replace(/\s+/g, ' ')
          .slice(0, 160),
        ms: test.duration,
      })),
  );
}

const only = process.argv.slice(2);
const suites = only.length ? SUITES.filter((s) => only.includes(s.name)) : SUITES;
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
// Suites run side by side, at most CONCURRENCY at a time (most of them keep one core busy, and
// the machines we run on have two or more). Each suite's output is kept and printed whole when it
// ends, so logs stay readable; the summary keeps the order of SUITES.
const CONCURRENCY = Math.max(
  1,
  Number(process.env.TEST_CONCURRENCY) || Math.min(2, availableParallelism()),
);

function runSuite(suite) {
  const skipReason = suite.skip?.();
  if (skipReason) {
    console.log(`\n=== ${suite.name} ===\nskipped: ${skipReason}`);
    return Promise.resolve({
      row: {
        name: suite.name,
        passed: 0,
        failed: suite.failWhenSkipped ? 1 : 0,
        skipped: 1,
        seconds: 0,
      },
      tests: [],
    });
  }
  const started = Date.now();
  const [command, ...args] = suite.command;
  const output = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...env, ...suite.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      console.log(`\n=== ${suite.name} ===`);
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      let counts = suite.counts?.() ?? null;
      // A runner that crashed before reporting, or that exited non-zero with no failed test, still fails.
      if (!counts) counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
      else if (!ok && counts.failed === 0) counts.failed = 1;
      resolve({
        row: { name: suite.name, ...counts, seconds: (Date.now() - started) / 1000 },
        tests: testDurations(suite),
      });
    });
  });
}

const results = new Array(suites.length);
const queue = suites
  .map((suite, index) => ({ suite, index }))
  .sort((a, b) => b.suite.minutes - a.suite.minutes);
await Promise.all(
  Array.from({ length: Math.min(CONCURRENCY, suites.length) }, async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      results[item.index] = await runSuite(item.suite);
    }
  }),
);
const rows = results.map((result) => result.row);
const slowest = results.flatMap((result) => result.tests);

console.log('\n=== summary ===');
for (const r of rows) {
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(
    `${r.name.padEnd(24)} ${r.passed} passed, ${r.failed} failed${skipped} (${r.seconds.toFixed(1)} s)`,
  );
}
// Where the time goes, so a slow test is seen when it lands rather than when CI has become slow.
const slowestTen = slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
if (slowestTen.length) {
  console.log('\n=== slowest tests ===');
  for (const t of slowestTen) {
    console.log(`${(t.ms / 1000).toFixed(2).padStart(7)} s  ${t.suite}: ${t.file} > ${t.title}`);
  }
}
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(join(RESULTS, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(failed > 0 ? 1 : 0);
