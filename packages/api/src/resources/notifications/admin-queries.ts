import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { HttpError } from '../../http/errors';
import { useApiClient } from '../../react/client-context';
import { createGlobalNotification, deleteNotification, getGlobalNotifications } from './endpoints';
import { notificationKeys } from './queries';
import type { CreateGlobalNotificationRequest } from './schemas';

// The administration screen's calls, apart from the bell's (queries.ts): the bell is in every
// page's first download, and these bring the creation body's rules with them.

/** Every global notification, for the administration screen (Administration__Manage_Notifications). */
export function globalNotificationsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.global(),
    queryFn: ({ signal }) => client.call(getGlobalNotifications, {}, { signal }),
  });
}

/** Every global notification (administrators). */
export function useGlobalNotifications(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...globalNotificationsQuery(useApiClient()),
    enabled: options.enabled ?? true,
  });
}

/** How many times a failed creation is tried again (spec 03 §8: "creation retries twice"). */
export const CREATE_NOTIFICATION_RETRIES = 2;

/**
 * Whether a failed notification call is worth trying again: a network failure or a 5xx answer.
 * A 4xx is the server refusing the request (bad input, no permission): trying again changes nothing.
 */
export function isRetryableNotificationFailure(error: unknown): boolean {
  return !(error instanceof HttpError && error.status < 500);
}

/**
 * Creating a global notification: tried again up to twice after a network failure or a 5xx
 * (never after a 4xx); on success both lists refresh (the administration list and the bell).
 */
export function createGlobalNotificationMutation(client: ApiClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: z.input<typeof CreateGlobalNotificationRequest>) =>
      client.call(createGlobalNotification, { body }),
    retry: (failureCount: number, error: unknown) =>
      failureCount < CREATE_NOTIFICATION_RETRIES && isRetryableNotificationFailure(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  };
}

/** Creates a global notification for every user (see `createGlobalNotificationMutation`). */
export function useCreateGlobalNotification() {
  return useMutation(createGlobalNotificationMutation(useApiClient(), useQueryClient()));
}

/** Deletes a global notification for everyone; afterwards both lists refresh, success or not. */
export function deleteGlobalNotificationMutation(client: ApiClient, queryClient: QueryClient) {
  return {
    mutationFn: (notificationId: string) =>
      client.call(deleteNotification, { params: { notificationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  };
}

/** Deletes a global notification (administrators). */
export function useDeleteGlobalNotification() {
  return useMutation(deleteGlobalNotificationMutation(useApiClient(), useQueryClient()));
}
