import { defineEndpoint } from '../../http/endpoint';
import { CsvFile, Empty } from '../common/schemas';
import {
  Contribution,
  ContributionCreated,
  ContributionCsvQuery,
  ContributionDataQuery,
  ContributionIdParams,
  ContributionList,
  ContributionListQuery,
  ContributionSeries,
  ContributionSummaries,
  CreateContributionRequest,
  OverrideStartDateQuery,
  UpdateContributionRequest,
} from './schemas';

const tag = 'contributions';

/** Creates a contribution from the wizard's body; returns its id. */
export const createContribution = defineEndpoint({
  id: 'createContribution',
  method: 'POST',
  path: '/v0.1/contribution',
  summary: 'Create a contribution',
  tag,
  auth: 'session',
  body: CreateContributionRequest,
  response: ContributionCreated,
  status: 201,
});

/** A contribution as the report view reads it: type, details and report options. */
export const getContribution = defineEndpoint({
  id: 'getContribution',
  method: 'GET',
  path: '/v0.1/contribution/{contributionId}',
  summary: 'A contribution (type, details, report options)',
  tag,
  auth: 'session',
  params: ContributionIdParams,
  response: Contribution,
});

/**
 * Updates a contribution's report options and action levels. The response is not shown in the
 * spec: ours, the updated contribution.
 */
export const updateContribution = defineEndpoint({
  id: 'updateContribution',
  method: 'PUT',
  path: '/v0.1/contribution/{contributionId}',
  summary: 'Update a contribution’s report options and action levels',
  tag,
  auth: 'session',
  params: ContributionIdParams,
  body: UpdateContributionRequest,
  response: Contribution,
});

/** Deletes a contribution (after the confirmation dialog). */
export const deleteContribution = defineEndpoint({
  id: 'deleteContribution',
  method: 'DELETE',
  path: '/v0.1/contribution/{contributionId}',
  summary: 'Delete a contribution',
  tag,
  auth: 'session',
  params: ContributionIdParams,
  response: Empty,
});

/** A contribution's values over a range as CSV (CsvData, FileName, ContentType). */
export const getContributionCsv = defineEndpoint({
  id: 'getContributionCsv',
  method: 'GET',
  path: '/v0.1/contribution/{contributionId}/csv',
  summary: 'Contribution values over a range as CSV',
  tag,
  auth: 'session',
  params: ContributionIdParams,
  query: ContributionCsvQuery,
  response: CsvFile,
});

/** A contribution's instantaneous and averaged values over a range (response shape ours). */
export const getContributionData = defineEndpoint({
  id: 'getContributionData',
  method: 'GET',
  path: '/v0.1/contribution/{contributionId}/data',
  summary: 'Contribution values over a range',
  tag,
  auth: 'session',
  params: ContributionIdParams,
  query: ContributionDataQuery,
  response: ContributionSeries,
});

/**
 * Moves the instant a contribution's averaging starts from (its Initial period restarts there).
 * The response is not shown in the spec: ours, empty.
 */
export const overrideContributionStartDate = defineEndpoint({
  id: 'overrideContributionStartDate',
  method: 'PATCH',
  path: '/v0.1/contribution/{contributionId}/override-start-date',
  summary: 'Override the start date of a contribution',
  tag,
  auth: 'session',
  params: ContributionIdParams,
  query: OverrideStartDateQuery,
  response: Empty,
});

/** Contributions the user can see, optionally of one organisation or project. */
export const listContributions = defineEndpoint({
  id: 'listContributions',
  method: 'GET',
  path: '/v0.1/contribution-list',
  summary: 'Contributions of the user (by organisation or project)',
  tag,
  auth: 'session',
  query: ContributionListQuery,
  response: ContributionList,
});

/** Contribution summaries (type, period, sensors, wind sensor), optionally of one project. */
export const getContributionSummaries = defineEndpoint({
  id: 'getContributionSummaries',
  method: 'GET',
  path: '/v0.1/contribution-summaries',
  summary: 'Contribution summaries (by organisation or project)',
  tag,
  auth: 'session',
  query: ContributionListQuery,
  response: ContributionSummaries,
});
