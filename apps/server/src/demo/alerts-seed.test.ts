import { contributionAlertsApi, eventRulesApi } from '@aq/api';
import { OFFLINE_DURATION_MINUTES } from '@aq/validation/alert';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Caller, type TestApp } from '../test/helper';
import {
  DEMO_ALERT_CONTRIBUTION,
  DEMO_ALERT_EMAILS,
  DEMO_ALERT_NAMES,
  DEMO_ALERT_PHONES,
  DEMO_OFFLINE_MINUTES,
  seedDemoAlerts,
} from './alerts-seed';
import { seedDemoContributions } from './contributions-seed';
import { seedDemoSites } from './sites-seed';
import { DEMO_SITES } from './simulator/site';

// The demo alerts: a set point rule per demo site, an offline rule on the instrument the
// simulator takes offline, and a contribution alert on the Gowanus DER-10 contribution, with the
// demo recipients; seeded once.

const NOW = new Date('2026-11-02T09:00:00Z');
const [GOWANUS, HARBOUR] = DEMO_SITES;

let t: TestApp;
let admin: Caller;
let made: number;

async function projectId(name: string): Promise<string> {
  const row = await t.handle.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function locationIds(project: string): Promise<Map<string, string>> {
  const rows = await t.handle.db
    .selectFrom('monitoring_locations')
    .select(['id', 'name'])
    .where('project_id', '=', project)
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function rulesOf(project: string) {
  const response = await t.call(
    eventRulesApi.listEventRules,
    { query: { ProjectId: project } },
    admin,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Items as Record<string, unknown>[];
}

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoSites(t.handle.db, NOW)).toBe(true);
  expect(await seedDemoContributions(t.handle.db, NOW)).toBe(3);
  made = await seedDemoAlerts(t.handle.db, NOW);
  admin = await t.signIn('admin');
}, 60_000);
afterAll(() => t.close());

describe('the demo alerts', () => {
  it('gives Gowanus a set point rule on its fence and an offline rule on East Gate', async () => {
    expect(made).toBe(4);
    const gowanus = await projectId(GOWANUS!.projectName);
    const ids = await locationIds(gowanus);
    const perimeter = GOWANUS!.locations
      .filter((location) => location.role === 'Perimeter')
      .map((location) => ids.get(location.name));
    const offlineLocation = GOWANUS!.locations.find(
      (location) => location.instrument.serial === GOWANUS!.faults.offline?.serial,
    );
    const rules = await rulesOf(gowanus);
    expect(rules.map((rule) => rule.Name).sort()).toEqual([
      DEMO_ALERT_NAMES.offline,
      DEMO_ALERT_NAMES.gowanusSetPoint,
    ]);
    expect(rules.find((rule) => rule.TriggerType === 'SetPoint')).toMatchObject({
      Name: 'Gowanus fence PM10',
      Active: true,
      Emails: ['ops@example.com', 'site.lead@example.com'],
      PhoneNumbers: ['+12125550123', '+12125550147'],
      TriggerSource: 'MonitoringLocation',
      SourceIds: perimeter,
      SetPointTrigger: {
        SensorCode: 'PM10',
        SensorUnit: 'µg/m³',
        SetPoint: 250,
        ResetPoint: 150,
        AveragingPeriodInMinutes: 15,
      },
      OfflineTrigger: null,
      ActivationCriteria: null,
    });
    expect(rules.find((rule) => rule.TriggerType === 'Offline')).toMatchObject({
      Name: 'East Gate offline',
      Active: true,
      Emails: [...DEMO_ALERT_EMAILS],
      PhoneNumbers: [...DEMO_ALERT_PHONES],
      TriggerSource: 'MonitoringLocation',
      SourceIds: [ids.get(offlineLocation!.name)],
      Sources: [{ Id: ids.get(offlineLocation!.name), Name: 'East Gate' }],
      OfflineTrigger: { OfflineDurationInMinutes: 60 },
      SetPointTrigger: null,
    });
  });

  it('gives Harbour a set point rule on its fence and no offline rule (no scripted outage)', async () => {
    const harbour = await projectId(HARBOUR!.projectName);
    const rules = await rulesOf(harbour);
    expect(rules.map((rule) => [rule.Name, rule.TriggerType])).toEqual([
      [DEMO_ALERT_NAMES.harbourSetPoint, 'SetPoint'],
    ]);
    expect(rules[0]!.SourceIds).toHaveLength(2);
  });

  it('puts a PM10 contribution alert on the Gowanus DER-10 contribution', async () => {
    const gowanus = await projectId(GOWANUS!.projectName);
    const response = await t.call(
      contributionAlertsApi.listProjectContributionAlertConfigs,
      { params: { projectId: gowanus } },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Items).toEqual([
      expect.objectContaining({
        ContributionName: DEMO_ALERT_CONTRIBUTION,
        Name: 'Gowanus PM10 contribution',
        Sensor: 'PM10',
        SensorUnit: 'µg/m³',
        SetPoint: 200,
        ResetPoint: 120,
        PeriodMinutes: 15,
        Emails: [...DEMO_ALERT_EMAILS],
        PhoneNumbers: [...DEMO_ALERT_PHONES],
        Active: true,
        ActivationCriteria: null,
      }),
    ]);
  });

  it('stores alerts the alert rules accept: each saved back unchanged is taken', async () => {
    const gowanus = await projectId(GOWANUS!.projectName);
    for (const rule of await rulesOf(gowanus)) {
      const response = await t.call(
        eventRulesApi.updateEventRule,
        {
          body: {
            EventRuleId: rule.EventRuleId as string,
            Name: rule.Name,
            Active: rule.Active,
            Emails: rule.Emails,
            PhoneNumbers: rule.PhoneNumbers,
            ProjectId: rule.ProjectId,
            TriggerSource: rule.TriggerSource,
            SourceIds: rule.SourceIds,
            TriggerType: rule.TriggerType,
            OfflineTrigger: rule.OfflineTrigger,
            SetPointTrigger: rule.SetPointTrigger,
            ActivationCriteria: rule.ActivationCriteria,
          } as never,
        },
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const config = (
      await t.call(
        contributionAlertsApi.listProjectContributionAlertConfigs,
        { params: { projectId: gowanus } },
        admin,
      )
    ).json().Items[0];
    const update = await t.call(
      contributionAlertsApi.updateSiteContributionAlertConfig,
      {
        params: { contributionId: config.ContributionId, alertConfigId: config.Id },
        body: {
          AlertName: config.Name,
          Emails: config.Emails,
          PhoneNumbers: config.PhoneNumbers,
          PeriodMinutes: config.PeriodMinutes,
          Sensor: config.Sensor,
          SetPoint: config.SetPoint,
          ResetPoint: config.ResetPoint,
          Active: config.Active,
        } as never,
      },
      admin,
    );
    expect(update.statusCode, update.body).toBe(200);
  });

  it('uses an offline duration the simulator’s weekly outage always runs past', () => {
    const outage = GOWANUS!.faults.offline!;
    expect(OFFLINE_DURATION_MINUTES).toContain(DEMO_OFFLINE_MINUTES);
    expect(DEMO_OFFLINE_MINUTES).toBeLessThan(outage.minMinutes);
  });

  it('seeds once: a second run makes nothing', async () => {
    expect(await seedDemoAlerts(t.handle.db, new Date(NOW.getTime() + 60_000))).toBe(0);
    const count = await t.handle.db
      .selectFrom('event_rules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
    const configs = await t.handle.db
      .selectFrom('contribution_alert_configs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(configs.n)).toBe(1);
  });
});
