import {
  type LicenceListQuerySchema,
  type LicensedProject,
  type LicensedProjectPage,
  type TrialMetrics,
  type TrialMetricsQuery,
  type TrialProject,
  type TrialProjectPage,
} from '@aq/api';
import { trialDisplayStatus, type TrialDisplayStatus } from '@aq/validation';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isOnline } from '../../domain/instrument-status';
import { currentPaid, licencesAt, type LicenceRow } from '../../domain/licensing/licences';
import { trialMetrics as computeMetrics } from '../../domain/licensing/metrics';
import { DAY_MS } from '../../domain/licensing/terms';
import type { AuthContext } from '../../http/auth';
import { badRequest, notFound } from '../../http/problem';
import { MANAGE_ORGANISATIONS } from '../../shared/permissions';
import { csvLine, textCell, UTF8_BOM } from '../downloads/csv';
import * as repo from './repository';
import { requireLicenceAdmin, twoMonthsBefore } from './service';

type Query = z.output<typeof LicenceListQuerySchema>;
type Licensed = z.input<typeof LicensedProject>;
type Trial = z.input<typeof TrialProject>;

/** Sort keys of the paid licences table. */
const LICENSED_SORT_KEYS = [
  'name',
  'organisationName',
  'licenseStartDate',
  'onlineMonitorCount',
  'daysSinceLastData',
] as const;

/** Sort keys of the trial licences table. */
const TRIAL_SORT_KEYS = ['name', 'organisationName', 'expiryDate', 'mainUserEmail'] as const;

/** The trialStatus filter's values as trialDisplayStatus names them. */
const TRIAL_STATUS_FILTER: Record<string, TrialDisplayStatus> = {
  Active: 'Active',
  Expired: 'Expired',
  'Expiring soon': 'ExpiringSoon',
  'Convert to paid': 'ConvertedToPaid',
};

/**
 * The organisations a licence list covers: every one for an organisations administrator (narrowed
 * by OrganisationNames when given), else the caller's own (OrganisationNames naming only others
 * leaves nothing).
 */
async function scope(
  app: AppContext,
  auth: AuthContext,
  names: readonly string[] | undefined,
): Promise<string[] | null> {
  requireLicenceAdmin(auth);
  const wanted = names?.filter((name) => name.trim() !== '') ?? [];
  if (auth.user.permissions.has(MANAGE_ORGANISATIONS)) {
    return wanted.length > 0 ? repo.organisationIdsByNames(app.db, wanted) : null;
  }
  if (wanted.length === 0) return [auth.user.organisationId];
  const own = auth.user.organisationName.toLowerCase();
  return wanted.some((name) => name.trim().toLowerCase() === own) ? [auth.user.organisationId] : [];
}

function filterValue(query: Query, key: string): string | number | boolean | undefined {
  return query.FilterBy?.find((filter) => filter.Key === key)?.Value;
}

function epochMs(value: string | number | boolean | undefined): number | undefined {
  if (value === undefined || typeof value === 'boolean') return undefined;
  const ms = Number(value);
  return Number.isFinite(ms) ? ms : undefined;
}

function matchesSearch(query: Query, ...texts: (string | null)[]): boolean {
  const search = query.Search?.trim().toLowerCase();
  if (!search) return true;
  return texts.some((text) => text !== null && text.toLowerCase().includes(search));
}

type SortValue = string | number | null;

/** Sorts by one value (nulls last either way), ties by name then id. */
function sortRows<T extends { Id: string; Name: string }>(
  rows: T[],
  value: (row: T) => SortValue,
  dir: 'asc' | 'desc',
): T[] {
  const sign = dir === 'desc' ? -1 : 1;
  const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  return rows.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : text(String(x), String(y));
      if (order !== 0) return sign * order;
    }
    return text(a.Name, b.Name) || (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0);
  });
}

function sortKey<K extends string>(query: Query, keys: readonly K[], fallback: K): K {
  const key = query.SortBy?.Key ?? fallback;
  if (!(keys as readonly string[]).includes(key)) {
    throw badRequest(`Sort by one of: ${keys.join(', ')}.`, 'SortBy');
  }
  return key as K;
}

function page<T>(rows: T[], query: Query): { Items: T[]; PageCount: number; ItemCount: number } {
  const start = (query.PageNumber - 1) * query.Limit;
  return {
    Items: rows.slice(start, start + query.Limit),
    PageCount: Math.ceil(rows.length / query.Limit),
    ItemCount: rows.length,
  };
}

/** When the licence in force now started: the paid licence's start, else the licence's that licenses. */
function licenceStart(licences: readonly LicenceRow[], now: Date): Date | null {
  const paid = currentPaid(licences, now);
  if (paid) return paid.startDate;
  return licences.find((l) => licencesAt(l, now))?.startDate ?? null;
}

/**
 * Every row of the paid licences table matching the query, sorted: the live projects with a paid
 * licence in force now (a converted trial counts once its paid licence has started), with their
 * instruments (actively leased to the project), those online by the newest reading (the 10-minute
 * rule of domain/instrument-status.ts) and the whole days since the newest reading.
 */
async function licensedRows(app: AppContext, auth: AuthContext, query: Query): Promise<Licensed[]> {
  const organisationIds = await scope(app, auth, query.OrganisationNames);
  const key = sortKey(query, LICENSED_SORT_KEYS, 'name');
  const now = app.now();
  const projects = (await repo.licensedProjects(app.db, organisationIds)).filter((p) =>
    currentPaid(p.licences, now),
  );
  const instruments = await repo.projectInstruments(
    app.db,
    projects.map((p) => p.id),
  );
  const byProject = new Map<string, { total: number; online: number; last: number | null }>();
  for (const row of instruments) {
    if (!row.project_id) continue;
    const entry = byProject.get(row.project_id) ?? { total: 0, online: 0, last: null };
    const last = row.last_ts ? new Date(row.last_ts).getTime() : null;
    entry.total += 1;
    if (isOnline(last, now.getTime())) entry.online += 1;
    if (last !== null && (entry.last === null || last > entry.last)) entry.last = last;
    byProject.set(row.project_id, entry);
  }
  const activeMonitors = filterValue(query, 'activeMonitors');
  const from = epochMs(filterValue(query, 'startDate'));
  const to = epochMs(filterValue(query, 'endDate'));
  const rows: Licensed[] = [];
  for (const project of projects) {
    const counts = byProject.get(project.id) ?? { total: 0, online: 0, last: null };
    const start = licenceStart(project.licences, now);
    if (activeMonitors === '0' && counts.online !== 0) continue;
    if (activeMonitors === '1+' && counts.online < 1) continue;
    if (from !== undefined && (start === null || start.getTime() < from)) continue;
    if (to !== undefined && (start === null || start.getTime() > to)) continue;
    if (!matchesSearch(query, project.name, project.organisationName)) continue;
    rows.push({
      Id: project.id,
      Name: project.name,
      OrganisationName: project.organisationName,
      LicenseStartDate: start?.toISOString() ?? null,
      OnlineMonitorCount: counts.online,
      TotalMonitorCount: counts.total,
      DaysSinceLastData:
        counts.last === null
          ? null
          : Math.max(0, Math.floor((now.getTime() - counts.last) / DAY_MS)),
    });
  }
  const values: Record<(typeof LICENSED_SORT_KEYS)[number], (row: Licensed) => SortValue> = {
    name: (row) => row.Name,
    organisationName: (row) => row.OrganisationName,
    licenseStartDate: (row) => (row.LicenseStartDate ? Date.parse(row.LicenseStartDate) : null),
    onlineMonitorCount: (row) => row.OnlineMonitorCount,
    daysSinceLastData: (row) => row.DaysSinceLastData ?? null,
  };
  return sortRows(rows, values[key], query.SortBy?.Dir ?? 'asc');
}

/**
 * GET /v0.1/project-licensing-info: a 1-based page of the paid licences table. FilterBy:
 * activeMonitors '0' (no monitor online) or '1+'; startDate and endDate (epoch ms) bound the
 * licence start, inclusive (unknown starts are left out when either is set). Search in the project
 * and organisation names, ignoring case. Sort keys name, organisationName, licenseStartDate,
 * onlineMonitorCount, daysSinceLastData (empty values last), ties by name.
 */
export async function licensingInfo(
  app: AppContext,
  auth: AuthContext,
  query: Query,
): Promise<z.input<typeof LicensedProjectPage>> {
  return page(await licensedRows(app, auth, query), query);
}

/** GET /v0.1/project-licensing-info/download: every row of the same query as a CSV file. */
export async function licensingInfoCsv(
  app: AppContext,
  auth: AuthContext,
  query: Query,
): Promise<{ CsvData: string; FileName: string; ContentType: string }> {
  const rows = await licensedRows(app, auth, query);
  let csv =
    UTF8_BOM +
    csvLine([
      'Project',
      'Organisation',
      'License start date',
      'Online monitors',
      'Total monitors',
      'Days since last data',
    ]);
  for (const row of rows) {
    csv += csvLine([
      textCell(row.Name),
      textCell(row.OrganisationName),
      row.LicenseStartDate ? row.LicenseStartDate.slice(0, 10) : 'Unknown',
      String(row.OnlineMonitorCount),
      String(row.TotalMonitorCount),
      row.DaysSinceLastData === null || row.DaysSinceLastData === undefined
        ? ''
        : String(row.DaysSinceLastData),
    ]);
  }
  return {
    CsvData: csv,
    FileName: `project-licenses_${app.now().toISOString().slice(0, 10)}.csv`,
    ContentType: 'text/csv; charset=utf-8',
  };
}

/**
 * GET /v0.1/project-licensing-info/organisations: the organisations the table can filter on, every
 * one for an organisations administrator, else the caller's own.
 */
export async function licensingOrganisations(
  app: AppContext,
  auth: AuthContext,
): Promise<{ OrganisationNames: string[] }> {
  requireLicenceAdmin(auth);
  if (auth.user.permissions.has(MANAGE_ORGANISATIONS)) {
    return { OrganisationNames: await repo.organisationNames(app.db) };
  }
  return { OrganisationNames: [auth.user.organisationName] };
}

/**
 * GET /v0.1/project-trials: a 1-based page of every trial (running, ended or converted).
 * FilterBy trialStatus ('Active', 'Expired', 'Expiring soon', 'Convert to paid': the display
 * status of @aq/validation's trialDisplayStatus); startDate and endDate bound the expiry date.
 * Search in the project and organisation names and the main user's e-mail. MainUserEmail is the
 * e-mail address of who started the trial. Sort keys name, organisationName, expiryDate,
 * mainUserEmail; default expiryDate.
 */
export async function projectTrials(
  app: AppContext,
  auth: AuthContext,
  query: Query,
): Promise<z.input<typeof TrialProjectPage>> {
  const organisationIds = await scope(app, auth, query.OrganisationNames);
  const key = sortKey(query, TRIAL_SORT_KEYS, 'expiryDate');
  const now = app.now().getTime();
  const status = filterValue(query, 'trialStatus');
  const wanted = status === undefined ? undefined : TRIAL_STATUS_FILTER[String(status)];
  const from = epochMs(filterValue(query, 'startDate'));
  const to = epochMs(filterValue(query, 'endDate'));
  const rows: Trial[] = [];
  for (const trial of await repo.trials(app.db, organisationIds)) {
    if (!trial.expiryDate) continue;
    const expiry = trial.expiryDate.getTime();
    const converted = trial.convertedAt !== null;
    if (
      wanted &&
      trialDisplayStatus({ expiryDate: expiry, isConvertedToPaid: converted }, now) !== wanted
    ) {
      continue;
    }
    if (from !== undefined && expiry < from) continue;
    if (to !== undefined && expiry > to) continue;
    if (!matchesSearch(query, trial.name, trial.organisationName, trial.mainUserEmail)) continue;
    rows.push({
      Id: trial.projectId,
      Name: trial.name,
      OrganisationName: trial.organisationName,
      ExpiryDate: trial.expiryDate.toISOString(),
      IsConvertedToPaid: converted,
      MainUserEmail: trial.mainUserEmail,
    });
  }
  const values: Record<(typeof TRIAL_SORT_KEYS)[number], (row: Trial) => SortValue> = {
    name: (row) => row.Name,
    organisationName: (row) => row.OrganisationName,
    expiryDate: (row) => Date.parse(row.ExpiryDate),
    mainUserEmail: (row) => row.MainUserEmail ?? null,
  };
  return page(sortRows(rows, values[key], query.SortBy?.Dir ?? 'asc'), query);
}

/**
 * GET /v0.1/project-trials/metrics: the trial metrics of the caller's organisation, or of
 * OrganisationName for an organisations administrator (another organisation answers 404 to a
 * licence administrator of one). The window defaults to the two months up to now; one point per
 * UTC day (domain/licensing/metrics.ts).
 */
export async function trialMetrics(
  app: AppContext,
  auth: AuthContext,
  query: z.output<typeof TrialMetricsQuery>,
): Promise<z.input<typeof TrialMetrics>> {
  requireLicenceAdmin(auth);
  let organisationId = auth.user.organisationId;
  const name = query.OrganisationName?.trim();
  if (name && name.toLowerCase() !== auth.user.organisationName.toLowerCase()) {
    if (!auth.user.permissions.has(MANAGE_ORGANISATIONS)) throw notFound();
    const found = await repo.findOrganisationByName(app.db, name);
    if (!found) throw notFound();
    organisationId = found.id;
  }
  const now = app.now();
  const to = query.EndDate ? new Date(query.EndDate) : now;
  const from = query.StartDate ? new Date(query.StartDate) : twoMonthsBefore(to);
  if (from.getTime() > to.getTime()) {
    throw badRequest('StartDate must not be after EndDate.', 'StartDate');
  }
  if (to.getTime() - from.getTime() > 400 * DAY_MS) {
    throw badRequest('The range can span at most 400 days.', 'EndDate');
  }
  const trials = (await repo.trials(app.db, [organisationId]))
    .filter((t) => t.startDate !== null && t.expiryDate !== null)
    .map((t) => ({
      startDate: t.startDate as Date,
      expiryDate: t.expiryDate as Date,
      convertedAt: t.convertedAt,
    }));
  const result = computeMetrics(trials, now, from, to);
  return {
    Overview: {
      TotalTrialsActive: result.totalActive,
      TotalTrialsConverting: result.totalConverting,
      ConversionRateAllTime: result.conversionRateAllTime,
      ConversionRate30Days: result.conversionRate30Days,
    },
    Data: result.data.map((point) => ({
      Date: point.date,
      ActiveCount: point.activeCount,
      ConversionsCount: point.conversionsCount,
    })),
  };
}
