import { defineEndpoint } from '../../http/endpoint';
import {
  AlertEvent,
  AlertEventListQuery,
  AlertEventPage,
  AlertEventParams,
  UpdateAlertEventRequest,
} from './schemas';

const tag = 'alert-events';

/**
 * The event history of one alert (an event rule or a contribution alert config), newest first,
 * with who was notified of each event. Not shown in the spec: ours.
 */
export const listAlertEvents = defineEndpoint({
  id: 'listAlertEvents',
  method: 'GET',
  path: '/v0.1/alert-events',
  summary: 'Event history of an alert (paged)',
  description:
    'Not shown in the spec: ours (issue 17, the event history on the alert details page). Exactly one of EventRuleId or AlertConfigId; newest first; keyset paging through PageToken.Next passed back as Token.',
  tag,
  auth: 'session',
  query: AlertEventListQuery,
  response: AlertEventPage,
});

/**
 * Moves an event on: Open → UnderReview, Open → Resolved or UnderReview → Resolved (409
 * otherwise); answers the updated event. Not shown in the spec: ours.
 */
export const updateAlertEvent = defineEndpoint({
  id: 'updateAlertEvent',
  method: 'PATCH',
  path: '/v0.1/alert-events/{eventId}',
  summary: 'Change the resolution status of an alert event',
  description:
    'Not shown in the spec: ours. Allowed transitions: Open → UnderReview, Open → Resolved, UnderReview → Resolved; others answer 409. Needs Manage_Alerts.',
  tag,
  auth: 'session',
  params: AlertEventParams,
  body: UpdateAlertEventRequest,
  response: AlertEvent,
});
