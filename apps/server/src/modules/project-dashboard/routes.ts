import { feedbackApi, projectDashboardApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/**
 * The project dashboard's calls (projects §7 Dashboard; instrument-statuses is the readings
 * module's) and the dashboard feedback (§7 Feedback, with our administrators' listing).
 */
export function registerProjectDashboardRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(
    fastify,
    app,
    projectDashboardApi.getDashboardContributionsData,
    ({ auth, params, query }) => service.contributionsData(app, auth, params.projectGuid, query),
  );
  route(fastify, app, projectDashboardApi.getDashboardWindLocations, ({ auth, params, query }) =>
    service.windLocations(app, auth, params.projectGuid, query),
  );
  route(fastify, app, projectDashboardApi.getDashboardWindData, ({ auth, params, query }) =>
    service.windData(app, auth, params.projectGuid, query),
  );
  route(
    fastify,
    app,
    projectDashboardApi.getDashboardEnvironmentalData,
    ({ auth, params, query }) => service.environmentalData(app, auth, params.projectGuid, query),
  );
  route(fastify, app, projectDashboardApi.getDashboardLocations, ({ auth, params, query }) =>
    service.locations(app, auth, params.projectGuid, query),
  );
  route(fastify, app, feedbackApi.submitDashboardFeedback, ({ auth, query }) =>
    service.submitFeedback(app, auth, query),
  );
  route(fastify, app, feedbackApi.listDashboardFeedback, ({ auth, query }) =>
    service.listFeedback(app, auth, query),
  );
}
