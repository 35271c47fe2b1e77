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
import { NO_BACKGROUND_FETCH } from '../../react/cache';
import { useApiClient } from '../../react/client-context';
import {
  createGlobalNotification,
  deleteNotification,
  dismissNotifications,
  getGlobalNotifications,
  getNotifications,
  markNotificationsRead,
} from './endpoints';
import type { CreateGlobalNotificationRequest, NotificationList } from './schemas';

type List = z.infer<typeof NotificationList>;

/** Query keys of notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  mine: () => [...notificationKeys.all, 'mine'] as const,
  global: () => [...notificationKeys.all, 'global'] as const,
};

/** The caller's notifications: no retry, no refetch on focus, no polling (foundation §2.11). */
export function notificationsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.mine(),
    queryFn: ({ signal }) => client.call(getNotifications, {}, { signal }),
    ...NO_BACKGROUND_FETCH,
  });
}

/** The list with the given ids marked Read (Dismissed ones stay dismissed). */
export function withRead(list: List, ids: readonly string[]): List {
  const set = new Set(ids);
  return {
    Items: list.Items.map((n) =>
      set.has(n.Id) && n.Status === 'Unread' ? { ...n, Status: 'Read' as const } : n,
    ),
  };
}

/** The list without the dismissed ids. */
export function withoutDismissed(list: List, ids: readonly string[]): List {
  const set = new Set(ids);
  return { Items: list.Items.filter((n) => !set.has(n.Id)) };
}

/** The caller's notifications. */
export function useNotifications() {
  return useQuery(notificationsQuery(useApiClient()));
}

/**
 * Marks notifications read: the cache changes at once; if the call fails the list is refetched
 * (foundation §2.11). An empty list makes no call.
 */
export function useMarkNotificationsRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      if (ids.length) await client.call(markNotificationsRead, { body: [...ids] });
    },
    onMutate: (ids) => {
      queryClient.setQueryData<List>(notificationKeys.mine(), (list) =>
        list ? withRead(list, ids) : list,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.mine() }),
  });
}

/**
 * Dismisses notifications optimistically; on failure the previous list comes back, then the list
 * is refreshed either way (foundation §4). An empty list makes no call.
 */
export function useDismissNotifications() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      if (ids.length) await client.call(dismissNotifications, { body: [...ids] });
    },
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.mine() });
      const previous = queryClient.getQueryData<List>(notificationKeys.mine());
      if (previous)
        queryClient.setQueryData<List>(notificationKeys.mine(), withoutDismissed(previous, ids));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.mine(), context.previous);
    },
    onSettled: (_data, _error, ids) =>
      ids.length ? queryClient.invalidateQueries({ queryKey: notificationKeys.mine() }) : undefined,
  });
}

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
