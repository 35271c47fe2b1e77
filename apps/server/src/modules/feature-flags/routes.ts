import { featureFlagsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** Feature flags of the caller's organisation. */
export function registerFeatureFlagRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, featureFlagsApi.getFeatureFlag, ({ auth, query }) =>
    service.isEnabled(app, auth, query.featureFlag),
  );
}
