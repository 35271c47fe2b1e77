import { defineProject } from 'vitest/config';

// Pure logic of the charts (reduction per pixel column, gaps, scales, tooltip groups); drawing and
// interaction are tested by the stories' play functions in apps/storybook.
export default defineProject({
  test: {
    name: 'charts',
    include: ['src/**/*.test.ts'],
    passWithNoTests: true,
  },
});
