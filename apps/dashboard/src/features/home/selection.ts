/** The selection a scoped page is about, from its URL parameters (foundation §2.9). */
export interface HomeSelection {
  MonitorId?: string;
  LeaseId?: string;
  MonitoringLocationId?: string;
  GroupedMonitorIds?: string[];
  GroupedLeaseIds?: string[];
}

function list(value: string | null): string[] | undefined {
  if (!value) return undefined;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

/**
 * Reads the selection from the URL parameters monitorId, leaseId, monitoringLocationId,
 * monitorIds and groupedLeaseIds (lists comma-separated or repeated). Empty when none is given.
 */
export function selectionFromSearch(search: string): HomeSelection {
  const params = new URLSearchParams(search);
  const selection: HomeSelection = {};
  const monitorId = params.get('monitorId')?.trim();
  const leaseId = params.get('leaseId')?.trim();
  const locationId = params.get('monitoringLocationId')?.trim();
  const monitorIds = list(params.getAll('monitorIds').join(','));
  const leaseIds = list(params.getAll('groupedLeaseIds').join(','));
  if (monitorId) selection.MonitorId = monitorId;
  if (leaseId) selection.LeaseId = leaseId;
  if (locationId) selection.MonitoringLocationId = locationId;
  if (monitorIds) selection.GroupedMonitorIds = monitorIds;
  if (leaseIds) selection.GroupedLeaseIds = leaseIds;
  return selection;
}

/** Whether anything is selected. */
export function hasSelection(selection: HomeSelection): boolean {
  return Object.keys(selection).length > 0;
}

/** The URL parameters of a selection, to carry it to a scoped app ('' for none). */
export function selectionSearch(selection: HomeSelection): string {
  const params = new URLSearchParams();
  if (selection.MonitorId) params.set('monitorId', selection.MonitorId);
  if (selection.LeaseId) params.set('leaseId', selection.LeaseId);
  if (selection.MonitoringLocationId)
    params.set('monitoringLocationId', selection.MonitoringLocationId);
  if (selection.GroupedMonitorIds) params.set('monitorIds', selection.GroupedMonitorIds.join(','));
  if (selection.GroupedLeaseIds) params.set('groupedLeaseIds', selection.GroupedLeaseIds.join(','));
  const text = params.toString();
  return text ? `?${text}` : '';
}
