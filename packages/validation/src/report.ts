import { z } from 'zod';
import { validateEmail } from './email';
import { fail, type ValidationError } from './messages';
import {
  DAYS_OF_WEEK,
  timeOfDayToMinutes,
  validateTimeOfDay,
  zonedDateTimeParts,
  type DayOfWeek,
} from './time';
import { addValidationIssue } from './zod-issues';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Longest manual report range: 8 days, inclusive (spec 02 §5, §9; DOMAIN Reports). */
export const MAX_REPORT_RANGE_MS = 8 * DAY_MS;

/** Shortest manual report range: 1 minute, inclusive. */
export const MIN_REPORT_RANGE_MS = MINUTE_MS;

/** Formats an instant as 'MM/dd/yyyy HH:mm' (spec 02 §9) in an IANA time zone; throws RangeError for NaN or an unknown zone. */
export function formatDateTime(ms: number, timeZone = 'UTC'): string {
  const p = zonedDateTimeParts(ms, timeZone);
  return `${pad(p.month, 2)}/${pad(p.day, 2)}/${pad(p.year, 4)} ${pad(p.hour, 2)}:${pad(p.minute, 2)}`;
}

/** The contribution period a manual report must fall in. */
export interface ReportPeriod {
  /** First instant with contribution data (MinDate). */
  readonly start: number;
  /** Last instant with contribution data (MaxDate); null for no upper bound. */
  readonly end: number | null;
  /** Formats the bounds shown in the message; default formatDateTime in UTC. */
  readonly format?: (ms: number) => string;
  /** Shown as the upper bound in the message when `end` is null; without it the selected `to` is shown. */
  readonly now?: number;
}

/**
 * Checks a manual report range (spec 02 §5): inside [start, end] (both inclusive), then at least
 * 1 minute, then at most 8 days; both limits are inclusive. Non-finite times give the picker's
 * 'From time is invalid' family of messages. Null when valid.
 */
export function validateReportRange(
  fromMs: number,
  toMs: number,
  period: ReportPeriod,
): ValidationError | null {
  const fromValid = Number.isFinite(fromMs);
  const toValid = Number.isFinite(toMs);
  if (!fromValid && !toValid) return fail('range.bothInvalid');
  if (!fromValid) return fail('range.fromInvalid');
  if (!toValid) return fail('range.toInvalid');
  if (fromMs < period.start || (period.end !== null && toMs > period.end)) {
    const format = period.format ?? ((ms: number) => formatDateTime(ms));
    const upper = period.end ?? period.now ?? toMs;
    return fail('report.outsidePeriod', { from: format(period.start), to: format(upper) });
  }
  const length = toMs - fromMs;
  if (length < MIN_REPORT_RANGE_MS) return fail('report.tooShort');
  if (length > MAX_REPORT_RANGE_MS) return fail('report.tooLong');
  return null;
}

/** Days a schedule can run on, in the wire spelling. */
export const SCHEDULE_DAYS = DAYS_OF_WEEK;

/** One day of SCHEDULE_DAYS. */
export type ScheduleDay = DayOfWeek;

/** Map styles of a report (spec 01 §3.3). */
export const REPORT_MAP_STYLES = ['Streets', 'Satellite', 'None'] as const;

/** The schedule a new report starts with (spec 02 §9). */
export const DEFAULT_SCHEDULE = {
  from: '08:00',
  to: '17:00',
  scheduledTimeOfDay: '18:00',
  tablePeriodMinutes: 1,
  attachCsv: false,
} as const;

/** What the scheduling card holds when the user saves. */
export interface ReportScheduleInput {
  readonly from: string | null | undefined;
  readonly to: string | null | undefined;
  readonly scheduledTimeOfDay: string | null | undefined;
  readonly days: readonly string[];
  readonly emails: readonly string[];
  readonly active: boolean;
}

/** Errors block saving; warnings are shown but do not. */
export interface ReportScheduleValidation {
  readonly errors: ValidationError[];
  readonly warnings: ValidationError[];
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/**
 * Checks a report schedule (spec 02 §5 'Report scheduling'). When nothing at all is set (no
 * days and none of the three times) the only error is 'Schedule not defined', because listing
 * each missing time would hide the real problem. Otherwise: 'Invalid time' once however many
 * entered times are malformed, 'Must enter a start and end time' when either is empty, 'Start time
 * must be before end time' when both are valid and from is not strictly earlier (equal is refused),
 * 'Must enter a scheduled time' when it is empty. The inactive warning shows when the schedule is
 * active but has no day or no non-blank recipient.
 */
export function validateReportSchedule(input: ReportScheduleInput): ReportScheduleValidation {
  const errors: ValidationError[] = [];
  const warnings: ValidationError[] = [];
  const times = [input.from, input.to, input.scheduledTimeOfDay];
  const hasDays = input.days.length > 0;

  if (!hasDays && times.every(isBlank)) {
    errors.push(fail('schedule.notDefined'));
  } else {
    if (times.some((time) => !isBlank(time) && validateTimeOfDay(time) !== null)) {
      errors.push(fail('time.invalid'));
    }
    if (isBlank(input.from) || isBlank(input.to)) {
      errors.push(fail('schedule.startAndEndRequired'));
    } else {
      const from = timeOfDayToMinutes(input.from);
      const to = timeOfDayToMinutes(input.to);
      if (typeof from === 'number' && typeof to === 'number' && from >= to) {
        errors.push(fail('schedule.startBeforeEnd'));
      }
    }
    if (isBlank(input.scheduledTimeOfDay)) errors.push(fail('schedule.scheduledTimeRequired'));
  }

  const hasRecipients = input.emails.some((email) => !isBlank(email));
  if (input.active && (!hasDays || !hasRecipients)) warnings.push(fail('schedule.inactiveWarning'));
  return { errors, warnings };
}

/** Saving is blocked while the schedule has any error; warnings do not block. */
export function canSaveSchedule(result: ReportScheduleValidation): boolean {
  return result.errors.length === 0;
}

/** Checks a wire id or period that must be a whole number above 0; null when valid. */
export function validatePositiveWholeNumber(value: number): ValidationError | null {
  return Number.isSafeInteger(value) && value > 0 ? null : fail('report.positiveWholeNumber');
}

// Empty times are left to the object-level schedule check, which words them per field pair.
const timeOfDayField = z
  .string()
  .nullish()
  .superRefine((value, ctx) => {
    if (isBlank(value)) return;
    const error = validateTimeOfDay(value);
    if (error) addValidationIssue(ctx, error);
  });

const positiveWholeNumberField = z.number().superRefine((value, ctx) => {
  const error = validatePositiveWholeNumber(value);
  if (error) addValidationIssue(ctx, error);
});

/** Form schema of a report export config (wire field names); rules come from validateReportSchedule. */
export const reportExportConfigSchema = z
  .object({
    Name: z.string().superRefine((value, ctx) => {
      if (isBlank(value)) addValidationIssue(ctx, fail('common.required'));
    }),
    From: timeOfDayField,
    To: timeOfDayField,
    ScheduledTimeOfDay: timeOfDayField,
    Days: z.array(z.enum(SCHEDULE_DAYS)),
    Emails: z.array(
      z.string().superRefine((value, ctx) => {
        const error = validateEmail(value);
        if (error) addValidationIssue(ctx, error);
      }),
    ),
    TablePeriodMinutes: positiveWholeNumberField,
    ContributionId: positiveWholeNumberField,
    AttachCsv: z.boolean(),
    IsActive: z.boolean(),
    DisplayMonitoringLocationData: z.boolean(),
    MapStyle: z.enum(REPORT_MAP_STYLES),
  })
  .superRefine((config, ctx) => {
    const { errors } = validateReportSchedule({
      from: config.From,
      to: config.To,
      scheduledTimeOfDay: config.ScheduledTimeOfDay,
      days: config.Days,
      emails: config.Emails,
      active: config.IsActive,
    });
    for (const error of errors) {
      switch (error.code) {
        case 'time.invalid':
          break; // already reported on the field itself
        case 'schedule.startAndEndRequired':
          addValidationIssue(ctx, error, [isBlank(config.From) ? 'From' : 'To']);
          break;
        case 'schedule.startBeforeEnd':
          addValidationIssue(ctx, error, ['From']);
          break;
        case 'schedule.scheduledTimeRequired':
          addValidationIssue(ctx, error, ['ScheduledTimeOfDay']);
          break;
        default:
          addValidationIssue(ctx, error);
      }
    }
  });

/** Wire shape of a report export config. */
export type ReportExportConfig = z.infer<typeof reportExportConfigSchema>;

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}
