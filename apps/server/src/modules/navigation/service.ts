import type { NavigationLink, SelectionNameQuery } from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import {
  MANAGE_LICENSES,
  MANAGE_NOTIFICATIONS,
  MANAGE_ORGANISATIONS,
  MANAGE_USERS,
  VIEW_DATA,
} from '../../shared/permissions';
import { findLiveLocation } from '../monitoring-locations/repository';
import { visibleInstruments } from '../readings/scope';
import * as repo from './repository';

type Link = z.output<typeof NavigationLink>;

/** Every link of the app menu and home tiles, with the permission a user needs to see it. */
export const NAVIGATION_LINKS: ReadonlyArray<Link & { readonly permission: string }> = [
  { Title: 'Projects', AppPath: '/OneView', Category: 'GlobalApp', permission: VIEW_DATA },
  { Title: 'Alerts', AppPath: '/OneView/alerts', Category: 'GlobalApp', permission: VIEW_DATA },
  {
    Title: 'Contributions',
    AppPath: '/OneView/contributions',
    Category: 'GlobalApp',
    permission: VIEW_DATA,
  },
  { Title: 'Profile', AppPath: '/OneView/profile', Category: 'GlobalApp', permission: VIEW_DATA },
  {
    Title: 'Instrument data',
    AppPath: '/HomeNew/monitor',
    Category: 'ScopedAppSelectionRequired',
    permission: VIEW_DATA,
  },
  {
    Title: 'Licenses',
    AppPath: '/OneView/license-dashboard',
    Category: 'GlobalApp',
    permission: MANAGE_LICENSES,
  },
  // Ours (issue 19): the administration tree (organisations, their projects and users).
  {
    Title: 'Organisations',
    AppPath: '/OneView/organisations',
    Category: 'GlobalApp',
    permission: MANAGE_USERS,
  },
  {
    Title: 'Notifications',
    AppPath: '/OneView/notifications',
    Category: 'GlobalApp',
    permission: MANAGE_NOTIFICATIONS,
  },
  // Ours (issue 17): the delivery outbox, platform-wide, so for organisation administrators.
  {
    Title: 'Delivery outbox',
    AppPath: '/OneView/outbox',
    Category: 'GlobalApp',
    permission: MANAGE_ORGANISATIONS,
  },
];

/** The links the caller may open, in menu order. */
export function linksFor(auth: AuthContext): { Links: Link[] } {
  return {
    Links: NAVIGATION_LINKS.filter((link) => auth.user.permissions.has(link.permission)).map(
      ({ Title, AppPath, Category }) => ({ Title, AppPath, Category }),
    ),
  };
}

/**
 * The name of the selection a scoped page is about (foundation §2.9): an instrument by serial
 * (MonitorId), a lease, a monitoring location, or a group of instruments or leases (their names
 * joined with ", "). The first of those the query names is used; an empty query has no name. An id
 * the caller's organisation cannot see answers 404, like one that does not exist.
 */
export async function selectionName(
  app: AppContext,
  auth: AuthContext,
  query: z.output<typeof SelectionNameQuery>,
): Promise<{ Name: string | null }> {
  if (query.MonitorId !== undefined)
    return { Name: (await instrumentNames(app, auth, [query.MonitorId])).join(', ') };
  if (query.LeaseId !== undefined)
    return { Name: (await leaseNames(app, auth, [query.LeaseId])).join(', ') };
  if (query.MonitoringLocationId !== undefined)
    return { Name: await locationName(app, auth, query.MonitoringLocationId) };
  if (query.GroupedMonitorIds?.length)
    return { Name: (await instrumentNames(app, auth, query.GroupedMonitorIds)).join(', ') };
  if (query.GroupedLeaseIds?.length)
    return { Name: (await leaseNames(app, auth, query.GroupedLeaseIds)).join(', ') };
  return { Name: null };
}

async function instrumentNames(
  app: AppContext,
  auth: AuthContext,
  serials: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(serials)];
  const visible = await visibleInstruments(app.db, auth, { serials: unique });
  if (visible.length !== unique.length) throw notFound();
  const names = await repo.instrumentNames(app.db, unique);
  return unique.map((serial) => names.get(serial) ?? serial);
}

async function leaseNames(
  app: AppContext,
  auth: AuthContext,
  leaseIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(leaseIds)];
  if (!unique.every(isUuid)) throw notFound();
  const rows = await repo.leasesWithInstrumentNames(app.db, unique);
  const all = auth.user.permissions.has(MANAGE_ORGANISATIONS);
  const names = new Map(
    rows
      .filter((row) => all || row.organisation_id === auth.user.organisationId)
      .map((row) => [row.id, row.name]),
  );
  if (names.size !== unique.length) throw notFound();
  return unique.map((id) => names.get(id) as string);
}

async function locationName(
  app: AppContext,
  auth: AuthContext,
  locationId: string,
): Promise<string> {
  if (!isUuid(locationId)) throw notFound();
  const row = await findLiveLocation(app.db, locationId);
  if (
    !row ||
    (row.organisation_id !== auth.user.organisationId &&
      !auth.user.permissions.has(MANAGE_ORGANISATIONS))
  ) {
    throw notFound();
  }
  return row.name;
}
