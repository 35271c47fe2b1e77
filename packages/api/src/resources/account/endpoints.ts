import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Created, Empty, Uuid } from '../common/schemas';
import {
  ApiKeyResponse,
  ChangePasswordRequest,
  CreateUserRequest,
  CurrentUser,
  ImpersonateRequest,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  UpdateUserRequest,
  UserSummary,
  VerificationAttemptRequest,
  VerificationAttemptResponse,
  VerificationCheckRequest,
  VerificationCheckResponse,
  VerificationParams,
} from './schemas';

const tag = 'account';
const UserIdParams = z.object({ userId: Uuid });

/** Signs in with a username or e-mail and a password; sets the session cookie. */
export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in (sets the session cookie)',
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

/** Issues a new API key, shown once (foundation §2.7). */
export const getApiKey = defineEndpoint({
  id: 'getApiKey',
  method: 'GET',
  path: '/v0.1/apiKey',
  summary: 'Issue an API key for the /v2 machine calls (shown once)',
  tag,
  auth: 'session',
  response: ApiKeyResponse,
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

/** Creates a user in the caller's organisation. */
export const createUser = defineEndpoint({
  id: 'createUser',
  method: 'POST',
  path: '/v0.1/Users',
  summary: 'Create a user',
  tag,
  auth: 'session',
  body: CreateUserRequest,
  response: Created,
  status: 201,
});

/** Updates a profile (the user's own, or one an administrator manages). */
export const updateUser = defineEndpoint({
  id: 'updateUser',
  method: 'PUT',
  path: '/v0.1/Users/{userId}',
  summary: 'Update a user profile',
  tag,
  auth: 'session',
  params: UserIdParams,
  body: UpdateUserRequest,
  response: CurrentUser,
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
