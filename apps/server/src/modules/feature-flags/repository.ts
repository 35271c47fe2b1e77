import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The organisation's own value of a flag, or undefined when it has no row. */
export async function findFlag(
  db: Kysely<Database>,
  organisationId: string,
  flag: string,
): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('feature_flags')
    .select('enabled')
    .where('organisation_id', '=', organisationId)
    .where('flag', '=', flag)
    .executeTakeFirst();
  return row?.enabled;
}
