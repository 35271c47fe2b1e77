import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { FIVE_MINUTES } from '../../react/cache';
import { useApiClient } from '../../react/client-context';
import {
  changeCulture,
  changeLanguage,
  changePassword,
  checkVerification,
  createApiKey,
  deleteUser,
  getCurrentUser,
  listApiKeys,
  logout,
  requestVerification,
  revokeApiKey,
} from './endpoints';
import type {
  ApiKeyList,
  ChangePasswordRequest,
  CreateApiKeyRequest,
  CultureParams,
  CurrentUser,
  UiLanguage,
  VerificationAttemptRequest,
  VerificationChannel,
} from './schemas';

/** Query keys of the account resource, from general to specific. */
export const accountKeys = {
  all: ['account'] as const,
  currentUser: () => [...accountKeys.all, 'current-user'] as const,
  apiKeys: () => [...accountKeys.all, 'api-keys'] as const,
};

/** The signed-in user, cached 5 minutes (foundation §3.1). */
export function currentUserQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.currentUser(),
    queryFn: ({ signal }) => client.call(getCurrentUser, {}, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

/**
 * The signed-in user's API keys (labels and prefixes only), read afresh whenever the dialog opens:
 * a key may have been used or revoked elsewhere since.
 */
export function apiKeysQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.apiKeys(),
    queryFn: ({ signal }) => client.call(listApiKeys, {}, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The signed-in user. */
export function useCurrentUser() {
  return useQuery(currentUserQuery(useApiClient()));
}

/** The signed-in user's API keys (the API key dialog). */
export function useApiKeys() {
  return useQuery(apiKeysQuery(useApiClient()));
}

/**
 * Creates a labelled API key. The answer holds the key, shown once: it lives only in the
 * mutation's result, never in the query cache, and the list is refreshed without it.
 */
export function createApiKeyMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (body: z.input<typeof CreateApiKeyRequest>) => client.call(createApiKey, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.apiKeys() }),
  });
}

/** Creates a labelled API key (see `createApiKeyMutation`). */
export function useCreateApiKey() {
  return useMutation(createApiKeyMutation(useApiClient(), useQueryClient()));
}

/** Revokes one of the user's API keys; it leaves the cached list at once, which is then refreshed. */
export function revokeApiKeyMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (apiKeyId: string) => client.call(revokeApiKey, { params: { apiKeyId } }),
    onSuccess: (_answer: unknown, apiKeyId: string) => {
      queryClient.setQueryData<z.output<typeof ApiKeyList>>(accountKeys.apiKeys(), (list) =>
        list ? { Items: list.Items.filter((key) => key.Id !== apiKeyId) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: accountKeys.apiKeys() });
    },
  });
}

/** Revokes one of the user's API keys (see `revokeApiKeyMutation`). */
export function useRevokeApiKey() {
  return useMutation(revokeApiKeyMutation(useApiClient(), useQueryClient()));
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

/** Stores a UI language as the signed-in user's Locale; the answer replaces the cached user. */
export function changeLanguageMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (language: UiLanguage) =>
      client.call(changeLanguage, { body: { Language: language } }),
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.currentUser(), user);
    },
  });
}

/** Stores a UI language as the signed-in user's Locale (see `changeLanguageMutation`). */
export function useChangeLanguage() {
  return useMutation(changeLanguageMutation(useApiClient(), useQueryClient()));
}

/** What a verification of the user's own e-mail or phone sends: the channel and the new value. */
export interface UserVerificationAttempt {
  channel: z.output<typeof VerificationChannel>;
  body: z.input<typeof VerificationAttemptRequest>;
}

/**
 * Sends a verification code to a new e-mail address or phone number of the signed-in user
 * (POST /v0.1/verification/user/{channel}); the answer says when a resend is allowed.
 */
export function requestUserVerificationMutation(client: ApiClient) {
  return mutationOptions({
    mutationFn: ({ channel, body }: UserVerificationAttempt) =>
      client.call(requestVerification, { params: { target: 'user', channel }, body }),
  });
}

/** Sends a verification code for the user's own e-mail or phone (see `requestUserVerificationMutation`). */
export function useRequestUserVerification() {
  return useMutation(requestUserVerificationMutation(useApiClient()));
}

/** Checks the code sent for the user's own e-mail or phone (POST .../user/{channel}/check). */
export function checkUserVerificationMutation(client: ApiClient) {
  return mutationOptions({
    mutationFn: ({
      channel,
      code,
    }: {
      channel: z.output<typeof VerificationChannel>;
      code: string;
    }) =>
      client.call(checkVerification, {
        params: { target: 'user', channel },
        body: { VerificationCode: code },
      }),
  });
}

/** Checks a verification code of the user's own e-mail or phone (see `checkUserVerificationMutation`). */
export function useCheckUserVerification() {
  return useMutation(checkUserVerificationMutation(useApiClient()));
}

/**
 * Deletes a user (the profile's Delete account: the user's own). Nothing is invalidated: after
 * deleting one's own account the session is gone, and the screen clears the cache as it signs out.
 */
export function deleteUserMutation(client: ApiClient) {
  return mutationOptions({
    mutationFn: (userId: string) => client.call(deleteUser, { params: { userId } }),
  });
}

/** Deletes a user (see `deleteUserMutation`). */
export function useDeleteUser() {
  return useMutation(deleteUserMutation(useApiClient()));
}

/**
 * The profile's culture change: stores a locale as the signed-in user's Locale (and the server's
 * `aq_culture` cookie); the cached user takes the new Locale.
 */
export function changeCultureMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (locale: z.input<typeof CultureParams>['locale']) =>
      client.call(changeCulture, { params: { locale } }),
    onSuccess: ({ Locale }) => {
      queryClient.setQueryData<z.output<typeof CurrentUser>>(accountKeys.currentUser(), (user) =>
        user ? { ...user, Locale } : user,
      );
    },
  });
}

/** Stores a locale as the signed-in user's Locale (see `changeCultureMutation`). */
export function useChangeCulture() {
  return useMutation(changeCultureMutation(useApiClient(), useQueryClient()));
}
