import type { NavigationLink, SelectionNameQuery } from '@aq/api';
import type { z } from 'zod';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/problem';

type Link = z.output<typeof NavigationLink>;

/** Every link of the app menu and home tiles, with the permission a user needs to see it. */
export const NAVIGATION_LINKS: ReadonlyArray<Link & { readonly permission: string }> = [
  { Title: 'Projects', AppPath: '/OneView', Category: 'GlobalApp', permission: 'View_Data' },
  { Title: 'Alerts', AppPath: '/OneView/alerts', Category: 'GlobalApp', permission: 'View_Data' },
  {
    Title: 'Contributions',
    AppPath: '/OneView/contributions',
    Category: 'GlobalApp',
    permission: 'View_Data',
  },
  { Title: 'Profile', AppPath: '/OneView/profile', Category: 'GlobalApp', permission: 'View_Data' },
  {
    Title: 'Licenses',
    AppPath: '/OneView/licenses',
    Category: 'GlobalApp',
    permission: 'Manage_Licenses',
  },
  {
    Title: 'Notifications',
    AppPath: '/OneView/notifications',
    Category: 'GlobalApp',
    permission: 'Administration__Manage_Notifications',
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
 * The name of the selection a scoped page is about. Instruments, leases and monitoring locations
 * do not exist yet: the lookup by id arrives with the instruments tables. Until then no id names
 * anything, so any id is 404 and an empty selection has no name.
 */
export function selectionName(query: z.output<typeof SelectionNameQuery>): { Name: string | null } {
  const ids = [
    query.MonitorId,
    query.LeaseId,
    query.MonitoringLocationId,
    ...(query.GroupedMonitorIds ?? []),
    ...(query.GroupedLeaseIds ?? []),
  ].filter((id): id is string => id !== undefined);
  if (ids.length > 0) throw notFound();
  return { Name: null };
}
