import { describe, expect, it } from 'vitest';
import {
  defaultReportName,
  fixedTablePeriodMinutes,
  reportDisplaysLocationData,
  reportRuleFailures,
  reportTablePeriodMinutes,
  storedDays,
  storedEmails,
  type ReportContribution,
} from './rules';

const generic: ReportContribution = { type: 'Generic', averagingPeriodMinutes: 15 };
const der10: ReportContribution = { type: 'Der10', averagingPeriodMinutes: 15 };
const rule1466: ReportContribution = { type: 'FourteenSixtySix', averagingPeriodMinutes: 120 };
const njPam: ReportContribution = { type: 'NjPam', averagingPeriodMinutes: 60 };

describe('the display frequency of a report', () => {
  it.each([
    ['generic', generic, null, 5, 5],
    ['DER-10', der10, null, 30, 30],
    // 1466: the 15-minute rolling period of its graphs, not its 120-minute rolling period.
    ['1466', rule1466, 15, 5, 15],
    // NJ PAM: its block.
    ['NJ PAM', njPam, 60, 5, 60],
  ])('of a %s contribution', (_name, contribution, fixed, stored, used) => {
    expect(fixedTablePeriodMinutes(contribution)).toBe(fixed);
    expect(reportTablePeriodMinutes(contribution, stored)).toBe(used);
  });

  it('defaults to 1 minute where it is free', () => {
    expect(reportTablePeriodMinutes(generic)).toBe(1);
    expect(reportTablePeriodMinutes(rule1466)).toBe(15);
  });
});

describe('the monitoring location data of a report', () => {
  it.each([
    [generic, false, false],
    [generic, true, true],
    [rule1466, false, false],
    [njPam, false, true],
    [njPam, true, true],
  ])('of %o stored %s is shown: %s', (contribution, stored, shown) => {
    expect(reportDisplaysLocationData(contribution, stored)).toBe(shown);
  });
});

describe('reportRuleFailures', () => {
  const ok = { tablePeriodMinutes: 1, displayMonitoringLocationData: false };

  it('accepts any frequency from 1 to 1440 minutes on a free type', () => {
    expect(reportRuleFailures(generic, ok)).toEqual([]);
    expect(reportRuleFailures(der10, { ...ok, tablePeriodMinutes: 1440 })).toEqual([]);
    expect(reportRuleFailures(der10, { ...ok, tablePeriodMinutes: 1441 })).toEqual([
      {
        field: 'TablePeriodMinutes',
        message: 'The display frequency must be at most 1440 minutes.',
      },
    ]);
  });

  it('holds a 1466 report to 15 minutes', () => {
    expect(reportRuleFailures(rule1466, { ...ok, tablePeriodMinutes: 15 })).toEqual([]);
    for (const minutes of [14, 16, 120]) {
      expect(reportRuleFailures(rule1466, { ...ok, tablePeriodMinutes: minutes })).toEqual([
        {
          field: 'TablePeriodMinutes',
          message: 'The display frequency of a 1466 report is fixed at 15 minutes.',
        },
      ]);
    }
  });

  it('holds an NJ PAM report to its block with the location data shown', () => {
    expect(
      reportRuleFailures(njPam, { tablePeriodMinutes: 60, displayMonitoringLocationData: true }),
    ).toEqual([]);
    expect(
      reportRuleFailures(njPam, { tablePeriodMinutes: 15, displayMonitoringLocationData: false }),
    ).toEqual([
      {
        field: 'TablePeriodMinutes',
        message:
          'The display frequency of an NJ PAM report is fixed at its averaging period (60 minutes).',
      },
      {
        field: 'DisplayMonitoringLocationData',
        message: 'An NJ PAM report always displays the monitoring location data.',
      },
    ]);
  });
});

describe('storedEmails', () => {
  it('trims the addresses and keeps their order and case', () => {
    expect(storedEmails([' B@demo.example', 'a@demo.example '])).toEqual({
      emails: ['B@demo.example', 'a@demo.example'],
      errors: [],
    });
  });

  it('refuses a repeat ignoring case and spaces', () => {
    const result = storedEmails(['a@demo.example', ' A@DEMO.example ']);
    expect(result.errors.map((error) => [error.code, error.message])).toEqual([
      ['recipients.duplicateEmail', 'Cannot add duplicate email'],
    ]);
  });

  it('takes 50 addresses and refuses 51', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `r${i}@demo.example`);
    expect(storedEmails(list(50)).errors).toEqual([]);
    expect(storedEmails(list(51)).errors.map((error) => error.code)).toEqual([
      'recipients.maxEmails',
    ]);
  });
});

describe('storedDays and defaultReportName', () => {
  it('keeps each day once in week order', () => {
    expect(storedDays(['Saturday', 'Sunday', 'Saturday', 'Wednesday'])).toEqual([
      'Sunday',
      'Wednesday',
      'Saturday',
    ]);
    expect(storedDays([])).toEqual([]);
  });

  it('names a report after its contribution within 200 characters', () => {
    expect(defaultReportName('North fence')).toBe('North fence Report');
    expect(defaultReportName('x'.repeat(193))).toBe(`${'x'.repeat(193)} Report`);
    expect(defaultReportName('x'.repeat(194))).toBe(`${'x'.repeat(193)} Report`);
  });
});
