import { alertEventsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/**
 * The event history of an alert (ours, issue 17): the list of an event rule's or a contribution
 * alert config's events with who was notified, and the change of an event's resolution status.
 */
export function registerAlertEventRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, alertEventsApi.listAlertEvents, ({ auth, query }) =>
    service.list(app, auth, query),
  );
  route(fastify, app, alertEventsApi.updateAlertEvent, ({ auth, params, body }) =>
    service.update(app, auth, params.eventId, body),
  );
}
