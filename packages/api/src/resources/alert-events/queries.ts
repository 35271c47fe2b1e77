import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { listAlertEvents, updateAlertEvent } from './endpoints';
import type { UpdateAlertEventRequest } from './schemas';
import type { z } from 'zod';

/** The alert whose events are listed: an event rule (id text) or a contribution alert config. */
export type AlertEventsOf = { eventRuleId: string } | { alertConfigId: number };

/** Query keys of alert event histories, from general to specific. */
export const alertEventKeys = {
  all: ['alert-events'] as const,
  /** Every page size of one alert's history (prefix: what a status change refreshes). */
  alert: (of: AlertEventsOf) =>
    [
      ...alertEventKeys.all,
      'eventRuleId' in of ? { eventRuleId: of.eventRuleId } : { alertConfigId: of.alertConfigId },
    ] as const,
  list: (of: AlertEventsOf, limit: number) => [...alertEventKeys.alert(of), limit] as const,
};

/** An alert's event history, newest first, page after page (PageToken.Next passed back as Token). */
export function alertEventsQuery(client: ApiClient, of: AlertEventsOf, limit = 50) {
  return infiniteQueryOptions({
    queryKey: alertEventKeys.list(of, limit),
    queryFn: ({ pageParam, signal }) =>
      client.call(
        listAlertEvents,
        {
          query: {
            ...('eventRuleId' in of
              ? { EventRuleId: of.eventRuleId }
              : { AlertConfigId: of.alertConfigId }),
            ...(pageParam ? { Token: pageParam } : {}),
            Limit: limit,
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.PageToken.Next,
  });
}

/** An alert's event history; idle without an alert (null) or when `enabled` is false. */
export function useAlertEvents(
  of: AlertEventsOf | null,
  { limit = 50, enabled = true }: { limit?: number; enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    ...alertEventsQuery(useApiClient(), of ?? { eventRuleId: '' }, limit),
    enabled: of !== null && enabled,
  });
}

/**
 * Moves an event to UnderReview or Resolved; the history of its alert refreshes. Pass the alert
 * (`of`) so the right history is refreshed.
 */
export function useUpdateAlertEvent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      of: AlertEventsOf;
      eventId: number;
      body: z.input<typeof UpdateAlertEventRequest>;
    }) => client.call(updateAlertEvent, { params: { eventId: input.eventId }, body: input.body }),
    onSuccess: (_event, { of }) =>
      queryClient.invalidateQueries({ queryKey: alertEventKeys.alert(of) }),
  });
}
