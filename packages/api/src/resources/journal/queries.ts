import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { addJournalEntry, getJournalEntries } from './endpoints';
import type { CreateJournalEntryRequest } from './schemas';

/** What one journal view asks for: a range (ISO date-times) and whether instrument entries are in. */
export interface JournalListParams {
  /** Start of the range, an ISO date-time. */
  from: string;
  /** End of the range, an ISO date-time; at most 31 days after `from` (the server refuses more). */
  to: string;
  /** Whether the entries instruments wrote (Source connect) are included. */
  includeInstrumentEntries: boolean;
}

/** Query keys of project journals, from general to specific. */
export const journalKeys = {
  all: ['journal'] as const,
  /** Every range of one project's journal (prefix: what an added entry refreshes). */
  project: (projectId: string) => [...journalKeys.all, projectId] as const,
  list: (projectId: string, params: JournalListParams) =>
    [...journalKeys.project(projectId), params] as const,
};

/** A project's journal over a range, newest first. */
export function journalEntriesQuery(
  client: ApiClient,
  projectId: string,
  params: JournalListParams,
) {
  return queryOptions({
    queryKey: journalKeys.list(projectId, params),
    queryFn: ({ signal }) =>
      client.call(
        getJournalEntries,
        {
          params: { projectId },
          query: {
            from: params.from,
            to: params.to,
            includeInstrumentEntries: params.includeInstrumentEntries,
          },
        },
        { signal },
      ),
  });
}

/**
 * A project's journal over a range; idle without a project id or when `enabled` is false (the
 * records screen asks nothing for a range longer than 31 days). While another range or the
 * instrument switch loads, the entries of the previous one stay (`isPlaceholderData`), so a
 * relative range moving on each minute does not blank the table.
 */
export function useJournalEntries(
  projectId: string | null | undefined,
  params: JournalListParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...journalEntriesQuery(useApiClient(), projectId ?? '', params),
    enabled: Boolean(projectId) && enabled,
    placeholderData: keepPreviousData,
  });
}

/** Adds a user entry to a project's journal; every loaded range of that journal refreshes. */
export function useAddJournalEntry() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectId: string; body: z.input<typeof CreateJournalEntryRequest> }) =>
      client.call(addJournalEntry, { params: { projectId: input.projectId }, body: input.body }),
    onSuccess: (_created, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: journalKeys.project(projectId) }),
  });
}
