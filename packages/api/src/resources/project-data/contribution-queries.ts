import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClient } from '../../react/client-context';
import { contributionKeys } from '../contributions/queries';
import {
  getAggregatedContributionData,
  getAggregatedCsv,
  getAtech1466Report,
  getAtech1466Sources,
} from './endpoints';
import type { AggregatedDataRequest, ContributionCsvDownloadQuery } from './schemas';
import { CHART_REFRESH_MS } from './queries';

/** The body of an aggregated data request (range and fields). */
export type AggregatedDataParams = z.input<typeof AggregatedDataRequest>;

/**
 * Key of a contribution's aggregated data: under the contributions root, so a display-unit change,
 * an override of the start date or a deletion refreshes it.
 */
export const aggregatedDataKey = (contributionId: number, body: AggregatedDataParams) =>
  [...contributionKeys.all, 'aggregated', contributionId, body] as const;

/**
 * A contribution's aggregated fields over a range (POST /v0.1/project-data/contribution/{id});
 * idle without an id. With `refresh` (relative ranges) it asks again every 60 s (spec 03 §9),
 * keeping the previous answer on screen while the next one loads.
 */
export function useAggregatedContributionData(
  contributionId: number | null | undefined,
  body: AggregatedDataParams,
  { enabled = true, refresh = false }: { enabled?: boolean; refresh?: boolean } = {},
) {
  const client = useApiClient();
  const id = contributionId ?? 0;
  return useQuery({
    queryKey: aggregatedDataKey(id, body),
    queryFn: ({ signal }) =>
      client.call(
        getAggregatedContributionData,
        { params: { contributionId: id }, body },
        { signal },
      ),
    enabled: id > 0 && enabled,
    placeholderData: keepPreviousData,
    refetchInterval: refresh ? CHART_REFRESH_MS : false,
  });
}

/** What a contribution CSV download asks for: the project and the query. */
export interface ContributionCsvDownloadInput {
  projectId: string;
  query: z.input<typeof ContributionCsvDownloadQuery>;
}

/** Downloads a contribution's aggregated data as CSV ({ CsvData, FileName, ContentType }). */
export function useDownloadAggregatedCsv() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: ContributionCsvDownloadInput) =>
      client.call(getAggregatedCsv, { params: { projectId: input.projectId }, query: input.query }),
  });
}

/** Downloads a 1466 contribution's data in the A-Tech report format as CSV. */
export function useDownloadAtech1466Report() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: ContributionCsvDownloadInput) =>
      client.call(getAtech1466Report, {
        params: { projectId: input.projectId },
        query: input.query,
      }),
  });
}

/** The 1466 contributions of a project the A-Tech report can be made from; idle when disabled. */
export function useAtech1466Sources(
  projectId: string | null | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...contributionKeys.all, 'atech-sources', projectId ?? ''] as const,
    queryFn: ({ signal }) =>
      client.call(getAtech1466Sources, { params: { projectId: projectId ?? '' } }, { signal }),
    enabled: Boolean(projectId) && enabled,
  });
}
