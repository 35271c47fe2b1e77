import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The report's own SQL. Every other read is shared with the modules that own the tables:
// contribution-data/repository (materialised minutes), contributions/repository (the
// contribution, its sources, pollutants, action levels and the sources' readings).

/** A contribution's alert configs as report charts draw them (set point in its stored unit). */
export function reportAlertConfigs(db: Kysely<Database>, contributionId: number) {
  return db
    .selectFrom('contribution_alert_configs')
    .select(['name', 'sensor_code', 'sensor_unit', 'set_point', 'period_minutes'])
    .where('contribution_id', '=', contributionId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
