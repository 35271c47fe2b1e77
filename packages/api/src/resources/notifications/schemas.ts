import { globalNotificationSchema } from '@aq/validation';
import { z } from 'zod';
import { NotificationStatus, NotificationType } from '../common/enums';
import { requireRefined } from '../common/refined';
import { Id, IsoDateTime, Uuid } from '../common/schemas';

/** A notification as a user sees it (foundation §3.2); Message is rich-text JSON. */
export const Notification = z.object({
  Id,
  Status: NotificationStatus,
  Title: z.string(),
  Message: z.string(),
  Type: NotificationType,
  CreatedAt: IsoDateTime,
});
/** Answer of GET /v0.1/notifications (the envelope is ours): the caller's notifications, newest first. */
export const NotificationList = z.object({ Items: z.array(Notification) });

/** Body of read and dismiss: the ids (no call is made for an empty list, foundation §2.11). */
export const NotificationIds = z.array(Uuid).max(1000);

/** A global notification as administrators manage it. */
export const GlobalNotification = z.object({
  Id,
  Title: z.string(),
  Message: z.string(),
  Type: NotificationType,
  CreatedAt: IsoDateTime,
  CreatedBy: z.string().nullable(),
});
/** Answer of GET /v0.1/notifications/global. */
export const GlobalNotificationList = z.object({ Items: z.array(GlobalNotification) });

/**
 * Body of POST /v0.1/notifications/global: Title, Message (rich-text JSON), Type, CreatedAt. The
 * rules require all four, so the parsed body has them.
 */
export const CreateGlobalNotificationRequest = globalNotificationSchema.transform(
  requireRefined(['Title', 'Message', 'Type', 'CreatedAt']),
);
