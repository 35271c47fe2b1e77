#!/usr/bin/env node
// Browser benchmark of the map's markers: 10 000 monitoring locations on @aq/ui's GL marker layer
// (one GeoJSON source and circle layer, status as feature-state), in the whole MapView component,
// and as one DOM maplibre Marker each (the yardstick). Builds bench/map-markers.html with Vite
// (the map's worker is a separate file, which a file:// page cannot start), serves it from a
// local port (the offline world style: no network), opens it in Debian's Chromium with
// scripts/browser.mjs's flags (SwiftShader WebGL) and prints the median, min and max of several
// runs after warm-ups: the first render (from adding the markers to the map's next 'idle': all
// drawn) and the recolour of every marker after a status refresh (from the state change to the
// next 'render' and 'idle'). Figures only, never checked. Targets (issue 16): first render
// ≤ 200 ms, recolour ≤ 16 ms. `npm run bench:map`; `--runs=N` (default 5), `--count=N` (10 000).
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { extname, join, normalize } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/browser.mjs';

const ROOT = join(import.meta.dirname, '..');
const WARMUPS = 1;
const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = option('runs', 5);
const COUNT = option('count', 10_000);
/** `--only=gl,view,dom`: the scenarios to run (all by default). */
const ONLY = (
  process.argv.find((arg) => arg.startsWith('--only='))?.slice(7) ?? 'gl,view,dom'
).split(',');
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

const format = (ms) => ms.toFixed(1).padStart(8);

/** Runs `expression` WARMUPS + runs times; `figure` picks the sample's part that is the figure. */
async function measure(page, name, expression, { runs = RUNS, before } = {}) {
  const samples = [];
  for (let run = 0; run < WARMUPS + runs; run += 1) {
    if (before) await page.evaluate(before);
    const sample = await page.evaluate(expression);
    if (run >= WARMUPS) samples.push(sample);
  }
  const [sync, render, idle] = [0, 1, 2].map((part) => stats(samples.map((s) => s[part])));
  console.log(
    `${name.padEnd(44)} ${format(idle.median)} ${format(idle.min)} ${format(idle.max)}` +
      ` ${format(render.median)} ${format(sync.median)}   (${runs} runs)`,
  );
  return { name, sync, render, idle };
}

function serve(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(dir, path === '/' ? 'map-markers.html' : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })),
  );
}

const dir = mkdtempSync(join(tmpdir(), 'aq-map-bench-'));
try {
  const bundleStarted = Date.now();
  await build({
    root: join(ROOT, 'bench'),
    base: './',
    configFile: false,
    logLevel: 'warn',
    plugins: [tailwindcss()],
    oxc: { jsx: { runtime: 'automatic' } },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: dir,
      emptyOutDir: true,
      rollupOptions: { input: join(ROOT, 'bench', 'map-markers.html') },
      chunkSizeWarningLimit: 10_000,
    },
  });
  console.log(`bundle: ${((Date.now() - bundleStarted) / 1000).toFixed(1)} s`);

  const { server, port } = await serve(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error('console:', message.text());
    });
    // Nothing leaves the machine: the offline style needs no tiles, glyphs or sprites.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    await page.goto(`http://127.0.0.1:${port}/map-markers.html`);
    await page.waitForFunction(() => document.title === 'ready');
    const count = await page.evaluate((n) => window.bench.prepare(n), COUNT);
    const version = await browser.version();
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
        `Node ${process.version}, Chromium ${version} (SwiftShader WebGL), 1280 × 800, device pixel ratio 1`,
    );
    console.log(`data: ${count} markers over the continental USA, 4 statuses`);
    console.log(
      `${'figure (ms)'.padEnd(44)} ${'median'.padStart(8)} ${'min'.padStart(8)} ${'max'.padStart(8)}` +
        ` ${'render'.padStart(8)} ${'JS'.padStart(8)}`,
    );
    console.log(
      "median, min, max: to the map's next 'idle' (everything drawn; DOM: the second animation frame);" +
        " render: to the next 'render' event (DOM: the next animation frame); JS: the synchronous part",
    );

    if (ONLY.includes('gl')) {
      await measure(page, 'GL layer first render', 'window.bench.glFirstRender()');
      await measure(page, 'GL layer recolour (feature-state)', 'window.bench.glRecolour()');
      await measure(page, 'GL layer plain repaint (no change)', 'window.bench.glRepaint()');
    }
    if (ONLY.includes('view')) {
      await measure(page, 'MapView first render (component)', 'window.bench.viewFirstRender()');
      await measure(page, 'MapView recolour (component)', 'window.bench.viewRecolour()');
    }
    if (ONLY.includes('dom')) {
      await measure(page, 'DOM maplibre Markers first render', 'window.bench.domFirstRender()', {
        runs: Math.min(RUNS, 3),
      });
      await measure(page, 'DOM maplibre Markers recolour', 'window.bench.domRecolour()');
    }
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
