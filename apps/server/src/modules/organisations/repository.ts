import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** An organisation as the administration calls read it. */
export interface OrganisationRow {
  id: string;
  name: string;
  parent_id: string | null;
  time_zone_id: string;
}

/** An organisation with its parent's name and how many live projects and users it has. */
export interface OrganisationSummaryRow {
  id: string;
  name: string;
  parent_name: string | null;
  time_zone_id: string;
  project_count: number | string;
  user_count: number | string;
}

/** An organisation by name, ignoring case. */
export function findOrganisationByName(db: Db, name: string): Promise<OrganisationRow | undefined> {
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'parent_id', 'time_zone_id'])
    .where(sql<SqlBool>`lower(name) = lower(${name.trim()}::text)`)
    .executeTakeFirst();
}

/** An organisation by id. */
export function findOrganisationById(db: Db, id: string): Promise<OrganisationRow | undefined> {
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'parent_id', 'time_zone_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The ids of an organisation and of every customer below it (customers of customers too). UNION,
 * not UNION ALL, so a cycle written by hand in the database ends rather than loops.
 */
export async function treeIds(db: Db, rootId: string): Promise<string[]> {
  const rows = await db
    .withRecursive('tree(id)', (qb) =>
      qb
        .selectFrom('organisations')
        .select('organisations.id')
        .where('organisations.id', '=', rootId)
        .union(
          qb
            .selectFrom('organisations')
            .innerJoin('tree', 'tree.id', 'organisations.parent_id')
            .select('organisations.id'),
        ),
    )
    .selectFrom('tree')
    .select('tree.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The organisations with these ids (every one when null), by name ignoring case. */
export function organisationSummaries(
  db: Db,
  ids: readonly string[] | null,
): Promise<OrganisationSummaryRow[]> {
  if (ids !== null && ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('organisations as o')
    .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
    .select((eb) => [
      'o.id',
      'o.name',
      'parent.name as parent_name',
      'o.time_zone_id',
      eb
        .selectFrom('projects')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('projects.organisation_id', '=', 'o.id')
        .where('projects.deleted_at', 'is', null)
        .as('project_count'),
      eb
        .selectFrom('users')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('users.organisation_id', '=', 'o.id')
        .as('user_count'),
    ])
    .$if(ids !== null, (q) => q.where('o.id', 'in', [...(ids as string[])]))
    .orderBy(sql`lower(o.name)`)
    .orderBy('o.name')
    .execute() as Promise<OrganisationSummaryRow[]>;
}

/** Whether another organisation has this name, ignoring case. */
export async function organisationNameTaken(
  db: Db,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where(sql<SqlBool>`lower(name) = lower(${name}::text)`)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as string))
    .executeTakeFirst();
  return row !== undefined;
}

/** Renames an organisation or changes its time zone. */
export async function updateOrganisation(
  db: Db,
  id: string,
  fields: { name?: string; timeZoneId?: string },
): Promise<void> {
  if (fields.name === undefined && fields.timeZoneId === undefined) return;
  await db
    .updateTable('organisations')
    .set({
      ...(fields.name === undefined ? {} : { name: fields.name }),
      ...(fields.timeZoneId === undefined ? {} : { time_zone_id: fields.timeZoneId }),
    })
    .where('id', '=', id)
    .execute();
}

/** Creates a customer organisation of `parentId`; returns its id. */
export async function insertOrganisation(
  db: Db,
  organisation: { name: string; parentId: string; timeZoneId: string; createdAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('organisations')
    .values({
      name: organisation.name,
      parent_id: organisation.parentId,
      time_zone_id: organisation.timeZoneId,
      created_at: organisation.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user of an organisation as the v2 user calls show them. */
export interface OrganisationUserRow {
  id: string;
  username: string;
  full_name: string;
  preferred_name: string | null;
  email: string;
  job_title: string | null;
  role: string;
  organisation_id: string;
  organisation_name: string;
  created_at: Date;
  last_sign_in_at: Date | null;
}

function organisationUserRows(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id',
      'users.username',
      'users.full_name',
      'users.preferred_name',
      'users.email',
      'users.job_title',
      'users.role',
      'users.organisation_id',
      'organisations.name as organisation_name',
      'users.created_at',
      'users.last_sign_in_at',
    ]);
}

/** The users of an organisation by username, ignoring case. */
export function organisationUsers(db: Db, organisationId: string): Promise<OrganisationUserRow[]> {
  return organisationUserRows(db)
    .where('users.organisation_id', '=', organisationId)
    .orderBy(sql`lower(users.username)`)
    .execute();
}

/** A user of an organisation by id. */
export function findOrganisationUser(
  db: Db,
  organisationId: string,
  userId: string,
): Promise<OrganisationUserRow | undefined> {
  return organisationUserRows(db)
    .where('users.organisation_id', '=', organisationId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Changes a user's full name or job title (absent fields stay). */
export async function updateUserDetails(
  db: Db,
  userId: string,
  fields: { fullName?: string; jobTitle?: string },
): Promise<void> {
  if (fields.fullName === undefined && fields.jobTitle === undefined) return;
  await db
    .updateTable('users')
    .set({
      ...(fields.fullName === undefined ? {} : { full_name: fields.fullName }),
      ...(fields.jobTitle === undefined ? {} : { job_title: fields.jobTitle }),
    })
    .where('id', '=', userId)
    .execute();
}

/** An attachment with the organisation of its location's live project, by id. */
export function findAttachment(db: Db, attachmentId: string) {
  return db
    .selectFrom('attachments')
    .innerJoin('instruments', 'instruments.id', 'attachments.instrument_id')
    .innerJoin(
      'monitoring_locations',
      'monitoring_locations.id',
      'attachments.monitoring_location_id',
    )
    .innerJoin('projects', 'projects.id', 'monitoring_locations.project_id')
    .select([
      'attachments.id',
      'attachments.instrument_id',
      'instruments.serial',
      'attachments.monitoring_location_id',
      'monitoring_locations.name as location_name',
      'projects.id as project_id',
      'projects.organisation_id',
      'attachments.attached_at',
      'attachments.detached_at',
    ])
    .where('attachments.id', '=', attachmentId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Sets an attachment's times. */
export async function setAttachmentTimes(
  db: Db,
  attachmentId: string,
  attachedAt: Date,
  detachedAt: Date | null,
): Promise<void> {
  await db
    .updateTable('attachments')
    .set({ attached_at: attachedAt, detached_at: detachedAt })
    .where('id', '=', attachmentId)
    .execute();
}
