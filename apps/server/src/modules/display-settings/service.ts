import type {
  DisplaySettings,
  ProjectSensorGroup,
  ProjectSensorList,
  SensorGroupUpdateRequest,
} from '@aq/api';
import { fail, sensorGroupUpdateSchema } from '@aq/validation';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import {
  defaultPpmToMgm3Factor,
  SENSOR_CATALOGUE,
  sensorByCode,
  type SensorCategory,
} from '../../domain/sensors';
import { allowedDisplayUnits, convertValue } from '../../domain/units';
import type { AuthContext } from '../../http/auth';
import { ApiError, badRequest, forbidden, notFound, zodIssues } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { MANAGE_DISPLAY_SETTINGS, MANAGE_ORGANISATIONS } from '../../shared/permissions';
import { canAccessProject, NO_PROJECT_ACCESS } from '../../shared/project-access';
import * as repo from './repository';

type Group = z.input<typeof ProjectSensorGroup>;
type Settings = z.input<typeof DisplaySettings>;
type SensorList = z.input<typeof ProjectSensorList>;
type Category = Group['Category'];

/** 403 for changing display units without Manage_DisplaySettings. */
export const NO_MANAGE_DISPLAY_SETTINGS =
  'You do not have permission to change the display units of this project.';
/** 404 for a sensor group the project does not measure. */
export function unknownSensorGroup(name: string): string {
  return `The project has no sensor group '${name}'.`;
}
/** 400 for importing a project's display units into itself. */
export const IMPORT_FROM_ITSELF = 'Choose another project to import display units from.';

/** Decimal places of a sensor the catalogue does not know (as the readings module rounds it). */
const UNKNOWN_SENSOR_DECIMALS = 2;

// ---------------------------------------------------------------------------------------------
// The single entry point for "how does this project show sensor X"
// ---------------------------------------------------------------------------------------------

/**
 * How one sensor's values are shown in a project. `convert` takes a value in the catalogue's
 * stored unit (src/domain/sensors.ts `units`, what instruments report) and returns it in `unit`,
 * NOT rounded: rounding to `decimals` is the job of whoever shows or serialises the value (the
 * screens and files round to `decimals`; GET /v0.1/channelTimeseries serialises averages with
 * `decimals + 2` so the chart's own rounding to `decimals` is not a second rounding).
 */
export interface SensorDisplayUnit {
  readonly unit: string;
  readonly decimals: number;
  convert(value: number): number;
}

/** A project's display units, resolved once (one query) and then asked per sensor code. */
export interface ProjectDisplayUnits {
  /**
   * The project's unit and decimals for the sensor group the code belongs to, the catalogue's
   * when the group is not customised; an unknown code keeps its values ('' unit, 2 decimals).
   */
  forSensor(code: string): SensorDisplayUnit;
}

/** The sensor group a sensor code belongs to: one group per sensor type of the catalogue. */
export function sensorGroupOf(code: string): string {
  return code;
}

interface GroupSetting {
  unit: string;
  decimals: number;
  /** mg/m³ per ppm; null for anything but a gas. */
  factor: number | null;
  isCustom: boolean;
}

/** The catalogue's display setting of a group (its stored unit and decimals, the STP factor). */
function defaultSetting(code: string): GroupSetting {
  const sensor = sensorByCode(code);
  return {
    unit: sensor?.units ?? '',
    decimals: sensor?.decimalPlaces ?? UNKNOWN_SENSOR_DECIMALS,
    factor: defaultPpmToMgm3Factor(code) ?? null,
    isCustom: false,
  };
}

/**
 * A group's setting from its stored customisation. A stored unit the catalogue no longer offers
 * for the sensor (or decimals beyond its maximum) falls back to the defaults rather than fail
 * every read of the project's data.
 */
function effectiveSetting(code: string, row: repo.CustomGroupRow | undefined): GroupSetting {
  const fallback = defaultSetting(code);
  if (!row) return fallback;
  const allowed = allowedDisplayUnits(code).find((entry) => entry.unit === row.display_unit);
  if (!allowed || row.decimal_places > allowed.maximumDecimalPlace) return fallback;
  return {
    unit: row.display_unit,
    decimals: row.decimal_places,
    factor: fallback.factor === null ? null : (row.ppm_to_mgm3_factor ?? fallback.factor),
    isCustom: true,
  };
}

function toDisplayUnit(code: string, setting: GroupSetting): SensorDisplayUnit {
  const sensor = sensorByCode(code);
  const stored = sensor?.units ?? setting.unit;
  const options = setting.factor === null ? {} : { ppmToMgm3Factor: setting.factor };
  return {
    unit: setting.unit,
    decimals: setting.decimals,
    convert: (value) => convertValue(value, stored, setting.unit, options),
  };
}

/** Display units from a project's stored customisations (exported for tests and batch readers). */
export function displayUnitsFrom(rows: readonly repo.CustomGroupRow[]): ProjectDisplayUnits {
  const byGroup = new Map(rows.map((row) => [row.sensor_group, row]));
  const cache = new Map<string, SensorDisplayUnit>();
  return {
    forSensor(code) {
      let entry = cache.get(code);
      if (!entry) {
        entry = toDisplayUnit(code, effectiveSetting(code, byGroup.get(sensorGroupOf(code))));
        cache.set(code, entry);
      }
      return entry;
    },
  };
}

/** The catalogue's units for every sensor (a project with no customisation; reported units). */
export const CATALOGUE_DISPLAY_UNITS: ProjectDisplayUnits = displayUnitsFrom([]);

/**
 * The display units of a project: what every reader of a project's values (channel time series,
 * locations' ChannelData, charts, downloads, reports) converts with. It does not check access:
 * the caller has already resolved the project for the user.
 */
export async function projectDisplayUnits(
  db: Kysely<Database>,
  projectId: string,
): Promise<ProjectDisplayUnits> {
  return displayUnitsFrom(await repo.customGroups(db, projectId));
}

// ---------------------------------------------------------------------------------------------
// The display settings endpoints
// ---------------------------------------------------------------------------------------------

/** A live project the caller's organisation may see (404 otherwise) and may open (403 otherwise). */
async function openProject(app: AppContext, auth: AuthContext, projectId: string) {
  if (!isUuid(projectId)) throw notFound();
  const project = await repo.findLiveProject(app.db, projectId, auth.user.id);
  if (!project) throw notFound();
  if (
    project.organisation_id !== auth.user.organisationId &&
    !auth.user.permissions.has(MANAGE_ORGANISATIONS)
  ) {
    throw notFound();
  }
  if (
    !canAccessProject(auth, {
      organisationId: project.organisation_id,
      isMember: Boolean(project.is_member),
    })
  ) {
    throw forbidden(NO_PROJECT_ACCESS);
  }
  return project;
}

async function editableProject(app: AppContext, auth: AuthContext, projectId: string) {
  const project = await openProject(app, auth, projectId);
  if (!auth.user.permissions.has(MANAGE_DISPLAY_SETTINGS)) {
    throw forbidden(NO_MANAGE_DISPLAY_SETTINGS);
  }
  return project;
}

function categoryOf(code: string): Category {
  return (sensorByCode(code)?.category satisfies SensorCategory | undefined) ?? 'Other';
}

const CATALOGUE_ORDER = new Map(SENSOR_CATALOGUE.map((sensor, index) => [sensor.code, index]));

/** Gases, particulates, meteorology in catalogue order; sensors it does not know last, by name. */
function byCatalogueOrder(a: string, b: string): number {
  const left = CATALOGUE_ORDER.get(a) ?? Number.MAX_SAFE_INTEGER;
  const right = CATALOGUE_ORDER.get(b) ?? Number.MAX_SAFE_INTEGER;
  return left - right || a.localeCompare(b);
}

/** The project's sensor groups with whether any of their sensors sent data. */
async function projectGroups(app: AppContext, projectId: string) {
  const sensors = await repo.projectSensors(app.db, projectId);
  const groups = new Map<string, { received: boolean; locations: Set<string> }>();
  for (const sensor of sensors) {
    const name = sensorGroupOf(sensor.code);
    const group = groups.get(name) ?? { received: false, locations: new Set<string>() };
    group.received ||= sensor.received;
    group.locations.add(sensor.monitoring_location_id);
    groups.set(name, group);
  }
  return groups;
}

function toGroup(name: string, setting: GroupSetting, received: boolean): Group {
  return {
    SensorGroupName: name,
    Category: categoryOf(name),
    DisplayUnit: setting.unit,
    DecimalPlace: setting.decimals,
    DataStatus: received ? 'DataReceived' : 'NoDataReceived',
    IsCustom: setting.isCustom,
    PpmToMgm3Factor: categoryOf(name) === 'Gas' ? setting.factor : null,
    AllowedUnitsWithMaximumDecimalPlace: allowedDisplayUnits(name).map((entry) => ({
      DisplayUnits: entry.unit,
      MaximumDecimalPlace: entry.maximumDecimalPlace,
    })),
  };
}

async function settingsOf(app: AppContext, projectId: string): Promise<Settings> {
  const [groups, rows] = await Promise.all([
    projectGroups(app, projectId),
    repo.customGroups(app.db, projectId),
  ]);
  const custom = new Map(rows.map((row) => [row.sensor_group, row]));
  return {
    ProjectSensorGroups: [...groups.keys()]
      .sort(byCatalogueOrder)
      .map((name) =>
        toGroup(
          name,
          effectiveSetting(name, custom.get(name)),
          groups.get(name)?.received ?? false,
        ),
      ),
  };
}

/** One group of the project as the table shows it; 404 when the project does not measure it. */
async function groupOf(app: AppContext, projectId: string, name: string): Promise<Group> {
  const groups = await projectGroups(app, projectId);
  const group = groups.get(name);
  if (!group) throw notFound(unknownSensorGroup(name));
  const row = (await repo.customGroups(app.db, projectId)).find((r) => r.sensor_group === name);
  return toGroup(name, effectiveSetting(name, row), group.received);
}

/** GET /v0.1/project/{projectId}/display-settings. */
export async function displaySettings(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<Settings> {
  const project = await openProject(app, auth, projectId);
  return settingsOf(app, project.id);
}

function sameFactor(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(b));
}

/**
 * PUT /v0.1/project/{id}/sensor-groups/{name}: checked with @aq/validation's
 * sensorGroupUpdateSchema against the stored group. A setting equal to the defaults is stored as
 * no customisation, so the group reads as Default again.
 */
export async function updateGroup(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  name: string,
  body: z.output<typeof SensorGroupUpdateRequest>,
): Promise<Group> {
  const project = await editableProject(app, auth, projectId);
  const current = await groupOf(app, project.id, name);
  const parsed = sensorGroupUpdateSchema({
    name: current.SensorGroupName,
    category: current.Category,
    allowedUnits: current.AllowedUnitsWithMaximumDecimalPlace,
  }).safeParse(body);
  if (!parsed.success) throw new ApiError(400, zodIssues(parsed.error));
  const isGas = current.Category === 'Gas';
  const factor = isGas ? Number(body.PpmToMgm3Factor) : null;
  // The schema accepts a numeric string too; the contract already made these numbers.
  if (isGas && !(Number.isFinite(factor) && (factor ?? 0) > 0)) {
    throw badRequest(fail('displayUnit.factorInvalid'), 'PpmToMgm3Factor');
  }
  const defaults = defaultSetting(name);
  const isDefault =
    body.Units === defaults.unit &&
    body.DecimalPlaces === defaults.decimals &&
    sameFactor(factor, defaults.factor);
  if (isDefault) {
    await repo.deleteGroup(app.db, project.id, name);
  } else {
    await repo.saveGroup(app.db, project.id, {
      sensor_group: name,
      display_unit: body.Units,
      decimal_places: body.DecimalPlaces,
      ppm_to_mgm3_factor: factor,
    });
  }
  return groupOf(app, project.id, name);
}

/** PUT /v0.1/project/{id}/sensor-groups/{name}/reset. */
export async function resetGroup(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  name: string,
): Promise<Group> {
  const project = await editableProject(app, auth, projectId);
  await groupOf(app, project.id, name);
  await repo.deleteGroup(app.db, project.id, name);
  return groupOf(app, project.id, name);
}

/** PUT /v0.1/project/{id}/sensor-groups/reset-all. */
export async function resetAll(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<Settings> {
  const project = await editableProject(app, auth, projectId);
  await repo.deleteAllGroups(app.db, project.id);
  return settingsOf(app, project.id);
}

/**
 * PUT /v0.1/project/{id}/sensor-groups/import-from/{sourceProjectId}: the target's display units
 * become a copy of the source's. The source must be another project of the same organisation
 * (any other id answers 404, as one the caller may not know) that the caller may open.
 */
export async function importFrom(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  sourceProjectId: string,
): Promise<Settings> {
  const project = await editableProject(app, auth, projectId);
  if (sourceProjectId.toLowerCase() === project.id.toLowerCase()) {
    throw badRequest(IMPORT_FROM_ITSELF, 'sourceProjectId');
  }
  const source = await openProject(app, auth, sourceProjectId);
  if (source.organisation_id !== project.organisation_id) throw notFound();
  await app.db.transaction().execute((trx) => repo.copyGroups(trx, source.id, project.id));
  return settingsOf(app, project.id);
}

/**
 * GET /v0.1/projectSensors: the sensors the project measures with the units of the chosen source.
 * InheritFromProject uses the project's display units; ReportedUnits the catalogue's (what the
 * instruments send). Monitors carry no display settings of their own in this product, so
 * InheritFromMonitor is the reported units too.
 */
export async function projectSensorList(
  app: AppContext,
  auth: AuthContext,
  query: { ProjectId: string; DisplaySettingsSource: string },
): Promise<SensorList> {
  const project = await openProject(app, auth, query.ProjectId);
  const units =
    query.DisplaySettingsSource === 'InheritFromProject'
      ? await projectDisplayUnits(app.db, project.id)
      : CATALOGUE_DISPLAY_UNITS;
  const sensors = await repo.projectSensors(app.db, project.id);
  const locations = new Map<string, string[]>();
  for (const sensor of sensors) {
    const list = locations.get(sensor.code) ?? [];
    list.push(sensor.monitoring_location_id);
    locations.set(sensor.code, list);
  }
  return {
    Sensors: [...locations.keys()].sort(byCatalogueOrder).map((code) => {
      const display = units.forSensor(code);
      return {
        Name: code,
        Category: categoryOf(code),
        Units: display.unit,
        DecimalPlaces: display.decimals,
        MonitoringLocationIds: locations.get(code) ?? [],
      };
    }),
  };
}
