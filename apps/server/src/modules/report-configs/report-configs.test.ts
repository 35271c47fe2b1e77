import { contributionsApi, reportConfigsApi, type EndpointInput } from '@aq/api';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { insertTestContribution } from '../../test/contribution-fixtures';
import type { ReportExportConfigsTable } from '../../db/schema';
import { createProject } from '../../test/fixtures';
import { createTestApp, TEST_START, type Caller, type TestApp } from '../../test/helper';

let t: TestApp;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let projectId: string;
/** A project of the demo organisation the viewer is a member of. */
let viewedProjectId: string;
/** A project of the other organisation. */
let otherProjectId: string;

const START = new Date('2026-11-01T00:00:00Z');
const COMPUTED_TO = new Date('2026-11-02T08:59:00Z');
const NO_MANAGE = 'You do not have permission to manage contributions.';
const NO_ACCESS = 'You do not have access to this project.';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

type Body = EndpointInput<typeof reportConfigsApi.createReportExportConfig>['body'];

interface Response {
  statusCode: number;
  json: <T = unknown>() => T;
}

function messages(response: Response): string[] {
  return response.json<{ Messages: string[] }>().Messages;
}

function body(contributionId: number, overrides: Record<string, unknown> = {}): Body {
  return {
    Name: 'Yard daily report',
    From: '07:30',
    To: '16:45',
    ScheduledTimeOfDay: '19:15',
    Days: ['Monday', 'Wednesday'],
    Emails: ['site.manager@demo.example', 'regulator@state.example'],
    TablePeriodMinutes: 5,
    ContributionId: contributionId,
    AttachCsv: true,
    IsActive: true,
    DisplayMonitoringLocationData: false,
    MapStyle: 'Satellite',
    ...overrides,
  } as Body;
}

let counter = 0;

/** A new contribution of a project (PM10 and VOC unless told), without data unless computedTo. */
function contribution(
  type: 'Generic' | 'FourteenSixtySix' | 'Der10' | 'NjPam' = 'Generic',
  options: { project?: string; name?: string; periodMinutes?: number; computedTo?: Date } = {},
): Promise<number> {
  const periods = { Generic: 15, FourteenSixtySix: 120, Der10: 15, NjPam: 15 };
  return insertTestContribution(t.handle.db, {
    projectId: options.project ?? projectId,
    name: options.name ?? `Yard ${type} ${++counter}`,
    type,
    periodMinutes: options.periodMinutes ?? periods[type],
    startAt: START,
    computedTo: options.computedTo ?? null,
    sensors: type === 'FourteenSixtySix' ? ['PM10'] : ['PM10', 'VOC'],
  });
}

function create(contributionId: number, overrides: Record<string, unknown> = {}, caller = manager) {
  return t.call(
    reportConfigsApi.createReportExportConfig,
    { body: body(contributionId, overrides) },
    caller,
  );
}

async function createdId(contributionId: number, overrides: Record<string, unknown> = {}) {
  const response = await create(contributionId, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ Id: string }>().Id;
}

function update(
  id: string,
  contributionId: number,
  overrides: Record<string, unknown> = {},
  caller = manager,
) {
  return t.call(
    reportConfigsApi.updateReportExportConfig,
    { params: { id }, body: body(contributionId, overrides) },
    caller,
  );
}

function remove(id: string, caller = manager) {
  return t.call(reportConfigsApi.deleteReportExportConfig, { params: { id } }, caller);
}

function reportConfig(contributionId: number, caller: Caller = manager) {
  return t.call(
    reportConfigsApi.getContributionReportConfig,
    { params: { contributionId } },
    caller,
  );
}

function exportConfig(contributionId: number, caller: Caller = manager) {
  return t.call(
    reportConfigsApi.getContributionReportExportConfig,
    { params: { contributionId } },
    caller,
  );
}

function projectList(id: string, caller: Caller = manager) {
  return t.call(
    reportConfigsApi.listProjectReportExportConfigs,
    { params: { projectId: id } },
    caller,
  );
}

function userList(caller: Caller = manager) {
  return t.call(reportConfigsApi.listReportExportConfigs, {}, caller);
}

function storedRow(id: string) {
  return t.handle.db
    .selectFrom('report_export_configs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A config written straight into the table (a weekday 08:00-17:00 schedule sent at 18:00). */
async function insertTestReportExportConfig(
  contributionId: number,
  overrides: Partial<Insertable<ReportExportConfigsTable>> = {},
): Promise<string> {
  const row = await t.handle.db
    .insertInto('report_export_configs')
    .values({
      contribution_id: contributionId,
      name: 'Test report',
      report_from: '08:00',
      report_to: '17:00',
      scheduled_time: '18:00',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      emails: ['reports@demo.example'],
      table_period_minutes: 1,
      map_style: 'Streets',
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  projectId = (await createProject(db, DEMO_ORGANISATIONS.demo, 'Report Yard', 'America/New_York'))
    .id;
  viewedProjectId = (await createProject(db, DEMO_ORGANISATIONS.demo, 'Viewed Report Yard')).id;
  await db
    .insertInto('project_members')
    .values({ project_id: viewedProjectId, user_id: await t.userId('viewer') })
    .execute();
  otherProjectId = (await createProject(db, DEMO_ORGANISATIONS.other, 'Harbour Yard')).id;
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
});
beforeEach(() => t.clock.set(TEST_START));
afterAll(() => t.close());

describe('GET reportConfig', () => {
  it('answers the contribution, its project’s clock and the default schedule when none is saved', async () => {
    const id = await contribution('Der10', { name: 'North fence' });
    await t.handle.db
      .updateTable('contributions')
      .set({
        negative_filtering: ['VOC'],
        hide_empty_environmental_summary: true,
        show_exceedance_summary: false,
        display_action_levels_on_report_charts: false,
        display_alerts_on_report_charts: true,
      })
      .where('id', '=', id)
      .execute();
    const response = await reportConfig(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ContributionId: id,
      ContributionName: 'North fence',
      ProjectName: 'Report Yard',
      ProjectId: projectId,
      TimeZoneId: 'America/New_York',
      // 2 November 2026 09:00 UTC: New York is back on standard time since 1 November.
      TimeZoneOffset: '-05:00',
      SummerTimeAdjusted: true,
      MinDate: '2026-11-01T00:00:00.000Z',
      MaxDate: null,
      ReportConfigId: null,
      ReportFrom: '08:00',
      ReportTo: '17:00',
      ScheduledTimeOfDay: '18:00',
      Emails: [],
      Days: [],
      ScheduleActive: false,
      ReportName: 'North fence Report',
      ContributionType: 'Der10',
      SensorsWithNegativeNumberFiltering: ['VOC'],
      HideEmptyEnvironmentalSummary: true,
      ShowExceedanceSummary: false,
      DisplayActionLevelsOnReportCharts: false,
      DisplayAlertsOnReportCharts: true,
      TablePeriodMinutes: 1,
      AttachCsv: false,
      ContributionAveragingPeriod: 15,
      SensorTypes: [
        { Name: 'PM10', Units: 'µg/m³' },
        { Name: 'VOC', Units: 'ppm' },
      ],
      DisplayMonitoringLocationData: true,
      MapStyle: 'Streets',
    });
  });

  it('bounds the period by the data computed so far, and gives the summer offset in July', async () => {
    const id = await contribution('Generic', { computedTo: COMPUTED_TO });
    t.clock.set('2026-07-15T12:00:00Z');
    const config = (await reportConfig(id)).json<Record<string, unknown>>();
    expect(config.MinDate).toBe('2026-11-01T00:00:00.000Z');
    expect(config.MaxDate).toBe('2026-11-02T08:59:00.000Z');
    expect(config.TimeZoneOffset).toBe('-04:00');
  });

  it('answers the saved schedule and settings once saved', async () => {
    const id = await contribution('Generic', { name: 'South fence' });
    const configId = await createdId(id);
    const config = (await reportConfig(id)).json<Record<string, unknown>>();
    expect(config).toMatchObject({
      ContributionId: id,
      ReportConfigId: configId,
      ReportName: 'Yard daily report',
      ReportFrom: '07:30',
      ReportTo: '16:45',
      ScheduledTimeOfDay: '19:15',
      Days: ['Monday', 'Wednesday'],
      Emails: ['site.manager@demo.example', 'regulator@state.example'],
      ScheduleActive: true,
      TablePeriodMinutes: 5,
      AttachCsv: true,
      DisplayMonitoringLocationData: false,
      MapStyle: 'Satellite',
    });
  });

  it('fixes the display frequency of a 1466 report at 15 minutes', async () => {
    const id = await contribution('FourteenSixtySix');
    const config = (await reportConfig(id)).json<Record<string, unknown>>();
    expect(config.TablePeriodMinutes).toBe(15);
    expect(config.ContributionAveragingPeriod).toBe(120);
    expect(config.DisplayMonitoringLocationData).toBe(true);
  });

  it('fixes the display frequency of an NJ PAM report at its block and shows the location data', async () => {
    const id = await contribution('NjPam', { periodMinutes: 60 });
    expect((await reportConfig(id)).json()).toMatchObject({
      TablePeriodMinutes: 60,
      DisplayMonitoringLocationData: true,
    });
    // A row written behind the calls' back is still answered by the rules.
    const configId = await insertTestReportExportConfig(id, {
      table_period_minutes: 5,
      display_monitoring_location_data: false,
    });
    expect((await reportConfig(id)).json()).toMatchObject({
      ReportConfigId: configId,
      TablePeriodMinutes: 60,
      DisplayMonitoringLocationData: true,
    });
    expect((await exportConfig(id)).json()).toMatchObject({
      TablePeriodMinutes: 60,
      DisplayMonitoringLocationData: true,
    });
  });

  it('keeps the default report name within 200 characters', async () => {
    const name = 'N'.repeat(200);
    const id = await contribution('Generic', { name });
    const config = (await reportConfig(id)).json<{ ReportName: string }>();
    expect(config.ReportName).toBe(`${'N'.repeat(193)} Report`);
    expect(config.ReportName).toHaveLength(200);
  });
});

describe('export config reads', () => {
  it('answers null for a contribution without a config, then the saved config', async () => {
    const id = await contribution();
    const before = await exportConfig(id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();
    const configId = await createdId(id, {
      Name: '  Trimmed name  ',
      Days: ['Friday', 'Monday', 'Friday'],
      Emails: ['  spaced@demo.example '],
      IsActive: false,
    });
    const expected = {
      Id: configId,
      Name: 'Trimmed name',
      From: '07:30',
      To: '16:45',
      ScheduledTimeOfDay: '19:15',
      // Week order, each day once.
      Days: ['Monday', 'Friday'],
      Emails: ['spaced@demo.example'],
      TablePeriodMinutes: 5,
      ContributionId: id,
      AttachCsv: true,
      IsActive: false,
      DisplayMonitoringLocationData: false,
      MapStyle: 'Satellite',
    };
    expect((await exportConfig(id)).json()).toEqual(expected);
    expect((await userList()).json<{ Items: unknown[] }>().Items).toContainEqual(expected);
  });

  it('lists a project’s config summaries by name, and only that project’s', async () => {
    const project = (await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Summary Yard')).id;
    const empty = await projectList(project);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ Items: [] });
    const first = await contribution('Generic', { project });
    const second = await contribution('Der10', { project });
    const b = await createdId(first, { Name: 'b second', IsActive: false });
    const a = await createdId(second, { Name: 'A first' });
    await createdId(await contribution());
    expect((await projectList(project)).json()).toEqual({
      Items: [
        { Id: a, ContributionId: second, Name: 'A first', IsActive: true },
        { Id: b, ContributionId: first, Name: 'b second', IsActive: false },
      ],
    });
  });

  it('lists for each user only their organisation’s configs of projects they may open', async () => {
    const visibleToViewer = await createdId(
      await contribution('Generic', { project: viewedProjectId }),
    );
    const hiddenFromViewer = await createdId(await contribution());
    // The other organisation's manager saves their own config through the calls.
    const ownOfOther = await create(
      await contribution('Generic', { project: otherProjectId }),
      {},
      other,
    );
    expect(ownOfOther.statusCode).toBe(201);
    const otherId = ownOfOther.json<{ Id: string }>().Id;

    const ids = (caller: Caller) =>
      userList(caller).then((r) => r.json<{ Items: { Id: string }[] }>().Items.map((i) => i.Id));
    const managerIds = await ids(manager);
    expect(managerIds).toEqual(expect.arrayContaining([visibleToViewer, hiddenFromViewer]));
    expect(managerIds).not.toContain(otherId);
    const viewerIds = await ids(viewer);
    expect(viewerIds).toContain(visibleToViewer);
    expect(viewerIds).not.toContain(hiddenFromViewer);
    expect(await ids(other)).toEqual([otherId]);
  });
});

describe('saving an export config', () => {
  it('creates a config owned by the saver and answers its id', async () => {
    const id = await contribution();
    const configId = await createdId(id);
    const row = await storedRow(configId);
    expect(row).toMatchObject({
      contribution_id: id,
      name: 'Yard daily report',
      report_from: '07:30',
      report_to: '16:45',
      scheduled_time: '19:15',
      days: ['Monday', 'Wednesday'],
      emails: ['site.manager@demo.example', 'regulator@state.example'],
      table_period_minutes: 5,
      attach_csv: true,
      is_active: true,
      display_monitoring_location_data: false,
      map_style: 'Satellite',
      created_by: await t.userId('manager'),
      last_run_date: null,
    });
  });

  it('refuses a second config of the same contribution with 409', async () => {
    const id = await contribution();
    const first = await createdId(id);
    const second = await create(id, { Name: 'Another' });
    expect(second.statusCode).toBe(409);
    expect(messages(second)).toEqual([
      'This contribution already has a report export config: update or delete it instead.',
    ]);
    expect((await exportConfig(id)).json<{ Id: string }>().Id).toBe(first);
  });

  it('updates a config, answers it, makes the saver its owner and leaves the last run alone', async () => {
    const id = await contribution();
    const configId = await insertTestReportExportConfig(id, {
      created_by: null,
      last_run_date: '2026-11-01',
    });
    const response = await update(configId, id, {
      Name: 'Renamed',
      Days: ['Sunday', 'Saturday'],
      Emails: [],
      TablePeriodMinutes: 1440,
      AttachCsv: false,
      IsActive: false,
      DisplayMonitoringLocationData: true,
      MapStyle: 'None',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: configId,
      Name: 'Renamed',
      From: '07:30',
      To: '16:45',
      ScheduledTimeOfDay: '19:15',
      Days: ['Sunday', 'Saturday'],
      Emails: [],
      TablePeriodMinutes: 1440,
      ContributionId: id,
      AttachCsv: false,
      IsActive: false,
      DisplayMonitoringLocationData: true,
      MapStyle: 'None',
    });
    const row = await storedRow(configId);
    expect(row?.created_by).toBe(await t.userId('manager'));
    expect(row?.last_run_date).not.toBeNull();
    expect((await exportConfig(id)).json()).toEqual(response.json());
  });

  it('refuses to move a config to another contribution', async () => {
    const id = await contribution();
    const configId = await insertTestReportExportConfig(id);
    const response = await update(configId, await contribution());
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([
      'A report export config cannot be moved to another contribution.',
    ]);
  });

  it('deletes a config: the contribution is back on the default schedule', async () => {
    const id = await contribution('Generic', { name: 'Deleted' });
    const configId = await createdId(id);
    const response = await remove(configId);
    expect(response.statusCode).toBe(200);
    expect(await storedRow(configId)).toBeUndefined();
    expect((await exportConfig(id)).json()).toBeNull();
    expect((await reportConfig(id)).json()).toMatchObject({
      ReportConfigId: null,
      ReportName: 'Deleted Report',
      TablePeriodMinutes: 1,
    });
    expect((await remove(configId)).statusCode).toBe(404);
    // A new config may be saved once the old one is gone.
    await createdId(id);
  });

  it('deletes the config with its contribution', async () => {
    const id = await contribution();
    const configId = await createdId(id);
    const response = await t.call(
      contributionsApi.deleteContribution,
      { params: { contributionId: id } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(await storedRow(configId)).toBeUndefined();
  });
});

describe('bad bodies', () => {
  let id: number;
  beforeAll(async () => {
    id = await contribution();
  });

  it.each([
    ['a malformed time', { From: '24:00' }, 'Invalid time'],
    ['a time without minutes', { ScheduledTimeOfDay: '18' }, 'Invalid time'],
    ['no end time', { To: '' }, 'Must enter a start and end time'],
    ['no start time', { From: null }, 'Must enter a start and end time'],
    [
      'an end before the start',
      { From: '16:45', To: '07:30' },
      'Start time must be before end time',
    ],
    [
      'an end equal to the start',
      { From: '08:00', To: '08:00' },
      'Start time must be before end time',
    ],
    ['no scheduled time', { ScheduledTimeOfDay: '' }, 'Must enter a scheduled time'],
    [
      'nothing scheduled at all',
      { From: '', To: '', ScheduledTimeOfDay: '', Days: [] },
      'Schedule not defined',
    ],
  ])('refuses %s on create and update', async (_name, overrides, message) => {
    const created = await create(id, overrides);
    expect(created.statusCode).toBe(400);
    expect(messages(created)).toEqual([message]);
    const configId = await insertTestReportExportConfig(await contribution());
    const row = await storedRow(configId);
    const updated = await update(configId, row!.contribution_id, overrides);
    expect(updated.statusCode).toBe(400);
    expect(messages(updated)).toEqual([message]);
    expect(await storedRow(configId)).toEqual(row);
  });

  it('accepts an end one minute after the start', async () => {
    expect((await create(await contribution(), { From: '08:00', To: '08:01' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a repeated e-mail address, ignoring case and spaces', async () => {
    const response = await create(id, {
      Emails: ['site.manager@demo.example', ' Site.Manager@Demo.Example'],
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['Cannot add duplicate email']);
    expect(response.json<{ Errors: Record<string, string[]> }>().Errors).toEqual({
      Emails: ['Cannot add duplicate email'],
    });
  });

  it('takes 50 recipients and refuses 51', async () => {
    const emails = (n: number) => Array.from({ length: n }, (_, i) => `r${i}@demo.example`);
    const refused = await create(id, { Emails: emails(51) });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual([
      'Maximum limit of 50 email recipients reached. To add a new email, remove an existing one.',
    ]);
    const taken = await create(await contribution(), { Emails: emails(50) });
    expect(taken.statusCode).toBe(201);
  });

  it('refuses an invalid e-mail address', async () => {
    const response = await create(id, { Emails: ['not-an-address'] });
    expect(response.statusCode).toBe(400);
  });

  it('takes a 200-character name and refuses 201', async () => {
    const refused = await create(id, { Name: 'R'.repeat(201) });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual(['A report name must be 200 characters or less.']);
    expect((await create(await contribution(), { Name: 'R'.repeat(200) })).statusCode).toBe(201);
  });

  it('refuses a blank name and a display frequency of 0 or above one a day', async () => {
    expect((await create(id, { Name: '  ' })).statusCode).toBe(400);
    expect((await create(id, { TablePeriodMinutes: 0 })).statusCode).toBe(400);
    expect((await create(id, { TablePeriodMinutes: 2.5 })).statusCode).toBe(400);
    const tooLong = await create(id, { TablePeriodMinutes: 1441 });
    expect(tooLong.statusCode).toBe(400);
    expect(messages(tooLong)).toEqual(['The display frequency must be at most 1440 minutes.']);
  });

  it('refuses another display frequency than 15 minutes on a 1466 report', async () => {
    const rule1466 = await contribution('FourteenSixtySix');
    const response = await create(rule1466, { TablePeriodMinutes: 1 });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([
      'The display frequency of a 1466 report is fixed at 15 minutes.',
    ]);
    // The contribution's 120-minute rolling period is not the display frequency either.
    expect((await create(rule1466, { TablePeriodMinutes: 120 })).statusCode).toBe(400);
    const configId = await createdId(rule1466, { TablePeriodMinutes: 15 });
    const refused = await update(configId, rule1466, { TablePeriodMinutes: 16 });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual([
      'The display frequency of a 1466 report is fixed at 15 minutes.',
    ]);
  });

  it('refuses another display frequency than the block, and hidden location data, on NJ PAM', async () => {
    const njPam = await contribution('NjPam', { periodMinutes: 15 });
    const both = await create(njPam, {
      TablePeriodMinutes: 1,
      DisplayMonitoringLocationData: false,
    });
    expect(both.statusCode).toBe(400);
    expect(messages(both)).toEqual([
      'The display frequency of an NJ PAM report is fixed at its averaging period (15 minutes).',
      'An NJ PAM report always displays the monitoring location data.',
    ]);
    expect(both.json<{ Errors: Record<string, string[]> }>().Errors).toEqual({
      TablePeriodMinutes: [
        'The display frequency of an NJ PAM report is fixed at its averaging period (15 minutes).',
      ],
      DisplayMonitoringLocationData: [
        'An NJ PAM report always displays the monitoring location data.',
      ],
    });
    const configId = await createdId(njPam, {
      TablePeriodMinutes: 15,
      DisplayMonitoringLocationData: true,
    });
    const refused = await update(configId, njPam, {
      TablePeriodMinutes: 15,
      DisplayMonitoringLocationData: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual([
      'An NJ PAM report always displays the monitoring location data.',
    ]);
  });
});

describe('who may read and change', () => {
  it('lets a viewer of the project read but not create, update or delete', async () => {
    const id = await contribution('Generic', { project: viewedProjectId });
    expect((await reportConfig(id, viewer)).statusCode).toBe(200);
    expect((await exportConfig(id, viewer)).statusCode).toBe(200);
    expect((await projectList(viewedProjectId, viewer)).statusCode).toBe(200);

    const created = await create(id, {}, viewer);
    expect(created.statusCode).toBe(403);
    expect(messages(created)).toEqual([NO_MANAGE]);
    const configId = await createdId(id);
    const updated = await update(configId, id, { Name: 'Viewer name' }, viewer);
    expect(updated.statusCode).toBe(403);
    expect(messages(updated)).toEqual([NO_MANAGE]);
    const removed = await remove(configId, viewer);
    expect(removed.statusCode).toBe(403);
    expect(messages(removed)).toEqual([NO_MANAGE]);
    expect((await storedRow(configId))?.name).toBe('Yard daily report');
  });

  it('refuses a viewer a project they are not a member of with 403', async () => {
    const id = await contribution();
    const configId = await createdId(id);
    for (const response of [
      await reportConfig(id, viewer),
      await exportConfig(id, viewer),
      await projectList(projectId, viewer),
      await remove(configId, viewer),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(messages(response)).toEqual([NO_ACCESS]);
    }
  });

  it('answers 404 to another organisation on every call', async () => {
    const id = await contribution();
    const configId = await createdId(id);
    const fresh = await contribution();
    for (const response of [
      await reportConfig(id, other),
      await exportConfig(id, other),
      await projectList(projectId, other),
      await create(fresh, {}, other),
      await update(configId, id, { Name: 'Hijacked' }, other),
      await remove(configId, other),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await storedRow(configId))?.name).toBe('Yard daily report');
    expect((await exportConfig(fresh)).json()).toBeNull();
  });

  it('answers 404 for unknown contributions, configs and projects', async () => {
    const id = await contribution();
    for (const response of [
      await reportConfig(2_000_000_000),
      await exportConfig(2_000_000_000),
      await create(2_000_000_000),
      await update(UNKNOWN_UUID, id),
      await update('not-a-uuid', id),
      await remove(UNKNOWN_UUID),
      await remove('not-a-uuid'),
      await projectList(UNKNOWN_UUID),
      await projectList('not-a-uuid'),
    ]) {
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.call(reportConfigsApi.listReportExportConfigs, {}, null)).statusCode).toBe(401);
  });
});
