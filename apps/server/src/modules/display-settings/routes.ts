import { displaySettingsApi, projectsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** A project's display units (sensor groups) and the sensors it measures in those units. */
export function registerDisplaySettingsRoutes(fastify: FastifyInstance, app: AppContext): void {
  const api = displaySettingsApi;
  route(fastify, app, api.getDisplaySettings, ({ auth, params }) =>
    service.displaySettings(app, auth, params.projectId),
  );
  route(fastify, app, api.updateSensorGroup, ({ auth, params, body }) =>
    service.updateGroup(app, auth, params.id, params.name, body),
  );
  route(fastify, app, api.resetSensorGroup, ({ auth, params }) =>
    service.resetGroup(app, auth, params.id, params.name),
  );
  route(fastify, app, api.resetAllSensorGroups, ({ auth, params }) =>
    service.resetAll(app, auth, params.id),
  );
  route(fastify, app, api.importSensorGroups, ({ auth, params }) =>
    service.importFrom(app, auth, params.id, params.sourceProjectId),
  );
  route(fastify, app, projectsApi.getProjectSensors, ({ auth, query }) =>
    service.projectSensorList(app, auth, query),
  );
}
