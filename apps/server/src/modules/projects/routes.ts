import { projectsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** The projects list, a project's details and settings, creation, deletion and favourites. */
export function registerProjectRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, projectsApi.getProjectSummaries, ({ auth, query }) =>
    service.summaries(app, auth, query),
  );
  route(fastify, app, projectsApi.getProjectSummaryById, ({ auth, query }) =>
    service.summaryById(app, auth, query.ProjectId),
  );
  route(fastify, app, projectsApi.getProjectDetails, ({ auth, query }) =>
    service.details(app, auth, query.ProjectId),
  );
  route(fastify, app, projectsApi.createProject, ({ auth, body }) =>
    service.create(app, auth, body),
  );
  route(fastify, app, projectsApi.deleteProject, ({ auth, params }) =>
    service.remove(app, auth, params.id),
  );
  route(fastify, app, projectsApi.updateProjectSettings, ({ auth, params, body }) =>
    service.updateSettings(app, auth, params.id, body),
  );
  route(fastify, app, projectsApi.addProjectFavourite, ({ auth, body }) =>
    service.setFavourite(app, auth, body.ProjectId, true),
  );
  route(fastify, app, projectsApi.removeProjectFavourite, ({ auth, body }) =>
    service.setFavourite(app, auth, body.ProjectId, false),
  );
  route(fastify, app, projectsApi.getOrganisationNames, ({ auth }) =>
    service.organisationNames(app, auth),
  );
  route(fastify, app, projectsApi.getOrganisationProjects, ({ auth, params, query }) =>
    service.organisationProjects(app, auth, params.organisation, query),
  );
}
