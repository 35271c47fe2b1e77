import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ActivationCriteria, ActiveDay } from '@aq/validation/alert';
import type { Database } from '../../db/schema';
import { enqueueEmail, enqueueSms } from '../../delivery/outbox';
import {
  alertEmail,
  alertPageUrl,
  alertShortUrl,
  alertSms,
  isActiveAt,
  isOfflineAt,
  stepOffline,
  type OfflineState,
} from '../../domain/alerts';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { isProjectLicensed } from '../../shared/project-licence';
import {
  activeOfflineRuleIds,
  insertEventOnce,
  lockRule,
  newestContributionDatum,
  newestDatumAtLocation,
  resolveOfflineEvent,
  ruleForEvaluation,
  sourcesForEvaluation,
  writeOfflineSource,
} from './repository';
import { evaluateSetPointAlerts, evaluateSetPointJob } from './setpoint';

/**
 * The offline sweep (issue 17; DOMAIN.md "Alerts": "Offline: a source that has sent no data for the
 * chosen offline duration raises one event per outage and resolves on the next datum"). Every
 * minute, for every active offline event rule and each of its sources: the newest datum (of the
 * instruments attached to a location now, or of a contribution) goes through stepOffline
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
 * - A contribution source is offline when the contribution has no data for the duration: its
 *   newest datum is the newest stored minute (contribution_values) with a valid instantaneous
 *   value of any of its pollutants, or a calm minute (the wind source reports calm, so no value is
 *   defined, but data arrive: a calm night is not an outage). A minute whose sides lack data, or
 *   without wind, is no datum.
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

/** What one offline rule's evaluation did. */
export interface OfflineRuleResult {
  readonly opened: number;
  readonly resolved: number;
  readonly messages: number;
  /** Ids of the events recorded. */
  readonly eventIds: number[];
}

/**
 * Evaluates one offline event rule at `now`, in its own transaction under its lock: each of its
 * sources, a monitoring location (the newest datum of its attached instruments) or a contribution
 * (newestContributionDatum: the newest stored minute with a valid instantaneous value of any
 * pollutant, or a calm minute). For a project not licensed at `now` the sources still move on and
 * earlier events still resolve, but no outage is recorded as an event and nothing is sent.
 */
export async function evaluateOfflineRule(
  db: Kysely<Database>,
  ruleId: string,
  options: { baseUrl: string; now: Date },
): Promise<OfflineRuleResult> {
  const { now, baseUrl } = options;
  const at = now.getTime();
  let opened = 0;
  let resolved = 0;
  let messages = 0;
  const eventIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    if (!(await lockRule(trx, ruleId))) return;
    const rule = await ruleForEvaluation(trx, ruleId);
    if (!rule || !rule.active || rule.trigger_type !== 'Offline') return;
    const durationMinutes = rule.offline_duration_minutes;
    if (durationMinutes === null) return;
    const zone = { timeZone: rule.time_zone_id, summerTimeAdjusted: rule.summer_time_adjusted };
    const licensed = await isProjectLicensed(trx, rule.project_id, now);
    const canOpen = isActiveAt(toCriteria(rule), zone, at);
    for (const source of await sourcesForEvaluation(trx, ruleId)) {
      const locationId = source.location_id;
      const contributionId = source.contribution_id;
      const state: OfflineState =
        source.state === 'Offline' && source.outage_since !== null
          ? {
              status: 'Offline',
              since: ms(source.outage_since)!,
              lastDatumAt: ms(source.last_datum_at),
            }
          : { status: 'Online' };
      const lastDatumAt =
        locationId !== null
          ? await newestDatumAtLocation(trx, locationId, now)
          : await newestContributionDatum(trx, contributionId!, now);
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
        const since = new Date(step.resolved.since);
        const resolvedAt = new Date(step.resolved.resolvedAt);
        await resolveOfflineEvent(
          trx,
          locationId !== null
            ? { ruleId, at: since, locationId }
            : { ruleId, at: since, contributionId: contributionId! },
          resolvedAt,
        );
        resolved += 1;
      }
      if (step.opened && licensed) {
        const recipients = rule.emails.length + rule.phone_numbers.length;
        const eventId = await insertEventOnce(trx, {
          event_rule_id: ruleId,
          contribution_alert_config_id: null,
          location_id: locationId,
          contribution_id: contributionId,
          trigger_type: 'Offline',
          triggered_at: new Date(step.opened.since),
          value: null,
          unit: null,
          sent_status: recipients > 0 ? 'RecipientsNotified' : 'NotSent',
        });
        if (eventId === undefined) continue;
        opened += 1;
        eventIds.push(eventId);
        const firing = { kind: 'Offline' as const, ...step.opened };
        const context = {
          alertName: rule.name,
          projectName: rule.project_name,
          zone,
          sourceKind:
            locationId !== null ? ('MonitoringLocation' as const) : ('Contribution' as const),
          sourceNames: [
            (locationId !== null ? source.location_name : source.contribution_name) ?? '',
          ],
          alertUrl: alertPageUrl(baseUrl, rule.project_id, ruleId),
          smsUrl: alertShortUrl(baseUrl, ruleId),
        };
        const email = alertEmail(firing, context);
        for (const to of rule.emails) {
          await enqueueEmail(trx, {
            to,
            subject: email.subject,
            body: email.text,
            alertEventId: eventId,
          });
          messages += 1;
        }
        const sms = alertSms(firing, context);
        for (const to of rule.phone_numbers) {
          await enqueueSms(trx, { to, body: sms.text, alertEventId: eventId });
          messages += 1;
        }
      }
    }
  });
  return { opened, resolved, messages, eventIds };
}

/**
 * Whether any source of an offline rule is offline at `at` (isOfflineAt with its newest datum at
 * that instant and the moment the rule began watching). Reads, writes nothing: the evaluate
 * call's dry run.
 */
export async function offlineAt(db: Kysely<Database>, ruleId: string, at: Date): Promise<boolean> {
  const rule = await ruleForEvaluation(db, ruleId);
  if (!rule || rule.trigger_type !== 'Offline' || rule.offline_duration_minutes === null) {
    return false;
  }
  for (const source of await sourcesForEvaluation(db, ruleId)) {
    const lastDatumAt =
      source.location_id !== null
        ? await newestDatumAtLocation(db, source.location_id, at)
        : await newestContributionDatum(db, source.contribution_id!, at);
    const offline = isOfflineAt({
      lastDatumAt,
      watchingSince: ms(source.watching_since)!,
      durationMinutes: rule.offline_duration_minutes,
      now: at.getTime(),
    });
    if (offline) return true;
  }
  return false;
}

/** Evaluates every active offline event rule at `now`. */
export async function sweepOfflineRules(
  db: Kysely<Database>,
  options: { baseUrl: string; now: Date },
): Promise<OfflineSweepResult> {
  let opened = 0;
  let resolved = 0;
  let messages = 0;
  const ruleIds = await activeOfflineRuleIds(db);
  for (const ruleId of ruleIds) {
    const result = await evaluateOfflineRule(db, ruleId, options);
    opened += result.opened;
    resolved += result.resolved;
    messages += result.messages;
  }
  return { rules: ruleIds.length, opened, resolved, messages };
}

/**
 * Runs the alert evaluation on the job queue: the offline sweep every minute, and the set point
 * evaluation every minute (all alerts) and whenever it is sent for a project (readings arrived) or
 * a contribution (its values were stored). Sources skipped for units that do not convert are
 * logged.
 */
export async function runAlertEvaluationOn(
  queue: JobQueue,
  db: Kysely<Database>,
  baseUrl: string,
  now: () => Date = () => new Date(),
  log: { warn: (object: object, message: string) => void } = { warn: () => {} },
): Promise<void> {
  queue.register(sweepOfflineAlerts, async () => {
    await sweepOfflineRules(db, { baseUrl, now: now() });
  });
  await queue.schedule(sweepOfflineAlerts, '* * * * *', {});
  queue.register(evaluateSetPointJob, async (payload) => {
    const result = await evaluateSetPointAlerts(db, {
      baseUrl,
      now: now(),
      scope: { projectId: payload.projectId, contributionId: payload.contributionId },
    });
    if (result.skipped.length > 0) {
      log.warn({ skipped: result.skipped }, 'set point alerts skipped: units do not convert');
    }
  });
  await queue.schedule(evaluateSetPointJob, '* * * * *', {});
}
