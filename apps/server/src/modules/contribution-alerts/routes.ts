import { contributionAlertsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/**
 * Contribution alert configs: the v2 list, create, update, delete and states of a contribution,
 * the test notification (send), and the v0.1 reads (the user's, a project's, one).
 */
export function registerContributionAlertRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, contributionAlertsApi.listSiteContributionAlertConfigs, ({ auth, params }) =>
    service.listByContribution(app, auth, params.contributionId),
  );
  route(
    fastify,
    app,
    contributionAlertsApi.createSiteContributionAlertConfig,
    ({ auth, params, body }) => service.create(app, auth, params.contributionId, body),
  );
  route(
    fastify,
    app,
    contributionAlertsApi.updateSiteContributionAlertConfig,
    ({ auth, params, body }) =>
      service.update(app, auth, params.contributionId, params.alertConfigId, body),
  );
  route(fastify, app, contributionAlertsApi.deleteSiteContributionAlertConfig, ({ auth, params }) =>
    service.remove(app, auth, params.contributionId, params.alertConfigId),
  );
  route(
    fastify,
    app,
    contributionAlertsApi.getSiteContributionAlertConfigStates,
    ({ auth, params }) => service.states(app, auth, params.contributionId),
  );
  route(fastify, app, contributionAlertsApi.sendSiteContributionAlert, ({ auth, params, body }) =>
    service.send(app, auth, params.alertConfigurationId, body),
  );
  route(fastify, app, contributionAlertsApi.listContributionAlertConfigs, ({ auth }) =>
    service.listForUser(app, auth),
  );
  route(fastify, app, contributionAlertsApi.getContributionAlertConfig, ({ auth, params }) =>
    service.get(app, auth, params.alertConfigId),
  );
  route(
    fastify,
    app,
    contributionAlertsApi.listProjectContributionAlertConfigs,
    ({ auth, params }) => service.listForProject(app, auth, params.projectId),
  );
}
