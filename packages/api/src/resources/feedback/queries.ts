import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../react/client-context';
import { submitDashboardFeedback } from './endpoints';

/** What the new-dashboard feedback prompt sends (projects §3 'Feedback submission'). */
export interface DashboardFeedbackInput {
  /** The contribution the dashboard showed (its numeric id). */
  contributionId: number;
  /** The chosen options: FeaturesMissing, HardToUse, PreferOld, Other (at least one). */
  choices: readonly string[];
  /** Free comments; blank sends none. */
  comments?: string | null;
}

/**
 * Sends the new-dashboard feedback: POST /v0.1/feedback/dashboards with the feedback in the query
 * (ContributionId, repeated FeedbackChoices, OtherComments). Nothing cached changes.
 */
export function useSubmitDashboardFeedback() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ contributionId, choices, comments }: DashboardFeedbackInput) =>
      client.call(submitDashboardFeedback, {
        query: {
          ContributionId: String(contributionId),
          FeedbackChoices: [...choices],
          OtherComments: comments?.trim() ? comments.trim() : null,
        },
      }),
  });
}
