import { accountApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as apiKeys from './api-keys/service';
import * as impersonation from './impersonation/service';
import * as passwords from './passwords/service';
import * as sessions from './sessions/service';
import * as users from './users/service';
import * as verification from './verification/service';

/** Sign-in, sessions, API keys, passwords, users, impersonation and verification. */
export function registerAccountRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, accountApi.login, async ({ req, reply, body }) => ({
    User: await sessions.login(app, req, reply, body),
  }));
  route(fastify, app, accountApi.logout, ({ reply, auth }) => sessions.logout(app, reply, auth));
  route(fastify, app, accountApi.getApiKey, ({ auth }) => apiKeys.issueApiKey(app, auth));
  route(fastify, app, accountApi.listApiKeys, ({ auth }) => apiKeys.listApiKeys(app, auth));
  route(fastify, app, accountApi.createApiKey, ({ auth, body }) =>
    apiKeys.createApiKey(app, auth, body.Label),
  );
  route(fastify, app, accountApi.revokeApiKey, ({ auth, params }) =>
    apiKeys.revokeApiKey(app, auth, params.apiKeyId),
  );
  route(fastify, app, accountApi.changePassword, ({ auth, body }) =>
    passwords.changePassword(app, auth, body),
  );
  route(fastify, app, accountApi.getCurrentUser, ({ auth }) => users.currentUser(app, auth));
  route(fastify, app, accountApi.changeLanguage, ({ auth, body }) =>
    users.changeLanguage(app, auth, body.Language),
  );
  route(fastify, app, accountApi.changeCulture, ({ reply, auth, params }) =>
    users.changeCulture(app, reply, auth, params.locale),
  );
  route(fastify, app, accountApi.listUsers, ({ auth }) => users.listUsers(app, auth));
  route(fastify, app, accountApi.createUser, ({ auth, body }) => users.createUser(app, auth, body));
  route(fastify, app, accountApi.updateUser, ({ auth, params, body }) =>
    users.updateUser(app, auth, params.userId, body),
  );
  route(fastify, app, accountApi.deleteUser, ({ reply, auth, params }) =>
    users.deleteUser(app, reply, auth, params.userId),
  );
  route(fastify, app, accountApi.impersonate, ({ auth, body }) =>
    impersonation.impersonate(app, auth, body.UserId),
  );
  route(fastify, app, accountApi.requestVerification, ({ auth, params, body }) =>
    verification.requestVerification(app, auth, params.target, params.channel, body),
  );
  route(fastify, app, accountApi.checkVerification, ({ auth, params, body }) =>
    verification.checkVerification(app, auth, params.target, params.channel, body.VerificationCode),
  );
}
