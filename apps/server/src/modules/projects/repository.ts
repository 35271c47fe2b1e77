import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A live project as the projects calls read it, with what the reading user has marked. */
export interface ProjectRecord {
  id: string;
  name: string;
  organisation_id: string;
  organisation_name: string;
  latitude: number;
  longitude: number;
  location_label: string | null;
  time_zone_id: string;
  summer_time_adjusted: boolean;
  /** The reading user starred it. */
  is_starred: boolean;
  /** The reading user is one of its members. */
  is_member: boolean;
}

/** The sort keys of the projects list. */
export type SortKey = 'name' | 'organisationName';
export type SortDir = 'asc' | 'desc';

/** Where a page ends: the sort values of its last project. */
export interface Cursor {
  name: string;
  organisationName: string;
  id: string;
}

// Sorting ignores case and compares bytes ("C"), so PGlite and a PostgreSQL server with any
// default collation put projects in the same order, and the keyset comparison below agrees with
// ORDER BY exactly.
const ORGANISATION_KEY = sql`lower(organisations.name) COLLATE "C"`;
const NAME_KEY = sql`lower(projects.name) COLLATE "C"`;
const EXACT_NAME_KEY = sql`projects.name COLLATE "C"`;
const ID_KEY = sql`projects.id`;

interface KeyPart {
  expression: RawBuilder<unknown>;
  dir: SortDir;
  value: (cursor: Cursor) => RawBuilder<unknown>;
}

/**
 * The full ordering of the list: the chosen key in the chosen direction, then ties broken by name
 * (ignoring case, then exact) and id, always ascending. Organisation names are unique ignoring case,
 * so one organisation's projects stay together.
 */
function ordering(sort: SortKey, dir: SortDir): KeyPart[] {
  const tieBreak: KeyPart[] = [
    { expression: EXACT_NAME_KEY, dir: 'asc', value: (c) => sql`${c.name}::text COLLATE "C"` },
    { expression: ID_KEY, dir: 'asc', value: (c) => sql`${c.id}::uuid` },
  ];
  const name: KeyPart = {
    expression: NAME_KEY,
    dir: sort === 'name' ? dir : 'asc',
    value: (c) => sql`lower(${c.name}::text) COLLATE "C"`,
  };
  if (sort === 'name') return [name, ...tieBreak];
  return [
    {
      expression: ORGANISATION_KEY,
      dir,
      value: (c) => sql`lower(${c.organisationName}::text) COLLATE "C"`,
    },
    name,
    ...tieBreak,
  ];
}

/** Rows strictly after the cursor in the ordering (the keyset condition, expanded). */
function after(parts: KeyPart[], cursor: Cursor): RawBuilder<SqlBool> {
  const alternatives = parts.map((part, i) => {
    const equal = parts.slice(0, i).map((p) => sql`${p.expression} = ${p.value(cursor)}`);
    const beyond =
      part.dir === 'asc'
        ? sql`${part.expression} > ${part.value(cursor)}`
        : sql`${part.expression} < ${part.value(cursor)}`;
    return sql`(${sql.join([...equal, beyond], sql` AND `)})`;
  });
  return sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})`;
}

/** A LIKE pattern matching `text` anywhere, with its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The live projects with their organisation's name and the reading user's star and membership. */
function projects(db: Db, userId: string) {
  return db
    .selectFrom('projects')
    .innerJoin('organisations', 'organisations.id', 'projects.organisation_id')
    .select((eb) => [
      'projects.id',
      'projects.name',
      'projects.organisation_id',
      'organisations.name as organisation_name',
      'projects.latitude',
      'projects.longitude',
      'projects.location_label',
      'projects.time_zone_id',
      'projects.summer_time_adjusted',
      eb
        .exists(
          eb
            .selectFrom('project_favourites')
            .select('project_favourites.project_id')
            .whereRef('project_favourites.project_id', '=', 'projects.id')
            .where('project_favourites.user_id', '=', userId),
        )
        .$castTo<boolean>()
        .as('is_starred'),
      eb
        .exists(
          eb
            .selectFrom('project_members')
            .select('project_members.project_id')
            .whereRef('project_members.project_id', '=', 'projects.id')
            .where('project_members.user_id', '=', userId),
        )
        .$castTo<boolean>()
        .as('is_member'),
    ])
    .where('projects.deleted_at', 'is', null);
}

/** What a page of the projects list asks for. */
export interface PageRequest {
  userId: string;
  /** Only this organisation's projects; null for every organisation. */
  organisationId: string | null;
  sort: SortKey;
  dir: SortDir;
  /** true: starred only; false: not starred only; undefined: both. */
  starred: boolean | undefined;
  /** Case-insensitive text found in the name, the organisation's name or the location label. */
  search: string | undefined;
  /** Start after this project (the previous page's last). */
  after: Cursor | undefined;
  /** How many rows to read. */
  limit: number;
}

/** One page of the projects list in the full ordering. */
export async function projectPage(db: Db, request: PageRequest): Promise<ProjectRecord[]> {
  const parts = ordering(request.sort, request.dir);
  let query = projects(db, request.userId);
  if (request.organisationId !== null)
    query = query.where('projects.organisation_id', '=', request.organisationId);
  if (request.starred !== undefined) {
    const starred = request.starred;
    query = query.where((eb) => {
      const favourite = eb.exists(
        eb
          .selectFrom('project_favourites')
          .select('project_favourites.project_id')
          .whereRef('project_favourites.project_id', '=', 'projects.id')
          .where('project_favourites.user_id', '=', request.userId),
      );
      return starred ? favourite : eb.not(favourite);
    });
  }
  if (request.search) {
    const pattern = containsPattern(request.search);
    query = query.where(
      sql<SqlBool>`(projects.name ILIKE ${pattern} ESCAPE '\\'
        OR organisations.name ILIKE ${pattern} ESCAPE '\\'
        OR projects.location_label ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (request.after) query = query.where(after(parts, request.after));
  for (const part of parts) query = query.orderBy(part.expression, part.dir);
  return query.limit(request.limit).execute();
}

/** One live project by id, read as `userId`; undefined when missing or deleted. */
export function findProject(db: Db, id: string, userId: string) {
  return projects(db, userId).where('projects.id', '=', id).executeTakeFirst();
}

/** The live projects of an organisation by name (ignoring case), read as `userId`. */
export function organisationProjects(
  db: Db,
  organisationId: string,
  userId: string,
): Promise<ProjectRecord[]> {
  let query = projects(db, userId).where('projects.organisation_id', '=', organisationId);
  for (const part of ordering('name', 'asc')) query = query.orderBy(part.expression, part.dir);
  return query.execute();
}

/** An organisation by name, ignoring case. */
export function findOrganisationByName(db: Db, name: string) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where(sql<SqlBool>`lower(name) = lower(${name}::text)`)
    .executeTakeFirst();
}

/** Every organisation's name, by name (case ignored). */
export async function organisationNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('organisations')
    .select('name')
    .orderBy(sql`lower(name)`)
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}

/** Whether a live project of the organisation has this name, ignoring case (apart from `exceptId`). */
export async function nameTaken(
  db: Db,
  organisationId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('deleted_at', 'is', null)
    .where(sql<SqlBool>`lower(name) = lower(${name}::text)`)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as string))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The fields of a new project. */
export interface NewProject {
  organisationId: string;
  name: string;
  latitude: number;
  longitude: number;
  /** The place the coordinates are in, when one is known. */
  locationLabel: string | null;
  timeZoneId: string;
  summerTimeAdjusted: boolean;
  createdAt: Date;
}

/** Inserts a project and, when given, its first member. */
export async function insertProject(
  db: Db,
  project: NewProject,
  memberId: string | null,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('projects')
      .values({
        organisation_id: project.organisationId,
        name: project.name,
        latitude: project.latitude,
        longitude: project.longitude,
        location_label: project.locationLabel,
        time_zone_id: project.timeZoneId,
        summer_time_adjusted: project.summerTimeAdjusted,
        created_at: project.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (memberId !== null) {
      await trx
        .insertInto('project_members')
        .values({ project_id: row.id, user_id: memberId })
        .execute();
    }
    return row.id;
  });
}

/** The settings of a project. */
export interface ProjectSettings {
  name: string;
  latitude: number;
  longitude: number;
  /** The place the new coordinates are in; stored only when the coordinates change. */
  locationLabel: string | null;
  timeZoneId: string;
  summerTimeAdjusted: boolean;
}

/**
 * Saves a live project's settings. The location label is kept while the coordinates stay (it may
 * have been written by hand) and replaced by the new place when they change.
 */
export async function updateSettings(
  db: Db,
  id: string,
  settings: ProjectSettings,
): Promise<boolean> {
  const result = await db
    .updateTable('projects')
    .set((eb) => ({
      name: settings.name,
      latitude: settings.latitude,
      longitude: settings.longitude,
      time_zone_id: settings.timeZoneId,
      summer_time_adjusted: settings.summerTimeAdjusted,
      location_label: eb
        .case()
        .when(
          eb.and([
            eb('latitude', '=', settings.latitude),
            eb('longitude', '=', settings.longitude),
          ]),
        )
        .then(eb.ref('location_label'))
        .else(settings.locationLabel)
        .end(),
    }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Instruments attached to the project: an active lease to it, or open at one of its locations. */
function attachedInstrument(projectId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(
    EXISTS (SELECT 1 FROM leases
            WHERE leases.project_id = ${projectId}::uuid AND leases.status = 'Active')
    OR ${hasOpenAttachmentInProject(projectId)})`;
}

/**
 * A condition, true while an instrument is attached (not detached) at one of the project's
 * locations. Kept here rather than in the monitoring locations module, which imports this module
 * (project access), so the two never import each other.
 */
function hasOpenAttachmentInProject(projectId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM attachments
               JOIN monitoring_locations ON monitoring_locations.id = attachments.monitoring_location_id
               WHERE monitoring_locations.project_id = ${projectId}::uuid
                 AND attachments.detached_at IS NULL)`;
}

/**
 * Marks a live project deleted unless an instrument is attached to it, in one statement so an
 * attachment cannot slip in between the check and the change. 'attached' when refused.
 */
export async function softDelete(
  db: Db,
  id: string,
  at: Date,
): Promise<'deleted' | 'attached' | 'missing'> {
  const result = await db
    .updateTable('projects')
    .set({ deleted_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(sql<SqlBool>`NOT ${attachedInstrument(id)}`)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return 'deleted';
  const row = await db
    .selectFrom('projects')
    .select(attachedInstrument(id).as('attached'))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.attached ? 'attached' : 'missing';
}

/** Stars a project for a user; starring twice changes nothing. */
export async function addFavourite(db: Db, userId: string, projectId: string): Promise<void> {
  await db
    .insertInto('project_favourites')
    .values({ user_id: userId, project_id: projectId })
    .onConflict((oc) => oc.columns(['user_id', 'project_id']).doNothing())
    .execute();
}

/** Unstars a project for a user; unstarring one not starred changes nothing. */
export async function removeFavourite(db: Db, userId: string, projectId: string): Promise<void> {
  await db
    .deleteFrom('project_favourites')
    .where('user_id', '=', userId)
    .where('project_id', '=', projectId)
    .execute();
}

/**
 * Whether the organisation has an instrument in no project: one it owns with no active lease, or
 * one actively leased to it without a project.
 */
export async function hasInstrumentsOutsideProjects(
  db: Db,
  organisationId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('instruments')
    .leftJoin('leases', (join) =>
      join.onRef('leases.instrument_id', '=', 'instruments.id').on('leases.status', '=', 'Active'),
    )
    .select('instruments.id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('leases.id', 'is', null),
          eb('instruments.owner_organisation_id', '=', organisationId),
        ]),
        eb.and([
          eb('leases.organisation_id', '=', organisationId),
          eb('leases.project_id', 'is', null),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
