import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_CONFIG_META, AppConfig } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { isDashboardPath, renderIndex } from './spa';

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

  it('escapes the configuration so a product name cannot break out of the attribute', () => {
    const html = renderIndex('<head><title>x</title><!--app-config--></head>', {
      ProductName: 'A "B" <script>&',
      SupportUrl: null,
      SupportEmail: null,
      MapStyles: { Streets: null, Satellite: null },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>A &quot;B&quot; &lt;script&gt;&amp;</title>');
    expect(configOf(html).ProductName).toBe('A "B" <script>&');
  });
});

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
    t = await createTestApp({
      env: {
        DASHBOARD_DIR: dir,
        PRODUCT_NAME: 'Harbour Air',
        SUPPORT_URL: 'https://help.example.com',
        SUPPORT_EMAIL: 'help@example.com',
        MAP_SATELLITE_STYLE_URL: 'https://tiles.example.com/satellite.json',
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
    });
  });

  it('lets the configured map style origins through the Content-Security-Policy, and no others', async () => {
    const res = await t.fastify.inject({ method: 'GET', url: '/HomeNew' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://tiles.example.com");
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.com");
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
