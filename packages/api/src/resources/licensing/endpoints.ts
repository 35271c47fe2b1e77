import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Created, CsvFile, Empty, Id, OrganisationName } from '../common/schemas';
import {
  CreateSubscriptionRequest,
  LicensedProjectPage,
  LicenceListQuerySchema,
  LicensingOrganisations,
  ProjectLicenceRemovalRequest,
  ProjectSubscriptionsRequest,
  ProjectTrialRequest,
  ProjectTrialRevertRequest,
  ProjectTrialUpgradeRequest,
  ScheduledChanges,
  ScheduledChangesRequest,
  SmsLimit,
  SmsLimitRequest,
  Subscription,
  SubscriptionDetails,
  SubscriptionEstimate,
  SubscriptionEstimateRequest,
  SubscriptionList,
  TrialMetrics,
  TrialMetricsQuery,
  TrialProjectPage,
  UpdateSubscriptionRequest,
} from './schemas';

const tag = 'licensing';
const OrganisationPathParams = z.object({ organisation: OrganisationName });

/** The organisation's subscription: licensed projects, add-on projects, renewal and pricing. */
export const getSubscriptionDetails = defineEndpoint({
  id: 'getSubscriptionDetails',
  method: 'GET',
  path: '/v0.1/organisations/{organisation}/subscription-details',
  summary: 'Subscription details of an organisation',
  tag,
  auth: 'session',
  params: OrganisationPathParams,
  response: SubscriptionDetails,
});

/** Starts the organisation's project subscription with a set of projects (the answer is ours: empty). */
export const createProjectSubscriptions = defineEndpoint({
  id: 'createProjectSubscriptions',
  method: 'POST',
  path: '/v0.1/organisations/{organisation}/project-subscriptions',
  summary: 'Purchase project licences (first subscription)',
  tag,
  auth: 'session',
  params: OrganisationPathParams,
  body: ProjectSubscriptionsRequest,
  response: Empty,
});

/** Saves the licensed project set of the subscription (the answer is ours: empty). */
export const updateProjectSubscriptions = defineEndpoint({
  id: 'updateProjectSubscriptions',
  method: 'PUT',
  path: '/v0.1/organisations/{organisation}/project-subscriptions',
  summary: 'Save the set of licensed projects',
  tag,
  auth: 'session',
  params: OrganisationPathParams,
  body: ProjectSubscriptionsRequest,
  response: Empty,
});

/** Applies a trial licence to a project (the answer is ours: empty). */
export const applyProjectTrial = defineEndpoint({
  id: 'applyProjectTrial',
  method: 'POST',
  path: '/v0.1/organisations/{organisation}/project-trial-subscription',
  summary: 'Apply a trial licence to a project',
  tag,
  auth: 'session',
  params: OrganisationPathParams,
  body: ProjectTrialRequest,
  response: Empty,
});

/** Converts a project's trial to a paid licence (the answer is ours: empty). */
export const convertProjectTrial = defineEndpoint({
  id: 'convertProjectTrial',
  method: 'POST',
  path: '/v0.1/organisations/{organisation}/upgrade',
  summary: 'Convert a trial licence to paid',
  tag,
  auth: 'session',
  params: OrganisationPathParams,
  body: ProjectTrialUpgradeRequest,
  response: Empty,
});

/** Reverts a converting trial, so the licence ends with the trial (the answer is ours: empty). */
export const revertProjectTrial = defineEndpoint({
  id: 'revertProjectTrial',
  method: 'POST',
  path: '/v0.1/organisations/{organisation}/remove-upgrade',
  summary: 'Remove a trial’s conversion to paid',
  tag,
  auth: 'session',
  params: OrganisationPathParams,
  body: ProjectTrialRevertRequest,
  response: Empty,
});

/** Sets the organisation's monthly SMS limit. */
export const setSmsLimit = defineEndpoint({
  id: 'setSmsLimit',
  method: 'PUT',
  path: '/v0.1/organisations/{organisation}/sms-limit',
  summary: 'Set the monthly SMS limit',
  tag,
  auth: 'session',
  params: OrganisationPathParams,
  body: SmsLimitRequest,
  response: SmsLimit,
});

/** Removes the organisation's SMS limit. */
export const removeSmsLimit = defineEndpoint({
  id: 'removeSmsLimit',
  method: 'DELETE',
  path: '/v0.1/organisations/{organisation}/sms-limit',
  summary: 'Remove the monthly SMS limit',
  tag,
  auth: 'session',
  params: OrganisationPathParams,
  response: SmsLimit,
});

/** Removes a project's licence at the next renewal (the answer is ours: empty). */
export const removeProjectLicense = defineEndpoint({
  id: 'removeProjectLicense',
  method: 'POST',
  path: '/v0.1/organisations/{organisation}/project-license/remove',
  summary: 'Remove a project licence at renewal',
  tag,
  auth: 'session',
  params: OrganisationPathParams,
  body: ProjectLicenceRemovalRequest,
  response: Empty,
});

/** A numbered page of licensed projects (paid licences table). */
export const getProjectLicensingInfo = defineEndpoint({
  id: 'getProjectLicensingInfo',
  method: 'GET',
  path: '/v0.1/project-licensing-info',
  summary: 'Licensed projects (paid licences table)',
  tag,
  auth: 'session',
  query: LicenceListQuerySchema,
  response: LicensedProjectPage,
});

/** The licensed projects of the same query as CSV. */
export const downloadProjectLicensingInfo = defineEndpoint({
  id: 'downloadProjectLicensingInfo',
  method: 'GET',
  path: '/v0.1/project-licensing-info/download',
  summary: 'Licensed projects as CSV',
  tag,
  auth: 'session',
  query: LicenceListQuerySchema,
  response: CsvFile,
});

/** The organisations the licensed projects table can filter on. */
export const getLicensingOrganisations = defineEndpoint({
  id: 'getLicensingOrganisations',
  method: 'GET',
  path: '/v0.1/project-licensing-info/organisations',
  summary: 'Organisations of the licensed projects',
  tag,
  auth: 'session',
  response: LicensingOrganisations,
});

/** A numbered page of trial projects (trial licences table). */
export const getProjectTrials = defineEndpoint({
  id: 'getProjectTrials',
  method: 'GET',
  path: '/v0.1/project-trials',
  summary: 'Trial projects (trial licences table)',
  tag,
  auth: 'session',
  query: LicenceListQuerySchema,
  response: TrialProjectPage,
});

/** Trial performance: active and converting counts, conversion rates and the daily series. */
export const getProjectTrialMetrics = defineEndpoint({
  id: 'getProjectTrialMetrics',
  method: 'GET',
  path: '/v0.1/project-trials/metrics',
  summary: 'Trial licence performance metrics',
  tag,
  auth: 'session',
  query: TrialMetricsQuery,
  response: TrialMetrics,
});

/** Prices a number of weekly and monthly project licences. */
export const estimateSubscription = defineEndpoint({
  id: 'estimateSubscription',
  method: 'POST',
  path: '/v2/organisations/{organisation}/subscriptionestimate',
  summary: 'Price estimate of project licences',
  tag,
  auth: 'any',
  params: OrganisationPathParams,
  body: SubscriptionEstimateRequest,
  response: SubscriptionEstimate,
});

/** The organisation's subscriptions. */
export const listSubscriptions = defineEndpoint({
  id: 'listSubscriptions',
  method: 'GET',
  path: '/v2/organisations/{organisation}/subscriptions',
  summary: 'Subscriptions of an organisation',
  tag,
  auth: 'any',
  params: OrganisationPathParams,
  response: SubscriptionList,
});

/** Creates a subscription for the organisation and returns its id. */
export const createSubscription = defineEndpoint({
  id: 'createSubscription',
  method: 'POST',
  path: '/v2/organisations/{organisation}/subscriptions',
  summary: 'Create a subscription',
  tag,
  auth: 'any',
  params: OrganisationPathParams,
  body: CreateSubscriptionRequest,
  response: Created,
  status: 201,
});

/** One subscription of the organisation. */
export const getSubscription = defineEndpoint({
  id: 'getSubscription',
  method: 'GET',
  path: '/v2/organisations/{organisation}/subscriptions/{id}',
  summary: 'A subscription',
  tag,
  auth: 'any',
  params: z.object({ organisation: OrganisationName, id: Id }),
  response: Subscription,
});

/** Changes a subscription now; the answer (ours) is the updated subscription. */
export const updateSubscription = defineEndpoint({
  id: 'updateSubscription',
  method: 'PUT',
  path: '/v2/organisations/{organisation}/subscriptions/{id}',
  summary: 'Update a subscription',
  tag,
  auth: 'any',
  params: z.object({ organisation: OrganisationName, id: Id }),
  body: UpdateSubscriptionRequest,
  response: Subscription,
});

/**
 * Replaces the changes scheduled for a subscription's next renewal; the answer (ours) is what is
 * now scheduled, null after an empty body cancelled it.
 */
export const updateScheduledChanges = defineEndpoint({
  id: 'updateScheduledChanges',
  method: 'PUT',
  path: '/v2/subscriptions/{subscriptionId}/scheduledchanges',
  summary: 'Schedule changes for the next renewal',
  tag,
  auth: 'any',
  params: z.object({ subscriptionId: Id }),
  body: ScheduledChangesRequest,
  response: ScheduledChanges.nullable(),
});
