import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { getInstrumentData } from './endpoints';
import type { InstrumentDataQuery } from './schemas';

type Query = z.input<typeof InstrumentDataQuery>;

/** Query keys of the v2 data reads. */
export const instrumentDataKeys = {
  all: ['instruments-data'] as const,
  instrument: (serial: string, query: Query) =>
    [...instrumentDataKeys.all, 'instrument', serial, query] as const,
};

/** Every sensor's data of an instrument over a range (default the last hour). */
export function instrumentDataQuery(client: ApiClient, serial: string, query: Query = {}) {
  return queryOptions({
    queryKey: instrumentDataKeys.instrument(serial, query),
    queryFn: ({ signal }) =>
      client.call(getInstrumentData, { params: { instrument: serial }, query }, { signal }),
    staleTime: 30_000,
  });
}

/** Every sensor's data of an instrument, refreshed each minute while shown. */
export function useInstrumentData(
  serial: string | null,
  query: Query = {},
  options: { errorScreen?: boolean } = {},
) {
  const client = useApiClient();
  return useQuery({
    ...instrumentDataQuery(client, serial ?? '', query),
    enabled: serial !== null && serial !== '',
    refetchInterval: 60_000,
    meta: { errorScreen: options.errorScreen ?? false },
  });
}
