import { defineEndpoint } from '../../http/endpoint';
import { FeatureFlagQuery, FeatureFlagResponse } from './schemas';

/** Whether a feature flag is on for the caller's organisation. */
export const getFeatureFlag = defineEndpoint({
  id: 'getFeatureFlag',
  method: 'GET',
  path: '/v0.1/feature-flags',
  summary: 'Whether a feature flag is enabled for the caller’s organisation',
  tag: 'feature-flags',
  auth: 'session',
  query: FeatureFlagQuery,
  response: FeatureFlagResponse,
});
