import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { FIVE_MINUTES } from '../../react/cache';
import { useApiClient } from '../../react/client-context';
import type { FeatureFlag } from '../common/enums';
import { getFeatureFlag } from './endpoints';

type Flag = z.infer<typeof FeatureFlag>;

/** Query keys of feature flags. */
export const featureFlagKeys = {
  all: ['feature-flags'] as const,
  flag: (flag: Flag) => [...featureFlagKeys.all, flag] as const,
};

/** One flag, fetched on its own and cached 5 minutes (foundation §6). */
export function featureFlagQuery(client: ApiClient, flag: Flag) {
  return queryOptions({
    queryKey: featureFlagKeys.flag(flag),
    queryFn: ({ signal }) =>
      client.call(getFeatureFlag, { query: { featureFlag: flag } }, { signal }),
    staleTime: FIVE_MINUTES,
    select: (response) => response.IsEnabled,
  });
}

/** Whether a flag is on; false while loading or when the call fails. */
export function useFeatureFlag(flag: Flag): boolean {
  return useQuery(featureFlagQuery(useApiClient(), flag)).data ?? false;
}
