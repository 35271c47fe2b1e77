import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { getTimeZoneFromCoordinates, getTimeZones } from './endpoints';

/** Query keys of time zones. */
export const timeZoneKeys = {
  all: ['time-zones'] as const,
  list: () => [...timeZoneKeys.all, 'list'] as const,
};

/** Every time zone; the list does not change while the app runs. */
export function timeZonesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: timeZoneKeys.list(),
    queryFn: ({ signal }) => client.call(getTimeZones, {}, { signal }),
    staleTime: Infinity,
  });
}

/** Every time zone. */
export function useTimeZones() {
  return useQuery(timeZonesQuery(useApiClient()));
}

/** Looks up the time zone of a point (the create-project form). */
export function useTimeZoneFromCoordinates() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (point: { Latitude: number; Longitude: number }) =>
      client.call(getTimeZoneFromCoordinates, { body: point }),
  });
}
