import { accountApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** Sign-in, sessions, API keys, passwords, users, impersonation and verification. */
export function registerAccountRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, accountApi.login, async ({ req, reply, body }) => ({
    User: await service.login(app, req, reply, body),
  }));
  route(fastify, app, accountApi.logout, ({ reply, auth }) => service.logout(app, reply, auth));
  route(fastify, app, accountApi.getApiKey, ({ auth }) => service.issueApiKey(app, auth));
  route(fastify, app, accountApi.changePassword, ({ auth, body }) =>
    service.changePassword(app, auth, body),
  );
  route(fastify, app, accountApi.getCurrentUser, ({ auth }) => service.currentUser(app, auth));
  route(fastify, app, accountApi.listUsers, ({ auth }) => service.listUsers(app, auth));
  route(fastify, app, accountApi.createUser, ({ auth, body }) =>
    service.createUser(app, auth, body),
  );
  route(fastify, app, accountApi.updateUser, ({ auth, params, body }) =>
    service.updateUser(app, auth, params.userId, body),
  );
  route(fastify, app, accountApi.deleteUser, ({ reply, auth, params }) =>
    service.deleteUser(app, reply, auth, params.userId),
  );
  route(fastify, app, accountApi.impersonate, ({ auth, body }) =>
    service.impersonate(app, auth, body.UserId),
  );
  route(fastify, app, accountApi.requestVerification, ({ auth, params, body }) =>
    service.requestVerification(app, auth, params.target, params.channel, body),
  );
  route(fastify, app, accountApi.checkVerification, ({ auth, params, body }) =>
    service.checkVerification(app, auth, params.target, params.channel, body.VerificationCode),
  );
}
