import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../http/client';
import type { Endpoint } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { createGlobalNotificationMutation, isRetryableNotificationFailure } from './admin-queries';
import { notificationKeys } from './queries';

const BODY = {
  Title: 'Planned maintenance',
  Message: JSON.stringify({ Version: '1.0', Tokens: [{ Type: 'Text', Text: 'Tonight' }] }),
  Type: 'GlobalAnnouncement',
  CreatedAt: '2026-11-26T10:00:00.000Z',
};

/** A client whose create call answers with the next outcome (an Error is thrown); counts calls. */
function scriptedClient(outcomes: unknown[]) {
  const calls: string[] = [];
  const client = {
    call: async (endpoint: Endpoint) => {
      calls.push(endpoint.id);
      const next = outcomes.shift();
      if (next instanceof Error) throw next;
      return next ?? { Id: 'new' };
    },
  } as unknown as ApiClient;
  return { client, calls };
}

/** Runs the create mutation as TanStack Query does, with no delay between tries. */
async function create(outcomes: unknown[]) {
  const { client, calls } = scriptedClient(outcomes);
  const queryClient = new QueryClient();
  const observer = new MutationObserver(queryClient, {
    ...createGlobalNotificationMutation(client, queryClient),
    retryDelay: 0,
  });
  const result = await observer.mutate(BODY).then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );
  return { calls, ...result };
}

const serverError = () =>
  new HttpError('/v0.1/notifications/global', 503, 'Service Unavailable', null);
const refused = () =>
  new HttpError('/v0.1/notifications/global', 400, 'Bad Request', {
    Messages: ['Links must start with http'],
  });

describe('creating a global notification (spec 03 §8: creation retries twice)', () => {
  it('given a network failure and a 5xx, tries again and succeeds on the third call', async () => {
    const { calls, value, error } = await create([new TypeError('fetch failed'), serverError()]);
    expect(error).toBeNull();
    expect(value).toEqual({ Id: 'new' });
    expect(calls).toEqual([
      'createGlobalNotification',
      'createGlobalNotification',
      'createGlobalNotification',
    ]);
  });

  it('given three 5xx answers, stops after the second retry and reports the last failure', async () => {
    const last = serverError();
    const { calls, error } = await create([serverError(), serverError(), last]);
    expect(calls).toHaveLength(3);
    expect(error).toBe(last);
  });

  it('given a 400, does not try again', async () => {
    const { calls, error } = await create([refused()]);
    expect(calls).toHaveLength(1);
    expect((error as HttpError).status).toBe(400);
  });

  it('classifies failures: 4xx are final, 5xx and network failures are retried', () => {
    expect(isRetryableNotificationFailure(new HttpError('/x', 403, 'Forbidden', null))).toBe(false);
    expect(isRetryableNotificationFailure(new HttpError('/x', 499, 'Client Closed', null))).toBe(
      false,
    );
    expect(isRetryableNotificationFailure(new HttpError('/x', 500, 'Server Error', null))).toBe(
      true,
    );
    expect(isRetryableNotificationFailure(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('keys the administration list under the notifications prefix, apart from the bell', () => {
    expect(notificationKeys.global()).toEqual(['notifications', 'global']);
    expect(notificationKeys.mine()).toEqual(['notifications', 'mine']);
  });
});
