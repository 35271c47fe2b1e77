import type {
  Contribution,
  ContributionReportConfig,
  GenerateReportRequest,
  ReportExportConfigRequest,
} from '@aq/api';
import {
  applyReportConfigConstraints,
  reportConfigConstraints,
  type ContributionUpdateBody,
} from '@aq/validation/contribution';
import { MIN_DATE_MS } from '@aq/validation/date-range';
import type { ValidationError } from '@aq/validation/messages';
import { DEFAULT_SCHEDULE, validateReportRange } from '@aq/validation/report';
import type { z } from 'zod';
import { routeHref, type RouteQuery } from '../../lib/route-query';
import { NJ_PAM_PRINT_REPORT_PATH, PRINT_REPORT_PATH } from './print/print-report-path';

/** A contribution's report configuration and schedule as the server answers it. */
export type ReportConfig = z.output<typeof ContributionReportConfig>;
/** The body of a report export config save. */
export type ExportConfigBody = z.input<typeof ReportExportConfigRequest>;
/** The body of a generate call. */
export type GenerateBody = z.input<typeof GenerateReportRequest>;
/** A report's map style. */
export type ReportMapStyle = ReportConfig['MapStyle'];

// ---------------------------------------------------------------------------------------------
// Route query

/**
 * The contribution a report page's query names (spec 02 §2): `{ type: 'Contribution',
 * contributionId }` with a positive whole number (a string of digits is read too, as a hand-typed
 * link may carry one); null for anything else, which the page shows as 'Invalid query'.
 */
export function reportContributionId(query: RouteQuery): number | null {
  if (query.type !== 'Contribution') return null;
  const raw = query.contributionId;
  const id =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\d+$/.test(raw)
        ? Number(raw)
        : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export { projectReportsHref, reportPageHref } from './reports-path';

// ---------------------------------------------------------------------------------------------
// Configuration

/** What the configuration card edits: the report config part and the contribution's options. */
export interface ConfigurationDraft {
  readonly reportName: string;
  readonly tablePeriodMinutes: number;
  readonly displayMonitoringLocationData: boolean;
  /** The site map toggle: off is MapStyle 'None'. */
  readonly showSiteMap: boolean;
  /** The style while the map is shown. */
  readonly mapStyle: 'Streets' | 'Satellite';
  readonly attachCsv: boolean;
  readonly negativeFilters: readonly string[];
  readonly hideEmptyEnvironmentalSummary: boolean;
  readonly showExceedanceSummary: boolean;
  readonly displayActionLevels: boolean;
  readonly displayAlerts: boolean;
}

/** The configuration card's starting values; NJ PAM shows monitoring location data on. */
export function configurationDraftOf(config: ReportConfig): ConfigurationDraft {
  const rules = reportConfigConstraints(config.ContributionType);
  return {
    reportName: config.ReportName,
    tablePeriodMinutes: config.TablePeriodMinutes,
    displayMonitoringLocationData: rules.monitoringLocationDataForced
      ? true
      : config.DisplayMonitoringLocationData,
    showSiteMap: config.MapStyle !== 'None',
    mapStyle: config.MapStyle === 'Satellite' ? 'Satellite' : 'Streets',
    attachCsv: config.AttachCsv,
    negativeFilters: rules.negativeNumberFilterEnabled
      ? [...config.SensorsWithNegativeNumberFiltering]
      : [],
    hideEmptyEnvironmentalSummary: config.HideEmptyEnvironmentalSummary,
    showExceedanceSummary: rules.exceedanceSummaryEnabled && config.ShowExceedanceSummary,
    displayActionLevels: config.DisplayActionLevelsOnReportCharts,
    displayAlerts: rules.alertsEnabled && config.DisplayAlertsOnReportCharts,
  };
}

/** The map style a draft stands for: 'None' while the site map is off. */
export function draftMapStyle(draft: Pick<ConfigurationDraft, 'showSiteMap' | 'mapStyle'>) {
  return draft.showSiteMap ? draft.mapStyle : 'None';
}

/** Whether the configuration draft may be saved: a report name is required. */
export function isConfigurationValid(draft: ConfigurationDraft): boolean {
  return draft.reportName.trim() !== '' && draft.reportName.length <= 200;
}

/**
 * The export config body of a configuration save: the draft's report part over the schedule as
 * it is. A contribution without a saved config starts from the default schedule (spec 02 §9), so
 * the body passes the schedule rules (no days, inactive, three times set).
 */
export function configurationExportBody(
  config: ReportConfig,
  draft: ConfigurationDraft,
): ExportConfigBody {
  const rules = reportConfigConstraints(config.ContributionType);
  return {
    ...scheduleBase(config),
    Name: draft.reportName.trim(),
    TablePeriodMinutes: rules.displayFrequencyFixed
      ? config.TablePeriodMinutes
      : draft.tablePeriodMinutes,
    AttachCsv: draft.attachCsv,
    DisplayMonitoringLocationData: rules.monitoringLocationDataForced
      ? true
      : draft.displayMonitoringLocationData,
    MapStyle: draftMapStyle(draft),
  };
}

/**
 * The contribution update of a configuration save (spec 02 §3 'Contribution update'): the draft's
 * report options with the contribution's action levels unchanged (an unset level is left out, as
 * the compliance levels tab does), the type's constraints applied (NJ PAM: no negative filters,
 * exceedance summary or alerts).
 */
export function configurationContributionBody(
  config: ReportConfig,
  contribution: Pick<z.output<typeof Contribution>, 'Config'>,
  draft: ConfigurationDraft,
): ContributionUpdateBody {
  const levels: ContributionUpdateBody['SensorActionLevels'] = [];
  for (const level of contribution.Config.ActionLevels) {
    if (level.ActionLevel === null) continue;
    levels.push({
      SensorName: level.SensorCode,
      SensorUnits: level.Units,
      ActionLevelValue: level.ActionLevel,
    });
  }
  return applyReportConfigConstraints(config.ContributionType, {
    HideEmptyEnvironmentalSummary: draft.hideEmptyEnvironmentalSummary,
    ShowExceedanceSummary: draft.showExceedanceSummary,
    SensorsWithNegativeNumberFiltering: [...draft.negativeFilters],
    SensorActionLevels: levels,
    DisplayActionLevelsOnReportCharts: draft.displayActionLevels,
    DisplayAlertsOnReportCharts: draft.displayAlerts,
  });
}

/** Whether a save changes the contribution's report options (else no update is sent). */
export function contributionOptionsChanged(before: ConfigurationDraft, after: ConfigurationDraft) {
  return (
    before.hideEmptyEnvironmentalSummary !== after.hideEmptyEnvironmentalSummary ||
    before.showExceedanceSummary !== after.showExceedanceSummary ||
    before.displayActionLevels !== after.displayActionLevels ||
    before.displayAlerts !== after.displayAlerts ||
    [...before.negativeFilters].sort().join('\n') !== [...after.negativeFilters].sort().join('\n')
  );
}

/** Whether a save changes the report config part (else no export config call is sent). */
export function reportPartChanged(before: ConfigurationDraft, after: ConfigurationDraft) {
  return (
    before.reportName.trim() !== after.reportName.trim() ||
    before.tablePeriodMinutes !== after.tablePeriodMinutes ||
    before.displayMonitoringLocationData !== after.displayMonitoringLocationData ||
    draftMapStyle(before) !== draftMapStyle(after) ||
    before.attachCsv !== after.attachCsv
  );
}

/** The table periods (display frequencies) offered, in minutes, with the current one included. */
export const REPORT_TABLE_PERIODS = [1, 5, 10, 15, 30, 60, 120, 1440] as const;

/** The display frequency choices: the standard ones plus `current` when it is another. */
export function tablePeriodChoices(current: number): number[] {
  const list: number[] = [...REPORT_TABLE_PERIODS];
  if (!list.includes(current)) list.push(current);
  return list.sort((a, b) => a - b);
}

/** A period in minutes as a count and unit: 1440 → 1 day, 120 → 2 hours, 15 → 15 minutes. */
export function periodParts(minutes: number): { count: number; unit: 'minute' | 'hour' | 'day' } {
  if (minutes % 1440 === 0) return { count: minutes / 1440, unit: 'day' };
  if (minutes % 60 === 0) return { count: minutes / 60, unit: 'hour' };
  return { count: minutes, unit: 'minute' };
}

// ---------------------------------------------------------------------------------------------
// Scheduling

/** The schedule as the server holds it, or the default schedule when there is none. */
function scheduleBase(config: ReportConfig): ExportConfigBody {
  return {
    Name: config.ReportName,
    From: config.ReportFrom ?? DEFAULT_SCHEDULE.from,
    To: config.ReportTo ?? DEFAULT_SCHEDULE.to,
    ScheduledTimeOfDay: config.ScheduledTimeOfDay ?? DEFAULT_SCHEDULE.scheduledTimeOfDay,
    Days: [...config.Days],
    Emails: [...config.Emails],
    TablePeriodMinutes: config.TablePeriodMinutes,
    ContributionId: config.ContributionId,
    AttachCsv: config.AttachCsv,
    IsActive: config.ScheduleActive,
    DisplayMonitoringLocationData: config.DisplayMonitoringLocationData,
    MapStyle: config.MapStyle,
  };
}

/**
 * The scheduling form's values: the whole export config body (the schema checks it whole), the
 * schedule fields editable and the report fields as saved; the default schedule when none is.
 */
export function scheduleFormOf(config: ReportConfig): ExportConfigBody {
  return scheduleBase(config);
}

/** The days of the week in the order the toggles show them, Monday first. */
export const SCHEDULE_DAY_ORDER = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The days of a schedule toggled on or off, kept in week order. */
export function toggleDay(days: readonly string[], day: string, on: boolean): string[] {
  const next = new Set(days);
  if (on) next.add(day);
  else next.delete(day);
  return SCHEDULE_DAY_ORDER.filter((each) => next.has(each));
}

// ---------------------------------------------------------------------------------------------
// Manual generation

/** The options of a manual report. */
export interface ManualOptions {
  readonly reportName: string;
  readonly tablePeriodMinutes: number;
  readonly mapStyle: ReportMapStyle;
  readonly attachCsv: boolean;
}

/** The manual generation options start from the saved report config. */
export function manualOptionsOf(config: ReportConfig): ManualOptions {
  return {
    reportName: config.ReportName,
    tablePeriodMinutes: config.TablePeriodMinutes,
    mapStyle: config.MapStyle,
    attachCsv: config.AttachCsv,
  };
}

/**
 * Checks a manual range against the contribution period (MinDate to MaxDate; without MinDate, no
 * data yet, only the picker's minimum date of 1970 applies and the server says there is no data)
 * and the 1-minute and 8-day limits (spec 02 §5). `format` writes the bounds of the message (the
 * project's clock); null when the range may be generated.
 */
export function checkManualRange(
  range: { from: number; to: number },
  config: Pick<ReportConfig, 'MinDate' | 'MaxDate'>,
  format: (ms: number) => string,
  now: number,
): ValidationError | null {
  const start = config.MinDate === null ? MIN_DATE_MS : Date.parse(config.MinDate);
  const end = config.MaxDate === null ? null : Date.parse(config.MaxDate);
  return validateReportRange(range.from, range.to, { start, end, format, now });
}

/**
 * The instant a report's relative presets end at: now, or the contribution's newest computed
 * minute (MaxDate) when that is earlier, since a report cannot reach past it ('Last 24 hours' is
 * then the last 24 hours of data).
 */
export function reportNow(now: number, maxDate: string | null): number {
  return maxDate === null ? now : Math.min(now, Date.parse(maxDate));
}

/** The generate call's body: the range and options (a blank name falls back to the saved one). */
export function generateBody(
  contributionId: number,
  range: { from: number; to: number },
  options: ManualOptions,
): GenerateBody {
  const name = options.reportName.trim();
  return {
    ContributionId: contributionId,
    From: new Date(range.from).toISOString(),
    To: new Date(range.to).toISOString(),
    ...(name ? { ReportName: name } : {}),
    MapStyle: options.mapStyle,
    TablePeriodMinutes: options.tablePeriodMinutes,
    AttachCsv: options.attachCsv,
  };
}

/**
 * The printable page of a manual report (the agreed query of the print page); NJ PAM reports have
 * their own variant with ContributionId, FromTime and ToTime as parameters.
 */
export function printPreviewHref(
  config: Pick<ReportConfig, 'ContributionId' | 'ContributionType'>,
  range: { from: number; to: number },
  options: ManualOptions,
): string {
  if (config.ContributionType === 'NjPam') {
    const params = new URLSearchParams({
      ContributionId: String(config.ContributionId),
      FromTime: new Date(range.from).toISOString(),
      ToTime: new Date(range.to).toISOString(),
    });
    return `${NJ_PAM_PRINT_REPORT_PATH}?${params.toString()}`;
  }
  const name = options.reportName.trim();
  return routeHref(PRINT_REPORT_PATH, {
    contributionId: config.ContributionId,
    fromTimeMillis: range.from,
    toTimeMillis: range.to,
    tablePeriodMinutes: options.tablePeriodMinutes,
    ...(name ? { reportName: name } : {}),
    mapStyle: options.mapStyle,
  });
}

/** A report being generated, kept in sessionStorage so a reload resumes polling. */
export interface PendingTask {
  readonly taskId: string;
  /** When it was requested (epoch ms), for the elapsed time. */
  readonly startedAt: number;
}

/** A task just requested (its start is now, unless given). */
export function startedTask(taskId: string, startedAt: number = Date.now()): PendingTask {
  return { taskId, startedAt };
}

function taskKey(contributionId: number): string {
  return `aq.report-task.${contributionId}`;
}

/** The report task of a contribution a previous visit left running, or null. */
export function readPendingTask(
  storage: Storage | null,
  contributionId: number,
): PendingTask | null {
  try {
    const raw = storage?.getItem(taskKey(contributionId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingTask>;
    return typeof value.taskId === 'string' &&
      value.taskId !== '' &&
      typeof value.startedAt === 'number' &&
      Number.isFinite(value.startedAt)
      ? { taskId: value.taskId, startedAt: value.startedAt }
      : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the report task of a contribution. */
export function writePendingTask(
  storage: Storage | null,
  contributionId: number,
  task: PendingTask | null,
): void {
  try {
    if (task) storage?.setItem(taskKey(contributionId), JSON.stringify(task));
    else storage?.removeItem(taskKey(contributionId));
  } catch {
    // Storage may be full or refused (private mode): polling still works until a reload.
  }
}

/** Elapsed time as m:ss, or h:mm:ss from one hour; negative times count as 0. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The bytes of a base64 text (the completed report's ReportData). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
