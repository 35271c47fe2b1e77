import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import type { Endpoint } from '../../http/endpoint';
import {
  accountKeys,
  changeLanguageMutation,
  createApiKeyMutation,
  revokeApiKeyMutation,
} from './queries';
import type { ApiKeyList, CurrentUser } from './schemas';

const KEYS: z.output<typeof ApiKeyList> = {
  Items: [
    {
      Id: '00000000-0000-4000-8000-000000000001',
      Label: 'North fence logger',
      Prefix: 'aq_Ab3dE',
      CreatedAt: '2026-11-01T09:00:00.000Z',
      LastUsedAt: '2026-11-02T08:59:00.000Z',
    },
    {
      Id: '00000000-0000-4000-8000-000000000002',
      Label: 'Spare',
      Prefix: 'aq_Zz9yX',
      CreatedAt: '2026-10-01T09:00:00.000Z',
      LastUsedAt: null,
    },
  ],
};

const USER: z.output<typeof CurrentUser> = {
  Id: '00000000-0000-4000-8000-00000000aaaa',
  Username: 'manager',
  FullName: 'Alex Morgan',
  PreferredName: null,
  OrganisationName: 'Demo Environmental',
  EmailAddress: 'manager@demo.example',
  PhoneNumber: null,
  JobTitle: 'Project manager',
  Locale: 'pt-BR',
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

/** Runs a mutation as a mounted component holds it. */
function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
) {
  const observer = new MutationObserver(queryClient, options);
  observer.subscribe(() => undefined);
  return observer.mutate(variables);
}

describe('creating an API key', () => {
  it('sends the label, hands the key to the caller once and never caches it', async () => {
    const created = { ...KEYS.Items[1], Label: 'Logger', ApiKey: 'aq_secret-key-value' };
    const { client, calls } = fakeClient(() => created);
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountKeys.apiKeys(), KEYS);
    const answer = await run(queryClient, createApiKeyMutation(client, queryClient), {
      Label: 'Logger',
    });
    expect(calls).toEqual([{ id: 'createApiKey', input: { body: { Label: 'Logger' } } }]);
    expect(answer.ApiKey).toBe('aq_secret-key-value');
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('aq_secret-key-value');
    // The list is marked stale, so the dialog shows the new key's row from the server.
    expect(queryClient.getQueryState(accountKeys.apiKeys())?.isInvalidated).toBe(true);
  });
});

describe('revoking an API key', () => {
  it('calls the revoke call with the id and takes the key out of the cached list at once', async () => {
    const { client, calls } = fakeClient(() => undefined);
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountKeys.apiKeys(), KEYS);
    await run(queryClient, revokeApiKeyMutation(client, queryClient), KEYS.Items[0]?.Id ?? '');
    expect(calls).toEqual([
      { id: 'revokeApiKey', input: { params: { apiKeyId: KEYS.Items[0]?.Id } } },
    ]);
    const list = queryClient.getQueryData<typeof KEYS>(accountKeys.apiKeys());
    expect(list?.Items.map((key) => key.Label)).toEqual(['Spare']);
  });

  it('given the server refuses, keeps the list as it was', async () => {
    const { client } = fakeClient(() => {
      throw new Error('Not Found');
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountKeys.apiKeys(), KEYS);
    const failure = await run(
      queryClient,
      revokeApiKeyMutation(client, queryClient),
      KEYS.Items[0]?.Id ?? '',
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(queryClient.getQueryData(accountKeys.apiKeys())).toEqual(KEYS);
  });
});

describe('changing the language', () => {
  it('sends the language and keeps the answer as the current user', async () => {
    const { client, calls } = fakeClient(() => USER);
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountKeys.currentUser(), { ...USER, Locale: 'en' });
    await run(queryClient, changeLanguageMutation(client, queryClient), 'pt');
    expect(calls).toEqual([{ id: 'changeLanguage', input: { body: { Language: 'pt' } } }]);
    expect(queryClient.getQueryData(accountKeys.currentUser())).toEqual(USER);
  });
});
