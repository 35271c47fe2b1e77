import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../http/client';
import { login } from '../resources/account/endpoints';
import { accountKeys } from '../resources/account/queries';
import type { LoginRequest } from '../resources/account/schemas';
import { useApiClient } from './client-context';

/**
 * Signs in. The cache of the previous session is dropped (another user's data must never show)
 * and the signed-in user fills the current-user query, so the first screen needs no second call.
 */
export function signInMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (body: z.input<typeof LoginRequest>) => client.call(login, { body }),
    onSuccess: ({ User }) => {
      queryClient.clear();
      queryClient.setQueryData(accountKeys.currentUser(), User);
    },
  });
}

/** Signs in with a username (or e-mail address) and password (the sign-in page). */
export function useSignIn() {
  return useMutation(signInMutation(useApiClient(), useQueryClient()));
}
