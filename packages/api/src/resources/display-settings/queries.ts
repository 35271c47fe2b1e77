import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { getProjectSensors } from '../projects/endpoints';
import { projectKeys } from '../projects/queries';
import type { DisplayUnitSource } from '../common/enums';
import {
  getDisplaySettings,
  importSensorGroups,
  resetAllSensorGroups,
  resetSensorGroup,
  updateSensorGroup,
} from './endpoints';
import type { DisplaySettings, ProjectSensorGroup, SensorGroupUpdateRequest } from './schemas';

type Settings = z.infer<typeof DisplaySettings>;
type Group = z.infer<typeof ProjectSensorGroup>;
type Source = z.infer<typeof DisplayUnitSource>;

/** Query keys of display settings, from general to specific. */
export const displaySettingsKeys = {
  all: ['display-settings'] as const,
  /** Every project's display settings (prefix). */
  details: () => [...displaySettingsKeys.all, 'project'] as const,
  detail: (projectId: string) => [...displaySettingsKeys.details(), projectId] as const,
  /** Every project's sensors list (prefix): their units follow the display settings. */
  sensorLists: () => [...displaySettingsKeys.all, 'project-sensors'] as const,
  sensors: (projectId: string, source: Source = 'InheritFromProject') =>
    [...displaySettingsKeys.sensorLists(), projectId, source] as const,
};

/**
 * The roots of the other caches whose values are in a project's display units (spec 03 §4: a
 * display-unit change refreshes time series, locations and project details). Monitoring locations
 * (ChannelData) and the channel time series carry values converted by the server, so they are
 * refetched after every display-settings change. Listed by the first element of their keys, so a
 * cache added later under one of these roots is refreshed too.
 */
export const DISPLAY_UNIT_DEPENDENT_ROOTS: readonly string[] = [
  'monitoring-locations',
  'project-data',
  'channel-timeseries',
  // Contribution data, aggregated data and compliance levels are in display units too.
  'contributions',
  'project-dashboard',
];

/** A project's display settings: every sensor group with its unit, decimals and factor. */
export function displaySettingsQuery(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: displaySettingsKeys.detail(projectId),
    queryFn: ({ signal }) => client.call(getDisplaySettings, { params: { projectId } }, { signal }),
  });
}

/** The sensors of a project with units and decimals after `source` (the charts' channels). */
export function projectSensorsQuery(
  client: ApiClient,
  projectId: string,
  source: Source = 'InheritFromProject',
) {
  return queryOptions({
    queryKey: displaySettingsKeys.sensors(projectId, source),
    queryFn: ({ signal }) =>
      client.call(
        getProjectSensors,
        { query: { ProjectId: projectId, DisplaySettingsSource: source } },
        { signal },
      ),
  });
}

/** A project's display settings; idle without a project id. */
export function useDisplaySettings(projectId: string | null | undefined) {
  return useQuery({
    ...displaySettingsQuery(useApiClient(), projectId ?? ''),
    enabled: Boolean(projectId),
  });
}

/** A project's sensors in its display units; idle without a project id. */
export function useProjectSensors(
  projectId: string | null | undefined,
  source: Source = 'InheritFromProject',
) {
  return useQuery({
    ...projectSensorsQuery(useApiClient(), projectId ?? '', source),
    enabled: Boolean(projectId),
  });
}

/** Whether a cached query holds values in a project's display units (see the roots above). */
export function dependsOnDisplayUnits(queryKey: QueryKey): boolean {
  const root = queryKey[0];
  return typeof root === 'string' && DISPLAY_UNIT_DEPENDENT_ROOTS.includes(root);
}

/**
 * After a display-settings change of a project: its settings and sensors, its details, and every
 * cached value in display units (monitoring locations, channel time series) are refetched.
 */
export function invalidateDisplayUnitDependents(
  queryClient: QueryClient,
  projectId: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: displaySettingsKeys.detail(projectId) }),
    queryClient.invalidateQueries({ queryKey: displaySettingsKeys.sensorLists() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    queryClient.invalidateQueries({ predicate: (query) => dependsOnDisplayUnits(query.queryKey) }),
  ]);
}

/** Puts one saved group into the cached settings of its project at once (before the refetch). */
export function withSensorGroup(
  settings: Settings | undefined,
  group: Group,
): Settings | undefined {
  if (!settings) return settings;
  return {
    ...settings,
    ProjectSensorGroups: settings.ProjectSensorGroups.map((current) =>
      current.SensorGroupName === group.SensorGroupName ? group : current,
    ),
  };
}

/** What a sensor group update sends. */
export interface SensorGroupUpdate {
  projectId: string;
  name: string;
  body: z.input<typeof SensorGroupUpdateRequest>;
}

/**
 * Saves a sensor group's display unit, decimal places and factor; the answer replaces the group
 * in the cache and every value in display units is refetched.
 */
export function useUpdateSensorGroup() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, name, body }: SensorGroupUpdate) =>
      client.call(updateSensorGroup, { params: { id: projectId, name }, body }),
    onSuccess: (group, { projectId }) => {
      queryClient.setQueryData<Settings>(displaySettingsKeys.detail(projectId), (settings) =>
        withSensorGroup(settings, group),
      );
      return invalidateDisplayUnitDependents(queryClient, projectId);
    },
  });
}

/** Resets one sensor group to its defaults (the catalogue's unit and decimals). */
export function useResetSensorGroup() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, name }: { projectId: string; name: string }) =>
      client.call(resetSensorGroup, { params: { id: projectId, name } }),
    onSuccess: (group, { projectId }) => {
      queryClient.setQueryData<Settings>(displaySettingsKeys.detail(projectId), (settings) =>
        withSensorGroup(settings, group),
      );
      return invalidateDisplayUnitDependents(queryClient, projectId);
    },
  });
}

/** Resets every sensor group of a project to its defaults. */
export function useResetAllSensorGroups() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      client.call(resetAllSensorGroups, { params: { id: projectId } }),
    onSuccess: (settings, projectId) => {
      queryClient.setQueryData(displaySettingsKeys.detail(projectId), settings);
      return invalidateDisplayUnitDependents(queryClient, projectId);
    },
  });
}

/** Copies the display units of another project of the same organisation into this one. */
export function useImportSensorGroups() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, sourceProjectId }: { projectId: string; sourceProjectId: string }) =>
      client.call(importSensorGroups, { params: { id: projectId, sourceProjectId } }),
    onSuccess: (settings, { projectId }) => {
      queryClient.setQueryData(displaySettingsKeys.detail(projectId), settings);
      return invalidateDisplayUnitDependents(queryClient, projectId);
    },
  });
}
