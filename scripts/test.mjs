#!/usr/bin/env node
// Runs every test suite of the repository in order, whatever fails, and ends with one line
// "N passed, M failed" summing them all. Exit code 1 when anything failed.
// A suite either reports test counts (Vitest's JSON) or counts as one check (lint, typecheck).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const RESULTS = join(ROOT, '.test-results');
const BIN = join(ROOT, 'node_modules', '.bin');

/** Suites in the order they run; Storybook and end-to-end suites join with their issues. */
const SUITES = [
  { name: 'lint', command: [join(BIN, 'eslint'), '--max-warnings=0', '.'] },
  { name: 'format', command: [join(BIN, 'prettier'), '--check', '--log-level=warn', '.'] },
  {
    name: 'typecheck',
    command: [join(BIN, 'turbo'), 'run', 'typecheck', '--output-logs=errors-only'],
  },
  { name: 'typecheck (repo tests)', command: [join(BIN, 'tsc'), '-p', 'tests', '--noEmit'] },
  vitestSuite('unit', [
    '--project',
    'validation',
    '--project',
    'api',
    '--project',
    'ui',
    '--project',
    'repo',
    '--project',
    'dashboard',
  ]),
  vitestSuite('server (PGlite)', ['--project', 'server'], { AQ_TEST_DB: 'pglite' }),
  {
    ...vitestSuite('server (PostgreSQL)', ['--project', 'server'], { AQ_TEST_DB: 'postgres' }),
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

function vitestSuite(name, args, env = {}) {
  const file = join(RESULTS, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
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
const rows = [];
const slowest = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const skipReason = suite.skip?.();
  if (skipReason) {
    console.log(`skipped: ${skipReason}`);
    rows.push({
      name: suite.name,
      passed: 0,
      failed: suite.failWhenSkipped ? 1 : 0,
      skipped: 1,
      seconds: 0,
    });
    continue;
  }
  const started = Date.now();
  const [command, ...args] = suite.command;
  const run = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...env, ...suite.env },
    stdio: 'inherit',
  });
  const ok = run.status === 0;
  let counts = suite.counts?.() ?? null;
  // A runner that crashed before reporting, or that exited non-zero with no failed test, still fails.
  if (!counts) counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  else if (!ok && counts.failed === 0) counts.failed = 1;
  rows.push({ name: suite.name, ...counts, seconds: (Date.now() - started) / 1000 });
  slowest.push(...testDurations(suite));
}

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
