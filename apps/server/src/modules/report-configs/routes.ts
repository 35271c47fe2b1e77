import { reportConfigsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/**
 * Report configs: a contribution's report configuration and export config, the export configs of
 * a project and of the caller, and the export config create, update and delete.
 */
export function registerReportConfigRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, reportConfigsApi.getContributionReportConfig, ({ auth, params }) =>
    service.reportConfig(app, auth, params.contributionId),
  );
  route(fastify, app, reportConfigsApi.getContributionReportExportConfig, ({ auth, params }) =>
    service.exportConfigOfContribution(app, auth, params.contributionId),
  );
  route(fastify, app, reportConfigsApi.listProjectReportExportConfigs, ({ auth, params }) =>
    service.listForProject(app, auth, params.projectId),
  );
  route(fastify, app, reportConfigsApi.listReportExportConfigs, ({ auth }) =>
    service.listForUser(app, auth),
  );
  route(fastify, app, reportConfigsApi.createReportExportConfig, ({ auth, body }) =>
    service.create(app, auth, body),
  );
  route(fastify, app, reportConfigsApi.updateReportExportConfig, ({ auth, params, body }) =>
    service.update(app, auth, params.id, body),
  );
  route(fastify, app, reportConfigsApi.deleteReportExportConfig, ({ auth, params }) =>
    service.remove(app, auth, params.id),
  );
}
