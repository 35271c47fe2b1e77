import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_SITES, DEMO_SPARE_INSTRUMENTS, type DemoInstrument } from './simulator/site';

/** How long before the first start the demo instruments were installed. */
const INSTALLED_DAYS_AGO = 30;

/**
 * Creates the demo's projects, monitoring locations and instruments (leased to the project and
 * attached to their location), and the spare instruments, in the demo organisation. Runs once:
 * it does nothing when the demo organisation already has a project, and never for another
 * organisation.
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
  });
  return true;
}
