import { reportsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** The manual report generation calls: start a task, poll it, fetch its report. */
export function registerReportGenerationRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, reportsApi.generateContributionReport, ({ auth, body }) =>
    service.generate(app, auth, body),
  );
  route(fastify, app, reportsApi.isContributionReportCompleted, ({ auth, params }) =>
    service.taskStatus(app, auth, params.taskId),
  );
  route(fastify, app, reportsApi.getCompletedContributionReport, ({ auth, params }) =>
    service.completedReport(app, auth, params.taskId),
  );
}
