import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { ApiClient } from '../http/client';
import type { Endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { accountKeys } from '../resources/account/queries';
import type { CurrentUser } from '../resources/account/schemas';
import { signInMutation } from './sign-in';

const USER: z.output<typeof CurrentUser> = {
  Id: '00000000-0000-4000-8000-00000000aaaa',
  Username: 'manager',
  FullName: 'Alex Morgan',
  PreferredName: null,
  OrganisationName: 'Demo Environmental',
  EmailAddress: 'manager@demo.example',
  PhoneNumber: null,
  JobTitle: 'Project manager',
  Locale: 'fr-CA',
  Permissions: ['View_Data'],
  ImpersonatedBy: null,
};

/** A client answering from a function of the endpoint and input, recording the calls. */
function fakeClient(answer: (endpoint: Endpoint, input: unknown) => unknown) {
  const calls: Array<{ id: string; input: unknown }> = [];
  const client = {
    call: async (endpoint: Endpoint, input: unknown) => {
      calls.push({ id: endpoint.id, input });
      return answer(endpoint, input);
    },
  } as unknown as ApiClient;
  return { client, calls };
}

/** A query client holding the previous session's data. */
function cacheWithPreviousUser(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(accountKeys.currentUser(), { ...USER, Username: 'previous' });
  queryClient.setQueryData(['projects', 'details', 'p1'], { Name: 'Previous user’s project' });
  return queryClient;
}

/** The sign-in mutation as a mounted page holds it (subscribed, as useMutation is). */
function signInOn(client: ApiClient, queryClient: QueryClient) {
  const observer = new MutationObserver(queryClient, signInMutation(client, queryClient));
  observer.subscribe(() => undefined);
  return observer;
}

describe('signing in', () => {
  it('sends the username and password to the login call', async () => {
    const { client, calls } = fakeClient(() => ({ User: USER }));
    const queryClient = new QueryClient();
    await signInOn(client, queryClient).mutate({
      Username: 'manager',
      Password: 'secret',
    });
    expect(calls).toEqual([
      { id: 'login', input: { body: { Username: 'manager', Password: 'secret' } } },
    ]);
  });

  it('sends the language chosen on the sign-in page with the credentials, to be stored', async () => {
    const { client, calls } = fakeClient(() => ({ User: { ...USER, Locale: 'fr-CA' } }));
    const queryClient = new QueryClient();
    const answer = await signInOn(client, queryClient).mutate({
      Username: 'manager',
      Password: 'secret',
      Language: 'fr',
    });
    expect(calls[0]?.input).toEqual({
      body: { Username: 'manager', Password: 'secret', Language: 'fr' },
    });
    expect(answer.User.Locale).toBe('fr-CA');
  });

  it('given a previous session’s cache, when sign-in succeeds, keeps only the user', async () => {
    const { client } = fakeClient(() => ({ User: USER }));
    const queryClient = cacheWithPreviousUser();
    await signInOn(client, queryClient).mutate({
      Username: 'manager',
      Password: 'secret',
    });
    expect(queryClient.getQueryData(accountKeys.currentUser())).toEqual(USER);
    expect(queryClient.getQueryData(['projects', 'details', 'p1'])).toBeUndefined();
  });

  it('still tells the page it succeeded, with the user, after the cache was dropped', async () => {
    const { client } = fakeClient(() => ({ User: USER }));
    const queryClient = cacheWithPreviousUser();
    const signedIn: string[] = [];
    await signInOn(client, queryClient).mutate(
      { Username: 'manager', Password: 'secret' },
      { onSuccess: ({ User }) => signedIn.push(User.Locale) },
    );
    // The observer calls back after the batched notification of the mutation's new state.
    await vi.waitFor(() => expect(signedIn).toEqual(['fr-CA']));
  });

  it('given a wrong password, keeps the cache and reports the 401', async () => {
    const { client } = fakeClient(() => {
      throw new HttpError('/auth/login', 401, 'Unauthorized', null);
    });
    const queryClient = cacheWithPreviousUser();
    const failure = await signInOn(client, queryClient)
      .mutate({ Username: 'manager', Password: 'wrong' })
      .catch((error: unknown) => error);
    expect((failure as HttpError).status).toBe(401);
    expect(queryClient.getQueryData(['projects', 'details', 'p1'])).toEqual({
      Name: 'Previous user’s project',
    });
  });
});
