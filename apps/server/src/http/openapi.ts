import type { Endpoint } from '@aq/api';
import { pathParameterNames, problemSchema } from '@aq/api';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(endpoint: Endpoint): JsonSchema[] {
  const out: JsonSchema[] = [];
  const pathProps =
    endpoint.params &&
    (schemaOf(endpoint.params, 'input').properties as Record<string, JsonSchema>);
  for (const name of pathParameterNames(endpoint.path)) {
    out.push({ name, in: 'path', required: true, schema: pathProps?.[name] ?? { type: 'string' } });
  }
  if (endpoint.query) {
    const query = schemaOf(endpoint.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(
      (query.properties as Record<string, JsonSchema>) ?? {},
    )) {
      out.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return out;
}

const SECURITY: Record<Endpoint['auth'], JsonSchema[]> = {
  public: [],
  session: [{ session: [] }],
  apiKey: [{ apiKey: [] }, { bearer: [] }],
  any: [{ session: [] }, { apiKey: [] }, { bearer: [] }],
};

/** The OpenAPI 3.1 document of the given endpoints, generated from their contract schemas. */
export function openApiDocument(
  endpoints: readonly Endpoint[],
  info: { title: string; version: string },
) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const problem = { 'application/json': { schema: schemaOf(problemSchema, 'output') } };
  for (const endpoint of endpoints) {
    const status = String(endpoint.status ?? 200);
    const kind = endpoint.responseKind ?? 'json';
    const content =
      kind === 'json'
        ? { 'application/json': { schema: schemaOf(endpoint.response, 'output') } }
        : kind === 'html'
          ? { 'text/html': { schema: { type: 'string' } } }
          : kind === 'text'
            ? { 'text/plain': { schema: { type: 'string' } } }
            : kind === 'file'
              ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
              : undefined;
    const operation: JsonSchema = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [endpoint.tag],
      security: SECURITY[endpoint.auth],
      parameters: parametersOf(endpoint),
      responses: {
        [kind === 'none' ? '204' : status]: content
          ? { description: 'Success', content }
          : { description: 'Success' },
        '400': { description: 'The input breaks a rule', content: problem },
        ...(endpoint.auth === 'public'
          ? {}
          : { '401': { description: 'Not signed in', content: problem } }),
        '403': { description: 'Not allowed', content: problem },
        '404': { description: 'Not found', content: problem },
      },
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
      };
    }
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'aq_session' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
