import { resolveRange, type DateTimeRangeValue } from '@aq/ui/date-time-range-picker';
import {
  AVERAGING_PERIOD_MINUTES,
  DEFAULT_DOWNLOAD_AVERAGING_MINUTES,
  isAllowedAveragingPeriod,
  validateDownloadForm,
} from '@aq/validation/chart';
import type { ValidationError } from '@aq/validation/messages';
import { rangeFromQuery } from '../../lib/range-query';

/** The range the page opens with: the picker's default, the last 24 hours. */
export const DEFAULT_DOWNLOAD_RANGE = {
  kind: 'relative',
  preset: '24h',
} as const satisfies DateTimeRangeValue;

/** The averaging periods offered (spec 03 §9), in minutes, shortest first. */
export const DOWNLOAD_AVERAGING_OPTIONS: readonly number[] = AVERAGING_PERIOD_MINUTES;

/** What the download form holds. */
export interface DownloadFormValues {
  /** Ids of the chosen monitoring locations, in the order chosen. */
  locationIds: string[];
  range: DateTimeRangeValue;
  /** One of DOWNLOAD_AVERAGING_OPTIONS. */
  averagingMinutes: number;
  includeJournal: boolean;
}

/** The form a new download starts with: no location, the last 24 hours, 15 minutes, no journal. */
export const DEFAULT_DOWNLOAD_FORM: DownloadFormValues = {
  locationIds: [],
  range: DEFAULT_DOWNLOAD_RANGE,
  averagingMinutes: DEFAULT_DOWNLOAD_AVERAGING_MINUTES,
  includeJournal: false,
};

/**
 * The form a route query holds: `locations` (ids), `range` (the picker's value: { kind:
 * 'relative', preset } or { kind: 'absolute', from, to } in epoch ms), `averaging` (minutes) and
 * `journal` (true or false). Anything missing or not understood takes the default.
 */
export function downloadFormFromQuery(query: Record<string, unknown>): DownloadFormValues {
  const locations = Array.isArray(query.locations)
    ? [
        ...new Set(
          query.locations.filter((id): id is string => typeof id === 'string' && id !== ''),
        ),
      ]
    : [];
  const averaging = typeof query.averaging === 'number' ? query.averaging : NaN;
  return {
    locationIds: locations,
    range: rangeFromQuery(query.range, DEFAULT_DOWNLOAD_RANGE),
    averagingMinutes: isAllowedAveragingPeriod(averaging)
      ? averaging
      : DEFAULT_DOWNLOAD_AVERAGING_MINUTES,
    includeJournal: query.journal === true,
  };
}

/** The route query of a form: the defaults are left out, so the plain address opens them. */
export function queryFromDownloadForm(
  projectId: string,
  form: DownloadFormValues,
): Record<string, unknown> {
  const defaultRange =
    form.range.kind === 'relative' && form.range.preset === DEFAULT_DOWNLOAD_RANGE.preset;
  return {
    projectId,
    ...(form.locationIds.length ? { locations: form.locationIds } : {}),
    ...(defaultRange ? {} : { range: form.range }),
    ...(form.averagingMinutes === DEFAULT_DOWNLOAD_AVERAGING_MINUTES
      ? {}
      : { averaging: form.averagingMinutes }),
    ...(form.includeJournal ? { journal: true } : {}),
  };
}

/** The query of the download call. */
export interface DownloadRequestQuery {
  MonitoringLocationIds: string[];
  FromUnixMs: number;
  ToUnixMs: number;
  AveragingPeriodMinutes: number;
  IncludeJournalData: boolean;
}

/** The failures of a form, by field (the first of each). */
export type DownloadFormErrors = Partial<
  Record<'locationIds' | 'range' | 'averagingMinutes', ValidationError>
>;

/**
 * The call a form asks for at `now` (a relative range ends at `now`), or its failures by field:
 * the rules of @aq/validation's validateDownloadForm, which the server's contract checks again
 * (at least one location, a non-empty range of at most 366 days, an offered averaging period).
 */
export function downloadRequest(
  form: DownloadFormValues,
  now: number,
): { ok: true; query: DownloadRequestQuery } | { ok: false; errors: DownloadFormErrors } {
  const { from, to } = resolveRange(form.range, now);
  const failures = validateDownloadForm({
    type: 'individual',
    monitoringLocationIds: form.locationIds,
    range: { from, to },
    includeJournal: form.includeJournal,
    averagingPeriodMinutes: form.averagingMinutes,
  });
  if (failures.length) {
    const errors: DownloadFormErrors = {};
    for (const failure of failures) {
      const field = failure.code.startsWith('chart.sourceRequired')
        ? 'locationIds'
        : failure.code === 'chart.averagingPeriodNotAllowed'
          ? 'averagingMinutes'
          : 'range';
      errors[field] ??= failure;
    }
    return { ok: false, errors };
  }
  return {
    ok: true,
    query: {
      MonitoringLocationIds: form.locationIds,
      FromUnixMs: from,
      ToUnixMs: to,
      AveragingPeriodMinutes: form.averagingMinutes,
      IncludeJournalData: form.includeJournal,
    },
  };
}

/** The name a downloaded file is saved under: the server's, else one made from the project's. */
export function savedFileName(serverName: string | null, projectName: string | undefined): string {
  if (serverName && serverName.trim()) return serverName.trim();
  const base = (projectName ?? '').replace(/[\\/:*?"<>|]+/g, '_').trim();
  return `${base || 'data'}.csv`;
}
