import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

/**
 * What a screenshot waits for beyond the story's own render and play function (the runner's
 * `__test` resolves only once both have finished): the web fonts, so text is never measured in a
 * fallback face; decoded images; and two animation frames, so the last state change is painted.
 * Nothing here waits on the network: stories make no requests of their own, and an idle-network
 * wait holds each story half a second whenever the page fetched anything (a story file's chunk).
 */
function settled(): Promise<void> {
  return (async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) => image.decode().catch(() => undefined)),
    );
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  })();
}

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

function capture(page: Page): Promise<Buffer> {
  return page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
}

/**
 * A screenshot of the story that two consecutive captures agree on, as Playwright's own
 * `toHaveScreenshot` does: on a loaded machine a capture can land before the last state change is
 * painted (CI once caught a wizard's button mid-change), and comparing that frame would fail a
 * story whose rendering is right. Gives up after five captures and returns the last.
 */
async function stableScreenshot(page: Page, first: Buffer): Promise<Buffer> {
  let previous = first;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.evaluate(settled);
    const next = await capture(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** What the runner's page script (setup-page-script.js) adds to the Storybook page. */
interface StorybookPreview {
  __getContext(storyId: string): Promise<{ tags: string[] }>;
}

const SCREENSHOTS = join(process.cwd(), '__screenshots__');

// Every story runs its play function and one axe check in its own lifecycle: addon-a11y's afterEach
// scans the whole story (portals included) and, with `a11y.test: 'error'` (preview.tsx), the runner
// fails the story on any violation. Stories tagged 'visual' also have their screenshot compared
// with the committed baseline in __screenshots__/, with no colour tolerance (a one-unit colour
// change fails) and at most 100 differing pixels.
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async postVisit(page, context) {
    // The runner's getStoryContext, without importing its library (scripts/jest-setup.js).
    const tags = await page.evaluate(
      async ({ storyId }) =>
        (await (globalThis as unknown as StorybookPreview).__getContext(storyId)).tags,
      { storyId: context.id },
    );
    if (!tags.includes('visual')) return;
    await page.evaluate(settled);
    const first = await capture(page);
    // Identical bytes are identical pixels. Baselines are the runner's own screenshots and Chromium
    // encodes a rendering the same way every time, so most stories end here, without decoding and
    // diffing two PNGs in a child process (half a second each); any other screenshot is compared
    // pixel by pixel below.
    const baseline = join(SCREENSHOTS, `${context.id}.png`);
    if (existsSync(baseline) && first.equals(await readFile(baseline))) return;
    const image = await stableScreenshot(page, first);
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: SCREENSHOTS,
      customSnapshotIdentifier: context.id,
      customDiffConfig: { threshold: 0 },
      // An absolute count, not a share of the image: anti-aliasing noise between runs stays under
      // 20 pixels, while a changed status label on a tall screen is about 400 (0.02 % of it, which
      // the earlier 0.05 % let through).
      failureThreshold: 100,
      failureThresholdType: 'pixel',
    });
  },
};

export default config;
