import { defineEndpoint } from '../../http/endpoint';
import { Empty } from '../common/schemas';
import {
  AlertConfigParams,
  AlertConfigurationParams,
  ContributionAlertConfig,
  ContributionAlertConfigCreated,
  ContributionAlertConfigList,
  ContributionAlertConfigStates,
  CreateContributionAlertConfigRequest,
  ProjectAlertConfigsParams,
  SendContributionAlertRequest,
  SendContributionAlertResponse,
  SiteContributionAlertConfigParams,
  SiteContributionParams,
  UpdateContributionAlertConfigRequest,
} from './schemas';

const tag = 'contribution-alerts';

/** The alert configs of one contribution (v2). */
export const listSiteContributionAlertConfigs = defineEndpoint({
  id: 'listSiteContributionAlertConfigs',
  method: 'GET',
  path: '/v2/sitecontributions/{contributionId}/alertconfigs',
  summary: 'Alert configs of a contribution',
  tag,
  auth: 'any',
  params: SiteContributionParams,
  response: ContributionAlertConfigList,
});

/** Creates an alert config on a contribution (v2); returns its id. */
export const createSiteContributionAlertConfig = defineEndpoint({
  id: 'createSiteContributionAlertConfig',
  method: 'POST',
  path: '/v2/sitecontributions/{contributionId}/alertconfigs',
  summary: 'Create a contribution alert config',
  tag,
  auth: 'any',
  params: SiteContributionParams,
  body: CreateContributionAlertConfigRequest,
  response: ContributionAlertConfigCreated,
  status: 201,
});

/**
 * Updates a contribution alert config (v2): the create body plus Active. The response is not shown
 * in the spec: ours, the updated config.
 */
export const updateSiteContributionAlertConfig = defineEndpoint({
  id: 'updateSiteContributionAlertConfig',
  method: 'PUT',
  path: '/v2/sitecontributions/{contributionId}/alertconfigs/{alertConfigId}',
  summary: 'Update a contribution alert config',
  tag,
  auth: 'any',
  params: SiteContributionAlertConfigParams,
  body: UpdateContributionAlertConfigRequest,
  response: ContributionAlertConfig,
});

/** Deletes a contribution alert config (v2). */
export const deleteSiteContributionAlertConfig = defineEndpoint({
  id: 'deleteSiteContributionAlertConfig',
  method: 'DELETE',
  path: '/v2/sitecontributions/{contributionId}/alertconfigs/{alertConfigId}',
  summary: 'Delete a contribution alert config',
  tag,
  auth: 'any',
  params: SiteContributionAlertConfigParams,
  response: Empty,
});

/** Where each alert config of a contribution stands (response shape ours). */
export const getSiteContributionAlertConfigStates = defineEndpoint({
  id: 'getSiteContributionAlertConfigStates',
  method: 'GET',
  path: '/v2/sitecontributions/{contributionId}/alertconfigs/states',
  summary: 'States of the alert configs of a contribution',
  tag,
  auth: 'any',
  params: SiteContributionParams,
  response: ContributionAlertConfigStates,
});

/** Sends an alert config's notification to its recipients now (body and response ours). */
export const sendSiteContributionAlert = defineEndpoint({
  id: 'sendSiteContributionAlert',
  method: 'POST',
  path: '/v2/sitecontributions/alerts/{alertConfigurationId}/send',
  summary: 'Send a contribution alert’s notification now',
  tag,
  auth: 'any',
  params: AlertConfigurationParams,
  body: SendContributionAlertRequest,
  response: SendContributionAlertResponse,
  status: 202,
});

/** Every contribution alert config of the user (user-level alerts list). */
export const listContributionAlertConfigs = defineEndpoint({
  id: 'listContributionAlertConfigs',
  method: 'GET',
  path: '/v0.1/contribution-alert-configs',
  summary: 'Contribution alert configs of the user',
  tag,
  auth: 'session',
  response: ContributionAlertConfigList,
});

/** One contribution alert config (alert detail pages). */
export const getContributionAlertConfig = defineEndpoint({
  id: 'getContributionAlertConfig',
  method: 'GET',
  path: '/v0.1/contribution-alert-configs/{alertConfigId}',
  summary: 'A contribution alert config',
  tag,
  auth: 'session',
  params: AlertConfigParams,
  response: ContributionAlertConfig,
});

/** The contribution alert configs of one project (project alerts page). */
export const listProjectContributionAlertConfigs = defineEndpoint({
  id: 'listProjectContributionAlertConfigs',
  method: 'GET',
  path: '/v0.1/projects/{projectId}/contribution-alert-configs',
  summary: 'Contribution alert configs of a project',
  tag,
  auth: 'session',
  params: ProjectAlertConfigsParams,
  response: ContributionAlertConfigList,
});
