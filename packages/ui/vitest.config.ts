import { defineProject } from 'vitest/config';

// Pure logic of the components (formatting, parsing, state reducers); behaviour in the browser is
// tested by the stories' play functions in apps/storybook.
export default defineProject({
  test: {
    name: 'ui',
    include: ['src/**/*.test.ts'],
    passWithNoTests: true,
  },
});
