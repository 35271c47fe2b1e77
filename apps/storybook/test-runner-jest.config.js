// Jest settings of the Storybook test-runner: Debian's Chromium (never a downloaded browser),
// headless with the flags that keep it offline and its screenshots stable, and one loaded
// Storybook page per worker (scripts/shared-page-environment.js).
import { join } from 'node:path';
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.mjs';

const base = getJestConfig();

export default {
  ...base,
  testEnvironment: join(import.meta.dirname, 'scripts', 'shared-page-environment.js'),
  setupFilesAfterEnv: base.setupFilesAfterEnv.map((file) =>
    file.endsWith('/playwright/jest-setup.js')
      ? join(import.meta.dirname, 'scripts', 'jest-setup.js')
      : file,
  ),
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, '--force-color-profile=srgb'],
      },
      contextOptions: { viewport: { width: 800, height: 600 }, deviceScaleFactor: 1 },
    },
  },
};
