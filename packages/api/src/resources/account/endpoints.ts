import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Empty, Uuid } from '../common/schemas';
import {
  ApiKeyList,
  ApiKeyParams,
  ApiKeyResponse,
  ChangeLanguageRequest,
  ChangePasswordRequest,
  CreateApiKeyRequest,
  CreatedApiKey,
  CultureParams,
  CultureResponse,
  CurrentUser,
  ImpersonateRequest,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  UserSummary,
  VerificationAttemptRequest,
  VerificationAttemptResponse,
  VerificationCheckRequest,
  VerificationCheckResponse,
  VerificationParams,
} from './schemas';

// createUser and updateUser live in ./user-endpoints.ts (their bodies bring the phone rules);
// they are part of this resource's calls all the same.
export { createUser, updateUser } from './user-endpoints';

const tag = 'account';
const UserIdParams = z.object({ userId: Uuid });

/** Signs in with a username or e-mail and a password; sets the session cookie. */
export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in (sets the session cookie)',
  description:
    'Language (optional, ours) is the language chosen on the sign-in page; it is stored as the user’s Locale together with the session (a Locale of the same language keeps its region), and the answer’s User carries it.',
  tag,
  auth: 'public',
  body: LoginRequest,
  response: LoginResponse,
});

/** Ends the session, or the impersonation when one is running (foundation §2.8). */
export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: '/v0.1/logout',
  summary: 'Sign out, or stop impersonating',
  tag,
  auth: 'session',
  response: LogoutResponse,
});

/**
 * Issues a new API key, shown once (foundation §2.7). Kept for existing clients: each call creates
 * another key, labelled "Issued by GET /v0.1/apiKey", and never revokes one; the dashboard lists
 * and creates keys with the calls below instead.
 */
export const getApiKey = defineEndpoint({
  id: 'getApiKey',
  method: 'GET',
  path: '/v0.1/apiKey',
  summary: 'Issue an API key for the /v2 machine calls (shown once)',
  description:
    'Kept for existing clients. Each call creates another key, labelled "Issued by GET /v0.1/apiKey", and revokes none: a key stays valid until its owner revokes it (DELETE /v0.1/apiKeys/{apiKeyId}). POST /v0.1/apiKeys creates a key with a label of your choice.',
  tag,
  auth: 'session',
  response: ApiKeyResponse,
});

/** The signed-in user's API keys (not in the spec: ours): labels and prefixes, never the keys. */
export const listApiKeys = defineEndpoint({
  id: 'listApiKeys',
  method: 'GET',
  path: '/v0.1/apiKeys',
  summary: 'List my API keys (not in the spec: ours)',
  description:
    'The signed-in user’s keys that are not revoked, newest first: label, prefix (the first characters, to tell keys apart), created and last used (to the minute). Never the key itself.',
  tag,
  auth: 'session',
  response: ApiKeyList,
});

/** Creates a labelled API key (not in the spec: ours); the answer carries the key this once. */
export const createApiKey = defineEndpoint({
  id: 'createApiKey',
  method: 'POST',
  path: '/v0.1/apiKeys',
  summary: 'Create a labelled API key, shown once (not in the spec: ours)',
  description:
    'The answer carries the key this once; only its SHA-256 is stored. Other keys stay valid. A user holds at most 100 keys that are not revoked (409 beyond).',
  tag,
  auth: 'session',
  body: CreateApiKeyRequest,
  response: CreatedApiKey,
  status: 201,
});

/** Revokes one of the signed-in user's API keys (not in the spec: ours). */
export const revokeApiKey = defineEndpoint({
  id: 'revokeApiKey',
  method: 'DELETE',
  path: '/v0.1/apiKeys/{apiKeyId}',
  summary: 'Revoke one of my API keys (not in the spec: ours)',
  description:
    'The key stops working at once (401 on /v2). A key of another user, or one already revoked, is 404.',
  tag,
  auth: 'session',
  params: ApiKeyParams,
  response: Empty,
  status: 204,
  responseKind: 'none',
});

/** Changes the signed-in user's password. */
export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'POST',
  path: '/v0.1/changePassword',
  summary: 'Change the password',
  tag,
  auth: 'session',
  body: ChangePasswordRequest,
  response: Empty,
});

/** The signed-in user. */
export const getCurrentUser = defineEndpoint({
  id: 'getCurrentUser',
  method: 'GET',
  path: '/v0.1/Users/self',
  summary: 'The signed-in user',
  tag,
  auth: 'session',
  response: CurrentUser,
});

/**
 * Stores the user menu's language choice as the signed-in user's Locale (not in the spec: ours),
 * keeping the region of a Locale of the same language; no other profile field changes.
 */
export const changeLanguage = defineEndpoint({
  id: 'changeLanguage',
  method: 'PUT',
  path: '/v0.1/Users/self/language',
  summary: 'Store a UI language as my Locale (not in the spec: ours)',
  description:
    'The user menu’s language choice. A Locale of the same language keeps its region (pt-BR stays pt-BR for pt); zh is stored as zh-CN. No other profile field changes.',
  tag,
  auth: 'session',
  body: ChangeLanguageRequest,
  response: CurrentUser,
});

/**
 * The profile's culture change (projects §7: on a locale change the profile also posts to a path
 * carrying the locale; the path and answer are ours). Stores the locale as the signed-in user's
 * Locale and remembers it in the `aq_culture` cookie; refused while impersonating.
 */
export const changeCulture = defineEndpoint({
  id: 'changeCulture',
  method: 'POST',
  path: '/v0.1/culture/{locale}',
  summary: 'Change my culture (Locale) (path ours)',
  description:
    'Sent by the profile screen when the locale changes. The locale (one of the 13 profile locales, spelt exactly) is stored as the signed-in user’s Locale, like PUT /v0.1/Users/self/language, and set in the `aq_culture` cookie (one year, readable by pages). No body. Refused (403) while impersonating: the user’s Locale is theirs.',
  tag,
  auth: 'session',
  params: CultureParams,
  response: CultureResponse,
});

/** Users an administrator manages (ours). */
export const listUsers = defineEndpoint({
  id: 'listUsers',
  method: 'GET',
  path: '/v0.1/Users',
  summary: 'Users of the organisations the caller manages',
  tag,
  auth: 'session',
  response: z.object({ Items: z.array(UserSummary) }),
});

/** Deletes a user; a user may delete their own account. */
export const deleteUser = defineEndpoint({
  id: 'deleteUser',
  method: 'DELETE',
  path: '/v0.1/Users/{userId}',
  summary: 'Delete a user (or one’s own account)',
  tag,
  auth: 'session',
  params: UserIdParams,
  response: Empty,
});

/** Starts impersonating a user (ours; administrators only). */
export const impersonate = defineEndpoint({
  id: 'impersonate',
  method: 'POST',
  path: '/v0.1/impersonation',
  summary: 'Act as another user until logout',
  tag,
  auth: 'session',
  body: ImpersonateRequest,
  response: CurrentUser,
});

/** Sends a verification code to an e-mail address or phone number. */
export const requestVerification = defineEndpoint({
  id: 'requestVerification',
  method: 'POST',
  path: '/v0.1/verification/{target}/{channel}',
  summary: 'Send a verification code',
  tag,
  auth: 'session',
  params: VerificationParams,
  body: VerificationAttemptRequest,
  response: VerificationAttemptResponse,
});

/** Checks a verification code. */
export const checkVerification = defineEndpoint({
  id: 'checkVerification',
  method: 'POST',
  path: '/v0.1/verification/{target}/{channel}/check',
  summary: 'Check a verification code',
  tag,
  auth: 'session',
  params: VerificationParams,
  body: VerificationCheckRequest,
  response: VerificationCheckResponse,
});
