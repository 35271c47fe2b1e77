import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningOrigin, paperFor, PdfRenderer, ReportPageError } from './pdf-renderer';

// The renderer against real Chromium (CHROMIUM_PATH or /usr/bin/chromium) printing tiny pages a
// loopback server of the test serves: the page sets html[data-report-state] as the printable
// report page does.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function page(body: string, script: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body>${body}<script>${script}</script></body></html>`;
}

let server: Server;
let origin: string;
let renderer: PdfRenderer;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/ready') {
      // The cookie as the server received it, and the locale the init script stored, are printed.
      const cookie = (req.headers.cookie ?? 'none').replace(/[<>&]/g, '');
      res.end(
        page(
          `<h1>Riverside Report 11/02/2026</h1><p>Cookie ${cookie}</p><p id="locale"></p>` +
            '<div style="break-before: page">Second page PM10 42.5</div>',
          "document.documentElement.dataset.reportState = 'loading'; setTimeout(() => { document.getElementById('locale').textContent = 'Locale ' + localStorage.getItem('locale') + ' theme ' + localStorage.getItem('themePreference'); document.documentElement.dataset.reportState = 'ready'; }, 300);",
        ),
      );
      return;
    }
    if (url.pathname === '/error') {
      res.end(
        page(
          '<p data-report-error>No data was found for the selected reporting range.</p>',
          "document.documentElement.dataset.reportState = 'error';",
        ),
      );
      return;
    }
    res.end(page('<p>Never ready</p>', ''));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  renderer = new PdfRenderer({ executablePath: CHROMIUM, readyTimeoutMs: 5_000 });
});

afterAll(async () => {
  await renderer.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text };
}

/** The Chromium processes this test process started (children of its pid). */
function chromiumChildren(): number[] {
  let out = '';
  try {
    out = execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' });
  } catch {
    return [];
  }
  return out
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return /chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'));
      } catch {
        return false;
      }
    });
}

describe('PdfRenderer', () => {
  it('prints a page once it is ready (not while loading): two pages with its text, cookie and locale', async () => {
    const pdf = await renderer.render({
      url: `${origin}/ready`,
      cookies: [{ name: 'aq_session', value: 'token123' }],
      locale: 'fr-CA',
      paper: 'Letter',
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(2);
    expect(text).toContain('Riverside Report 11/02/2026');
    expect(text).toContain('Cookie aq_session=token123');
    expect(text).toContain('Locale fr-CA theme light');
    expect(text).toContain('Second page PM10 42.5');
  });

  it("throws the page's error text when the page says 'error'", async () => {
    const failure = renderer.render({
      url: `${origin}/error`,
      cookies: [],
      locale: 'en',
      paper: 'A4',
    });
    await expect(failure).rejects.toBeInstanceOf(ReportPageError);
    await expect(failure).rejects.toThrow('No data was found for the selected reporting range.');
  });

  it('fails a page that never signals within the timeout', async () => {
    await expect(
      renderer.render({ url: `${origin}/never`, cookies: [], locale: 'en', paper: 'A4' }),
    ).rejects.toThrow('The report page was not drawn within 5 seconds.');
  });

  it('launches a new browser on the next render after the browser was killed', async () => {
    await renderer.render({ url: `${origin}/ready`, cookies: [], locale: 'en', paper: 'A4' });
    const browser = await renderer.currentBrowser();
    expect(browser).not.toBeNull();
    const disconnected = new Promise<void>((resolve) =>
      browser!.once('disconnected', () => resolve()),
    );
    const pids = chromiumChildren();
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await disconnected;
    expect(renderer.currentBrowser()).toBeNull();
    const pdf = await renderer.render({
      url: `${origin}/ready`,
      cookies: [],
      locale: 'en-GB',
      paper: 'A4',
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfText(pdf)).text).toContain('Locale en-GB');
    expect(await renderer.currentBrowser()).not.toBe(browser);
  });

  it('retries the launch on the next render after a launch failed', async () => {
    const broken = new PdfRenderer({ executablePath: '/nonexistent/chromium' });
    await expect(
      broken.render({ url: `${origin}/ready`, cookies: [], locale: 'en', paper: 'A4' }),
    ).rejects.toThrow();
    expect(broken.currentBrowser()).toBeNull();
    await broken.close();
  });
});

describe('paperFor', () => {
  it.each([
    ['en-US', 'Letter'],
    ['es-US', 'Letter'],
    ['fr-CA', 'Letter'],
    ['en-CA', 'Letter'],
    ['en', 'A4'],
    ['en-GB', 'A4'],
    ['fr', 'A4'],
    ['pt-BR', 'A4'],
    ['zh-CN', 'A4'],
  ])('%s prints on %s', (locale, paper) => {
    expect(paperFor(locale)).toBe(paper);
  });
});

describe('listeningOrigin', () => {
  it('reaches a wildcard address on loopback and a specific one as it is', () => {
    expect(listeningOrigin({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(listeningOrigin({ address: '::', family: 'IPv6', port: 3000 })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(listeningOrigin({ address: '127.0.0.1', family: 'IPv4', port: 8080 })).toBe(
      'http://127.0.0.1:8080',
    );
    expect(listeningOrigin({ address: '::1', family: 'IPv6', port: 8080 })).toBe(
      'http://[::1]:8080',
    );
  });
});
