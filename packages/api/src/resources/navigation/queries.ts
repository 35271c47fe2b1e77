import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { FIVE_MINUTES } from '../../react/cache';
import { useApiClient } from '../../react/client-context';
import { getNavigationLinks, getSelectionName } from './endpoints';
import type { SelectionNameQuery } from './schemas';

type Selection = z.input<typeof SelectionNameQuery>;

/** Query keys of navigation. */
export const navigationKeys = {
  all: ['navigation'] as const,
  links: () => [...navigationKeys.all, 'links'] as const,
  selectionName: (selection: Selection) =>
    [...navigationKeys.all, 'selection-name', selection] as const,
};

/** The caller's navigation links (they change only with permissions). */
export function navigationLinksQuery(client: ApiClient) {
  return queryOptions({
    queryKey: navigationKeys.links(),
    queryFn: ({ signal }) => client.call(getNavigationLinks, {}, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** The name of the current selection (home page heading). */
export function selectionNameQuery(client: ApiClient, selection: Selection) {
  return queryOptions({
    queryKey: navigationKeys.selectionName(selection),
    queryFn: ({ signal }) => client.call(getSelectionName, { query: selection }, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** The caller's navigation links. */
export function useNavigationLinks() {
  return useQuery(navigationLinksQuery(useApiClient()));
}

/** The name of the current selection. */
export function useSelectionName(selection: Selection) {
  return useQuery(selectionNameQuery(useApiClient(), selection));
}
