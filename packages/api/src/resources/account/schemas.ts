import {
  addFieldIssues,
  changePasswordSchema,
  profileSchema,
  validateEmail,
  validateNewPassword,
  validatePhone,
  VERIFICATION_CODE_LENGTH,
  validateVerificationCode,
} from '@aq/validation';
import { z } from 'zod';
import { Id, IsoDateTime, Uuid } from '../common/schemas';
import { ProfileLocale } from '../common/enums';

/**
 * Permission strings (foundation §6 names Administration__Manage_Organisations, projects §6 names
 * Manage_MonitoringLocation; the rest are named after the spec's features).
 */
export const Permission = z.enum([
  'Administration__Manage_Organisations',
  'Administration__Manage_Notifications',
  'Administration__Impersonate_Users',
  'Manage_Users',
  'Manage_Projects',
  'Manage_MonitoringLocation',
  'Manage_Instruments',
  'Manage_Contributions',
  'Manage_Alerts',
  'Manage_Reports',
  'Manage_Journal',
  'Manage_DisplaySettings',
  'Manage_Licenses',
  'View_Data',
]);
/** A permission string. */
export type Permission = z.infer<typeof Permission>;

/** Roles a user can hold; each grants a fixed set of permissions (not shown in the spec: ours). */
export const Role = z.enum(['Administrator', 'ProjectManager', 'Viewer']);
/** A role name. */
export type Role = z.infer<typeof Role>;

/** The signed-in user (foundation §3.1), plus who impersonates them, if anyone. */
export const CurrentUser = z.object({
  Id,
  Username: z.string(),
  FullName: z.string(),
  PreferredName: z.string().nullable(),
  OrganisationName: z.string(),
  EmailAddress: z.string(),
  PhoneNumber: z.string().nullable(),
  JobTitle: z.string().nullable(),
  Locale: ProfileLocale,
  Permissions: z.array(z.string()),
  /** Username of the administrator impersonating this user; null when not impersonated. */
  ImpersonatedBy: z.string().nullable(),
});
/** The signed-in user. */
export type CurrentUser = z.infer<typeof CurrentUser>;

/** A user as an administrator lists them (not shown in the spec: ours). */
export const UserSummary = z.object({
  Id,
  Username: z.string(),
  FullName: z.string(),
  EmailAddress: z.string(),
  OrganisationName: z.string(),
  Role,
});

/** Sign-in body: Username is the username or the e-mail address. */
export const LoginRequest = z.object({
  Username: z.string().trim().min(1, 'Enter your username or e-mail address').max(320),
  Password: z.string().min(1, 'Enter your password').max(200),
});

/** Sign-in answer (ours): the signed-in user. */
export const LoginResponse = z.object({ User: CurrentUser });

/** Logout answer (foundation §2.8). */
export const LogoutResponse = z.object({ UserImpersonated: z.boolean() });

/** API key answer (foundation §2.7): the key, shown once. */
export const ApiKeyResponse = z.object({ ApiKey: z.string() });

/** Change-password body (foundation §7), with the profile spec's rules. */
export const ChangePasswordRequest = changePasswordSchema;

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

/** Start impersonating a user (not shown in the spec: ours; an administrator's action). */
export const ImpersonateRequest = z.object({ UserId: Uuid });

/** What a verification confirms: a contact (alert recipient) or the user's own address. */
export const VerificationTarget = z.enum(['contact', 'user']);
/** The channel a verification code travels by. */
export const VerificationChannel = z.enum(['email', 'phone']);

/** Path of the verification calls. */
export const VerificationParams = z.object({
  target: VerificationTarget,
  channel: VerificationChannel,
});

/** Verification attempt body: EmailAddress or PhoneNumber (matching the channel). */
export const VerificationAttemptRequest = z.object({
  EmailAddress: z.string().trim().max(320).optional(),
  PhoneNumber: z.string().trim().max(32).optional(),
});

/** Verification attempt answer (ours): when the code expires and when a resend is allowed. */
export const VerificationAttemptResponse = z.object({
  ExpiresAt: IsoDateTime,
  ResendAvailableAt: IsoDateTime,
});

/** Verification check body. */
export const VerificationCheckRequest = z
  .object({
    VerificationCode: z
      .string()
      .trim()
      .max(VERIFICATION_CODE_LENGTH * 4),
  })
  .superRefine((body, ctx) =>
    addFieldIssues(ctx, [['VerificationCode', validateVerificationCode(body.VerificationCode)]]),
  );

/** Verification check answer (ours): the verified value. */
export const VerificationCheckResponse = z.object({ Verified: z.literal(true), Value: z.string() });
