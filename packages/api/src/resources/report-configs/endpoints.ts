import { defineEndpoint } from '../../http/endpoint';
import { Created, Empty } from '../common/schemas';
import {
  ContributionReportConfig,
  ContributionReportExportConfig,
  ProjectReportExportConfigsParams,
  ReportConfigContributionParams,
  ReportExportConfig,
  ReportExportConfigList,
  ReportExportConfigParams,
  ReportExportConfigRequest,
  ReportExportConfigSummaryList,
} from './schemas';

const tag = 'report-configs';

/** A contribution's report configuration and schedule (cached 5 minutes by the dashboard). */
export const getContributionReportConfig = defineEndpoint({
  id: 'getContributionReportConfig',
  method: 'GET',
  path: '/v0.1/contribution/{contributionId}/reportConfig',
  summary: 'Report configuration of a contribution',
  tag,
  auth: 'session',
  params: ReportConfigContributionParams,
  response: ContributionReportConfig,
});

/**
 * A contribution's report export config (null when none). The spec also lists GET
 * /v0.1/contribution/{projectId}/reportExportConfig, a by-project variant on the same path that
 * cannot be told apart from this one; it is offered as GET
 * /v0.1/projects/{projectId}/reportExportConfigs (ours) instead.
 */
export const getContributionReportExportConfig = defineEndpoint({
  id: 'getContributionReportExportConfig',
  method: 'GET',
  path: '/v0.1/contribution/{contributionId}/reportExportConfig',
  summary: 'Report export config of a contribution',
  tag,
  auth: 'session',
  params: ReportConfigContributionParams,
  response: ContributionReportExportConfig,
});

/**
 * The auto-export config summaries of a project's contributions. Ours: stands in for the spec's
 * GET /v0.1/contribution/{projectId}/reportExportConfig, whose path collides with the by-contribution call.
 */
export const listProjectReportExportConfigs = defineEndpoint({
  id: 'listProjectReportExportConfigs',
  method: 'GET',
  path: '/v0.1/projects/{projectId}/reportExportConfigs',
  summary: 'Report export configs of a project’s contributions',
  tag,
  auth: 'session',
  params: ProjectReportExportConfigsParams,
  response: ReportExportConfigSummaryList,
});

/** Every report export config the user can see. */
export const listReportExportConfigs = defineEndpoint({
  id: 'listReportExportConfigs',
  method: 'GET',
  path: '/v0.1/contributionReportExportConfig',
  summary: 'Report export configs',
  tag,
  auth: 'session',
  response: ReportExportConfigList,
});

/** Creates a report export config (a contribution's report schedule); returns its id. */
export const createReportExportConfig = defineEndpoint({
  id: 'createReportExportConfig',
  method: 'POST',
  path: '/v0.1/contributionReportExportConfig',
  summary: 'Create a report export config',
  tag,
  auth: 'session',
  body: ReportExportConfigRequest,
  response: Created,
  status: 201,
});

/** Updates a report export config. The response is not shown in the spec: ours, the updated config. */
export const updateReportExportConfig = defineEndpoint({
  id: 'updateReportExportConfig',
  method: 'PUT',
  path: '/v0.1/contributionReportExportConfig/{id}',
  summary: 'Update a report export config',
  tag,
  auth: 'session',
  params: ReportExportConfigParams,
  body: ReportExportConfigRequest,
  response: ReportExportConfig,
});

/** Deletes a report export config. */
export const deleteReportExportConfig = defineEndpoint({
  id: 'deleteReportExportConfig',
  method: 'DELETE',
  path: '/v0.1/contributionReportExportConfig/{id}',
  summary: 'Delete a report export config',
  tag,
  auth: 'session',
  params: ReportExportConfigParams,
  response: Empty,
});
