import { instrumentAssignmentSteps, type InstrumentAssignmentStep } from '@aq/validation';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { HttpError } from '../../http/errors';
import { useApiClient } from '../../react/client-context';
import {
  deleteMonitoringLocationV2,
  hideMonitoringLocationV2,
  showMonitoringLocationV2,
} from '../organisations-v2/endpoints';
import {
  attachMonitor,
  createMonitoringLocation,
  detachMonitor,
  getMonitoringLocationEditableStatus,
  getMonitoringLocationStates,
  listMonitoringLocations,
  listProjectMonitors,
  updateMonitoringLocation,
} from './endpoints';
import type { CreateMonitoringLocationRequest, UpdateMonitoringLocationRequest } from './schemas';

/** How often the locations page refreshes the locations' status (spec 03 §2, §9: every 60 s). */
export const MONITORING_LOCATION_STATE_REFRESH_MS = 60_000;

/** How many times a failed step of an instrument's location change is tried again (spec 03 §4). */
export const ASSIGNMENT_RETRIES = 2;

/** Query keys of monitoring locations and the monitors of a project, general to specific. */
export const monitoringLocationKeys = {
  all: ['monitoring-locations'] as const,
  /** Every project's location list (prefix). */
  lists: () => [...monitoringLocationKeys.all, 'list'] as const,
  list: (projectId: string) => [...monitoringLocationKeys.lists(), projectId] as const,
  /** Every live-state query (prefix). */
  states: () => [...monitoringLocationKeys.all, 'state'] as const,
  state: (ids: readonly string[]) => [...monitoringLocationKeys.states(), [...ids].sort()] as const,
  /** Every editable-status query (prefix). */
  editableStatuses: () => [...monitoringLocationKeys.all, 'editable'] as const,
  editableStatus: (monlocId: string) =>
    [...monitoringLocationKeys.editableStatuses(), monlocId] as const,
  /** Every project's monitor list (prefix). */
  monitorLists: () => [...monitoringLocationKeys.all, 'monitors'] as const,
  monitors: (projectId: string) => [...monitoringLocationKeys.monitorLists(), projectId] as const,
};

/** The monitoring locations of a project, hidden ones included. */
export function monitoringLocationsQuery(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: monitoringLocationKeys.list(projectId),
    queryFn: ({ signal }) =>
      client.call(listMonitoringLocations, { query: { projectId } }, { signal }),
  });
}

/** The live state (status, latest values) of locations, refreshed every 60 s. */
export function monitoringLocationStatesQuery(client: ApiClient, ids: readonly string[]) {
  return queryOptions({
    queryKey: monitoringLocationKeys.state(ids),
    queryFn: ({ signal }) =>
      client.call(getMonitoringLocationStates, { body: [...ids].sort() }, { signal }),
    refetchInterval: MONITORING_LOCATION_STATE_REFRESH_MS,
  });
}

/** Whether a location's coordinates may still change (false once data was recorded there). */
export function monitoringLocationEditableStatusQuery(client: ApiClient, monlocId: string) {
  return queryOptions({
    queryKey: monitoringLocationKeys.editableStatus(monlocId),
    queryFn: ({ signal }) =>
      client.call(getMonitoringLocationEditableStatus, { params: { monlocId } }, { signal }),
    // Asked each time an edit starts: a reading may have arrived since.
    staleTime: 0,
  });
}

/** The monitors of a project with their location and lease. */
export function projectMonitorsQuery(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: monitoringLocationKeys.monitors(projectId),
    queryFn: ({ signal }) =>
      client.call(listProjectMonitors, { params: { projectId } }, { signal }),
  });
}

/** A project's monitoring locations; idle without a project id. */
export function useMonitoringLocations(projectId: string | null | undefined) {
  return useQuery({
    ...monitoringLocationsQuery(useApiClient(), projectId ?? ''),
    enabled: Boolean(projectId),
  });
}

/** The live state of the locations, refreshed every 60 s; idle without ids. */
export function useMonitoringLocationStates(ids: readonly string[]) {
  return useQuery({
    ...monitoringLocationStatesQuery(useApiClient(), ids),
    enabled: ids.length > 0,
  });
}

/** Whether a location's coordinates may change; idle without an id. */
export function useMonitoringLocationEditableStatus(monlocId: string | null | undefined) {
  return useQuery({
    ...monitoringLocationEditableStatusQuery(useApiClient(), monlocId ?? ''),
    enabled: Boolean(monlocId),
  });
}

/** The monitors of a project; idle without a project id. */
export function useProjectMonitors(projectId: string | null | undefined) {
  return useQuery({
    ...projectMonitorsQuery(useApiClient(), projectId ?? ''),
    enabled: Boolean(projectId),
  });
}

/** Marks a project's locations, their states and monitors stale (after any change). */
export function invalidateMonitoringLocations(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: monitoringLocationKeys.list(projectId) }),
    queryClient.invalidateQueries({ queryKey: monitoringLocationKeys.states() }),
    queryClient.invalidateQueries({ queryKey: monitoringLocationKeys.monitors(projectId) }),
    queryClient.invalidateQueries({ queryKey: monitoringLocationKeys.editableStatuses() }),
  ]);
}

/** Creates a monitoring location (see `useCreateMonitoringLocation`). */
export function createMonitoringLocationMutation(client: ApiClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: z.input<typeof CreateMonitoringLocationRequest>) =>
      client.call(createMonitoringLocation, { body }),
    onSuccess: (_data: unknown, body: z.input<typeof CreateMonitoringLocationRequest>) =>
      invalidateMonitoringLocations(queryClient, String(body.ProjectId ?? '')),
  };
}

/** Creates a monitoring location in a project; answers its id. The project's list refreshes. */
export function useCreateMonitoringLocation() {
  return useMutation(createMonitoringLocationMutation(useApiClient(), useQueryClient()));
}

/** What an update of a location needs: the location, its project (to refresh) and the body. */
export interface UpdateMonitoringLocationInput {
  projectId: string;
  monlocId: string;
  body: z.input<typeof UpdateMonitoringLocationRequest>;
}

/** Renames a location and moves it (Location as 'lat,lng'); the project's list refreshes. */
export function useUpdateMonitoringLocation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ monlocId, body }: UpdateMonitoringLocationInput) =>
      client.call(updateMonitoringLocation, { params: { monlocId }, body }),
    onSuccess: (_data, { projectId }) => invalidateMonitoringLocations(queryClient, projectId),
  });
}

/**
 * A location as the v2 hide, show and delete calls name it: by organisation, project name and
 * location name; projectId is the project's id, for refreshing its lists.
 */
export interface NamedMonitoringLocation {
  projectId: string;
  organisation: string;
  project: string;
  monitoringLocation: string;
}

/** The hide, show or delete of a location (see the hooks below). */
export function monitoringLocationVisibilityMutation(
  client: ApiClient,
  queryClient: QueryClient,
  action: 'hide' | 'show' | 'delete',
) {
  const endpoint =
    action === 'hide'
      ? hideMonitoringLocationV2
      : action === 'show'
        ? showMonitoringLocationV2
        : deleteMonitoringLocationV2;
  return {
    mutationFn: async ({ organisation, project, monitoringLocation }: NamedMonitoringLocation) => {
      await client.call(endpoint, {
        params: { organisation, project, monitoringlocation: monitoringLocation },
      });
    },
    onSuccess: (_data: unknown, { projectId }: NamedMonitoringLocation) =>
      invalidateMonitoringLocations(queryClient, projectId),
  };
}

/** Hides a location (refused by the server while an instrument is attached). */
export function useHideMonitoringLocation() {
  return useMutation(
    monitoringLocationVisibilityMutation(useApiClient(), useQueryClient(), 'hide'),
  );
}

/** Shows a hidden location again. */
export function useShowMonitoringLocation() {
  return useMutation(
    monitoringLocationVisibilityMutation(useApiClient(), useQueryClient(), 'show'),
  );
}

/** Deletes a location that never had an instrument. */
export function useDeleteMonitoringLocation() {
  return useMutation(
    monitoringLocationVisibilityMutation(useApiClient(), useQueryClient(), 'delete'),
  );
}

/** An instrument's move from one location to another (either may be null). */
export interface MonitorAssignment {
  projectId: string;
  monitorId: string;
  /** Where the instrument is now; null when it is not attached. */
  from: string | null;
  /** Where it goes; null to detach it. */
  to: string | null;
}

/** Whether a failure is worth trying again: anything but a 4xx (bad request, validation, refusal). */
export function isRetryableAssignmentFailure(error: unknown): boolean {
  return !(error instanceof HttpError && error.status >= 400 && error.status < 500);
}

/** Runs one step, trying it again up to `retries` times unless the server refused it (4xx). */
async function withRetries<T>(step: () => Promise<T>, retries: number): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= retries || !isRetryableAssignmentFailure(error)) throw error;
    }
  }
}

/**
 * Moves an instrument as spec 03 §4 says: old and new present, detach then attach; old only,
 * detach; new only, attach. Each call is tried again up to twice, except after a 4xx answer. A
 * step that succeeded is not repeated when a later one is retried. Answers the steps taken.
 */
export async function assignMonitor(
  client: ApiClient,
  { monitorId, from, to }: MonitorAssignment,
  retries = ASSIGNMENT_RETRIES,
): Promise<InstrumentAssignmentStep[]> {
  const steps = instrumentAssignmentSteps(from, to);
  for (const step of steps) {
    if (step === 'detach') {
      await withRetries(
        () =>
          client.call(detachMonitor, {
            params: { monlocId: from ?? '' },
            body: { MonitorId: monitorId },
          }),
        retries,
      );
    } else {
      await withRetries(
        () =>
          client.call(attachMonitor, {
            params: { monlocId: to ?? '' },
            body: { MonitorId: monitorId },
          }),
        retries,
      );
    }
  }
  return steps;
}

/** Moves an instrument (see `assignMonitor`); afterwards, success or not, the page refreshes. */
export function assignMonitorMutation(client: ApiClient, queryClient: QueryClient) {
  return {
    mutationFn: (assignment: MonitorAssignment) => assignMonitor(client, assignment),
    onSettled: (_data: unknown, _error: unknown, { projectId }: MonitorAssignment) =>
      invalidateMonitoringLocations(queryClient, projectId),
  };
}

/** Moves an instrument to a location, or detaches it (see `assignMonitor`). */
export function useAssignMonitor() {
  return useMutation(assignMonitorMutation(useApiClient(), useQueryClient()));
}
