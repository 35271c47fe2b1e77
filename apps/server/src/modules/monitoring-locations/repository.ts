import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

// Every read of monitoring locations and of the attachments that place instruments at them, for
// the modules that need them (readings, map, navigation, the demo). The monitoring
// locations module (routes, service) is built on top of this file.

/** A location of a project with one attachment that overlaps a range (null fields: none does). */
export interface LocationAttachmentRow {
  id: string;
  name: string;
  instrument_id: number | null;
  attached_at: Date | null;
  detached_at: Date | null;
}

/**
 * The monitoring locations of a project (or the one `locationId`), by name, each with the
 * attachments that overlap the range (from, to] in the order they started: one row per
 * attachment, or one row with null attachment fields for a location that had none then.
 */
export function locationAttachments(
  db: Kysely<Database>,
  projectId: string,
  from: number,
  to: number,
  locationId?: string,
): Promise<LocationAttachmentRow[]> {
  return db
    .selectFrom('monitoring_locations')
    .leftJoin('attachments', (join) =>
      join
        .onRef('attachments.monitoring_location_id', '=', 'monitoring_locations.id')
        .on('attachments.attached_at', '<', new Date(to))
        .on((eb) =>
          eb.or([
            eb('attachments.detached_at', 'is', null),
            eb('attachments.detached_at', '>', new Date(from)),
          ]),
        ),
    )
    .select([
      'monitoring_locations.id',
      'monitoring_locations.name',
      'attachments.instrument_id',
      'attachments.attached_at',
      'attachments.detached_at',
    ])
    .where('monitoring_locations.project_id', '=', projectId)
    .$if(locationId !== undefined, (q) =>
      q.where('monitoring_locations.id', '=', locationId as string),
    )
    .orderBy('monitoring_locations.name')
    .orderBy('attachments.attached_at')
    .execute();
}

/**
 * A monitoring location of a live project, with the project's organisation; undefined when there
 * is none or its project is deleted (a deleted project's locations are gone for every read, like
 * the project itself).
 */
export function findLiveLocation(db: Kysely<Database>, locationId: string) {
  return db
    .selectFrom('monitoring_locations')
    .innerJoin('projects', 'projects.id', 'monitoring_locations.project_id')
    .select(['monitoring_locations.name', 'projects.organisation_id'])
    .where('monitoring_locations.id', '=', locationId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The location an instrument is attached to now. */
export interface CurrentLocation {
  name: string;
  latitude: number;
  longitude: number;
}

/** Where instruments are attached now: the location of each open attachment, newest first. */
export async function currentLocationsOf(
  db: Kysely<Database>,
  instrumentIds: readonly number[],
): Promise<Map<number, CurrentLocation>> {
  if (instrumentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('attachments')
    .innerJoin(
      'monitoring_locations',
      'monitoring_locations.id',
      'attachments.monitoring_location_id',
    )
    .select([
      'attachments.instrument_id',
      'monitoring_locations.name',
      'monitoring_locations.latitude',
      'monitoring_locations.longitude',
    ])
    .where('attachments.instrument_id', 'in', [...instrumentIds])
    .where('attachments.detached_at', 'is', null)
    .orderBy('attachments.attached_at', 'desc')
    .execute();
  const byInstrument = new Map<number, CurrentLocation>();
  for (const row of rows) {
    // One location per instrument even if data were inconsistent (two open attachments).
    if (!byInstrument.has(row.instrument_id)) {
      byInstrument.set(row.instrument_id, {
        name: row.name,
        latitude: row.latitude,
        longitude: row.longitude,
      });
    }
  }
  return byInstrument;
}

/** The fields of a new monitoring location. */
export interface NewLocation {
  projectId: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** Inserts a monitoring location; returns its id. */
export async function insertLocation(db: Kysely<Database>, location: NewLocation): Promise<string> {
  const row = await db
    .insertInto('monitoring_locations')
    .values({
      project_id: location.projectId,
      name: location.name,
      latitude: location.latitude,
      longitude: location.longitude,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Attaches an instrument to a location from `at` (until `until`, when given); returns the attachment's id. */
export async function insertAttachment(
  db: Kysely<Database>,
  attachment: { instrumentId: number; locationId: string; at: Date; until?: Date | null },
): Promise<string> {
  const row = await db
    .insertInto('attachments')
    .values({
      instrument_id: attachment.instrumentId,
      monitoring_location_id: attachment.locationId,
      attached_at: attachment.at,
      detached_at: attachment.until ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// The monitoring locations module's own reads and writes (routes.ts → service.ts → here).

type Db = Kysely<Database>;

/** A live project with its organisation and whether `userId` is a member of it. */
export interface ProjectScope {
  id: string;
  name: string;
  organisation_id: string;
  organisation_name: string;
  is_member: boolean;
}

function liveProjects(db: Db, userId: string) {
  return db
    .selectFrom('projects')
    .innerJoin('organisations', 'organisations.id', 'projects.organisation_id')
    .select((eb) => [
      'projects.id',
      'projects.name',
      'projects.organisation_id',
      'organisations.name as organisation_name',
      eb
        .exists(
          eb
            .selectFrom('project_members')
            .whereRef('project_members.project_id', '=', 'projects.id')
            .where('project_members.user_id', '=', userId)
            .select(sql`1`.as('one')),
        )
        .$castTo<boolean>()
        .as('is_member'),
    ])
    .where('projects.deleted_at', 'is', null);
}

/** A live project of an organisation by id or, failing that, by name (ignoring case). */
export function findProjectScopeByKey(
  db: Db,
  organisationId: string,
  key: string,
  isId: boolean,
  userId: string,
): Promise<ProjectScope | undefined> {
  return liveProjects(db, userId)
    .where('projects.organisation_id', '=', organisationId)
    .where((eb) =>
      isId
        ? eb.or([
            eb('projects.id', '=', key),
            eb(sql`lower(projects.name)`, '=', key.toLowerCase()),
          ])
        : eb(sql`lower(projects.name)`, '=', key.toLowerCase()),
    )
    .orderBy(sql`projects.id = ${isId ? key : null}::uuid`, 'desc')
    .executeTakeFirst();
}

/** An organisation's id by name, ignoring case. */
export async function findOrganisationId(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where(sql<SqlBool>`lower(name) = lower(${name}::text)`)
    .executeTakeFirst();
  return row?.id;
}

/** A monitoring location as the module reads it. */
export interface LocationRecord {
  id: string;
  project_id: string;
  name: string;
  latitude: number;
  longitude: number;
  is_hidden: boolean;
}

const LOCATION_COLUMNS = [
  'monitoring_locations.id',
  'monitoring_locations.project_id',
  'monitoring_locations.name',
  'monitoring_locations.latitude',
  'monitoring_locations.longitude',
  'monitoring_locations.is_hidden',
] as const;

/** A monitoring location by id (any project; the caller checks the project). */
export function findLocation(db: Db, locationId: string): Promise<LocationRecord | undefined> {
  return db
    .selectFrom('monitoring_locations')
    .select(LOCATION_COLUMNS)
    .where('monitoring_locations.id', '=', locationId)
    .executeTakeFirst();
}

/** A location of a project by id or, failing that, by name (ignoring case). */
export function findLocationByKey(
  db: Db,
  projectId: string,
  key: string,
  isId: boolean,
): Promise<LocationRecord | undefined> {
  return db
    .selectFrom('monitoring_locations')
    .select(LOCATION_COLUMNS)
    .where('monitoring_locations.project_id', '=', projectId)
    .where((eb) =>
      isId
        ? eb.or([
            eb('monitoring_locations.id', '=', key),
            eb(sql`lower(monitoring_locations.name)`, '=', key.toLowerCase()),
          ])
        : eb(sql`lower(monitoring_locations.name)`, '=', key.toLowerCase()),
    )
    .orderBy(sql`monitoring_locations.id = ${isId ? key : null}::uuid`, 'desc')
    .executeTakeFirst();
}

/** The locations of a project by name (hidden ones included). */
export function projectLocations(db: Db, projectId: string): Promise<LocationRecord[]> {
  return db
    .selectFrom('monitoring_locations')
    .select(LOCATION_COLUMNS)
    .where('monitoring_locations.project_id', '=', projectId)
    .orderBy(sql`lower(monitoring_locations.name)`)
    .orderBy('monitoring_locations.id')
    .execute();
}

/** Whether a project has another location of this name, ignoring case. */
export async function locationNameTaken(
  db: Db,
  projectId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('monitoring_locations')
    .select('id')
    .where('project_id', '=', projectId)
    .where(sql<SqlBool>`lower(name) = lower(${name}::text)`)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as string))
    .executeTakeFirst();
  return row !== undefined;
}

/** Renames and moves a location. */
export async function updateLocation(
  db: Db,
  locationId: string,
  fields: { name: string; latitude: number; longitude: number },
): Promise<void> {
  await db
    .updateTable('monitoring_locations')
    .set({ name: fields.name, latitude: fields.latitude, longitude: fields.longitude })
    .where('id', '=', locationId)
    .execute();
}

/**
 * Hides a location unless an instrument is attached to it now, in one statement so an attach
 * cannot slip in between. False when refused.
 */
export async function hideUnlessAttached(db: Db, locationId: string): Promise<boolean> {
  const row = await db
    .updateTable('monitoring_locations')
    .set({ is_hidden: true })
    .where('id', '=', locationId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('attachments')
            .select(sql`1`.as('one'))
            .where('attachments.monitoring_location_id', '=', locationId)
            .where('attachments.detached_at', 'is', null),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Shows a hidden location. */
export async function showLocation(db: Db, locationId: string): Promise<void> {
  await db
    .updateTable('monitoring_locations')
    .set({ is_hidden: false })
    .where('id', '=', locationId)
    .execute();
}

/**
 * Deletes a location that never had an instrument, in one statement so an attach cannot slip in
 * between. False when refused.
 */
export async function deleteUnlessEverAttached(db: Db, locationId: string): Promise<boolean> {
  const row = await db
    .deleteFrom('monitoring_locations')
    .where('id', '=', locationId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('attachments')
            .select(sql`1`.as('one'))
            .where('attachments.monitoring_location_id', '=', locationId),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether any reading was recorded at a location: a reading of an instrument stamped within one of
 * its attachments there, in (attached_at, detached_at] as the series count them. Probed per sensor
 * code, so each probe is a range of the readings' (instrument, sensor, ts) index, however much
 * data the instrument holds outside the attachment.
 */
export async function hasRecordedReading(db: Db, locationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('attachments')
    .innerJoin('sensors', (join) => join.on(sql<SqlBool>`true`))
    .select(sql`1`.as('one'))
    .where('attachments.monitoring_location_id', '=', locationId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('readings')
          .select(sql`1`.as('one'))
          .whereRef('readings.instrument_id', '=', 'attachments.instrument_id')
          .whereRef('readings.sensor_id', '=', 'sensors.id')
          .whereRef('readings.ts', '>', 'attachments.attached_at')
          .where((eb) =>
            eb.or([
              eb('attachments.detached_at', 'is', null),
              eb('readings.ts', '<=', eb.ref('attachments.detached_at')),
            ]),
          ),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** An attachment with its instrument and location, as the module reads it. */
export interface AttachmentRecord {
  id: string;
  instrument_id: number;
  serial: string;
  instrument_name: string;
  monitoring_location_id: string;
  location_name: string;
  project_id: string;
  organisation_id: string;
  attached_at: Date;
  detached_at: Date | null;
}

function attachmentRows(db: Db) {
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
      'instruments.name as instrument_name',
      'attachments.monitoring_location_id',
      'monitoring_locations.name as location_name',
      'monitoring_locations.project_id',
      'projects.organisation_id',
      'attachments.attached_at',
      'attachments.detached_at',
    ]);
}

/** Every attachment at any of the locations, in the order they started. */
export async function attachmentsAt(
  db: Db,
  locationIds: readonly string[],
): Promise<AttachmentRecord[]> {
  if (locationIds.length === 0) return [];
  return attachmentRows(db)
    .where('attachments.monitoring_location_id', 'in', [...locationIds])
    .orderBy('attachments.attached_at')
    .execute();
}

/** Every attachment of an instrument, wherever it was, in the order they started. */
export function attachmentsOfInstrument(db: Db, instrumentId: number): Promise<AttachmentRecord[]> {
  return attachmentRows(db)
    .where('attachments.instrument_id', '=', instrumentId)
    .orderBy('attachments.attached_at')
    .execute();
}

/** Ends an open attachment at `at`. */
export async function closeAttachment(db: Db, attachmentId: string, at: Date): Promise<void> {
  await db
    .updateTable('attachments')
    .set({ detached_at: at })
    .where('id', '=', attachmentId)
    .where('detached_at', 'is', null)
    .execute();
}

/** An instrument with its active lease (null fields: none). */
export interface InstrumentLeaseRecord {
  id: number;
  serial: string;
  name: string;
  owner_organisation_id: string;
  lease_id: string | null;
  lease_organisation_id: string | null;
  lease_project_id: string | null;
  lease_start: Date | null;
}

/**
 * An instrument by number with its active lease; `lock` holds its row until the transaction ends,
 * so two attaches of one instrument run one after the other.
 */
export function findInstrumentWithLease(
  db: Db,
  instrumentId: number,
  lock = false,
): Promise<InstrumentLeaseRecord | undefined> {
  let query = db
    .selectFrom('instruments')
    .leftJoin('leases', (join) =>
      join.onRef('leases.instrument_id', '=', 'instruments.id').on('leases.status', '=', 'Active'),
    )
    .select([
      'instruments.id',
      'instruments.serial',
      'instruments.name',
      'instruments.owner_organisation_id',
      'leases.id as lease_id',
      'leases.organisation_id as lease_organisation_id',
      'leases.project_id as lease_project_id',
      'leases.start_date as lease_start',
    ])
    .where('instruments.id', '=', instrumentId);
  if (lock) query = query.forUpdate('instruments');
  return query.executeTakeFirst();
}

/** Whether an organisation ever leased an instrument (a terminated lease included). */
export async function everLeasedTo(
  db: Db,
  instrumentId: number,
  organisationId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('leases')
    .select('id')
    .where('instrument_id', '=', instrumentId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives an active lease that waits in its organisation to a project. */
export async function assignLeaseToProject(
  db: Db,
  leaseId: string,
  projectId: string,
): Promise<void> {
  await db
    .updateTable('leases')
    .set({ project_id: projectId })
    .where('id', '=', leaseId)
    .where('status', '=', 'Active')
    .where('project_id', 'is', null)
    .execute();
}

/** The state of instruments the status needs: operation mode, sensor healths, newest reading. */
export interface InstrumentStateRecord {
  id: number;
  operation_mode: string;
  healths: string[];
  last_ts: Date | null;
}

/** Operation mode, sensor healths and newest reading of instruments by number. */
export async function instrumentStates(
  db: Db,
  instrumentIds: readonly number[],
): Promise<InstrumentStateRecord[]> {
  if (instrumentIds.length === 0) return [];
  const rows = await db
    .selectFrom('instruments')
    .select((eb) => [
      'instruments.id',
      'instruments.operation_mode',
      eb
        .selectFrom('instrument_sensors')
        .whereRef('instrument_sensors.instrument_id', '=', 'instruments.id')
        .select(sql<string[]>`coalesce(array_agg(instrument_sensors.health), '{}')`.as('h'))
        .as('healths'),
      eb
        .selectFrom('latest')
        .whereRef('latest.instrument_id', '=', 'instruments.id')
        .select(sql<Date | null>`max(latest.ts)`.as('ts'))
        .as('last_ts'),
    ])
    .where('instruments.id', 'in', [...instrumentIds])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    operation_mode: row.operation_mode,
    healths: row.healths ?? [],
    last_ts: row.last_ts ? new Date(row.last_ts) : null,
  }));
}

/** The sensor codes fitted to instruments, by sensor number. */
export function sensorsOf(db: Db, instrumentIds: readonly number[]) {
  if (instrumentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('instrument_sensors')
    .innerJoin('sensors', 'sensors.id', 'instrument_sensors.sensor_id')
    .select(['instrument_sensors.instrument_id', 'sensors.id as sensor_id', 'sensors.code'])
    .where('instrument_sensors.instrument_id', 'in', [...instrumentIds])
    .orderBy('sensors.id')
    .execute();
}

/** The newest reading of each sensor of the instruments. */
export function latestReadingsOf(db: Db, instrumentIds: readonly number[]) {
  if (instrumentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('latest')
    .innerJoin('sensors', 'sensors.id', 'latest.sensor_id')
    .select(['latest.instrument_id', 'sensors.code', 'latest.ts', 'latest.value'])
    .where('latest.instrument_id', 'in', [...instrumentIds])
    .execute();
}

/** An instrument of an organisation for a project's monitors list. */
export interface ProjectMonitorRecord {
  id: number;
  serial: string;
  name: string;
  lease_id: string;
  lease_status: 'Active' | 'Terminate';
  lease_start: Date;
  lease_end: Date | null;
  last_ts: Date | null;
}

/**
 * The instruments actively leased to an organisation for a project, and those leased to it and
 * waiting for one (no project), by name then serial, with the newest reading of each.
 */
export function projectMonitors(
  db: Db,
  organisationId: string,
  projectId: string,
): Promise<ProjectMonitorRecord[]> {
  return db
    .selectFrom('leases')
    .innerJoin('instruments', 'instruments.id', 'leases.instrument_id')
    .select((eb) => [
      'instruments.id',
      'instruments.serial',
      'instruments.name',
      'leases.id as lease_id',
      'leases.status as lease_status',
      'leases.start_date as lease_start',
      'leases.end_date as lease_end',
      eb
        .selectFrom('latest')
        .whereRef('latest.instrument_id', '=', 'instruments.id')
        .select(sql<Date | null>`max(latest.ts)`.as('ts'))
        .as('last_ts'),
    ])
    .where('leases.status', '=', 'Active')
    .where('leases.organisation_id', '=', organisationId)
    .where((eb) =>
      eb.or([eb('leases.project_id', '=', projectId), eb('leases.project_id', 'is', null)]),
    )
    .orderBy(sql`lower(instruments.name)`)
    .orderBy('instruments.serial')
    .execute() as Promise<ProjectMonitorRecord[]>;
}

/** Where instruments are attached now: the open attachment's location of each. */
export async function openAttachmentLocations(
  db: Db,
  instrumentIds: readonly number[],
): Promise<Map<number, string>> {
  if (instrumentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('attachments')
    .select(['instrument_id', 'monitoring_location_id'])
    .where('instrument_id', 'in', [...instrumentIds])
    .where('detached_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.instrument_id, row.monitoring_location_id]));
}

/** An instrument's number by serial. */
export async function findInstrumentIdBySerial(
  db: Db,
  serial: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('instruments')
    .select('id')
    .where('serial', '=', serial)
    .executeTakeFirst();
  return row?.id;
}
