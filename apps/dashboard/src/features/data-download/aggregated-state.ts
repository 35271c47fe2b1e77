import { resolveRange, type DateTimeRangeValue } from '@aq/ui/date-time-range-picker';
import { validateDownloadForm } from '@aq/validation/chart';
import type { ValidationError } from '@aq/validation/messages';
import { rangeFromQuery } from '../../lib/range-query';
import { DEFAULT_DOWNLOAD_RANGE } from './download-state';

/** What the standard format downloads: monitoring locations' readings or a contribution's. */
export type DownloadDataType = 'individual' | 'aggregated';

/** The two formats of the page; A-Tech only behind the ATechDataReport flag (projects §2). */
export type DownloadFormat = 'standard' | 'atech';

/** What the aggregated (and A-Tech) download form holds. */
export interface AggregatedFormValues {
  /** The chosen contribution, or null. */
  contributionId: number | null;
  range: DateTimeRangeValue;
}

/** The aggregated form a new download starts with: no source, the last 24 hours. */
export const DEFAULT_AGGREGATED_FORM: AggregatedFormValues = {
  contributionId: null,
  range: DEFAULT_DOWNLOAD_RANGE,
};

/** The data type a route query asks for (`data: 'aggregated'`); individual otherwise. */
export function dataTypeFromQuery(query: Record<string, unknown>): DownloadDataType {
  return query.data === 'aggregated' ? 'aggregated' : 'individual';
}

/** The format a route query asks for (`format: 'atech'`); standard otherwise. */
export function formatFromQuery(query: Record<string, unknown>): DownloadFormat {
  return query.format === 'atech' ? 'atech' : 'standard';
}

/**
 * The aggregated form a route query holds: `source` (a contribution id, a positive whole number)
 * and `range` (as the individual form's). Anything missing or not understood takes the default.
 */
export function aggregatedFormFromQuery(query: Record<string, unknown>): AggregatedFormValues {
  const source = query.source;
  return {
    contributionId:
      typeof source === 'number' && Number.isSafeInteger(source) && source > 0 ? source : null,
    range: rangeFromQuery(query.range, DEFAULT_DOWNLOAD_RANGE),
  };
}

/** The route query of an aggregated form; the default range is left out. */
export function queryFromAggregatedForm(
  projectId: string,
  form: AggregatedFormValues,
): Record<string, unknown> {
  const defaultRange =
    form.range.kind === 'relative' && form.range.preset === DEFAULT_DOWNLOAD_RANGE.preset;
  return {
    projectId,
    data: 'aggregated',
    ...(form.contributionId === null ? {} : { source: form.contributionId }),
    ...(defaultRange ? {} : { range: form.range }),
  };
}

/** The chosen contribution as the rules need it: its type and when its data starts. */
export interface AggregatedSource {
  id: number;
  /** Contribution type in either spelling (NjPam or NJ_PAM); null when unknown. */
  contributionType: string | null;
  /** When the contribution starts (its StartDate), epoch ms; null while unknown. */
  startTimeMs: number | null;
}

/** The query of the aggregated CSV and A-Tech report calls. */
export interface AggregatedRequestQuery {
  ContributionId: number;
  FromUnixMs: number;
  ToUnixMs: number;
}

/** The failures of an aggregated form, by field (the first of each). */
export type AggregatedFormErrors = Partial<Record<'source' | 'range', ValidationError>>;

/**
 * The call an aggregated form asks for at `now` (a relative range ends at `now`), or its failures
 * by field: @aq/validation's validateDownloadForm for aggregated data (projects §5: a source, not
 * NJ PAM, a range of at most 366 days that starts no earlier than the source; exactly at its start
 * passes). `format` writes the source's start in the message (the project's clock).
 */
export function aggregatedRequest(
  form: AggregatedFormValues,
  now: number,
  source: AggregatedSource | null,
  format?: (ms: number) => string,
): { ok: true; query: AggregatedRequestQuery } | { ok: false; errors: AggregatedFormErrors } {
  const { from, to } = resolveRange(form.range, now);
  const chosen = form.contributionId === null ? null : source;
  const failures = validateDownloadForm({
    type: 'aggregated',
    source:
      form.contributionId === null
        ? null
        : {
            id: form.contributionId,
            contributionType: chosen?.contributionType ?? null,
            startTimeMs: chosen?.startTimeMs ?? null,
          },
    range: { from, to },
    format,
  });
  if (failures.length || form.contributionId === null) {
    const errors: AggregatedFormErrors = {};
    for (const failure of failures) {
      const field =
        failure.code === 'download.sourceRequired' || failure.code === 'download.njPamUnavailable'
          ? 'source'
          : 'range';
      errors[field] ??= failure;
    }
    return { ok: false, errors };
  }
  return {
    ok: true,
    query: { ContributionId: form.contributionId, FromUnixMs: from, ToUnixMs: to },
  };
}

/** The file of a `{ CsvData, ContentType }` answer, ready to save. */
export function csvAnswerBlob(answer: { CsvData: string; ContentType: string }): Blob {
  return new Blob([answer.CsvData], { type: answer.ContentType || 'text/csv' });
}
