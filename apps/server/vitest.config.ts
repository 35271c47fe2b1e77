import { defineProject } from 'vitest/config';

export default defineProject({
  // Point the transform at our tsconfig: left to find it alone, it resolves "extends" wrongly.
  tsconfig: './tsconfig.json',
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database; PGlite starts in about a second, PostgreSQL faster.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
