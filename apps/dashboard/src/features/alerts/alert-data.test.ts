import { describe, expect, it } from 'vitest';
import {
  alertIdFromQuery,
  alertPagePath,
  fromContributionAlertConfig,
  fromEventRule,
  isContributionAlertId,
  projectAlertsPath,
  toAlertRow,
  toContributionAlertBody,
  toEventRuleBody,
} from './alert-data';

const PROJECT = {
  ProjectId: 'p-1',
  ProjectName: 'Gowanus Canal',
  OrganisationName: 'Acme Environmental',
  IsProjectLicensed: true,
};

const SET_POINT_RULE = {
  ...PROJECT,
  EventRuleId: 'rule-1',
  Name: 'PM10 high',
  Active: true,
  Emails: ['ops@example.com'],
  PhoneNumbers: ['+12015550123'],
  TriggerSource: 'MonitoringLocation' as const,
  SourceIds: ['loc-a', 'loc-b'],
  Sources: [
    { Id: 'loc-a', Name: 'North fence' },
    { Id: 'loc-b', Name: 'South fence' },
  ],
  TriggerType: 'SetPoint' as const,
  OfflineTrigger: null,
  SetPointTrigger: {
    SensorCode: 'PM10',
    SensorUnit: 'µg/m³',
    SetPoint: 150,
    ResetPoint: 100,
    AveragingPeriodInMinutes: 15,
  },
  ActivationCriteria: {
    ActiveDays: ['Monday' as const],
    ActiveTimeStart: 420,
    ActiveTimeEnd: 1080,
  },
};

const OFFLINE_RULE = {
  ...SET_POINT_RULE,
  EventRuleId: 'rule-2',
  Name: 'Silent contribution',
  TriggerSource: 'Contribution' as const,
  SourceIds: [7],
  Sources: [{ Id: 7, Name: 'DER-10 east' }],
  TriggerType: 'Offline' as const,
  OfflineTrigger: { OfflineDurationInMinutes: 30 },
  SetPointTrigger: null,
  ActivationCriteria: null,
};

const CONFIG = {
  ...PROJECT,
  Id: 12,
  ContributionId: 7,
  ContributionName: 'DER-10 east',
  Name: 'Site PM10',
  Sensor: 'PM10',
  SensorUnit: 'µg/m³',
  SetPoint: 100,
  ResetPoint: 80,
  PeriodMinutes: 15,
  Emails: [],
  PhoneNumbers: ['+12015550123'],
  Active: false,
  ActivationCriteria: null,
};

describe('alert ids and paths', () => {
  it('reads a positive whole number as a contribution alert config and text as an event rule', () => {
    expect(alertIdFromQuery(12)).toBe(12);
    expect(alertIdFromQuery('12')).toBe(12);
    expect(alertIdFromQuery('rule-1')).toBe('rule-1');
    expect(alertIdFromQuery(0)).toBeNull();
    expect(alertIdFromQuery(-3)).toBeNull();
    expect(alertIdFromQuery(1.5)).toBeNull();
    expect(alertIdFromQuery('')).toBeNull();
    expect(alertIdFromQuery(null)).toBeNull();
    expect(alertIdFromQuery({ id: 1 })).toBeNull();
    expect(isContributionAlertId(12)).toBe(true);
    expect(isContributionAlertId('12')).toBe(false);
  });

  it('spells the pages as the server links to them', () => {
    expect(alertPagePath('details', 'p-1', 'rule-1')).toBe(
      `/OneView/alerts/details?query=${encodeURIComponent('{"projectId":"p-1","alertId":"rule-1"}')}`,
    );
    expect(projectAlertsPath('p-1')).toBe(
      `/OneView/project/alerts?query=${encodeURIComponent('{"projectId":"p-1"}')}`,
    );
  });
});

describe('event rules and the alert form', () => {
  it('reads a set point rule on locations and writes the same payload back', () => {
    const form = fromEventRule(SET_POINT_RULE);
    expect(form).toMatchObject({
      id: 'rule-1',
      type: 'SetPoint',
      dataSourceType: 'Location',
      sensorCode: 'PM10',
      setPoint: 150,
      resetPoint: 100,
      averagingPeriod: 15,
      monitoringLocationSources: [
        { id: 'loc-a', name: 'North fence' },
        { id: 'loc-b', name: 'South fence' },
      ],
      activeDays: ['Monday'],
      activeTimeStart: 420,
      activeTimeEnd: 1080,
    });
    expect(form.phoneNumbers).toEqual([
      { e164: '+12015550123', country: 'US', nationalNumber: '2015550123', dialCode: '+1' },
    ]);
    expect(toEventRuleBody(form)).toEqual({
      Name: 'PM10 high',
      Active: true,
      Emails: ['ops@example.com'],
      PhoneNumbers: ['+12015550123'],
      ProjectId: 'p-1',
      TriggerSource: 'MonitoringLocation',
      SourceIds: ['loc-a', 'loc-b'],
      TriggerType: 'SetPoint',
      OfflineTrigger: null,
      SetPointTrigger: {
        SensorCode: 'PM10',
        SensorUnit: 'µg/m³',
        SetPoint: 150,
        ResetPoint: 100,
        AveragingPeriodInMinutes: 15,
      },
      ActivationCriteria: { ActiveDays: ['Monday'], ActiveTimeStart: 420, ActiveTimeEnd: 1080 },
    });
  });

  it('reads an offline rule on a contribution; always-active criteria stay omitted', () => {
    const form = fromEventRule(OFFLINE_RULE);
    expect(form).toMatchObject({
      type: 'Offline',
      dataSourceType: 'Contribution',
      contributionSources: [{ id: 7, name: 'DER-10 east' }],
      offlineDuration: 30,
    });
    expect(form.activeDays).toBeUndefined();
    expect(toEventRuleBody(form)).toMatchObject({
      TriggerSource: 'Contribution',
      SourceIds: [7],
      OfflineTrigger: { OfflineDurationInMinutes: 30 },
      SetPointTrigger: null,
      ActivationCriteria: null,
    });
  });

  it('writes a set point on one contribution with that contribution as the only source', () => {
    const body = toEventRuleBody({
      type: 'SetPoint',
      name: 'x',
      dataSourceType: 'Contribution',
      contributionSource: { id: 7, name: 'DER-10 east' },
      monitoringLocationSources: [{ id: 'loc-a', name: 'ignored' }],
    });
    expect(body).toMatchObject({ TriggerSource: 'Contribution', SourceIds: [7] });
  });
});

describe('contribution alert configs and the alert form', () => {
  it('reads a config as a Contribution alert and writes the v2 body back', () => {
    const form = fromContributionAlertConfig(CONFIG);
    expect(form).toMatchObject({
      id: 12,
      type: 'Contribution',
      contributionId: 7,
      channel: 'PM10',
      channelUnit: 'µg/m³',
      trigger: 100,
      reset: 80,
      averagingPeriod: 15,
      active: false,
    });
    expect(toContributionAlertBody(form)).toEqual({
      AlertName: 'Site PM10',
      Emails: [],
      PhoneNumbers: ['+12015550123'],
      PeriodMinutes: 15,
      Sensor: 'PM10',
      SetPoint: 100,
      ResetPoint: 80,
      ActivationCriteria: null,
      Active: false,
    });
  });
});

describe('alert table rows', () => {
  it('fills the columns of each type', () => {
    expect(toAlertRow(fromEventRule(SET_POINT_RULE))).toMatchObject({
      id: 'rule-1',
      type: 'SetPoint',
      dataType: 'Location',
      sources: ['North fence', 'South fence'],
      channel: 'PM10',
      trigger: 150,
      unit: 'µg/m³',
      averagingPeriod: 15,
      organisationName: 'Acme Environmental',
      projectName: 'Gowanus Canal',
    });
    expect(toAlertRow(fromEventRule(OFFLINE_RULE))).toMatchObject({
      type: 'Offline',
      dataType: 'Contribution',
      sources: ['DER-10 east'],
      channel: null,
      trigger: null,
      averagingPeriod: 30,
    });
    expect(toAlertRow(fromContributionAlertConfig(CONFIG))).toMatchObject({
      id: 12,
      type: 'Contribution',
      dataType: null,
      sources: ['DER-10 east'],
      channel: 'PM10',
      trigger: 100,
      active: false,
    });
  });
});
