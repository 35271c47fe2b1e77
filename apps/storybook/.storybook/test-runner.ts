import { join } from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

// Every story: its play function (run by the test-runner), an axe check, and for stories tagged
// 'visual' a screenshot compared with the committed baseline in __screenshots__/.
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    await waitForPageReady(page);
    await checkA11y(page, '#storybook-root', {
      detailedReport: true,
      detailedReportOptions: { html: true },
    });
    const story = await getStoryContext(page, context);
    if (!story.tags.includes('visual')) return;
    await page.evaluate(() => document.fonts.ready);
    const image = await page
      .locator('#storybook-root')
      .screenshot({ animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: join(process.cwd(), '__screenshots__'),
      customSnapshotIdentifier: context.id,
      customDiffConfig: { threshold: 0 },
      failureThreshold: 0.0005,
      failureThresholdType: 'percent',
    });
  },
};

export default config;
