import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../http/client';
import { NO_BACKGROUND_FETCH } from '../../react/cache';
import { useApiClient } from '../../react/client-context';
import { getBranding } from './endpoints';

/** Query keys of branding. */
export const brandingKeys = {
  all: ['branding'] as const,
  own: () => [...brandingKeys.all, 'own'] as const,
};

/** The caller's branding: no retry, no refetch on focus, no polling (foundation §2.11). */
export function brandingQuery(client: ApiClient) {
  return queryOptions({
    queryKey: brandingKeys.own(),
    queryFn: ({ signal }) => client.call(getBranding, {}, { signal }),
    staleTime: Infinity,
    ...NO_BACKGROUND_FETCH,
  });
}

/** The caller's branding. */
export function useBranding() {
  return useQuery(brandingQuery(useApiClient()));
}
