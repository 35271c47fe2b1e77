import type {
  ComplianceLevel,
  Contribution,
  ContributionList,
  ContributionSummaries,
  CreateContributionRequest,
  UpdateContributionRequest,
} from '@aq/api';
import {
  CONTRIBUTION_TYPE_WIRE_NAMES,
  toContributionType,
  type ContributionType,
} from '@aq/validation/contribution';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { DEFAULT_ACTION_LEVELS } from '../../domain/contribution';
import { sensorByCode } from '../../domain/sensors';
import { convertValue } from '../../domain/units';
import type { AuthContext } from '../../http/auth';
import { ApiError, badRequest, forbidden, notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { MANAGE_CONTRIBUTIONS } from '../../shared/permissions';
import { projectClock } from '../../shared/project-clock';
import { licensedProjectIds } from '../../shared/project-licence';
import {
  canAccessProject,
  NO_PROJECT_ACCESS,
  seesAllOrganisations,
} from '../../shared/project-access';
import { CATALOGUE_DISPLAY_UNITS, projectDisplayUnits } from '../display-settings/service';
import { NO_MANAGE_CONTRIBUTIONS, openContribution } from './access';
import { sendComputeJob } from './materialise';
import * as repo from './repository';

type ContributionOut = z.input<typeof Contribution>;
type Created = z.output<typeof CreateContributionRequest>;
type Update = z.output<typeof UpdateContributionRequest>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Decision: a new contribution's averaging starts where its data sources' data starts (their
 * first attachment), at most this far back, so a contribution made on a running site has a
 * history at once. The user moves it with override-start-date.
 */
export const DEFAULT_HISTORY_DAYS = 31;
/** How far back an override of the start date may reach. */
export const MAX_OVERRIDE_DAYS = 366;
/** Data sources a contribution may have (the role masks hold 63 locations). */
export const MAX_DATA_SOURCES = 50;

const floorMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** 400 on a body field, with a plain message. */
function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, [{ Field: field, Message: message, Plain: true }]);
}

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

/** A live project the caller can open and manage contributions of (404/403 otherwise). */
async function manageableProject(app: AppContext, auth: AuthContext, projectId: string) {
  if (!isUuid(projectId)) throw notFound('The project could not be found.');
  const project = await repo.findProjectForUser(app.db, projectId, auth.user.id);
  if (!project) throw notFound('The project could not be found.');
  if (project.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth)) {
    throw notFound('The project could not be found.');
  }
  if (
    !canAccessProject(auth, {
      organisationId: project.organisation_id,
      isMember: Boolean(project.is_member),
    })
  ) {
    throw forbidden(NO_PROJECT_ACCESS);
  }
  if (!auth.user.permissions.has(MANAGE_CONTRIBUTIONS)) throw forbidden(NO_MANAGE_CONTRIBUTIONS);
  return project;
}

/**
 * POST /v0.1/contribution. The body's rules (@aq/validation validateCreateContribution) are
 * checked by the contract; here: the project (404/403, Manage_Contributions), the data sources and
 * the wind source belong to it, the wind source has WS and WD, the pollutants are in the catalogue.
 * The history is computed in the background (contribution-compute job, sent in the transaction).
 */
export async function create(
  app: AppContext,
  auth: AuthContext,
  body: Created,
): Promise<{ Id: number }> {
  const type = toContributionType(body.ContributionType) as ContributionType;
  const project = await manageableProject(app, auth, String(body.ProjectId));
  const locations = await repo.projectLocationSensorCodes(app.db, project.id);
  const byId = new Map(locations.map((l) => [l.location_id, l]));
  const sourceIds = [...new Set((body.ContributionMonitoringLocations ?? []).map(String))];
  if (sourceIds.length > MAX_DATA_SOURCES) {
    throw fieldError(
      'ContributionMonitoringLocations',
      `A contribution can have at most ${MAX_DATA_SOURCES} data sources.`,
    );
  }
  for (const id of sourceIds) {
    if (!byId.has(id)) {
      throw fieldError(
        'ContributionMonitoringLocations',
        `Monitoring location ${id} is not a location of this project.`,
      );
    }
  }
  const automatic = body.AutomaticWindDetection ?? true;
  let windLocationId: string | null = null;
  if (!automatic) {
    const id = String(body.WindMonitoringLocation);
    const wind = byId.get(id);
    if (!wind) {
      throw fieldError(
        'WindMonitoringLocation',
        `Monitoring location ${id} is not a location of this project.`,
      );
    }
    if (!wind.codes.includes('WS') || !wind.codes.includes('WD')) {
      throw fieldError(
        'WindMonitoringLocation',
        `${wind.name} cannot be the wind source: it needs both wind speed (WS) and wind direction (WD) sensors.`,
      );
    }
    windLocationId = id;
  }
  const sensors = [...new Set(body.SensorTypes ?? [])];
  for (const code of sensors) {
    if (!sensorByCode(code)) throw fieldError('SensorTypes', `Unknown pollutant '${code}'.`);
  }
  const now = app.now().getTime();
  const firstAttached = await repo.firstAttachment(app.db, sourceIds);
  const earliest = floorMinute(now - DEFAULT_HISTORY_DAYS * DAY_MS);
  const startMs = floorMinute(
    firstAttached === null ? now : Math.min(now, Math.max(earliest, firstAttached.getTime())),
  );
  const levels = DEFAULT_ACTION_LEVELS[type]
    .filter((entry) => sensors.includes(entry.sensorCode))
    .flatMap((entry) =>
      entry.levels.map((level, position) => ({
        sensorCode: entry.sensorCode,
        position,
        level: convertValue(level, entry.units, sensorByCode(entry.sensorCode)!.units),
      })),
    );

  const id = await app.db.transaction().execute(async (trx) => {
    const newId = await repo.insertContribution(trx, {
      projectId: project.id,
      name: (body.Name ?? '').trim(),
      type,
      periodMinutes: Number(body.AveragingPeriodMinutes),
      automaticWindDetection: automatic,
      windLocationId,
      startAt: new Date(startMs),
      createdBy: auth.user.id,
      target: new Date(floorMinute(now)),
      locations: sourceIds,
      sensors,
      levels,
    });
    await sendComputeJob(trx, newId);
    return newId;
  });
  return { Id: id };
}

// ---------------------------------------------------------------------------------------------
// Read
// ---------------------------------------------------------------------------------------------

/** The history progress a client shows (Percent of the minutes from the start to the target). */
function history(row: repo.ContributionWithProject): ContributionOut['History'] {
  const computedTo = row.computed_to?.getTime() ?? null;
  const start = row.start_at.getTime();
  const target = row.history_target?.getTime() ?? start;
  let percent = 100;
  if (row.history_state !== 'Done') {
    percent =
      target <= start || computedTo === null
        ? 0
        : Math.min(100, Math.max(0, ((computedTo - start) / (target - start)) * 100));
  }
  return {
    State: row.history_state,
    Percent: Math.round(percent * 10) / 10,
    ComputedTo: computedTo === null ? null : new Date(computedTo).toISOString(),
    Message: row.history_state === 'Failed' ? row.history_message : null,
  };
}

/** A stored level (stored unit) in the project's display unit, to 6 decimals. */
function levelInDisplay(code: string, level: number, units = CATALOGUE_DISPLAY_UNITS) {
  const display = units.forSensor(code);
  return { value: Math.round(display.convert(level) * 1e6) / 1e6, unit: display.unit };
}

/** GET /v0.1/contribution/{id}: type, details, report options, action levels and progress. */
export async function get(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
): Promise<ContributionOut> {
  const row = await openContribution(app, auth, contributionId);
  return toContribution(app, row);
}

async function toContribution(
  app: AppContext,
  row: repo.ContributionWithProject,
): Promise<ContributionOut> {
  const [units, sensors, locations, levels] = await Promise.all([
    projectDisplayUnits(app.db, row.project_id),
    repo.contributionSensorCodes(app.db, row.id),
    repo.contributionLocations(app.db, row.id),
    repo.contributionActionLevels(app.db, [row.id]),
  ]);
  const clock = projectClock(row.time_zone_id, row.summer_time_adjusted, app.now());
  return {
    Id: row.id,
    Name: row.name,
    ProjectId: row.project_id,
    ProjectName: row.project_name,
    ContributionType: row.type,
    ContributionDetails: {
      AveragingPeriodMinutes: row.averaging_period_minutes,
      TimeZoneId: row.time_zone_id,
      TimeZoneOffset: clock.offset,
      SummerTimeAdjusted: row.summer_time_adjusted,
      SensorTypes: sensors.map((code) => ({ Name: code, Units: units.forSensor(code).unit })),
    },
    Config: {
      ActionLevels: levels.map((level) => {
        const shown = levelInDisplay(level.sensor_code, level.level, units);
        return { SensorCode: level.sensor_code, ActionLevel: shown.value, Units: shown.unit };
      }),
      DisplayActionLevelsOnReportCharts: row.display_action_levels_on_report_charts,
      DisplayAlertsOnReportCharts: row.display_alerts_on_report_charts,
      ShowExceedanceSummary: row.show_exceedance_summary,
      HideEmptyEnvironmentalSummary: row.hide_empty_environmental_summary,
      SensorsWithNegativeNumberFiltering: row.negative_filtering,
    },
    CreatedDate: row.created_at.toISOString(),
    StartDate: row.start_at.toISOString(),
    ContributionMonitoringLocations: locations.map((l) => l.location_id),
    WindMonitoringLocation: row.automatic_wind_detection ? null : row.wind_location_id,
    AutomaticWindDetection: row.automatic_wind_detection,
    History: history(row),
  };
}

/** The projects a list or summaries call covers: the caller's (all, for an organisations admin). */
async function scopeProjects(
  app: AppContext,
  auth: AuthContext,
  query: { organisation?: string | undefined; projectId?: string | undefined },
) {
  if (query.projectId !== undefined && !isUuid(query.projectId)) throw notFound();
  const rows = await repo.contributionsInScope(app.db, auth.user.id, {
    organisationId: seesAllOrganisations(auth) ? null : auth.user.organisationId,
    organisationName: query.organisation ?? null,
    projectId: query.projectId ?? null,
  });
  return rows.filter((row) =>
    canAccessProject(auth, {
      organisationId: row.organisation_id,
      isMember: Boolean(row.is_member),
    }),
  );
}

/** GET /v0.1/contribution-list: the contributions of the projects the caller can open. */
export async function list(
  app: AppContext,
  auth: AuthContext,
  query: { organisation?: string | undefined; projectId?: string | undefined },
): Promise<z.input<typeof ContributionList>> {
  const rows = await scopeProjects(app, auth, query);
  const licensed = await licensedProjectIds(
    app.db,
    rows.map((row) => row.project_id),
    app.now(),
  );
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      ProjectId: row.project_id,
      ProjectName: row.project_name,
      OrganisationName: row.organisation_name,
      ContributionType: row.type,
      CreatedDate: row.created_at.toISOString(),
      IsProjectLicensed: licensed.has(row.project_id),
    })),
  };
}

/** GET /v0.1/contribution-summaries: type, period, sensors (display units) and wind sensor. */
export async function summaries(
  app: AppContext,
  auth: AuthContext,
  query: { organisation?: string | undefined; projectId?: string | undefined },
): Promise<z.input<typeof ContributionSummaries>> {
  const rows = await scopeProjects(app, auth, query);
  const ids = rows.map((row) => row.id);
  const [sensorRows, active] = await Promise.all([
    repo.sensorsOf(app.db, ids),
    repo.contributionsWithActiveLocations(app.db, ids),
  ]);
  const unitsByProject = new Map<string, Awaited<ReturnType<typeof projectDisplayUnits>>>();
  for (const projectId of new Set(rows.map((row) => row.project_id))) {
    unitsByProject.set(projectId, await projectDisplayUnits(app.db, projectId));
  }
  return {
    Summaries: rows.map((row) => {
      const units = unitsByProject.get(row.project_id)!;
      return {
        Id: row.id,
        Name: row.name,
        ContributionType: CONTRIBUTION_TYPE_WIRE_NAMES[row.type],
        AveragingPeriodMinutes: row.averaging_period_minutes,
        SensorTypes: sensorRows
          .filter((s) => s.contribution_id === row.id)
          .map((s) => ({ Name: s.sensor_code, Units: units.forSensor(s.sensor_code).unit })),
        // Every contribution reads a wind sensor (chosen or detected): WS in the project's unit.
        WindSensorType: { Name: 'WS', Units: units.forSensor('WS').unit },
        HasActiveLocations: active.has(row.id),
      };
    }),
  };
}

/** The compliance levels of a project (projectDetails.ComplianceLevels), in display units. */
export async function complianceLevels(
  app: AppContext,
  projectId: string,
): Promise<z.input<typeof ComplianceLevel>[]> {
  const contributions = await repo.projectContributions(app.db, projectId);
  if (contributions.length === 0) return [];
  const ids = contributions.map((c) => c.id);
  const [units, sensorRows, levels] = await Promise.all([
    projectDisplayUnits(app.db, projectId),
    repo.sensorsOf(app.db, ids),
    repo.contributionActionLevels(app.db, ids),
  ]);
  const out: z.input<typeof ComplianceLevel>[] = [];
  for (const contribution of contributions) {
    for (const sensor of sensorRows.filter((s) => s.contribution_id === contribution.id)) {
      const base = {
        ContributionId: contribution.id,
        SensorCode: sensor.sensor_code,
        DisplayUnits: units.forSensor(sensor.sensor_code).unit,
        ContributionName: contribution.name,
        ContributionType: CONTRIBUTION_TYPE_WIRE_NAMES[contribution.type],
      };
      const own = levels.filter(
        (l) => l.contribution_id === contribution.id && l.sensor_code === sensor.sensor_code,
      );
      if (own.length === 0) out.push({ ...base, Level: null });
      for (const level of own) {
        out.push({ ...base, Level: levelInDisplay(level.sensor_code, level.level, units).value });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Change
// ---------------------------------------------------------------------------------------------

/**
 * PUT /v0.1/contribution/{id}: report options and action levels. The levels given replace the
 * contribution's levels (a sensor left out has none); each is in SensorUnits, which must be a unit
 * of that sensor (stored in the sensor's own unit). Manage_Contributions.
 */
export async function update(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  body: Update,
): Promise<ContributionOut> {
  const row = await openContribution(app, auth, contributionId, { manage: true });
  const sensors = await repo.contributionSensorCodes(app.db, row.id);
  const units = await projectDisplayUnits(app.db, row.project_id);
  const levels: { sensorCode: string; position: number; level: number }[] = [];
  const positions = new Map<string, number>();
  body.SensorActionLevels.forEach((entry, index) => {
    const field = `SensorActionLevels.${index}`;
    if (!sensors.includes(entry.SensorName)) {
      throw fieldError(
        `${field}.SensorName`,
        `'${entry.SensorName}' is not a pollutant of this contribution.`,
      );
    }
    const stored = sensorByCode(entry.SensorName)!.units;
    let value: number;
    try {
      value = toStoredUnit(
        Number(entry.ActionLevelValue),
        entry.SensorUnits,
        stored,
        entry.SensorName,
        units,
      );
    } catch {
      throw fieldError(
        `${field}.SensorUnits`,
        `'${entry.SensorUnits}' is not a unit of ${entry.SensorName}.`,
      );
    }
    const position = positions.get(entry.SensorName) ?? 0;
    positions.set(entry.SensorName, position + 1);
    levels.push({ sensorCode: entry.SensorName, position, level: value });
  });
  for (const code of body.SensorsWithNegativeNumberFiltering) {
    if (!sensors.includes(code)) {
      throw fieldError(
        'SensorsWithNegativeNumberFiltering',
        `'${code}' is not a pollutant of this contribution.`,
      );
    }
  }
  await app.db.transaction().execute(async (trx) => {
    await repo.updateReportOptions(trx, row.id, {
      hideEmptyEnvironmentalSummary: body.HideEmptyEnvironmentalSummary,
      showExceedanceSummary: body.ShowExceedanceSummary,
      negativeFiltering: [...new Set(body.SensorsWithNegativeNumberFiltering)],
      displayActionLevels: body.DisplayActionLevelsOnReportCharts,
      displayAlerts: body.DisplayAlertsOnReportCharts,
    });
    await repo.replaceActionLevels(trx, row.id, levels);
  });
  return toContribution(
    app,
    (await repo.findContributionWithProject(app.db, row.id, auth.user.id))!,
  );
}

/**
 * A level from the unit the user gave into the sensor's stored unit. Gases cross between mixing
 * ratio and mass concentration with the project's factor (the one its display units use).
 */
function toStoredUnit(
  value: number,
  unit: string,
  stored: string,
  code: string,
  units: Awaited<ReturnType<typeof projectDisplayUnits>>,
): number {
  // The display conversion maps stored → display; its factor is what converts back.
  const display = units.forSensor(code);
  if (display.unit === unit && unit !== stored) {
    const one = display.convert(1);
    const zero = display.convert(0);
    return (value - zero) / (one - zero);
  }
  return convertValue(value, unit, stored);
}

/** DELETE /v0.1/contribution/{id}: the contribution and everything stored for it. */
export async function remove(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
): Promise<Record<string, never>> {
  const row = await openContribution(app, auth, contributionId, { manage: true });
  await repo.deleteContribution(app.db, row.id);
  return {};
}

/**
 * PATCH /v0.1/contribution/{id}/override-start-date: averaging restarts at startDate (its Initial
 * period too); every stored minute is dropped and the history computed again in the background.
 * The start may not be in the future nor more than MAX_OVERRIDE_DAYS back.
 */
export async function overrideStartDate(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  startDate: string,
): Promise<Record<string, never>> {
  const row = await openContribution(app, auth, contributionId, { manage: true });
  const now = app.now().getTime();
  const start = floorMinute(Date.parse(startDate));
  if (start > now) throw badRequest('The start date cannot be in the future.', 'startDate');
  if (start < now - MAX_OVERRIDE_DAYS * DAY_MS) {
    throw badRequest(`The start date can be at most ${MAX_OVERRIDE_DAYS} days ago.`, 'startDate');
  }
  await app.db.transaction().execute(async (trx) => {
    await repo.restartContribution(trx, row.id, new Date(start), new Date(floorMinute(now)));
    await sendComputeJob(trx, row.id);
  });
  return {};
}
