import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  DEMO_EXTRA_PROJECTS,
  DEMO_OTHER_ORGANISATION_PROJECTS,
  type DemoProject,
} from './extra-projects';
import { DEMO_ORGANISATIONS } from './seed';
import { DEMO_SITES, DEMO_SPARE_INSTRUMENTS, type DemoInstrument } from './simulator/site';

/** How long before the first start the demo instruments were installed. */
const INSTALLED_DAYS_AGO = 30;

/** The DER-10 demo site: the viewer's only project, and the administrator's favourite. */
export const DEMO_VIEWER_PROJECT = 'Gowanus Canal Remediation';

/**
 * Creates the demo's projects, monitoring locations and instruments (leased to the project and
 * attached to their location), and the spare instruments, in the demo organisation; then the extra
 * projects without instruments (enough to page the projects list), two projects of the second
 * organisation, the viewer's membership of the DER-10 Gowanus project (their only one) and the
 * administrator's star on it. Runs once: it does nothing when the demo organisation already has a
 * project.
 */
export async function seedDemoSites(db: Kysely<Database>, now: Date): Promise<boolean> {
  const demo = await db
    .selectFrom('organisations')
    .select('id')
    .where('is_demo', '=', true)
    .executeTakeFirst();
  if (!demo) return false;
  const existing = await db
    .selectFrom('projects')
    .select('id')
    .where('organisation_id', '=', demo.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;
  const installed = new Date(now.getTime() - INSTALLED_DAYS_AGO * 86_400_000);
  const sensorIds = new Map(
    (await db.selectFrom('sensors').select(['id', 'code']).execute()).map((s) => [s.code, s.id]),
  );

  await db.transaction().execute(async (trx) => {
    const createInstrument = async (
      instrument: DemoInstrument,
      projectId: string | null,
      spare: boolean,
    ) => {
      const row = await trx
        .insertInto('instruments')
        .values({
          serial: instrument.serial,
          name: instrument.name,
          model: instrument.model,
          owner_organisation_id: demo.id,
          battery: 100,
          inventory_status: spare ? 'Spare' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('instrument_sensors')
        .values(
          instrument.sensors.map((code) => ({
            instrument_id: row.id,
            sensor_id: sensorIds.get(code) as number,
          })),
        )
        .execute();
      if (projectId) {
        await trx
          .insertInto('leases')
          .values({
            instrument_id: row.id,
            organisation_id: demo.id,
            project_id: projectId,
            start_date: installed,
          })
          .execute();
      }
      return row.id;
    };

    for (const site of DEMO_SITES) {
      const project = await trx
        .insertInto('projects')
        .values({
          organisation_id: demo.id,
          name: site.projectName,
          latitude: site.centre.lat,
          longitude: site.centre.lng,
          location_label: site.city,
          time_zone_id: site.timeZone,
          summer_time_adjusted: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const location of site.locations) {
        const locationRow = await trx
          .insertInto('monitoring_locations')
          .values({
            project_id: project.id,
            name: location.name,
            latitude: location.lat,
            longitude: location.lng,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const instrumentId = await createInstrument(location.instrument, project.id, false);
        await trx
          .insertInto('attachments')
          .values({
            instrument_id: instrumentId,
            monitoring_location_id: locationRow.id,
            attached_at: installed,
          })
          .execute();
      }
    }
    for (const spare of DEMO_SPARE_INSTRUMENTS) await createInstrument(spare, null, true);

    const insertProjects = async (organisationId: string, projects: readonly DemoProject[]) => {
      for (const project of projects) {
        await trx
          .insertInto('projects')
          .values({
            organisation_id: organisationId,
            name: project.name,
            latitude: project.lat,
            longitude: project.lng,
            location_label: project.label,
            time_zone_id: project.timeZone,
            summer_time_adjusted: true,
          })
          .execute();
      }
    };
    await insertProjects(demo.id, DEMO_EXTRA_PROJECTS);
    const other = await trx
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', DEMO_ORGANISATIONS.other)
      .executeTakeFirst();
    const otherHasProjects =
      other &&
      (await trx
        .selectFrom('projects')
        .select('id')
        .where('organisation_id', '=', other.id)
        .limit(1)
        .executeTakeFirst());
    if (other && !otherHasProjects)
      await insertProjects(other.id, DEMO_OTHER_ORGANISATION_PROJECTS);

    const gowanus = await trx
      .selectFrom('projects')
      .select('id')
      .where('organisation_id', '=', demo.id)
      .where('name', '=', DEMO_VIEWER_PROJECT)
      .executeTakeFirstOrThrow();
    const user = (username: string) =>
      trx
        .selectFrom('users')
        .select('id')
        .where('organisation_id', '=', demo.id)
        .where('username', '=', username)
        .executeTakeFirst();
    const viewer = await user('viewer');
    if (viewer) {
      await trx
        .insertInto('project_members')
        .values({ project_id: gowanus.id, user_id: viewer.id })
        .execute();
    }
    const admin = await user('admin');
    if (admin) {
      await trx
        .insertInto('project_favourites')
        .values({ user_id: admin.id, project_id: gowanus.id })
        .execute();
    }
  });
  return true;
}
