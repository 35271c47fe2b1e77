import { feedbackSchema } from '@aq/validation';
import { z } from 'zod';
import { qArray } from '../../http/query';

/**
 * Query of POST /v0.1/feedback/dashboards (the spec puts the feedback in the query): ContributionId,
 * repeated FeedbackChoices (FeaturesMissing, HardToUse, PreferOld, Other) and optional
 * OtherComments. The query is read into lists here, then checked by @aq/validation's
 * feedbackSchema ('Select at least one option' when no choice is given).
 */
export const DashboardFeedbackQuery = z
  .object({
    ContributionId: z.string().max(200),
    FeedbackChoices: qArray(z.string().max(50)).pipe(z.array(z.string()).max(10)).default([]),
    OtherComments: z.string().max(2000).nullish(),
  })
  .pipe(feedbackSchema);
