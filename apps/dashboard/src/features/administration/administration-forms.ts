import type { Role } from '@aq/api';
import { validateEmail } from '@aq/validation/email';
import { validateNewPassword } from '@aq/validation/password';
import { addValidationIssue } from '@aq/validation/zod-issues';
import { z } from 'zod';

// The forms of the administration screen. A field's own rule fails with a key of the
// administration namespace (`errors.*`) that the form translates; e-mail and password use the
// rules of @aq/validation (foundation §5.1, profile §5) and show their catalogue messages.

/** Longest organisation, full, preferred name or job title the server accepts. */
export const MAX_NAME_LENGTH = 200;
/** Shortest and longest username, and its characters (the server's rule). */
export const MIN_USERNAME_LENGTH = 3;
export const MAX_USERNAME_LENGTH = 64;
const USERNAME = /^[A-Za-z0-9._@-]+$/;

/** An organisation's details card and the 'Add customer organisation' form. */
export const organisationFormSchema = z.object({
  Name: z
    .string()
    .trim()
    .min(1, 'errors.organisationNameRequired')
    .max(MAX_NAME_LENGTH, 'errors.tooLong'),
  TimeZoneId: z.string().min(1, 'errors.timeZoneRequired'),
});
/** What the organisation forms hold. */
export type OrganisationForm = z.input<typeof organisationFormSchema>;

/** The 'Invite user' form, shaped as the body of POST /v2/organisations/{organisation}/users. */
export const inviteUserSchema = z.object({
  Username: z
    .string()
    .trim()
    .min(1, 'errors.usernameRequired')
    .min(MIN_USERNAME_LENGTH, 'errors.usernameLength')
    .max(MAX_USERNAME_LENGTH, 'errors.usernameLength')
    .regex(USERNAME, 'errors.usernameCharacters'),
  FullName: z
    .string()
    .trim()
    .min(1, 'errors.fullNameRequired')
    .max(MAX_NAME_LENGTH, 'errors.tooLong'),
  PreferredName: z.string().trim().max(MAX_NAME_LENGTH, 'errors.tooLong'),
  EmailAddress: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const error = validateEmail(value);
      if (error) addValidationIssue(ctx, error);
    }),
  JobTitle: z
    .string()
    .trim()
    .min(1, 'errors.jobTitleRequired')
    .max(MAX_NAME_LENGTH, 'errors.tooLong'),
  Role: z.string().min(1, 'errors.roleRequired'),
  Password: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const error = validateNewPassword(value);
      if (error) addValidationIssue(ctx, error);
    }),
});
/** What the 'Invite user' form holds. */
export type InviteUserForm = z.input<typeof inviteUserSchema>;

/** An empty 'Invite user' form; the role is preset when the caller may grant only one. */
export function emptyInviteUser(roles: readonly Role[]): InviteUserForm {
  return {
    Username: '',
    FullName: '',
    PreferredName: '',
    EmailAddress: '',
    JobTitle: '',
    Role: roles.length === 1 ? (roles[0] ?? '') : '',
    Password: '',
  };
}

/**
 * The create-user body of a valid form: an empty preferred name is left out, and so is the locale
 * (the server's default; the user picks theirs in their profile).
 */
export function inviteUserBody(form: z.output<typeof inviteUserSchema>) {
  return {
    Username: form.Username,
    FullName: form.FullName,
    ...(form.PreferredName ? { PreferredName: form.PreferredName } : {}),
    EmailAddress: form.EmailAddress,
    JobTitle: form.JobTitle,
    Role: form.Role as Role,
    Password: form.Password,
  };
}
