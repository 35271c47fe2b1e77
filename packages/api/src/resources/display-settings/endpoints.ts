import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Id } from '../common/schemas';
import { DisplaySettings, ProjectSensorGroup, SensorGroupUpdateRequest } from './schemas';

const tag = 'display-settings';
const SensorGroupName = z.string().min(1).max(100);
const SensorGroupParams = z.object({ id: Id, name: SensorGroupName });

/** The display units of every sensor group of a project. */
export const getDisplaySettings = defineEndpoint({
  id: 'getDisplaySettings',
  method: 'GET',
  path: '/v0.1/project/{projectId}/display-settings',
  summary: 'Display units of a project’s sensor groups',
  tag,
  auth: 'session',
  params: z.object({ projectId: Id }),
  response: DisplaySettings,
});

/** Sets a sensor group's display unit, decimal places and factor; the answer (ours) is the group. */
export const updateSensorGroup = defineEndpoint({
  id: 'updateSensorGroup',
  method: 'PUT',
  path: '/v0.1/project/{id}/sensor-groups/{name}',
  summary: 'Update a sensor group’s display unit',
  tag,
  auth: 'session',
  params: SensorGroupParams,
  body: SensorGroupUpdateRequest,
  response: ProjectSensorGroup,
});

/** Resets one sensor group to its defaults; the answer (ours) is the group. */
export const resetSensorGroup = defineEndpoint({
  id: 'resetSensorGroup',
  method: 'PUT',
  path: '/v0.1/project/{id}/sensor-groups/{name}/reset',
  summary: 'Reset a sensor group to its default display unit',
  tag,
  auth: 'session',
  params: SensorGroupParams,
  response: ProjectSensorGroup,
});

/**
 * Resets every sensor group of a project; the answer (ours) is the new display settings. The static
 * segment wins over the `{name}` route, so no group can be called reset-all.
 */
export const resetAllSensorGroups = defineEndpoint({
  id: 'resetAllSensorGroups',
  method: 'PUT',
  path: '/v0.1/project/{id}/sensor-groups/reset-all',
  summary: 'Reset every sensor group of a project to defaults',
  tag,
  auth: 'session',
  params: z.object({ id: Id }),
  response: DisplaySettings,
});

/** Copies the display units of another project; the answer (ours) is the new display settings. */
export const importSensorGroups = defineEndpoint({
  id: 'importSensorGroups',
  method: 'PUT',
  path: '/v0.1/project/{id}/sensor-groups/import-from/{sourceProjectId}',
  summary: 'Import display units from another project',
  tag,
  auth: 'session',
  params: z.object({ id: Id, sourceProjectId: Id }),
  response: DisplaySettings,
});
