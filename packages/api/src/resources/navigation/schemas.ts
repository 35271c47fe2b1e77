import { z } from 'zod';
import { NavigationCategory } from '../common/enums';
import { Id } from '../common/schemas';
import { qArray } from '../../http/query';

/** A navigation link (foundation §3.2). */
export const NavigationLink = z.object({
  Title: z.string(),
  AppPath: z.string(),
  Category: NavigationCategory,
});
/** Answer of GET /v0.1/navigation/links (the envelope is ours). */
export const NavigationLinks = z.object({ Links: z.array(NavigationLink) });

/** Query of GET /v0.1/navigation/selection-name: the selection a scoped page is about. */
export const SelectionNameQuery = z.object({
  MonitorId: Id.optional(),
  LeaseId: Id.optional(),
  MonitoringLocationId: Id.optional(),
  GroupedMonitorIds: qArray(Id).optional(),
  GroupedLeaseIds: qArray(Id).optional(),
});
/** Answer of GET /v0.1/navigation/selection-name (ours): the name to show, null when none. */
export const SelectionName = z.object({ Name: z.string().nullable() });
