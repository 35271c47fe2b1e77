import { brandingApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** Branding of the caller's organisation, and of a named one for the sign-in page. */
export function registerBrandingRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, brandingApi.getBranding, ({ auth }) => service.ownBranding(app, auth));
  route(fastify, app, brandingApi.getOrganisationBranding, ({ params }) =>
    service.organisationBranding(app, params.organisation),
  );
}
