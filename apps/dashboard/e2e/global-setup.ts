import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../../../scripts/browser.mjs';

/** The demo password of the end-to-end server. */
export const E2E_PASSWORD = 'e2e-demo-1';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    password: string;
  }
}

let stop: (() => Promise<void>) | null = null;

/** Starts the built server (with the built dashboard) on a fresh database for the whole run. */
export async function setup(project: TestProject) {
  const server = await startBuiltServer({
    password: E2E_PASSWORD,
    startTimeoutMs: 90_000,
    env: {
      // No simulated readings: the tests send the readings they need through the ingestion call,
      // and a live simulator would write the same demo instruments every minute.
      SIMULATOR: 'off',
      SUPPORT_URL: 'https://support.example.com/help',
      SUPPORT_EMAIL: 'support@example.com',
      PRODUCT_NAME: 'OneView Air',
    },
  });
  stop = server.stop;
  project.provide('baseUrl', server.baseUrl);
  project.provide('password', E2E_PASSWORD);
}

export async function teardown() {
  await stop?.();
}
