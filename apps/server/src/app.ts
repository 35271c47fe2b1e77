import cookie from '@fastify/cookie';
import type { Endpoint } from '@aq/api';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createContext, type AppContext } from './context';
import type { Database } from './db/schema';
import type { Env } from './env';
import { openApiDocument } from './http/openapi';
import { ApiError, problemBody } from './http/problem';
import { createDashboardHandler, isDashboardPath } from './http/spa';
import { registerModules } from './modules';

/** What `buildApp` needs: an open, migrated database and the configuration. */
export interface BuildOptions {
  db: Kysely<Database>;
  env: Env;
  /** The clock (tests move it); the wall clock by default. */
  now?: () => Date;
  /** Fastify logger options; `false` in tests. */
  logger?: boolean | { level: string };
}

/** The built application: Fastify (not listening), its context and the contract calls it serves. */
export interface BuiltApp {
  readonly fastify: FastifyInstance;
  readonly app: AppContext;
  readonly endpoints: readonly Endpoint[];
  /** Every route Fastify serves (method and URL), contract or not. */
  readonly routes: readonly { method: string; url: string }[];
}

/**
 * The security headers of every answer. The configured map styles (MAP_*_STYLE_URL) may load
 * tiles, glyphs and sprites from their own origins, and the static map service
 * (STATIC_MAP_URL_TEMPLATE) serves images, so those origins join connect-src and img-src.
 */
export function securityHeaders(env: Env): Record<string, string> {
  const mapOrigins = [
    env.MAP_STREETS_STYLE_URL,
    env.MAP_SATELLITE_STYLE_URL,
    env.STATIC_MAP_URL_TEMPLATE,
  ]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  const extra = [...new Set(mapOrigins)].map((origin) => ` ${origin}`).join('');
  return {
    'content-security-policy': [
      "default-src 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      `img-src 'self' data: blob:${extra}`,
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self' data:",
      `connect-src 'self'${extra}`,
      "worker-src 'self' blob:",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
}

const INTERNAL_ERROR = 'An internal server error occurred. Please try again.';

/** Builds the HTTP application without listening, so tests inject requests into it. */
export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const app = createContext(options.db, options.env, options.now);
  const fastify = Fastify({
    logger: options.logger ?? { level: options.env.LOG_LEVEL },
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: Boolean(options.env.PUBLIC_URL),
    requestIdHeader: false,
    // Names travel in paths (/v0.1/{organisation}/branding) and the contract allows 200 characters.
    routerOptions: { maxParamLength: 500 },
  });

  // JSON is the only body we accept: forms and text/plain (what a cross-site page can send
  // without a preflight) get 415.
  fastify.removeContentTypeParser('text/plain');
  await fastify.register(cookie);

  const headers = securityHeaders(options.env);
  const endpoints: Endpoint[] = [];
  const routes: { method: string; url: string }[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
    const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
    if (endpoint && route.method !== 'HEAD') endpoints.push(endpoint);
  });

  fastify.addHook('onSend', async (req, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    if (req.url.startsWith('/v') || req.url.startsWith('/auth/'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  fastify.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(
          problemBody(error.status, error.issues, error.detail ? { detail: error.detail } : {}),
        );
    }
    // PostgreSQL "data exception" (class 22): a value the database cannot take, such as a NUL
    // byte or an out-of-range number. Schemas should catch these first; this keeps them 400s.
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
      req.log.warn({ err: error }, 'database refused a value');
      return reply
        .code(400)
        .send(
          problemBody(400, [
            { Message: 'The request contains a value that cannot be stored or searched.' },
          ]),
        );
    }
    // Integrity constraint violation (class 23): a uniqueness or state rule the database holds,
    // such as a terminated lease being reassigned. The request conflicts with the stored state.
    if (typeof sqlState === 'string' && /^23[0-9A-Z]{3}$/.test(sqlState)) {
      const detail =
        sqlState === '23514' && error.message
          ? error.message
          : 'The change conflicts with the stored data.';
      return reply.code(409).send(problemBody(409, [{ Message: detail }]));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send(problemBody(status, [{ Message: clientErrorMessage(error) }]));
    }
    req.log.error({ err: error, requestId: req.id }, 'request failed');
    return reply
      .code(500)
      .send(problemBody(500, [{ Message: INTERNAL_ERROR }], { requestId: String(req.id) }));
  });

  const serveDashboard = createDashboardHandler(options.env);
  fastify.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if ((req.method === 'GET' || req.method === 'HEAD') && isDashboardPath(path)) {
      return serveDashboard(req, reply);
    }
    return reply
      .code(404)
      .send(problemBody(404, [{ Message: `No such call: ${req.method} ${path}` }]));
  });

  await registerModules(fastify, app);

  fastify.get('/api/openapi.json', async () =>
    openApiDocument(endpoints, { title: `${options.env.PRODUCT_NAME} API`, version: '0.1.0' }),
  );

  return { fastify, app, endpoints, routes };
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the body as JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The JSON body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The body is not valid JSON.';
    default:
      return error instanceof SyntaxError ? 'The body is not valid JSON.' : error.message;
  }
}
