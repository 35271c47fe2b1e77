import type {
  CreateEventRuleRequest,
  EvaluateEventRulesParams,
  EvaluateEventRulesRequest,
  EvaluateEventRulesResponse,
  EventRule,
  EventRuleGroupedIds,
  EventRuleIds,
  EventRuleIdsQuery,
  EventRuleListQuery,
  EventRulePage,
  UpdateEventRuleRequest,
} from '@aq/api';
import {
  contributionAlertAveragingOptions,
  fail,
  toActivationCriteria,
  type ActiveDay,
} from '@aq/validation';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { publicOrigin } from '../../env';
import { allowedDisplayUnits } from '../../domain/units';
import type { AuthContext } from '../../http/auth';
import { ApiError, badRequest, notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { MANAGE_PROJECTS } from '../../shared/permissions';
import { seesAllOrganisations } from '../../shared/project-access';
import { licensedProjectIds, requireLicensed } from '../../shared/project-licence';
import { evaluateOfflineRule, offlineAt } from '../alert-evaluation/offline';
import {
  contributionForEvaluation,
  locationProject,
  ruleIdsWatching,
} from '../alert-evaluation/repository';
import { evaluateSetPointRule, setPointValueAt } from '../alert-evaluation/setpoint';
import { openProject, openRule, RULE_NOT_FOUND } from './access';
import { decodePageToken, encodePageToken, listFingerprint, TOKEN_INVALID } from './page-token';
import * as repo from './repository';

type CreateBody = z.output<typeof CreateEventRuleRequest>;
type UpdateBody = z.output<typeof UpdateEventRuleRequest>;
type EventRuleOut = z.input<typeof EventRule>;

/** Sources one rule may watch. Decision: enough for every fence line of a large site. */
export const MAX_SOURCES = 100;

/** The longest alert name (the contract's EventRule.Name). */
export const MAX_NAME_LENGTH = 200;

/** The wind speed channel every contribution reads besides its pollutants. */
const WIND_SPEED = 'WS';

/** 400 on a body field, with a sentence the user reads as it is. */
function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, [{ Field: field, Message: message, Plain: true }]);
}

// ---------------------------------------------------------------------------------------------
// Reading a payload into columns
// ---------------------------------------------------------------------------------------------

/** A watched source resolved against the project. */
interface ResolvedSource {
  /** 'L:<uuid>' or 'C:<id>': the same source in an old and a new list. */
  key: string;
  locationId: string | null;
  contributionId: number | null;
}

/** What the checks of a payload produce: the rule's columns and its sources. */
interface ResolvedRule {
  values: repo.RuleValues;
  sources: ResolvedSource[];
}

function numericContributionId(id: string | number): number | null {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0 ? id : null;
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2 ** 31 - 1 ? Number(id) : null;
}

/** The payload's phone numbers as E.164 (separators removed; validation required the '+'). */
function toE164(phone: string): string {
  const compact = phone.replace(/[\s\-().]/g, '');
  return compact.startsWith('+') ? compact : `+${compact}`;
}

/**
 * Checks a payload against its project and turns it into columns. The payload's own rules
 * (@aq/validation validateEventRule) already passed in the contract. Here: every source is a
 * monitoring location (GuidId) or a contribution (numeric id) of the project, none NJ PAM, one
 * contribution for a set point rule, at most MAX_SOURCES; a set point rule's sensor is measured by
 * every source, its unit is a unit of that sensor, and on a contribution its averaging period is
 * one of the contribution's options (instantaneous or its rolling period, 15 for WS on 1466).
 */
async function resolveRule(
  app: AppContext,
  projectId: string,
  body: CreateBody,
  active: boolean,
): Promise<ResolvedRule> {
  const name = (body.Name?.trim() || body.AlertName?.trim())!;
  if (name.length > MAX_NAME_LENGTH) {
    throw fieldError('Name', `An alert name must be ${MAX_NAME_LENGTH} characters or less.`);
  }
  // PostgreSQL text cannot hold a NUL character.
  if (name.includes('\u0000')) {
    throw fieldError('Name', 'An alert name cannot contain a NUL character.');
  }
  const triggerSource = body.TriggerSource!;
  const triggerType = body.TriggerType as 'Offline' | 'SetPoint';
  const rawIds = body.SourceIds ?? [];
  const seen = new Set<string>();
  const ids = rawIds.filter((id) => {
    const key = String(id);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (ids.length > MAX_SOURCES) {
    throw fieldError('SourceIds', `An alert can watch at most ${MAX_SOURCES} sources.`);
  }
  const setPoint = triggerType === 'SetPoint' ? body.SetPointTrigger! : null;
  const sensorCode = setPoint?.SensorCode?.trim() ?? null;
  const sources: ResolvedSource[] = [];
  const measuredCodes: { name: string; codes: string[] }[] = [];
  let contributionForAveraging: { type: string; period: number } | null = null;

  if (triggerSource === 'MonitoringLocation') {
    const locations = new Map(
      (await repo.projectLocations(app.db, projectId)).map((l) => [l.id, l]),
    );
    for (const id of ids) {
      const location = typeof id === 'string' ? locations.get(id.toLowerCase()) : undefined;
      if (!location) {
        throw fieldError(
          'SourceIds',
          `Monitoring location ${String(id)} is not a location of this project.`,
        );
      }
      sources.push({ key: `L:${location.id}`, locationId: location.id, contributionId: null });
      measuredCodes.push({ name: location.name, codes: location.codes });
    }
  } else {
    const contributions = new Map(
      (await repo.projectContributions(app.db, projectId)).map((c) => [c.id, c]),
    );
    if (triggerType === 'SetPoint' && ids.length > 1) {
      throw fieldError(
        'SourceIds',
        'A set point alert on a contribution watches one contribution.',
      );
    }
    for (const id of ids) {
      const numeric = numericContributionId(id);
      const contribution = numeric === null ? undefined : contributions.get(numeric);
      if (!contribution) {
        throw fieldError(
          'SourceIds',
          `Contribution ${String(id)} is not a contribution of this project.`,
        );
      }
      if (contribution.type === 'NjPam') {
        throw new ApiError(400, [
          {
            Field: 'SourceIds',
            Code: 'alert.njPamUnavailable',
            Message: fail('alert.njPamUnavailable').message,
          },
        ]);
      }
      sources.push({
        key: `C:${contribution.id}`,
        locationId: null,
        contributionId: contribution.id,
      });
      measuredCodes.push({ name: contribution.name, codes: [...contribution.codes, WIND_SPEED] });
      contributionForAveraging = {
        type: contribution.type,
        period: contribution.averaging_period_minutes,
      };
    }
  }

  let code = sensorCode;
  if (setPoint && sensorCode) {
    // The catalogue spells codes one way (PM2.5, not pm2.5): take the sources' spelling.
    const known = measuredCodes.flatMap((m) => m.codes);
    code = known.find((c) => c.toLowerCase() === sensorCode.toLowerCase()) ?? sensorCode;
    for (const source of measuredCodes) {
      if (!source.codes.includes(code)) {
        throw fieldError('SetPointTrigger.SensorCode', `${source.name} does not measure ${code}.`);
      }
    }
    const unit = setPoint.SensorUnit!.trim();
    if (!allowedDisplayUnits(code).some((allowed) => allowed.unit === unit)) {
      throw fieldError('SetPointTrigger.SensorUnit', `'${unit}' is not a unit of ${code}.`);
    }
    if (contributionForAveraging) {
      const options = contributionAlertAveragingOptions(
        contributionForAveraging.type,
        code,
        contributionForAveraging.period,
      );
      if (!options.includes(setPoint.AveragingPeriodInMinutes!)) {
        const error = fail('alert.averagingPeriodNotAllowed', { options: options.join(', ') });
        throw new ApiError(400, [
          {
            Field: 'SetPointTrigger.AveragingPeriodInMinutes',
            Code: error.code,
            Params: { options: options.join(', ') },
            Message: error.message,
          },
        ]);
      }
    }
  }

  const criteria = body.ActivationCriteria
    ? toActivationCriteria({
        activeDays: body.ActivationCriteria.ActiveDays,
        activeTimeStart: body.ActivationCriteria.ActiveTimeStart,
        activeTimeEnd: body.ActivationCriteria.ActiveTimeEnd,
      })
    : undefined;

  return {
    values: {
      name,
      active,
      emails: (body.Emails ?? []).map((email) => email.trim()),
      phone_numbers: (body.PhoneNumbers ?? []).map(toE164),
      trigger_source: triggerSource,
      trigger_type: triggerType,
      offline_duration_minutes:
        triggerType === 'Offline' ? body.OfflineTrigger!.OfflineDurationInMinutes! : null,
      sensor_code: setPoint ? code : null,
      sensor_unit: setPoint ? setPoint.SensorUnit!.trim() : null,
      set_point: setPoint ? setPoint.SetPoint! : null,
      reset_point: setPoint ? setPoint.ResetPoint! : null,
      averaging_period_minutes: setPoint ? setPoint.AveragingPeriodInMinutes! : null,
      active_days: criteria ? [...criteria.ActiveDays] : null,
      active_time_start: criteria ? criteria.ActiveTimeStart : null,
      active_time_end: criteria ? criteria.ActiveTimeEnd : null,
    },
    sources,
  };
}

/** A source in the initial state of its rule's trigger: Armed (set point) or Online (offline). */
function initialSource(
  source: ResolvedSource,
  position: number,
  triggerType: 'Offline' | 'SetPoint',
  now: Date,
): repo.SourceValues {
  return {
    position,
    location_id: source.locationId,
    contribution_id: source.contributionId,
    state: triggerType === 'SetPoint' ? 'Armed' : 'Online',
    evaluated_until: null,
    outage_since: null,
    last_datum_at: null,
    watching_since: now,
    state_updated_at: now,
  };
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

function toEventRule(
  row: repo.RuleRow,
  sources: readonly repo.SourceRow[],
  licensed: boolean,
): EventRuleOut {
  const ids = sources.map((s) => (s.location_id ?? s.contribution_id)!);
  return {
    EventRuleId: row.id,
    Name: row.name,
    Active: row.active,
    Emails: row.emails,
    PhoneNumbers: row.phone_numbers,
    ProjectId: row.project_id,
    ProjectName: row.project_name,
    OrganisationName: row.organisation_name,
    IsProjectLicensed: licensed,
    TriggerSource: row.trigger_source,
    SourceIds: ids,
    Sources: sources.map((s, i) => ({ Id: ids[i]!, Name: s.name })),
    TriggerType: row.trigger_type,
    OfflineTrigger:
      row.trigger_type === 'Offline'
        ? { OfflineDurationInMinutes: row.offline_duration_minutes! }
        : null,
    SetPointTrigger:
      row.trigger_type === 'SetPoint'
        ? {
            SensorCode: row.sensor_code!,
            SensorUnit: row.sensor_unit!,
            SetPoint: row.set_point!,
            ResetPoint: row.reset_point!,
            AveragingPeriodInMinutes: row.averaging_period_minutes!,
          }
        : null,
    ActivationCriteria: row.active_days
      ? {
          ActiveDays: row.active_days as ActiveDay[],
          ActiveTimeStart: row.active_time_start!,
          ActiveTimeEnd: row.active_time_end!,
        }
      : null,
  };
}

/** One rule's answer, with whether its project is licensed now. */
async function oneRule(app: AppContext, row: repo.RuleRow): Promise<EventRuleOut> {
  const [sources, licensed] = await Promise.all([
    repo.ruleSources(app.db, [row.id]),
    licensedProjectIds(app.db, [row.project_id], app.now()),
  ]);
  return toEventRule(row, sources, licensed.has(row.project_id));
}

async function readRule(app: AppContext, auth: AuthContext, ruleId: string) {
  return oneRule(app, (await repo.findRule(app.db, ruleId, auth.user.id))!);
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/**
 * POST /v0.1/event-rules: a new rule of the body's project (404 when missing or another
 * organisation's, 403 without project access or Manage_Alerts), active unless Active is false,
 * every source in its initial state.
 */
export async function create(
  app: AppContext,
  auth: AuthContext,
  body: CreateBody,
): Promise<{ Id: string }> {
  const project = await openProject(app, auth, String(body.ProjectId), { manage: true });
  const resolved = await resolveRule(app, project.id, body, body.Active ?? true);
  const now = app.now();
  const type = resolved.values.trigger_type;
  const id = await app.db.transaction().execute((trx) =>
    repo.insertRule(trx, {
      projectId: project.id,
      createdBy: auth.user.id,
      values: resolved.values,
      sources: resolved.sources.map((s, i) => initialSource(s, i, type, now)),
    }),
  );
  return { Id: id };
}

/** GET /v0.1/event-rules/{id}: 404 when missing or another organisation's, 403 without access. */
export async function get(
  app: AppContext,
  auth: AuthContext,
  ruleId: string,
): Promise<EventRuleOut> {
  return oneRule(app, await openRule(app, auth, ruleId));
}

/** Whether the trigger an evaluation depends on changed (sources aside). */
function triggerChanged(old: repo.RuleRow, next: repo.RuleValues): boolean {
  return (
    old.trigger_source !== next.trigger_source ||
    old.offline_duration_minutes !== next.offline_duration_minutes ||
    old.sensor_code !== next.sensor_code ||
    old.sensor_unit !== next.sensor_unit ||
    old.set_point !== next.set_point ||
    old.reset_point !== next.reset_point ||
    old.averaging_period_minutes !== next.averaging_period_minutes
  );
}

/**
 * PUT /v0.1/event-rules: the rule named by EventRuleId takes the payload (Manage_Alerts). It
 * stays in its project and keeps its type (spec 02 §4: the type cannot change once the alert has
 * an id); Active omitted keeps it. A changed trigger, or a rule switched back on, starts every
 * source from its initial state; otherwise a source kept keeps its state and a new one starts.
 */
export async function update(
  app: AppContext,
  auth: AuthContext,
  body: UpdateBody,
): Promise<EventRuleOut> {
  const old = await openRule(app, auth, body.EventRuleId, { manage: true });
  if (String(body.ProjectId) !== old.project_id) {
    throw fieldError('ProjectId', 'An alert cannot be moved to another project.');
  }
  if (body.TriggerType !== old.trigger_type) {
    throw fieldError('TriggerType', 'The alert type cannot change once the alert is created.');
  }
  const active = body.Active ?? old.active;
  const resolved = await resolveRule(app, old.project_id, body, active);
  const now = app.now();
  const reset = triggerChanged(old, resolved.values) || (active && !old.active);
  await app.db.transaction().execute(async (trx) => {
    // The rule's row lock orders this change with an evaluation writing its sources' state, so
    // a state kept here is the newest one (evaluation takes the same lock before writing).
    if (!(await repo.lockRule(trx, old.id))) throw notFound(RULE_NOT_FOUND);
    const previous = new Map(
      (await repo.ruleSources(trx, [old.id])).map((s) => [
        s.location_id ? `L:${s.location_id}` : `C:${s.contribution_id}`,
        s,
      ]),
    );
    const sources = resolved.sources.map((source, position): repo.SourceValues => {
      const kept = previous.get(source.key);
      if (reset || !kept) return initialSource(source, position, old.trigger_type, now);
      return {
        position,
        location_id: kept.location_id,
        contribution_id: kept.contribution_id,
        state: kept.state,
        evaluated_until: kept.evaluated_until,
        outage_since: kept.outage_since,
        last_datum_at: kept.last_datum_at,
        watching_since: kept.watching_since,
        state_updated_at: kept.state_updated_at,
      };
    });
    await repo.updateRule(trx, old.id, resolved.values, sources, now);
  });
  return readRule(app, auth, old.id);
}

/** DELETE /v0.1/event-rules/{id} (Manage_Alerts); its sources and their state go with it. */
export async function remove(
  app: AppContext,
  auth: AuthContext,
  ruleId: string,
): Promise<Record<string, never>> {
  const row = await openRule(app, auth, ruleId, { manage: true });
  await repo.deleteRule(app.db, row.id);
  return {};
}

/**
 * The rules a list or ids call covers: the caller's organisation (every one for an organisations
 * administrator), only member projects for a caller without Manage_Projects (the projects they
 * may open), narrowed to ProjectId (404/403 as a read of that project) and MonitorId.
 */
async function scope(
  app: AppContext,
  auth: AuthContext,
  query: { ProjectId?: string | undefined; MonitorId?: string | undefined },
): Promise<repo.RuleScope> {
  const all = seesAllOrganisations(auth);
  if (query.ProjectId !== undefined) await openProject(app, auth, query.ProjectId);
  let monitorId: number | null = null;
  if (query.MonitorId !== undefined) {
    // A MonitorId is the instrument's number as text; anything else names no instrument.
    monitorId = /^\d{1,9}$/.test(query.MonitorId) ? Number(query.MonitorId) : 0;
  }
  return {
    userId: auth.user.id,
    organisationId: all ? null : auth.user.organisationId,
    memberOnly: !all && !auth.user.permissions.has(MANAGE_PROJECTS),
    projectId: query.ProjectId ?? null,
    monitorId,
  };
}

/**
 * GET /v0.1/event-rules: a page of the rules in scope (Limit, default 100, at most 500), filtered
 * by FilterBy, searched in the name, project, organisation and sensor code (ignoring case),
 * sorted by SortBy (default Name ascending; ties by name, then id), with PageToken.Next while
 * more rules follow.
 */
export async function list(
  app: AppContext,
  auth: AuthContext,
  query: z.output<typeof EventRuleListQuery>,
): Promise<z.input<typeof EventRulePage>> {
  const ruleScope = await scope(app, auth, query);
  const sort = query.SortBy?.Key ?? 'Name';
  const dir = query.SortBy?.Dir ?? 'asc';
  const filter = query.FilterBy ?? {};
  const triggerTypes = filter.TriggerTypes?.length ? [...new Set(filter.TriggerTypes)] : null;
  const triggerSources = filter.TriggerSources?.length ? [...new Set(filter.TriggerSources)] : null;
  const search = query.Search ? query.Search : null;
  // No rule holds a NUL character (PostgreSQL text cannot), so such a search finds nothing.
  if (search?.includes('\u0000')) return { Items: [], PageToken: { Next: null } };
  const fingerprint = listFingerprint([
    ruleScope.projectId,
    ruleScope.monitorId,
    sort,
    dir,
    triggerTypes ? [...triggerTypes].sort() : null,
    triggerSources ? [...triggerSources].sort() : null,
    filter.Active ?? null,
    (search ?? '').toLowerCase(),
  ]);
  let after: repo.RuleCursor | null = null;
  if (query.Token !== undefined && query.Token !== '') {
    const decoded = decodePageToken(query.Token, fingerprint);
    if ('error' in decoded) throw badRequest(decoded.error, 'Token');
    if ((sort === 'Active') !== (typeof decoded.cursor.key === 'boolean')) {
      throw badRequest(TOKEN_INVALID, 'Token');
    }
    after = decoded.cursor;
  }
  const rows = await repo.rulePage(app.db, {
    ...ruleScope,
    sort,
    dir,
    triggerTypes,
    triggerSources,
    active: filter.Active ?? null,
    search,
    after,
    limit: query.Limit + 1,
  });
  const page = rows.slice(0, query.Limit);
  const last = page.at(-1);
  const next =
    rows.length > query.Limit && last
      ? encodePageToken({ key: last.sort_key, name: last.sort_name, id: last.id }, fingerprint)
      : null;
  const sources = await repo.ruleSources(
    app.db,
    page.map((row) => row.id),
  );
  const byRule = new Map<string, repo.SourceRow[]>();
  for (const source of sources) {
    const list = byRule.get(source.rule_id) ?? [];
    list.push(source);
    byRule.set(source.rule_id, list);
  }
  const licensed = await licensedProjectIds(
    app.db,
    page.map((row) => row.project_id),
    app.now(),
  );
  return {
    Items: page.map((row) =>
      toEventRule(row, byRule.get(row.id) ?? [], licensed.has(row.project_id)),
    ),
    PageToken: { Next: next },
  };
}

/** GET /v0.1/event-rules/ids: the ids of every rule in scope (as the list), by name. */
export async function ids(
  app: AppContext,
  auth: AuthContext,
  query: z.output<typeof EventRuleIdsQuery>,
): Promise<z.input<typeof EventRuleIds>> {
  return { Ids: await repo.ruleIdsInScope(app.db, await scope(app, auth, query)) };
}

/**
 * GET /v0.1/event-rules/grouped-ids: the rules in scope grouped by the source they watch (trigger
 * source and source id; a rule watching three locations is in three groups).
 */
export async function groupedIds(
  app: AppContext,
  auth: AuthContext,
  query: z.output<typeof EventRuleIdsQuery>,
): Promise<z.input<typeof EventRuleGroupedIds>> {
  const rows = await repo.sourcesInScope(app.db, await scope(app, auth, query));
  const groups = new Map<string, z.input<typeof EventRuleGroupedIds>['Groups'][number]>();
  for (const row of rows) {
    const sourceId = (row.location_id ?? row.contribution_id)!;
    const key = `${row.trigger_source}:${sourceId}`;
    let group = groups.get(key);
    if (!group) {
      group = { TriggerSource: row.trigger_source, SourceId: sourceId, EventRuleIds: [] };
      groups.set(key, group);
    }
    group.EventRuleIds.push(row.id);
  }
  return { Groups: [...groups.values()] };
}

// ---------------------------------------------------------------------------------------------
// Evaluation on demand
// ---------------------------------------------------------------------------------------------

/** The 404 message for an evaluated source that is missing or another organisation's. */
export const SOURCE_NOT_FOUND = 'The source could not be found.';

/** The 400 message for the source kinds the evaluation does not watch. */
export const SOURCE_KIND_NOT_EVALUATED =
  'Event rules watch monitoring locations and contributions: evaluate a monitoring location, a contribution or a project instead of a lease or a monitor.';

/** The 400 message for an instant in the future. */
export const EVALUATE_AT_FUTURE = 'At cannot be later than now.';

/** How far ahead of the server's clock At may be (clock skew of the caller). */
const EVALUATE_AT_TOLERANCE_MS = 60_000;

/**
 * POST /v0.1/event-rules/evaluate/{sourceType}/{id} (Manage_Alerts on the source's project; 404
 * when the source is missing or another organisation's). Evaluates every rule watching the source
 * (a project: all its rules; a monitoring location or a contribution: the rules watching it) at At
 * (default now; not in the future). Decisions:
 * - lease and monitor: 400 (SOURCE_KIND_NOT_EVALUATED). Rules watch locations and contributions,
 *   not instruments, and an instrument's location changes; the caller evaluates the location.
 * - Triggered: a set point rule's averaged value (the source furthest beyond, in the rule's unit,
 *   at the minute of At) is beyond its set point; an offline rule has a source silent for its
 *   duration at At. Value: that averaged value (null for offline rules or without data).
 * - Notify false (default): a dry run, nothing is written. Notify true: each active rule is
 *   evaluated as the minute job does at At (its state moves on, a firing records its event and
 *   queues its messages once, idempotent with the job); EventId is the event it recorded, if any.
 *   An inactive rule is reported and not evaluated.
 * - An unlicensed project's rules are not evaluated: 403 (PROJECT_NOT_LICENSED), as its data reads.
 */
export async function evaluate(
  app: AppContext,
  auth: AuthContext,
  params: z.output<typeof EvaluateEventRulesParams>,
  body: z.output<typeof EvaluateEventRulesRequest>,
): Promise<z.input<typeof EvaluateEventRulesResponse>> {
  const { sourceType, id } = params;
  if (sourceType === 'lease' || sourceType === 'monitor') {
    throw badRequest(SOURCE_KIND_NOT_EVALUATED, 'sourceType');
  }
  let ruleIds: string[];
  if (sourceType === 'project') {
    const project = await openProject(app, auth, id, { manage: true });
    await requireLicensed(app, project.id);
    ruleIds = await ruleIdsWatching(app.db, { projectId: project.id });
  } else if (sourceType === 'monitoring-location') {
    const location = isUuid(id) ? await locationProject(app.db, id) : undefined;
    if (!location) throw notFound(SOURCE_NOT_FOUND);
    await openSourceProject(app, auth, location.project_id);
    await requireLicensed(app, location.project_id);
    ruleIds = await ruleIdsWatching(app.db, { locationId: location.id });
  } else {
    const numeric = numericContributionId(id);
    const contribution =
      numeric === null ? undefined : await contributionForEvaluation(app.db, numeric);
    if (!contribution) throw notFound(SOURCE_NOT_FOUND);
    await openSourceProject(app, auth, contribution.project_id);
    await requireLicensed(app, contribution.project_id);
    ruleIds = await ruleIdsWatching(app.db, { contributionId: contribution.id });
  }
  const now = app.now();
  const at = body.At === undefined ? now : new Date(body.At);
  if (at.getTime() > now.getTime() + EVALUATE_AT_TOLERANCE_MS) {
    throw badRequest(EVALUATE_AT_FUTURE, 'At');
  }
  const results: z.input<typeof EvaluateEventRulesResponse>['Results'] = [];
  for (const ruleId of ruleIds) {
    const row = await repo.findRule(app.db, ruleId, auth.user.id);
    if (!row) continue;
    let triggered: boolean;
    let value: number | null = null;
    if (row.trigger_type === 'SetPoint') {
      const dry = await setPointValueAt(app.db, ruleId, at);
      triggered = dry.triggered;
      value = dry.value;
    } else {
      triggered = await offlineAt(app.db, ruleId, at);
    }
    let eventId: number | null = null;
    if (body.Notify && row.active) {
      const options = { baseUrl: publicOrigin(app.env), now: at };
      const run =
        row.trigger_type === 'SetPoint'
          ? await evaluateSetPointRule(app.db, ruleId, options)
          : await evaluateOfflineRule(app.db, ruleId, options);
      eventId = run.eventIds[0] ?? null;
    }
    results.push({
      EventRuleId: row.id,
      Name: row.name,
      TriggerType: row.trigger_type,
      Triggered: triggered,
      Value: value,
      EventId: eventId === null ? null : String(eventId),
    });
  }
  return { EvaluatedAt: at.toISOString(), Results: results };
}

/** The project of an evaluated source, as the caller may manage its alerts (404 as the source). */
async function openSourceProject(app: AppContext, auth: AuthContext, projectId: string) {
  try {
    return await openProject(app, auth, projectId, { manage: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(SOURCE_NOT_FOUND);
    throw error;
  }
}
