import { reportsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** The report data calls: a contribution report's data (and the DER-10 / 1466 view of it). */
export function registerReportRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, reportsApi.getContributionReport, ({ auth, params, query }) =>
    service.contributionReport(app, auth, params.contributionId, query),
  );
  route(fastify, app, reportsApi.getDer10ReportData, ({ auth, params, query }) =>
    service.der10ReportData(app, auth, params.contributionId, query),
  );
}
