import {
  addFieldIssues,
  changePasswordSchema,
  isSupportedLocale,
  type SupportedLocale,
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

/** The UI languages (foundation §1); English is the fallback. */
export const UI_LANGUAGES = ['en', 'es', 'fr', 'pt', 'zh'] as const;
/** A UI language. */
export const UiLanguage = z.enum(UI_LANGUAGES);
/** A UI language. */
export type UiLanguage = z.infer<typeof UiLanguage>;

// Chinese is zh-CN: the only Chinese locale a profile may hold (foundation §3.3).
const LANGUAGE_LOCALES: Record<UiLanguage, SupportedLocale> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  pt: 'pt',
  zh: 'zh-CN',
};

/** The UI language of a BCP 47 locale: 'fr-CA' gives 'fr'; one without a UI language ('ru') 'en'. */
export function uiLanguageOf(locale: string | null | undefined): UiLanguage {
  const base = (locale ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (UI_LANGUAGES as readonly string[]).includes(base) ? (base as UiLanguage) : 'en';
}

/**
 * The Locale to store when a user chooses a UI language: their current Locale when it is already
 * that language, so the region stays (pt-BR stays pt-BR when Português is chosen again) and dates
 * and numbers keep following it; otherwise the language's own locale (zh-CN for 中文).
 */
export function localeForLanguage(
  current: string | null | undefined,
  language: UiLanguage,
): SupportedLocale {
  if (isSupportedLocale(current) && current.split('-')[0] === language) return current;
  return LANGUAGE_LOCALES[language];
}

/**
 * Sign-in body: Username is the username or the e-mail address. Language (ours) is the language
 * the user chose on the sign-in page, if they chose one: it is stored as their Locale
 * (`localeForLanguage`) together with the new session, so the choice outlasts the sign-in.
 */
export const LoginRequest = z.object({
  Username: z.string().trim().min(1, 'Enter your username or e-mail address').max(320),
  Password: z.string().min(1, 'Enter your password').max(200),
  Language: UiLanguage.optional(),
});

/**
 * Body of PUT /v0.1/Users/self/language (not shown in the spec: ours): the user menu's language
 * choice, stored as the user's Locale (`localeForLanguage`). Unlike the profile update, it needs
 * none of the other profile fields and changes nothing else.
 */
export const ChangeLanguageRequest = z.object({ Language: UiLanguage });

/**
 * Path of POST /v0.1/culture/{locale} (projects §7: "a culture-change post to a path carrying the
 * locale"; the path is ours): one of the profile locales, spelt exactly as listed.
 */
export const CultureParams = z.object({ locale: ProfileLocale });

/** Answer of the culture change (ours): the Locale now stored. */
export const CultureResponse = z.object({ Locale: ProfileLocale });

/** Sign-in answer (ours): the signed-in user. */
export const LoginResponse = z.object({ User: CurrentUser });

/** Logout answer (foundation §2.8). */
export const LogoutResponse = z.object({ UserImpersonated: z.boolean() });

/** API key answer (foundation §2.7): the key, shown once. */
export const ApiKeyResponse = z.object({ ApiKey: z.string() });

/** The longest label an API key may have. */
export const API_KEY_LABEL_MAX_LENGTH = 100;

/** What an API key is for, in its owner's words ("North fence logger"). */
export const ApiKeyLabel = z
  .string()
  .trim()
  .min(1, 'Enter a label for the key')
  .max(API_KEY_LABEL_MAX_LENGTH, `A label has at most ${API_KEY_LABEL_MAX_LENGTH} characters`)
  .regex(/^[^\p{Cc}]*$/u, 'A label cannot contain control characters');

/**
 * One of the user's API keys as the key list shows it (not shown in the spec: ours). Prefix is
 * the key's first characters, to tell keys apart; the key itself is never shown again.
 */
export const ApiKeySummary = z.object({
  Id: Uuid,
  Label: z.string(),
  Prefix: z.string(),
  CreatedAt: IsoDateTime,
  /** Last request made with the key (recorded to the minute); null when never used. */
  LastUsedAt: IsoDateTime.nullable(),
});
/** One of the user's API keys. */
export type ApiKeySummary = z.infer<typeof ApiKeySummary>;

/** Answer of GET /v0.1/apiKeys (ours): the user's keys that are not revoked, newest first. */
export const ApiKeyList = z.object({ Items: z.array(ApiKeySummary) });

/** Body of POST /v0.1/apiKeys (ours). */
export const CreateApiKeyRequest = z.object({ Label: ApiKeyLabel });

/** Answer of POST /v0.1/apiKeys (ours): the new key's summary and the key, shown this once. */
export const CreatedApiKey = ApiKeySummary.extend({ ApiKey: z.string() });

/** Path of DELETE /v0.1/apiKeys/{apiKeyId}. */
export const ApiKeyParams = z.object({ apiKeyId: Uuid });

/** Change-password body (foundation §7), with the profile spec's rules. */
export const ChangePasswordRequest = changePasswordSchema;

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
