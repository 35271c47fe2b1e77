import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { FIVE_MINUTES } from '../../react/cache';
import { useApiClient } from '../../react/client-context';
import { changePassword, getApiKey, getCurrentUser, logout, updateUser } from './endpoints';
import type { ChangePasswordRequest, UpdateUserRequest } from './schemas';

/** Query keys of the account resource, from general to specific. */
export const accountKeys = {
  all: ['account'] as const,
  currentUser: () => [...accountKeys.all, 'current-user'] as const,
  apiKey: () => [...accountKeys.all, 'api-key'] as const,
};

/** The signed-in user, cached 5 minutes (foundation §3.1). */
export function currentUserQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.currentUser(),
    queryFn: ({ signal }) => client.call(getCurrentUser, {}, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** A freshly issued API key: fetched when the dialog opens, never reused from the cache. */
export function apiKeyQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.apiKey(),
    queryFn: ({ signal }) => client.call(getApiKey, {}, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The signed-in user. */
export function useCurrentUser() {
  return useQuery(currentUserQuery(useApiClient()));
}

/** Issues an API key while mounted (the API key dialog). */
export function useApiKey() {
  return useQuery(apiKeyQuery(useApiClient()));
}

/** Logs out; the answer says whether an impersonation ended (then the page reloads). */
export function useLogout() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.call(logout, {}) });
}

/** Changes the password. */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ChangePasswordRequest>) =>
      client.call(changePassword, { body }),
  });
}

/** Updates a profile and refreshes the current user. */
export function useUpdateUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; body: z.input<typeof UpdateUserRequest> }) =>
      client.call(updateUser, { params: { userId: input.userId }, body: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
