import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createClient } from '../http/client';
import { HttpError } from '../http/errors';
import { staticTextKeys, staticTextQuery } from './static-text';

/** A client whose server answers every request with one status and body, recording the requests. */
function serving(status: number, body: string) {
  const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
  const client = createClient({
    fetch: async (input, init) => {
      requests.push({ url: String(input), init });
      return new Response(body, { status, headers: { 'content-type': 'text/plain' } });
    },
  });
  return { client, requests };
}

describe('static text files of the build', () => {
  it('are read as text from the page’s own origin with the session cookie', async () => {
    const { client, requests } = serving(200, 'MIT License\n<b>not parsed</b>');
    const text = await new QueryClient().fetchQuery(staticTextQuery(client, '/licenses.txt'));
    expect(text).toBe('MIT License\n<b>not parsed</b>');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/licenses.txt');
    expect(requests[0]?.init?.method).toBe('GET');
    expect(requests[0]?.init?.credentials).toBe('same-origin');
  });

  it('are read once per page and never retried, since only a new build changes them', () => {
    const { client } = serving(200, '');
    const options = staticTextQuery(client, '/eula.html');
    expect(options.staleTime).toBe(Infinity);
    expect(options.retry).toBe(false);
  });

  it('have one key per file under a common prefix', () => {
    const { client } = serving(200, '');
    expect(staticTextQuery(client, '/eula.html').queryKey).toEqual(['static-text', '/eula.html']);
    expect(staticTextKeys.file('/licenses.txt').slice(0, 1)).toEqual(staticTextKeys.all);
  });

  it('fail with the HTTP status when the file cannot be read', async () => {
    const { client } = serving(503, 'unavailable');
    const failure = await new QueryClient()
      .fetchQuery(staticTextQuery(client, '/eula.html'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(503);
  });
});
