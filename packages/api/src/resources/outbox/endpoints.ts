import { defineEndpoint } from '../../http/endpoint';
import { OutboxListQuery, OutboxPage } from './schemas';

/**
 * The delivery outbox (ours, issue 17): every e-mail and text message the server sent, is
 * retrying, failed or holds, newest first, with the count per status. Outbox rows belong to no
 * organisation, so only holders of Administration__Manage_Organisations may read it.
 */
export const listOutbox = defineEndpoint({
  id: 'listOutbox',
  method: 'GET',
  path: '/v0.1/outbox',
  summary: 'The delivery outbox (administrators)',
  description:
    'Not in the specification: lets a self-hoster see that e-mails and text messages leave. ' +
    'Message bodies are not returned.',
  tag: 'outbox',
  auth: 'session',
  query: OutboxListQuery,
  response: OutboxPage,
});
