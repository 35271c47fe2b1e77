import type { Insertable, Kysely } from 'kysely';
import type { ContributionValuesTable, Database } from '../db/schema';

// Contributions and their materialised minutes written straight into the tables of migration
// 0010, for tests of the readers (they never run the materialiser).

/** What a test contribution is made of; locations by id with their bit position. */
export interface TestContribution {
  projectId: string;
  name: string;
  type: 'Generic' | 'FourteenSixtySix' | 'Der10' | 'NjPam';
  periodMinutes: number;
  startAt: Date;
  computedTo?: Date | null;
  generation?: number;
  sensors: readonly string[];
  locations?: ReadonlyArray<{ id: string; position: number }>;
  /** Action levels in the stored unit, lowest first, per sensor code. */
  actionLevels?: Readonly<Record<string, readonly number[]>>;
}

/** Inserts a contribution with its sensors, locations and action levels; returns its id. */
export async function insertTestContribution(
  db: Kysely<Database>,
  c: TestContribution,
): Promise<number> {
  const row = await db
    .insertInto('contributions')
    .values({
      project_id: c.projectId,
      name: c.name,
      type: c.type,
      averaging_period_minutes: c.periodMinutes,
      automatic_wind_detection: true,
      start_at: c.startAt,
      computed_to: c.computedTo ?? null,
      history_state: 'Done',
      ...(c.generation === undefined ? {} : { generation: c.generation }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('contribution_sensors')
    .values(
      c.sensors.map((sensor_code, position) => ({
        contribution_id: row.id,
        sensor_code,
        position,
      })),
    )
    .execute();
  if (c.locations?.length) {
    await db
      .insertInto('contribution_locations')
      .values(
        c.locations.map((location) => ({
          contribution_id: row.id,
          location_id: location.id,
          position: location.position,
        })),
      )
      .execute();
  }
  for (const [sensor_code, levels] of Object.entries(c.actionLevels ?? {})) {
    if (levels.length === 0) continue;
    await db
      .insertInto('contribution_action_levels')
      .values(
        levels.map((level, position) => ({
          contribution_id: row.id,
          sensor_code,
          position,
          level,
        })),
      )
      .execute();
  }
  return row.id;
}

/** One stored minute: t is the END of the minute (epoch ms); other columns default to empty. */
export type TestMinute = { t: number } & Partial<
  Omit<Insertable<ContributionValuesTable>, 'contribution_id' | 'sensor_code' | 'ts'>
>;

/** Inserts stored minutes of one pollutant of a contribution (in batches). */
export async function insertTestMinutes(
  db: Kysely<Database>,
  contributionId: number,
  sensorCode: string,
  minutes: readonly TestMinute[],
): Promise<void> {
  for (let i = 0; i < minutes.length; i += 500) {
    await db
      .insertInto('contribution_values')
      .values(
        minutes.slice(i, i + 500).map(({ t, ...rest }) => ({
          status: 'Ok',
          ...rest,
          contribution_id: contributionId,
          sensor_code: sensorCode,
          ts: new Date(t),
        })),
      )
      .execute();
  }
}
