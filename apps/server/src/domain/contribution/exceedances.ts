/**
 * Exceedances of action levels and the exceedance summary (DOMAIN.md "Site contribution" 4–5).
 * Pure, no I/O.
 */
import type { AveragedRow, AveragingMode } from './modes';

/** Exceeding a level means strictly greater than it; a null value never exceeds. */
export function exceeds(value: number | null, level: number): boolean {
  return value !== null && value > level;
}

/** One exceedance: a maximal run of consecutive non-Initial evaluations above one level. */
export interface ExceedanceSummaryRow {
  channel: string;
  level: number;
  /** Time of the run's first evaluation. */
  triggeredAt: number;
  /** Mode of the run's first evaluation. */
  mode: AveragingMode;
  /** Time of the run's last evaluation. */
  lastAt: number;
  /** Highest value in the run. */
  peak: number;
}

/**
 * The exceedance summary of one channel: for each level, each maximal run of consecutive rows
 * above it. Rows are taken in the order given, which must be the full evaluated series (null
 * rows included), so a row that is Initial, null, at or below the level breaks a run. Decision:
 * a partial (still running) block also breaks a run and never triggers, as its value is not
 * final. Output is sorted by triggeredAt, then level.
 */
export function exceedanceSummary(
  channel: string,
  rows: readonly Pick<AveragedRow, 't' | 'value' | 'mode' | 'partial'>[],
  levels: readonly number[],
): ExceedanceSummaryRow[] {
  const out: ExceedanceSummaryRow[] = [];
  for (const level of levels) {
    let current: ExceedanceSummaryRow | null = null;
    for (const row of rows) {
      const counts = row.mode !== 'Initial' && !row.partial && exceeds(row.value, level);
      if (!counts) {
        current = null;
        continue;
      }
      const value = row.value!;
      if (current === null) {
        current = {
          channel,
          level,
          triggeredAt: row.t,
          mode: row.mode,
          lastAt: row.t,
          peak: value,
        };
        out.push(current);
      } else {
        current.lastAt = row.t;
        if (value > current.peak) current.peak = value;
      }
    }
  }
  return out.sort((a, b) => a.triggeredAt - b.triggeredAt || a.level - b.level);
}
