import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The branding columns of an organisation. */
export interface BrandingRecord {
  logo_url: string | null;
  background_url: string | null;
  use_dark_mode: boolean;
}

function selectBranding(db: Kysely<Database>) {
  return db.selectFrom('organisations').select(['logo_url', 'background_url', 'use_dark_mode']);
}

/** Branding of an organisation by id. */
export function findBrandingById(
  db: Kysely<Database>,
  organisationId: string,
): Promise<BrandingRecord | undefined> {
  return selectBranding(db).where('id', '=', organisationId).executeTakeFirst();
}

/** Branding of an organisation by name (case-insensitive). */
export function findBrandingByName(
  db: Kysely<Database>,
  name: string,
): Promise<BrandingRecord | undefined> {
  return selectBranding(db)
    .where(sql`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
}
