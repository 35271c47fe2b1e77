import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { listOutbox } from './endpoints';
import type { OutboxChannel, OutboxStatus } from './schemas';

/** Which messages an outbox list shows: a status and a channel (all when absent). */
export interface OutboxFilter {
  status?: z.output<typeof OutboxStatus>;
  channel?: z.output<typeof OutboxChannel>;
}

/** Rows per page of the outbox screen. */
export const OUTBOX_PAGE_SIZE = 50;

/** Query keys of the outbox, from general to specific. */
export const outboxKeys = {
  all: ['outbox'] as const,
  lists: () => [...outboxKeys.all, 'list'] as const,
  list: (filter: OutboxFilter) => [...outboxKeys.lists(), filter] as const,
};

/** The outbox as an infinite query over PageToken.Next, newest first. */
export function outboxQuery(client: ApiClient, filter: OutboxFilter = {}) {
  return infiniteQueryOptions({
    queryKey: outboxKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      client.call(
        listOutbox,
        {
          query: {
            ...(filter.status ? { Status: filter.status } : {}),
            ...(filter.channel ? { Channel: filter.channel } : {}),
            ...(pageParam ? { Token: pageParam } : {}),
            Limit: OUTBOX_PAGE_SIZE,
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.PageToken.Next,
  });
}

/**
 * The delivery outbox (administrators): `data.pages` (each with the summary and whether e-mail and
 * SMS are configured), `fetchNextPage()`, `hasNextPage`.
 */
export function useOutbox(filter: OutboxFilter = {}) {
  return useInfiniteQuery(outboxQuery(useApiClient(), filter));
}
