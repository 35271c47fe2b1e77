import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_ACTION_LEVELS } from '../domain/contribution';
import { sensorByCode } from '../domain/sensors';
import { convertValue } from '../domain/units';
import { sendComputeJob } from '../modules/contributions/materialise';
import { insertContribution } from '../modules/contributions/repository';
import * as repo from './repository';
import { DEMO_SITES } from './simulator/site';

/** How much history the demo contributions start with. */
export const DEMO_CONTRIBUTION_DAYS = 14;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface DemoContribution {
  projectName: string;
  name: string;
  type: 'Der10' | 'FourteenSixtySix' | 'NjPam';
  periodMinutes: number;
  sensors: readonly string[];
  /** Levels in the catalogue unit per sensor; the type's defaults when absent. */
  levels?: Readonly<Record<string, readonly number[]>>;
}

const [GOWANUS, HARBOUR] = DEMO_SITES;

/**
 * The demo's contributions: the DER-10 site's DER-10 contribution (PM10 and VOC) and an NJ PAM one
 * on the same fence (site-specific levels: PM10 150 µg/m³, VOC 5 ppm), and the 1466 site's Rule
 * 1466 contribution. Each uses every perimeter location and automatic wind detection.
 */
export const DEMO_CONTRIBUTIONS: readonly DemoContribution[] = [
  {
    projectName: GOWANUS!.projectName,
    name: 'Gowanus DER-10 CAMP',
    type: 'Der10',
    periodMinutes: 15,
    sensors: ['PM10', 'VOC'],
  },
  {
    projectName: GOWANUS!.projectName,
    name: 'Gowanus NJ PAM perimeter',
    type: 'NjPam',
    periodMinutes: 15,
    sensors: ['PM10', 'VOC'],
    levels: { PM10: [150], VOC: [5] },
  },
  {
    projectName: HARBOUR!.projectName,
    name: 'Harbour Rule 1466',
    type: 'FourteenSixtySix',
    periodMinutes: 120,
    sensors: ['PM10'],
  },
];

/**
 * Creates the demo contributions, starting DEMO_CONTRIBUTION_DAYS before `now` (on the hour), and
 * sends their compute jobs: the job queue computes their history in the background. Runs on the
 * first start only (with the demo sites); returns how many it made.
 */
export async function seedDemoContributions(db: Kysely<Database>, now: Date): Promise<number> {
  const demoId = await repo.demoOrganisationId(db);
  if (!demoId) return 0;
  const start = new Date(
    Math.floor((now.getTime() - DEMO_CONTRIBUTION_DAYS * DAY_MS) / HOUR_MS) * HOUR_MS,
  );
  const target = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const admin = await repo.userIdByUsername(db, demoId, 'admin');
  let made = 0;
  await db.transaction().execute(async (trx) => {
    for (const demo of DEMO_CONTRIBUTIONS) {
      const site = DEMO_SITES.find((s) => s.projectName === demo.projectName)!;
      const projectId = await repo.projectIdByName(trx, demoId, demo.projectName);
      const ids = await repo.locationIdsByName(trx, projectId);
      const perimeter = site.locations
        .filter((location) => location.role === 'Perimeter')
        .map((location) => ids.get(location.name)!);
      const levels = demo.levels
        ? Object.entries(demo.levels).flatMap(([sensorCode, values]) =>
            values.map((level, position) => ({ sensorCode, position, level })),
          )
        : DEFAULT_ACTION_LEVELS[demo.type].flatMap((entry) =>
            entry.levels.map((level, position) => ({
              sensorCode: entry.sensorCode,
              position,
              level: convertValue(level, entry.units, sensorByCode(entry.sensorCode)!.units),
            })),
          );
      const id = await insertContribution(trx, {
        projectId,
        name: demo.name,
        type: demo.type,
        periodMinutes: demo.periodMinutes,
        automaticWindDetection: true,
        windLocationId: null,
        startAt: start,
        createdBy: admin ?? null,
        target,
        locations: perimeter,
        sensors: demo.sensors,
        levels,
      });
      await sendComputeJob(trx, id);
      made += 1;
    }
  });
  return made;
}
