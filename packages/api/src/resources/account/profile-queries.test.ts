import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import type { Endpoint } from '../../http/endpoint';
import {
  accountKeys,
  changeCultureMutation,
  checkUserVerificationMutation,
  deleteUserMutation,
  requestUserVerificationMutation,
} from './queries';
import type { CurrentUser } from './schemas';

// Issue 19: the profile screen's calls (the culture change, the user's own verification, deletion).

const USER: z.output<typeof CurrentUser> = {
  Id: '00000000-0000-4000-8000-00000000aaaa',
  Username: 'manager',
  FullName: 'Alex Morgan',
  PreferredName: null,
  OrganisationName: 'Demo Environmental',
  EmailAddress: 'manager@demo.example',
  PhoneNumber: null,
  JobTitle: 'Project manager',
  Locale: 'en',
  Permissions: ['View_Data'],
  ImpersonatedBy: null,
};

function fakeClient(answer: (endpoint: Endpoint, input: unknown) => unknown) {
  const calls: Array<{ id: string; path: string; input: unknown }> = [];
  const client = {
    call: async (endpoint: Endpoint, input: unknown) => {
      calls.push({ id: endpoint.id, path: endpoint.path, input });
      return answer(endpoint, input);
    },
  } as unknown as ApiClient;
  return { client, calls };
}

function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
) {
  const observer = new MutationObserver(queryClient, options);
  observer.subscribe(() => undefined);
  return observer.mutate(variables);
}

describe('the culture change', () => {
  it('posts the locale in the path, without a body, and the cached user takes the answer’s Locale', async () => {
    const { client, calls } = fakeClient(() => ({ Locale: 'pt-BR' }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountKeys.currentUser(), USER);
    await run(queryClient, changeCultureMutation(client, queryClient), 'pt-BR');
    expect(calls).toEqual([
      {
        id: 'changeCulture',
        path: '/v0.1/culture/{locale}',
        input: { params: { locale: 'pt-BR' } },
      },
    ]);
    expect(queryClient.getQueryData(accountKeys.currentUser())).toEqual({
      ...USER,
      Locale: 'pt-BR',
    });
  });

  it('leaves an empty cache empty', async () => {
    const { client } = fakeClient(() => ({ Locale: 'fr' }));
    const queryClient = new QueryClient();
    await run(queryClient, changeCultureMutation(client, queryClient), 'fr');
    expect(queryClient.getQueryData(accountKeys.currentUser())).toBeUndefined();
  });
});

describe('verifying the user’s own e-mail or phone', () => {
  it('sends the attempt and the check to the user target of the channel', async () => {
    const { client, calls } = fakeClient(() => ({}));
    const queryClient = new QueryClient();
    await run(queryClient, requestUserVerificationMutation(client), {
      channel: 'phone',
      body: { PhoneNumber: '+12015550123' },
    });
    await run(queryClient, checkUserVerificationMutation(client), {
      channel: 'email',
      code: '482913',
    });
    expect(calls).toEqual([
      {
        id: 'requestVerification',
        path: '/v0.1/verification/{target}/{channel}',
        input: {
          params: { target: 'user', channel: 'phone' },
          body: { PhoneNumber: '+12015550123' },
        },
      },
      {
        id: 'checkVerification',
        path: '/v0.1/verification/{target}/{channel}/check',
        input: {
          params: { target: 'user', channel: 'email' },
          body: { VerificationCode: '482913' },
        },
      },
    ]);
  });
});

describe('deleting a user', () => {
  it('sends the user’s id', async () => {
    const { client, calls } = fakeClient(() => ({}));
    await run(new QueryClient(), deleteUserMutation(client), USER.Id);
    expect(calls).toEqual([
      { id: 'deleteUser', path: '/v0.1/Users/{userId}', input: { params: { userId: USER.Id } } },
    ]);
  });
});
