import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CreateContributionAlertConfigRequest,
  SendContributionAlertRequest,
} from './contribution-alerts/schemas';
import * as contributions from './contributions/endpoints';
import {
  ContributionCsvQuery,
  ContributionIdParams,
  CreateContributionRequest,
} from './contributions/schemas';
import * as eventRules from './event-rules/endpoints';
import {
  CreateEventRuleRequest,
  EvaluateEventRulesParams,
  EventRuleListQuery,
  UpdateEventRuleRequest,
} from './event-rules/schemas';
import {
  ContributionReportExportConfig,
  ReportExportConfigRequest,
} from './report-configs/schemas';
import {
  ContributionReportQuery,
  Der10ReportDataQuery,
  GenerateReportRequest,
} from './reports/schemas';

function issueMessages(result: { success: boolean; error?: z.ZodError }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('tricky schemas', () => {
  it('parses the event rule list query from strings, with Limit 100 by default', () => {
    const parsed = EventRuleListQuery.parse({
      ProjectId: 'p-1',
      FilterBy: '{"TriggerTypes":["Offline"],"Active":true}',
      SortBy: '{"Key":"Name","Dir":"desc"}',
    });
    expect(parsed).toEqual({
      ProjectId: 'p-1',
      FilterBy: { TriggerTypes: ['Offline'], Active: true },
      SortBy: { Key: 'Name', Dir: 'desc' },
      Limit: 100,
    });
    expect(EventRuleListQuery.parse({ Limit: '500' }).Limit).toBe(500);
    expect(EventRuleListQuery.safeParse({ Limit: '501' }).success).toBe(false);
    expect(EventRuleListQuery.safeParse({ SortBy: 'not json' }).success).toBe(false);
    expect(EventRuleListQuery.safeParse({ SortBy: '{"Key":"Colour","Dir":"asc"}' }).success).toBe(
      false,
    );
  });

  it('parses the report queries from strings', () => {
    expect(
      ContributionReportQuery.parse({
        from: '2024-05-01T08:00:00Z',
        to: '2024-05-01T17:00:00Z',
        tablePeriodMinutes: '15',
      }),
    ).toEqual({ from: '2024-05-01T08:00:00Z', to: '2024-05-01T17:00:00Z', tablePeriodMinutes: 15 });
    expect(
      Der10ReportDataQuery.parse({
        FromTime: '2024-05-01T00:00:00Z',
        ToTime: '2024-05-02T00:00:00Z',
        ReportAveragingPeriodMinutes: '0',
      }).ReportAveragingPeriodMinutes,
    ).toBe(0);
    expect(
      ContributionCsvQuery.parse({
        from: '2024-05-01T00:00:00Z',
        to: '2024-05-02T00:00:00Z',
        contributionVersionOverride: '3',
      }).contributionVersionOverride,
    ).toBe(3);
  });

  it('refuses report ranges shorter than a minute or longer than 8 days', () => {
    const tooLong = ContributionReportQuery.safeParse({
      from: '2024-05-01T00:00:00Z',
      to: '2024-05-09T00:01:00Z',
    });
    expect(issueMessages(tooLong)).toEqual(['Report range must be 8 days or less']);
    const tooShort = GenerateReportRequest.safeParse({
      ContributionId: 4,
      From: '2024-05-01T00:00:00Z',
      To: '2024-05-01T00:00:30Z',
    });
    expect(issueMessages(tooShort)).toEqual(['Report range must be at least 1 minute long']);
    const ok = GenerateReportRequest.parse({
      ContributionId: 4,
      From: '2024-05-01T00:00:00Z',
      To: '2024-05-09T00:00:00Z',
    });
    expect(ok.AttachCsv).toBe(false);
  });

  it('refuses a contribution csv range whose from is not before its to', () => {
    const result = ContributionCsvQuery.safeParse({
      from: '2024-05-02T00:00:00Z',
      to: '2024-05-01T00:00:00Z',
    });
    expect(issueMessages(result)).toEqual(['From time must be before end time']);
  });

  it('takes contribution ids in paths as numbers or text', () => {
    const params = ContributionIdParams;
    expect(contributions.getContribution.params).toBe(params);
    expect(params.parse({ contributionId: '12' })).toEqual({ contributionId: 12 });
    expect(params.parse({ contributionId: 12 })).toEqual({ contributionId: 12 });
    expect(params.safeParse({ contributionId: '0' }).success).toBe(false);
    expect(params.safeParse({ contributionId: 'abc' }).success).toBe(false);
  });

  it('refuses a contribution without a name with "Missing required fields"', () => {
    const result = CreateContributionRequest.safeParse({
      ContributionType: 'Der10',
      ProjectId: 'p-1',
      SensorTypes: ['PM10', 'VOC'],
      AveragingPeriodMinutes: 15,
      ContributionMonitoringLocations: ['a', 'b'],
    });
    expect(issueMessages(result)).toEqual(['Missing required fields']);
  });

  it('refuses an alert config without a sensor with "Missing required fields" on Sensor', () => {
    const result = CreateContributionAlertConfigRequest.safeParse({
      AlertName: 'PM10 high',
      Emails: ['ops@example.com'],
      PeriodMinutes: 15,
      SetPoint: 150,
      ResetPoint: 100,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['Sensor'], 'Missing required fields'],
    ]);
  });

  it('requires EventRuleId on an event rule update', () => {
    const rule = {
      Name: 'Offline check',
      ProjectId: 'p-1',
      TriggerSource: 'MonitoringLocation',
      SourceIds: ['loc-1'],
      TriggerType: 'Offline',
      OfflineTrigger: { OfflineDurationInMinutes: 30 },
      Emails: ['ops@example.com'],
    };
    const missing = UpdateEventRuleRequest.safeParse(rule);
    expect(missing.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['EventRuleId'], 'Missing required fields'],
    ]);
    expect(UpdateEventRuleRequest.parse({ ...rule, EventRuleId: 'r-1' }).EventRuleId).toBe('r-1');
    expect(CreateEventRuleRequest.safeParse(rule).success).toBe(true);
  });

  it('reuses the schedule rule on report export config bodies', () => {
    const result = ReportExportConfigRequest.safeParse({
      Name: 'Daily',
      From: '17:00',
      To: '08:00',
      ScheduledTimeOfDay: '18:00',
      Days: ['Monday'],
      Emails: ['ops@example.com'],
      TablePeriodMinutes: 1,
      ContributionId: 4,
      AttachCsv: false,
      IsActive: true,
      DisplayMonitoringLocationData: true,
      MapStyle: 'Streets',
    });
    expect(issueMessages(result)).toEqual(['Start time must be before end time']);
  });

  it('answers null for a contribution without an export config', () => {
    expect(ContributionReportExportConfig.parse(null)).toBeNull();
  });

  it('defaults the send body to both channels', () => {
    expect(SendContributionAlertRequest.parse({})).toEqual({ Channels: 'EmailAndSms' });
  });

  it('evaluates one endpoint for the five source kinds', () => {
    const params = EvaluateEventRulesParams;
    expect(eventRules.evaluateEventRules.params).toBe(params);
    for (const sourceType of [
      'contribution',
      'lease',
      'monitor',
      'monitoring-location',
      'project',
    ]) {
      expect(params.safeParse({ sourceType, id: 'x' }).success).toBe(true);
    }
    expect(params.safeParse({ sourceType: 'instrument', id: 'x' }).success).toBe(false);
  });
});
