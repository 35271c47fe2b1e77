import { feedbackSchema } from '@aq/validation';
import { z } from 'zod';
import { qArray, qInt } from '../../http/query';

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

/** Query of GET /v0.1/feedback/dashboards (ours): how many submissions, newest first (100). */
export const DashboardFeedbackListQuery = z.object({
  limit: qInt({ min: 1, max: 1000 }).default(100),
});

/**
 * One stored dashboard feedback submission (ours). The contribution, project and user are null
 * once deleted; names are read when listed.
 */
export const DashboardFeedbackEntry = z.object({
  Id: z.number().int(),
  ContributionId: z.number().int().nullable(),
  ContributionName: z.string().nullable(),
  ProjectId: z.string().nullable(),
  ProjectName: z.string().nullable(),
  OrganisationName: z.string(),
  UserEmail: z.string().nullable(),
  UserName: z.string().nullable(),
  FeedbackChoices: z.array(z.string()),
  OtherComments: z.string().nullable(),
  CreatedAt: z.iso.datetime({ offset: true }),
});

/** Answer of GET /v0.1/feedback/dashboards (ours). */
export const DashboardFeedbackList = z.object({ Items: z.array(DashboardFeedbackEntry) });
