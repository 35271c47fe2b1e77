import { outboxApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** The delivery outbox for administrators (GET /v0.1/outbox). */
export function registerOutboxRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, outboxApi.listOutbox, ({ auth, query }) => service.list(app, auth, query));
}
