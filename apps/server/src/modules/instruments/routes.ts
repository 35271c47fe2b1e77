import { instrumentsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** Registering an organisation's own instruments, and the sensor catalogue it offers. */
export function registerInstrumentRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, instrumentsApi.registerInstrument, ({ auth, body }) =>
    service.register(app, auth, body),
  );
  route(fastify, app, instrumentsApi.getSensorCatalogue, async () => service.catalogue());
}
