import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import {
  createEventRule,
  deleteEventRule,
  getEventRule,
  listEventRules,
  updateEventRule,
} from './endpoints';
import type { CreateEventRuleRequest, EventRule, UpdateEventRuleRequest } from './schemas';

/**
 * Query keys of every alert (event rules and contribution alert configs share the root, so one
 * invalidation refreshes every alert list and page).
 */
export const alertKeys = {
  all: ['alerts'] as const,
  eventRuleLists: () => [...alertKeys.all, 'event-rules'] as const,
  eventRuleList: (projectId: string | undefined) =>
    [...alertKeys.eventRuleLists(), projectId ?? null] as const,
  eventRule: (eventRuleId: string) => [...alertKeys.all, 'event-rule', eventRuleId] as const,
  configLists: () => [...alertKeys.all, 'configs'] as const,
  configList: (projectId: string | undefined) =>
    [...alertKeys.configLists(), projectId ?? null] as const,
  config: (alertConfigId: number) => [...alertKeys.all, 'config', alertConfigId] as const,
};

/** The page size the alert lists fetch (spec 02 §7: pages of 500, looping over pages). */
export const EVENT_RULE_PAGE_SIZE = 500;

/** Every event rule the user can see (of one project when given), following the page tokens. */
export function eventRuleListQuery(client: ApiClient, projectId?: string) {
  return queryOptions({
    queryKey: alertKeys.eventRuleList(projectId),
    queryFn: async ({ signal }) => {
      const items: z.output<typeof EventRule>[] = [];
      let token: string | undefined;
      do {
        const page = await client.call(
          listEventRules,
          {
            query: {
              ...(projectId ? { ProjectId: projectId } : {}),
              Limit: EVENT_RULE_PAGE_SIZE,
              ...(token ? { Token: token } : {}),
            },
          },
          { signal },
        );
        items.push(...page.Items);
        token = page.PageToken.Next ?? undefined;
      } while (token);
      return items;
    },
  });
}

/** One event rule. */
export function eventRuleQuery(client: ApiClient, eventRuleId: string) {
  return queryOptions({
    queryKey: alertKeys.eventRule(eventRuleId),
    queryFn: ({ signal }) => client.call(getEventRule, { params: { eventRuleId } }, { signal }),
  });
}

/** The event rules of the user, or of one project; every page of 500. */
export function useEventRules(projectId?: string, { enabled = true } = {}) {
  return useQuery({ ...eventRuleListQuery(useApiClient(), projectId), enabled });
}

/** One event rule; idle without an id. */
export function useEventRule(eventRuleId: string | null | undefined) {
  return useQuery({
    ...eventRuleQuery(useApiClient(), eventRuleId ?? ''),
    enabled: Boolean(eventRuleId),
  });
}

/** Refreshes every alert list and page (after a create, update or delete of either kind). */
export function invalidateAlerts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: alertKeys.all });
}

/** Creates an event rule; answers { Id }. Every alert list refreshes. */
export function useCreateEventRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateEventRuleRequest>) =>
      client.call(createEventRule, { body }),
    onSuccess: () => invalidateAlerts(queryClient),
  });
}

/** Saves an event rule (the body's EventRuleId names it); the answer becomes its cached page. */
export function useUpdateEventRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof UpdateEventRuleRequest>) =>
      client.call(updateEventRule, { body }),
    onSuccess: (rule) => {
      queryClient.setQueryData(alertKeys.eventRule(rule.EventRuleId), rule);
      return invalidateAlerts(queryClient);
    },
  });
}

/** Deletes an event rule: its cached page is dropped and every alert list refreshes. */
export function useDeleteEventRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventRuleId: string) => client.call(deleteEventRule, { params: { eventRuleId } }),
    onSuccess: (_data, eventRuleId) => {
      queryClient.removeQueries({ queryKey: alertKeys.eventRule(eventRuleId) });
      return invalidateAlerts(queryClient);
    },
  });
}
