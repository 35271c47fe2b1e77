import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isProjectMember } from '../../db/project-membership';

// The only SQL of the alert event history: alert_events (migrations 0014, 0015) with the outbox
// messages that name them (outbox.alert_event_id, migration 0015).

type Db = Kysely<Database> | Transaction<Database>;

/** The alert whose history is read: an event rule or a contribution alert config. */
export type AlertRef = { ruleId: string } | { configId: number };

/** A page's last event: its firing time (UTC, microseconds, as text) and id. */
export interface EventCursor {
  readonly triggeredAt: string;
  readonly id: number;
}

/** The exact text of a firing time in a cursor (PostgreSQL keeps microseconds). */
const CURSOR_TIME = sql<string>`to_char(alert_events.triggered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** An event with its alert, source and resolver, as the history shows it. */
export interface EventRow {
  id: number;
  event_rule_id: string | null;
  contribution_alert_config_id: number | null;
  rule_trigger_source: string | null;
  location_id: string | null;
  location_name: string | null;
  contribution_id: number | null;
  contribution_name: string | null;
  trigger_type: 'Offline' | 'SetPoint';
  triggered_at: Date;
  value: number | null;
  unit: string | null;
  resolution_status: 'Open' | 'UnderReview' | 'Resolved';
  resolved_at: Date | null;
  resolved_by_name: string | null;
  sent_status: 'RecipientsNotified' | 'NotSent';
  cursor_time: string;
}

function events(db: Db) {
  return (
    db
      .selectFrom('alert_events')
      .leftJoin('event_rules', 'event_rules.id', 'alert_events.event_rule_id')
      .leftJoin(
        'contribution_alert_configs',
        'contribution_alert_configs.id',
        'alert_events.contribution_alert_config_id',
      )
      .leftJoin('monitoring_locations', 'monitoring_locations.id', 'alert_events.location_id')
      // A config's events fire on its contribution, whether or not the row names it.
      .leftJoin('contributions', (join) =>
        join.on(
          sql<SqlBool>`contributions.id = coalesce(alert_events.contribution_id, contribution_alert_configs.contribution_id)`,
        ),
      )
      .leftJoin('users', 'users.id', 'alert_events.resolved_by')
      .select([
        'alert_events.id',
        'alert_events.event_rule_id',
        'alert_events.contribution_alert_config_id',
        'event_rules.trigger_source as rule_trigger_source',
        'alert_events.location_id',
        'monitoring_locations.name as location_name',
        'contributions.id as contribution_id',
        'contributions.name as contribution_name',
        'alert_events.trigger_type',
        'alert_events.triggered_at',
        'alert_events.value',
        'alert_events.unit',
        'alert_events.resolution_status',
        'alert_events.resolved_at',
        sql<string | null>`coalesce(nullif(users.full_name, ''), users.username)`.as(
          'resolved_by_name',
        ),
        'alert_events.sent_status',
        CURSOR_TIME.as('cursor_time'),
      ])
  );
}

/**
 * One page of an alert's events, newest first (firing time, then id), after `after` when given;
 * `limit` rows at most.
 */
export async function eventPage(
  db: Db,
  alert: AlertRef,
  after: EventCursor | null,
  limit: number,
): Promise<EventRow[]> {
  let query = events(db);
  query =
    'ruleId' in alert
      ? query.where('alert_events.event_rule_id', '=', alert.ruleId)
      : query.where('alert_events.contribution_alert_config_id', '=', alert.configId);
  if (after) {
    query = query.where(
      sql<SqlBool>`(alert_events.triggered_at, alert_events.id) < (${after.triggeredAt}::timestamptz, ${after.id}::bigint)`,
    );
  }
  return query
    .orderBy('alert_events.triggered_at', 'desc')
    .orderBy('alert_events.id', 'desc')
    .limit(limit)
    .execute() as Promise<EventRow[]>;
}

/** One event as the history shows it, or undefined. */
export function findEvent(db: Db, eventId: number): Promise<EventRow | undefined> {
  return events(db).where('alert_events.id', '=', eventId).executeTakeFirst() as Promise<
    EventRow | undefined
  >;
}

/**
 * The project of an event's alert, for access checks: its organisation and whether `userId` is a
 * member; undefined when the event is missing or its project deleted.
 */
export function eventProject(
  db: Db,
  eventId: number,
  userId: string,
): Promise<{ organisation_id: string; is_member: boolean } | undefined> {
  return db
    .selectFrom('alert_events')
    .leftJoin('event_rules', 'event_rules.id', 'alert_events.event_rule_id')
    .leftJoin(
      'contribution_alert_configs',
      'contribution_alert_configs.id',
      'alert_events.contribution_alert_config_id',
    )
    .leftJoin(
      'contributions as config_contribution',
      'config_contribution.id',
      'contribution_alert_configs.contribution_id',
    )
    .innerJoin('projects', (join) =>
      join.on(
        sql<SqlBool>`projects.id = coalesce(event_rules.project_id, config_contribution.project_id)`,
      ),
    )
    .select(['projects.organisation_id', (eb) => isProjectMember(eb, userId)])
    .where('alert_events.id', '=', eventId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The messages queued for some events (who was notified): e-mails first, each channel by address
 * (the messages of one firing are queued in one transaction, so their times do not order them).
 */
export function recipientsOf(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('outbox')
    .select([
      'outbox.alert_event_id',
      'outbox.channel',
      'outbox.recipient',
      'outbox.status',
      'outbox.last_error',
      'outbox.sent_at',
    ])
    .where('outbox.alert_event_id', 'in', [...eventIds])
    .orderBy('outbox.alert_event_id')
    .orderBy('outbox.channel')
    .orderBy('outbox.recipient')
    .orderBy('outbox.created_at')
    .orderBy('outbox.id')
    .execute();
}

/**
 * Moves an event from `from` to `to` (compare-and-set on the status, so of two concurrent changes
 * one wins); when `to` is Resolved, records when and by whom. Whether it was moved.
 */
export async function changeResolution(
  db: Db,
  eventId: number,
  change: {
    from: 'Open' | 'UnderReview';
    to: 'UnderReview' | 'Resolved';
    at: Date;
    userId: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('alert_events')
    .set(
      change.to === 'Resolved'
        ? { resolution_status: 'Resolved', resolved_at: change.at, resolved_by: change.userId }
        : { resolution_status: change.to },
    )
    .where('id', '=', eventId)
    .where('resolution_status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
