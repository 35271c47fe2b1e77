// The licensing screens' paths and links, apart from the screens so the route table and the
// screens that link here (projects, administration) do not pull the licensing pages in.

import { routeHref } from '../../lib/route-query';

/** Licence management for one organisation (query { organisationName }). */
export const LICENCES_PATH = '/OneView/licenses';

/** The licence dashboard (query { tab?: 'project-licenses' | 'trial-licenses', ...table state }). */
export const LICENSE_DASHBOARD_PATH = '/OneView/license-dashboard';

/** The administration tree (O2's screen): licence management's Cancel and success link go here. */
export const ORGANISATIONS_PATH = '/OneView/organisations';

/** The tabs of the licence dashboard, as the route query names them. */
export const LICENSE_DASHBOARD_TABS = ['project-licenses', 'trial-licenses'] as const;

/** A tab of the licence dashboard. */
export type LicenseDashboardTab = (typeof LICENSE_DASHBOARD_TABS)[number];

/** Licence management of an organisation. */
export function licencesHref(organisationName: string): string {
  return routeHref(LICENCES_PATH, { organisationName });
}

/** The licence dashboard on a tab. */
export function licenseDashboardHref(tab: LicenseDashboardTab = 'project-licenses'): string {
  return routeHref(LICENSE_DASHBOARD_PATH, { tab });
}

/** The administration tree, opened on an organisation when one is given. */
export function organisationsHref(organisationName?: string): string {
  return routeHref(ORGANISATIONS_PATH, organisationName ? { organisationName } : null);
}
