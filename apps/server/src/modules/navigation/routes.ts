import { navigationApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** The caller's navigation links and the name of the current selection. */
export function registerNavigationRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, navigationApi.getNavigationLinks, async ({ auth }) => service.linksFor(auth));
  route(fastify, app, navigationApi.getSelectionName, ({ auth, query }) =>
    service.selectionName(app, auth, query),
  );
}
