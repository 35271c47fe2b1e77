import type { Endpoint, EndpointInput, ParsedInput } from '@aq/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { publicOrigin } from '../env';
import { authenticate, type AuthContext } from './auth';
import { ApiError, forbidden, unauthorized, zodIssues } from './problem';

/** What a handler receives: the parsed inputs, the caller and the app. */
export interface RouteContext<E extends Endpoint> extends ParsedInput<E> {
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
  readonly app: AppContext;
  readonly auth: E['auth'] extends 'public' ? AuthContext | null : AuthContext;
}

/** What a handler returns: the response body (JSON calls), or nothing when it wrote the reply. */
export type RouteResult<E extends Endpoint> = E['responseKind'] extends 'json' | undefined
  ? z.input<E['response']>
  : unknown;

/** Fastify's path syntax for a spec path: `{userId}` becomes `:userId`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Registers one endpoint of the contract: authenticates, checks the origin of cookie-authenticated
 * changes, parses params, query and body with the contract's schemas (400 with the rule messages
 * on failure), runs the handler and serialises the answer through the response schema.
 */
export function route<E extends Endpoint>(
  fastify: FastifyInstance,
  app: AppContext,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<RouteResult<E>>,
): void {
  fastify.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    config: { endpoint },
    handler: async (req, reply) => {
      const auth = await authenticate(app, req);
      requireAuth(endpoint, auth);
      if (UNSAFE.has(endpoint.method)) checkOrigin(app, req, auth);

      const params = parsePart(endpoint.params, req.params, 'params');
      const query = parsePart(endpoint.query, req.query, 'query');
      const body = parsePart(endpoint.body, req.body, 'body');

      const result = await handler({
        req,
        reply,
        app,
        auth,
        params,
        query,
        body,
      } as RouteContext<E>);
      const kind = endpoint.responseKind ?? 'json';
      if (reply.sent) return reply;
      if (kind === 'none' || endpoint.status === 204) return reply.code(204).send();
      if (kind !== 'json') return reply.code(endpoint.status ?? 200).send(result);
      const output = endpoint.response.safeParse(result);
      if (!output.success) {
        req.log.error(
          { issues: output.error.issues, endpoint: endpoint.id },
          'response does not match the contract',
        );
        throw new Error(`Response of ${endpoint.id} does not match its schema`);
      }
      return reply.code(endpoint.status ?? 200).send(output.data);
    },
  });
}

function requireAuth(endpoint: Endpoint, auth: AuthContext | null): void {
  switch (endpoint.auth) {
    case 'public':
      return;
    case 'session':
      if (!auth) throw unauthorized();
      if (auth.via !== 'session')
        throw forbidden('This call needs a signed-in user, not an API key.');
      return;
    case 'apiKey':
      if (!auth) throw unauthorized('An API key is required.');
      if (auth.via !== 'apiKey') throw forbidden('This call needs an API key.');
      return;
    case 'any':
      if (!auth) throw unauthorized();
      return;
  }
}

/**
 * Cookie-authenticated changes must come from our own pages: the Origin must be the public origin
 * or the origin the request was addressed to. API keys are not sent by browsers on their own, so
 * calls authenticated by one are exempt; anonymous calls are checked only when they carry an Origin.
 */
function checkOrigin(app: AppContext, req: FastifyRequest, auth: AuthContext | null): void {
  if (auth?.via === 'apiKey') return;
  const origin = req.headers.origin;
  if (!origin) {
    if (auth) throw forbidden('This request must come from the dashboard (missing Origin header).');
    return;
  }
  const allowed = new Set([publicOrigin(app.env), `${req.protocol}://${req.host}`]);
  if (!allowed.has(origin))
    throw forbidden('This request must come from the dashboard (cross-origin).');
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  kind: 'params' | 'query' | 'body',
) {
  if (!schema) return kind === 'body' ? undefined : {};
  const result = schema.safeParse(kind === 'body' ? value : (value ?? {}));
  if (!result.success) throw new ApiError(400, zodIssues(result.error));
  return result.data;
}

/** Types a call's input for tests and server-side callers. */
export type Input<E extends Endpoint> = EndpointInput<E>;
