import { notificationsApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** The caller's notifications, and global notifications for administrators. */
export function registerNotificationRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, notificationsApi.getNotifications, ({ auth }) => service.listOwn(app, auth));
  route(fastify, app, notificationsApi.markNotificationsRead, ({ auth, body }) =>
    service.markRead(app, auth, body),
  );
  route(fastify, app, notificationsApi.dismissNotifications, ({ auth, body }) =>
    service.dismiss(app, auth, body),
  );
  route(fastify, app, notificationsApi.deleteNotification, ({ auth, params }) =>
    service.deleteGlobal(app, auth, params.notificationId),
  );
  route(fastify, app, notificationsApi.getGlobalNotifications, ({ auth }) =>
    service.listGlobal(app, auth),
  );
  route(fastify, app, notificationsApi.createGlobalNotification, ({ auth, body }) =>
    service.createGlobal(app, auth, body),
  );
}
