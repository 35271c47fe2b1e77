import { parseRouteQuery } from '../../../lib/route-query';

/** The map styles of the report config (the contract's MapStyle). */
export type PrintMapStyle = 'Streets' | 'Satellite' | 'None';

/** What the printable report was asked for; absent options come from the saved report config. */
export interface PrintReportParams {
  contributionId: number;
  fromTimeMillis: number;
  toTimeMillis: number;
  tablePeriodMinutes?: number;
  reportName?: string;
  mapStyle?: PrintMapStyle;
  displayMonitoringLocationData?: boolean;
  /** The NJ PAM route: the NJ PAM layout whatever the contribution's type says. */
  njPam?: boolean;
}

const MAP_STYLES: readonly PrintMapStyle[] = ['Streets', 'Satellite', 'None'];

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Reads `/OneView/print-report?query=<JSON>` (spec 02 §2): contributionId, fromTimeMillis and
 * toTimeMillis must all be numbers, otherwise null (the page shows nothing). The optional options
 * are kept only when well-formed (a whole table period of 1–1440 minutes, a non-empty name, a
 * known map style, a boolean); a malformed one is left to the saved config.
 */
export function parsePrintQuery(search: string): PrintReportParams | null {
  let query: Record<string, unknown>;
  try {
    query = parseRouteQuery(search);
  } catch {
    return null;
  }
  const { contributionId, fromTimeMillis, toTimeMillis } = query;
  if (!isNumber(contributionId) || !isNumber(fromTimeMillis) || !isNumber(toTimeMillis)) {
    return null;
  }
  const params: PrintReportParams = { contributionId, fromTimeMillis, toTimeMillis };
  const { tablePeriodMinutes, reportName, mapStyle, displayMonitoringLocationData } = query;
  if (
    isNumber(tablePeriodMinutes) &&
    Number.isInteger(tablePeriodMinutes) &&
    tablePeriodMinutes >= 1 &&
    tablePeriodMinutes <= 1440
  ) {
    params.tablePeriodMinutes = tablePeriodMinutes;
  }
  if (typeof reportName === 'string' && reportName.trim() !== '') {
    params.reportName = reportName.trim();
  }
  if (MAP_STYLES.includes(mapStyle as PrintMapStyle)) params.mapStyle = mapStyle as PrintMapStyle;
  if (typeof displayMonitoringLocationData === 'boolean') {
    params.displayMonitoringLocationData = displayMonitoringLocationData;
  }
  return params;
}

/**
 * Reads `/OneView/print-report/nj-pam?ContributionId=..&FromTime=<ISO>&ToTime=<ISO>`: a whole
 * positive ContributionId and two parseable times, otherwise null.
 */
export function parseNjPamQuery(search: string): PrintReportParams | null {
  const params = new URLSearchParams(search);
  const id = params.get('ContributionId');
  const from = Date.parse(params.get('FromTime') ?? '');
  const to = Date.parse(params.get('ToTime') ?? '');
  if (id === null || !/^\d+$/.test(id.trim()) || Number.isNaN(from) || Number.isNaN(to)) {
    return null;
  }
  return { contributionId: Number(id), fromTimeMillis: from, toTimeMillis: to, njPam: true };
}

/** The URL of a printable report (what the PDF generator opens). */
export function printReportHref(params: Omit<PrintReportParams, 'njPam'>): string {
  const search = new URLSearchParams({ query: JSON.stringify(params) });
  return `/OneView/print-report?${search.toString()}`;
}
