import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Benchmarks, not tests: one long `it` per file that prints figures and never asserts timings.
// Run through `npm run bench` (bench/run.mjs), which picks the database with BENCH_DB.
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: ROOT,
  // The server's tsconfig, so the transform resolves its "extends" correctly (see
  // apps/server/vitest.config.ts); relative paths resolve from the root, so it is spelled in full.
  tsconfig: fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url)),
  test: {
    include: ['bench/**/*.bench.ts'],
    // Generous: on a busy shared machine the run can take many times its usual few minutes, and a
    // benchmark that printed every figure should not then fail on time alone.
    testTimeout: 1_800_000,
    hookTimeout: 1_800_000,
    pool: 'forks',
    // Figures go straight to the terminal as they are measured.
    disableConsoleIntercept: true,
  },
});
