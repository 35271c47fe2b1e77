#!/usr/bin/env node
// Browser benchmark of @aq/charts' TimeSeriesChart against uPlot (and a plain SVG path) on the
// same data: 20 series × 31 days of 1-minute points (892 800). Bundles bench/chart-render.page.tsx
// with esbuild (one classic script: file:// pages cannot load modules), opens it in Debian's
// Chromium (CHROMIUM_PATH overrides) with playwright-core and prints, for each, the first draw
// from the raw arrays to the canvas and the redraw after a zoom to one day and to one hour: the
// time to the next animation frame (median, min, max of several runs after warm-ups), its
// synchronous JavaScript part, and the time to the frame after (painted). Figures only, never
// checked. `npm run bench:chart`; `--runs=N` changes the number of runs (default 9).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/browser.mjs';

const ROOT = join(import.meta.dirname, '..');
const SERIES = 20;
const DAYS = 31;
const WARMUPS = 2;
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 9);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

const format = (ms) => ms.toFixed(1).padStart(8);

async function measure(page, name, expression, runs = RUNS) {
  const samples = [];
  for (let run = 0; run < WARMUPS + runs; run += 1) {
    const sample = await page.evaluate(expression);
    if (run >= WARMUPS) samples.push(sample);
  }
  const sync = stats(samples.map((sample) => sample[0]));
  const next = stats(samples.map((sample) => sample[1]));
  const painted = stats(samples.map((sample) => sample[2]));
  console.log(
    `${name.padEnd(42)} ${format(next.median)} ${format(next.min)} ${format(next.max)}` +
      ` ${format(sync.median)} ${format(painted.median)}   (${runs} runs)`,
  );
  return { name, sync, next, painted };
}

const dir = mkdtempSync(join(tmpdir(), 'aq-chart-bench-'));
try {
  const bundleStarted = Date.now();
  await build({
    entryPoints: [join(ROOT, 'bench', 'chart-render.page.tsx')],
    bundle: true,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    target: 'es2022',
    outfile: join(dir, 'page.js'),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="page.css">' +
      '<style>body{margin:0;font:12px sans-serif}</style></head>' +
      '<body><script src="page.js"></script></body></html>',
  );
  console.log(`bundle: ${((Date.now() - bundleStarted) / 1000).toFixed(1)} s`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(pathToFileURL(join(dir, 'index.html')).href);
    await page.waitForFunction(() => document.title === 'ready');
    const points = await page.evaluate(
      ([count, days]) => window.bench.prepare(count, days),
      [SERIES, DAYS],
    );
    const version = await browser.version();
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
        `Node ${process.version}, Chromium ${version}, device pixel ratio 1`,
    );
    console.log(`data: ${SERIES} series × ${DAYS} days of 1-minute points = ${points} points`);
    console.log(
      `${'figure (ms)'.padEnd(42)} ${'median'.padStart(8)} ${'min'.padStart(8)} ${'max'.padStart(8)}` +
        ` ${'JS'.padStart(8)} ${'painted'.padStart(8)}`,
    );
    console.log(
      'median, min, max: to the next animation frame; JS: the synchronous part (median);' +
        ' painted: to the frame after (median)',
    );

    // One day in the middle of the month, and one hour within it.
    const dayFrom = Date.UTC(2026, 10, 10, 5);
    const hourFrom = dayFrom + 14 * HOUR;
    const zoomDay = `window.bench.chartZoom(${dayFrom}, ${dayFrom + DAY})`;
    const zoomHour = `window.bench.chartZoom(${hourFrom}, ${hourFrom + HOUR})`;

    await measure(page, 'TimeSeriesChart first draw', 'window.bench.chartFirstDraw()');
    const painted = await page.evaluate(() => window.bench.chartPainted());
    if (!painted) console.error('warning: the chart canvas has no pixels');
    await measure(page, 'TimeSeriesChart zoom redraw to 1 day', zoomDay);
    await measure(page, 'TimeSeriesChart zoom redraw to 1 hour', zoomHour);
    await measure(page, 'uPlot 1.6.32 first draw', 'window.bench.uplotFirstDraw()');
    await measure(
      page,
      'uPlot zoom redraw to 1 day',
      `window.bench.uplotZoom(${dayFrom}, ${dayFrom + DAY})`,
    );
    await measure(
      page,
      'uPlot zoom redraw to 1 hour',
      `window.bench.uplotZoom(${hourFrom}, ${hourFrom + HOUR})`,
    );
    await measure(
      page,
      'plain SVG path, every point, first draw',
      'window.bench.svgFirstDraw()',
      3,
    );
  } finally {
    await browser.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
