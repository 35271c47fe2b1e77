import type { BrowserContext, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, state } = useBrowser();

/** Chunk groups of vite.config.ts that only the screens using them may download. */
const HEAVY_CHUNKS = /^\/assets\/(phone|maplibre)-/;

/** Records every Content-Security-Policy violation of the context's pages, from the first script on. */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** The scripts a page downloads from now on. */
function scriptsOf(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

describe('first load', () => {
  it('runs the sign-in page and the projects list without a Content-Security-Policy violation', async () => {
    const { context, page } = await newPage();
    await recordViolations(context);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/sign-in');
    await page.getByLabel(/Username or e-mail address/).waitFor();
    expect(await violations(page)).toEqual([]);
    await signIn(page, 'manager', '/OneView');
    await page.getByTestId('all-grid').getByTestId('project-tile').first().waitFor();
    expect(await violations(page)).toEqual([]);
    expect(errors.filter((text) => /Content Security Policy|unsafe-eval/i.test(text))).toEqual([]);
    await context.close();
  });

  it('downloads its scripts compressed and cacheable for a year, and no map or phone code', async () => {
    const { context, page } = await newPage();
    const scripts = scriptsOf(page);
    await page.goto('/sign-in');
    await page.getByLabel(/Username or e-mail address/).waitFor();
    await page.waitForLoadState('networkidle');
    await signIn(page, 'manager', '/OneView');
    await page.getByTestId('all-grid').getByTestId('project-tile').first().waitFor();
    await page.waitForLoadState('networkidle');

    const paths = scripts.map((response) => new URL(response.url()).pathname);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => HEAVY_CHUNKS.test(path))).toEqual([]);
    for (const response of scripts) {
      const path = new URL(response.url()).pathname;
      const headers = await response.allHeaders();
      expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      // The build compresses every file of 1 KiB or more; Chromium accepts brotli.
      if (headers['content-encoding'] !== 'br') {
        expect(Number(headers['content-length']), path).toBeLessThan(1024);
      }
    }

    // A client that accepts only gzip gets the gzip copy, one that accepts nothing the file itself.
    const entry = paths.find((path) => /^\/assets\/index-.*\.js$/.test(path));
    expect(entry).toBeDefined();
    const gzip = await fetch(`${state.baseUrl}${entry}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const identity = await fetch(`${state.baseUrl}${entry}`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toContain('import');
    await context.close();
  });

  it('publishes no source maps: scripts do not point to one and the server does not serve them', async () => {
    const { context, page } = await newPage();
    const scripts = scriptsOf(page);
    await page.goto('/sign-in');
    await page.getByLabel(/Username or e-mail address/).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    for (const response of scripts) {
      const path = new URL(response.url()).pathname;
      expect((await response.text()).includes('sourceMappingURL='), path).toBe(false);
      expect(response.headers()['sourcemap'], path).toBeUndefined();
      const map = await fetch(`${state.baseUrl}${path}.map`);
      expect(map.status, `${path}.map`).toBe(404);
    }
    await context.close();
  });
});
