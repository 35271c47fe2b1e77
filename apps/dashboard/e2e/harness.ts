import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/browser.mjs';

/** Debian's Chromium with the flags this machine needs (DEVELOPERS.md). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** The demo accounts (apps/server/src/demo/seed.ts). */
export const USERS = {
  admin: 'admin@demo.example',
  manager: 'manager@demo.example',
  viewer: 'viewer@demo.example',
  other: 'other@demo.example',
} as const;

/** One browser per test file; each test opens its own context (fresh cookies and storage). */
export function useBrowser() {
  const state: { browser: Browser | null; baseUrl: string; password: string } = {
    browser: null,
    baseUrl: inject('baseUrl'),
    password: inject('password'),
  };
  beforeAll(async () => {
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
  });

  async function newPage(
    options: {
      locale?: string;
      permissions?: string[];
      /** The window's size; 1280 × 800 by default (a phone is 390 × 844). */
      viewport?: { width: number; height: number };
    } = {},
  ): Promise<{
    context: BrowserContext;
    page: Page;
  }> {
    if (!state.browser) throw new Error('browser not started');
    const context = await state.browser.newContext({
      baseURL: state.baseUrl,
      locale: options.locale ?? 'en-US',
      viewport: options.viewport ?? { width: 1280, height: 800 },
      permissions: options.permissions ?? [],
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return { context, page };
  }

  /** Signs in through the sign-in page and waits for the shell. */
  async function signIn(page: Page, user: keyof typeof USERS = 'admin', path = '/HomeNew') {
    await page.goto(path);
    await page.waitForURL(/\/sign-in/);
    await page.getByLabel(/Username or e-mail address/).fill(USERS[user]);
    await page.getByLabel(/^Password/).fill(state.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('user-menu-button').waitFor();
  }

  /** Calls the API with the page's session (same origin, so the Origin check passes). */
  async function api<T = unknown>(
    page: Page,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }> {
    return page.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          headers:
            body === undefined
              ? { Accept: 'application/json' }
              : { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'same-origin',
        });
        const text = await response.text();
        return { status: response.status, json: text ? JSON.parse(text) : null };
      },
      { method, path, body },
    ) as Promise<{ status: number; json: T }>;
  }

  /** The id of a demo project, found by its name through the signed-in page's session. */
  async function projectId(page: Page, name: string): Promise<string> {
    const { json } = await api<{ Items: Array<{ Id: string; Name: string }> }>(
      page,
      'GET',
      `/v0.1/getProjectSummaries?Search=${encodeURIComponent(name)}&Limit=100`,
    );
    const found = json.Items.find((project) => project.Name === name);
    if (!found) throw new Error(`no demo project ${name}`);
    return found.Id;
  }

  return { state, newPage, signIn, api, projectId };
}
