import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './eslint/architecture.js';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/storybook-static/',
    '**/coverage/',
    '**/.turbo/',
    '**/.data/',
    '.test-results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['packages/**/*.{js,ts,tsx}', 'apps/**/*.{js,ts,tsx}'],
    plugins: { aq: architecture },
    rules: { 'aq/architecture': 'error', 'aq/sql-in-repositories': 'error' },
  },
  {
    // Story fixtures (fixed data, the fixed server of screen stories) serve stories and tests only:
    // nothing a screen imports may reach them.
    files: ['apps/dashboard/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'apps/dashboard/src/__fixtures__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/__fixtures__', '**/__fixtures__/**'],
              message: 'Fixtures are for stories and tests; product code must not import them.',
            },
          ],
        },
      ],
    },
  },
);
