import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Instruments by number, by name then serial, with the project of their active lease (and the
 * project's place label) and the end of their newest reading.
 */
export function selectorInstruments(db: Kysely<Database>, instrumentIds: readonly number[]) {
  return db
    .selectFrom('instruments')
    .leftJoin('leases', (join) =>
      join.onRef('leases.instrument_id', '=', 'instruments.id').on('leases.status', '=', 'Active'),
    )
    .leftJoin('projects', 'projects.id', 'leases.project_id')
    .select((eb) => [
      'instruments.id',
      'instruments.serial',
      'instruments.name',
      'projects.id as project_id',
      'projects.name as project_name',
      'projects.location_label as project_place',
      eb
        .selectFrom('latest')
        .whereRef('latest.instrument_id', '=', 'instruments.id')
        .select(sql<Date | null>`max(latest.ts)`.as('ts'))
        .as('last_reading_at'),
    ])
    .where('instruments.id', 'in', [...instrumentIds])
    .orderBy('instruments.name')
    .orderBy('instruments.serial')
    .execute();
}
