import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { FIVE_MINUTES } from '../../react/cache';
import { useApiClient } from '../../react/client-context';
import { getSensorCatalogue, registerInstrument } from './endpoints';
import type { RegisterInstrumentRequest } from './schemas';

/** Query keys of instrument registration, from general to specific. */
export const instrumentKeys = {
  all: ['instruments'] as const,
  sensorCatalogue: () => [...instrumentKeys.all, 'sensor-catalogue'] as const,
};

/** The sensor catalogue (it changes only with a server release). */
export function sensorCatalogueQuery(client: ApiClient) {
  return queryOptions({
    queryKey: instrumentKeys.sensorCatalogue(),
    queryFn: ({ signal }) => client.call(getSensorCatalogue, {}, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** The sensor types an instrument can be registered with. */
export function useSensorCatalogue() {
  return useQuery(sensorCatalogueQuery(useApiClient()));
}

/**
 * Registers an instrument; on success every cached query refreshes whose answer lists the
 * organisation's instruments (the caller passes their keys, e.g. the project's monitors and the
 * instrument selector), since the new instrument now waits in the organisation to be attached.
 */
export function useRegisterInstrument({
  invalidate = [],
}: { invalidate?: readonly (readonly unknown[])[] } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof RegisterInstrumentRequest>) =>
      client.call(registerInstrument, { body }),
    onSuccess: () =>
      Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
