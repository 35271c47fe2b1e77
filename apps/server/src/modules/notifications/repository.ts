import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A notification as one user sees it; status is null when they have not read or dismissed it. */
export interface UserNotificationRecord {
  id: string;
  title: string;
  message: string;
  type: string;
  created_at: Date;
  status: 'Read' | 'Dismissed' | null;
}

/** A global notification with the username of its author. */
export interface GlobalNotificationRecord {
  id: string;
  title: string;
  message: string;
  type: string;
  created_at: Date;
  created_by: string | null;
}

/** The notifications a user has not dismissed, newest first. */
export function listForUser(
  db: Kysely<Database>,
  userId: string,
): Promise<UserNotificationRecord[]> {
  return db
    .selectFrom('notifications')
    .leftJoin('notification_states', (join) =>
      join
        .onRef('notification_states.notification_id', '=', 'notifications.id')
        .on('notification_states.user_id', '=', userId),
    )
    .select([
      'notifications.id',
      'notifications.title',
      'notifications.message',
      'notifications.type',
      'notifications.created_at',
      'notification_states.status',
    ])
    .where((eb) =>
      eb.or([
        eb('notification_states.status', 'is', null),
        eb('notification_states.status', '!=', 'Dismissed'),
      ]),
    )
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .execute();
}

/**
 * Records a user's state for the notifications among `ids` that exist (others are skipped).
 * Dismissed wins: marking a dismissed notification read leaves it dismissed.
 */
export async function setStates(
  db: Kysely<Database>,
  userId: string,
  ids: readonly string[],
  status: 'Read' | 'Dismissed',
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('notification_states')
    .columns(['notification_id', 'user_id', 'status', 'updated_at'])
    .expression(
      db
        .selectFrom('notifications')
        .select([
          'notifications.id',
          sql<string>`cast(${userId} as uuid)`.as('user_id'),
          sql<'Read' | 'Dismissed'>`cast(${status} as text)`.as('status'),
          sql<Date>`cast(${now.toISOString()} as timestamptz)`.as('updated_at'),
        ])
        .where('notifications.id', 'in', [...ids]),
    )
    .onConflict((oc) => {
      const update = oc.columns(['notification_id', 'user_id']).doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        updated_at: eb.ref('excluded.updated_at'),
      }));
      return status === 'Read'
        ? update.where('notification_states.status', '!=', 'Dismissed')
        : update;
    })
    .execute();
}

/** Every global notification with its author's username, newest first. */
export function listGlobal(db: Kysely<Database>): Promise<GlobalNotificationRecord[]> {
  return db
    .selectFrom('notifications')
    .leftJoin('users', 'users.id', 'notifications.created_by')
    .select([
      'notifications.id',
      'notifications.title',
      'notifications.message',
      'notifications.type',
      'notifications.created_at',
      'users.username as created_by',
    ])
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .execute();
}

/** Stores a global notification and returns its id. */
export async function insertNotification(
  db: Kysely<Database>,
  values: {
    title: string;
    message: string;
    type: string;
    created_at: Date;
    created_by: string | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('notifications')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a notification (its per-user states go with it); false when there was none. */
export async function deleteNotification(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
