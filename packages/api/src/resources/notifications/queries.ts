import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { NO_BACKGROUND_FETCH } from '../../react/cache';
import { useApiClient } from '../../react/client-context';
import { dismissNotifications, getNotifications, markNotificationsRead } from './endpoints';
import type { NotificationList } from './schemas';

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
