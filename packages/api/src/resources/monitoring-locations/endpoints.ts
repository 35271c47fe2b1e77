import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Created, Empty, Id, MonitorAttachment } from '../common/schemas';
import {
  AttachMonitorRequest,
  CreateMonitoringLocationRequest,
  DetachMonitorRequest,
  MonitoringLocationEditableStatus,
  MonitoringLocationList,
  MonitoringLocationsQuery,
  MonitoringLocationStateRequest,
  MonitoringLocationStates,
  ProjectMonitorList,
  UpdateMonitoringLocationRequest,
} from './schemas';

const tag = 'monitoring-locations';
const MonitoringLocationParams = z.object({ monlocId: Id });

/** Renames a monitoring location and moves it (the answer is ours: empty). */
export const updateMonitoringLocation = defineEndpoint({
  id: 'updateMonitoringLocation',
  method: 'PUT',
  path: '/v0.1/monitoring-locations/{monlocId}',
  summary: 'Update a monitoring location’s name and coordinates',
  tag,
  auth: 'session',
  params: MonitoringLocationParams,
  body: UpdateMonitoringLocationRequest,
  response: Empty,
});

/** Attaches a monitor to a monitoring location; the answer (ours) is the attachment. */
export const attachMonitor = defineEndpoint({
  id: 'attachMonitor',
  method: 'POST',
  path: '/v0.1/monitoring-locations/{monlocId}/attachMonitor',
  summary: 'Attach a monitor to a monitoring location',
  tag,
  auth: 'session',
  params: MonitoringLocationParams,
  body: AttachMonitorRequest,
  response: MonitorAttachment,
});

/** Detaches a monitor from a monitoring location; the answer (ours) is the closed attachment. */
export const detachMonitor = defineEndpoint({
  id: 'detachMonitor',
  method: 'POST',
  path: '/v0.1/monitoring-locations/{monlocId}/detachMonitor',
  summary: 'Detach a monitor from a monitoring location',
  tag,
  auth: 'session',
  params: MonitoringLocationParams,
  body: DetachMonitorRequest,
  response: MonitorAttachment,
});

/** Whether a location's coordinates may still change. */
export const getMonitoringLocationEditableStatus = defineEndpoint({
  id: 'getMonitoringLocationEditableStatus',
  method: 'GET',
  path: '/v0.1/monitoring-locations/{monlocId}/editable-status',
  summary: 'Whether a monitoring location’s coordinates can be edited',
  tag,
  auth: 'session',
  params: MonitoringLocationParams,
  response: MonitoringLocationEditableStatus,
});

/** The monitoring locations of a project, hidden ones included. */
export const listMonitoringLocations = defineEndpoint({
  id: 'listMonitoringLocations',
  method: 'GET',
  path: '/v0.1/monitoringlocations',
  summary: 'Monitoring locations of a project',
  tag,
  auth: 'session',
  query: MonitoringLocationsQuery,
  response: MonitoringLocationList,
});

/** Creates a monitoring location in a project and returns its id. */
export const createMonitoringLocation = defineEndpoint({
  id: 'createMonitoringLocation',
  method: 'POST',
  path: '/v0.1/monitoringlocations',
  summary: 'Create a monitoring location',
  tag,
  auth: 'session',
  body: CreateMonitoringLocationRequest,
  response: Created,
  status: 201,
});

/** The monitors of a project with their location and lease. */
export const listProjectMonitors = defineEndpoint({
  id: 'listProjectMonitors',
  method: 'GET',
  path: '/v0.1/projects/{projectId}/monitors',
  summary: 'Monitors of a project',
  tag,
  auth: 'session',
  params: z.object({ projectId: Id }),
  response: ProjectMonitorList,
});

/** The live state of monitoring locations by id. */
export const getMonitoringLocationStates = defineEndpoint({
  id: 'getMonitoringLocationStates',
  method: 'POST',
  path: '/v0.1/State/monitoring-locations',
  summary: 'Live state of monitoring locations',
  tag,
  auth: 'session',
  body: MonitoringLocationStateRequest,
  response: MonitoringLocationStates,
});
