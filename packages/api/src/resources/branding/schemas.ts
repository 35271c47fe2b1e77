import { z } from 'zod';

/** Branding of an organisation (foundation §3.2); null URLs mean the product's defaults. */
export const BrandingInfo = z.object({
  LogoUrl: z.string().nullable(),
  BackgroundUrl: z.string().nullable(),
  UseDarkMode: z.boolean(),
});
/** Path of GET /v0.1/{organisation}/branding. */
export const OrganisationParams = z.object({ organisation: z.string().min(1).max(200) });
