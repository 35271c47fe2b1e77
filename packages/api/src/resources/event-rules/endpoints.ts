import { defineEndpoint } from '../../http/endpoint';
import { Created, Empty } from '../common/schemas';
import {
  CreateEventRuleRequest,
  EvaluateEventRulesParams,
  EvaluateEventRulesRequest,
  EvaluateEventRulesResponse,
  EventRule,
  EventRuleGroupedIds,
  EventRuleIds,
  EventRuleIdsQuery,
  EventRuleListQuery,
  EventRulePage,
  EventRuleParams,
  UpdateEventRuleRequest,
} from './schemas';

const tag = 'event-rules';

/** A page of event rules, by project or monitor, filtered, sorted and searched. */
export const listEventRules = defineEndpoint({
  id: 'listEventRules',
  method: 'GET',
  path: '/v0.1/event-rules',
  summary: 'Event rules (paged)',
  tag,
  auth: 'session',
  query: EventRuleListQuery,
  response: EventRulePage,
});

/** Creates an event rule (offline or set point alert); returns its id. */
export const createEventRule = defineEndpoint({
  id: 'createEventRule',
  method: 'POST',
  path: '/v0.1/event-rules',
  summary: 'Create an event rule',
  tag,
  auth: 'session',
  body: CreateEventRuleRequest,
  response: Created,
  status: 201,
});

/**
 * Updates the event rule named by the body's EventRuleId. The response is not shown in the spec:
 * ours, the updated rule.
 */
export const updateEventRule = defineEndpoint({
  id: 'updateEventRule',
  method: 'PUT',
  path: '/v0.1/event-rules',
  summary: 'Update an event rule',
  tag,
  auth: 'session',
  body: UpdateEventRuleRequest,
  response: EventRule,
});

/** One event rule. */
export const getEventRule = defineEndpoint({
  id: 'getEventRule',
  method: 'GET',
  path: '/v0.1/event-rules/{eventRuleId}',
  summary: 'An event rule',
  tag,
  auth: 'session',
  params: EventRuleParams,
  response: EventRule,
});

/** Deletes an event rule. */
export const deleteEventRule = defineEndpoint({
  id: 'deleteEventRule',
  method: 'DELETE',
  path: '/v0.1/event-rules/{eventRuleId}',
  summary: 'Delete an event rule',
  tag,
  auth: 'session',
  params: EventRuleParams,
  response: Empty,
});

/**
 * Evaluates the event rules watching one source: the spec's five evaluate paths
 * (contribution, lease, monitor, monitoring-location, project) as one endpoint with a sourceType
 * parameter. Body and response are ours.
 */
export const evaluateEventRules = defineEndpoint({
  id: 'evaluateEventRules',
  method: 'POST',
  path: '/v0.1/event-rules/evaluate/{sourceType}/{id}',
  summary: 'Evaluate the event rules of a source',
  tag,
  auth: 'session',
  params: EvaluateEventRulesParams,
  body: EvaluateEventRulesRequest,
  response: EvaluateEventRulesResponse,
});

/** Ids of the event rules in scope grouped by watched source (response ours). */
export const getEventRuleGroupedIds = defineEndpoint({
  id: 'getEventRuleGroupedIds',
  method: 'GET',
  path: '/v0.1/event-rules/grouped-ids',
  summary: 'Event rule ids grouped by source',
  tag,
  auth: 'session',
  query: EventRuleIdsQuery,
  response: EventRuleGroupedIds,
});

/** Ids of the event rules in scope (response ours). */
export const getEventRuleIds = defineEndpoint({
  id: 'getEventRuleIds',
  method: 'GET',
  path: '/v0.1/event-rules/ids',
  summary: 'Event rule ids',
  tag,
  auth: 'session',
  query: EventRuleIdsQuery,
  response: EventRuleIds,
});
