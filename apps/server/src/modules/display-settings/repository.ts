import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

// Every read and write of project_display_settings (migration 0008), and the read of which
// sensors a project measures (the sensors of the instruments ever attached to its locations).

/** A customised sensor group of a project. */
export interface CustomGroupRow {
  sensor_group: string;
  display_unit: string;
  decimal_places: number;
  ppm_to_mgm3_factor: number | null;
}

/** A sensor measured at a project's location, and whether it sent data while attached there. */
export interface ProjectSensorRow {
  code: string;
  monitoring_location_id: string;
  received: boolean;
}

/** A live project with its organisation and the user's membership (db/project-membership.ts). */
export { findLiveProject } from '../../db/project-membership';

/** The customised sensor groups of a project, by name. */
export function customGroups(db: Db, projectId: string): Promise<CustomGroupRow[]> {
  return db
    .selectFrom('project_display_settings')
    .select(['sensor_group', 'display_unit', 'decimal_places', 'ppm_to_mgm3_factor'])
    .where('project_id', '=', projectId)
    .orderBy('sensor_group')
    .execute();
}

/**
 * The sensors of every instrument ever attached to a location of the project: one row per sensor
 * and location, `received` when a reading of that sensor arrived within one of the attachments.
 */
export async function projectSensors(db: Db, projectId: string): Promise<ProjectSensorRow[]> {
  const rows = await db
    .selectFrom('attachments')
    .innerJoin(
      'monitoring_locations',
      'monitoring_locations.id',
      'attachments.monitoring_location_id',
    )
    .innerJoin(
      'instrument_sensors',
      'instrument_sensors.instrument_id',
      'attachments.instrument_id',
    )
    .innerJoin('sensors', 'sensors.id', 'instrument_sensors.sensor_id')
    .select([
      'sensors.code',
      'monitoring_locations.id as monitoring_location_id',
      sql<SqlBool>`bool_or(exists (
        select 1 from readings r
        where r.instrument_id = attachments.instrument_id
          and r.sensor_id = instrument_sensors.sensor_id
          and r.ts >= attachments.attached_at
          and (attachments.detached_at is null or r.ts <= attachments.detached_at)
      ))`.as('received'),
    ])
    .where('monitoring_locations.project_id', '=', projectId)
    .groupBy(['sensors.code', 'monitoring_locations.id'])
    .orderBy('sensors.code')
    .orderBy('monitoring_locations.id')
    .execute();
  return rows.map((row) => ({ ...row, received: Boolean(row.received) }));
}

/** Stores a group's customisation (replacing any earlier one). */
export async function saveGroup(db: Db, projectId: string, row: CustomGroupRow): Promise<void> {
  await db
    .insertInto('project_display_settings')
    .values({ project_id: projectId, ...row })
    .onConflict((conflict) =>
      conflict.columns(['project_id', 'sensor_group']).doUpdateSet({
        display_unit: row.display_unit,
        decimal_places: row.decimal_places,
        ppm_to_mgm3_factor: row.ppm_to_mgm3_factor,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/** Forgets a group's customisation (back to the catalogue defaults). */
export async function deleteGroup(db: Db, projectId: string, group: string): Promise<void> {
  await db
    .deleteFrom('project_display_settings')
    .where('project_id', '=', projectId)
    .where('sensor_group', '=', group)
    .execute();
}

/** Forgets every customisation of a project. */
export async function deleteAllGroups(db: Db, projectId: string): Promise<void> {
  await db.deleteFrom('project_display_settings').where('project_id', '=', projectId).execute();
}

/**
 * Makes the target's customisations a copy of the source's (groups the source leaves at their
 * defaults become default in the target too). Run it in a transaction.
 */
export async function copyGroups(db: Db, sourceProjectId: string, targetProjectId: string) {
  await deleteAllGroups(db, targetProjectId);
  const rows = await customGroups(db, sourceProjectId);
  if (rows.length === 0) return;
  await db
    .insertInto('project_display_settings')
    .values(rows.map((row) => ({ project_id: targetProjectId, ...row })))
    .execute();
}
