import { describe, expect, it } from 'vitest';
import { FEEDBACK_CHOICES, feedbackSchema, isFeedbackChoice, validateFeedback } from './feedback';

describe('validateFeedback', () => {
  it('offers the four dashboard feedback options', () => {
    expect(FEEDBACK_CHOICES).toEqual(['FeaturesMissing', 'HardToUse', 'PreferOld', 'Other']);
  });

  it.each([
    [['FeaturesMissing'], undefined],
    [['HardToUse', 'PreferOld'], ''],
    [['Other'], 'The charts load slowly'],
    [[...FEEDBACK_CHOICES], null],
  ])('accepts %j with comments %j', (choices, comments) => {
    expect(validateFeedback({ choices, comments })).toBeNull();
  });

  it.each([
    [[], 'Select at least one option'],
    [['Slow'], 'Slow is not a feedback option'],
    [['HardToUse', 'hardToUse'], 'hardToUse is not a feedback option'],
  ])('rejects %j as "%s"', (choices, message) => {
    expect(validateFeedback({ choices })?.message).toBe(message);
  });

  it('names the unknown choice in the parameters', () => {
    expect(validateFeedback({ choices: ['Slow'] })).toEqual({
      code: 'feedback.choiceInvalid',
      message: 'Slow is not a feedback option',
      params: { choice: 'Slow' },
    });
  });

  it.each([
    ['Other', true],
    ['other', false],
    [3, false],
  ])('isFeedbackChoice(%j) is %s', (value, expected) => {
    expect(isFeedbackChoice(value)).toBe(expected);
  });
});

describe('feedbackSchema', () => {
  it('accepts a submission without comments', () => {
    expect(
      feedbackSchema.safeParse({ ContributionId: 'c-1', FeedbackChoices: ['PreferOld'] }).success,
    ).toBe(true);
  });

  it('reports each field with its message and code', () => {
    const result = feedbackSchema.safeParse({
      ContributionId: ' ',
      FeedbackChoices: [],
      OtherComments: 'x',
    });
    expect(
      result.error?.issues.map((issue) => ({
        path: issue.path,
        message: issue.message,
        code: 'params' in issue ? issue.params?.code : undefined,
      })),
    ).toEqual([
      { path: ['ContributionId'], message: 'This field is required', code: 'common.required' },
      {
        path: ['FeedbackChoices'],
        message: 'Select at least one option',
        code: 'feedback.choiceRequired',
      },
    ]);
  });
});
