import { mapApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** The instrument selector's list (the legacy map partial is not served). */
export function registerMapRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, mapApi.getSelectableInstruments, ({ auth }) =>
    service.selectableInstruments(app, auth),
  );
}
