import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** The demo password of the end-to-end server. */
export const E2E_PASSWORD = 'e2e-demo-1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    password: string;
  }
}

let server: ChildProcess | null = null;
let dataDir: string | null = null;

/** Starts the built server (with the built dashboard) on a fresh database for the whole run. */
export async function setup(project: TestProject) {
  for (const built of ['apps/server/dist/main.js', 'apps/dashboard/dist/index.html']) {
    if (!existsSync(join(ROOT, built))) {
      throw new Error(`${built} is missing: run "npx turbo run build" (npm test does it first).`);
    }
  }
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'aq-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_PASSWORD: E2E_PASSWORD,
      SIMULATOR: 'on',
      SIMULATOR_BACKFILL_DAYS: '0',
      LOG_LEVEL: 'warn',
      SUPPORT_URL: 'https://support.example.com/help',
      SUPPORT_EMAIL: 'support@example.com',
      PRODUCT_NAME: 'OneView Air',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server?.stdout?.on('data', onData);
    server?.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server?.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  server.removeAllListeners('exit');
  project.provide('baseUrl', baseUrl);
  project.provide('password', E2E_PASSWORD);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
