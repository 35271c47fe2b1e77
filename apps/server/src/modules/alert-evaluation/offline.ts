import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ActivationCriteria, ActiveDay } from '@aq/validation/alert';
import type { Database } from '../../db/schema';
import { enqueueEmail, enqueueSms } from '../../delivery/outbox';
import {
  alertEmail,
  alertPageUrl,
  alertSms,
  isActiveAt,
  stepOffline,
  type OfflineState,
} from '../../domain/alerts';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { lockRule } from '../event-rules/repository';
import {
  activeOfflineRuleIds,
  insertEventOnce,
  newestDatumAtLocation,
  resolveLocationEvent,
  ruleForEvaluation,
  sourcesForEvaluation,
  writeOfflineSource,
} from './repository';

/**
 * The offline sweep (issue 17; DOMAIN.md "Alerts": "Offline: a source that has sent no data for the
 * chosen offline duration raises one event per outage and resolves on the next datum"). Every
 * minute, for every active offline event rule and each of its monitoring location sources:
 * the newest datum of the instruments attached to the location now goes through stepOffline
 * (domain/alerts/offline.ts) with the source's stored state; an outage that opens records an
 * alert_events row and queues its e-mails and SMS in the outbox, in the one transaction that
 * writes the new state, under the rule's row lock.
 *
 * Decisions:
 * - Restart safety: the stored state (Offline with its outage start) and the event's unique key
 *   (rule, location, trigger type, outage start) make a repeated or overlapping sweep of the same
 *   minute record and send nothing twice; messages are queued only when the event row was inserted.
 * - One transaction per rule: a rule's sources share its lock, and one rule's failure does not
 *   stop the others (it is logged by the job and retried next minute).
 * - The rule is re-read under its lock: a rule switched off, changed or deleted since the list was
 *   read is skipped or evaluated as it now is.
 * - Contribution sources are not evaluated in this increment (their offline meaning, a
 *   contribution's locations or its computed values, is left for the contribution evaluation).
 * - sent_status is RecipientsNotified when the rule has any e-mail or phone number (the messages
 *   are queued in the same transaction; the outbox delivers and retries them), else NotSent.
 * - On resolution the open event of that outage becomes Resolved at the time of the datum that
 *   ended it; nothing is sent.
 */

/** The minute job. Sweeps are idempotent, so overlapping or repeated runs are harmless. */
export const sweepOfflineAlerts = defineJob({
  name: 'alert-offline-sweep',
  payload: z.object({}),
  policy: 'short',
  retryLimit: 2,
  retryDelaySeconds: 20,
  expireInSeconds: 5 * 60,
});

/** What one sweep did (for tests and logs). */
export interface OfflineSweepResult {
  readonly rules: number;
  readonly opened: number;
  readonly resolved: number;
  readonly messages: number;
}

function toCriteria(rule: {
  active_days: string[] | null;
  active_time_start: number | null;
  active_time_end: number | null;
}): ActivationCriteria | null {
  if (rule.active_days === null || rule.active_time_start === null || rule.active_time_end === null)
    return null;
  return {
    ActiveDays: rule.active_days as ActiveDay[],
    ActiveTimeStart: rule.active_time_start,
    ActiveTimeEnd: rule.active_time_end,
  };
}

function ms(value: Date | string | null): number | null {
  return value === null ? null : new Date(value).getTime();
}

/** Evaluates every active offline event rule at `now`. */
export async function sweepOfflineRules(
  db: Kysely<Database>,
  options: { baseUrl: string; now: Date },
): Promise<OfflineSweepResult> {
  const { now, baseUrl } = options;
  const at = now.getTime();
  let opened = 0;
  let resolved = 0;
  let messages = 0;
  const ruleIds = await activeOfflineRuleIds(db);
  for (const ruleId of ruleIds) {
    await db.transaction().execute(async (trx) => {
      if (!(await lockRule(trx, ruleId))) return;
      const rule = await ruleForEvaluation(trx, ruleId);
      if (!rule || !rule.active || rule.trigger_type !== 'Offline') return;
      const durationMinutes = rule.offline_duration_minutes;
      if (durationMinutes === null) return;
      const zone = { timeZone: rule.time_zone_id, summerTimeAdjusted: rule.summer_time_adjusted };
      const canOpen = isActiveAt(toCriteria(rule), zone, at);
      for (const source of await sourcesForEvaluation(trx, ruleId)) {
        // Contribution sources: not evaluated in this increment.
        if (source.location_id === null) continue;
        const locationId = source.location_id;
        const state: OfflineState =
          source.state === 'Offline' && source.outage_since !== null
            ? {
                status: 'Offline',
                since: ms(source.outage_since)!,
                lastDatumAt: ms(source.last_datum_at),
              }
            : { status: 'Online' };
        const lastDatumAt = await newestDatumAtLocation(trx, locationId, now);
        const step = stepOffline(state, {
          lastDatumAt,
          watchingSince: ms(source.watching_since)!,
          durationMinutes,
          now: at,
          canOpen,
        });
        if (step.state !== state) {
          await writeOfflineSource(
            trx,
            { ruleId, position: source.position },
            step.state.status === 'Offline'
              ? {
                  outageSince: new Date(step.state.since),
                  lastDatumAt:
                    step.state.lastDatumAt === null ? null : new Date(step.state.lastDatumAt),
                }
              : {
                  outageSince: null,
                  lastDatumAt: lastDatumAt === null ? null : new Date(lastDatumAt),
                },
            now,
          );
        }
        if (step.resolved) {
          await resolveLocationEvent(
            trx,
            { ruleId, locationId, triggerType: 'Offline', at: new Date(step.resolved.since) },
            new Date(step.resolved.resolvedAt),
          );
          resolved += 1;
        }
        if (step.opened) {
          const recipients = rule.emails.length + rule.phone_numbers.length;
          const eventId = await insertEventOnce(trx, {
            event_rule_id: ruleId,
            contribution_alert_config_id: null,
            location_id: locationId,
            contribution_id: null,
            trigger_type: 'Offline',
            triggered_at: new Date(step.opened.since),
            value: null,
            unit: null,
            sent_status: recipients > 0 ? 'RecipientsNotified' : 'NotSent',
          });
          if (eventId === undefined) continue;
          opened += 1;
          const firing = { kind: 'Offline' as const, ...step.opened };
          const context = {
            alertName: rule.name,
            projectName: rule.project_name,
            zone,
            sourceKind: 'MonitoringLocation' as const,
            sourceNames: [source.location_name ?? ''],
            alertUrl: alertPageUrl(baseUrl, rule.project_id, ruleId),
          };
          const email = alertEmail(firing, context);
          for (const to of rule.emails) {
            await enqueueEmail(trx, { to, subject: email.subject, body: email.text });
            messages += 1;
          }
          const sms = alertSms(firing, context);
          for (const to of rule.phone_numbers) {
            await enqueueSms(trx, { to, body: sms.text });
            messages += 1;
          }
        }
      }
    });
  }
  return { rules: ruleIds.length, opened, resolved, messages };
}

/** Runs the offline sweep on the job queue every minute. */
export async function runAlertEvaluationOn(
  queue: JobQueue,
  db: Kysely<Database>,
  baseUrl: string,
  now: () => Date = () => new Date(),
): Promise<void> {
  queue.register(sweepOfflineAlerts, async () => {
    await sweepOfflineRules(db, { baseUrl, now: now() });
  });
  await queue.schedule(sweepOfflineAlerts, '* * * * *', {});
}
