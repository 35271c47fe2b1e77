import { licensingApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as lists from './lists';
import * as service from './service';

/** Every licensing call of spec 03 §7: subscriptions, licences, trials, the licence tables. */
export function registerLicensingRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, licensingApi.getSubscriptionDetails, ({ auth, params }) =>
    service.subscriptionDetails(app, auth, params.organisation),
  );
  route(fastify, app, licensingApi.createProjectSubscriptions, ({ auth, params, body }) =>
    service.saveProjectSubscriptions(app, auth, params.organisation, body, 'create'),
  );
  route(fastify, app, licensingApi.updateProjectSubscriptions, ({ auth, params, body }) =>
    service.saveProjectSubscriptions(app, auth, params.organisation, body, 'update'),
  );
  route(fastify, app, licensingApi.applyProjectTrial, ({ auth, params, body }) =>
    service.applyTrial(app, auth, params.organisation, body),
  );
  route(fastify, app, licensingApi.convertProjectTrial, ({ auth, params, body }) =>
    service.convertTrial(app, auth, params.organisation, body),
  );
  route(fastify, app, licensingApi.revertProjectTrial, ({ auth, params, body }) =>
    service.revertTrial(app, auth, params.organisation, body),
  );
  route(fastify, app, licensingApi.setSmsLimit, ({ auth, params, body }) =>
    service.setSmsLimit(app, auth, params.organisation, body),
  );
  route(fastify, app, licensingApi.removeSmsLimit, ({ auth, params }) =>
    service.removeSmsLimit(app, auth, params.organisation),
  );
  route(fastify, app, licensingApi.removeProjectLicense, ({ auth, params, body }) =>
    service.removeLicence(app, auth, params.organisation, body),
  );
  route(fastify, app, licensingApi.getProjectLicensingInfo, ({ auth, query }) =>
    lists.licensingInfo(app, auth, query),
  );
  route(fastify, app, licensingApi.downloadProjectLicensingInfo, ({ auth, query }) =>
    lists.licensingInfoCsv(app, auth, query),
  );
  route(fastify, app, licensingApi.getLicensingOrganisations, ({ auth }) =>
    lists.licensingOrganisations(app, auth),
  );
  route(fastify, app, licensingApi.getProjectTrials, ({ auth, query }) =>
    lists.projectTrials(app, auth, query),
  );
  route(fastify, app, licensingApi.getProjectTrialMetrics, ({ auth, query }) =>
    lists.trialMetrics(app, auth, query),
  );
  route(fastify, app, licensingApi.estimateSubscription, ({ auth, params, body }) =>
    service.estimate(app, auth, params.organisation, body),
  );
  route(fastify, app, licensingApi.listSubscriptions, ({ auth, params }) =>
    service.listSubscriptions(app, auth, params.organisation),
  );
  route(fastify, app, licensingApi.createSubscription, ({ auth, params, body }) =>
    service.createSubscription(app, auth, params.organisation, body),
  );
  route(fastify, app, licensingApi.getSubscription, ({ auth, params }) =>
    service.getSubscription(app, auth, params.organisation, params.id),
  );
  route(fastify, app, licensingApi.updateSubscription, ({ auth, params, body }) =>
    service.updateSubscription(app, auth, params.organisation, params.id, body),
  );
  route(fastify, app, licensingApi.updateScheduledChanges, ({ auth, params, body }) =>
    service.updateScheduledChanges(app, auth, params.subscriptionId, body),
  );
}
