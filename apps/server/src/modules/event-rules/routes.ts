import { eventRulesApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/**
 * Event rules (offline and set point alerts): list, create, update, read, delete, ids and ids
 * grouped by source, and evaluation on demand (POST /v0.1/event-rules/evaluate/...).
 */
export function registerEventRuleRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, eventRulesApi.listEventRules, ({ auth, query }) =>
    service.list(app, auth, query),
  );
  route(fastify, app, eventRulesApi.createEventRule, ({ auth, body }) =>
    service.create(app, auth, body),
  );
  route(fastify, app, eventRulesApi.updateEventRule, ({ auth, body }) =>
    service.update(app, auth, body),
  );
  route(fastify, app, eventRulesApi.getEventRuleGroupedIds, ({ auth, query }) =>
    service.groupedIds(app, auth, query),
  );
  route(fastify, app, eventRulesApi.getEventRuleIds, ({ auth, query }) =>
    service.ids(app, auth, query),
  );
  route(fastify, app, eventRulesApi.getEventRule, ({ auth, params }) =>
    service.get(app, auth, params.eventRuleId),
  );
  route(fastify, app, eventRulesApi.deleteEventRule, ({ auth, params }) =>
    service.remove(app, auth, params.eventRuleId),
  );
  route(fastify, app, eventRulesApi.evaluateEventRules, ({ auth, params, body }) =>
    service.evaluate(app, auth, params, body),
  );
}
