import type { ReportExportConfigSummary } from '@aq/api';
import type { ContributionType } from '@aq/validation/contribution';
import type { z } from 'zod';

/** Whether a contribution's report is sent on a schedule. */
export type ScheduleState = 'active' | 'inactive' | 'none';

/** One row of the project Reports table. */
export interface ReportRow {
  readonly contributionId: number;
  readonly contributionName: string;
  readonly type: ContributionType;
  /** The saved report name, else the default one (the contribution's name plus ' Report'). */
  readonly reportName: string;
  readonly schedule: ScheduleState;
}

/** The report name a contribution without a saved config gets (spec 02 §3, as the server names it). */
export function defaultReportName(contributionName: string): string {
  return `${contributionName} Report`;
}

/**
 * The project Reports table's rows: every contribution, joined with its export config summary by
 * ContributionId (none: the default name, not scheduled).
 */
export function reportRows(
  contributions: readonly { Id: number; Name: string; ContributionType: ContributionType }[],
  summaries: readonly z.output<typeof ReportExportConfigSummary>[],
): ReportRow[] {
  const byContribution = new Map(summaries.map((summary) => [summary.ContributionId, summary]));
  return contributions.map((contribution) => {
    const summary = byContribution.get(contribution.Id);
    return {
      contributionId: contribution.Id,
      contributionName: contribution.Name,
      type: contribution.ContributionType,
      reportName: summary?.Name || defaultReportName(contribution.Name),
      schedule: summary ? (summary.IsActive ? 'active' : 'inactive') : 'none',
    };
  });
}
