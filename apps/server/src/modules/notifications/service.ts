import type { CreateGlobalNotificationRequest, GlobalNotification, Notification } from '@aq/api';
import { isValidationError, parseRichText } from '@aq/validation';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/problem';
import { MANAGE_NOTIFICATIONS } from '../../shared/permissions';
import * as repo from './repository';

type UserNotification = z.output<typeof Notification>;
type ManagedNotification = z.output<typeof GlobalNotification>;
type NotificationType = UserNotification['Type'];

function requireManage(auth: AuthContext): void {
  if (!auth.user.permissions.has(MANAGE_NOTIFICATIONS)) throw forbidden();
}

/** The caller's notifications that are not dismissed, newest first; no state row means Unread. */
export async function listOwn(
  app: AppContext,
  auth: AuthContext,
): Promise<{ Items: UserNotification[] }> {
  const rows = await repo.listForUser(app.db, auth.user.id);
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      Status: row.status ?? 'Unread',
      Title: row.title,
      Message: row.message,
      Type: row.type as NotificationType,
      CreatedAt: row.created_at.toISOString(),
    })),
  };
}

/** Marks notifications read for the caller; dismissed ones stay dismissed, unknown ids are ignored. */
export async function markRead(
  app: AppContext,
  auth: AuthContext,
  ids: readonly string[],
): Promise<Record<string, never>> {
  await repo.setStates(app.db, auth.user.id, ids, 'Read', app.now());
  return {};
}

/** Dismisses notifications for the caller; unknown ids are ignored. */
export async function dismiss(
  app: AppContext,
  auth: AuthContext,
  ids: readonly string[],
): Promise<Record<string, never>> {
  await repo.setStates(app.db, auth.user.id, ids, 'Dismissed', app.now());
  return {};
}

/** Every global notification with the username of its author (administrators). */
export async function listGlobal(
  app: AppContext,
  auth: AuthContext,
): Promise<{ Items: ManagedNotification[] }> {
  requireManage(auth);
  const rows = await repo.listGlobal(app.db);
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      Title: row.title,
      Message: row.message,
      Type: row.type as NotificationType,
      CreatedAt: row.created_at.toISOString(),
      CreatedBy: row.created_by,
    })),
  };
}

/**
 * Reads the validated CreatedAt. A date alone means midnight UTC and a time without an offset is
 * read as UTC, so the stored instant does not depend on the database session's time zone.
 */
function createdAtInstant(text: string): Date {
  const trimmed = text.trim();
  const iso = !trimmed.includes('T')
    ? `${trimmed}T00:00:00Z`
    : /(Z|[+-]\d{2}:\d{2})$/.test(trimmed)
      ? trimmed
      : `${trimmed}Z`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw badRequest(`Invalid date time: ${text}`, 'CreatedAt');
  return date;
}

/**
 * Creates a global notification for every user. The body schema has applied the rules (title,
 * rich-text message of version 1 with http links only, type, date); the message is stored as the
 * clean document re-serialised, so unknown fields sent by the caller are dropped.
 */
export async function createGlobal(
  app: AppContext,
  auth: AuthContext,
  body: z.output<typeof CreateGlobalNotificationRequest>,
): Promise<{ Id: string }> {
  requireManage(auth);
  const doc = parseRichText(body.Message);
  if (isValidationError(doc)) throw badRequest(doc, 'Message');
  const id = await repo.insertNotification(app.db, {
    title: body.Title.trim(),
    message: JSON.stringify(doc),
    type: body.Type,
    created_at: createdAtInstant(body.CreatedAt),
    created_by: auth.user.id,
  });
  return { Id: id };
}

/** Deletes a global notification (administrators); 404 when there is none with this id. */
export async function deleteGlobal(
  app: AppContext,
  auth: AuthContext,
  notificationId: string,
): Promise<Record<string, never>> {
  requireManage(auth);
  if (!(await repo.deleteNotification(app.db, notificationId))) throw notFound();
  return {};
}
