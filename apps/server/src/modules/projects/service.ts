import type {
  CreateProjectRequest,
  OrganisationProject,
  OrganisationProjectsQuery,
  Project,
  ProjectSettingsRequest,
  ProjectSummariesQuery,
  ProjectSummary,
  ProjectSummaryPage,
} from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { ApiError, badRequest, forbidden, notFound } from '../../http/problem';
import { complianceLevels } from '../contributions/service';
import { isEnabled } from '../feature-flags/service';
import { isUuid } from '../../shared/ids';
import { licensedProjectIds } from '../../shared/project-licence';
import { MANAGE_PROJECTS } from '../../shared/permissions';
import { canAccessProject, NO_PROJECT_ACCESS, seesAllOrganisations } from './access';
import { decodePageToken, encodePageToken, type ListShape } from './page-token';
import { placeLabel } from './place-label';
import * as repo from './repository';
import { normaliseTimeZone, projectClock } from './time-zone';

type Summary = z.input<typeof ProjectSummary>;
type Page = z.input<typeof ProjectSummaryPage>;
type Details = z.input<typeof Project>;
type OrganisationEntry = z.input<typeof OrganisationProject>;

/** 409 for a second live project of one name in an organisation (names compare ignoring case). */
export const DUPLICATE_NAME = 'A project with this name already exists in this organisation.';
/** 409 for deleting a project that still has instruments. */
export const PROJECT_HAS_INSTRUMENTS =
  'This project cannot be deleted while instruments are attached to it. Detach its instruments and end their leases to the project first.';
/** 403 for creating a project in another organisation without canChangeOrganisation. */
export const OTHER_ORGANISATION = 'You can only create projects in your own organisation.';
/** 403 without Manage_Projects. */
export const NO_MANAGE_PROJECTS = 'You do not have permission to manage projects.';
/** Id and name of the pseudo project of the instruments in no project (licence pages). */
export const UNLICENSED_INSTRUMENTS_PROJECT = {
  Id: 'unlicensed-instruments',
  Name: 'Unlicensed instruments',
} as const;

/** The Create project tooltip of spec 03 §2, the refusal when UnlicensedProjectAccess is off. */
export function noUnlicensedProjectAccess(productName: string): string {
  return `You do not have permission to purchase new project licenses. Please contact your ${productName} reseller for assistance.`;
}

function toSummary(
  auth: AuthContext,
  row: repo.ProjectRecord,
  licensed: ReadonlySet<string>,
): Summary {
  return {
    Id: row.id,
    Name: row.name,
    OrganisationName: row.organisation_name,
    Location: { Latitude: row.latitude, Longitude: row.longitude },
    LocationLabel: row.location_label,
    IsStarred: row.is_starred,
    CanAccessProject: access(auth, row),
    IsLicensed: licensed.has(row.id),
  };
}

function access(auth: AuthContext, row: repo.ProjectRecord): boolean {
  return canAccessProject(auth, { organisationId: row.organisation_id, isMember: row.is_member });
}

/**
 * A live project the caller can see (their organisation's, or any for an organisations
 * administrator); 404 otherwise, exactly as for an id that does not exist.
 */
async function visible(app: AppContext, auth: AuthContext, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await repo.findProject(app.db, id, auth.user.id);
  if (!row) throw notFound();
  if (row.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth))
    throw notFound();
  return row;
}

/**
 * A project the caller can open. Seeing but not reaching a project (a viewer who is not a member)
 * is a 403, not a 404: the list already shows the project, so hiding it would only make the
 * dashboard's error wrong, and the spec disables View and the star for it.
 */
async function accessible(app: AppContext, auth: AuthContext, id: string) {
  const row = await visible(app, auth, id);
  if (!access(auth, row)) throw forbidden(NO_PROJECT_ACCESS);
  return row;
}

function requireManageProjects(auth: AuthContext): void {
  if (!auth.user.permissions.has(MANAGE_PROJECTS)) throw forbidden(NO_MANAGE_PROJECTS);
}

function requireTimeZone(id: string): string {
  const zone = normaliseTimeZone(id);
  if (!zone) throw badRequest(`'${id.trim()}' is not a known time zone.`, 'TimeZoneId');
  return zone;
}

function duplicateName(): ApiError {
  return new ApiError(409, [{ Field: 'Name', Message: DUPLICATE_NAME, Plain: true }]);
}

/** The database's own uniqueness check on live names, for two requests racing with one name. */
function isDuplicateNameError(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown };
  return e?.code === '23505' && e.constraint === 'projects_live_name_key';
}

/**
 * GET /v0.1/getProjectSummaries. The caller's organisation's live projects (every organisation's
 * for an organisations administrator), filtered by the caller's favourites, searched (ignoring case,
 * in the name, the organisation's name and the location label, with % and _ taken literally) and
 * sorted by the key in the direction asked, ties by name then id. Pages are keyset pages: the
 * token holds the last project's sort values, so inserts and deletes before it never shift later
 * pages; PageToken.Next is null on the last page.
 */
export async function summaries(
  app: AppContext,
  auth: AuthContext,
  query: z.output<typeof ProjectSummariesQuery>,
): Promise<Page> {
  const shape: ListShape = {
    sort: query.SortBy?.Key ?? 'name',
    dir: query.SortBy?.Dir ?? 'asc',
    starred: query.FilterBy?.[0]?.Value,
    search: query.Search || undefined,
  };
  let cursor: repo.Cursor | undefined;
  if (query.Token) {
    const decoded = decodePageToken(query.Token, shape);
    if ('error' in decoded) throw badRequest(decoded.error, 'Token');
    cursor = decoded.cursor;
  }
  const rows = await repo.projectPage(app.db, {
    userId: auth.user.id,
    organisationId: seesAllOrganisations(auth) ? null : auth.user.organisationId,
    sort: shape.sort,
    dir: shape.dir,
    starred: shape.starred,
    search: shape.search,
    after: cursor,
    limit: query.Limit + 1,
  });
  const items = rows.slice(0, query.Limit);
  const last = items[items.length - 1];
  const next =
    rows.length > query.Limit && last
      ? encodePageToken(
          { name: last.name, organisationName: last.organisation_name, id: last.id },
          shape,
        )
      : null;
  const licensed = await licensedProjectIds(
    app.db,
    items.map((row) => row.id),
    app.now(),
  );
  return {
    Items: items.map((row) => toSummary(auth, row, licensed)),
    PageToken: { Next: next },
  };
}

/** GET /v0.1/getProjectSummaryById: one tile, also for a project the caller cannot open. */
export async function summaryById(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<Summary> {
  const row = await visible(app, auth, projectId);
  return toSummary(auth, row, await licensedProjectIds(app.db, [row.id], app.now()));
}

function toDetails(
  app: AppContext,
  auth: AuthContext,
  row: repo.ProjectRecord,
  levels: Details['ComplianceLevels'],
  licensed: boolean,
): Details {
  const clock = projectClock(row.time_zone_id, row.summer_time_adjusted, app.now());
  return {
    Id: row.id,
    Name: row.name,
    OrganisationName: row.organisation_name,
    Location: { Latitude: row.latitude, Longitude: row.longitude },
    LocationLabel: row.location_label,
    TimeZoneId: row.time_zone_id,
    TimeZoneOffset: clock.offset,
    TimeZoneName: clock.name,
    SummerTimeAdjusted: row.summer_time_adjusted,
    CanAccessProject: access(auth, row),
    IsLicensed: licensed,
    ComplianceLevels: levels,
    canChangeOrganisation: seesAllOrganisations(auth),
  };
}

/**
 * GET /v0.1/projectDetails. 404 for a project the caller cannot see, 403 for one they see but
 * cannot open. TimeZoneOffset and TimeZoneName are those in force now (standard time all year
 * when the project is not summer-time adjusted).
 */
export async function details(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<Details> {
  const row = await accessible(app, auth, projectId);
  const [levels, licensed] = await Promise.all([
    complianceLevels(app, row.id),
    licensedProjectIds(app.db, [row.id], app.now()),
  ]);
  return toDetails(app, auth, row, levels, licensed.has(row.id));
}

/**
 * POST /v0.1/Projects. Needs Manage_Projects and the UnlicensedProjectAccess flag of the caller's
 * organisation (403 with the spec's Create project tooltip otherwise). Organisation names the
 * caller's own organisation (ignoring case); another one only with canChangeOrganisation (an
 * organisations administrator), else 403, and an unknown one is a 400. The time zone must be one
 * Intl knows; names are unique among an organisation's live projects, ignoring case (409). The
 * name is stored trimmed; the location label is the nearest place, found offline (placeLabel),
 * or empty far from any. The creator becomes a member of a project of their own organisation.
 */
export async function create(
  app: AppContext,
  auth: AuthContext,
  body: z.output<typeof CreateProjectRequest>,
): Promise<{ Id: string }> {
  requireManageProjects(auth);
  if (!(await isEnabled(app, auth, 'UnlicensedProjectAccess')).IsEnabled)
    throw forbidden(noUnlicensedProjectAccess(app.env.PRODUCT_NAME));
  const organisationName = body.Organisation.trim();
  let organisationId = auth.user.organisationId;
  if (organisationName.toLowerCase() !== auth.user.organisationName.toLowerCase()) {
    if (!seesAllOrganisations(auth)) throw forbidden(OTHER_ORGANISATION);
    const organisation = await repo.findOrganisationByName(app.db, organisationName);
    if (!organisation)
      throw badRequest(`There is no organisation named '${organisationName}'.`, 'Organisation');
    organisationId = organisation.id;
  }
  const timeZoneId = requireTimeZone(body.TimeZoneId);
  const name = body.Name.trim();
  if (await repo.nameTaken(app.db, organisationId, name)) throw duplicateName();
  const location = body.Location;
  try {
    const id = await repo.insertProject(
      app.db,
      {
        organisationId,
        name,
        latitude: location.Latitude,
        longitude: location.Longitude,
        locationLabel: placeLabel(location.Latitude, location.Longitude),
        timeZoneId,
        summerTimeAdjusted: body.SummerTimeAdjusted,
        createdAt: app.now(),
      },
      organisationId === auth.user.organisationId ? auth.user.id : null,
    );
    return { Id: id };
  } catch (error) {
    if (isDuplicateNameError(error)) throw duplicateName();
    throw error;
  }
}

/**
 * PUT /v0.1/project/{id}/settings: name, location, time zone and summer time. Needs
 * Manage_Projects; 404 for a project the caller cannot see. A new location takes the label of the
 * nearest place (placeLabel); the same location keeps its label. Answers the saved project.
 */
export async function updateSettings(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  body: z.output<typeof ProjectSettingsRequest>,
): Promise<Details> {
  requireManageProjects(auth);
  const row = await accessible(app, auth, projectId);
  const timeZoneId = requireTimeZone(body.TimeZoneId);
  const name = body.Name.trim();
  if (await repo.nameTaken(app.db, row.organisation_id, name, row.id)) throw duplicateName();
  const location = body.Location;
  try {
    const saved = await repo.updateSettings(app.db, row.id, {
      name,
      latitude: location.Latitude,
      longitude: location.Longitude,
      locationLabel: placeLabel(location.Latitude, location.Longitude),
      timeZoneId,
      summerTimeAdjusted: body.TimeZoneAdjustment === 'SummerTimeAdjusted',
    });
    if (!saved) throw notFound();
  } catch (error) {
    if (isDuplicateNameError(error)) throw duplicateName();
    throw error;
  }
  return details(app, auth, row.id);
}

/**
 * DELETE /v0.1/project/{id}. Needs Manage_Projects; 404 for a project the caller cannot see.
 * Decision: refused (409) while any instrument is attached to the project, through an active lease
 * to it or an open attachment at one of its monitoring locations, so no live data stream loses its
 * project. Otherwise the delete is soft: the project is marked deleted and disappears from every
 * read (lists, details, settings, favourites, data calls, selection names), while its locations,
 * history, favourites and members stay in the database and can be restored by clearing deleted_at.
 * Its name is free again for a new project.
 */
export async function remove(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<Record<string, never>> {
  requireManageProjects(auth);
  const row = await accessible(app, auth, projectId);
  const outcome = await repo.softDelete(app.db, row.id, app.now());
  if (outcome === 'attached') throw new ApiError(409, PROJECT_HAS_INSTRUMENTS);
  if (outcome === 'missing') throw notFound();
  return {};
}

/**
 * POST and DELETE /v0.1/projectFavourites: stars or unstars a project for the caller. Idempotent;
 * 404 for a project the caller cannot see, 403 for one they cannot open (its star is disabled).
 */
export async function setFavourite(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  starred: boolean,
): Promise<Record<string, never>> {
  const row = await accessible(app, auth, projectId);
  if (starred) await repo.addFavourite(app.db, auth.user.id, row.id);
  else await repo.removeFavourite(app.db, auth.user.id, row.id);
  return {};
}

/**
 * GET /v0.1/organisations (the all-organisations lookup of projects §7; the path is ours): the
 * organisations the caller may create projects in. Every organisation for an organisations
 * administrator (canChangeOrganisation), otherwise only the caller's own.
 */
export async function organisationNames(
  app: AppContext,
  auth: AuthContext,
): Promise<{ OrganisationNames: string[] }> {
  if (!seesAllOrganisations(auth)) return { OrganisationNames: [auth.user.organisationName] };
  return { OrganisationNames: await repo.organisationNames(app.db) };
}

/**
 * GET /v0.1/{organisation}/projects: the organisation's live projects by name (the caller's own
 * organisation, or any for an organisations administrator; 404 otherwise, as for an unknown one).
 * IsLicensed says whether each is licensed now (shared/project-licence.ts); licensedProjectsOnly
 * keeps only those.
 * With includeUnlicensedInstrumentsProject, a pseudo project gathering the organisation's
 * instruments that are in no project comes last, and only when there is such an instrument.
 */
export async function organisationProjects(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  query: z.output<typeof OrganisationProjectsQuery>,
): Promise<{ Projects: OrganisationEntry[] }> {
  let organisationId = auth.user.organisationId;
  if (organisation.toLowerCase() !== auth.user.organisationName.toLowerCase()) {
    if (!seesAllOrganisations(auth)) throw notFound();
    const found = await repo.findOrganisationByName(app.db, organisation);
    if (!found) throw notFound();
    organisationId = found.id;
  }
  const rows = await repo.organisationProjects(app.db, organisationId, auth.user.id);
  const licensed = await licensedProjectIds(
    app.db,
    rows.map((row) => row.id),
    app.now(),
  );
  const projects: OrganisationEntry[] = rows
    .filter((row) => !query.licensedProjectsOnly || licensed.has(row.id))
    .map((row) => ({
      Id: row.id,
      Name: row.name,
      IsLicensed: licensed.has(row.id),
      CanAccessProject: access(auth, row),
      IsUnlicensedInstrumentsProject: false,
    }));
  if (
    query.includeUnlicensedInstrumentsProject &&
    (await repo.hasInstrumentsOutsideProjects(app.db, organisationId))
  ) {
    projects.push({
      ...UNLICENSED_INSTRUMENTS_PROJECT,
      IsLicensed: false,
      CanAccessProject: true,
      IsUnlicensedInstrumentsProject: true,
    });
  }
  return { Projects: projects };
}
