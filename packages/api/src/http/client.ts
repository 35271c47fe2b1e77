import type { z } from 'zod';
import {
  fillPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type FileResponse,
} from './endpoint';

export type { FileResponse } from './endpoint';
import { HttpError, RequestAbortedError } from './errors';
import { toQueryString } from './query';

/** How the client reaches the server. */
export interface ClientOptions {
  /** Origin and prefix before the endpoint paths; '' for the page's own origin. */
  baseUrl?: string;
  /** The fetch to use (tests and server-side callers pass their own). */
  fetch?: typeof fetch;
  /** Headers sent with every call (an API key, for machine callers). */
  headers?: Record<string, string>;
}

/** Options of one call. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Use "Server Error" for a 500 instead of the standard text (some calls do, foundation §8). */
  serverErrorMessage?: string;
}

/**
 * Calls one endpoint: fills the path, writes the query, sends the body as JSON with the session
 * cookie, and returns the parsed response, or throws HttpError / RequestAbortedError.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions & ClientOptions = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = `${options.baseUrl ?? ''}${fillPath(endpoint.path, params)}${toQueryString(query)}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    credentials: 'same-origin',
    signal: options.signal ?? null,
  };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, init);
  } catch (error) {
    if (options.signal?.aborted || isAbortError(error)) throw new RequestAbortedError();
    throw error;
  }

  if (!response.ok) {
    const errorBody = await readBody(response).catch(() => null);
    throw new HttpError(url, response.status, response.statusText, errorBody, {
      ...(options.serverErrorMessage ? { serverErrorMessage: options.serverErrorMessage } : {}),
    });
  }
  try {
    return (await readSuccess(endpoint, response)) as EndpointResponse<E>;
  } catch (error) {
    if (options.signal?.aborted || isAbortError(error)) throw new RequestAbortedError();
    throw error;
  }
}

/** A client bound to a base URL and fetch: `client.call(endpoint, input, { signal })`. */
export function createClient(options: ClientOptions = {}) {
  return {
    call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, callOptions: CallOptions = {}) {
      return callEndpoint(endpoint, input, { ...options, ...callOptions });
    },
  };
}

/** A bound client. */
export type ApiClient = ReturnType<typeof createClient>;

async function readSuccess(endpoint: Endpoint, response: Response): Promise<unknown> {
  switch (endpoint.responseKind ?? 'json') {
    case 'none':
      return undefined;
    case 'html':
    case 'text':
      return response.text();
    case 'file': {
      const disposition = response.headers.get('content-disposition') ?? '';
      return {
        blob: await response.blob(),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        fileName: fileNameFromDisposition(disposition),
      } satisfies FileResponse;
    }
    case 'json': {
      if (response.status === 204) return undefined;
      const data: unknown = await response.json();
      return (endpoint.response as z.ZodType).parse(data);
    }
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The file name of a content-disposition header (RFC 6266 `filename*` preferred). */
export function fileNameFromDisposition(header: string): string | null {
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return extended[1].trim();
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() ?? null;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
