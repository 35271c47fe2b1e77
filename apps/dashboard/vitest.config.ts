import { defineProject } from 'vitest/config';

// Pure logic of the app (route query, page title, error classification); screens are tested in a
// real browser by the end-to-end suite in e2e/.
export default defineProject({
  tsconfig: './tsconfig.json',
  test: { name: 'dashboard', include: ['src/**/*.test.ts'] },
});
