import type {
  DashboardContributionsData,
  DashboardEnvironmentalData,
  DashboardFeedbackList,
  DashboardLocations,
  DashboardWindData,
  DashboardWindLocations,
} from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isDirectionSensor } from '../../domain/sensors';
import type { AuthContext } from '../../http/auth';
import { forbidden, notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { MANAGE_ORGANISATIONS } from '../../shared/permissions';
import {
  canAccessProject,
  NO_PROJECT_ACCESS,
  seesAllOrganisations,
} from '../../shared/project-access';
import { requireLicensed } from '../../shared/project-licence';
import { openContribution } from '../contributions/access';
import { projectDisplayUnits, type ProjectDisplayUnits } from '../display-settings/service';
import { list as listMonitoringLocations } from '../monitoring-locations/service';
import * as repo from './repository';

type ContributionsData = z.input<typeof DashboardContributionsData>;
type EnvironmentalData = z.input<typeof DashboardEnvironmentalData>;
type Locations = z.input<typeof DashboardLocations>;
type WindData = z.input<typeof DashboardWindData>;
type WindLocations = z.input<typeof DashboardWindLocations>;
type FeedbackList = z.input<typeof DashboardFeedbackList>;
type AveragingMode = 'Initial' | 'Rolling' | 'RecoveryRolling' | 'Block';

const MINUTE_MS = 60_000;
const AVERAGING_MODES: readonly string[] = ['Initial', 'Rolling', 'RecoveryRolling', 'Block'];

/** 403 for the feedback listing without Administration__Manage_Organisations. */
export const NO_FEEDBACK_ACCESS = 'Only organisation administrators can read dashboard feedback.';

/** Decimal rounding to the display setting's places. */
function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A stored-unit value in the display unit, rounded; null stays null. */
function shown(units: ProjectDisplayUnits, code: string, value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const display = units.forSensor(code);
  return round(display.convert(value), display.decimals);
}

/**
 * A live project the caller may open: 404 for a malformed id, a missing or deleted project and
 * another organisation's (an organisations administrator reaches every one); 403 for a project
 * the caller sees but may not open (a viewer who is not a member), and for an unlicensed one
 * (PROJECT_NOT_LICENSED: every call that opens a project here reads its data).
 */
async function openProject(app: AppContext, auth: AuthContext, projectId: string) {
  if (!isUuid(projectId)) throw notFound('The project could not be found.');
  const project = await repo.findProject(app.db, projectId, auth.user.id);
  if (!project) throw notFound('The project could not be found.');
  if (project.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth)) {
    throw notFound('The project could not be found.');
  }
  const access = { organisationId: project.organisation_id, isMember: Boolean(project.is_member) };
  if (!canAccessProject(auth, access)) throw forbidden(NO_PROJECT_ACCESS);
  await requireLicensed(app, project.id);
  return project;
}

/** The moment a call reads at: dateTime when given, else the server's now. */
function momentOf(app: AppContext, dateTime: string | undefined): Date {
  return dateTime === undefined ? app.now() : new Date(dateTime);
}

// ---------------------------------------------------------------------------------------------
// Contributions

/**
 * GET .../contributions-data: per contribution (by name) and each of its pollutants, the averaged
 * value and averaging mode of the newest stored minute at or before dateTime (a minute stamped
 * exactly at dateTime counts); for NJ PAM (Block averaging) the newest block row. Values in the
 * project's display units, rounded to its decimals. activeOnly keeps the contributions with a
 * data source that has an instrument attached now.
 */
export async function contributionsData(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  query: { dateTime?: string | undefined; activeOnly: boolean },
): Promise<ContributionsData> {
  const project = await openProject(app, auth, projectId);
  const at = momentOf(app, query.dateTime);
  const [contributions, rows, units, active] = await Promise.all([
    repo.projectContributions(app.db, project.id),
    repo.latestMinutes(app.db, project.id, at, { averagedRows: true }),
    projectDisplayUnits(app.db, project.id),
    query.activeOnly ? repo.activeContributionIds(app.db, project.id, app.now()) : null,
  ]);
  return {
    Items: contributions
      .filter((c) => active === null || active.has(c.id))
      .map((c) => ({
        ContributionId: c.id,
        LatestChannelValues: rows
          .filter((row) => row.contribution_id === c.id && row.sensor_code !== null)
          .map((row) => ({
            ChannelCode: row.sensor_code!,
            Value: shown(units, row.sensor_code!, row.avg_value),
            AveragingMode:
              row.avg_mode !== null && AVERAGING_MODES.includes(row.avg_mode)
                ? (row.avg_mode as AveragingMode)
                : null,
          })),
      })),
  };
}

/** Bits of a role mask → the names of the locations at those positions, by position. */
function namesOf(mask: string | null, byPosition: ReadonlyMap<number, string>): string[] {
  if (mask === null) return [];
  const bits = BigInt(mask);
  const names: string[] = [];
  for (const [position, name] of [...byPosition].sort((a, b) => a[0] - b[0])) {
    if ((bits >> BigInt(position)) & 1n) names.push(name);
  }
  return names;
}

/**
 * GET .../wind-locations: per contribution and pollutant, the names of the upwind and downwind
 * data sources of the newest stored minute at or before dateTime (the materialised role masks;
 * bit n is the source at position n). Empty lists when nothing is stored yet.
 */
export async function windLocations(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  query: { dateTime?: string | undefined },
): Promise<WindLocations> {
  const project = await openProject(app, auth, projectId);
  const at = momentOf(app, query.dateTime);
  const [contributions, rows, sources] = await Promise.all([
    repo.projectContributions(app.db, project.id),
    repo.latestMinutes(app.db, project.id, at, { averagedRows: false }),
    repo.contributionLocationNames(app.db, project.id),
  ]);
  return {
    Items: contributions.map((c) => {
      const byPosition = new Map(
        sources.filter((s) => s.contribution_id === c.id).map((s) => [s.position, s.name]),
      );
      return {
        ContributionId: c.id,
        Sensors: rows
          .filter((row) => row.contribution_id === c.id && row.sensor_code !== null)
          .map((row) => ({
            SensorCode: row.sensor_code!,
            UpwindLocationNames: namesOf(row.upwind_mask, byPosition),
            DownwindLocationNames: namesOf(row.downwind_mask, byPosition),
          })),
      };
    }),
  };
}

/**
 * How old the newest wind may be and still be shown (decision): the wind-data call answers the
 * newest stored minute that had wind, so one minute the mast missed (or the current minute, stored
 * before the mast's reading arrived) does not blank the indicator; older than this it is 'No data'
 * rather than a stale direction presented as the current one.
 */
export const WIND_MAX_AGE_MINUTES = 15;

/**
 * GET .../wind-data: per contribution, the wind its materialised minutes read from its wind
 * source (chosen, or detected automatically): the speed and unit-vector mean direction of the
 * newest stored minute at or before dateTime that had a wind reading, at most
 * WIND_MAX_AGE_MINUTES old, in the project's display units. The contract has no averaging period,
 * so this is a minute's wind. Null values ('No data') when no such minute is stored.
 */
export async function windData(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  query: { dateTime?: string | undefined },
): Promise<WindData> {
  const project = await openProject(app, auth, projectId);
  const at = momentOf(app, query.dateTime);
  const [rows, units] = await Promise.all([
    repo.latestWind(app.db, project.id, at, WIND_MAX_AGE_MINUTES),
    projectDisplayUnits(app.db, project.id),
  ]);
  return {
    Items: rows.map((row) => ({
      ContributionId: row.contribution_id,
      LatestWindSpeed: {
        Value: shown(units, 'WS', row.wind_speed),
        Unit: units.forSensor('WS').unit,
      },
      LatestWindDirection: {
        Value: shown(units, 'WD', row.wind_direction),
        Unit: units.forSensor('WD').unit,
      },
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Environment and locations

const ENVIRONMENT_CODES = ['TEMP', 'PRES', 'RH', 'RAIN', 'HAIL'] as const;

/**
 * GET .../environmental-data: per location (by name) that has an instrument attached at dateTime
 * fitted with temperature, pressure, humidity, rain or hail sensors, the newest reading of each at
 * or before dateTime (recorded since the instrument was attached there), in display units.
 * Temperature, pressure and humidity are always present (null Value when not measured); Rain and
 * Hail only where a rain or hail sensor is fitted.
 */
export async function environmentalData(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  query: { dateTime?: string | undefined },
): Promise<EnvironmentalData> {
  const project = await openProject(app, auth, projectId);
  const at = momentOf(app, query.dateTime);
  const [rows, units] = await Promise.all([
    repo.latestLocationReadings(app.db, project.id, ENVIRONMENT_CODES, at),
    projectDisplayUnits(app.db, project.id),
  ]);
  const byLocation = new Map<
    string,
    { name: string; newest: Map<string, repo.LocationReadingRow> }
  >();
  for (const row of rows) {
    const entry = byLocation.get(row.location_id) ?? { name: row.location_name, newest: new Map() };
    byLocation.set(row.location_id, entry);
    const seen = entry.newest.get(row.code);
    const newer =
      !seen || (row.ts !== null && (seen.ts === null || row.ts.getTime() > seen.ts.getTime()));
    if (newer) entry.newest.set(row.code, row);
  }
  const value = (newest: Map<string, repo.LocationReadingRow>, code: string) => ({
    Value: shown(units, code, newest.get(code)?.value ?? null),
    Unit: units.forSensor(code).unit,
  });
  return {
    Items: [...byLocation.values()].map(({ name, newest }) => ({
      MonitoringLocationName: name,
      Temperature: value(newest, 'TEMP'),
      Pressure: value(newest, 'PRES'),
      RelativeHumidity: value(newest, 'RH'),
      ...(newest.has('RAIN') ? { Rain: value(newest, 'RAIN') } : {}),
      ...(newest.has('HAIL') ? { Hail: value(newest, 'HAIL') } : {}),
    })),
  };
}

/** Unit-vector mean direction in [0, 360) from sin/cos sums; null when they cancel. */
function meanDirection(sumSin: number, sumCos: number): number | null {
  if (Math.hypot(sumSin, sumCos) < 1e-9) return null;
  const degrees = Math.round(Math.atan2(sumSin, sumCos) * (180 / Math.PI) * 1e9) / 1e9;
  return ((degrees % 360) + 360) % 360;
}

/**
 * The window of the map's N-minute values: the last N minutes, (now − N, now]. Up to 30 minutes
 * it is read from the readings; longer ones from the 15-minute rollups (60 minutes) or the hourly
 * ones (2 hours and more) for the whole buckets inside it, and the readings for the two partial
 * ends (repository.channelSums).
 */
export function averagingWindow(nowMs: number, minutes: number) {
  const loMs = nowMs - minutes * MINUTE_MS;
  const rollupMinutes = minutes >= 120 ? 60 : 15;
  if (minutes <= 30) return { loMs, aMs: nowMs, bMs: nowMs, nowMs, rollupMinutes } as const;
  const width = rollupMinutes * MINUTE_MS;
  const aMs = Math.ceil(loMs / width) * width;
  const bMs = Math.floor(nowMs / width) * width;
  if (aMs >= bMs) return { loMs, aMs: nowMs, bMs: nowMs, nowMs, rollupMinutes } as const;
  return { loMs, aMs, bMs, nowMs, rollupMinutes } as const;
}

/**
 * GET .../locations: the project's visible monitoring locations as the monitoring-locations list
 * answers them (status from the instruments attached now, sensors, instruments), with each
 * channel's value at the chosen averaging period: the newest reading for 1 minute, else the mean
 * of the last N minutes, (now − N, now], recorded there by the instruments attached now (wind
 * direction as a unit-vector mean), in display units; null when there is none in the window.
 */
export async function locations(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  query: { averagingPeriod: number },
): Promise<Locations> {
  const project = await openProject(app, auth, projectId);
  const listed = await listMonitoringLocations(app, auth, project.id);
  const visible = listed.Items.filter((location) => !location.IsHidden);
  if (query.averagingPeriod === 1 || visible.length === 0) return { Items: visible };
  const window = averagingWindow(app.now().getTime(), query.averagingPeriod);
  const [sums, units] = await Promise.all([
    repo.channelSums(
      app.db,
      visible.map((l) => l.GuidId),
      window,
    ),
    projectDisplayUnits(app.db, project.id),
  ]);
  const key = (locationId: string, code: string) => `${locationId}\u0000${code}`;
  const byKey = new Map(sums.map((s) => [key(s.location_id, s.code), s]));
  return {
    Items: visible.map((location) => ({
      ...location,
      ChannelData: location.ChannelData.map((channel) => {
        const s = byKey.get(key(location.GuidId, channel.Channel));
        let mean: number | null = null;
        if (s && s.n > 0) {
          mean = isDirectionSensor(channel.Channel)
            ? s.sum_sin === null || s.sum_cos === null
              ? null
              : meanDirection(s.sum_sin, s.sum_cos)
            : s.sum / s.n;
        }
        return { ...channel, Value: shown(units, channel.Channel, mean) };
      }),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Feedback

/**
 * POST /v0.1/feedback/dashboards: stores the choices (at least one, checked by the contract's
 * feedbackSchema: 400 otherwise) and comments against a contribution the caller can read (404
 * for a malformed, missing or another organisation's id; 403 for a project they may not open).
 */
export async function submitFeedback(
  app: AppContext,
  auth: AuthContext,
  query: { ContributionId: string; FeedbackChoices: string[]; OtherComments?: string | null },
): Promise<Record<string, never>> {
  const raw = query.ContributionId.trim();
  if (!/^\d{1,10}$/.test(raw)) throw notFound('The contribution could not be found.');
  const contribution = await openContribution(app, auth, Number(raw));
  const comments = query.OtherComments?.trim() ?? '';
  await repo.insertFeedback(app.db, {
    organisationId: contribution.organisation_id,
    projectId: contribution.project_id,
    contributionId: contribution.id,
    userId: auth.user.id,
    choices: [...new Set(query.FeedbackChoices)],
    comments: comments === '' ? null : comments,
    at: app.now(),
  });
  return {};
}

/** GET /v0.1/feedback/dashboards: the newest submissions; organisations administrators only. */
export async function listFeedback(
  app: AppContext,
  auth: AuthContext,
  query: { limit: number },
): Promise<FeedbackList> {
  if (!auth.user.permissions.has(MANAGE_ORGANISATIONS)) throw forbidden(NO_FEEDBACK_ACCESS);
  const rows = await repo.listFeedback(app.db, query.limit);
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      ContributionId: row.contribution_id,
      ContributionName: row.contribution_name,
      ProjectId: row.project_id,
      ProjectName: row.project_name,
      OrganisationName: row.organisation_name,
      UserEmail: row.user_email,
      UserName: row.user_name,
      FeedbackChoices: row.choices,
      OtherComments: row.comments,
      CreatedAt: row.created_at.toISOString(),
    })),
  };
}
