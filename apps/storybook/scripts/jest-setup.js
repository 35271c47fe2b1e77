// The test-runner's setup of each story file (@storybook/test-runner/playwright/jest-setup.js),
// without importing the runner's library: in every file's fresh module registry that library
// brings Storybook's Node internals and Babel with it, seconds per file for nothing the tests
// use. It installs the hooks of .storybook/test-runner.ts on the globals the generated tests call.
import config from '../.storybook/test-runner';

config.setup?.();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
// Only a story that navigated away is retried on a fresh page (rare): load the library then.
globalThis.__sbSetupPage = async (page, context) =>
  (await import('@storybook/test-runner')).setupPage(page, context);
globalThis.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
