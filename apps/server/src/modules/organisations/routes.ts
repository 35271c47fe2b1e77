import { organisationsV2Api as api } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/**
 * The /v2 organisation administration: organisations and their customers, their projects,
 * monitoring locations, attachment times and users. (Hide, show, delete, attach and detach of a
 * location are routed by the monitoring-locations module.)
 */
export function registerOrganisationRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, api.listOrganisationsV2, ({ auth }) => service.list(app, auth));
  route(fastify, app, api.getOrganisationV2, ({ auth, params }) =>
    service.get(app, auth, params.organisation),
  );
  route(fastify, app, api.updateOrganisationV2, ({ auth, params, body }) =>
    service.update(app, auth, params.organisation, body),
  );
  route(fastify, app, api.createCustomerOrganisationV2, ({ auth, params, body }) =>
    service.createCustomer(app, auth, params.organisation, body),
  );
  route(fastify, app, api.listOrganisationProjectsV2, ({ auth, params }) =>
    service.listProjects(app, auth, params.organisation),
  );
  route(fastify, app, api.createOrganisationProjectV2, ({ auth, params, body }) =>
    service.createProject(app, auth, params.organisation, body),
  );
  route(fastify, app, api.updateOrganisationProjectV2, ({ auth, params, body }) =>
    service.updateProject(app, auth, params, body),
  );
  route(fastify, app, api.listProjectMonitoringLocationsV2, ({ auth, params }) =>
    service.listLocations(app, auth, params),
  );
  route(fastify, app, api.createProjectMonitoringLocationV2, ({ auth, params, body }) =>
    service.createLocation(app, auth, params, body),
  );
  route(fastify, app, api.updateProjectMonitoringLocationV2, ({ auth, params, body }) =>
    service.updateLocation(app, auth, params, body),
  );
  route(fastify, app, api.updateAttachmentTimes, ({ auth, params, query }) =>
    service.updateAttachmentTimes(app, auth, params.attachmentId, query),
  );
  route(fastify, app, api.listOrganisationUsersV2, ({ auth, params }) =>
    service.listUsers(app, auth, params.organisation),
  );
  route(fastify, app, api.createOrganisationUserV2, ({ auth, params, body }) =>
    service.createUser(app, auth, params.organisation, body),
  );
  route(fastify, app, api.updateOrganisationUserV2, ({ auth, params, body }) =>
    service.updateUser(app, auth, params, body),
  );
  route(fastify, app, api.deleteOrganisationUserV2, ({ reply, auth, params }) =>
    service.deleteUser(app, reply, auth, params),
  );
}
