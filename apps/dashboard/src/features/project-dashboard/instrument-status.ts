import type { InstrumentStatus } from '@aq/api';
import type { z } from 'zod';
import type { Status } from '@aq/ui/status-indicator';

/** One instrument's health as GET .../instrument-statuses answers it (the @aq/api contract). */
export type InstrumentHealth = z.infer<typeof InstrumentStatus>;

/** An instrument of the widget: its name and its health. */
export interface InstrumentRow {
  /** The instrument's name (its serial when it has no other). */
  name: string;
  status: InstrumentHealth;
}

/** Instruments the widget shows per page (projects §2). */
export const INSTRUMENTS_PER_PAGE = 3;

/**
 * The status sort score of an instrument (projects §4): offline +3, battery offline +1, operation
 * not Sample +3 (+1 instead while offline, when the operation shows as offline), Aging +3, Failed
 * +10. Higher is worse.
 */
export function instrumentStatusScore(status: InstrumentHealth): number {
  const offline = status.OnlineStatus === 'Offline';
  let score = 0;
  if (offline) score += 3;
  if (status.BatteryStatus === 'Offline') score += 1;
  if (offline) score += 1;
  else if (status.OperationMode !== null && status.OperationMode !== 'Sample') score += 3;
  if (status.SensorHealthStatus === 'Aging') score += 3;
  if (status.SensorHealthStatus === 'Failed') score += 10;
  return score;
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The instruments worst first (highest score), then by name (natural order: 2 before 10). */
export function sortInstruments(rows: readonly InstrumentRow[]): InstrumentRow[] {
  return rows
    .map((row) => ({ row, score: instrumentStatusScore(row.status) }))
    .sort((a, b) => b.score - a.score || byName.compare(a.row.name, b.row.name))
    .map(({ row }) => row);
}

/** How many pages `count` instruments fill, at least one (an empty widget has one empty page). */
export function instrumentPageCount(count: number, perPage = INSTRUMENTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The instruments of page `page` (0-based), clamped to the pages there are. */
export function instrumentPage<T>(
  rows: readonly T[],
  page: number,
  perPage = INSTRUMENTS_PER_PAGE,
) {
  const last = instrumentPageCount(rows.length, perPage) - 1;
  const index = Math.min(Math.max(0, Math.floor(page)), last);
  return { index, rows: rows.slice(index * perPage, index * perPage + perPage) };
}

/** What the widget shows for one part of an instrument's health: a status and its word's key. */
export interface HealthCell {
  status: Status;
  /** Key under `instruments.words` in the project-dashboard namespace. */
  word: string;
}

/** The four cells of an instrument (projects §4): offline makes the other three offline too. */
export function instrumentCells(status: InstrumentHealth): {
  online: HealthCell;
  sensor: HealthCell;
  operation: HealthCell;
  battery: HealthCell;
} {
  const offlineCell: HealthCell = { status: 'offline', word: 'offline' };
  if (status.OnlineStatus === 'Offline') {
    return {
      online: offlineCell,
      sensor: offlineCell,
      operation: offlineCell,
      battery: offlineCell,
    };
  }
  const sensor: HealthCell =
    status.SensorHealthStatus === 'Failed'
      ? { status: 'warning', word: 'failed' }
      : status.SensorHealthStatus === 'Aging'
        ? { status: 'caution', word: 'aging' }
        : status.SensorHealthStatus === 'Ok'
          ? { status: 'ok', word: 'ok' }
          : offlineCell;
  const mode = status.OperationMode;
  const operation: HealthCell =
    mode === null
      ? offlineCell
      : { status: mode === 'Sample' ? 'ok' : 'caution', word: `mode${mode}` };
  const battery: HealthCell =
    status.BatteryStatus === 'Offline' ? offlineCell : { status: 'ok', word: 'ok' };
  return { online: { status: 'ok', word: 'online' }, sensor, operation, battery };
}
