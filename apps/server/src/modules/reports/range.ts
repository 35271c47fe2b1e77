import { formatDateTime, validateReportRange } from '@aq/validation';
import { badRequest } from '../../http/problem';
import type { ContributionWithProject } from '../contributions/repository';

// The server's part of a report range (spec 02 §5 'Manual range'): the contract already holds
// the range to 1 minute .. 8 days; only the server knows the contribution period.

/** 400 for a contribution with no computed minute yet: there is no period to offer. */
export const NO_REPORT_DATA = 'No data was found for the selected reporting range.';

/**
 * Checks that a report range lies within the contribution period: from the contribution's start
 * (start_at) to its newest materialised minute (computed_to), both inclusive. Outside it, 400
 * 'The selected date range is outside the contribution period. Please select a date range between
 * %1 to %2.' with both bounds written MM/dd/yyyy HH:mm on the project zone's clock; with nothing
 * computed yet, 400 NO_REPORT_DATA. Also applies the 1-minute and 8-day rules (validateReportRange)
 * for callers whose input did not pass the contract's schema. The error is tied to `field`.
 */
export function checkReportRange(
  contribution: ContributionWithProject,
  fromMs: number,
  toMs: number,
  field: string,
): void {
  if (contribution.computed_to === null) throw badRequest(NO_REPORT_DATA, field);
  const timeZone = contribution.time_zone_id;
  const error = validateReportRange(fromMs, toMs, {
    start: new Date(contribution.start_at).getTime(),
    end: new Date(contribution.computed_to).getTime(),
    format: (ms) => formatDateTime(ms, timeZone),
  });
  if (error) throw badRequest(error, field);
}
