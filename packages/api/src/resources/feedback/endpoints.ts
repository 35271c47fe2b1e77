import { defineEndpoint } from '../../http/endpoint';
import { Empty } from '../common/schemas';
import { DashboardFeedbackQuery } from './schemas';

/** Sends the new-dashboard feedback (the answer is ours: empty). */
export const submitDashboardFeedback = defineEndpoint({
  id: 'submitDashboardFeedback',
  method: 'POST',
  path: '/v0.1/feedback/dashboards',
  summary: 'Send feedback on the new project dashboard',
  tag: 'feedback',
  auth: 'session',
  query: DashboardFeedbackQuery,
  response: Empty,
});
