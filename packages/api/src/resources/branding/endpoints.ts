import { defineEndpoint } from '../../http/endpoint';
import { BrandingInfo, OrganisationParams } from './schemas';

/** Branding of the caller's organisation. */
export const getBranding = defineEndpoint({
  id: 'getBranding',
  method: 'GET',
  path: '/v0.1/branding',
  summary: 'Branding of the caller’s organisation',
  tag: 'branding',
  auth: 'session',
  response: BrandingInfo,
});

/** Branding of a named organisation (public: the sign-in page shows it). */
export const getOrganisationBranding = defineEndpoint({
  id: 'getOrganisationBranding',
  method: 'GET',
  path: '/v0.1/{organisation}/branding',
  summary: 'Branding of an organisation by name',
  tag: 'branding',
  auth: 'public',
  params: OrganisationParams,
  response: BrandingInfo,
});
