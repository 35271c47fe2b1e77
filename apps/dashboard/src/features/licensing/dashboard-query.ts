import type { LicenceList } from '@aq/api/react';
import { ACTIVE_MONITORS_FILTER_VALUES, TRIAL_STATUS_FILTER_VALUES } from '@aq/validation';
import type { RouteQuery } from '../../lib/route-query';
import { LICENSE_DASHBOARD_TABS, type LicenseDashboardTab } from './licensing-path';

/** A day of the date filters, 'YYYY-MM-DD'. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Sort keys the server accepts, per table. */
export const PAID_SORT_KEYS = [
  'name',
  'organisationName',
  'licenseStartDate',
  'onlineMonitorCount',
  'daysSinceLastData',
] as const;
export const TRIAL_SORT_KEYS = ['name', 'organisationName', 'expiryDate', 'mainUserEmail'] as const;

/** The licence dashboard's state, as it travels in the route query. */
export interface LicenseDashboardState {
  tab: LicenseDashboardTab;
  search: string;
  organisations: string[];
  activeMonitors: (typeof ACTIVE_MONITORS_FILTER_VALUES)[number] | null;
  /** Licence start (paid) or expiry (trial) from and to, inclusive days 'YYYY-MM-DD'. */
  from: string | null;
  to: string | null;
  trialStatus: (typeof TRIAL_STATUS_FILTER_VALUES)[number] | null;
  sort: { Key: string; Dir: 'asc' | 'desc' } | null;
  /** The page, from 1. */
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.find((v) => v === value) ?? null;
}

/** Reads the dashboard's state from its route query; unknown or malformed values are dropped. */
export function dashboardStateOf(query: RouteQuery): LicenseDashboardState {
  const tab = oneOf(LICENSE_DASHBOARD_TABS, query.tab) ?? 'project-licenses';
  const keys: readonly string[] = tab === 'trial-licenses' ? TRIAL_SORT_KEYS : PAID_SORT_KEYS;
  const sort = query.sort as { Key?: unknown; Dir?: unknown } | undefined;
  const page = Number(query.page);
  return {
    tab,
    search: typeof query.search === 'string' ? query.search : '',
    organisations: Array.isArray(query.organisations)
      ? query.organisations.filter((name): name is string => typeof name === 'string')
      : [],
    activeMonitors: oneOf(ACTIVE_MONITORS_FILTER_VALUES, query.activeMonitors),
    from: typeof query.from === 'string' && DAY.test(query.from) ? query.from : null,
    to: typeof query.to === 'string' && DAY.test(query.to) ? query.to : null,
    trialStatus: oneOf(TRIAL_STATUS_FILTER_VALUES, query.trialStatus),
    sort:
      sort &&
      typeof sort.Key === 'string' &&
      keys.includes(sort.Key) &&
      (sort.Dir === 'asc' || sort.Dir === 'desc')
        ? { Key: sort.Key, Dir: sort.Dir }
        : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The route query of a state: defaults left out, so the plain dashboard has `{ tab }` only. */
export function dashboardQueryOf(state: LicenseDashboardState): RouteQuery {
  return {
    tab: state.tab,
    ...(state.search ? { search: state.search } : {}),
    ...(state.organisations.length ? { organisations: state.organisations } : {}),
    ...(state.activeMonitors ? { activeMonitors: state.activeMonitors } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.trialStatus ? { trialStatus: state.trialStatus } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.page > 1 ? { page: state.page } : {}),
  };
}

/** Epoch ms of local midnight of a day 'YYYY-MM-DD' in this browser's zone. */
function localMidnight(day: string, offsetDays = 0): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + offsetDays).getTime();
}

/**
 * The licence list call of a state: the filters as FilterBy (startDate from the first day's
 * midnight, endDate to the last millisecond of the last day, in this browser's zone), sort, search,
 * organisations and the page.
 */
export function licenceListOf(state: LicenseDashboardState): LicenceList {
  const filters: NonNullable<LicenceList['filters']>[number][] = [];
  if (state.tab === 'project-licenses' && state.activeMonitors) {
    filters.push({ Key: 'activeMonitors', Type: 'Eq', Value: state.activeMonitors });
  }
  if (state.tab === 'trial-licenses' && state.trialStatus) {
    filters.push({ Key: 'trialStatus', Type: 'Eq', Value: state.trialStatus });
  }
  if (state.from) filters.push({ Key: 'startDate', Type: 'Gt', Value: localMidnight(state.from) });
  if (state.to) filters.push({ Key: 'endDate', Type: 'Lt', Value: localMidnight(state.to, 1) - 1 });
  return {
    sort: state.sort,
    filters,
    search: state.search,
    organisationNames: state.organisations,
    page: state.page,
  };
}
