#!/usr/bin/env node
// First-load JavaScript of the dashboard: the sign-in page, and /OneView (the projects list) opened
// with a session. Builds the server and the dashboard (turbo skips what has not changed; pass
// --no-build to use the existing build), starts the built server on a fresh temporary database (as
// the end-to-end suite does), loads each page with an empty cache in Debian's Chromium and prints
// the JavaScript it downloaded: as transferred (the encoding the server chose for Chromium), as
// gzip -9 (what a gzip-only client gets), and uncompressed. Figures, never checked.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltServer } from '../scripts/browser.mjs';

const ROOT = join(import.meta.dirname, '..');
const PASSWORD = 'bench-first-load-1';
const USER = 'admin@demo.example';
/** Chunk groups of apps/dashboard/vite.config.ts that a first load must not download. */
const HEAVY = ['phone', 'maplibre'];

function build() {
  const run = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'turbo'),
    ['run', 'build', '--filter=@aq/server', '--filter=@aq/dashboard', '--output-logs=errors-only'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** Debian's Chromium with the flags of the end-to-end harness. */
function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/**
 * Loads `path` in a fresh context (empty cache) and sums the scripts it downloaded until the page
 * is ready and the network has been idle for half a second.
 */
async function measure(browser, baseUrl, path, { ready, storageState } = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(path, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  let transferred = 0;
  let gzip = 0;
  let raw = 0;
  const files = [];
  for (const response of scripts) {
    const body = await response.body();
    const sizes = await response.request().sizes();
    transferred += sizes.responseBodySize;
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    files.push(new URL(response.url()).pathname.replace('/assets/', ''));
  }
  const encodings = new Set(scripts.map((r) => r.headers()['content-encoding'] ?? 'identity'));
  await context.close();
  return { path, files, transferred, gzip, raw, encodings: [...encodings].join(', ') };
}

/** The session of a signed-in user, as Playwright storage state (the cookie only). */
async function signedIn(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const response = await context.request.post('/auth/login', {
    data: { Username: USER, Password: PASSWORD },
    headers: { Origin: baseUrl },
  });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (!process.argv.includes('--no-build')) build();
const server = await startBuiltServer({ password: PASSWORD });
const browser = await launchChromium();
try {
  const signInPage = await measure(browser, server.baseUrl, '/sign-in', {
    ready: (page) => page.getByLabel(/Username or e-mail address/).waitFor(),
  });
  const projects = await measure(browser, server.baseUrl, '/OneView', {
    storageState: await signedIn(browser, server.baseUrl),
    ready: (page) => page.getByTestId('user-menu-button').waitFor(),
  });
  console.log('first-load JavaScript (fresh cache, Chromium)');
  console.log(
    `${'page'.padEnd(22)}${'files'.padStart(6)}${'transferred'.padStart(14)}${'gzip -9'.padStart(12)}${'uncompressed'.padStart(14)}  encoding`,
  );
  for (const m of [signInPage, projects]) {
    console.log(
      `${m.path.padEnd(22)}${String(m.files.length).padStart(6)}${kib(m.transferred).padStart(14)}${kib(m.gzip).padStart(12)}${kib(m.raw).padStart(14)}  ${m.encodings}`,
    );
    const heavy = m.files.filter((file) => HEAVY.some((name) => file.startsWith(`${name}-`)));
    if (heavy.length) console.log(`  downloads code it does not use: ${heavy.join(', ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
