import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { APP_CONFIG_META, AppConfig } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { acceptedEncodings, isDashboardPath, renderIndex } from './spa';

function configOf(html: string): AppConfig {
  const match = new RegExp(`<meta name="${APP_CONFIG_META}" content="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error('no config meta');
  const json = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return AppConfig.parse(JSON.parse(json));
}

describe('dashboard paths', () => {
  it('leaves the API prefixes to the API and everything else to the dashboard', () => {
    expect(isDashboardPath('/')).toBe(true);
    expect(isDashboardPath('/OneView/project/settings')).toBe(true);
    expect(isDashboardPath('/assets/index-abc.js')).toBe(true);
    expect(isDashboardPath('/v0.1/Users/self')).toBe(false);
    expect(isDashboardPath('/v0.1')).toBe(false);
    expect(isDashboardPath('/v2/instruments')).toBe(false);
    expect(isDashboardPath('/auth/login')).toBe(false);
    expect(isDashboardPath('/api/openapi.json')).toBe(false);
    expect(isDashboardPath('/v0.1x')).toBe(true);
  });

  it('reads Accept-Encoding with its q-values: br before gzip unless weighted lower, q=0 refuses', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('x-gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.1')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0.2, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('GZIP ; Q=1')).toEqual(['gzip']);
  });

  it('escapes the configuration so a product name cannot break out of the attribute', () => {
    const html = renderIndex('<head><title>x</title><!--app-config--></head>', {
      ProductName: 'A "B" <script>&',
      SupportUrl: null,
      SupportEmail: null,
      MapStyles: { Streets: null, Satellite: null },
      StaticMapUrlTemplate: null,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>A &quot;B&quot; &lt;script&gt;&amp;</title>');
    expect(configOf(html).ProductName).toBe('A "B" <script>&');
  });
});

const APP_JS = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
const APP_CSS = `.a { color: red; }\n`.repeat(100);

describe('serving the dashboard build', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'aq-dashboard-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>App</title><!--app-config--></head><body></body></html>',
    );
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
    writeFileSync(join(dir, 'licenses.txt'), 'MIT');
    // What the dashboard build writes: each compressible file with .br and .gz copies beside it
    // (scripts/compress.mjs), the source maps kept for debugging but never published.
    writeFileSync(join(dir, 'assets', 'app-def456.js'), APP_JS);
    writeFileSync(join(dir, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_JS));
    writeFileSync(join(dir, 'assets', 'app-def456.js.gz'), gzipSync(APP_JS));
    writeFileSync(join(dir, 'assets', 'app-def456.js.map'), '{"sources":["../src/secret.ts"]}');
    writeFileSync(join(dir, 'assets', 'style-0a1b2c.css'), APP_CSS);
    writeFileSync(join(dir, 'assets', 'style-0a1b2c.css.gz'), gzipSync(APP_CSS));
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      join(dir, 'favicon.svg.br'),
      brotliCompressSync('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    t = await createTestApp({
      env: {
        DASHBOARD_DIR: dir,
        PRODUCT_NAME: 'Harbour Air',
        SUPPORT_URL: 'https://help.example.com',
        SUPPORT_EMAIL: 'help@example.com',
        MAP_SATELLITE_STYLE_URL: 'https://tiles.example.com/satellite.json',
        STATIC_MAP_URL_TEMPLATE:
          'https://static.example.net/{lng},{lat},{zoom}/{width}x{height}@{scale}x',
      },
    });
  });
  afterAll(() => t.close());

  it('answers an app route with index.html carrying the configuration and product name', async () => {
    const res = await t.fastify.inject({ method: 'GET', url: '/OneView/about?query=%7B%7D' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Harbour Air</title>');
    expect(configOf(res.body)).toEqual({
      ProductName: 'Harbour Air',
      SupportUrl: 'https://help.example.com',
      SupportEmail: 'help@example.com',
      MapStyles: { Streets: null, Satellite: 'https://tiles.example.com/satellite.json' },
      StaticMapUrlTemplate:
        'https://static.example.net/{lng},{lat},{zoom}/{width}x{height}@{scale}x',
    });
  });

  it('lets the configured map style origins through the Content-Security-Policy, and no others', async () => {
    const res = await t.fastify.inject({ method: 'GET', url: '/HomeNew' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://tiles.example.com");
    expect(csp).toContain(
      "img-src 'self' data: blob: https://tiles.example.com https://static.example.net",
    );
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('help.example.com');
  });

  it('answers unknown paths with the app too (its router shows the 404 screen)', async () => {
    const res = await t.fastify.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(APP_CONFIG_META);
  });

  it('serves hashed assets with a year of caching and other files without', async () => {
    const asset = await t.fastify.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('console.log(1);');
    const text = await t.fastify.inject({ method: 'GET', url: '/licenses.txt' });
    expect(text.headers['content-type']).toContain('text/plain');
    expect(text.headers['cache-control']).toBe('no-cache');
    expect(text.body).toBe('MIT');
  });

  it('sends the brotli copy of an asset to a browser that accepts br, with its own length', async () => {
    const res = await t.fastify.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('falls back to the gzip copy when brotli is not accepted', async () => {
    const res = await t.fastify.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the file as it is when the client accepts no coding the build wrote', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'zstd' }]) {
      const res = await t.fastify.inject({ method: 'GET', url: '/assets/app-def456.js', headers });
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(APP_JS)));
      expect(res.body).toBe(APP_JS);
    }
  });

  it('falls back to the next accepted coding, then to the original, when a copy is missing', async () => {
    const css = await t.fastify.inject({
      method: 'GET',
      url: '/assets/style-0a1b2c.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(css.rawPayload).toString()).toBe(APP_CSS);
    const svg = await t.fastify.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['vary']).toBe('Accept-Encoding');
    expect(svg.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const plain = await t.fastify.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it('answers HEAD with the headers of the GET it stands for and no body', async () => {
    const headers = { 'accept-encoding': 'br' };
    const get = await t.fastify.inject({ method: 'GET', url: '/assets/app-def456.js', headers });
    const head = await t.fastify.inject({ method: 'HEAD', url: '/assets/app-def456.js', headers });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of [
      'content-type',
      'content-length',
      'content-encoding',
      'cache-control',
      'vary',
    ]) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
    const page = await t.fastify.inject({ method: 'HEAD', url: '/OneView', headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-encoding']).toBe('br');
    expect(Number(page.headers['content-length'])).toBeGreaterThan(0);
    expect(page.rawPayload.length).toBe(0);
  });

  it('compresses the rendered index.html for clients that accept it, and never caches it', async () => {
    const res = await t.fastify.inject({
      method: 'GET',
      url: '/OneView',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(gunzipSync(res.rawPayload).toString()).toContain('<title>Harbour Air</title>');
  });

  it('answers /index.html itself rendered, like any app route', async () => {
    const res = await t.fastify.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(configOf(res.body).ProductName).toBe('Harbour Air');
  });

  it('never serves source maps or the compressed copies by their own names', async () => {
    for (const url of [
      '/assets/app-def456.js.map',
      '/assets/app-def456.js.br',
      '/assets/app-def456.js.gz',
      '/assets/missing-000000.js.map',
    ]) {
      const res = await t.fastify.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret.ts');
      expect(res.body, url).not.toContain(APP_CONFIG_META);
    }
  });

  it('never serves a file outside the build folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../x']) {
      const res = await t.fastify.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('"name"');
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('keeps API misses as JSON 404s and never answers other methods with the app', async () => {
    const api = await t.fastify.inject({ method: 'GET', url: '/v0.1/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ Messages: ['No such call: GET /v0.1/no-such-call'] });
    const post = await t.fastify.inject({ method: 'POST', url: '/OneView', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });
});

describe('without a dashboard build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says how to build it instead of failing', async () => {
    const res = await t.fastify.inject({ method: 'GET', url: '/OneView' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('npm start');
  });
});
