import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fail } from './messages';
import { addFieldIssues, addValidationIssue } from './zod-issues';

describe('addValidationIssue', () => {
  const schema = z.string().superRefine((value, ctx) => {
    if (value === '') addValidationIssue(ctx, fail('common.required'));
    if (value.length > 3)
      addValidationIssue(ctx, fail('journal.detailsTooLong', { max: 3 }), ['Details']);
  });

  it('adds the message and the code, without a path of its own', () => {
    expect(schema.safeParse('').error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        message: 'This field is required',
        path: [],
        params: { code: 'common.required' },
      }),
    ]);
  });

  it('adds the values and the given path', () => {
    expect(schema.safeParse('abcd').error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        message: 'Details must be 3 characters or less',
        path: ['Details'],
        params: { code: 'journal.detailsTooLong', values: { max: 3 } },
      }),
    ]);
  });
});

describe('addFieldIssues', () => {
  const schema = z.object({ A: z.string(), B: z.string() }).superRefine((body, ctx) =>
    addFieldIssues(ctx, [
      ['A', body.A === '' ? fail('common.required') : null],
      ['B', body.B === '' ? fail('common.required') : undefined],
    ]),
  );

  it('adds one issue per failing check, on its field', () => {
    expect(schema.safeParse({ A: 'x', B: '' }).error?.issues).toEqual([
      expect.objectContaining({
        message: 'This field is required',
        path: ['B'],
        params: { code: 'common.required' },
      }),
    ]);
    expect(schema.safeParse({ A: 'x', B: 'y' }).success).toBe(true);
  });
});
