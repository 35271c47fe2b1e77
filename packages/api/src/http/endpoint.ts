import type { z } from 'zod';

/** HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: `public` anyone; `session` a signed-in user (cookie); `apiKey` a machine
 * with an API key (/v2); `any` either a session or an API key.
 */
export type AuthMode = 'public' | 'session' | 'apiKey' | 'any';

/** What a successful response carries. */
export type ResponseKind = 'json' | 'none' | 'html' | 'text' | 'file';

/** One call of the specification: its route, its input schemas and its response schema. */
export interface Endpoint<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
  TKind extends ResponseKind | undefined = ResponseKind | undefined,
> {
  /** Stable name of the call; the client function and the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /** The spec's path with `{name}` parameters, e.g. `/v0.1/Users/{userId}`. */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** Longer notes for the OpenAPI document: what a call does beyond the spec, and why. */
  readonly description?: string;
  /** Grouping in the OpenAPI document (the resource folder). */
  readonly tag: string;
  readonly auth: AuthMode;
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  readonly response: TResponse;
  /** Success status; 200 unless stated. */
  readonly status?: 200 | 201 | 202 | 204;
  /** How the success body is encoded; `json` unless stated. */
  readonly responseKind?: TKind;
}

/** Declares an endpoint, keeping its literal types so the client and server are typed from it. */
export function defineEndpoint<
  const TParams extends z.ZodType | undefined = undefined,
  const TQuery extends z.ZodType | undefined = undefined,
  const TBody extends z.ZodType | undefined = undefined,
  const TResponse extends z.ZodType = z.ZodType,
  const TKind extends ResponseKind | undefined = undefined,
>(
  endpoint: Endpoint<TParams, TQuery, TBody, TResponse, TKind>,
): Endpoint<TParams, TQuery, TBody, TResponse, TKind> {
  return endpoint;
}

type Defined<T> = Exclude<T, undefined>;

type InputPart<TKey extends string, TSchema> = [Defined<TSchema>] extends [never]
  ? { [K in TKey]?: never }
  : Defined<TSchema> extends z.ZodType
    ? undefined extends z.input<Defined<TSchema>>
      ? { [K in TKey]?: z.input<Defined<TSchema>> }
      : Record<never, never> extends z.input<Defined<TSchema>>
        ? { [K in TKey]?: z.input<Defined<TSchema>> }
        : { [K in TKey]: z.input<Defined<TSchema>> }
    : { [K in TKey]?: never };

type OutputPart<TSchema, TEmpty> = [Defined<TSchema>] extends [never]
  ? TEmpty
  : Defined<TSchema> extends z.ZodType
    ? z.output<Defined<TSchema>>
    : TEmpty;

/** What a caller passes to an endpoint: its path parameters, query and body, each where it has one. */
export type EndpointInput<E extends Endpoint> = InputPart<'params', E['params']> &
  InputPart<'query', E['query']> &
  InputPart<'body', E['body']>;

/** The parsed (server-side) form of an endpoint's inputs. */
export interface ParsedInput<E extends Endpoint> {
  params: OutputPart<E['params'], Record<string, never>>;
  query: OutputPart<E['query'], Record<string, never>>;
  body: OutputPart<E['body'], undefined>;
}

/** The body a successful call returns. */
export type EndpointResponse<E extends Endpoint> =
  IsFileKind<E['responseKind']> extends true ? FileResponse : z.output<E['response']>;

/** Whether an endpoint's declared response kind is exactly 'file' (absent means 'json'). */
type IsFileKind<TKind> = [Exclude<TKind, undefined>] extends [never]
  ? false
  : [Exclude<TKind, undefined>] extends ['file']
    ? true
    : false;

/** A successful call that returns a file: its bytes, type and the name from content-disposition. */
export interface FileResponse {
  blob: Blob;
  contentType: string;
  fileName: string | null;
}

/** Fills the `{name}` parameters of a path; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter ${name} for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's `{name}` parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}
