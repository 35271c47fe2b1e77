import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_CONFIG_META, type AppConfig } from '@aq/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.pbf': 'application/x-protobuf',
  '.wasm': 'application/wasm',
};

/** Paths the API owns; everything else under GET belongs to the dashboard. */
const API_PREFIXES = ['/v0.1/', '/v2/', '/api/', '/auth/'];

/** Whether a GET to this path is the dashboard's (a file of its build or one of its routes). */
export function isDashboardPath(path: string): boolean {
  return !API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/** The folder of the dashboard build: DASHBOARD_DIR, else apps/dashboard/dist beside the server. */
export function dashboardDir(env: Env): string {
  if (env.DASHBOARD_DIR) return resolve(env.DASHBOARD_DIR);
  // The bundle runs from apps/server/dist; the source (tests) from apps/server/src/http.
  const here = fileURLToPath(new URL('.', import.meta.url));
  const server = here.includes(`${sep}src${sep}`) ? join(here, '..', '..') : join(here, '..');
  return join(server, '..', 'dashboard', 'dist');
}

/** The deployment configuration handed to the dashboard. */
export function appConfig(env: Env): AppConfig {
  return {
    ProductName: env.PRODUCT_NAME,
    SupportUrl: env.SUPPORT_URL ?? null,
    SupportEmail: env.SUPPORT_EMAIL ?? null,
    MapStyles: {
      Streets: env.MAP_STREETS_STYLE_URL ?? null,
      Satellite: env.MAP_SATELLITE_STYLE_URL ?? null,
    },
  };
}

function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** index.html with the configuration meta tag and the product name as the first title. */
export function renderIndex(html: string, config: AppConfig): string {
  const meta = `<meta name="${APP_CONFIG_META}" content="${escapeAttribute(JSON.stringify(config))}" />`;
  return html
    .replace('<!--app-config-->', meta)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(config.ProductName)}</title>`);
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Dashboard not built</title>
<p>The dashboard has not been built. Run <code>npm start</code> (or <code>npm run build</code>) from the repository root.</p>`;

/**
 * Serves the dashboard build: files by path (hashed assets cached for a year), and index.html
 * for every other path so the app's router decides (its 404 screen included).
 */
export function createDashboardHandler(env: Env) {
  const root = dashboardDir(env);
  const config = appConfig(env);
  // index.html is rendered once per build: a rebuild (npm run dev) changes its mtime.
  let cached: { mtimeMs: number; html: string } | null = null;
  const loadIndex = async (): Promise<string | null> => {
    const file = join(root, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(file, 'utf8').catch(() => null);
      if (html === null) return null;
      cached = { mtimeMs: info.mtimeMs, html: renderIndex(html, config) };
    }
    return cached.html;
  };

  return async function serveDashboard(req: FastifyRequest, reply: FastifyReply) {
    const path = decodeURIComponent(req.url.split('?')[0] ?? '/');
    const file = normalize(join(root, path));
    if (file.startsWith(root + sep) && !path.endsWith('/') && !path.includes('\0')) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        reply.header('content-type', type).header('content-length', info.size);
        reply.header(
          'cache-control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        return reply.send(createReadStream(file));
      }
    }
    const html = await loadIndex();
    return reply
      .code(html ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html ?? NOT_BUILT);
  };
}
