import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEndpoint, fileNameFromDisposition } from './client';
import { defineEndpoint } from './endpoint';
import { HttpError, RequestAbortedError, describeError, toUserMessage } from './errors';
import { qArray, qBoolean, qInt } from './query';

const getThing = defineEndpoint({
  id: 'getThing',
  method: 'GET',
  path: '/v0.1/things/{thingId}',
  summary: 'a thing',
  tag: 'test',
  auth: 'session',
  params: z.object({ thingId: z.string() }),
  query: z.object({
    Limit: qInt().optional(),
    Ids: qArray(z.string()).optional(),
    Active: qBoolean().optional(),
  }),
  response: z.object({ Name: z.string() }),
});

const saveThing = defineEndpoint({
  id: 'saveThing',
  method: 'POST',
  path: '/v0.1/things',
  summary: 'save',
  tag: 'test',
  auth: 'session',
  body: z.object({ Name: z.string() }),
  response: z.object({ Id: z.string() }),
});

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeFetch(
  status: number,
  body: unknown,
  statusText = '',
  seen: Seen[] = [],
): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const text = typeof body === 'string' ? body : body === null ? '' : JSON.stringify(body);
    return new Response(text === '' ? null : text, { status, statusText });
  }) as typeof fetch;
}

async function failure(status: number, body: unknown, statusText = 'X'): Promise<HttpError> {
  try {
    await callEndpoint(
      getThing,
      { params: { thingId: 'a' } },
      { fetch: fakeFetch(status, body, statusText) },
    );
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('the typed client', () => {
  it('fills the path, writes the query (repeated arrays, booleans) and parses the response', async () => {
    const seen: Seen[] = [];
    const result = await callEndpoint(
      getThing,
      { params: { thingId: 'a/b' }, query: { Limit: 5, Ids: ['x', 'y'], Active: false } },
      { fetch: fakeFetch(200, { Name: 'ok' }, 'OK', seen), baseUrl: 'https://aq.example' },
    );
    expect(result).toEqual({ Name: 'ok' });
    expect(seen[0]?.url).toBe(
      'https://aq.example/v0.1/things/a%2Fb?Limit=5&Ids=x&Ids=y&Active=false',
    );
    expect(seen[0]?.init.method).toBe('GET');
  });

  it('sends a JSON body with its content type and the same-origin credentials', async () => {
    const seen: Seen[] = [];
    await callEndpoint(
      saveThing,
      { body: { Name: 'n' } },
      { fetch: fakeFetch(200, { Id: '1' }, 'OK', seen) },
    );
    expect(seen[0]?.init.body).toBe('{"Name":"n"}');
    expect((seen[0]?.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(seen[0]?.init.credentials).toBe('same-origin');
  });

  it('turns a cancelled call into "Request aborted"', async () => {
    const controller = new AbortController();
    const fetchThatAborts = (async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    }) as typeof fetch;
    const call = callEndpoint(
      getThing,
      { params: { thingId: 'a' } },
      { fetch: fetchThatAborts, signal: controller.signal },
    );
    await expect(call).rejects.toBeInstanceOf(RequestAbortedError);
    await expect(call).rejects.toThrow('Request aborted');
  });
});

describe('HttpError (foundation §8)', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])(
    'a %i carries the standard message "%s" with url, status, status text and body',
    async (status, message) => {
      const error = await failure(status, { Messages: ['m'] }, 'Text');
      expect(error.message).toBe(message);
      expect(error.status).toBe(status);
      expect(error.statusText).toBe('Text');
      expect(error.url).toBe('/v0.1/things/a');
      expect(error.body).toEqual({ Messages: ['m'] });
    },
  );

  it('gives "Generic Error: status; status text; body" for any other status', async () => {
    expect((await failure(418, 'short and stout', "I'm a teapot")).message).toBe(
      "Generic Error: 418; I'm a teapot; short and stout",
    );
    expect((await failure(409, { Messages: ['taken'] }, 'Conflict')).message).toBe(
      'Generic Error: 409; Conflict; {"Messages":["taken"]}',
    );
  });

  it('uses "Server Error" for a 500 where a call asks for it', async () => {
    const call = callEndpoint(
      getThing,
      { params: { thingId: 'a' } },
      { fetch: fakeFetch(500, null, 'Internal Server Error'), serverErrorMessage: 'Server Error' },
    );
    await expect(call).rejects.toThrow('Server Error');
  });
});

describe('toUserMessage (foundation §8)', () => {
  const action = 'saving the alert';
  it.each([
    ['Messages', { Messages: ['Name is required', 'Too long'] }, 'Name is required; Too long'],
    ['a Messages string', { Messages: 'Only one' }, 'Only one'],
    ['Message', { Message: 'Single message' }, 'Single message'],
    ['an Errors list', { Errors: ['First', 'Second'] }, 'First; Second'],
    [
      'a title with per-field errors',
      {
        title: 'One or more validation errors occurred.',
        errors: { Name: ['Required'], Email: ['Invalid', 'Taken'] },
      },
      'One or more validation errors occurred.; Name: Required; Email: Invalid; Email: Taken',
    ],
    ['per-field errors without a title', { Errors: { Name: ['Required'] } }, 'Name: Required'],
    ['no messages', { Other: 1 }, 'An error occurred while saving the alert. Please try again.'],
    ['a text body', 'plain', 'An error occurred while saving the alert. Please try again.'],
  ])('a 400 with %s reads "%s"', async (_label, body, expected) => {
    expect(toUserMessage(await failure(400, body), action)).toBe(expected);
  });

  it('a 409 uses the message lists too', async () => {
    expect(toUserMessage(await failure(409, { Messages: ['Already exists'] }), action)).toBe(
      'Already exists',
    );
    expect(toUserMessage(await failure(409, {}), action)).toBe(
      'An error occurred while saving the alert. Please try again.',
    );
  });

  it.each([
    [
      429,
      { Detail: 'Too many sign-in attempts. Please try again in 15 minutes.' },
      'Too many sign-in attempts. Please try again in 15 minutes.',
    ],
    [429, { detail: 'lower-case detail' }, 'lower-case detail'],
    [403, null, 'Access to this resource is forbidden.'],
    [404, null, 'The requested resource could not be found.'],
    [500, { Messages: ['ignored'] }, 'An internal server error occurred. Please try again.'],
    [502, null, 'An error occurred while saving the alert. Please try again.'],
  ])('a %i reads "%s"', async (status, body, expected) => {
    expect(toUserMessage(await failure(status, body), action)).toBe(expected);
  });

  it('an unknown error or a cancelled call reads as the generic message', () => {
    expect(toUserMessage(new Error('boom'), action)).toBe(
      'An error occurred while saving the alert. Please try again.',
    );
    expect(toUserMessage(new RequestAbortedError(), 'loading')).toBe(
      'An error occurred while loading. Please try again.',
    );
  });

  it('keeps the codes of rule failures so the dashboard can translate them', async () => {
    const error = await failure(400, {
      Messages: ['Full name is required'],
      Issues: [
        { Field: 'FullName', Code: 'profile.fullNameRequired', Message: 'Full name is required' },
      ],
    });
    expect(describeError(error)).toEqual({
      kind: 'server-messages',
      messages: ['Full name is required'],
      issues: [
        { Field: 'FullName', Code: 'profile.fullNameRequired', Message: 'Full name is required' },
      ],
    });
  });
});

describe('file names from content-disposition', () => {
  it.each([
    ['attachment; filename="data.csv"', 'data.csv'],
    ["attachment; filename*=UTF-8''caf%C3%A9%20report.csv", 'café report.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['inline', null],
  ])('%s gives %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});

describe('the per-call API', () => {
  // The dynamic import loads every endpoint of the contract: seconds on a loaded machine.
  it('has one typed function per call that fills the path and sends the body', async () => {
    const { createApi } = await import('./api');
    const seen: Seen[] = [];
    const api = createApi({ fetch: fakeFetch(200, { UserImpersonated: false }, 'OK', seen) });
    const result = await api.logout({});
    expect(result).toEqual({ UserImpersonated: false });
    expect(seen[0]?.url).toBe('/v0.1/logout');
    expect(seen[0]?.init.method).toBe('POST');
    expect(typeof api.getProjectSummaries).toBe('function');
    expect(typeof api.ingestInstrumentData).toBe('function');
    expect(Object.keys(api)).toHaveLength(166);
  }, 30_000);
});
