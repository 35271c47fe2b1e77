import {
  DEFAULT_SCHEDULE,
  fail,
  MAX_EMAIL_RECIPIENTS,
  normaliseEmail,
  SCHEDULE_DAYS,
  type ValidationError,
} from '@aq/validation';
import type { ContributionType } from '@aq/validation/contribution';

// The report rules a contribution's type imposes on its report config (spec 02 §4 'Report
// configuration rules'), and the messages the calls refuse a body with. Pure: the service applies
// them to what it returns and to what it is asked to save, and the scheduler can read them too.

/** The display frequency of a 1466 report: the 15-minute rolling period of its graphs (spec 02 §9). */
export const REPORT_1466_TABLE_PERIOD_MINUTES = 15;

/** Longest report name (the contract carries at most 200 characters). */
export const REPORT_NAME_MAX_LENGTH = 200;

/** Largest display frequency: one row a day (the contract's upper bound). */
export const MAX_TABLE_PERIOD_MINUTES = 1440;

/** What a report is named until the user names it: the contribution name plus ' Report'. */
export const DEFAULT_REPORT_NAME_SUFFIX = ' Report';

/**
 * Every message the report config calls refuse a body with, beyond the contract's own (the
 * schedule messages, 'Invalid time', the e-mail rules of @aq/validation), in one place.
 */
export const REPORT_CONFIG_MESSAGES = {
  fixedPeriod1466: `The display frequency of a 1466 report is fixed at ${REPORT_1466_TABLE_PERIOD_MINUTES} minutes.`,
  fixedPeriodNjPam: (minutes: number) =>
    `The display frequency of an NJ PAM report is fixed at its averaging period (${minutes} minutes).`,
  njPamLocationData: 'An NJ PAM report always displays the monitoring location data.',
  periodTooLong: `The display frequency must be at most ${MAX_TABLE_PERIOD_MINUTES} minutes.`,
  nameTooLong: `A report name must be ${REPORT_NAME_MAX_LENGTH} characters or less.`,
  otherContribution: 'A report export config cannot be moved to another contribution.',
  alreadyExists:
    'This contribution already has a report export config: update or delete it instead.',
  notFound: 'The report export config could not be found.',
  projectNotFound: 'The project could not be found.',
} as const;

/** The contribution facts the type rules read. */
export interface ReportContribution {
  readonly type: ContributionType;
  /** The contribution's rolling period (NJ PAM: its block), in minutes. */
  readonly averagingPeriodMinutes: number;
}

/** The display frequency a type fixes (1466: 15 minutes; NJ PAM: its block); null when free. */
export function fixedTablePeriodMinutes(contribution: ReportContribution): number | null {
  switch (contribution.type) {
    case 'FourteenSixtySix':
      return REPORT_1466_TABLE_PERIOD_MINUTES;
    case 'NjPam':
      return contribution.averagingPeriodMinutes;
    default:
      return null;
  }
}

/** The display frequency a report uses: the type's fixed one, else the stored (or default) one. */
export function reportTablePeriodMinutes(
  contribution: ReportContribution,
  stored: number = DEFAULT_SCHEDULE.tablePeriodMinutes,
): number {
  return fixedTablePeriodMinutes(contribution) ?? stored;
}

/** Whether a report shows the monitoring location data: always for NJ PAM, else as stored. */
export function reportDisplaysLocationData(
  contribution: ReportContribution,
  stored: boolean,
): boolean {
  return contribution.type === 'NjPam' ? true : stored;
}

/** What a saved config asks for that the type rules look at. */
export interface ReportSettingsInput {
  readonly tablePeriodMinutes: number;
  readonly displayMonitoringLocationData: boolean;
}

/** A refused field and its message. */
export interface ReportRuleFailure {
  readonly field: 'TablePeriodMinutes' | 'DisplayMonitoringLocationData';
  readonly message: string;
}

/**
 * The type rules a body breaks, in field order (empty when none): a 1466 or NJ PAM report asking
 * for another display frequency than the fixed one, an NJ PAM report hiding the location data, or
 * any report above one row a day.
 */
export function reportRuleFailures(
  contribution: ReportContribution,
  input: ReportSettingsInput,
): ReportRuleFailure[] {
  const failures: ReportRuleFailure[] = [];
  const fixed = fixedTablePeriodMinutes(contribution);
  if (fixed !== null && input.tablePeriodMinutes !== fixed) {
    failures.push({
      field: 'TablePeriodMinutes',
      message:
        contribution.type === 'NjPam'
          ? REPORT_CONFIG_MESSAGES.fixedPeriodNjPam(fixed)
          : REPORT_CONFIG_MESSAGES.fixedPeriod1466,
    });
  } else if (input.tablePeriodMinutes > MAX_TABLE_PERIOD_MINUTES) {
    failures.push({ field: 'TablePeriodMinutes', message: REPORT_CONFIG_MESSAGES.periodTooLong });
  }
  if (contribution.type === 'NjPam' && !input.displayMonitoringLocationData) {
    failures.push({
      field: 'DisplayMonitoringLocationData',
      message: REPORT_CONFIG_MESSAGES.njPamLocationData,
    });
  }
  return failures;
}

/**
 * The recipients as stored: trimmed, in the order given. A repeat (trimmed, ignoring case) gives
 * 'Cannot add duplicate email' naming it; more than 50 the recipients limit message.
 */
export function storedEmails(emails: readonly string[]): {
  emails: string[];
  errors: ValidationError[];
} {
  const seen = new Set<string>();
  const out: string[] = [];
  const errors: ValidationError[] = [];
  for (const email of emails) {
    const key = normaliseEmail(email);
    if (seen.has(key)) {
      errors.push(fail('recipients.duplicateEmail', { entry: email.trim() }));
      continue;
    }
    seen.add(key);
    out.push(email.trim());
  }
  if (out.length > MAX_EMAIL_RECIPIENTS) {
    errors.push(fail('recipients.maxEmails', { max: MAX_EMAIL_RECIPIENTS }));
  }
  return { emails: out, errors };
}

/** The days as stored: each once, in week order (Sunday first). */
export function storedDays(days: readonly string[]): (typeof SCHEDULE_DAYS)[number][] {
  return SCHEDULE_DAYS.filter((day) => days.includes(day));
}

/** The default report name of a contribution, kept within the contract's 200 characters. */
export function defaultReportName(contributionName: string): string {
  const room = REPORT_NAME_MAX_LENGTH - DEFAULT_REPORT_NAME_SUFFIX.length;
  return `${contributionName.slice(0, room)}${DEFAULT_REPORT_NAME_SUFFIX}`;
}
