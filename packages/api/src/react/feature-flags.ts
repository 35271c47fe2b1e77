import { useQueries, type QueryObserverResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../http/client';
import type { FeatureFlag } from '../resources/common/enums';
import { featureFlagQuery } from '../resources/feature-flags/queries';
import { useApiClient } from './client-context';

/** The name of a feature flag (foundation §6). */
export type FeatureFlagName = z.infer<typeof FeatureFlag>;

/** The queries of several flags: the same cache entries `useFeatureFlag` reads, one per flag. */
export function featureFlagQueries(client: ApiClient, flags: readonly FeatureFlagName[]) {
  return flags.map((flag) => featureFlagQuery(client, flag));
}

/** Each flag's state by name from its query's result: on only once it has loaded as on. */
export function flagsByName<F extends FeatureFlagName>(
  flags: readonly F[],
  results: ReadonlyArray<Pick<QueryObserverResult<boolean>, 'data'>>,
): Readonly<Record<F, boolean>> {
  return Object.fromEntries(flags.map((flag, i) => [flag, results[i]?.data ?? false])) as Record<
    F,
    boolean
  >;
}

/**
 * Whether each of several flags is on, by name (a list of screens each shown by a flag); a flag is
 * off while it loads or when its call fails, like `useFeatureFlag`.
 */
export function useFeatureFlags<F extends FeatureFlagName>(
  flags: readonly F[],
): Readonly<Record<F, boolean>> {
  return useQueries({
    queries: featureFlagQueries(useApiClient(), flags),
    combine: (results) => flagsByName(flags, results),
  });
}
