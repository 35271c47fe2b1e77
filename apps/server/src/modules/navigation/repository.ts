import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The names of instruments by serial. */
export async function instrumentNames(
  db: Kysely<Database>,
  serials: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('instruments')
    .select(['serial', 'name'])
    .where('serial', 'in', [...serials])
    .execute();
  return new Map(rows.map((row) => [row.serial, row.name]));
}

/** Leases by id, each with the lessee organisation and the leased instrument's name. */
export function leasesWithInstrumentNames(db: Kysely<Database>, leaseIds: readonly string[]) {
  return db
    .selectFrom('leases')
    .innerJoin('instruments', 'instruments.id', 'leases.instrument_id')
    .select(['leases.id', 'leases.organisation_id', 'instruments.name'])
    .where('leases.id', 'in', [...leaseIds])
    .execute();
}
