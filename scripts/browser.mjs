// What the browser suites and benchmarks share: Debian's Chromium with the flags this machine
// needs (offline, software WebGL, stable font rendering), and the built server started on a fresh
// temporary database. Used by the end-to-end suite, the Storybook test-runner and bench/.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** Where Chromium is: CHROMIUM_PATH, else Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless, no sandbox (root in CI), WebGL through SwiftShader, no calls home, stable glyphs. */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--font-render-hinting=none',
]);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts apps/server/dist/main.js (which serves apps/dashboard/dist) on a free local port and a
 * fresh embedded database in a temporary folder, with `env` on top of the defaults, and resolves
 * once it listens. `stop` ends it (SIGTERM, then SIGKILL after 10 s) and removes the folder.
 */
export async function startBuiltServer({ env = {}, password, startTimeoutMs = 120_000 }) {
  for (const built of ['apps/server/dist/main.js', 'apps/dashboard/dist/index.html']) {
    if (!existsSync(join(ROOT, built))) {
      throw new Error(`${built} is missing: run "npx turbo run build" first.`);
    }
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'aq-built-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_PASSWORD: password,
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start:\n${output}`)),
        startTimeoutMs,
      );
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('is running')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr.on('data', (chunk) => (output += chunk));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  child.removeAllListeners('exit');
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}
