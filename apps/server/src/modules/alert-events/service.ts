import type {
  AlertEvent,
  AlertEventListQuery,
  AlertEventPage,
  AlertEventRecipient,
  UpdateAlertEventRequest,
} from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { badRequest, conflict } from '../../http/problem';
import { openConfig } from '../contribution-alerts/access';
import { openRule } from '../event-rules/access';
import { EVENT_NOT_FOUND, openEventToManage } from './access';
import { decodePageToken, encodePageToken, listFingerprint } from './page-token';
import * as repo from './repository';

type EventOut = z.input<typeof AlertEvent>;
type RecipientOut = z.input<typeof AlertEventRecipient>;
type Status = 'Open' | 'UnderReview' | 'Resolved';

/** The 400 message when the query names no alert, or two. */
export const ONE_ALERT = 'Give exactly one of EventRuleId or AlertConfigId.';

/** The allowed resolution changes (ours: the spec names the statuses, not the transitions). */
const ALLOWED: Readonly<Record<Status, readonly Status[]>> = {
  Open: ['UnderReview', 'Resolved'],
  UnderReview: ['Resolved'],
  Resolved: [],
};

/** The 409 message of a refused resolution change. */
export function transitionRefused(from: Status, to: Status): string {
  if (from === to) return `The event is already ${from}.`;
  return `An event that is ${from} cannot become ${to}. Allowed: Open → UnderReview, Open → Resolved, UnderReview → Resolved.`;
}

/**
 * Where a message stands, from its outbox row: Retrying is a pending message whose last attempt
 * failed (the worker records the error and waits for the back-off); Pending has had no failed
 * attempt yet.
 */
function deliveryStatus(row: {
  status: 'pending' | 'sent' | 'failed' | 'held';
  last_error: string | null;
}): RecipientOut['Status'] {
  switch (row.status) {
    case 'pending':
      return row.last_error === null ? 'Pending' : 'Retrying';
    case 'sent':
      return 'Sent';
    case 'failed':
      return 'Failed';
    case 'held':
      return 'Held';
  }
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function toWire(row: repo.EventRow, recipients: RecipientOut[]): EventOut {
  const alertId = row.event_rule_id ?? row.contribution_alert_config_id;
  if (alertId === null) throw new Error(`alert event ${row.id} names no alert`);
  const triggerSource =
    row.location_id !== null
      ? 'MonitoringLocation'
      : row.contribution_alert_config_id !== null || row.contribution_id !== null
        ? 'Contribution'
        : row.rule_trigger_source === 'Contribution'
          ? 'Contribution'
          : 'MonitoringLocation';
  return {
    Id: Number(row.id),
    AlertId: alertId,
    TriggerSource: triggerSource,
    SourceId: row.location_id ?? row.contribution_id,
    SourceName: row.location_name ?? row.contribution_name,
    TriggerType: row.trigger_type,
    Value: row.value,
    Unit: row.unit,
    TriggeredAt: iso(row.triggered_at),
    ResolutionStatus: row.resolution_status,
    ResolvedAt: row.resolved_at === null ? null : iso(row.resolved_at),
    ResolvedBy: row.resolved_by_name,
    SentStatus: row.sent_status,
    Recipients: recipients,
  };
}

/** Who was notified of each event, by event id. */
async function recipientsByEvent(
  app: AppContext,
  eventIds: readonly number[],
): Promise<Map<number, RecipientOut[]>> {
  const byEvent = new Map<number, RecipientOut[]>();
  for (const row of await repo.recipientsOf(app.db, eventIds)) {
    const id = Number(row.alert_event_id);
    const list = byEvent.get(id) ?? [];
    list.push({
      Channel: row.channel === 'email' ? 'Email' : 'Sms',
      Recipient: row.recipient,
      Status: deliveryStatus(row),
      SentAt: row.sent_at === null ? null : iso(row.sent_at),
    });
    byEvent.set(id, list);
  }
  return byEvent;
}

/**
 * GET /v0.1/alert-events: the history of one alert (an event rule or a contribution alert config
 * the caller may read: 404 when missing or another organisation's, 403 without access to its
 * project), newest first (firing time, then id), Limit per page (default 50, at most 200), with
 * PageToken.Next while more follow and who was notified of each event.
 */
export async function list(
  app: AppContext,
  auth: AuthContext,
  query: z.output<typeof AlertEventListQuery>,
): Promise<z.input<typeof AlertEventPage>> {
  const ruleId = query.EventRuleId;
  const configId = query.AlertConfigId;
  if ((ruleId === undefined) === (configId === undefined)) throw badRequest(ONE_ALERT);
  let alert: repo.AlertRef;
  if (ruleId !== undefined) {
    await openRule(app, auth, ruleId);
    alert = { ruleId };
  } else {
    await openConfig(app, auth, configId as number);
    alert = { configId: configId as number };
  }
  const fingerprint = listFingerprint(alert);
  let after: repo.EventCursor | null = null;
  if (query.Token !== undefined && query.Token !== '') {
    const decoded = decodePageToken(query.Token, fingerprint);
    if ('error' in decoded) throw badRequest(decoded.error, 'Token');
    after = decoded.cursor;
  }
  const rows = await repo.eventPage(app.db, alert, after, query.Limit + 1);
  const page = rows.slice(0, query.Limit);
  const recipients = await recipientsByEvent(
    app,
    page.map((row) => Number(row.id)),
  );
  const last = page.at(-1);
  return {
    Items: page.map((row) => toWire(row, recipients.get(Number(row.id)) ?? [])),
    PageToken: {
      Next:
        rows.length > query.Limit && last
          ? encodePageToken({ triggeredAt: last.cursor_time, id: Number(last.id) }, fingerprint)
          : null,
    },
  };
}

/**
 * PATCH /v0.1/alert-events/{eventId}: moves an event Open → UnderReview, Open → Resolved or
 * UnderReview → Resolved (409 for any other change, and when another change won the race);
 * Resolved records the time and the caller. Needs Manage_Alerts (403) on an event of the caller's
 * organisation (404 otherwise). Answers the event as the history shows it.
 */
export async function update(
  app: AppContext,
  auth: AuthContext,
  eventId: number,
  body: z.output<typeof UpdateAlertEventRequest>,
): Promise<EventOut> {
  await openEventToManage(app, auth, eventId);
  const current = await repo.findEvent(app.db, eventId);
  if (!current) throw conflict(EVENT_NOT_FOUND);
  const from = current.resolution_status;
  const to = body.ResolutionStatus;
  if (from === 'Resolved' || !ALLOWED[from].includes(to)) {
    throw conflict(transitionRefused(from, to));
  }
  const moved = await repo.changeResolution(app.db, eventId, {
    from,
    to,
    at: app.now(),
    userId: auth.user.id,
  });
  const row = await repo.findEvent(app.db, eventId);
  if (!row) throw conflict(EVENT_NOT_FOUND);
  if (!moved) throw conflict(transitionRefused(row.resolution_status, to));
  const recipients = await recipientsByEvent(app, [eventId]);
  return toWire(row, recipients.get(eventId) ?? []);
}
