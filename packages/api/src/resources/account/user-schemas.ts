import {
  addFieldIssues,
  profileSchema,
  validateEmail,
  validateNewPassword,
  validatePhone,
} from '@aq/validation';
import { z } from 'zod';
import { ProfileLocale } from '../common/enums';
import { Role } from './schemas';

// The bodies that carry a phone number, apart from ./schemas.ts: the current user's schema is in
// every page's first download, and these bring the phone rules (libphonenumber-js) with them.

/** Profile update body of PUT /v0.1/Users/{userId} (projects spec §7). */
export const UpdateUserRequest = profileSchema;

/** Create-user body of POST /v0.1/Users (not shown in the spec: ours). */
export const CreateUserRequest = z
  .object({
    Username: z
      .string()
      .trim()
      .min(3)
      .max(64)
      .regex(/^[A-Za-z0-9._@-]+$/, 'Letters, digits and . _ @ - only'),
    FullName: z.string().trim().min(1, 'Full name is required').max(200),
    PreferredName: z.string().trim().max(200).nullish(),
    EmailAddress: z.string().trim(),
    PhoneNumber: z.string().trim().nullish(),
    JobTitle: z.string().trim().min(1, 'Job title is required').max(200),
    Locale: ProfileLocale.default('en'),
    Role,
    Password: z.string().trim(),
    /** Only an organisations administrator may create a user in another organisation. */
    OrganisationName: z.string().trim().min(1).max(200).optional(),
  })
  .superRefine((body, ctx) =>
    addFieldIssues(ctx, [
      ['EmailAddress', validateEmail(body.EmailAddress)],
      ['Password', validateNewPassword(body.Password)],
      ['PhoneNumber', body.PhoneNumber ? validatePhone(body.PhoneNumber) : null],
    ]),
  );
