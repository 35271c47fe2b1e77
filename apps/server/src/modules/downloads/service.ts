import type { MonitoringLocationDownloadQuery } from '@aq/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { bucketEnds, rollupResolutionFor, type Bucket } from '../../domain/averaging';
import type { AuthContext } from '../../http/auth';
import { forbidden, notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { VIEW_DATA } from '../../shared/permissions';
import { NO_PROJECT_ACCESS } from '../../shared/project-access';
import { requireLicensed } from '../../shared/project-licence';
import { projectDisplayUnits, type SensorDisplayUnit } from '../display-settings/service';
import { fittedSensors } from '../readings/repository';
import { locationSegments, visibleProject } from '../readings/scope';
import { averagedSeries, type Segment } from '../readings/series';
import {
  contentDisposition,
  csvLine,
  downloadFileName,
  formatUtc,
  numberCell,
  textCell,
  UTF8_BOM,
  zonedFormatter,
} from './csv';
import { journalEntriesBetween, projectLocationsByIds } from './repository';

/** 403 for a caller without View_Data. */
export const NO_VIEW_DATA = 'You do not have permission to download data.';

/** Most local days one window of raw (1-minute) readings spans: 1 440 readings per channel. */
const RAW_WINDOW_DAYS = 1;
/** Most local days one window read from the rollups spans (about 3 000 rollup rows per channel). */
const ROLLUP_WINDOW_DAYS = 31;

type Query = z.output<typeof MonitoringLocationDownloadQuery>;

/** One column of values: a channel of a monitoring location in the project's display unit. */
export interface DownloadColumn {
  readonly locationName: string;
  readonly code: string;
  readonly sensorId: number;
  readonly segments: readonly Segment[];
  readonly display: SensorDisplayUnit;
}

/** Everything the file needs, resolved (and every permission checked) before a byte is sent. */
export interface DownloadPlan {
  readonly projectId: string;
  readonly fileName: string;
  readonly timeZone: string;
  readonly from: number;
  readonly to: number;
  readonly periodMinutes: number;
  readonly includeJournal: boolean;
  readonly columns: readonly DownloadColumn[];
}

/**
 * Checks a download and resolves its columns. The project must be one the caller's organisation
 * sees (404 otherwise) and may open (403), the caller must hold View_Data (403), the project
 * must be licensed (403 PROJECT_NOT_LICENSED), and every location must belong to the project
 * (404 for an unknown id or another project's, so nothing leaks). Hidden locations may be downloaded. Columns: the locations in the order asked, each
 * with the channels of the instruments attached to it during the range, in catalogue order.
 */
export async function planDownload(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  query: Query,
): Promise<DownloadPlan> {
  const project = await visibleProject(app.db, auth, projectId);
  if (!project) throw notFound();
  if (!project.canAccess) throw forbidden(NO_PROJECT_ACCESS);
  if (!auth.user.permissions.has(VIEW_DATA)) throw forbidden(NO_VIEW_DATA);
  await requireLicensed(app, project.id);

  return resolveDownloadPlan(app.db, project, query);
}

/**
 * The plan of a download of a project the caller may read (planDownload has checked that): every
 * location must belong to the project (404 otherwise), hidden ones included. Also used by the
 * benchmark, which has no caller.
 */
export async function resolveDownloadPlan(
  db: Kysely<Database>,
  project: { id: string; name: string; time_zone_id: string },
  query: Query,
): Promise<DownloadPlan> {
  const ids = [...new Set(query.MonitoringLocationIds)];
  if (!ids.every(isUuid)) throw notFound('Monitoring location not found.');
  const found = await projectLocationsByIds(db, project.id, ids);
  if (found.length !== ids.length) throw notFound('Monitoring location not found.');

  const from = query.FromUnixMs;
  const to = query.ToUnixMs;
  const units = await projectDisplayUnits(db, project.id);
  const attached = new Map(
    (await locationSegments(db, project.id, from, to)).map((entry) => [entry.id, entry]),
  );
  const columns: DownloadColumn[] = [];
  for (const id of ids) {
    const location = attached.get(id);
    if (!location || location.segments.length === 0) continue;
    const instruments = [...new Set(location.segments.map((segment) => segment.instrumentId))];
    for (const sensor of await fittedSensors(db, instruments)) {
      columns.push({
        locationName: location.name,
        code: sensor.code,
        sensorId: sensor.id,
        segments: location.segments,
        display: units.forSensor(sensor.code),
      });
    }
  }
  return {
    projectId: project.id,
    fileName: downloadFileName(project.name, from, to, project.time_zone_id),
    timeZone: project.time_zone_id,
    from,
    to,
    periodMinutes: query.AveragingPeriodMinutes,
    includeJournal: query.IncludeJournalData,
    columns,
  };
}

/** The HTTP headers of the file. */
export function downloadHeaders(plan: DownloadPlan): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': contentDisposition(plan.fileName),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}

/** The header line's cells: both times, one cell per column (unit in brackets), the journal's. */
export function headerCells(plan: DownloadPlan): string[] {
  const cells = [`Time (${plan.timeZone})`, 'Time (UTC)'];
  for (const column of plan.columns) {
    const unit = column.display.unit ? ` (${column.display.unit})` : '';
    cells.push(`${column.locationName} - ${column.code}${unit}`);
  }
  if (plan.includeJournal) cells.push('Journal type', 'Journal author', 'Journal');
  return cells;
}

/**
 * The windows the range is read in, as consecutive (from, to] spans. Every inner boundary is a
 * local midnight, which is always a bucket boundary (buckets restart at each local midnight), so no
 * bucket straddles two windows. A window spans one local day when the range is read from the raw
 * readings and up to 31 days when it is read from the rollups, so one window holds at most a few
 * thousand values per column however long the range is.
 */
export function downloadWindows(
  from: number,
  to: number,
  periodMinutes: number,
  timeZone: string,
): Array<{ from: number; to: number }> {
  if (!(from < to)) return [];
  const days =
    rollupResolutionFor(periodMinutes, timeZone, from, to) === 'raw'
      ? RAW_WINDOW_DAYS
      : ROLLUP_WINDOW_DAYS;
  const midnights = bucketEnds(from, to, 1440, timeZone).filter((end) => end < to);
  const windows: Array<{ from: number; to: number }> = [];
  let start = from;
  for (let i = days - 1; i < midnights.length; i += days) {
    const end = midnights[i] as number;
    windows.push({ from: start, to: end });
    start = end;
  }
  windows.push({ from: start, to });
  return windows;
}

/** Reads of one window, for tests that follow the streaming (never needed by the route). */
export interface DownloadProbe {
  onWindow?(window: { from: number; to: number }): void;
}

/**
 * The file, piece by piece: the BOM and the header line first, then one string per window with
 * that window's lines. Nothing is read before the consumer asks for the next piece, so a slow
 * client holds the reading back (back-pressure) and memory stays at one window.
 *
 * Lines: one per averaging bucket of the range, every bucket kept (an empty cell where a column has
 * no value) so the time axis is regular; the bucket is stamped with its END, as the charts do.
 * Journal entries (when asked) are lines of their own at their time, with empty value cells,
 * placed before the first bucket that ends after them (a bucket and an entry at the same instant:
 * the bucket first).
 */
export async function* downloadLines(
  db: Kysely<Database>,
  plan: DownloadPlan,
  probe: DownloadProbe = {},
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(headerCells(plan).map(textCell));
  const local = zonedFormatter(plan.timeZone);
  const emptyValues = plan.columns.map(() => '');
  const journalTail = plan.includeJournal ? ['', '', ''] : [];
  const windows = downloadWindows(plan.from, plan.to, plan.periodMinutes, plan.timeZone);
  for (const [index, window] of windows.entries()) {
    probe.onWindow?.(window);
    const series = await Promise.all(
      plan.columns.map((column) =>
        averagedSeries(db, {
          sensorId: column.sensorId,
          segments: clip(column.segments, window.from, window.to),
          periodMinutes: plan.periodMinutes,
          timeZone: plan.timeZone,
          direction: 'TimeEnding',
          from: window.from,
          to: window.to,
        }),
      ),
    );
    // The first window includes an entry written at exactly `from`; later ones start after.
    const journal = plan.includeJournal
      ? await journalEntriesBetween(
          db,
          plan.projectId,
          new Date(index === 0 ? window.from - 1 : window.from),
          new Date(window.to),
        )
      : [];
    const cursors = series.map(() => 0);
    let next = 0;
    let text = '';
    for (const end of bucketEnds(window.from, window.to, plan.periodMinutes, plan.timeZone)) {
      while (
        next < journal.length &&
        (journal[next] as (typeof journal)[number]).occurred_at.getTime() < end
      ) {
        text += journalLine(journal[next] as (typeof journal)[number], local, emptyValues);
        next += 1;
      }
      const cells = [local(end), formatUtc(end)];
      plan.columns.forEach((column, c) => {
        const buckets = series[c] as Bucket[];
        let cursor = cursors[c] as number;
        while (cursor < buckets.length && (buckets[cursor] as Bucket).t < end) cursor += 1;
        cursors[c] = cursor;
        const bucket = buckets[cursor];
        const value = bucket && bucket.t === end ? bucket.value : null;
        cells.push(
          numberCell(
            value === null ? null : column.display.convert(value),
            column.display.decimals,
          ),
        );
      });
      text += csvLine([...cells, ...journalTail]);
    }
    while (next < journal.length) {
      text += journalLine(journal[next] as (typeof journal)[number], local, emptyValues);
      next += 1;
    }
    if (text) yield text;
  }
}

function journalLine(
  entry: { occurred_at: Date; type: string; details: string; user_name: string | null },
  local: (ms: number) => string,
  emptyValues: readonly string[],
): string {
  const at = entry.occurred_at.getTime();
  return csvLine([
    local(at),
    formatUtc(at),
    ...emptyValues,
    textCell(entry.type),
    textCell(entry.user_name ?? ''),
    textCell(entry.details),
  ]);
}

/** The parts of the attachment segments inside (from, to]. */
function clip(segments: readonly Segment[], from: number, to: number): Segment[] {
  return segments
    .map((segment) => ({
      instrumentId: segment.instrumentId,
      from: Math.max(segment.from, from),
      to: Math.min(segment.to, to),
    }))
    .filter((segment) => segment.to > segment.from);
}
