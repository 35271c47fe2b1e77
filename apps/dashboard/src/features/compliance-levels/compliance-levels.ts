import type { Contribution, ComplianceLevel } from '@aq/api';
import { validateComplianceThreshold } from '@aq/validation/compliance-level';
import type { ContributionUpdateBody } from '@aq/validation/contribution';
import type { ValidationError } from '@aq/validation/messages';
import { parseNumberInput } from '@aq/validation/number';
import type { z } from 'zod';

/** A compliance level of the project as projectDetails carries it (projects §3). */
export type ComplianceLevelEntry = z.output<typeof ComplianceLevel>;

/** A contribution as GET /v0.1/contribution/{id} answers it. */
export type ContributionDetail = z.output<typeof Contribution>;

/**
 * A row of the levels table: one compliance level with a stable id. A sensor may have several
 * levels (DER-10's PM10 has 100 and 150), so the id counts the sensor's levels in server order.
 */
export interface ComplianceLevelRow extends ComplianceLevelEntry {
  rowId: string;
}

/** The typed text of each edited row, by row id; a row missing here shows its saved level. */
export type LevelDrafts = Readonly<Record<string, string>>;

/** The rows of the table, in the server's order, each with its id. */
export function complianceLevelRows(
  levels: readonly ComplianceLevelEntry[] | undefined,
): ComplianceLevelRow[] {
  const seen = new Map<string, number>();
  return (levels ?? []).map((level) => {
    const key = `${level.ContributionId}:${level.SensorCode}`;
    const position = seen.get(key) ?? 0;
    seen.set(key, position + 1);
    return { ...level, rowId: `${key}:${position}` };
  });
}

/** The text a saved level shows in its input: empty when the sensor has no level yet. */
export function savedLevelText(level: number | null): string {
  return level === null ? '' : String(level);
}

/** The text a row shows: the draft when edited, else the saved level. */
export function rowText(row: ComplianceLevelRow, drafts: LevelDrafts): string {
  return drafts[row.rowId] ?? savedLevelText(row.Level);
}

/**
 * The failure of a row's text, or null. A level is a number from 0.001 to 999 and may not be
 * emptied (projects §5 'Compliance threshold'); a sensor without a level yet (Level null) may stay
 * empty, and is then left without one when its contribution is saved.
 */
export function rowError(row: ComplianceLevelRow, drafts: LevelDrafts): ValidationError | null {
  const text = rowText(row, drafts);
  if (row.Level === null && text.trim() === '') return null;
  return validateComplianceThreshold(text);
}

/** Whether a row's text says something other than its saved level. */
export function isRowChanged(row: ComplianceLevelRow, drafts: LevelDrafts): boolean {
  const draft = drafts[row.rowId];
  if (draft === undefined) return false;
  if (row.Level === null) return draft.trim() !== '';
  const parsed = parseNumberInput(draft);
  return typeof parsed !== 'number' || parsed !== row.Level;
}

/** The contributions with at least one changed row, in table order (each is saved on its own). */
export function changedContributionIds(
  rows: readonly ComplianceLevelRow[],
  drafts: LevelDrafts,
): number[] {
  const ids: number[] = [];
  for (const row of rows) {
    if (isRowChanged(row, drafts) && !ids.includes(row.ContributionId)) {
      ids.push(row.ContributionId);
    }
  }
  return ids;
}

/** Whether every row of a contribution is valid (its save may be sent). */
export function isContributionValid(
  rows: readonly ComplianceLevelRow[],
  contributionId: number,
  drafts: LevelDrafts,
): boolean {
  return rows.every((row) => row.ContributionId !== contributionId || !rowError(row, drafts));
}

/**
 * The body of the contribution update that saves a contribution's levels (projects §7
 * 'Contribution update for compliance levels'): every report option as the contribution has it,
 * and SensorActionLevels = the table's levels of that contribution in table order (a sensor with
 * two levels appears twice), each with the row's display units; rows left empty are left out.
 * Null while a row of the contribution is invalid.
 */
export function complianceUpdateBody(
  contribution: Pick<ContributionDetail, 'Id' | 'Config'>,
  rows: readonly ComplianceLevelRow[],
  drafts: LevelDrafts,
): ContributionUpdateBody | null {
  const own = rows.filter((row) => row.ContributionId === contribution.Id);
  if (own.some((row) => rowError(row, drafts))) return null;
  const levels: ContributionUpdateBody['SensorActionLevels'] = [];
  for (const row of own) {
    const parsed = parseNumberInput(rowText(row, drafts), { allowEmpty: true });
    if (typeof parsed !== 'number') continue;
    levels.push({
      SensorName: row.SensorCode,
      SensorUnits: row.DisplayUnits,
      ActionLevelValue: parsed,
    });
  }
  const config = contribution.Config;
  return {
    HideEmptyEnvironmentalSummary: config.HideEmptyEnvironmentalSummary,
    ShowExceedanceSummary: config.ShowExceedanceSummary,
    SensorsWithNegativeNumberFiltering: [...config.SensorsWithNegativeNumberFiltering],
    SensorActionLevels: levels,
    DisplayActionLevelsOnReportCharts: config.DisplayActionLevelsOnReportCharts,
    DisplayAlertsOnReportCharts: config.DisplayAlertsOnReportCharts,
  };
}

/** The drafts left once a contribution is saved: its rows show the saved levels again. */
export function withoutContribution(
  drafts: LevelDrafts,
  rows: readonly ComplianceLevelRow[],
  contributionId: number,
): LevelDrafts {
  const ids = new Set(
    rows.filter((row) => row.ContributionId === contributionId).map((row) => row.rowId),
  );
  return Object.fromEntries(Object.entries(drafts).filter(([id]) => !ids.has(id)));
}
