import { queryOptions, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { getChannelTimeseries } from './endpoints';
import type { ChannelTimeseries, ChannelTimeseriesQuery } from './schemas';

/** What one channel time series asks for (GET /v0.1/channelTimeseries). */
export type ChannelTimeseriesParams = z.input<typeof ChannelTimeseriesQuery>;
/** The answer of GET /v0.1/channelTimeseries. */
export type ChannelTimeseriesAnswer = z.infer<typeof ChannelTimeseries>;

/** How often a chart over a relative range asks again (spec 03 §9: every 60 s). */
export const CHART_REFRESH_MS = 60_000;

/**
 * Query keys of the channel time series, general to specific. The root 'channel-timeseries' is
 * one of the display-unit dependent roots (display-settings/queries.ts), so a display-unit change
 * refetches every cached series.
 */
export const channelTimeseriesKeys = {
  all: ['channel-timeseries'] as const,
  /** Every series of one project (prefix). */
  project: (projectId: string) => [...channelTimeseriesKeys.all, String(projectId)] as const,
  /** Every range and averaging period of one channel at one location (prefix). */
  channel: (projectId: string, locationId: string, channel: string) =>
    [...channelTimeseriesKeys.project(projectId), String(locationId), channel] as const,
  series: (params: ChannelTimeseriesParams) =>
    [
      ...channelTimeseriesKeys.channel(
        String(params.ProjectId),
        String(params.MonitoringLocationId),
        params.ChannelName,
      ),
      Number(params.AveragingPeriodMs),
      params.StartTime,
      params.EndTime,
      params.MaxPoints === undefined ? null : Number(params.MaxPoints),
    ] as const,
};

/** One channel of one monitoring location over a range, averaged, in the project's display units. */
export function channelTimeseriesQuery(client: ApiClient, params: ChannelTimeseriesParams) {
  return queryOptions({
    queryKey: channelTimeseriesKeys.series(params),
    queryFn: ({ signal }) => client.call(getChannelTimeseries, { query: params }, { signal }),
  });
}

/** One series a chart screen asks for, named by a key that stays the same as its range moves. */
export interface ChannelTimeseriesRequest {
  /** Stable key of the series (e.g. `${locationId}:${channel}`), kept across ranges. */
  id: string;
  params: ChannelTimeseriesParams;
}

/** The state of one requested series. */
export interface ChannelTimeseriesState {
  id: string;
  /** The answer for the current range, or the last answer of this series while the new one loads. */
  data: ChannelTimeseriesAnswer | undefined;
  /** True while `data` belongs to an earlier range (or averaging) and the current one loads. */
  isPlaceholderData: boolean;
  /** True until this series has any answer to show. */
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/**
 * The newest answer in the cache for the same channel at the same location (any range or
 * averaging period), to show while the asked one loads; undefined when there is none.
 */
export function newestCachedAnswer(
  queryClient: QueryClient,
  params: ChannelTimeseriesParams,
): ChannelTimeseriesAnswer | undefined {
  const queries = queryClient.getQueryCache().findAll({
    queryKey: channelTimeseriesKeys.channel(
      String(params.ProjectId),
      String(params.MonitoringLocationId),
      params.ChannelName,
    ),
  });
  let newest: { at: number; data: ChannelTimeseriesAnswer } | undefined;
  for (const query of queries) {
    const data = query.state.data as ChannelTimeseriesAnswer | undefined;
    if (data && (!newest || query.state.dataUpdatedAt > newest.at)) {
      newest = { at: query.state.dataUpdatedAt, data };
    }
  }
  return newest?.data;
}

/**
 * Several channel time series at once (a chart page: every location × channel). While a series
 * loads for a new range or averaging period, the newest answer of that channel at that location
 * stays (`isPlaceholderData`), so a relative range moving on each minute does not blank the
 * charts. (TanStack's keepPreviousData does not carry over in useQueries, whose observers follow
 * the query key, so the previous answer is found in the cache by the series' key prefix.)
 * `refetchInterval` asks again on a timer while shown.
 */
export function useChannelTimeseriesSet(
  requests: readonly ChannelTimeseriesRequest[],
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
): ChannelTimeseriesState[] {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const enabled = options.enabled ?? true;
  const results = useQueries({
    queries: requests.map((request) => ({
      ...channelTimeseriesQuery(client, request.params),
      enabled,
      refetchInterval: options.refetchInterval ?? false,
      // A chart page left open keeps its data when the tab comes back; its range moving on (or
      // refetchInterval) refreshes it.
      refetchOnWindowFocus: false,
    })),
  });
  return requests.map((request, index) => {
    const result = results[index];
    const current = result?.data;
    const previous = current ? undefined : newestCachedAnswer(queryClient, request.params);
    return {
      id: request.id,
      data: current ?? previous,
      isPlaceholderData: current === undefined && previous !== undefined,
      isPending: current === undefined && previous === undefined && enabled && !result?.error,
      isFetching: result?.isFetching ?? false,
      error: result?.error ?? null,
      refetch: () => result?.refetch() ?? Promise.resolve(),
    };
  });
}

/** Drops every cached series of a project (after its data changed). */
export function invalidateChannelTimeseries(
  queryClient: QueryClient,
  projectId: string,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: channelTimeseriesKeys.project(projectId) });
}
