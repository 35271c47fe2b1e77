import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
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
  '.pbf': 'application/x-protobuf',
  '.wasm': 'application/wasm',
};

/** Content codings the build writes beside each compressible file, and their file suffixes. */
const SUFFIXES = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof SUFFIXES;
/** The server's preference when a client accepts several codings equally: brotli is smaller. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/**
 * Files never served: source maps (they would publish the source; the build keeps them for
 * debugging only) and the precompressed copies, which are only sent as an encoding of their original.
 */
const PRIVATE_FILE = /\.(map|br|gz)$/;

/**
 * Vite writes every file of its own under /assets/ with a content hash in the name
 * (`index-DM6jdiEt.js`), so their content never changes; files of public/ land at the root.
 */
const HASHED_ASSETS = '/assets/';

/**
 * The codings a request's Accept-Encoding allows, most preferred first (RFC 9110 §12.5.3: q-values,
 * `q=0` refuses, `*` stands for every coding not named). Ties keep the server's order (br first).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    const name = token.trim() === 'x-gzip' ? 'gzip' : token.trim();
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  return PREFERENCE.filter((name) => weightOf(name) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

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
    StaticMapUrlTemplate: env.STATIC_MAP_URL_TEMPLATE ?? null,
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

/** What the dashboard handler answers with for one file: its bytes on disk and how they are coded. */
interface Variant {
  readonly file: string;
  readonly size: number;
  readonly encoding: Encoding | null;
}

/**
 * The best stored variant of `file` the client accepts: a precompressed copy, else the file itself.
 * The build empties its folder first, so a copy beside a file is always of that file's content.
 */
async function pickVariant(file: string, info: Stats, accepted: Encoding[]): Promise<Variant> {
  for (const name of accepted) {
    const coded = `${file}${SUFFIXES[name]}`;
    const codedInfo = await stat(coded).catch(() => null);
    if (codedInfo?.isFile()) return { file: coded, size: codedInfo.size, encoding: name };
  }
  return { file, size: info.size, encoding: null };
}

/** Whether the build wrote any precompressed copy of `file` (then answers vary by Accept-Encoding). */
async function hasVariants(file: string): Promise<boolean> {
  const found = await Promise.all(
    Object.values(SUFFIXES).map((suffix) =>
      stat(`${file}${suffix}`).then(
        (i) => i.isFile(),
        () => false,
      ),
    ),
  );
  return found.includes(true);
}

/** The rendered index.html and its compressed forms (it is small, so compressed once per build). */
interface RenderedIndex {
  readonly mtimeMs: number;
  readonly bodies: Readonly<Record<Encoding | 'identity', Buffer>>;
}

function renderedIndex(mtimeMs: number, html: string): RenderedIndex {
  const identity = Buffer.from(html);
  return {
    mtimeMs,
    bodies: {
      identity,
      br: brotliCompressSync(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
}

/**
 * Serves the dashboard build: files by path, and index.html for every other path so the app's
 * router decides (its 404 screen included). Files go out precompressed when the build wrote a
 * `.br` or `.gz` copy the client accepts; hashed assets are cached for a year, everything else is
 * revalidated; source maps are never served.
 */
export function createDashboardHandler(env: Env) {
  const root = dashboardDir(env);
  const config = appConfig(env);
  // index.html is rendered once per build: a rebuild (npm run dev) changes its mtime.
  let cached: RenderedIndex | null = null;
  const loadIndex = async (): Promise<RenderedIndex | null> => {
    const file = join(root, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(file, 'utf8').catch(() => null);
      if (html === null) return null;
      cached = renderedIndex(info.mtimeMs, renderIndex(html, config));
    }
    return cached;
  };

  return async function serveDashboard(req: FastifyRequest, reply: FastifyReply) {
    const path = decodeURIComponent(req.url.split('?')[0] ?? '/');
    const head = req.method === 'HEAD';
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    if (PRIVATE_FILE.test(basename(path))) {
      return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    }
    const file = normalize(join(root, path));
    // index.html itself is answered rendered (with the configuration), like every app route.
    const isFile = file.startsWith(root + sep) && file !== join(root, 'index.html');
    if (isFile && !path.endsWith('/') && !path.includes('\0')) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const variant = await pickVariant(file, info, accepted);
        reply
          .header('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
          .header('content-length', variant.size)
          .header(
            'cache-control',
            path.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        if (variant.encoding) reply.header('content-encoding', variant.encoding);
        if (variant.encoding || (await hasVariants(file))) reply.header('vary', 'Accept-Encoding');
        return head ? reply.send() : reply.send(createReadStream(variant.file));
      }
    }
    const index = await loadIndex();
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!index) return reply.code(404).send(NOT_BUILT);
    const encoding = accepted[0] ?? null;
    const body = index.bodies[encoding ?? 'identity'];
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(200)
      .header('vary', 'Accept-Encoding')
      .header('content-length', body.length)
      .send(head ? undefined : body);
  };
}
