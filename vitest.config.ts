import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/server',
      'apps/dashboard',
      'apps/dashboard/vitest.e2e.config.ts',
      'tests',
    ],
  },
});
