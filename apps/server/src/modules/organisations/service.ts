import type {
  AttachmentTimesQuery,
  CreateCustomerOrganisationRequest,
  CreateMonitoringLocationRecordRequest,
  CreateOrganisationProjectRequest,
  CreateOrganisationUserRequest,
  MonitorAttachment,
  MonitoringLocationRecord,
  OrganisationProjectRecord,
  OrganisationRecord,
  OrganisationUser,
  Role,
  UpdateMonitoringLocationRecordRequest,
  UpdateOrganisationProjectRequest,
  UpdateOrganisationRequest,
  UpdateOrganisationUserRequest,
} from '@aq/api';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { enqueueEmail } from '../../delivery/outbox';
import { publicOrigin } from '../../env';
import type { AuthContext } from '../../http/auth';
import { ApiError, badRequest, forbidden, notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import {
  MANAGE_MONITORING_LOCATION,
  MANAGE_ORGANISATIONS,
  MANAGE_USERS,
} from '../../shared/permissions';
import { seesAllOrganisations } from '../../shared/project-access';
import * as users from '../account/users/service';
import { licensedProjectIds } from '../licensing/access';
import * as locations from '../monitoring-locations/service';
import {
  attachmentsAt,
  attachmentsOfInstrument,
  findInstrumentWithLease,
  findLocationByKey,
  findProjectScopeByKey,
} from '../monitoring-locations/repository';
import * as projects from '../projects/service';
import { organisationProjects } from '../projects/repository';
import { normaliseTimeZone } from '../projects/time-zone';
import * as repo from './repository';

type Organisation = z.input<typeof OrganisationRecord>;
type ProjectEntry = z.input<typeof OrganisationProjectRecord>;
type LocationEntry = z.input<typeof MonitoringLocationRecord>;
type Attachment = z.input<typeof MonitorAttachment>;
type User = z.input<typeof OrganisationUser>;
type Empty = Record<string, never>;

// Who manages what: an organisations administrator (Administration__Manage_Organisations) every
// organisation; anyone else their own organisation and its customers, customers of customers
// included (organisations.parent_id). What they may do there is what their permissions allow in
// their own organisation: Manage_Users for the organisation and its users, Manage_Projects for
// projects, Manage_MonitoringLocation for locations and attachments. Another organisation's name
// answers 404, exactly as a name no organisation has.

/** 409 for a second organisation of one name (names compare ignoring case). */
export const DUPLICATE_ORGANISATION_NAME = 'An organisation with this name already exists.';
/** 403 for changing an organisation, or its users, without Manage_Users. */
export const NO_MANAGE_USERS = 'You do not have permission to manage this organisation’s users.';
/** 409 for correcting the detach time of an attachment that has not ended. */
export const ATTACHMENT_OPEN =
  'This attachment has not ended, so it has no detach time to correct. Detach the instrument instead.';

/** The organisation a path names, if the caller manages it; 404 otherwise. */
async function managedOrganisation(
  app: AppContext,
  auth: AuthContext,
  name: string,
): Promise<repo.OrganisationRow> {
  const organisation = await repo.findOrganisationByName(app.db, name);
  if (!organisation) throw notFound();
  if (seesAllOrganisations(auth) || organisation.id === auth.user.organisationId)
    return organisation;
  const tree = await repo.treeIds(app.db, auth.user.organisationId);
  if (!tree.includes(organisation.id)) throw notFound();
  return organisation;
}

/**
 * The caller as they act in a customer organisation they manage: the same user and permissions,
 * with that organisation standing for their own, so the projects, monitoring-locations and users
 * services apply their own-organisation rules there unchanged. An organisations administrator and
 * a caller in their own organisation act as themselves.
 */
function actingIn(auth: AuthContext, organisation: repo.OrganisationRow): AuthContext {
  if (seesAllOrganisations(auth) || organisation.id === auth.user.organisationId) return auth;
  return {
    ...auth,
    user: { ...auth.user, organisationId: organisation.id, organisationName: organisation.name },
  };
}

function requireManageUsers(auth: AuthContext): void {
  if (!auth.user.permissions.has(MANAGE_USERS) && !auth.user.permissions.has(MANAGE_ORGANISATIONS))
    throw forbidden(NO_MANAGE_USERS);
}

function requireTimeZone(id: string): string {
  const zone = normaliseTimeZone(id);
  if (!zone) throw badRequest(`'${id.trim()}' is not a known time zone.`, 'TimeZoneId');
  return zone;
}

function duplicateOrganisationName(): ApiError {
  return new ApiError(409, [{ Field: 'Name', Message: DUPLICATE_ORGANISATION_NAME, Plain: true }]);
}

function isDuplicateOrganisationName(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown };
  return e?.code === '23505' && e.constraint === 'organisations_name_key';
}

function toOrganisation(row: repo.OrganisationSummaryRow): Organisation {
  return {
    Name: row.name,
    ParentOrganisationName: row.parent_name,
    TimeZoneId: row.time_zone_id,
    ProjectCount: Number(row.project_count),
    UserCount: Number(row.user_count),
  };
}

async function organisationRecord(app: AppContext, id: string): Promise<Organisation> {
  const [row] = await repo.organisationSummaries(app.db, [id]);
  if (!row) throw notFound();
  return toOrganisation(row);
}

// ---------------------------------------------------------------------------------------------
// Organisations.

/** GET /v2/organisations: every organisation for an organisations administrator, else the tree. */
export async function list(app: AppContext, auth: AuthContext): Promise<{ Items: Organisation[] }> {
  const ids = seesAllOrganisations(auth)
    ? null
    : await repo.treeIds(app.db, auth.user.organisationId);
  return { Items: (await repo.organisationSummaries(app.db, ids)).map(toOrganisation) };
}

/** GET /v2/organisations/{organisation}. */
export async function get(app: AppContext, auth: AuthContext, name: string): Promise<Organisation> {
  const organisation = await managedOrganisation(app, auth, name);
  return organisationRecord(app, organisation.id);
}

/**
 * PUT /v2/organisations/{organisation}: renames it (unique ignoring case, 409) or changes its time
 * zone (an IANA id the time-zones list knows, stored as that list names it; 400 otherwise). Needs
 * Manage_Users.
 */
export async function update(
  app: AppContext,
  auth: AuthContext,
  name: string,
  body: z.output<typeof UpdateOrganisationRequest>,
): Promise<Organisation> {
  const organisation = await managedOrganisation(app, auth, name);
  requireManageUsers(auth);
  const timeZoneId = body.TimeZoneId === undefined ? undefined : requireTimeZone(body.TimeZoneId);
  const newName = body.Name?.trim();
  if (newName !== undefined && (await repo.organisationNameTaken(app.db, newName, organisation.id)))
    throw duplicateOrganisationName();
  try {
    await repo.updateOrganisation(app.db, organisation.id, {
      ...(newName === undefined ? {} : { name: newName }),
      ...(timeZoneId === undefined ? {} : { timeZoneId }),
    });
  } catch (error) {
    if (isDuplicateOrganisationName(error)) throw duplicateOrganisationName();
    throw error;
  }
  return organisationRecord(app, organisation.id);
}

/**
 * POST /v2/organisations/{organisation}/customers: a customer organisation of the one named, by an
 * organisations administrator or a holder of Manage_Users who manages it. Names are unique ignoring
 * case (409); the time zone as for update.
 */
export async function createCustomer(
  app: AppContext,
  auth: AuthContext,
  parentName: string,
  body: z.output<typeof CreateCustomerOrganisationRequest>,
): Promise<Organisation> {
  const parent = await managedOrganisation(app, auth, parentName);
  requireManageUsers(auth);
  const timeZoneId = requireTimeZone(body.TimeZoneId);
  const name = body.Name.trim();
  if (await repo.organisationNameTaken(app.db, name, null)) throw duplicateOrganisationName();
  try {
    const id = await repo.insertOrganisation(app.db, {
      name,
      parentId: parent.id,
      timeZoneId,
      createdAt: app.now(),
    });
    return organisationRecord(app, id);
  } catch (error) {
    if (isDuplicateOrganisationName(error)) throw duplicateOrganisationName();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Projects (the projects service's rules, in the organisation of the path).

/** GET /v2/organisations/{organisation}/projects: live projects by name, IsLicensed now. */
export async function listProjects(
  app: AppContext,
  auth: AuthContext,
  name: string,
): Promise<{ Items: ProjectEntry[] }> {
  const organisation = await managedOrganisation(app, auth, name);
  const rows = await organisationProjects(app.db, organisation.id, auth.user.id);
  const licensed = await licensedProjectIds(
    app.db,
    rows.map((row) => row.id),
    app.now(),
  );
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      OrganisationName: row.organisation_name,
      Location: { Latitude: row.latitude, Longitude: row.longitude },
      TimeZoneId: row.time_zone_id,
      SummerTimeAdjusted: row.summer_time_adjusted,
      IsLicensed: licensed.has(row.id),
    })),
  };
}

/** POST /v2/organisations/{organisation}/projects: POST /v0.1/Projects in that organisation. */
export async function createProject(
  app: AppContext,
  auth: AuthContext,
  name: string,
  body: z.output<typeof CreateOrganisationProjectRequest>,
): Promise<{ Id: string }> {
  const organisation = await managedOrganisation(app, auth, name);
  return projects.create(app, actingIn(auth, organisation), {
    Organisation: organisation.name,
    Name: body.Name,
    Location: body.Location,
    TimeZoneId: body.TimeZoneId,
    SummerTimeAdjusted: body.SummerTimeAdjusted,
  });
}

/** A live project of a managed organisation by id or name; 404 otherwise. */
async function managedProject(
  app: AppContext,
  auth: AuthContext,
  params: { organisation: string; project: string },
) {
  const organisation = await managedOrganisation(app, auth, params.organisation);
  const project = await findProjectScopeByKey(
    app.db,
    organisation.id,
    params.project,
    isUuid(params.project),
    auth.user.id,
  );
  if (!project) throw notFound();
  return { organisation, project, acting: actingIn(auth, organisation) };
}

/** PUT /v2/organisations/{organisation}/projects/{project}: PUT /v0.1/project/{id}/settings. */
export async function updateProject(
  app: AppContext,
  auth: AuthContext,
  params: { organisation: string; project: string },
  body: z.output<typeof UpdateOrganisationProjectRequest>,
): Promise<Empty> {
  const { project, acting } = await managedProject(app, auth, params);
  let { Name, Location, TimeZoneId } = body;
  // The settings rules require all three, so this reads the project only if they ever relax.
  if (!Name || !Location || !TimeZoneId) {
    const current = await projects.details(app, acting, project.id);
    Name ||= current.Name;
    Location ??= current.Location;
    TimeZoneId ||= current.TimeZoneId;
  }
  await projects.updateSettings(app, acting, project.id, {
    Name,
    Location,
    TimeZoneId,
    TimeZoneAdjustment: body.TimeZoneAdjustment,
  });
  return {};
}

// ---------------------------------------------------------------------------------------------
// Monitoring locations (the monitoring-locations service's rules).

function toAttachment(row: {
  id: string;
  monitoring_location_id: string;
  instrument_id: number;
  serial: string;
  attached_at: Date;
  detached_at: Date | null;
}): Attachment {
  return {
    AttachmentId: row.id,
    MonitoringLocationId: row.monitoring_location_id,
    MonitorId: String(row.instrument_id),
    MonitorSerial: row.serial,
    AttachTime: row.attached_at.toISOString(),
    DetachTime: row.detached_at ? row.detached_at.toISOString() : null,
  };
}

/**
 * GET .../projects/{project}/monitoringlocations: every location by name, hidden ones included,
 * with the attachments open now.
 */
export async function listLocations(
  app: AppContext,
  auth: AuthContext,
  params: { organisation: string; project: string },
): Promise<{ Items: LocationEntry[] }> {
  const { project, acting } = await managedProject(app, auth, params);
  const { Items } = await locations.list(app, acting, project.id);
  const open = (
    await attachmentsAt(
      app.db,
      Items.map((item) => item.GuidId),
    )
  ).filter((a) => a.detached_at === null);
  return {
    Items: Items.map((item) => ({
      Id: item.GuidId,
      Name: item.Name,
      Location: item.Location,
      IsHidden: item.IsHidden,
      Attachments: open.filter((a) => a.monitoring_location_id === item.GuidId).map(toAttachment),
    })),
  };
}

/** POST .../projects/{project}/monitoringlocations: POST /v0.1/monitoringlocations there. */
export async function createLocation(
  app: AppContext,
  auth: AuthContext,
  params: { organisation: string; project: string },
  body: z.output<typeof CreateMonitoringLocationRecordRequest>,
): Promise<{ Id: string }> {
  const { project, acting } = await managedProject(app, auth, params);
  return locations.create(app, acting, {
    ProjectId: project.id,
    Name: body.Name,
    Location: body.Location,
  });
}

/** PUT .../monitoringlocations/{monitoringlocation}: PUT /v0.1/monitoring-locations/{id}. */
export async function updateLocation(
  app: AppContext,
  auth: AuthContext,
  params: { organisation: string; project: string; monitoringlocation: string },
  body: z.output<typeof UpdateMonitoringLocationRecordRequest>,
): Promise<Empty> {
  const { project, acting } = await managedProject(app, auth, params);
  const location = await findLocationByKey(
    app.db,
    project.id,
    params.monitoringlocation,
    isUuid(params.monitoringlocation),
  );
  if (!location) throw notFound();
  return locations.update(app, acting, location.id, {
    Name: body.Name ?? location.name,
    Location: body.Location ?? { Latitude: location.latitude, Longitude: location.longitude },
  });
}

function badTime(message: string, field: string): ApiError {
  return new ApiError(400, [{ Field: field, Message: message, Plain: true }]);
}

/**
 * PUT /v2/monitoringlocations/{attachmentId}?attachTime&detachTime: corrects when an attachment
 * began or ended. Needs Manage_MonitoringLocation and an attachment in a live project of an
 * organisation the caller manages (404 otherwise). The times are never in the future (400), the
 * attachment still ends after it begins (400), begins no earlier than the instrument's lease to
 * the organisation (409) and overlaps no other attachment of the instrument (409). Only an
 * attachment that has ended has a detach time to correct (409 for an open one).
 */
export async function updateAttachmentTimes(
  app: AppContext,
  auth: AuthContext,
  attachmentId: string,
  query: z.output<typeof AttachmentTimesQuery>,
): Promise<Attachment> {
  if (!auth.user.permissions.has(MANAGE_MONITORING_LOCATION))
    throw forbidden(locations.NO_MANAGE_LOCATIONS);
  if (!isUuid(attachmentId)) throw notFound();
  return app.db.transaction().execute(async (trx) => {
    const current = await repo.findAttachment(trx, attachmentId);
    if (!current) throw notFound();
    if (!seesAllOrganisations(auth) && current.organisation_id !== auth.user.organisationId) {
      const tree = await repo.treeIds(trx, auth.user.organisationId);
      if (!tree.includes(current.organisation_id)) throw notFound();
    }
    if (query.detachTime !== undefined && current.detached_at === null)
      throw new ApiError(409, [{ Field: 'detachTime', Message: ATTACHMENT_OPEN, Plain: true }]);
    const now = app.now().getTime();
    const attachedAt = query.attachTime ? new Date(query.attachTime) : current.attached_at;
    const detachedAt = query.detachTime ? new Date(query.detachTime) : current.detached_at;
    if (attachedAt.getTime() > now) throw badTime(locations.TIME_IN_FUTURE, 'attachTime');
    if (detachedAt && detachedAt.getTime() > now)
      throw badTime(locations.TIME_IN_FUTURE, 'detachTime');
    if (detachedAt && detachedAt.getTime() <= attachedAt.getTime())
      throw badTime(locations.detachBeforeAttach(attachedAt), 'detachTime');

    const instrument = await findInstrumentWithLease(trx, current.instrument_id, true);
    if (
      instrument?.lease_start &&
      instrument.lease_organisation_id === current.organisation_id &&
      attachedAt.getTime() < new Date(instrument.lease_start).getTime()
    ) {
      throw new ApiError(409, [
        {
          Field: 'attachTime',
          Message: locations.beforeLease(current.serial, new Date(instrument.lease_start)),
          Plain: true,
        },
      ]);
    }
    const end = detachedAt?.getTime() ?? Number.POSITIVE_INFINITY;
    for (const other of await attachmentsOfInstrument(trx, current.instrument_id)) {
      if (other.id === current.id) continue;
      const otherEnd = other.detached_at?.getTime() ?? Number.POSITIVE_INFINITY;
      if (attachedAt.getTime() < otherEnd && other.attached_at.getTime() < end) {
        throw new ApiError(409, [
          {
            Field: 'attachTime',
            Message: locations.overlapsAttachment(current.serial, other, attachedAt),
            Plain: true,
          },
        ]);
      }
    }
    await repo.setAttachmentTimes(trx, current.id, attachedAt, detachedAt);
    return toAttachment({ ...current, attached_at: attachedAt, detached_at: detachedAt });
  });
}

// ---------------------------------------------------------------------------------------------
// Users (the account users service's rules: one implementation of them).

function toUser(row: repo.OrganisationUserRow): User {
  return {
    Id: row.id,
    Username: row.username,
    FullName: row.full_name,
    PreferredName: row.preferred_name,
    EmailAddress: row.email,
    JobTitle: row.job_title,
    Role: row.role as Role,
    OrganisationName: row.organisation_name,
    CreatedAt: row.created_at.toISOString(),
    LastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.toISOString() : null,
  };
}

/** GET /v2/organisations/{organisation}/users: by username; needs Manage_Users. */
export async function listUsers(
  app: AppContext,
  auth: AuthContext,
  name: string,
): Promise<{ Items: User[]; GrantableRoles: Role[] }> {
  const organisation = await managedOrganisation(app, auth, name);
  requireManageUsers(auth);
  return {
    Items: (await repo.organisationUsers(app.db, organisation.id)).map(toUser),
    GrantableRoles: await users.grantableRoles(app, auth),
  };
}

/** The invitation e-mail of a new user: their username and where to sign in, never the password. */
export function invitationEmail(
  productName: string,
  signInUrl: string,
  user: { fullName: string; username: string; organisationName: string; invitedBy: string },
): { subject: string; body: string } {
  return {
    subject: `Your ${productName} account`,
    body: [
      `Hello ${user.fullName},`,
      '',
      `${user.invitedBy} has created a ${productName} account for you in ${user.organisationName}.`,
      '',
      `Username: ${user.username}`,
      `Sign in at: ${signInUrl}`,
      '',
      'Your administrator will give you your password separately. Change it after you first sign in.',
    ].join('\n'),
  };
}

/**
 * POST /v2/organisations/{organisation}/users: POST /v0.1/Users in that organisation (Manage_Users,
 * the role granted only by someone holding all its permissions, unique username and e-mail), then
 * an invitation e-mail through the outbox.
 */
export async function createUser(
  app: AppContext,
  auth: AuthContext,
  name: string,
  body: z.output<typeof CreateOrganisationUserRequest>,
): Promise<User> {
  const organisation = await managedOrganisation(app, auth, name);
  requireManageUsers(auth);
  const { Id } = await users.createUser(app, actingIn(auth, organisation), {
    Username: body.Username,
    FullName: body.FullName,
    PreferredName: body.PreferredName ?? null,
    EmailAddress: body.EmailAddress,
    PhoneNumber: null,
    JobTitle: body.JobTitle,
    Locale: body.Locale,
    Role: body.Role,
    Password: body.Password,
    OrganisationName: organisation.name,
  });
  const created = await repo.findOrganisationUser(app.db, organisation.id, Id);
  if (!created) throw notFound();
  const inviter = await repo.findOrganisationUser(app.db, auth.user.organisationId, auth.user.id);
  const email = invitationEmail(app.env.PRODUCT_NAME, `${publicOrigin(app.env)}/sign-in`, {
    fullName: created.full_name,
    username: created.username,
    organisationName: organisation.name,
    invitedBy: inviter?.full_name ?? auth.user.username,
  });
  await enqueueEmail(app.db, { to: created.email, ...email });
  return toUser(created);
}

/** A user of a managed organisation (404 for another organisation's, as for none). */
async function managedUser(
  app: AppContext,
  auth: AuthContext,
  params: { organisation: string; userId: string },
) {
  const organisation = await managedOrganisation(app, auth, params.organisation);
  requireManageUsers(auth);
  const user = await repo.findOrganisationUser(app.db, organisation.id, params.userId);
  if (!user) throw notFound();
  return { organisation, user, acting: actingIn(auth, organisation) };
}

/**
 * PUT /v2/organisations/{organisation}/users/{userId}: a new role (the account users service's
 * grant and last-administrator rules), full name or job title.
 */
export async function updateUser(
  app: AppContext,
  auth: AuthContext,
  params: { organisation: string; userId: string },
  body: z.output<typeof UpdateOrganisationUserRequest>,
): Promise<User> {
  const { organisation, user, acting } = await managedUser(app, auth, params);
  if (body.Role !== undefined) await users.changeRole(app, acting, user.id, body.Role);
  await repo.updateUserDetails(app.db, user.id, {
    ...(body.FullName === undefined ? {} : { fullName: body.FullName }),
    ...(body.JobTitle === undefined ? {} : { jobTitle: body.JobTitle }),
  });
  const saved = await repo.findOrganisationUser(app.db, organisation.id, user.id);
  if (!saved) throw notFound();
  return toUser(saved);
}

/** DELETE /v2/organisations/{organisation}/users/{userId}: DELETE /v0.1/Users/{userId}. */
export async function deleteUser(
  app: AppContext,
  reply: FastifyReply,
  auth: AuthContext,
  params: { organisation: string; userId: string },
): Promise<Empty> {
  const { user, acting } = await managedUser(app, auth, params);
  return users.deleteUser(app, reply, acting, user.id);
}
