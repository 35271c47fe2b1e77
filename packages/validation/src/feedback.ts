import { z } from 'zod';
import { fail, type ValidationError } from './messages';
import { addFieldIssues } from './zod-issues';

/** The options of the new-dashboard feedback modal, as sent in FeedbackChoices. */
export const FEEDBACK_CHOICES = ['FeaturesMissing', 'HardToUse', 'PreferOld', 'Other'] as const;

/** One feedback option. */
export type FeedbackChoice = (typeof FEEDBACK_CHOICES)[number];

/** What the feedback modal submits; comments are free text and optional. */
export interface FeedbackInput {
  readonly choices: readonly string[];
  readonly comments?: string | null;
}

/** Whether a value is one of FEEDBACK_CHOICES. */
export function isFeedbackChoice(value: unknown): value is FeedbackChoice {
  return (FEEDBACK_CHOICES as readonly unknown[]).includes(value);
}

/** Feedback needs at least one choice, and only known ones (the first unknown one is reported). */
export function validateFeedback({ choices }: FeedbackInput): ValidationError | null {
  if (choices.length === 0) return fail('feedback.choiceRequired');
  const unknown = choices.find((choice) => !isFeedbackChoice(choice));
  return unknown === undefined ? null : fail('feedback.choiceInvalid', { choice: unknown });
}

/** Zod schema of the POST /v0.1/feedback/dashboards parameters. */
export const feedbackSchema = z
  .object({
    ContributionId: z.string(),
    FeedbackChoices: z.array(z.string()),
    OtherComments: z.string().nullish(),
  })
  .superRefine((body, ctx) => {
    addFieldIssues(ctx, [
      ['ContributionId', body.ContributionId.trim() === '' ? fail('common.required') : null],
      [
        'FeedbackChoices',
        validateFeedback({ choices: body.FeedbackChoices, comments: body.OtherComments }),
      ],
    ]);
  });
