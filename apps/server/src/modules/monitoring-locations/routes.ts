import { monitoringLocationsApi, organisationsV2Api } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** Monitoring locations of a project, the project's instruments, attach and detach. */
export function registerMonitoringLocationRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, monitoringLocationsApi.listMonitoringLocations, ({ auth, query }) =>
    service.list(app, auth, query.projectId),
  );
  route(fastify, app, monitoringLocationsApi.createMonitoringLocation, ({ auth, body }) =>
    service.create(app, auth, body),
  );
  route(fastify, app, monitoringLocationsApi.updateMonitoringLocation, ({ auth, params, body }) =>
    service.update(app, auth, params.monlocId, body),
  );
  route(
    fastify,
    app,
    monitoringLocationsApi.getMonitoringLocationEditableStatus,
    ({ auth, params }) => service.editableStatus(app, auth, params.monlocId),
  );
  route(fastify, app, monitoringLocationsApi.attachMonitor, ({ auth, params, body }) =>
    service.attach(app, auth, params.monlocId, body),
  );
  route(fastify, app, monitoringLocationsApi.detachMonitor, ({ auth, params, body }) =>
    service.detach(app, auth, params.monlocId, body),
  );
  route(fastify, app, monitoringLocationsApi.listProjectMonitors, ({ auth, params }) =>
    service.monitors(app, auth, params.projectId),
  );
  route(fastify, app, monitoringLocationsApi.getMonitoringLocationStates, ({ auth, body }) =>
    service.states(app, auth, body),
  );
  route(fastify, app, organisationsV2Api.hideMonitoringLocationV2, ({ auth, params }) =>
    service.hideV2(app, auth, params),
  );
  route(fastify, app, organisationsV2Api.showMonitoringLocationV2, ({ auth, params }) =>
    service.showV2(app, auth, params),
  );
  route(fastify, app, organisationsV2Api.deleteMonitoringLocationV2, ({ auth, params }) =>
    service.deleteV2(app, auth, params),
  );
  route(fastify, app, organisationsV2Api.attachInstrumentV2, ({ auth, params, body }) =>
    service.attachV2(app, auth, params, body),
  );
  route(fastify, app, organisationsV2Api.detachInstrumentV2, ({ auth, params, body }) =>
    service.detachV2(app, auth, params, body),
  );
}
