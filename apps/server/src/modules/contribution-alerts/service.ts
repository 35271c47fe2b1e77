import type {
  ContributionAlertConfig,
  ContributionAlertConfigList,
  ContributionAlertConfigStates,
  CreateContributionAlertConfigRequest,
  SendContributionAlertRequest,
  SendContributionAlertResponse,
  UpdateContributionAlertConfigRequest,
} from '@aq/api';
import {
  ALL_ACTIVE_DAYS,
  ACTIVE_TIME_END_DEFAULT,
  ACTIVE_TIME_START_DEFAULT,
  contributionAlertAveragingOptions,
  fail,
  toContributionType,
} from '@aq/validation';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { enqueueEmail, enqueueSms } from '../../delivery/outbox';
import { alertPageUrl } from '../../domain/alerts';
import { publicOrigin } from '../../env';
import type { AuthContext } from '../../http/auth';
import { ApiError, badRequest, forbidden, notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { licensedProjectIds } from '../../shared/project-licence';
import {
  canAccessProject,
  NO_PROJECT_ACCESS,
  seesAllOrganisations,
} from '../../shared/project-access';
import { testNotification } from '../alert-evaluation/test-notification';
import { openContribution } from '../contributions/access';
import { contributionSensorCodes } from '../contributions/repository';
import { projectDisplayUnits } from '../display-settings/service';
import { openConfig, requireManageAlerts } from './access';
import * as repo from './repository';

type ConfigOut = z.input<typeof ContributionAlertConfig>;
type Body = z.output<typeof CreateContributionAlertConfigRequest>;
type UpdateBody = z.output<typeof UpdateContributionAlertConfigRequest>;
type Contribution = Awaited<ReturnType<typeof openContribution>>;

/** The channel every contribution carries besides its pollutants: the wind speed (spec 02 §3). */
export const WIND_SPEED_CHANNEL = 'WS';

/** Longest alert name (the contract's answer carries at most 200 characters). */
export const ALERT_NAME_MAX_LENGTH = 200;

/** The 404 message for a project of the project list call that the caller may not know of. */
export const PROJECT_NOT_FOUND = 'The project could not be found.';

/** 400 on a body field, with a plain message. */
function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, [{ Field: field, Message: message, Plain: true }]);
}

// ---------------------------------------------------------------------------------------------
// Wire form
// ---------------------------------------------------------------------------------------------

function toWire(row: repo.ConfigRow, licensed: ReadonlySet<string>): ConfigOut {
  const criteria =
    row.active_days === null || row.active_time_start === null || row.active_time_end === null
      ? null
      : {
          ActiveDays: row.active_days as (typeof ALL_ACTIVE_DAYS)[number][],
          ActiveTimeStart: row.active_time_start,
          ActiveTimeEnd: row.active_time_end,
        };
  return {
    Id: row.id,
    ContributionId: row.contribution_id,
    ContributionName: row.contribution_name,
    ProjectId: row.project_id,
    ProjectName: row.project_name,
    OrganisationName: row.organisation_name,
    IsProjectLicensed: licensed.has(row.project_id),
    Name: row.name,
    Sensor: row.sensor_code,
    SensorUnit: row.sensor_unit,
    SetPoint: row.set_point,
    ResetPoint: row.reset_point,
    PeriodMinutes: row.period_minutes,
    Emails: row.emails,
    PhoneNumbers: row.phone_numbers,
    Active: row.active,
    ActivationCriteria: criteria,
  };
}

/** The wire form of configs, with whether each one's project is licensed now. */
async function toWireAll(app: AppContext, rows: readonly repo.ConfigRow[]): Promise<ConfigOut[]> {
  const licensed = await licensedProjectIds(
    app.db,
    rows.map((row) => row.project_id),
    app.now(),
  );
  return rows.map((row) => toWire(row, licensed));
}

/** The wire form of one config. */
async function toWireOne(app: AppContext, row: repo.ConfigRow): Promise<ConfigOut> {
  return (await toWireAll(app, [row]))[0]!;
}

// ---------------------------------------------------------------------------------------------
// Rules of a body on its contribution
// ---------------------------------------------------------------------------------------------

/**
 * The activation criteria as stored: days in week order without repeats; null when all seven
 * days are active from 0 to 1439 (the spec omits them then). The contract has checked the rest.
 */
function storedActivation(criteria: Body['ActivationCriteria']): repo.ConfigValues['activation'] {
  if (!criteria) return null;
  const days = ALL_ACTIVE_DAYS.filter((day) => criteria.ActiveDays.includes(day));
  const always =
    days.length === ALL_ACTIVE_DAYS.length &&
    criteria.ActiveTimeStart === ACTIVE_TIME_START_DEFAULT &&
    criteria.ActiveTimeEnd === ACTIVE_TIME_END_DEFAULT;
  return always ? null : { days, start: criteria.ActiveTimeStart, end: criteria.ActiveTimeEnd };
}

// Numbers may arrive formatted ('+1 201-555-0123'); they are stored in E.164.
function toE164(phone: string): string {
  return phone.replace(/[\s\-().]/g, '');
}

/**
 * The values of a body on `contribution`, after the rules the contract cannot check alone: a
 * name of at most 200 characters; the contribution is not NJ PAM ('Contribution alerts are not available for NJ PAM'); the sensor is
 * one of its channels (its pollutants or WS, matched without regard to case); PeriodMinutes is
 * one of the averaging options of spec 02 §9 (instantaneous, 1, or the contribution's period; 15
 * for WS on a 1466 contribution). The set and reset points are in the project's display unit of
 * the channel, which is stored beside them.
 */
async function valuesOf(
  app: AppContext,
  contribution: Contribution,
  body: Body,
  active: boolean,
): Promise<repo.ConfigValues> {
  const name = (body.AlertName ?? '').trim();
  if (name.length > ALERT_NAME_MAX_LENGTH) {
    throw fieldError(
      'AlertName',
      `An alert name must be ${ALERT_NAME_MAX_LENGTH} characters or less.`,
    );
  }
  if (toContributionType(contribution.type) === 'NjPam') {
    throw badRequest(fail('alert.njPamUnavailable'));
  }
  const channels = [
    ...(await contributionSensorCodes(app.db, contribution.id)),
    WIND_SPEED_CHANNEL,
  ];
  const given = (body.Sensor ?? '').trim();
  const sensorCode = channels.find((code) => code.toLowerCase() === given.toLowerCase());
  if (!sensorCode) {
    throw fieldError(
      'Sensor',
      `'${given}' is not a channel of this contribution: choose one of ${channels.join(', ')}.`,
    );
  }
  const options = contributionAlertAveragingOptions(
    contribution.type,
    sensorCode,
    contribution.averaging_period_minutes,
  );
  const periodMinutes = Number(body.PeriodMinutes);
  if (!options.includes(periodMinutes)) {
    throw badRequest(
      fail('alert.averagingPeriodNotAllowed', { options: options.join(', ') }),
      'PeriodMinutes',
    );
  }
  const units = await projectDisplayUnits(app.db, contribution.project_id);
  return {
    name,
    sensorCode,
    sensorUnit: units.forSensor(sensorCode).unit,
    setPoint: Number(body.SetPoint),
    resetPoint: Number(body.ResetPoint),
    periodMinutes,
    emails: [...(body.Emails ?? [])],
    phoneNumbers: (body.PhoneNumbers ?? []).map(toE164),
    active,
    activation: storedActivation(body.ActivationCriteria),
  };
}

// ---------------------------------------------------------------------------------------------
// v2 calls on a contribution
// ---------------------------------------------------------------------------------------------

/** GET /v2/sitecontributions/{contributionId}/alertconfigs: the contribution's configs. */
export async function listByContribution(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
): Promise<z.input<typeof ContributionAlertConfigList>> {
  const contribution = await openContribution(app, auth, contributionId);
  const rows = await repo.configsInScope(app.db, auth.user.id, {
    organisationId: null,
    projectId: null,
    contributionId: contribution.id,
  });
  return { Items: await toWireAll(app, rows) };
}

/**
 * POST /v2/sitecontributions/{contributionId}/alertconfigs. The body's rules (@aq/validation
 * validateContributionAlertConfigBody: required fields, recipients, activation criteria) are
 * checked by the contract; here the contribution (404/403), Manage_Alerts (403) and the rules of
 * valuesOf. The new config is active and armed.
 */
export async function create(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  body: Body,
): Promise<{ Id: number }> {
  const contribution = await openContribution(app, auth, contributionId);
  requireManageAlerts(auth);
  const values = await valuesOf(app, contribution, body, body.Active ?? true);
  const id = await repo.insertConfig(app.db, contribution.id, values, auth.user.id, app.now());
  return { Id: id };
}

/**
 * PUT /v2/sitecontributions/{contributionId}/alertconfigs/{alertConfigId}: replaces the config
 * with the body (Active kept when not given). A change of the trigger (sensor, its unit, set or
 * reset point, averaging period) or a switch back on starts the set point machine again.
 */
export async function update(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  configId: number,
  body: UpdateBody,
): Promise<ConfigOut> {
  const contribution = await openContribution(app, auth, contributionId);
  const existing = await openConfig(app, auth, configId, {
    contributionId: contribution.id,
    manage: true,
  });
  const values = await valuesOf(app, contribution, body, body.Active ?? existing.active);
  const triggerChanged =
    values.sensorCode !== existing.sensor_code ||
    values.sensorUnit !== existing.sensor_unit ||
    values.setPoint !== existing.set_point ||
    values.resetPoint !== existing.reset_point ||
    values.periodMinutes !== existing.period_minutes;
  const switchedOn = values.active && !existing.active;
  await repo.updateConfig(app.db, existing.id, values, triggerChanged || switchedOn, app.now());
  return toWireOne(app, (await repo.findConfig(app.db, existing.id, auth.user.id))!);
}

/** DELETE /v2/sitecontributions/{contributionId}/alertconfigs/{alertConfigId}. */
export async function remove(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  configId: number,
): Promise<Record<string, never>> {
  const contribution = await openContribution(app, auth, contributionId);
  const existing = await openConfig(app, auth, configId, {
    contributionId: contribution.id,
    manage: true,
  });
  await repo.deleteConfig(app.db, existing.id);
  return {};
}

/**
 * GET /v2/sitecontributions/{contributionId}/alertconfigs/states: where each config stands, from
 * the stored machine: Inactive when switched off, else Armed or Triggered; a new config is Armed
 * with nothing evaluated. LastEvaluatedAt is the time of the newest averaged minute evaluated.
 */
export async function states(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
): Promise<z.input<typeof ContributionAlertConfigStates>> {
  const contribution = await openContribution(app, auth, contributionId);
  const rows = await repo.configsInScope(app.db, auth.user.id, {
    organisationId: null,
    projectId: null,
    contributionId: contribution.id,
  });
  return {
    Items: rows.map((row) => ({
      AlertConfigId: row.id,
      State: row.active ? row.state : 'Inactive',
      LastTriggeredAt: row.last_triggered_at?.toISOString() ?? null,
      LastValue: row.last_value,
      LastEvaluatedAt: row.evaluated_until?.toISOString() ?? null,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// v0.1 reads
// ---------------------------------------------------------------------------------------------

/**
 * GET /v0.1/contribution-alert-configs: every config of the projects the caller can open in their
 * organisation (every organisation, for an organisations administrator).
 */
export async function listForUser(
  app: AppContext,
  auth: AuthContext,
): Promise<z.input<typeof ContributionAlertConfigList>> {
  const rows = await repo.configsInScope(app.db, auth.user.id, {
    organisationId: seesAllOrganisations(auth) ? null : auth.user.organisationId,
    projectId: null,
    contributionId: null,
  });
  const visible = rows.filter((row) =>
    canAccessProject(auth, {
      organisationId: row.organisation_id,
      isMember: Boolean(row.is_member),
    }),
  );
  return { Items: await toWireAll(app, visible) };
}

/** GET /v0.1/projects/{projectId}/contribution-alert-configs: the configs of one project. */
export async function listForProject(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<z.input<typeof ContributionAlertConfigList>> {
  if (!isUuid(projectId)) throw notFound(PROJECT_NOT_FOUND);
  const project = await repo.findProjectForUser(app.db, projectId, auth.user.id);
  if (
    !project ||
    (project.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth))
  ) {
    throw notFound(PROJECT_NOT_FOUND);
  }
  if (
    !canAccessProject(auth, {
      organisationId: project.organisation_id,
      isMember: Boolean(project.is_member),
    })
  ) {
    throw forbidden(NO_PROJECT_ACCESS);
  }
  const rows = await repo.configsInScope(app.db, auth.user.id, {
    organisationId: null,
    projectId: project.id,
    contributionId: null,
  });
  return { Items: await toWireAll(app, rows) };
}

/** GET /v0.1/contribution-alert-configs/{alertConfigId}. */
export async function get(
  app: AppContext,
  auth: AuthContext,
  configId: number,
): Promise<ConfigOut> {
  return toWireOne(app, await openConfig(app, auth, configId));
}

// ---------------------------------------------------------------------------------------------
// Test notification
// ---------------------------------------------------------------------------------------------

/**
 * POST /v2/sitecontributions/alerts/{alertConfigurationId}/send (Manage_Alerts; 404 when the config
 * is missing or another organisation's, 403 without project access): queues a test notification
 * now, one e-mail per address and one SMS per number of the config over Channels (default both),
 * whether the alert is active or not, in one transaction through the outbox (delivered and
 * retried like any alert message). It records no event and does not touch the alert's state.
 * Answers how many of each were queued (0 for a channel without recipients).
 */
export async function send(
  app: AppContext,
  auth: AuthContext,
  configId: number,
  body: z.output<typeof SendContributionAlertRequest>,
): Promise<z.input<typeof SendContributionAlertResponse>> {
  const config = await openConfig(app, auth, configId, { manage: true });
  const text = testNotification(
    {
      name: config.name,
      projectName: config.project_name,
      contributionName: config.contribution_name,
      sensorCode: config.sensor_code,
      unit: config.sensor_unit,
      setPoint: config.set_point,
      resetPoint: config.reset_point,
      periodMinutes: config.period_minutes,
      alertUrl: alertPageUrl(publicOrigin(app.env), config.project_id, config.id),
    },
    body.Note || undefined,
  );
  const emails = body.Channels === 'Sms' ? [] : config.emails;
  const phones = body.Channels === 'Email' ? [] : config.phone_numbers;
  await app.db.transaction().execute(async (trx) => {
    for (const to of emails) {
      await enqueueEmail(trx, { to, subject: text.subject, body: text.body });
    }
    for (const to of phones) await enqueueSms(trx, { to, body: text.sms });
  });
  return { EmailsQueued: emails.length, SmsQueued: phones.length };
}
