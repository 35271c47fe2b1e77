import {
  contributionAlertsApi,
  contributionsApi,
  eventRulesApi,
  monitoringLocationsApi,
  projectDashboardApi,
  projectDataApi,
  projectsApi,
  reportsApi,
  type Endpoint,
  type EndpointInput,
} from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { insertTestContribution, insertTestMinutes } from '../../test/contribution-fixtures';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, TEST_ORIGIN, type Caller, type TestApp } from '../../test/helper';
import { sweepOfflineRules } from '../alert-evaluation/offline';
import { eventsOfConfig, eventsOfRule } from '../alert-evaluation/repository';
import { evaluateSetPointAlerts } from '../alert-evaluation/setpoint';
import { insertReadings } from '../readings/repository';
import { runScheduledExport } from '../report-generation/schedule';
import { FakeRenderer } from '../report-generation/testing';
import { PROJECT_NOT_LICENSED, PROJECT_NOT_LICENSED_CODE } from './access';

// What stops for an unlicensed project (modules/licensing/access.ts): it stays visible, its data
// reads answer the agreed 403, its alerts raise nothing and its scheduled exports are skipped.
// Each check runs on a licensed twin too, so the refusal is the licence's doing.

const MIN = 60_000;
/** Monday 2 November 2026, 10:00 UTC. */
const T = Date.parse('2026-11-02T10:00:00Z');
const at = (minutes: number) => T + minutes * MIN;
const iso = (minutes: number) => new Date(at(minutes)).toISOString();
const SILENT = { info() {}, warn() {}, error() {} };

interface Site {
  projectId: string;
  locationId: string;
  instrumentId: number;
  contributionId: number;
}

let t: TestApp;
let manager: Caller;
let licensed: Site;
let unlicensed: Site;
let serial = 0;

/** A UTC project with a location, an instrument attached since T − 2 h and a contribution. */
async function site(name: string, isLicensed: boolean): Promise<Site> {
  const db = t.handle.db;
  const project = await createProject(db, DEMO_ORGANISATIONS.demo, name, {
    licensed: isLicensed,
  });
  const locationId = await createLocation(db, project.id, `${name} East`);
  serial += 1;
  const instrumentId = await createInstrument(
    db,
    { organisationId: project.organisationId, projectId: project.id },
    `LIC-${serial}`,
    [SENSOR.PM10],
  );
  await attach(db, instrumentId, locationId, new Date(at(-120)));
  // PM10 at the location, one reading a minute, 20 µg/m³ then 80 µg/m³ from minute 1.
  await insertReadings(
    db,
    Array.from({ length: 10 }, (_, i) => ({
      instrumentId,
      sensorId: SENSOR.PM10,
      ts: at(i - 5),
      value: i < 6 ? 20 : 80,
      flags: null,
    })),
  );
  const contributionId = await insertTestContribution(db, {
    projectId: project.id,
    name: `${name} plume`,
    type: 'Generic',
    periodMinutes: 15,
    startAt: new Date(at(-24 * 60)),
    computedTo: new Date(at(10)),
    sensors: ['PM10'],
    locations: [{ id: locationId, position: 0 }],
  });
  await insertTestMinutes(db, contributionId, 'PM10', [
    { t: at(1), value: 10 },
    { t: at(2), value: 60 },
  ]);
  return { projectId: project.id, locationId, instrumentId, contributionId };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(at(5)));
  manager = await t.signIn('manager');
  licensed = await site('Licensed Quay', true);
  unlicensed = await site('Unlicensed Quay', false);
});
afterAll(() => t.close());

function call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
  return t.call(endpoint, input, manager);
}

describe('an unlicensed project stays visible', () => {
  it('is listed and opened with IsLicensed false; its licensed twin says true', async () => {
    for (const [s, expected] of [
      [licensed, true],
      [unlicensed, false],
    ] as const) {
      const details = await call(projectsApi.getProjectDetails, {
        query: { ProjectId: s.projectId },
      });
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json().IsLicensed).toBe(expected);
      const summary = await call(projectsApi.getProjectSummaryById, {
        query: { ProjectId: s.projectId },
      });
      expect(summary.statusCode, summary.body).toBe(200);
      expect(summary.json().IsLicensed).toBe(expected);
    }
    const page = await call(projectsApi.getProjectSummaries, {
      query: { Search: 'Quay', Limit: 10 },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(
      page
        .json()
        .Items.map((item: { Name: string; IsLicensed: boolean }) => [item.Name, item.IsLicensed]),
    ).toEqual([
      ['Licensed Quay', true],
      ['Unlicensed Quay', false],
    ]);
  });

  it('lists its monitoring locations with their channels, and no values', async () => {
    const values = async (s: Site) => {
      const response = await call(monitoringLocationsApi.listMonitoringLocations, {
        query: { projectId: s.projectId },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .Items[0].ChannelData.map((c: { Channel: string; Value: number | null }) => [
          c.Channel,
          c.Value,
        ]);
    };
    expect(await values(licensed)).toEqual([['PM10', 80]]);
    expect(await values(unlicensed)).toEqual([['PM10', null]]);
  });

  it('lists its contributions with IsProjectLicensed false', async () => {
    const response = await call(contributionsApi.listContributions, { query: {} });
    expect(response.statusCode, response.body).toBe(200);
    const flags = Object.fromEntries(
      response
        .json()
        .Items.filter((item: { Id: number }) =>
          [licensed.contributionId, unlicensed.contributionId].includes(item.Id),
        )
        .map((item: { Id: number; IsProjectLicensed: boolean }) => [
          item.Id,
          item.IsProjectLicensed,
        ]),
    );
    expect(flags).toEqual({
      [licensed.contributionId]: true,
      [unlicensed.contributionId]: false,
    });
  });
});

describe('GET /v0.1/{organisation}/projects', () => {
  it('says which projects are licensed, and licensedProjectsOnly leaves the others out', async () => {
    const names = async (licensedProjectsOnly: boolean) => {
      const response = await call(projectsApi.getOrganisationProjects, {
        params: { organisation: DEMO_ORGANISATIONS.demo },
        query: { licensedProjectsOnly, includeUnlicensedInstrumentsProject: false },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .Projects.filter((p: { Name: string }) => p.Name.endsWith('Quay'))
        .map((p: { Name: string; IsLicensed: boolean }) => [p.Name, p.IsLicensed]);
    };
    expect(await names(false)).toEqual([
      ['Licensed Quay', true],
      ['Unlicensed Quay', false],
    ]);
    expect(await names(true)).toEqual([['Licensed Quay', true]]);
  });
});

describe('the data reads of an unlicensed project', () => {
  type Read = ReturnType<typeof call> extends infer R ? (s: Site) => R : never;
  // The call, and its status for a licensed project (generation queues a task: 202).
  const reads: [string, Read, number?][] = [
    [
      'dashboard contributions data',
      (s) =>
        call(projectDashboardApi.getDashboardContributionsData, {
          params: { projectGuid: s.projectId },
          query: { dateTime: iso(3), activeOnly: false },
        }),
    ],
    [
      'dashboard wind locations',
      (s) =>
        call(projectDashboardApi.getDashboardWindLocations, {
          params: { projectGuid: s.projectId },
          query: { dateTime: iso(3) },
        }),
    ],
    [
      'dashboard wind data',
      (s) =>
        call(projectDashboardApi.getDashboardWindData, {
          params: { projectGuid: s.projectId },
          query: { dateTime: iso(3) },
        }),
    ],
    [
      'dashboard environmental data',
      (s) =>
        call(projectDashboardApi.getDashboardEnvironmentalData, {
          params: { projectGuid: s.projectId },
          query: { dateTime: iso(3) },
        }),
    ],
    [
      'dashboard locations',
      (s) =>
        call(projectDashboardApi.getDashboardLocations, {
          params: { projectGuid: s.projectId },
          query: { averagingPeriod: 5 },
        }),
    ],
    [
      'channel time series (charts)',
      (s) =>
        call(projectDataApi.getChannelTimeseries, {
          query: {
            ProjectId: s.projectId,
            MonitoringLocationId: s.locationId,
            ChannelName: 'PM10',
            StartTime: iso(-10),
            EndTime: iso(5),
            AveragingPeriodMs: MIN,
          },
        }),
    ],
    [
      'monitoring location download',
      (s) =>
        call(projectDataApi.downloadMonitoringLocationData, {
          params: { id: s.projectId },
          query: {
            MonitoringLocationIds: [s.locationId],
            FromUnixMs: at(-10),
            ToUnixMs: at(5),
          } as never,
        }),
    ],
    [
      'contribution data',
      (s) =>
        call(contributionsApi.getContributionData, {
          params: { contributionId: s.contributionId },
          query: { fromTime: iso(0), toTime: iso(5) },
        }),
    ],
    [
      'contribution CSV',
      (s) =>
        call(contributionsApi.getContributionCsv, {
          params: { contributionId: s.contributionId },
          query: { from: iso(0), to: iso(5) } as never,
        }),
    ],
    [
      'aggregated contribution CSV',
      (s) =>
        call(projectDataApi.getAggregatedCsv, {
          params: { projectId: s.projectId },
          query: { ContributionId: s.contributionId, FromUnixMs: at(0), ToUnixMs: at(5) },
        } as never),
    ],
    [
      'contribution report data',
      (s) =>
        call(reportsApi.getContributionReport, {
          params: { contributionId: s.contributionId },
          query: { from: iso(0), to: iso(5) } as never,
        }),
    ],
    [
      'manual report generation',
      (s) =>
        call(reportsApi.generateContributionReport, {
          body: { ContributionId: s.contributionId, From: iso(0), To: iso(5) } as never,
        }),
      202,
    ],
  ];

  it.each(reads)(
    '%s answers the agreed 403 (and succeeds when licensed)',
    async (_, read, status) => {
      const ok = await read(licensed);
      expect(ok.statusCode, ok.body).toBe(status ?? 200);
      const refused = await read(unlicensed);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().Messages).toEqual([PROJECT_NOT_LICENSED]);
      expect(refused.json().Issues).toEqual([
        { Code: PROJECT_NOT_LICENSED_CODE, Message: PROJECT_NOT_LICENSED },
      ]);
    },
  );
});

describe('the alerts of an unlicensed project', () => {
  async function setPointRule(s: Site, emails: string[]) {
    const { id } = await t.handle.db
      .insertInto('event_rules')
      .values({
        project_id: s.projectId,
        name: 'Fence PM10',
        emails,
        phone_numbers: [],
        trigger_source: 'MonitoringLocation',
        trigger_type: 'SetPoint',
        sensor_code: 'PM10',
        sensor_unit: 'µg/m³',
        set_point: 50,
        reset_point: 30,
        averaging_period_minutes: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('event_rule_sources')
      .values({
        rule_id: id,
        position: 0,
        location_id: s.locationId,
        contribution_id: null,
        state: 'Armed',
        watching_since: new Date(at(-60)),
        state_updated_at: new Date(at(-60)),
      })
      .execute();
    return id;
  }

  async function offlineRule(s: Site, emails: string[]) {
    const { id } = await t.handle.db
      .insertInto('event_rules')
      .values({
        project_id: s.projectId,
        name: 'Fence silent',
        emails,
        phone_numbers: [],
        trigger_source: 'MonitoringLocation',
        trigger_type: 'Offline',
        offline_duration_minutes: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('event_rule_sources')
      .values({
        rule_id: id,
        position: 0,
        location_id: s.locationId,
        state: 'Online',
        watching_since: new Date(at(-60)),
        state_updated_at: new Date(at(-60)),
      })
      .execute();
    return id;
  }

  async function config(s: Site, emails: string[]) {
    const { id } = await t.handle.db
      .insertInto('contribution_alert_configs')
      .values({
        contribution_id: s.contributionId,
        name: 'Site PM10',
        sensor_code: 'PM10',
        sensor_unit: 'µg/m³',
        set_point: 50,
        reset_point: 30,
        period_minutes: 1,
        emails,
        phone_numbers: [],
        state_since: new Date(at(-60)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  const outbox = (recipients: string[]) =>
    t.handle.db
      .selectFrom('outbox')
      .select('recipient')
      .where('recipient', 'in', recipients)
      .execute();

  it('records no set point event and sends nothing, for rules and contribution alerts', async () => {
    const on = ['ops@licensed-quay.example'];
    const off = ['ops@unlicensed-quay.example'];
    const ruleOn = await setPointRule(licensed, on);
    const ruleOff = await setPointRule(unlicensed, off);
    const configOn = await config(licensed, on);
    const configOff = await config(unlicensed, off);
    const options = { baseUrl: TEST_ORIGIN, now: new Date(at(5) + 30_000) };
    await evaluateSetPointAlerts(t.handle.db, {
      ...options,
      scope: { projectId: licensed.projectId },
    });
    await evaluateSetPointAlerts(t.handle.db, {
      ...options,
      scope: { projectId: unlicensed.projectId },
    });
    for (const s of [licensed, unlicensed]) {
      await evaluateSetPointAlerts(t.handle.db, {
        ...options,
        scope: { contributionId: s.contributionId },
      });
    }
    // The licensed twin fired at the first reading beyond 50 (80 at minute 1), and on 60 at minute 2.
    expect((await eventsOfRule(t.handle.db, ruleOn)).map((e) => e.value)).toEqual([80]);
    expect((await eventsOfConfig(t.handle.db, configOn)).map((e) => e.value)).toEqual([60]);
    expect(await outbox(on)).toHaveLength(2);
    expect(await eventsOfRule(t.handle.db, ruleOff)).toEqual([]);
    expect(await eventsOfConfig(t.handle.db, configOff)).toEqual([]);
    expect(await outbox(off)).toEqual([]);
    // The unlicensed rule moved on silently: nothing fires late once a licence is added.
    const source = await t.handle.db
      .selectFrom('event_rule_sources')
      .select(['state', 'evaluated_until'])
      .where('rule_id', '=', ruleOff)
      .executeTakeFirstOrThrow();
    expect(source.state).toBe('Triggered');
  });

  it('records no offline event and sends nothing', async () => {
    const on = ['silent@licensed-quay.example'];
    const off = ['silent@unlicensed-quay.example'];
    const ruleOn = await offlineRule(licensed, on);
    const ruleOff = await offlineRule(unlicensed, off);
    // The newest reading is at minute 4: both locations have been silent for 10 minutes at 14.
    await sweepOfflineRules(t.handle.db, { baseUrl: TEST_ORIGIN, now: new Date(at(14)) });
    expect(await eventsOfRule(t.handle.db, ruleOn)).toHaveLength(1);
    expect(await outbox(on)).toHaveLength(1);
    expect(await eventsOfRule(t.handle.db, ruleOff)).toEqual([]);
    expect(await outbox(off)).toEqual([]);
  });

  it('refuses the evaluate call with the agreed 403, and lists its rules as unlicensed', async () => {
    const refused = await call(eventRulesApi.evaluateEventRules, {
      params: { sourceType: 'project', id: unlicensed.projectId },
      body: { Notify: true },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().Messages).toEqual([PROJECT_NOT_LICENSED]);
    const ok = await call(eventRulesApi.evaluateEventRules, {
      params: { sourceType: 'project', id: licensed.projectId },
      body: { Notify: false },
    });
    expect(ok.statusCode, ok.body).toBe(200);

    for (const [s, expected] of [
      [licensed, true],
      [unlicensed, false],
    ] as const) {
      const rules = await call(eventRulesApi.listEventRules, {
        query: { ProjectId: s.projectId, Limit: 100 },
      });
      expect(rules.statusCode, rules.body).toBe(200);
      const flags = rules
        .json()
        .Items.map((r: { IsProjectLicensed: boolean }) => r.IsProjectLicensed);
      expect(flags.length).toBeGreaterThan(0);
      expect(new Set(flags)).toEqual(new Set([expected]));
      const configs = await call(contributionAlertsApi.listProjectContributionAlertConfigs, {
        params: { projectId: s.projectId },
      });
      expect(configs.statusCode, configs.body).toBe(200);
      expect(
        configs.json().Items.map((c: { IsProjectLicensed: boolean }) => c.IsProjectLicensed),
      ).toEqual([expected]);
    }
  });
});

describe('the scheduled report exports of an unlicensed project', () => {
  it('are skipped: no report is printed and nothing is e-mailed', async () => {
    const managerId = await t.userId('manager');
    const exportConfig = async (s: Site, email: string) => {
      const row = await t.handle.db
        .insertInto('report_export_configs')
        .values({
          contribution_id: s.contributionId,
          name: 'Quay Daily',
          report_from: '08:00',
          report_to: '09:00',
          scheduled_time: '18:00',
          days: ['Monday'],
          emails: [email],
          table_period_minutes: 15,
          attach_csv: false,
          is_active: true,
          map_style: 'None',
          created_by: managerId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const renderer = new FakeRenderer();
    const print = { renderer, origin: async () => 'http://127.0.0.1:45679' };
    const offId = await exportConfig(unlicensed, 'daily@unlicensed-quay.example');
    const outcome = await runScheduledExport(
      t.app,
      print,
      { configId: offId, date: '2026-11-02' },
      SILENT,
    );
    expect(outcome).toEqual({ skipped: 'the project is not licensed' });
    expect(renderer.requests).toEqual([]);
    const mails = await t.handle.db
      .selectFrom('outbox')
      .select('recipient')
      .where('recipient', '=', 'daily@unlicensed-quay.example')
      .execute();
    expect(mails).toEqual([]);

    const onId = await exportConfig(licensed, 'daily@licensed-quay.example');
    const sent = await runScheduledExport(
      t.app,
      print,
      { configId: onId, date: '2026-11-02' },
      SILENT,
    );
    expect(sent).toEqual({ sent: 1 });
  });
});
