import { describe, expect, it } from 'vitest';
import {
  canSaveSchedule,
  DEFAULT_SCHEDULE,
  formatDateTime,
  MAX_REPORT_RANGE_MS,
  MIN_REPORT_RANGE_MS,
  reportExportConfigSchema,
  validatePositiveWholeNumber,
  validateReportRange,
  validateReportSchedule,
  type ReportScheduleInput,
} from './report';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = Date.UTC(2024, 0, 1, 0, 0); // 01/01/2024 00:00 UTC
const END = Date.UTC(2024, 2, 1, 12, 30); // 03/01/2024 12:30 UTC
const PERIOD = { start: START, end: END };
const OUTSIDE =
  'The selected date range is outside the contribution period. Please select a date range between 01/01/2024 00:00 to 03/01/2024 12:30.';

describe('formatDateTime (MM/dd/yyyy HH:mm)', () => {
  it.each([
    [0, 'UTC', '01/01/1970 00:00'],
    [Date.UTC(2024, 11, 31, 23, 59, 59), 'UTC', '12/31/2024 23:59'],
    [Date.UTC(2024, 6, 4, 3, 5), 'America/New_York', '07/03/2024 23:05'],
    [Date.UTC(2024, 0, 1, 0, 0), 'Asia/Kolkata', '01/01/2024 05:30'],
  ])('formats %d in %s as %s', (ms, zone, expected) => {
    expect(formatDateTime(ms, zone)).toBe(expected);
  });

  it('defaults to UTC', () => {
    expect(formatDateTime(Date.UTC(2024, 1, 29, 7, 8))).toBe('02/29/2024 07:08');
  });
});

describe('manual report range (spec 02 §5; DOMAIN Reports)', () => {
  it('allows 1 minute to 8 days', () => {
    expect(MIN_REPORT_RANGE_MS).toBe(60_000);
    expect(MAX_REPORT_RANGE_MS).toBe(691_200_000);
  });

  it.each([
    ['exactly 1 minute', START, START + MINUTE],
    ['exactly 8 days', START, START + 8 * DAY],
    ['the whole end of the period', END - DAY, END],
    ['an open-ended period', END + DAY, END + 2 * DAY],
  ])('accepts %s', (_, from, to) => {
    const period = from > END ? { start: START, end: null } : PERIOD;
    expect(validateReportRange(from, to, period)).toBeNull();
  });

  it.each([
    ['59.999 s', START, START + MINUTE - 1, 'Report range must be at least 1 minute long'],
    ['zero length', START + DAY, START + DAY, 'Report range must be at least 1 minute long'],
    ['to before from', START + DAY, START + 1, 'Report range must be at least 1 minute long'],
    ['8 days + 1 ms', START, START + 8 * DAY + 1, 'Report range must be 8 days or less'],
    ['from 1 ms before the start', START - 1, START + DAY, OUTSIDE],
    ['to 1 ms after the end', END - DAY, END + 1, OUTSIDE],
    ['from not a time', Number.NaN, START, 'From time is invalid'],
    ['to not a time', START, Number.NaN, 'To time is invalid'],
    ['neither a time', Number.NaN, Number.POSITIVE_INFINITY, 'From and To time are invalid'],
  ])('rejects %s', (_, from, to, message) => {
    expect(validateReportRange(from, to, PERIOD)?.message).toBe(message);
  });

  it('checks the period before the length', () => {
    expect(validateReportRange(START - 10 * DAY, START, PERIOD)?.code).toBe('report.outsidePeriod');
  });

  it('formats the bounds with the given formatter', () => {
    const error = validateReportRange(START - 1, START + DAY, {
      ...PERIOD,
      format: (ms) => formatDateTime(ms, 'America/New_York'),
    });
    expect(error).toEqual({
      code: 'report.outsidePeriod',
      message:
        'The selected date range is outside the contribution period. Please select a date range between 12/31/2023 19:00 to 03/01/2024 07:30.',
      params: { from: '12/31/2023 19:00', to: '03/01/2024 07:30' },
    });
  });

  it.each([
    [{ start: START, end: null, now: START + 30 * DAY }, '01/31/2024 00:00'],
    [{ start: START, end: null }, '01/02/2024 00:00'],
  ])('shows now, else the selected end, for an open period %j', (period, shownTo) => {
    expect(validateReportRange(START - 1, START + DAY, period)?.params).toEqual({
      from: '01/01/2024 00:00',
      to: shownTo,
    });
  });
});

const VALID_SCHEDULE: ReportScheduleInput = {
  from: '08:00',
  to: '17:00',
  scheduledTimeOfDay: '18:00',
  days: ['Monday'],
  emails: ['a@example.com'],
  active: true,
};

const INACTIVE_WARNING =
  'This schedule is active but will not be sent until at least one day and one recipient are selected.';

describe('report scheduling (spec 02 §5)', () => {
  it('starts from 08:00 to 17:00, sent at 18:00, table period 1 minute, no CSV', () => {
    expect(DEFAULT_SCHEDULE).toEqual({
      from: '08:00',
      to: '17:00',
      scheduledTimeOfDay: '18:00',
      tablePeriodMinutes: 1,
      attachCsv: false,
    });
  });

  it.each([
    ['the default schedule', {}],
    ['00:00 to 23:59', { from: '00:00', to: '23:59' }],
    ['a one-minute window', { from: '08:00', to: '08:01' }],
    ['an inactive schedule without days or recipients', { days: [], emails: [], active: false }],
  ])('accepts %s', (_, change) => {
    const result = validateReportSchedule({ ...VALID_SCHEDULE, ...change });
    expect(result).toEqual({ errors: [], warnings: [] });
    expect(canSaveSchedule(result)).toBe(true);
  });

  it.each([
    ['from 24:00', { from: '24:00' }, ['Invalid time']],
    ['to 8:00', { to: '8:00' }, ['Invalid time']],
    ['scheduled 18:60', { scheduledTimeOfDay: '18:60' }, ['Invalid time']],
    ['two malformed times', { from: '1', to: '2' }, ['Invalid time']],
    ['no from', { from: '' }, ['Must enter a start and end time']],
    ['no to', { to: null }, ['Must enter a start and end time']],
    ['a blank to', { to: '  ' }, ['Must enter a start and end time']],
    ['equal times', { from: '09:00', to: '09:00' }, ['Start time must be before end time']],
    ['from after to', { from: '17:01', to: '17:00' }, ['Start time must be before end time']],
    ['no scheduled time', { scheduledTimeOfDay: undefined }, ['Must enter a scheduled time']],
    [
      'no times but days',
      { from: '', to: '', scheduledTimeOfDay: '' },
      ['Must enter a start and end time', 'Must enter a scheduled time'],
    ],
    [
      'a malformed from and no scheduled time',
      { from: '8', scheduledTimeOfDay: '' },
      ['Invalid time', 'Must enter a scheduled time'],
    ],
    [
      'nothing at all',
      { from: null, to: '', scheduledTimeOfDay: undefined, days: [], active: false },
      ['Schedule not defined'],
    ],
  ])('refuses %s', (_, change, messages) => {
    const result = validateReportSchedule({ ...VALID_SCHEDULE, ...change });
    expect(result.errors.map((error) => error.message)).toEqual(messages);
    expect(canSaveSchedule(result)).toBe(false);
  });

  it.each([
    ['no days', { days: [] }],
    ['no recipients', { emails: [] }],
    ['only blank recipients', { emails: ['  '] }],
  ])('warns when active with %s', (_, change) => {
    const result = validateReportSchedule({ ...VALID_SCHEDULE, ...change });
    expect(result.warnings).toEqual([
      { code: 'schedule.inactiveWarning', message: INACTIVE_WARNING },
    ]);
    expect(result.errors).toEqual([]);
    expect(canSaveSchedule(result)).toBe(true);
  });

  it('both warns and refuses when an active schedule is not defined', () => {
    const result = validateReportSchedule({
      from: '',
      to: '',
      scheduledTimeOfDay: '',
      days: [],
      emails: [],
      active: true,
    });
    expect(result.errors.map((error) => error.code)).toEqual(['schedule.notDefined']);
    expect(result.warnings.map((error) => error.code)).toEqual(['schedule.inactiveWarning']);
  });
});

describe('positive whole numbers', () => {
  it.each([[1], [15], [2_147_483_647]])('accepts %d', (value) => {
    expect(validatePositiveWholeNumber(value)).toBeNull();
  });

  it.each([[0], [-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (value) => {
    expect(validatePositiveWholeNumber(value)?.message).toBe(
      'Value must be a whole number greater than 0',
    );
  });
});

const VALID_CONFIG = {
  Name: 'Site A Report',
  From: '08:00',
  To: '17:00',
  ScheduledTimeOfDay: '18:00',
  Days: ['Monday', 'Friday'],
  Emails: ['ops@example.com'],
  TablePeriodMinutes: 15,
  ContributionId: 42,
  AttachCsv: false,
  IsActive: true,
  DisplayMonitoringLocationData: true,
  MapStyle: 'Streets',
};

function issuesOf(input: unknown) {
  const result = reportExportConfigSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('report export config schema', () => {
  it.each([
    ['the example', {}],
    ['satellite maps', { MapStyle: 'Satellite' }],
    ['no map', { MapStyle: 'None' }],
    ['no recipients', { Emails: [] }],
  ])('accepts %s', (_, change) => {
    expect(issuesOf({ ...VALID_CONFIG, ...change })).toEqual([]);
  });

  it.each([
    ['a blank name', { Name: ' ' }, [{ path: 'Name', message: 'This field is required' }]],
    ['a malformed time', { From: '8:00' }, [{ path: 'From', message: 'Invalid time' }]],
    [
      'an end before the start',
      { From: '17:00', To: '08:00' },
      [{ path: 'From', message: 'Start time must be before end time' }],
    ],
    ['no end', { To: null }, [{ path: 'To', message: 'Must enter a start and end time' }]],
    [
      'no scheduled time',
      { ScheduledTimeOfDay: '' },
      [{ path: 'ScheduledTimeOfDay', message: 'Must enter a scheduled time' }],
    ],
    [
      'nothing scheduled',
      { From: '', To: '', ScheduledTimeOfDay: '', Days: [] },
      [{ path: '', message: 'Schedule not defined' }],
    ],
    [
      'an invalid recipient',
      { Emails: ['ops@example.com', 'ops@example'] },
      [{ path: 'Emails.1', message: 'Email address is invalid' }],
    ],
    [
      'a zero table period',
      { TablePeriodMinutes: 0 },
      [{ path: 'TablePeriodMinutes', message: 'Value must be a whole number greater than 0' }],
    ],
    [
      'a fractional contribution id',
      { ContributionId: 1.5 },
      [{ path: 'ContributionId', message: 'Value must be a whole number greater than 0' }],
    ],
  ])('refuses %s', (_, change, issues) => {
    expect(issuesOf({ ...VALID_CONFIG, ...change })).toEqual(issues);
  });

  it('puts the catalogue code in the issue params', () => {
    const result = reportExportConfigSchema.safeParse({ ...VALID_CONFIG, From: '25:00' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.code).toBe('custom');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({ code: 'time.invalid' });
  });

  it.each([
    ['an unknown day', { Days: ['Funday'] }, 'Days.0'],
    ['an unknown map style', { MapStyle: 'Terrain' }, 'MapStyle'],
    ['a text id', { ContributionId: '42' }, 'ContributionId'],
  ])('refuses %s by shape', (_, change, path) => {
    expect(issuesOf({ ...VALID_CONFIG, ...change }).map((issue) => issue.path)).toEqual([path]);
  });
});
