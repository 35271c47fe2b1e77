import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { saveGroup } from '../modules/display-settings/repository';
import { insertAttachment, insertLocation } from '../modules/monitoring-locations/repository';
import { addFavourite } from '../modules/projects/repository';
import { sensorIds } from '../modules/readings/repository';
import {
  DEMO_EXTRA_PROJECTS,
  DEMO_OTHER_ORGANISATION_PROJECTS,
  type DemoProject,
} from './extra-projects';
import { seedDemoLicensing } from './licensing-seed';
import { seedDemoRecords } from './records-seed';
import * as repo from './repository';
import { DEMO_ORGANISATIONS } from './seed';
import { DEMO_SITES, DEMO_SPARE_INSTRUMENTS, type DemoInstrument } from './simulator/site';

/** How long before the first start the demo instruments were installed. */
const INSTALLED_DAYS_AGO = 30;

/** The DER-10 demo site: the viewer's only project, and the administrator's favourite. */
export const DEMO_VIEWER_PROJECT = 'Gowanus Canal Remediation';

/** The demo site that shows PM10 in mg/m³ with 3 decimals (a customised display unit). */
export const DEMO_CUSTOM_UNITS_PROJECT = 'Harbour Demolition';

/**
 * Creates the demo's projects, monitoring locations and instruments (leased to the project and
 * attached to their location), and the spare instruments, in the demo organisation; then the extra
 * projects without instruments (enough to page the projects list), two projects of the second
 * organisation, the viewer's membership of the DER-10 Gowanus project (their only one) and the
 * administrator's star on it; the licences and subscriptions (licensing-seed.ts); and the sites'
 * set-up states and journal history (records-seed.ts).
 * Runs once: it does nothing when the demo organisation already has a project.
 */
export async function seedDemoSites(db: Kysely<Database>, now: Date): Promise<boolean> {
  const demoId = await repo.demoOrganisationId(db);
  if (!demoId) return false;
  if (await repo.organisationHasProject(db, demoId)) return false;
  const installed = new Date(now.getTime() - INSTALLED_DAYS_AGO * 86_400_000);
  const sensorIdByCode = await sensorIds(db);

  await db.transaction().execute(async (trx) => {
    const createInstrument = async (
      instrument: DemoInstrument,
      projectId: string | null,
      spare: boolean,
    ) => {
      const [id] = await repo.insertInstruments(
        trx,
        [
          {
            serial: instrument.serial,
            name: instrument.name,
            model: instrument.model,
            ownerOrganisationId: demoId,
            battery: 100,
            inventoryStatus: spare ? 'Spare' : null,
          },
        ],
        instrument.sensors.map((code) => sensorIdByCode.get(code) as number),
      );
      if (id === undefined) throw new Error(`Instrument ${instrument.serial} was not stored`);
      if (projectId) {
        await repo.insertLease(trx, {
          instrumentId: id,
          organisationId: demoId,
          projectId,
          start: installed,
        });
      }
      return id;
    };

    for (const site of DEMO_SITES) {
      const projectId = await repo.insertProject(trx, {
        organisationId: demoId,
        name: site.projectName,
        latitude: site.centre.lat,
        longitude: site.centre.lng,
        locationLabel: site.city,
        timeZoneId: site.timeZone,
        summerTimeAdjusted: true,
      });
      for (const location of site.locations) {
        const locationId = await insertLocation(trx, {
          projectId,
          name: location.name,
          latitude: location.lat,
          longitude: location.lng,
        });
        const instrumentId = await createInstrument(location.instrument, projectId, false);
        await insertAttachment(trx, { instrumentId, locationId, at: installed });
      }
      if (site.projectName === DEMO_CUSTOM_UNITS_PROJECT) {
        await saveGroup(trx, projectId, {
          sensor_group: 'PM10',
          display_unit: 'mg/m³',
          decimal_places: 3,
          ppm_to_mgm3_factor: null,
        });
      }
    }
    for (const spare of DEMO_SPARE_INSTRUMENTS) await createInstrument(spare, null, true);

    const insertProjects = async (organisationId: string, projects: readonly DemoProject[]) => {
      for (const project of projects) {
        await repo.insertProject(trx, {
          organisationId,
          name: project.name,
          latitude: project.lat,
          longitude: project.lng,
          locationLabel: project.label,
          timeZoneId: project.timeZone,
          summerTimeAdjusted: true,
        });
      }
    };
    await insertProjects(demoId, DEMO_EXTRA_PROJECTS);
    const otherId = await repo.organisationIdByName(trx, DEMO_ORGANISATIONS.other);
    if (otherId && !(await repo.organisationHasProject(trx, otherId)))
      await insertProjects(otherId, DEMO_OTHER_ORGANISATION_PROJECTS);
    await seedDemoLicensing(trx, { demoId, otherId }, now);

    const gowanus = await repo.projectIdByName(trx, demoId, DEMO_VIEWER_PROJECT);
    const viewer = await repo.userIdByUsername(trx, demoId, 'viewer');
    if (viewer) await repo.insertProjectMember(trx, gowanus, viewer);
    const admin = await repo.userIdByUsername(trx, demoId, 'admin');
    if (admin) await addFavourite(trx, admin, gowanus);
    await seedDemoRecords(trx, { organisationId: demoId, installed, now });
  });
  return true;
}
