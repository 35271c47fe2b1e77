import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClient } from '../../react/client-context';
import {
  getDashboardContributionsData,
  getDashboardEnvironmentalData,
  getDashboardLocations,
  getDashboardWindData,
  getDashboardWindLocations,
  getInstrumentStatuses,
} from './endpoints';
import type { DashboardContributionsQuery, DashboardLocationsQuery } from './schemas';

/** The project dashboard refreshes every minute (spec 03 §9) and when the tab is shown again. */
export const DASHBOARD_REFRESH_MS = 60_000;

/**
 * Query keys of the project dashboard. The root 'project-dashboard' is one of the display-unit
 * dependent roots (display-settings/queries.ts): a display-unit change refetches every value.
 */
export const projectDashboardKeys = {
  all: ['project-dashboard'] as const,
  project: (projectId: string) => [...projectDashboardKeys.all, projectId] as const,
  part: (projectId: string, part: string, query: object) =>
    [...projectDashboardKeys.project(projectId), part, query] as const,
};

// Every dashboard read: idle without a project, refreshed each minute and on focus, and the
// previous answer kept on screen while the next loads (the page never flashes empty).
const live = { refetchInterval: DASHBOARD_REFRESH_MS, refetchOnWindowFocus: true } as const;

/** Latest averaged value and mode of every channel of the project's contributions. */
export function useDashboardContributionsData(
  projectId: string | null | undefined,
  query: z.input<typeof DashboardContributionsQuery> = {},
) {
  const client = useApiClient();
  const id = projectId ?? '';
  return useQuery({
    queryKey: projectDashboardKeys.part(id, 'contributions-data', query),
    queryFn: ({ signal }) =>
      client.call(
        getDashboardContributionsData,
        { params: { projectGuid: id }, query },
        { signal },
      ),
    enabled: Boolean(projectId),
    placeholderData: keepPreviousData,
    ...live,
  });
}

/** Temperature, pressure, humidity (rain, hail) of the locations that measure them. */
export function useDashboardEnvironmentalData(projectId: string | null | undefined) {
  const client = useApiClient();
  const id = projectId ?? '';
  return useQuery({
    queryKey: projectDashboardKeys.part(id, 'environmental-data', {}),
    queryFn: ({ signal }) =>
      client.call(
        getDashboardEnvironmentalData,
        { params: { projectGuid: id }, query: {} },
        { signal },
      ),
    enabled: Boolean(projectId),
    placeholderData: keepPreviousData,
    ...live,
  });
}

/** The project's locations for the site map, values at the averaging period. */
export function useDashboardLocations(
  projectId: string | null | undefined,
  query: z.input<typeof DashboardLocationsQuery> = {},
) {
  const client = useApiClient();
  const id = projectId ?? '';
  return useQuery({
    queryKey: projectDashboardKeys.part(id, 'locations', query),
    queryFn: ({ signal }) =>
      client.call(getDashboardLocations, { params: { projectGuid: id }, query }, { signal }),
    enabled: Boolean(projectId),
    placeholderData: keepPreviousData,
    ...live,
  });
}

/** Latest wind speed and direction of each contribution's wind source. */
export function useDashboardWindData(projectId: string | null | undefined) {
  const client = useApiClient();
  const id = projectId ?? '';
  return useQuery({
    queryKey: projectDashboardKeys.part(id, 'wind-data', {}),
    queryFn: ({ signal }) =>
      client.call(getDashboardWindData, { params: { projectGuid: id }, query: {} }, { signal }),
    enabled: Boolean(projectId),
    placeholderData: keepPreviousData,
    ...live,
  });
}

/** Upwind and downwind location names per contribution and sensor. */
export function useDashboardWindLocations(projectId: string | null | undefined) {
  const client = useApiClient();
  const id = projectId ?? '';
  return useQuery({
    queryKey: projectDashboardKeys.part(id, 'wind-locations', {}),
    queryFn: ({ signal }) =>
      client.call(
        getDashboardWindLocations,
        { params: { projectGuid: id }, query: {} },
        { signal },
      ),
    enabled: Boolean(projectId),
    placeholderData: keepPreviousData,
    ...live,
  });
}

/** Health of the given instruments (the instrument status widget); idle without serials. */
export function useInstrumentStatuses(monitorSerials: readonly string[]) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...projectDashboardKeys.all, 'instrument-statuses', [...monitorSerials]] as const,
    queryFn: ({ signal }) =>
      client.call(
        getInstrumentStatuses,
        { query: { monitorSerials: [...monitorSerials] } },
        { signal },
      ),
    enabled: monitorSerials.length > 0,
    placeholderData: keepPreviousData,
    ...live,
  });
}
