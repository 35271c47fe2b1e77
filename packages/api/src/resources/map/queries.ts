import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { getSelectableInstruments } from './endpoints';

/** Query keys of the instrument selector. */
export const mapKeys = {
  all: ['map'] as const,
  selectableInstruments: () => [...mapKeys.all, 'selectable-instruments'] as const,
};

/** The caller's instruments for the selector; refreshed each minute while shown. */
export function selectableInstrumentsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: mapKeys.selectableInstruments(),
    queryFn: ({ signal }) => client.call(getSelectableInstruments, {}, { signal }),
    staleTime: 60_000,
  });
}

/** The caller's instruments with position, project and online status. */
export function useSelectableInstruments(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...selectableInstrumentsQuery(useApiClient()),
    enabled: options.enabled ?? true,
  });
}
