import type { BrandingInfo } from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/problem';
import * as repo from './repository';

type Branding = z.output<typeof BrandingInfo>;

function toBranding(row: repo.BrandingRecord): Branding {
  return {
    LogoUrl: row.logo_url,
    BackgroundUrl: row.background_url,
    UseDarkMode: row.use_dark_mode,
  };
}

/** Branding of the caller's organisation. */
export async function ownBranding(app: AppContext, auth: AuthContext): Promise<Branding> {
  const row = await repo.findBrandingById(app.db, auth.user.organisationId);
  if (!row) throw notFound();
  return toBranding(row);
}

/** Branding of an organisation by name, for the sign-in page; 404 for an unknown name. */
export async function organisationBranding(
  app: AppContext,
  organisation: string,
): Promise<Branding> {
  const row = await repo.findBrandingByName(app.db, organisation);
  if (!row) throw notFound();
  return toBranding(row);
}
