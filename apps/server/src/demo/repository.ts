import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The demo seeding's own writes and lookups. What belongs to a module (users, monitoring
// locations, notifications, readings) goes through that module's repository instead.

type Db = Kysely<Database>;

/** Whether the database holds any organisation (the demo is seeded only into an empty one). */
export async function anyOrganisationExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('organisations').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Inserts an organisation with no logo or background; returns its id. */
export async function insertOrganisation(
  db: Db,
  organisation: { name: string; isDemo: boolean },
): Promise<string> {
  const row = await db
    .insertInto('organisations')
    .values({
      name: organisation.name,
      logo_url: null,
      background_url: null,
      is_demo: organisation.isDemo,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets an organisation's feature flags. */
export async function insertFeatureFlags(
  db: Db,
  organisationId: string,
  flags: Readonly<Record<string, boolean>>,
): Promise<void> {
  await db
    .insertInto('feature_flags')
    .values(
      Object.entries(flags).map(([flag, enabled]) => ({
        organisation_id: organisationId,
        flag,
        enabled,
      })),
    )
    .execute();
}

/** The id of the demo organisation, if it exists. */
export async function demoOrganisationId(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where('is_demo', '=', true)
    .executeTakeFirst();
  return row?.id;
}

/** The id of the organisation with exactly this name, if it exists. */
export async function organisationIdByName(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}

/** Whether an organisation has any project (deleted ones included). */
export async function organisationHasProject(db: Db, organisationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The fields of a seeded project; the time zone and summer time default as the table says. */
export interface SeedProject {
  organisationId: string;
  name: string;
  latitude: number;
  longitude: number;
  locationLabel: string | null;
  timeZoneId?: string;
  summerTimeAdjusted?: boolean;
}

/** Inserts a project; returns its id. */
export async function insertProject(db: Db, project: SeedProject): Promise<string> {
  const row = await db
    .insertInto('projects')
    .values({
      organisation_id: project.organisationId,
      name: project.name,
      latitude: project.latitude,
      longitude: project.longitude,
      location_label: project.locationLabel,
      ...(project.timeZoneId !== undefined ? { time_zone_id: project.timeZoneId } : {}),
      ...(project.summerTimeAdjusted !== undefined
        ? { summer_time_adjusted: project.summerTimeAdjusted }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of an organisation's project with exactly this name. */
export async function projectIdByName(
  db: Db,
  organisationId: string,
  name: string,
): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of an organisation's user with this username, if there is one. */
export async function userIdByUsername(
  db: Db,
  organisationId: string,
  username: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.id;
}

/** Makes a user a member of a project. */
export async function insertProjectMember(
  db: Db,
  projectId: string,
  userId: string,
): Promise<void> {
  await db
    .insertInto('project_members')
    .values({ project_id: projectId, user_id: userId })
    .execute();
}

/** The fields of a seeded instrument. */
export interface SeedInstrument {
  serial: string;
  name: string;
  model: string;
  ownerOrganisationId: string;
  battery: number;
  inventoryStatus: string | null;
}

/** Inserts instruments, each with the given sensors fitted; returns their ids in order. */
export async function insertInstruments(
  db: Db,
  instruments: readonly SeedInstrument[],
  sensorIds: readonly number[],
): Promise<number[]> {
  if (instruments.length === 0) return [];
  const rows = await db
    .insertInto('instruments')
    .values(
      instruments.map((instrument) => ({
        serial: instrument.serial,
        name: instrument.name,
        model: instrument.model,
        owner_organisation_id: instrument.ownerOrganisationId,
        battery: instrument.battery,
        inventory_status: instrument.inventoryStatus,
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id);
  if (sensorIds.length) {
    await db
      .insertInto('instrument_sensors')
      .values(
        ids.flatMap((instrument_id) =>
          sensorIds.map((sensor_id) => ({ instrument_id, sensor_id })),
        ),
      )
      .execute();
  }
  return ids;
}

/** Leases an instrument to an organisation (and one of its projects) from a date. */
export async function insertLease(
  db: Db,
  lease: { instrumentId: number; organisationId: string; projectId: string | null; start: Date },
): Promise<void> {
  await db
    .insertInto('leases')
    .values({
      instrument_id: lease.instrumentId,
      organisation_id: lease.organisationId,
      project_id: lease.projectId,
      start_date: lease.start,
    })
    .execute();
}

/** Refreshes the planner's statistics after a large write (the simulator's backfill). */
export async function analyze(db: Db): Promise<void> {
  await sql`ANALYZE`.execute(db);
}

/** The monitoring locations of a project by name. */
export async function locationIdsByName(db: Db, projectId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('monitoring_locations')
    .select(['id', 'name'])
    .where('project_id', '=', projectId)
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The id of a project's contribution with exactly this name, if there is one. */
export async function contributionIdByName(
  db: Db,
  projectId: string,
  name: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('contributions')
    .select('id')
    .where('project_id', '=', projectId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}

/** Whether an organisation has any alert: an event rule or a contribution alert config. */
export async function organisationHasAlert(db: Db, organisationId: string): Promise<boolean> {
  const rule = await db
    .selectFrom('event_rules')
    .innerJoin('projects', 'projects.id', 'event_rules.project_id')
    .select('event_rules.id')
    .where('projects.organisation_id', '=', organisationId)
    .limit(1)
    .executeTakeFirst();
  if (rule) return true;
  const config = await db
    .selectFrom('contribution_alert_configs')
    .innerJoin('contributions', 'contributions.id', 'contribution_alert_configs.contribution_id')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .select('contribution_alert_configs.id')
    .where('projects.organisation_id', '=', organisationId)
    .limit(1)
    .executeTakeFirst();
  return config !== undefined;
}

/** The id of an organisation's live project with exactly this name, if there is one. */
export async function findProjectIdByName(
  db: Db,
  organisationId: string,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('name', '=', name)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}
