import { defineProject } from 'vitest/config';

// End-to-end: the built dashboard and server on a fresh embedded database, driven by Debian's
// Chromium through playwright-core. `npm test` builds both first (scripts/test.mjs).
export default defineProject({
  tsconfig: './tsconfig.json',
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser per file; files run one after another on small machines.
    fileParallelism: false,
  },
});
