import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertConfig } from '../modules/contribution-alerts/repository';
import { insertRule, type SourceValues } from '../modules/event-rules/repository';
import * as repo from './repository';
import { DEMO_SITES } from './simulator/site';

// The demo's alerts (issue 17, "Demo": "The demo projects carry a contribution alert, a set point
// rule and an offline rule with demo recipients; the simulator's spikes and its offline instrument
// make them fire"). Thresholds were chosen against the simulator (demo/simulator/model.ts) with
// its default seed over several weeks: at the Gowanus fence the 15-minute PM10 average of a
// location stays under about 100 µg/m³ while the works run normally and reaches 250–580 µg/m³ in
// the dust spikes (3 to 5 per working week, 10 to 40 minutes each), crossing 250 about 3 to 4
// times a week; the site's contribution (downwind − upwind) is some 20 µg/m³ lower and crosses 200
// about 4 times a week. Each reset point sits well under the set point, so one spike fires once.

/** The demo recipients: example.com addresses and North American fictional (555-01xx) numbers. */
export const DEMO_ALERT_EMAILS = ['ops@example.com', 'site.lead@example.com'] as const;
export const DEMO_ALERT_PHONES = ['+12125550123', '+12125550147'] as const;

/** The demo contribution the contribution alert watches (demo/contributions-seed.ts). */
export const DEMO_ALERT_CONTRIBUTION = 'Gowanus DER-10 CAMP';

/** Names of the demo alerts. */
export const DEMO_ALERT_NAMES = {
  contribution: 'Gowanus PM10 contribution',
  gowanusSetPoint: 'Gowanus fence PM10',
  harbourSetPoint: 'Harbour fence PM10',
  offline: 'East Gate offline',
} as const;

/**
 * The offline rule's duration: East Gate's instrument drops out once a week for 120 to 300
 * minutes (DEMO_SITES faults.offline), so every outage runs past it and fires once.
 */
export const DEMO_OFFLINE_MINUTES = 60;

/** The set point rules' trigger (per monitoring location, PM10 averaged over 15 minutes). */
const LOCATION_SET_POINT = { setPoint: 250, resetPoint: 150, averagingMinutes: 15 } as const;

/** The contribution alert's trigger (the contribution's own 15-minute rolling period). */
const CONTRIBUTION_SET_POINT = { setPoint: 200, resetPoint: 120, periodMinutes: 15 } as const;

const PM10_UNIT = 'µg/m³';

/**
 * Days of simulated history the demo's set point alerts are evaluated over when they are made, so
 * a new demo shows past events (and their held messages in the outbox) at once rather than at the
 * next working-hours spike. The offline rule watches from `now` (its sweep sees only the present).
 */
export const DEMO_ALERT_HISTORY_DAYS = 7;

function sources(
  locationIds: readonly string[],
  state: 'Armed' | 'Online',
  now: Date,
): SourceValues[] {
  return locationIds.map((locationId, position) => ({
    position,
    location_id: locationId,
    contribution_id: null,
    state,
    evaluated_until: null,
    outage_since: null,
    last_datum_at: null,
    watching_since: now,
    state_updated_at: now,
  }));
}

/**
 * Creates the demo alerts in the demo organisation, owned by its administrator: a set point event
 * rule on the perimeter locations of each demo site (PM10, 15-minute average), an offline event
 * rule on the location whose instrument the simulator takes offline, and a contribution alert
 * config on the Gowanus DER-10 contribution (PM10), each with the demo recipients and active at
 * all hours. The set point alerts watch from DEMO_ALERT_HISTORY_DAYS ago (the caller evaluates
 * that history once: main.ts), the offline rule from `now`.
 *
 * Runs once, like the rest of the demo: it does nothing when the demo organisation already has an
 * alert (an event rule or a contribution alert config), or has no demo sites yet. The
 * contribution alert is left out when its contribution does not exist. Returns how many alerts it
 * made.
 */
export async function seedDemoAlerts(db: Kysely<Database>, now: Date): Promise<number> {
  const demoId = await repo.demoOrganisationId(db);
  if (!demoId) return 0;
  if (await repo.organisationHasAlert(db, demoId)) return 0;
  const admin = await repo.userIdByUsername(db, demoId, 'admin');
  if (!admin) return 0;
  let made = 0;
  const historyStart = new Date(now.getTime() - DEMO_ALERT_HISTORY_DAYS * 24 * 60 * 60_000);
  await db.transaction().execute(async (trx) => {
    const recipients = { emails: [...DEMO_ALERT_EMAILS], phone_numbers: [...DEMO_ALERT_PHONES] };
    for (const site of DEMO_SITES) {
      const project = await repo.findProjectIdByName(trx, demoId, site.projectName);
      if (!project) continue;
      const ids = await repo.locationIdsByName(trx, project);
      const perimeter = site.locations
        .filter((location) => location.role === 'Perimeter')
        .map((location) => ids.get(location.name))
        .filter((id): id is string => id !== undefined);
      if (perimeter.length > 0) {
        await insertRule(trx, {
          projectId: project,
          createdBy: admin,
          values: {
            name:
              site.id === 'gowanus'
                ? DEMO_ALERT_NAMES.gowanusSetPoint
                : DEMO_ALERT_NAMES.harbourSetPoint,
            active: true,
            ...recipients,
            trigger_source: 'MonitoringLocation',
            trigger_type: 'SetPoint',
            offline_duration_minutes: null,
            sensor_code: 'PM10',
            sensor_unit: PM10_UNIT,
            set_point: LOCATION_SET_POINT.setPoint,
            reset_point: LOCATION_SET_POINT.resetPoint,
            averaging_period_minutes: LOCATION_SET_POINT.averagingMinutes,
            active_days: null,
            active_time_start: null,
            active_time_end: null,
          },
          sources: sources(perimeter, 'Armed', historyStart),
        });
        made += 1;
      }
      const offlineSerial = site.faults.offline?.serial;
      const offlineLocation = site.locations.find((l) => l.instrument.serial === offlineSerial);
      const offlineId = offlineLocation ? ids.get(offlineLocation.name) : undefined;
      if (offlineId) {
        await insertRule(trx, {
          projectId: project,
          createdBy: admin,
          values: {
            name: DEMO_ALERT_NAMES.offline,
            active: true,
            ...recipients,
            trigger_source: 'MonitoringLocation',
            trigger_type: 'Offline',
            offline_duration_minutes: DEMO_OFFLINE_MINUTES,
            sensor_code: null,
            sensor_unit: null,
            set_point: null,
            reset_point: null,
            averaging_period_minutes: null,
            active_days: null,
            active_time_start: null,
            active_time_end: null,
          },
          sources: sources([offlineId], 'Online', now),
        });
        made += 1;
      }
      const contribution = await repo.contributionIdByName(trx, project, DEMO_ALERT_CONTRIBUTION);
      if (contribution !== undefined) {
        await insertConfig(
          trx,
          contribution,
          {
            name: DEMO_ALERT_NAMES.contribution,
            sensorCode: 'PM10',
            sensorUnit: PM10_UNIT,
            setPoint: CONTRIBUTION_SET_POINT.setPoint,
            resetPoint: CONTRIBUTION_SET_POINT.resetPoint,
            periodMinutes: CONTRIBUTION_SET_POINT.periodMinutes,
            emails: [...DEMO_ALERT_EMAILS],
            phoneNumbers: [...DEMO_ALERT_PHONES],
            active: true,
            activation: null,
          },
          admin,
          historyStart,
        );
        made += 1;
      }
    }
  });
  return made;
}
