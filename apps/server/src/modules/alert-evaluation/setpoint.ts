import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { ActivationCriteria, ActiveDay } from '@aq/validation/alert';
import type { Database } from '../../db/schema';
import { enqueueEmail, enqueueSms } from '../../delivery/outbox';
import {
  alertEmail,
  alertPageUrl,
  alertShortUrl,
  alertSms,
  foldSetPoint,
  isActiveAt,
  isBeyondSetPoint,
  type AlertSourceKind,
  type ProjectZone,
  type SeriesPoint,
  type SetPointFiring,
  type SetPointRule,
  type SetPointState,
} from '../../domain/alerts';
import { sensorByCode } from '../../domain/sensors';
import { defineJob, sendJob } from '../../jobs/job';
import type { Executor } from '../../jobs/repository';
import { isProjectLicensed } from '../../shared/project-licence';
import {
  activeConfigIds,
  activeSetPointRuleIds,
  configForEvaluation,
  contributionColumn,
  contributionForEvaluation,
  contributionIsWatched,
  firstContributionSensor,
  insertEventOnce,
  locationSensorReadings,
  lockRule,
  newestContributionValue,
  newestReadingsAtLocation,
  projectSensorSetting,
  projectsWatchingInstrument,
  resolveSetPointEvents,
  ruleForEvaluation,
  sourcesForEvaluation,
  writeConfigState,
  writeSetPointSource,
  type ContributionColumn,
  type SetPointScope,
} from './repository';
import {
  floorMinute,
  LOCATION_MINIMUM_COMPLETENESS,
  MINUTE_MS,
  minuteRange,
  trailingMeans,
  unitConverter,
} from './series';

/**
 * Set point evaluation (issue 17; DOMAIN.md "Alerts"): set point event rules on monitoring
 * locations or a contribution, and contribution alert configs. Each source (or config) walks the
 * minutes after the newest one it evaluated, up to the newest complete minute, through
 * foldSetPoint (domain/alerts/set-point.ts) with its stored state; each firing records an
 * alert_events row and queues its e-mails and SMS in the outbox in the transaction that writes the
 * new state.
 *
 * Decisions:
 * - Where a walk starts: after evaluated_until; on the first evaluation after watching_since (a
 *   rule) or state_since (a config), the moment the machine was (re)started, so a rule never fires
 *   for history before it existed. Catch-up is capped at CATCH_UP_MINUTES: after a long stop the
 *   older minutes are skipped (not evaluated), never fired late in bulk.
 * - Where it stops (the newest complete minute), never after now:
 *   - a location: the newest reading of its instruments fitted with the sensor; with several
 *     instruments it waits for the slowest one, at most GRACE_MINUTES, so one silent instrument
 *     holds an alert back two minutes at most;
 *   - a contribution: the newest stored minute whose channel holds a value, not past computed_to
 *     nor the minute before dirty_from (minutes being recomputed).
 *   Minutes after the newest datum are left for later, so data that arrive late for them are
 *   still evaluated; data for a minute already evaluated are not (set-point.ts).
 * - Averaged values: series.ts for locations (trailing mean over (t − P, t], 75 % of minutes).
 *   A contribution's channel is read from contribution_values as it is stored: instantaneous
 *   (period 1) = c(t) (`value`; WS: `wind_speed`); the contribution's period = the averaged
 *   contribution `avg_value` (WS: `ws_avg`, whose window is 15 minutes on 1466 and the
 *   contribution's period otherwise), an Initial row counting as no value (initial rows are not
 *   exceedances, DOMAIN.md "Site contribution" 4-5). Any other period (not offered by the forms)
 *   is computed here as the trailing mean of the stored instantaneous values with the
 *   contribution's completeness.
 * - Units: values are stored in the catalogue's unit; the alert's unit may differ (the display
 *   unit when it was saved). They are converted with the project's ppm → mg/m³ factor for gases;
 *   when the units do not convert the source is skipped and reported (logged by the job).
 * - Outside the activation criteria nothing fires and no event is recorded (the machine stays
 *   armed, set-point.ts), so the first value beyond the set point inside the hours fires.
 * - When a source re-arms (the value returns to the reset point), its open set point events are
 *   resolved at that minute; nothing is sent.
 * - Concurrency and restarts: a rule is evaluated under its row lock with its sources re-read; a
 *   config writes its machine by compare and set on state_generation and evaluated_until (an
 *   edit, which bumps the generation, or a concurrent evaluation makes the write fail and the
 *   transaction roll back, events included). The unique keys of alert_events make a repeated
 *   firing insert nothing, and messages are queued only when the event row was inserted.
 */

/** Minutes a walk may catch up at most. */
export const CATCH_UP_MINUTES = 24 * 60;
/** How long a location waits for its slowest instrument before evaluating without it. */
export const GRACE_MINUTES = 2;

/** The set point job: one run evaluates the alerts in its scope (all when the payload is empty). */
export const evaluateSetPointJob = defineJob({
  name: 'alert-setpoint-evaluate',
  payload: z.object({
    projectId: z.string().uuid().optional(),
    contributionId: z.number().int().positive().optional(),
  }),
  // One waiting job per key: a burst of ingests for a project makes one run (it reads the newest
  // data when it runs).
  policy: 'short',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 5 * 60,
});

/** Sends the set point job of a project or a contribution (in `db`'s transaction when it is one). */
export function sendSetPointEvaluation(
  db: Executor,
  target: { projectId: string } | { contributionId: number },
): Promise<string | null> {
  const singletonKey =
    'projectId' in target ? `project:${target.projectId}` : `contribution:${target.contributionId}`;
  return sendJob(db, evaluateSetPointJob, target, { singletonKey });
}

/**
 * After readings of an instrument stamped in [minMs, maxMs] were stored (inside the ingestion's
 * transaction): sends the set point job of every project whose active set point rules watch a
 * location the instrument was attached to.
 */
export async function setPointAfterIngest(
  db: Executor,
  instrumentId: number,
  minMs: number,
  maxMs: number,
): Promise<void> {
  for (const projectId of await projectsWatchingInstrument(db, instrumentId, minMs, maxMs)) {
    await sendSetPointEvaluation(db, { projectId });
  }
}

/** After a contribution's values were stored: its set point job, when an alert watches it. */
export async function setPointAfterContribution(
  db: Executor,
  contributionId: number,
): Promise<void> {
  if (await contributionIsWatched(db, contributionId)) {
    await sendSetPointEvaluation(db, { contributionId });
  }
}

/** What an evaluation did (tests, logs and the evaluate call). */
export interface SetPointRunResult {
  readonly rules: number;
  readonly configs: number;
  /** Events recorded (firings inserted). */
  readonly fired: number;
  readonly messages: number;
  /** Ids of the events recorded. */
  readonly eventIds: number[];
  /** Sources skipped, with why (units that do not convert). */
  readonly skipped: string[];
}

interface Tally {
  fired: number;
  messages: number;
  eventIds: number[];
  skipped: string[];
}

const newTally = (): Tally => ({ fired: 0, messages: 0, eventIds: [], skipped: [] });

function toCriteria(row: {
  active_days: string[] | null;
  active_time_start: number | null;
  active_time_end: number | null;
}): ActivationCriteria | null {
  if (row.active_days === null || row.active_time_start === null || row.active_time_end === null)
    return null;
  return {
    ActiveDays: row.active_days as ActiveDay[],
    ActiveTimeStart: row.active_time_start,
    ActiveTimeEnd: row.active_time_end,
  };
}

function ms(value: Date | string | null): number | null {
  return value === null ? null : new Date(value).getTime();
}

/** Where a walk resumes: the stored state, its start moved up to the catch-up cap. */
function resumeState(
  status: 'Armed' | 'Triggered',
  evaluatedUntil: number | null,
  startedAt: number,
  nowMs: number,
  catchUpMinutes = CATCH_UP_MINUTES,
): SetPointState {
  const floor = floorMinute(nowMs) - catchUpMinutes * MINUTE_MS;
  return { status, evaluatedUntil: Math.max(evaluatedUntil ?? startedAt, floor) };
}

/** The first minute end after an instant. */
function firstMinuteAfter(ms: number): number {
  return floorMinute(ms) + MINUTE_MS;
}

// ---------------------------------------------------------------------------------------------
// Series of one source
// ---------------------------------------------------------------------------------------------

/** A source's averaged series in the alert's unit, between two minute ends. */
interface SeriesSource {
  /** The newest complete minute at `now`, null when there is nothing to evaluate. */
  bound(now: number): Promise<number | null>;
  /** The averaged values of the minutes firstT..lastT (on the grid), converted. */
  points(firstT: number, lastT: number): Promise<SeriesPoint[]>;
}

/** The averaged channel of a monitoring location. */
function locationSource(
  db: Executor,
  locationId: string,
  sensorCode: string,
  periodMinutes: number,
  convert: (value: number) => number,
): SeriesSource {
  return {
    async bound(now) {
      const latest = (
        await newestReadingsAtLocation(db, locationId, sensorCode, new Date(now))
      ).filter((t): t is number => t !== null);
      if (latest.length === 0) return null;
      const nowMinute = floorMinute(now);
      const slowest = Math.min(...latest);
      const newest = Math.max(...latest);
      return floorMinute(
        Math.min(nowMinute, newest, Math.max(slowest, nowMinute - GRACE_MINUTES * MINUTE_MS)),
      );
    },
    async points(firstT, lastT) {
      const readings = await locationSensorReadings(
        db,
        locationId,
        sensorCode,
        firstT - periodMinutes * MINUTE_MS,
        lastT,
      );
      return trailingMeans(
        readings,
        minuteRange(firstT, lastT),
        periodMinutes,
        LOCATION_MINIMUM_COMPLETENESS,
      ).map((p) => ({ t: p.t, value: p.value === null ? null : convert(p.value) }));
    },
  };
}

type EvaluatedContribution = NonNullable<Awaited<ReturnType<typeof contributionForEvaluation>>>;

/** The averaged channel of a contribution (see the module comment for the columns). */
async function contributionSource(
  db: Executor,
  contribution: EvaluatedContribution,
  sensorCode: string,
  periodMinutes: number,
  convert: (value: number) => number,
): Promise<SeriesSource | null> {
  const wind = sensorCode === 'WS';
  const rowSensor = wind ? await firstContributionSensor(db, contribution.id) : sensorCode;
  if (rowSensor === undefined) return null;
  const instantaneous: ContributionColumn = wind ? 'wind_speed' : 'value';
  const storedPeriod = wind
    ? contribution.type === 'FourteenSixtySix'
      ? 15
      : contribution.averaging_period_minutes
    : contribution.averaging_period_minutes;
  let column: ContributionColumn = instantaneous;
  let computed = false;
  if (periodMinutes !== 1) {
    if (periodMinutes === storedPeriod && contribution.type !== 'NjPam') {
      column = wind ? 'ws_avg' : 'avg_value';
    } else {
      computed = true;
    }
  }
  return {
    async bound(now) {
      if (contribution.computed_to === null) return null;
      let bound = Math.min(floorMinute(now), floorMinute(ms(contribution.computed_to)!));
      if (contribution.dirty_from !== null) {
        bound = Math.min(bound, floorMinute(ms(contribution.dirty_from)!) - MINUTE_MS);
      }
      const newest = await newestContributionValue(db, contribution.id, rowSensor, column, bound);
      return newest === null ? null : floorMinute(newest);
    },
    async points(firstT, lastT) {
      if (!computed) {
        const stored = new Map(
          (
            await contributionColumn(
              db,
              contribution.id,
              rowSensor,
              column,
              firstT - MINUTE_MS,
              lastT,
            )
          ).map((p) => [p.t, p.value]),
        );
        return minuteRange(firstT, lastT).map((t) => {
          const value = stored.get(t) ?? null;
          return { t, value: value === null ? null : convert(value) };
        });
      }
      const data = await contributionColumn(
        db,
        contribution.id,
        rowSensor,
        instantaneous,
        firstT - periodMinutes * MINUTE_MS,
        lastT,
      );
      return trailingMeans(
        data.map((p) => ({ t: p.t, v: p.value })),
        minuteRange(firstT, lastT),
        periodMinutes,
        contribution.minimum_completeness,
      ).map((p) => ({ t: p.t, value: p.value === null ? null : convert(p.value) }));
    },
  };
}

/** A converter into the alert's unit, or the reason it cannot be made. */
async function converterFor(
  db: Executor,
  projectId: string,
  sensorCode: string,
  unit: string,
): Promise<((value: number) => number) | string> {
  try {
    return unitConverter(
      sensorCode,
      unit,
      (await projectSensorSetting(db, projectId, sensorCode))?.ppmFactor ?? null,
    );
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

// ---------------------------------------------------------------------------------------------
// Firing: event and messages
// ---------------------------------------------------------------------------------------------

interface Alert {
  readonly name: string;
  readonly projectId: string;
  readonly projectName: string;
  readonly zone: ProjectZone;
  readonly emails: readonly string[];
  readonly phones: readonly string[];
  readonly sensorCode: string;
  readonly unit: string;
  readonly periodMinutes: number;
  /** The alert id the link names: a rule's uuid or a config's number. */
  readonly linkId: string | number;
}

/** Queues one e-mail per address and one SMS per number for a firing; returns how many. */
async function notify(
  trx: Transaction<Database>,
  alert: Alert,
  firing: SetPointFiring,
  source: { kind: AlertSourceKind; name: string },
  baseUrl: string,
  eventId: number,
): Promise<number> {
  const message = {
    kind: 'SetPoint' as const,
    at: firing.t,
    value: firing.value,
    setPoint: firing.setPoint,
    resetPoint: firing.resetPoint,
    edge: firing.edge,
    sensor: alert.sensorCode,
    unit: alert.unit,
    averagingMinutes: alert.periodMinutes,
  };
  const context = {
    alertName: alert.name,
    projectName: alert.projectName,
    zone: alert.zone,
    sourceKind: source.kind,
    sourceNames: [source.name],
    alertUrl: alertPageUrl(baseUrl, alert.projectId, alert.linkId),
    smsUrl: alertShortUrl(baseUrl, alert.linkId),
    // The project's decimals for the sensor (Display settings), else the catalogue's.
    decimalPlaces:
      (await projectSensorSetting(trx, alert.projectId, alert.sensorCode))?.decimalPlaces ??
      sensorByCode(alert.sensorCode)?.decimalPlaces ??
      2,
  };
  let count = 0;
  const email = alertEmail(message, context);
  for (const to of alert.emails) {
    await enqueueEmail(trx, {
      to,
      subject: email.subject,
      body: email.text,
      alertEventId: eventId,
    });
    count += 1;
  }
  const sms = alertSms(message, context);
  for (const to of alert.phones) {
    await enqueueSms(trx, { to, body: sms.text, alertEventId: eventId });
    count += 1;
  }
  return count;
}

/** Walks one source from its state; the fold, or null when there is nothing new. */
async function walk(
  series: SeriesSource,
  rule: SetPointRule,
  state: SetPointState,
  criteria: ActivationCriteria | null,
  zone: ProjectZone,
  nowMs: number,
) {
  const bound = await series.bound(nowMs);
  if (bound === null || state.evaluatedUntil === null || bound <= state.evaluatedUntil) return null;
  const points = await series.points(firstMinuteAfter(state.evaluatedUntil), bound);
  const fold = foldSetPoint(rule, state, points, {
    isActiveAt: (t) => isActiveAt(criteria, zone, t),
  });
  return { ...fold, lastValue: points.at(-1)?.value ?? null };
}

// ---------------------------------------------------------------------------------------------
// Event rules
// ---------------------------------------------------------------------------------------------

/** How a run evaluates: the link base, the instant, and how far back a walk may resume. */
export interface EvaluationOptions {
  readonly baseUrl: string;
  readonly now: Date;
  /** Minutes a walk may catch up at most; default CATCH_UP_MINUTES (the demo's history: more). */
  readonly catchUpMinutes?: number;
}

/**
 * Evaluates one set point event rule at `now` (its own transaction, under its lock). For a project
 * not licensed at `now` the sources still move on (so nothing fires late once a licence is added)
 * and earlier events still resolve, but no event is recorded and nothing is sent.
 */
export async function evaluateSetPointRule(
  db: Kysely<Database>,
  ruleId: string,
  options: EvaluationOptions,
): Promise<Tally> {
  const tally = newTally();
  const nowMs = options.now.getTime();
  await db.transaction().execute(async (trx) => {
    if (!(await lockRule(trx, ruleId))) return;
    const rule = await ruleForEvaluation(trx, ruleId);
    if (!rule || !rule.active || rule.trigger_type !== 'SetPoint') return;
    if (
      rule.sensor_code === null ||
      rule.sensor_unit === null ||
      rule.set_point === null ||
      rule.reset_point === null ||
      rule.averaging_period_minutes === null
    ) {
      return;
    }
    const zone = { timeZone: rule.time_zone_id, summerTimeAdjusted: rule.summer_time_adjusted };
    const criteria = toCriteria(rule);
    const points = { setPoint: rule.set_point, resetPoint: rule.reset_point };
    const licensed = await isProjectLicensed(trx, rule.project_id, options.now);
    const convert = await converterFor(trx, rule.project_id, rule.sensor_code, rule.sensor_unit);
    if (typeof convert === 'string') {
      tally.skipped.push(`event rule ${ruleId}: ${convert}`);
      return;
    }
    const alert: Alert = {
      name: rule.name,
      projectId: rule.project_id,
      projectName: rule.project_name,
      zone,
      emails: rule.emails,
      phones: rule.phone_numbers,
      sensorCode: rule.sensor_code,
      unit: rule.sensor_unit,
      periodMinutes: rule.averaging_period_minutes,
      linkId: ruleId,
    };
    for (const source of await sourcesForEvaluation(trx, ruleId)) {
      let series: SeriesSource | null;
      if (source.location_id !== null) {
        series = locationSource(
          trx,
          source.location_id,
          rule.sensor_code,
          rule.averaging_period_minutes,
          convert,
        );
      } else {
        const contribution = await contributionForEvaluation(trx, source.contribution_id!);
        series = contribution
          ? await contributionSource(
              trx,
              contribution,
              rule.sensor_code,
              rule.averaging_period_minutes,
              convert,
            )
          : null;
      }
      if (!series) continue;
      const state = resumeState(
        source.state === 'Triggered' ? 'Triggered' : 'Armed',
        ms(source.evaluated_until),
        ms(source.watching_since)!,
        nowMs,
        options.catchUpMinutes,
      );
      const fold = await walk(series, points, state, criteria, zone, nowMs);
      if (!fold) continue;
      await writeSetPointSource(
        trx,
        { ruleId, position: source.position },
        {
          status: fold.state.status,
          evaluatedUntil:
            fold.state.evaluatedUntil === null ? null : new Date(fold.state.evaluatedUntil),
        },
        options.now,
      );
      const owner =
        source.location_id !== null
          ? { ruleId, locationId: source.location_id }
          : { ruleId, contributionId: source.contribution_id! };
      const sourceName =
        source.location_id !== null
          ? (source.location_name ?? '')
          : (source.contribution_name ?? '');
      const kind: AlertSourceKind =
        source.location_id !== null ? 'MonitoringLocation' : 'Contribution';
      // Events and re-arms in time order: a re-arm resolves only the events fired before it.
      const steps = [
        ...fold.firings.map((firing) => ({ t: firing.t, firing })),
        ...fold.rearms.map((t) => ({ t, firing: null })),
      ].sort((a, b) => a.t - b.t);
      for (const step of steps) {
        if (!step.firing) {
          await resolveSetPointEvents(trx, owner, new Date(step.t));
          continue;
        }
        if (!licensed) continue;
        const firing = step.firing;
        const eventId = await insertEventOnce(trx, {
          event_rule_id: ruleId,
          contribution_alert_config_id: null,
          location_id: source.location_id,
          contribution_id: source.contribution_id,
          trigger_type: 'SetPoint',
          triggered_at: new Date(firing.t),
          value: firing.value,
          unit: rule.sensor_unit,
          sent_status:
            alert.emails.length + alert.phones.length > 0 ? 'RecipientsNotified' : 'NotSent',
        });
        if (eventId === undefined) continue;
        tally.fired += 1;
        tally.eventIds.push(eventId);
        tally.messages += await notify(
          trx,
          alert,
          firing,
          { kind, name: sourceName },
          options.baseUrl,
          eventId,
        );
      }
    }
  });
  return tally;
}

// ---------------------------------------------------------------------------------------------
// Contribution alert configs
// ---------------------------------------------------------------------------------------------

/** Thrown inside a config's transaction when its machine changed meanwhile: rolls it back. */
class ConfigChanged extends Error {}

/**
 * Evaluates one contribution alert config at `now` (its own transaction, compare and set). As for
 * event rules, an unlicensed project's config moves on silently: no event, no message.
 */
export async function evaluateConfig(
  db: Kysely<Database>,
  configId: number,
  options: EvaluationOptions,
): Promise<Tally> {
  const nowMs = options.now.getTime();
  let tally = newTally();
  try {
    await db.transaction().execute(async (trx) => {
      tally = newTally();
      const config = await configForEvaluation(trx, configId);
      if (!config || !config.active) return;
      const zone = {
        timeZone: config.time_zone_id,
        summerTimeAdjusted: config.summer_time_adjusted,
      };
      const convert = await converterFor(
        trx,
        config.project_id,
        config.sensor_code,
        config.sensor_unit,
      );
      if (typeof convert === 'string') {
        tally.skipped.push(`contribution alert config ${configId}: ${convert}`);
        return;
      }
      const contribution = await contributionForEvaluation(trx, config.contribution_id);
      if (!contribution) return;
      const series = await contributionSource(
        trx,
        contribution,
        config.sensor_code,
        config.period_minutes,
        convert,
      );
      if (!series) return;
      const stored = ms(config.evaluated_until);
      const state = resumeState(
        config.state,
        stored,
        ms(config.state_since)!,
        nowMs,
        options.catchUpMinutes,
      );
      const fold = await walk(
        series,
        { setPoint: config.set_point, resetPoint: config.reset_point },
        state,
        toCriteria(config),
        zone,
        nowMs,
      );
      if (!fold) return;
      const alert: Alert = {
        name: config.name,
        projectId: config.project_id,
        projectName: config.project_name,
        zone,
        emails: config.emails,
        phones: config.phone_numbers,
        sensorCode: config.sensor_code,
        unit: config.sensor_unit,
        periodMinutes: config.period_minutes,
        linkId: config.id,
      };
      const licensed = await isProjectLicensed(trx, config.project_id, options.now);
      const lastFiring = licensed ? fold.firings.at(-1) : undefined;
      const written = await writeConfigState(
        trx,
        {
          id: config.id,
          generation: config.state_generation,
          evaluatedUntil: config.evaluated_until === null ? null : new Date(config.evaluated_until),
        },
        {
          status: fold.state.status,
          evaluatedUntil: new Date(fold.state.evaluatedUntil!),
          lastValue: fold.lastValue ?? config.last_value,
          lastTriggeredAt: lastFiring ? new Date(lastFiring.t) : config.last_triggered_at,
        },
      );
      if (!written) throw new ConfigChanged();
      const steps = [
        ...fold.firings.map((firing) => ({ t: firing.t, firing })),
        ...fold.rearms.map((t) => ({ t, firing: null })),
      ].sort((a, b) => a.t - b.t);
      for (const step of steps) {
        if (!step.firing) {
          await resolveSetPointEvents(trx, { configId: config.id }, new Date(step.t));
          continue;
        }
        if (!licensed) continue;
        const firing = step.firing;
        const eventId = await insertEventOnce(trx, {
          event_rule_id: null,
          contribution_alert_config_id: config.id,
          location_id: null,
          contribution_id: config.contribution_id,
          trigger_type: 'SetPoint',
          triggered_at: new Date(firing.t),
          value: firing.value,
          unit: config.sensor_unit,
          sent_status:
            alert.emails.length + alert.phones.length > 0 ? 'RecipientsNotified' : 'NotSent',
        });
        if (eventId === undefined) continue;
        tally.fired += 1;
        tally.eventIds.push(eventId);
        tally.messages += await notify(
          trx,
          alert,
          firing,
          { kind: 'Contribution', name: config.contribution_name },
          options.baseUrl,
          eventId,
        );
      }
    });
  } catch (error) {
    // Edited (or evaluated by another run) meanwhile: nothing was written; the next run resumes.
    if (error instanceof ConfigChanged) return newTally();
    throw error;
  }
  return tally;
}

// ---------------------------------------------------------------------------------------------
// A run
// ---------------------------------------------------------------------------------------------

/**
 * Evaluates the active set point rules and contribution alert configs in scope at `now`: every one
 * (the minute clock), a project's (readings arrived) or a contribution's (its values were stored).
 * A project's run covers its rules only; a config is a contribution's.
 */
export async function evaluateSetPointAlerts(
  db: Kysely<Database>,
  options: EvaluationOptions & { scope?: SetPointScope },
): Promise<SetPointRunResult> {
  const scope = options.scope ?? {};
  const ruleIds = await activeSetPointRuleIds(db, scope);
  const configIds =
    scope.ruleIds !== undefined ||
    (scope.projectId !== undefined && scope.contributionId === undefined)
      ? []
      : await activeConfigIds(db, scope);
  const total = newTally();
  const add = (tally: Tally) => {
    total.fired += tally.fired;
    total.messages += tally.messages;
    total.eventIds.push(...tally.eventIds);
    total.skipped.push(...tally.skipped);
  };
  for (const ruleId of ruleIds) add(await evaluateSetPointRule(db, ruleId, options));
  for (const configId of configIds) add(await evaluateConfig(db, configId, options));
  return { rules: ruleIds.length, configs: configIds.length, ...total };
}

// ---------------------------------------------------------------------------------------------
// Dry run (the evaluate call)
// ---------------------------------------------------------------------------------------------

/**
 * The averaged value of each source of a set point rule at the minute of `at` (in the rule's
 * unit; null without enough data) and whether any is beyond the set point. Reads, writes nothing.
 */
export async function setPointValueAt(
  db: Kysely<Database>,
  ruleId: string,
  at: Date,
): Promise<{ triggered: boolean; value: number | null }> {
  const rule = await ruleForEvaluation(db, ruleId);
  if (
    !rule ||
    rule.trigger_type !== 'SetPoint' ||
    rule.sensor_code === null ||
    rule.sensor_unit === null ||
    rule.set_point === null ||
    rule.reset_point === null ||
    rule.averaging_period_minutes === null
  ) {
    return { triggered: false, value: null };
  }
  const convert = await converterFor(db, rule.project_id, rule.sensor_code, rule.sensor_unit);
  if (typeof convert === 'string') return { triggered: false, value: null };
  const points = { setPoint: rule.set_point, resetPoint: rule.reset_point };
  const minute = floorMinute(at.getTime());
  const values: number[] = [];
  for (const source of await sourcesForEvaluation(db, ruleId)) {
    let series: SeriesSource | null = null;
    if (source.location_id !== null) {
      series = locationSource(
        db,
        source.location_id,
        rule.sensor_code,
        rule.averaging_period_minutes,
        convert,
      );
    } else {
      const contribution = await contributionForEvaluation(db, source.contribution_id!);
      if (contribution) {
        series = await contributionSource(
          db,
          contribution,
          rule.sensor_code,
          rule.averaging_period_minutes,
          convert,
        );
      }
    }
    if (!series) continue;
    const [point] = await series.points(minute, minute);
    if (point?.value !== null && point?.value !== undefined) values.push(point.value);
  }
  if (values.length === 0) return { triggered: false, value: null };
  // The value furthest beyond, in the rule's direction.
  const rising = rule.set_point >= rule.reset_point;
  const value = rising ? Math.max(...values) : Math.min(...values);
  return { triggered: isBeyondSetPoint(points, value), value };
}
