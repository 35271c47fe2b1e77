import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Sensor numbers of db/migrations/0003 used by tests. */
export const SENSOR = { VOC: 5, PM10: 14, WS: 21, WD: 22 } as const;

/** Options of createProject (ours, issue 19). */
export interface CreateProjectOptions {
  /**
   * Whether the project gets a paid licence (default true). Its start_date is NULL (licensed
   * before tracking began), so it holds at every instant a test clock moves to; false leaves the
   * project unlicensed (its data, alerts and reports stop while ProjectLicensing is on).
   */
  licensed?: boolean;
}

/** Creates a project of an organisation (by name) with a time zone, licensed unless told. */
export async function createProject(
  db: Kysely<Database>,
  organisation: string,
  name: string,
  timeZone: string | CreateProjectOptions = 'Etc/UTC',
  options: CreateProjectOptions = {},
) {
  if (typeof timeZone !== 'string')
    return createProject(db, organisation, name, 'Etc/UTC', timeZone);
  const org = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', organisation)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('projects')
    .values({
      organisation_id: org.id,
      name,
      latitude: 40.67,
      longitude: -73.99,
      location_label: 'Brooklyn, NY',
      time_zone_id: timeZone,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.licensed ?? true) {
    await db
      .insertInto('project_licences')
      .values({ project_id: row.id, is_trial: false, start_date: null })
      .execute();
  }
  return { id: row.id, organisationId: org.id };
}

/** Creates an instrument owned by an organisation, leased to it (and a project), with sensors. */
export async function createInstrument(
  db: Kysely<Database>,
  owner: { organisationId: string; projectId?: string | null },
  serial: string,
  sensorIds: readonly number[],
  leaseStart = new Date('2026-01-01T00:00:00Z'),
) {
  const row = await db
    .insertInto('instruments')
    .values({
      serial,
      name: serial,
      model: 'AQ Sentinel 2',
      owner_organisation_id: owner.organisationId,
      battery: 90,
      inventory_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('instrument_sensors')
    .values(sensorIds.map((sensor_id) => ({ instrument_id: row.id, sensor_id })))
    .execute();
  await db
    .insertInto('leases')
    .values({
      instrument_id: row.id,
      organisation_id: owner.organisationId,
      project_id: owner.projectId ?? null,
      start_date: leaseStart,
    })
    .execute();
  return row.id;
}

/** Creates a monitoring location. */
export async function createLocation(db: Kysely<Database>, projectId: string, name: string) {
  const row = await db
    .insertInto('monitoring_locations')
    .values({ project_id: projectId, name, latitude: 40.675, longitude: -73.99 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Attaches an instrument to a location from `at` (until `until`, when given). */
export async function attach(
  db: Kysely<Database>,
  instrumentId: number,
  locationId: string,
  at: Date,
  until: Date | null = null,
) {
  await db
    .insertInto('attachments')
    .values({
      instrument_id: instrumentId,
      monitoring_location_id: locationId,
      attached_at: at,
      detached_at: until,
    })
    .execute();
}
