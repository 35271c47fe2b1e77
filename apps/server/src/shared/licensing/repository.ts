import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The licence rule's query (shared/project-licence.ts), here because only a repository speaks SQL.

/**
 * Per project asked (live or deleted): its organisation's own ProjectLicensing row, if any, and
 * whether a licence of it holds at `at` (started: start_date NULL or <= at; not ended: expiry_date
 * NULL or later than at, or a trial marked to convert).
 */
export function licenceStates(db: Kysely<Database>, projectIds: readonly string[], at: Date) {
  return db
    .selectFrom('projects as p')
    .leftJoin('feature_flags as f', (join) =>
      join
        .onRef('f.organisation_id', '=', 'p.organisation_id')
        .on('f.flag', '=', 'ProjectLicensing'),
    )
    .select((eb) => [
      'p.id',
      'f.enabled as enforced',
      eb
        .exists(
          eb
            .selectFrom('project_licences as l')
            .select('l.id')
            .whereRef('l.project_id', '=', 'p.id')
            .where((w) =>
              w.and([
                w.or([w('l.start_date', 'is', null), w('l.start_date', '<=', at)]),
                w.or([
                  w('l.expiry_date', 'is', null),
                  w('l.expiry_date', '>', at),
                  w.and([w('l.is_trial', '=', true), w('l.converting', '=', true)]),
                ]),
              ]),
            ),
        )
        .as('has_licence'),
    ])
    .where('p.id', 'in', projectIds)
    .execute();
}
