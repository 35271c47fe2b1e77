import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { projectKeys } from '../projects/queries';
import {
  createContribution,
  deleteContribution,
  getContribution,
  getContributionCsv,
  getContributionData,
  getContributionSummaries,
  listContributions,
  overrideContributionStartDate,
  updateContribution,
} from './endpoints';
import type {
  Contribution,
  ContributionCsvQuery,
  CreateContributionRequest,
  UpdateContributionRequest,
} from './schemas';

/** Which contributions a list or summaries call narrows to (an organisation name or a project). */
export interface ContributionScope {
  organisation?: string;
  projectId?: string;
}

/** Query keys of contributions, from general to specific. */
export const contributionKeys = {
  all: ['contributions'] as const,
  lists: () => [...contributionKeys.all, 'list'] as const,
  list: (scope: ContributionScope) => [...contributionKeys.lists(), scope] as const,
  summariesAll: () => [...contributionKeys.all, 'summaries'] as const,
  summaries: (scope: ContributionScope) => [...contributionKeys.summariesAll(), scope] as const,
  detail: (contributionId: number) => [...contributionKeys.all, 'detail', contributionId] as const,
  data: (contributionId: number, range: { fromTime: string; toTime: string }) =>
    [...contributionKeys.all, 'data', contributionId, range] as const,
};

/** While a contribution's history is computed, its details are polled this often. */
export const CONTRIBUTION_PROGRESS_POLL_MS = 2_000;

/** The contributions the user can see (both contribution tables). */
export function contributionListQuery(client: ApiClient, scope: ContributionScope) {
  return queryOptions({
    queryKey: contributionKeys.list(scope),
    queryFn: ({ signal }) => client.call(listContributions, { query: scope }, { signal }),
  });
}

/** Contribution summaries (type, period, sensors, wind sensor). */
export function contributionSummariesQuery(client: ApiClient, scope: ContributionScope) {
  return queryOptions({
    queryKey: contributionKeys.summaries(scope),
    queryFn: ({ signal }) => client.call(getContributionSummaries, { query: scope }, { signal }),
  });
}

/** One contribution with its report options, action levels and history progress. */
export function contributionQuery(client: ApiClient, contributionId: number) {
  return queryOptions({
    queryKey: contributionKeys.detail(contributionId),
    queryFn: ({ signal }) =>
      client.call(getContribution, { params: { contributionId } }, { signal }),
  });
}

/** The contributions of the user, an organisation or a project. */
export function useContributionList(scope: ContributionScope = {}, { enabled = true } = {}) {
  return useQuery({ ...contributionListQuery(useApiClient(), scope), enabled });
}

/** The contribution summaries of a project; idle without a project id. */
export function useContributionSummaries(projectId: string | null | undefined) {
  return useQuery({
    ...contributionSummariesQuery(useApiClient(), { projectId: projectId ?? '' }),
    enabled: Boolean(projectId),
  });
}

/**
 * One contribution; idle without an id. While its history is still being computed (Queued or
 * Running) it is polled every CONTRIBUTION_PROGRESS_POLL_MS so a progress view moves.
 */
export function useContribution(contributionId: number | null | undefined) {
  return useQuery({
    ...contributionQuery(useApiClient(), contributionId ?? 0),
    enabled: typeof contributionId === 'number' && contributionId > 0,
    refetchInterval: (query) => {
      const state = (query.state.data as z.output<typeof Contribution> | undefined)?.History.State;
      return state === 'Queued' || state === 'Running' ? CONTRIBUTION_PROGRESS_POLL_MS : false;
    },
  });
}

/** A contribution's instantaneous and averaged values over a range; idle without an id. */
export function useContributionData(
  contributionId: number | null | undefined,
  range: { fromTime: string; toTime: string },
  { enabled = true }: { enabled?: boolean } = {},
) {
  const client = useApiClient();
  const id = contributionId ?? 0;
  return useQuery({
    queryKey: contributionKeys.data(id, range),
    queryFn: ({ signal }) =>
      client.call(
        getContributionData,
        { params: { contributionId: id }, query: range },
        { signal },
      ),
    enabled: id > 0 && enabled,
    placeholderData: keepPreviousData,
  });
}

// Lists, summaries and project details (its ComplianceLevels) all show contributions.
function invalidateContributionViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contributionKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: contributionKeys.summariesAll() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  ]);
}

/** Creates a contribution; answers { Id }. Lists, summaries and project details refresh. */
export function useCreateContribution() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateContributionRequest>) =>
      client.call(createContribution, { body }),
    onSuccess: () => invalidateContributionViews(queryClient),
  });
}

/**
 * Saves a contribution's report options and action levels (compliance levels); the answer becomes
 * its cached details and project details refresh (their ComplianceLevels).
 */
export function useUpdateContribution() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      contributionId: number;
      body: z.input<typeof UpdateContributionRequest>;
    }) =>
      client.call(updateContribution, {
        params: { contributionId: input.contributionId },
        body: input.body,
      }),
    onSuccess: (contribution, { contributionId }) => {
      queryClient.setQueryData(contributionKeys.detail(contributionId), contribution);
      return invalidateContributionViews(queryClient);
    },
  });
}

/** Deletes a contribution: its cached details are dropped and lists refresh. */
export function useDeleteContribution() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contributionId: number) =>
      client.call(deleteContribution, { params: { contributionId } }),
    onSuccess: (_data, contributionId) => {
      queryClient.removeQueries({ queryKey: contributionKeys.detail(contributionId) });
      return invalidateContributionViews(queryClient);
    },
  });
}

/** Moves a contribution's start; its history is computed again (details poll the progress). */
export function useOverrideContributionStartDate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contributionId: number; startDate: string }) =>
      client.call(overrideContributionStartDate, {
        params: { contributionId: input.contributionId },
        query: { startDate: input.startDate },
      }),
    // The details (progress), the data and every aggregated view of it change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contributionKeys.all }),
  });
}

/** Fetches a contribution's values over a range as CSV ({ CsvData, FileName, ContentType }). */
export function useContributionCsv() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { contributionId: number; query: z.input<typeof ContributionCsvQuery> }) =>
      client.call(getContributionCsv, {
        params: { contributionId: input.contributionId },
        query: input.query,
      }),
  });
}
