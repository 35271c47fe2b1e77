import { contributionsApi, projectDataApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/**
 * The read calls of contributions: data and CSV of a contribution, its aggregated data, and the
 * project's aggregated and A-Tech 1466 CSV downloads with the A-Tech sources.
 */
export function registerContributionDataRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, contributionsApi.getContributionData, ({ auth, params, query }) =>
    service.contributionData(app, auth, params.contributionId, query),
  );
  route(fastify, app, contributionsApi.getContributionCsv, ({ auth, params, query }) =>
    service.contributionCsv(app, auth, params.contributionId, query),
  );
  route(fastify, app, projectDataApi.getAggregatedContributionData, ({ auth, params, body }) =>
    service.aggregatedData(app, auth, params.contributionId, body),
  );
  route(fastify, app, projectDataApi.getAggregatedCsv, ({ auth, params, query }) =>
    service.aggregatedCsv(app, auth, params.projectId, query),
  );
  route(fastify, app, projectDataApi.getAtech1466Report, ({ auth, params, query }) =>
    service.atechReport(app, auth, params.projectId, query),
  );
  route(fastify, app, projectDataApi.getAtech1466Sources, ({ auth, params }) =>
    service.atechSources(app, auth, params.projectId),
  );
}
