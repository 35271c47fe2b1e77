import { contributionsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** Contributions: create, read, change report options and levels, restart, delete, list. */
export function registerContributionRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, contributionsApi.createContribution, ({ auth, body }) =>
    service.create(app, auth, body),
  );
  route(fastify, app, contributionsApi.getContribution, ({ auth, params }) =>
    service.get(app, auth, params.contributionId),
  );
  route(fastify, app, contributionsApi.updateContribution, ({ auth, params, body }) =>
    service.update(app, auth, params.contributionId, body),
  );
  route(fastify, app, contributionsApi.deleteContribution, ({ auth, params }) =>
    service.remove(app, auth, params.contributionId),
  );
  route(fastify, app, contributionsApi.overrideContributionStartDate, ({ auth, params, query }) =>
    service.overrideStartDate(app, auth, params.contributionId, query.startDate),
  );
  route(fastify, app, contributionsApi.listContributions, ({ auth, query }) =>
    service.list(app, auth, query),
  );
  route(fastify, app, contributionsApi.getContributionSummaries, ({ auth, query }) =>
    service.summaries(app, auth, query),
  );
}
