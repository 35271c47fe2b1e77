import { createProjectSchema, projectSettingsSchema } from '@aq/validation';
import { z } from 'zod';
import { qBoolean, qInt, qJson } from '../../http/query';
import { ContributionWireType, DisplayUnitSource } from '../common/enums';
import { requireRefined } from '../common/refined';
import { Coordinates, Id, NumericId, pagedList, SortBy, UtcOffset } from '../common/schemas';

/** A project tile of the projects list (projects §3 'Project summary'). */
export const ProjectSummary = z.object({
  Id,
  Name: z.string(),
  OrganisationName: z.string(),
  Location: Coordinates,
  LocationLabel: z.string().nullable(),
  IsStarred: z.boolean(),
  CanAccessProject: z.boolean(),
  /**
   * Ours (issue 19): whether the project is licensed now. An unlicensed project stays listed and
   * configurable; its data, alerts and reports are paused.
   */
  IsLicensed: z.boolean(),
});

/** One filter of the projects list: favourites (IsUserFavourite equals true) or the others (false). */
export const ProjectSummaryFilter = z.object({
  Key: z.literal('IsUserFavourite'),
  Type: z.literal('Eq'),
  Value: z.boolean(),
});

/** The sort of the projects list: by name or organisationName (projects §2), ascending or descending. */
export const ProjectSummarySort = SortBy.extend({ Key: z.enum(['name', 'organisationName']) });

/**
 * Query of GET /v0.1/getProjectSummaries. Our reading of FilterBy (the spec says only
 * "IsUserFavourite equals true or false"): JSON text of one filter
 * `{"Key":"IsUserFavourite","Type":"Eq","Value":true}`, or a list of such filters as the licence
 * lists send; either way it parses to a list (empty or absent: no filter). SortBy is JSON
 * `{"Key":"name","Dir":"asc"}`; the default is by name ascending. Token is the previous page's
 * PageToken.Next (opaque; valid only with the same sort, filter and search). Limit defaults to
 * 100 (the projects list asks for 12) and is at most 500.
 */
export const ProjectSummariesQuery = z.object({
  FilterBy: qJson(z.union([ProjectSummaryFilter, z.array(ProjectSummaryFilter).max(1)]))
    .transform((filter) => (Array.isArray(filter) ? filter : [filter]))
    .optional(),
  SortBy: qJson(ProjectSummarySort).optional(),
  Search: z.string().trim().max(200).optional(),
  // The token carries the last project's sort values (names up to 200 characters, which UTF-8
  // and base64 make up to 4 bytes and 4/3 longer each), so it may be longer than 500 characters.
  Token: z.string().max(4096).optional(),
  Limit: qInt({ min: 1, max: 500 }).default(100),
});

/** Answer of GET /v0.1/getProjectSummaries: a page of project summaries. */
export const ProjectSummaryPage = pagedList(ProjectSummary);

/** Query of the calls that name one project: ProjectId. */
export const ProjectIdQuery = z.object({ ProjectId: Id });

/** A compliance level of a project (projects §3): the threshold of one contribution channel. */
export const ComplianceLevel = z.object({
  ContributionId: NumericId,
  SensorCode: z.string(),
  Level: z.number().nullable(),
  DisplayUnits: z.string(),
  ContributionName: z.string(),
  ContributionType: ContributionWireType,
});

/**
 * A project with its details (projects §3 'Project'). TimeZoneOffset is the zone's current offset as
 * "+hh:mm"; canChangeOrganisation (camelCase on the wire, as the spec writes it) unlocks the
 * organisation on the settings form.
 */
export const Project = z.object({
  Id,
  Name: z.string(),
  OrganisationName: z.string(),
  Location: Coordinates,
  LocationLabel: z.string().nullable(),
  TimeZoneId: z.string(),
  TimeZoneOffset: UtcOffset,
  TimeZoneName: z.string(),
  SummerTimeAdjusted: z.boolean(),
  CanAccessProject: z.boolean(),
  /** Ours (issue 19): whether the project is licensed now (its data, alerts and reports run). */
  IsLicensed: z.boolean(),
  ComplianceLevels: z.array(ComplianceLevel),
  canChangeOrganisation: z.boolean(),
});

/**
 * Body of POST /v0.1/Projects (Name, Location, Organisation, SummerTimeAdjusted, TimeZoneId); the
 * rules are @aq/validation's createProjectSchema (the name at most 200 characters), with the free
 * strings also bounded as raw text. The rules require every field, so the parsed body has them all.
 */
export const CreateProjectRequest = createProjectSchema
  .safeExtend({
    Name: z.string().max(1000).nullish(),
    Organisation: z.string().max(200).nullish(),
    TimeZoneId: z.string().max(100).nullish(),
  })
  .transform(requireRefined(['Name', 'Location', 'Organisation', 'TimeZoneId']));

/**
 * Body of PUT /v0.1/project/{id}/settings (Name, Location, TimeZoneId, TimeZoneAdjustment); the
 * rules are @aq/validation's projectSettingsSchema, with the time zone bounded. The rules require
 * the name, location and time zone, so the parsed body has them.
 */
export const ProjectSettingsRequest = projectSettingsSchema
  .safeExtend({
    Name: z.string().max(1000).nullish(),
    TimeZoneId: z.string().max(100).nullish(),
  })
  .transform(requireRefined(['Name', 'Location', 'TimeZoneId']));

/** Body of POST and DELETE /v0.1/projectFavourites. */
export const ProjectFavouriteRequest = z.object({ ProjectId: Id });

/** Query of GET /v0.1/{organisation}/projects; both flags default to false. */
export const OrganisationProjectsQuery = z.object({
  licensedProjectsOnly: qBoolean().default(false),
  includeUnlicensedInstrumentsProject: qBoolean().default(false),
});

/**
 * A project of an organisation as the licence pages list it (not shown in the spec: ours): its id,
 * name, whether it is licensed, whether the caller can open it, and whether it is the pseudo
 * project that gathers the organisation's instruments not in a licensed project (returned only
 * with includeUnlicensedInstrumentsProject).
 */
export const OrganisationProject = z.object({
  Id,
  Name: z.string(),
  IsLicensed: z.boolean(),
  CanAccessProject: z.boolean(),
  IsUnlicensedInstrumentsProject: z.boolean(),
});

/** Answer of GET /v0.1/{organisation}/projects (not shown in the spec: ours): the projects by name. */
export const OrganisationProjectList = z.object({ Projects: z.array(OrganisationProject) });

/**
 * Answer of the all-organisations lookup the create-project form uses (projects §7: path not
 * shown; ours is GET /v0.1/organisations): the names of the organisations the caller may create
 * projects in, by name. Only the caller's own organisation unless they can change organisation.
 */
export const OrganisationNameList = z.object({ OrganisationNames: z.array(z.string()) });

/**
 * Query of GET /v0.1/projectSensors. DisplaySettingsSource (values of the spec's display unit
 * source) picks whose units and decimal places the answer carries; default InheritFromProject.
 */
export const ProjectSensorsQuery = z.object({
  ProjectId: Id,
  DisplaySettingsSource: DisplayUnitSource.default('InheritFromProject'),
});

/**
 * A sensor (channel) measured in a project (not shown in the spec: ours): its name, category, units
 * and decimal places after the display settings source, and the monitoring locations measuring it,
 * which is what the charts page offers as channels.
 */
export const ProjectSensor = z.object({
  Name: z.string(),
  Category: z.string(),
  Units: z.string(),
  DecimalPlaces: z.number().int().min(0),
  MonitoringLocationIds: z.array(Id),
});

/** Answer of GET /v0.1/projectSensors (not shown in the spec: ours). */
export const ProjectSensorList = z.object({ Sensors: z.array(ProjectSensor) });
