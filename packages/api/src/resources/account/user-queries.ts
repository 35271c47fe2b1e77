import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClient } from '../../react/client-context';
import { accountKeys } from './queries';
import { updateUser } from './user-endpoints';
import type { UpdateUserRequest } from './user-schemas';

// Apart from ./queries.ts (in every page's first download): the profile update brings the phone rules.

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
