import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Created, Empty, Uuid } from '../common/schemas';
import {
  CreateGlobalNotificationRequest,
  GlobalNotificationList,
  NotificationIds,
  NotificationList,
} from './schemas';

const tag = 'notifications';

/** The caller's notifications that are not dismissed. */
export const getNotifications = defineEndpoint({
  id: 'getNotifications',
  method: 'GET',
  path: '/v0.1/notifications',
  summary: 'The caller’s notifications (not dismissed)',
  tag,
  auth: 'session',
  response: NotificationList,
});

/** Marks notifications read. */
export const markNotificationsRead = defineEndpoint({
  id: 'markNotificationsRead',
  method: 'POST',
  path: '/v0.1/notifications/read',
  summary: 'Mark notifications read',
  tag,
  auth: 'session',
  body: NotificationIds,
  response: Empty,
});

/** Dismisses notifications. */
export const dismissNotifications = defineEndpoint({
  id: 'dismissNotifications',
  method: 'POST',
  path: '/v0.1/notifications/dismiss',
  summary: 'Dismiss notifications',
  tag,
  auth: 'session',
  body: NotificationIds,
  response: Empty,
});

/** Deletes a global notification (administrators). */
export const deleteNotification = defineEndpoint({
  id: 'deleteNotification',
  method: 'DELETE',
  path: '/v0.1/notifications/{notificationId}',
  summary: 'Delete a global notification',
  tag,
  auth: 'session',
  params: z.object({ notificationId: Uuid }),
  response: Empty,
});

/** Every global notification (administrators). */
export const getGlobalNotifications = defineEndpoint({
  id: 'getGlobalNotifications',
  method: 'GET',
  path: '/v0.1/notifications/global',
  summary: 'Global notifications (administration)',
  tag,
  auth: 'session',
  response: GlobalNotificationList,
});

/** Creates a global notification for every user (administrators). */
export const createGlobalNotification = defineEndpoint({
  id: 'createGlobalNotification',
  method: 'POST',
  path: '/v0.1/notifications/global',
  summary: 'Create a global notification',
  tag,
  auth: 'session',
  body: CreateGlobalNotificationRequest,
  response: Created,
  status: 201,
});
