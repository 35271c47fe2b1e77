import { routeHref } from '../../lib/route-query';

/** The administration tree (issue 19, agreed route): organisations, their projects and users. */
export const ADMINISTRATION_PATH = '/OneView/organisations';

/** Licence management of one organisation (L3's screen, agreed route). */
export const LICENCE_MANAGEMENT_PATH = '/OneView/licenses';

/** The panels of a selected organisation, in order. */
export const ORGANISATION_TABS = ['details', 'projects', 'users'] as const;
/** One panel of a selected organisation. */
export type OrganisationTab = (typeof ORGANISATION_TABS)[number];

/** The administration tree, with an organisation selected (and one of its panels) when given. */
export function administrationHref(organisationName?: string, tab?: OrganisationTab): string {
  if (!organisationName) return ADMINISTRATION_PATH;
  return routeHref(ADMINISTRATION_PATH, {
    organisationName,
    ...(tab && tab !== 'details' ? { tab } : {}),
  });
}

/** Licence management of an organisation. */
export function licenceManagementHref(organisationName: string): string {
  return routeHref(LICENCE_MANAGEMENT_PATH, { organisationName });
}
