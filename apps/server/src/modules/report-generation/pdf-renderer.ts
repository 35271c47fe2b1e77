import { chromium, type Browser } from 'playwright-core';

/**
 * The PDF of a report: the dashboard's printable report page printed by headless Chromium
 * (ARCHITECTURE.md "PDF"; issue 18).
 *
 * Decisions:
 * - One browser is kept warm for the life of the server: launching Chromium costs about a second,
 *   a new context per render costs milliseconds and shares nothing (cookies, storage) with the
 *   previous one. A browser that disconnects (crashed, killed) is forgotten and the next render
 *   launches a new one; a launch that fails fails that render only, and the next one tries again.
 * - At most `maxPages` renders run at once (2 by default): each page of an 8-day report holds its
 *   charts and map in memory, and two keep a small server responsive. The others wait their turn.
 * - The page tells when it is drawn: `html[data-report-state]` is set to 'ready' once charts, map
 *   and fonts are drawn, or to 'error' with the message(s) in `[data-report-error]` (any other
 *   value, such as 'loading', means not yet). Nothing is printed before, so a PDF never holds a
 *   half-drawn chart.
 * - The page runs in light theme with the user's language: both are put in localStorage before the
 *   app's first script runs (the dashboard reads 'locale' and 'themePreference' at start).
 */

/** The Chromium flags of the printing browser: headless, no GPU (software GL), quiet, stable fonts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--font-render-hinting=none',
] as const;

/** How long the page may take to set html[data-report-state]. */
export const READY_TIMEOUT_MS = 120_000;

/** The page's signal that it is done: drawn ('ready') or failed ('error'). */
const DRAWN = 'html[data-report-state="ready"], html[data-report-state="error"]';

/** Paper sizes a report prints on. */
export type Paper = 'A4' | 'Letter';

/**
 * The paper of a locale: Letter where the region prints on it (the United States and Canada:
 * en-US, es-US, fr-CA, en-CA), A4 everywhere else, a locale without a region included.
 */
export function paperFor(locale: string): Paper {
  const region = locale.split(/[-_]/)[1]?.toUpperCase();
  return region === 'US' || region === 'CA' ? 'Letter' : 'A4';
}

/** A cookie the page is loaded with (set for the URL's origin). */
export interface RenderCookie {
  readonly name: string;
  readonly value: string;
}

/** What to print. */
export interface RenderRequest {
  /** The printable page, on the server's own origin. */
  readonly url: string;
  /** Cookies for that origin (the short-lived session of the report's user). */
  readonly cookies: readonly RenderCookie[];
  /** The user's language, put in localStorage 'locale' before the app loads. */
  readonly locale: string;
  readonly paper: Paper;
}

/** Something that prints a report page to PDF (the Chromium renderer, or a test double). */
export interface ReportRenderer {
  render(request: RenderRequest): Promise<Buffer>;
}

/** The page said it could not draw the report ('error' state); the message is the page's. */
export class ReportPageError extends Error {
  override readonly name = 'ReportPageError';
}

/** How the renderer runs; the defaults are the server's. */
export interface PdfRendererOptions {
  /** The Chromium executable (env.CHROMIUM_PATH). */
  readonly executablePath: string;
  /** Renders at once; the others wait. Default 2. */
  readonly maxPages?: number;
  /** How long a page may take to be drawn. Default READY_TIMEOUT_MS. */
  readonly readyTimeoutMs?: number;
  readonly log?: { warn: (object: object, message: string) => void };
}

/** Page margins: room for the printer's unprintable edge; the layout's own padding does the rest. */
const MARGIN = { top: '10mm', bottom: '10mm', left: '8mm', right: '8mm' } as const;

/** The Chromium renderer: one warm browser, a context per render, a few pages at once. */
export class PdfRenderer implements ReportRenderer {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;
  private readonly maxPages: number;
  private readonly readyTimeoutMs: number;

  constructor(private readonly options: PdfRendererOptions) {
    this.maxPages = Math.max(1, options.maxPages ?? 2);
    this.readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  }

  /** Prints the page at `request.url` once it is drawn; throws the page's error text if it fails. */
  async render(request: RenderRequest): Promise<Buffer> {
    if (this.closed) throw new Error('The PDF renderer is closed.');
    await this.acquire();
    try {
      return await this.print(request);
    } finally {
      this.release();
    }
  }

  /** Closes the browser (server stop). Renders under way fail; later ones are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    if (!browser) return;
    try {
      await (await browser).close();
    } catch {
      // A browser that never launched or already died has nothing to close.
    }
  }

  /** For tests: the warm browser (launching or launched), if any. */
  currentBrowser(): Promise<Browser> | null {
    return this.browser;
  }

  private async print(request: RenderRequest): Promise<Buffer> {
    const browser = await this.warmBrowser();
    const context = await browser.newContext({ colorScheme: 'light', locale: request.locale });
    try {
      const origin = new URL(request.url).origin;
      if (request.cookies.length > 0) {
        await context.addCookies(
          request.cookies.map((cookie) => ({
            name: cookie.name,
            value: cookie.value,
            url: origin,
          })),
        );
      }
      // The server has no DOM types: the script is text, with the locale written as a JSON string.
      await context.addInitScript({
        content:
          'try {' +
          ` window.localStorage.setItem('locale', ${JSON.stringify(request.locale)});` +
          " window.localStorage.setItem('themePreference', 'light');" +
          ' } catch (e) { /* a page without storage (data: URLs) prints as it is */ }',
      });
      const page = await context.newPage();
      await page.goto(request.url, { waitUntil: 'domcontentloaded', timeout: this.readyTimeoutMs });
      try {
        // The page may say 'loading' first: only 'ready' or 'error' ends the wait.
        await page.waitForSelector(DRAWN, {
          state: 'attached',
          timeout: this.readyTimeoutMs,
        });
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new Error(
            `The report page was not drawn within ${Math.round(this.readyTimeoutMs / 1000)} seconds.`,
          );
        }
        throw error;
      }
      const state = await page.getAttribute('html', 'data-report-state');
      if (state === 'error') {
        const messages = await page
          .locator('[data-report-error]')
          .allInnerTexts()
          .catch(() => [] as string[]);
        const text = messages
          .map((m) => m.trim())
          .filter(Boolean)
          .join(' ');
        throw new ReportPageError(text || 'The report page could not draw the report.');
      }
      return await page.pdf({ format: request.paper, printBackground: true, margin: MARGIN });
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  private warmBrowser(): Promise<Browser> {
    if (this.browser) return this.browser;
    const launching = chromium
      .launch({
        executablePath: this.options.executablePath,
        headless: true,
        args: [...CHROMIUM_ARGS],
      })
      .then((browser) => {
        browser.on('disconnected', () => {
          if (this.browser === launching) this.browser = null;
        });
        if (this.closed) void browser.close();
        return browser;
      });
    this.browser = launching;
    // A failed launch fails this render; the next one launches again.
    launching.catch((error: unknown) => {
      if (this.browser === launching) this.browser = null;
      this.options.log?.warn({ err: error }, 'the PDF renderer could not start Chromium');
    });
    return launching;
  }

  private acquire(): Promise<void> {
    if (this.active < this.maxPages) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

/**
 * The origin the printing browser reaches this server at, from the address it listens on: a
 * wildcard address (0.0.0.0, ::) is reached on loopback; a specific one as it is. PUBLIC_URL is
 * for links in e-mails and may sit behind a proxy the server cannot reach.
 */
export function listeningOrigin(
  address: { address: string; family: string; port: number } | string | null,
): string {
  if (address === null || typeof address === 'string') {
    throw new Error('The server does not listen on a TCP port: the PDF renderer cannot reach it.');
  }
  const host = address.address;
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${address.port}`;
  return host.includes(':') ? `http://[${host}]:${address.port}` : `http://${host}:${address.port}`;
}
