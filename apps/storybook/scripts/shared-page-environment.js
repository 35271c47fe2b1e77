// The test-runner's Jest environment, with one browser context and one loaded Storybook page per
// Jest worker instead of per story file. The stock environment opens a context and loads
// iframe.html (the whole preview bundle) for every file, which costs more than most files' stories
// (a fresh page per file made the suite twice as slow). Stories already shared the page within a
// file, the runner rendering each one into it; now the files of a worker share it too, with storage
// and cookies cleared between files. So a story must not leave anything in the page outside React
// (an element appended to the body by hand, a global): later stories, of any file, would see it.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** The context and page of this worker, once its first story file has opened them. */
let shared = null;

/** Jest's own environment teardown, below the Playwright one that closes the browser. */
const baseTeardown = Object.getPrototypeOf(PlaywrightEnvironment.prototype).teardown;

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (!shared) {
      await super.setup();
      await setupPage(this.global.page, this.global.context);
      shared = {
        browser: this.global.browser,
        context: this.global.context,
        page: this.global.page,
      };
      return;
    }
    // The environment's helpers (jestPlaywright.*) without opening another context and page.
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    const skipInitialization = options.skipInitialization;
    options.skipInitialization = true;
    try {
      await super.setup();
    } finally {
      options.skipInitialization = skipInitialization;
    }
    await shared.context.clearCookies();
    if (shared.page.isClosed()) {
      shared.page = await shared.context.newPage();
      await setupPage(shared.page, shared.context);
    }
    await shared.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    this.global.browser = shared.browser;
    this.global.context = shared.context;
    this.global.page = shared.page;
  }

  async teardown() {
    // A retried story replaces the page (jestPlaywright.resetPage): the next file takes that one.
    if (shared && this.global.page && this.global.page !== shared.page) {
      shared.page = this.global.page;
    }
    await baseTeardown.call(this);
  }
}
