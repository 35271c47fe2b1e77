import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CreateGlobalNotificationRequest } from '../notifications/schemas';
import { requireRefined } from './refined';

const Body = z
  .object({ Name: z.string().nullish(), Note: z.string().nullish() })
  .superRefine((body, ctx) => {
    if (!body.Name) ctx.addIssue({ code: 'custom', message: 'Enter a name', path: ['Name'] });
  })
  .transform(requireRefined(['Name']));

describe('requireRefined: fields a refinement requires come out non-null', () => {
  it('given a body the refinement accepts, passes it through unchanged', () => {
    expect(Body.parse({ Name: 'Gate', Note: null })).toEqual({ Name: 'Gate', Note: null });
  });

  it('given a body the refinement refuses, answers with the refinement message alone', () => {
    const result = Body.safeParse({ Name: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Enter a name']);
  });

  it('given a schema whose refinement lets a null through, refuses it rather than lie about the type', () => {
    const Loose = z.object({ Name: z.string().nullish() }).transform(requireRefined(['Name']));
    const result = Loose.safeParse({ Name: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ path: ['Name'], message: 'Required' }]);
  });

  it('keeps the wire (input) shape of the notification body in JSON Schema', () => {
    const input = z.toJSONSchema(CreateGlobalNotificationRequest, {
      io: 'input',
      unrepresentable: 'any',
    }) as { properties: Record<string, unknown> };
    expect(Object.keys(input.properties).sort()).toEqual(['CreatedAt', 'Message', 'Title', 'Type']);
  });
});
