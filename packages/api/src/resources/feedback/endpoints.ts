import { defineEndpoint } from '../../http/endpoint';
import { Empty } from '../common/schemas';
import {
  DashboardFeedbackList,
  DashboardFeedbackListQuery,
  DashboardFeedbackQuery,
} from './schemas';

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

/** The stored dashboard feedback, newest first (ours; organisations administrators only). */
export const listDashboardFeedback = defineEndpoint({
  id: 'listDashboardFeedback',
  method: 'GET',
  path: '/v0.1/feedback/dashboards',
  summary: 'List the new-dashboard feedback (administrators)',
  tag: 'feedback',
  auth: 'session',
  query: DashboardFeedbackListQuery,
  response: DashboardFeedbackList,
});
