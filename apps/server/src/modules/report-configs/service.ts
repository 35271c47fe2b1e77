import type {
  ContributionReportConfig,
  ReportExportConfig,
  ReportExportConfigList,
  ReportExportConfigRequest,
  ReportExportConfigSummaryList,
} from '@aq/api';
import { DEFAULT_SCHEDULE, type ValidationError } from '@aq/validation';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { findLiveProject } from '../../db/project-membership';
import type { AuthContext } from '../../http/auth';
import { ApiError, conflict, forbidden, notFound, type ServerIssue } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { projectClock } from '../../shared/project-clock';
import {
  canAccessProject,
  NO_PROJECT_ACCESS,
  seesAllOrganisations,
} from '../../shared/project-access';
import { openContribution } from '../contributions/access';
import { contributionSensorCodes, type ContributionWithProject } from '../contributions/repository';
import { projectDisplayUnits } from '../display-settings/service';
import * as repo from './repository';
import {
  defaultReportName,
  REPORT_CONFIG_MESSAGES,
  REPORT_NAME_MAX_LENGTH,
  reportDisplaysLocationData,
  reportRuleFailures,
  reportTablePeriodMinutes,
  storedDays,
  storedEmails,
  type ReportContribution,
} from './rules';

type ExportConfigOut = z.input<typeof ReportExportConfig>;
type Body = z.output<typeof ReportExportConfigRequest>;

/** The map style a new report starts with (spec 02 §4: the site map toggle is on, streets). */
export const DEFAULT_MAP_STYLE = 'Streets' as const;

/** The unique constraint of migration 0016: one config per contribution. */
const ONE_PER_CONTRIBUTION = 'report_export_configs_contribution_id_key';

function reportContribution(row: {
  type: ReportContribution['type'];
  averaging_period_minutes: number;
}): ReportContribution {
  return { type: row.type, averagingPeriodMinutes: row.averaging_period_minutes };
}

/** A stored config on the wire, with its contribution's type rules applied. */
function toWire(row: repo.ReportConfigRow): ExportConfigOut {
  const contribution = reportContribution({
    type: row.contribution_type,
    averaging_period_minutes: row.averaging_period_minutes,
  });
  return {
    Id: row.id,
    Name: row.name,
    From: row.report_from,
    To: row.report_to,
    ScheduledTimeOfDay: row.scheduled_time,
    Days: storedDays(row.days),
    Emails: row.emails,
    TablePeriodMinutes: reportTablePeriodMinutes(contribution, row.table_period_minutes),
    ContributionId: row.contribution_id,
    AttachCsv: row.attach_csv,
    IsActive: row.is_active,
    DisplayMonitoringLocationData: reportDisplaysLocationData(
      contribution,
      row.display_monitoring_location_data,
    ),
    MapStyle: row.map_style,
  };
}

/** The caller may open a config's project (404 for a missing or another organisation's one). */
function visible(auth: AuthContext, row: repo.ReportConfigRow): boolean {
  return canAccessProject(auth, {
    organisationId: row.organisation_id,
    isMember: Boolean(row.is_member),
  });
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/**
 * GET /v0.1/contribution/{contributionId}/reportConfig: the contribution with its report options,
 * its project's clock, its period (MinDate = its start, MaxDate = computed to, null before any
 * data) and its export config, or the default schedule (spec 02 §9) when it has none. The type's
 * display frequency and location data rules are applied.
 */
export async function reportConfig(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
): Promise<z.input<typeof ContributionReportConfig>> {
  const contribution = await openContribution(app, auth, contributionId);
  const [units, sensors, config] = await Promise.all([
    projectDisplayUnits(app.db, contribution.project_id),
    contributionSensorCodes(app.db, contribution.id),
    repo.findConfigOfContribution(app.db, contribution.id, auth.user.id),
  ]);
  const rules = reportContribution(contribution);
  const clock = projectClock(
    contribution.time_zone_id,
    contribution.summer_time_adjusted,
    app.now(),
  );
  const schedule = config
    ? {
        ReportConfigId: config.id,
        ReportName: config.name,
        ReportFrom: config.report_from,
        ReportTo: config.report_to,
        ScheduledTimeOfDay: config.scheduled_time,
        Days: storedDays(config.days),
        Emails: config.emails,
        ScheduleActive: config.is_active,
        TablePeriodMinutes: reportTablePeriodMinutes(rules, config.table_period_minutes),
        AttachCsv: config.attach_csv,
        DisplayMonitoringLocationData: reportDisplaysLocationData(
          rules,
          config.display_monitoring_location_data,
        ),
        MapStyle: config.map_style,
      }
    : {
        ReportConfigId: null,
        ReportName: defaultReportName(contribution.name),
        ReportFrom: DEFAULT_SCHEDULE.from,
        ReportTo: DEFAULT_SCHEDULE.to,
        ScheduledTimeOfDay: DEFAULT_SCHEDULE.scheduledTimeOfDay,
        Days: [],
        Emails: [],
        ScheduleActive: false,
        TablePeriodMinutes: reportTablePeriodMinutes(rules),
        AttachCsv: DEFAULT_SCHEDULE.attachCsv,
        DisplayMonitoringLocationData: true,
        MapStyle: DEFAULT_MAP_STYLE,
      };
  return {
    ContributionId: contribution.id,
    ContributionName: contribution.name,
    ContributionType: contribution.type,
    ContributionAveragingPeriod: contribution.averaging_period_minutes,
    SensorTypes: sensors.map((code) => ({ Name: code, Units: units.forSensor(code).unit })),
    SensorsWithNegativeNumberFiltering: contribution.negative_filtering,
    HideEmptyEnvironmentalSummary: contribution.hide_empty_environmental_summary,
    ShowExceedanceSummary: contribution.show_exceedance_summary,
    DisplayActionLevelsOnReportCharts: contribution.display_action_levels_on_report_charts,
    DisplayAlertsOnReportCharts: contribution.display_alerts_on_report_charts,
    ProjectName: contribution.project_name,
    ProjectId: contribution.project_id,
    TimeZoneId: contribution.time_zone_id,
    TimeZoneOffset: clock.offset,
    SummerTimeAdjusted: contribution.summer_time_adjusted,
    MinDate: contribution.start_at.toISOString(),
    MaxDate: contribution.computed_to?.toISOString() ?? null,
    ...schedule,
  };
}

/** GET /v0.1/contribution/{contributionId}/reportExportConfig: its config, or null. */
export async function exportConfigOfContribution(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
): Promise<ExportConfigOut | null> {
  const contribution = await openContribution(app, auth, contributionId);
  const row = await repo.findConfigOfContribution(app.db, contribution.id, auth.user.id);
  return row ? toWire(row) : null;
}

/**
 * GET /v0.1/projects/{projectId}/reportExportConfigs: the summaries of a project's configs, by
 * name. 404 for a missing project or another organisation's; 403 when the caller may not open it.
 */
export async function listForProject(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<z.input<typeof ReportExportConfigSummaryList>> {
  if (!isUuid(projectId)) throw notFound(REPORT_CONFIG_MESSAGES.projectNotFound);
  const project = await findLiveProject(app.db, projectId, auth.user.id);
  if (
    !project ||
    (project.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth))
  ) {
    throw notFound(REPORT_CONFIG_MESSAGES.projectNotFound);
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
  });
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      ContributionId: row.contribution_id,
      Name: row.name,
      IsActive: row.is_active,
    })),
  };
}

/**
 * GET /v0.1/contributionReportExportConfig: the configs of every project of the caller's
 * organisation they may open (every organisation's, for an organisations administrator).
 */
export async function listForUser(
  app: AppContext,
  auth: AuthContext,
): Promise<z.input<typeof ReportExportConfigList>> {
  const rows = await repo.configsInScope(app.db, auth.user.id, {
    organisationId: seesAllOrganisations(auth) ? null : auth.user.organisationId,
    projectId: null,
  });
  return { Items: rows.filter((row) => visible(auth, row)).map(toWire) };
}

// ---------------------------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------------------------

/** An issue of a sentence written here, which reads on its own. */
function plainIssue(field: string, message: string): ServerIssue {
  return { Field: field, Message: message, Plain: true };
}

/** An issue of a rule of @aq/validation: its catalogue code travels so the dashboard translates it. */
function ruleIssue(field: string, error: ValidationError): ServerIssue {
  return {
    Field: field,
    Code: error.code,
    ...(error.params ? { Params: { ...error.params } } : {}),
    Message: error.message,
  };
}

/**
 * The values of a body on its contribution, after the rules the contract cannot check alone: a
 * name of at most 200 characters (trimmed); recipients without repeats (ignoring case) and at
 * most 50; the type's display frequency and location data rules. Days are kept once each, in week
 * order; times and addresses are stored trimmed.
 */
function valuesOf(contribution: ContributionWithProject, body: Body): repo.ReportConfigValues {
  const issues: ServerIssue[] = [];
  const name = body.Name.trim();
  if (name.length > REPORT_NAME_MAX_LENGTH) {
    issues.push(plainIssue('Name', REPORT_CONFIG_MESSAGES.nameTooLong));
  }
  const emails = storedEmails(body.Emails);
  for (const error of emails.errors) issues.push(ruleIssue('Emails', error));
  const failures = reportRuleFailures(reportContribution(contribution), {
    tablePeriodMinutes: body.TablePeriodMinutes,
    displayMonitoringLocationData: body.DisplayMonitoringLocationData,
  });
  for (const failure of failures) issues.push(plainIssue(failure.field, failure.message));
  if (issues.length > 0) throw new ApiError(400, issues);
  const time = (value: string | null | undefined) => value?.trim() || null;
  return {
    name,
    from: time(body.From),
    to: time(body.To),
    scheduledTime: time(body.ScheduledTimeOfDay),
    days: storedDays(body.Days),
    emails: emails.emails,
    tablePeriodMinutes: body.TablePeriodMinutes,
    attachCsv: body.AttachCsv,
    isActive: body.IsActive,
    displayMonitoringLocationData: body.DisplayMonitoringLocationData,
    mapStyle: body.MapStyle,
  };
}

function isOnePerContributionError(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown };
  return e?.code === '23505' && e.constraint === ONE_PER_CONTRIBUTION;
}

/**
 * POST /v0.1/contributionReportExportConfig: the contribution's config (Manage_Contributions on
 * its project); 409 when it already has one. The saver is the user its scheduled runs act as.
 */
export async function create(
  app: AppContext,
  auth: AuthContext,
  body: Body,
): Promise<{ Id: string }> {
  const contribution = await openContribution(app, auth, body.ContributionId, { manage: true });
  const values = valuesOf(contribution, body);
  if (await repo.findConfigOfContribution(app.db, contribution.id, auth.user.id)) {
    throw conflict(REPORT_CONFIG_MESSAGES.alreadyExists);
  }
  try {
    const id = await repo.insertConfig(app.db, contribution.id, values, auth.user.id, app.now());
    return { Id: id };
  } catch (error) {
    // Two saves racing on one contribution: the database keeps one.
    if (isOnePerContributionError(error)) throw conflict(REPORT_CONFIG_MESSAGES.alreadyExists);
    throw error;
  }
}

/**
 * A config and its contribution the caller may change: 404 for a missing config or another
 * organisation's; the contribution's checks (403 without project access or Manage_Contributions).
 */
async function openForChange(app: AppContext, auth: AuthContext, configId: string) {
  const row = isUuid(configId) ? await repo.findConfig(app.db, configId, auth.user.id) : undefined;
  if (!row) throw notFound(REPORT_CONFIG_MESSAGES.notFound);
  if (row.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth)) {
    throw notFound(REPORT_CONFIG_MESSAGES.notFound);
  }
  const contribution = await openContribution(app, auth, row.contribution_id, { manage: true });
  return { row, contribution };
}

/**
 * PUT /v0.1/contributionReportExportConfig/{id}: replaces the config with the body and answers the
 * updated config. The body's ContributionId must be the config's own (400 otherwise).
 */
export async function update(
  app: AppContext,
  auth: AuthContext,
  configId: string,
  body: Body,
): Promise<ExportConfigOut> {
  const { row, contribution } = await openForChange(app, auth, configId);
  if (body.ContributionId !== row.contribution_id) {
    throw new ApiError(400, [
      plainIssue('ContributionId', REPORT_CONFIG_MESSAGES.otherContribution),
    ]);
  }
  const values = valuesOf(contribution, body);
  await repo.updateConfig(app.db, row.id, values, auth.user.id, app.now());
  return toWire((await repo.findConfig(app.db, row.id, auth.user.id))!);
}

/** DELETE /v0.1/contributionReportExportConfig/{id}. */
export async function remove(
  app: AppContext,
  auth: AuthContext,
  configId: string,
): Promise<Record<string, never>> {
  const { row } = await openForChange(app, auth, configId);
  await repo.deleteConfig(app.db, row.id);
  return {};
}
