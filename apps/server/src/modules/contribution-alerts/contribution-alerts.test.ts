import { accountApi, contributionAlertsApi, contributionsApi, type EndpointInput } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { insertTestContribution } from '../../test/contribution-fixtures';
import { createProject } from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';

let t: TestApp;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let managerKey: Caller;
let projectId: string;
/** A project of the demo organisation the viewer is a member of. */
let viewedProjectId: string;
/** Generic, PM10 and VOC, 15-minute rolling. */
let generic: number;
/** 1466, PM10, 2-hour rolling. */
let rule1466: number;
let njPam: number;
/** A generic contribution of the project the viewer is a member of. */
let viewed: number;

const START = new Date('2026-11-01T00:00:00Z');

type CreateBody = EndpointInput<
  typeof contributionAlertsApi.createSiteContributionAlertConfig
>['body'];

function body(overrides: Record<string, unknown> = {}): CreateBody {
  return {
    AlertName: 'PM10 over 150',
    Emails: ['site.manager@demo.example'],
    PhoneNumbers: ['+12015550123'],
    PeriodMinutes: 15,
    Sensor: 'PM10',
    SetPoint: 150,
    ResetPoint: 100,
    ...overrides,
  } as CreateBody;
}

async function create(
  contributionId: number,
  overrides: Record<string, unknown> = {},
  caller: Caller = manager,
) {
  return t.call(
    contributionAlertsApi.createSiteContributionAlertConfig,
    { params: { contributionId }, body: body(overrides) },
    caller,
  );
}

async function createdId(contributionId: number, overrides: Record<string, unknown> = {}) {
  const response = await create(contributionId, overrides);
  expect(response.statusCode).toBe(201);
  return response.json<{ Id: number }>().Id;
}

function getConfig(alertConfigId: number, caller: Caller | null = manager) {
  return t.call(
    contributionAlertsApi.getContributionAlertConfig,
    { params: { alertConfigId } },
    caller,
  );
}

function update(
  contributionId: number,
  alertConfigId: number,
  overrides: Record<string, unknown> = {},
  caller: Caller = manager,
) {
  return t.call(
    contributionAlertsApi.updateSiteContributionAlertConfig,
    { params: { contributionId, alertConfigId }, body: body(overrides) },
    caller,
  );
}

function remove(contributionId: number, alertConfigId: number, caller: Caller = manager) {
  return t.call(
    contributionAlertsApi.deleteSiteContributionAlertConfig,
    { params: { contributionId, alertConfigId } },
    caller,
  );
}

async function statesOf(contributionId: number, caller: Caller = manager) {
  const response = await t.call(
    contributionAlertsApi.getSiteContributionAlertConfigStates,
    { params: { contributionId } },
    caller,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ Items: { AlertConfigId: number }[] }>().Items;
}

async function stateOf(contributionId: number, alertConfigId: number) {
  return (await statesOf(contributionId)).find((item) => item.AlertConfigId === alertConfigId);
}

function messages(response: { json: () => unknown }): string[] {
  return (response.json() as { Messages: string[] }).Messages;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const project = await createProject(db, DEMO_ORGANISATIONS.demo, 'Alert Yard');
  projectId = project.id;
  const viewedProject = await createProject(db, DEMO_ORGANISATIONS.demo, 'Viewed Yard');
  viewedProjectId = viewedProject.id;
  await db
    .insertInto('project_members')
    .values({ project_id: viewedProjectId, user_id: await t.userId('viewer') })
    .execute();
  const base = { projectId, startAt: START };
  generic = await insertTestContribution(db, {
    ...base,
    name: 'Yard generic',
    type: 'Generic',
    periodMinutes: 15,
    sensors: ['PM10', 'VOC'],
  });
  rule1466 = await insertTestContribution(db, {
    ...base,
    name: 'Yard 1466',
    type: 'FourteenSixtySix',
    periodMinutes: 120,
    sensors: ['PM10'],
  });
  njPam = await insertTestContribution(db, {
    ...base,
    name: 'Yard NJ PAM',
    type: 'NjPam',
    periodMinutes: 15,
    sensors: ['PM10', 'VOC'],
  });
  viewed = await insertTestContribution(db, {
    projectId: viewedProjectId,
    startAt: START,
    name: 'Viewed generic',
    type: 'Generic',
    periodMinutes: 15,
    sensors: ['PM10'],
  });
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  const key = await t.call(accountApi.getApiKey, {}, manager);
  managerKey = { apiKey: key.json().ApiKey };
});
afterAll(() => t.close());

describe('creating and reading contribution alert configs', () => {
  it('creates a config and reads it back from every list and the single read', async () => {
    const response = await create(generic, {
      AlertName: '  PM10 fence  ',
      PhoneNumbers: ['+1 (201) 555-0123'],
      ActivationCriteria: {
        ActiveDays: ['Friday', 'Monday', 'Monday'],
        ActiveTimeStart: 420,
        ActiveTimeEnd: 1080,
      },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ Id: number }>().Id;
    expect(id).toBeGreaterThan(0);

    const expected = {
      Id: id,
      ContributionId: generic,
      ContributionName: 'Yard generic',
      ProjectId: projectId,
      ProjectName: 'Alert Yard',
      OrganisationName: DEMO_ORGANISATIONS.demo,
      IsProjectLicensed: true,
      Name: 'PM10 fence',
      Sensor: 'PM10',
      SensorUnit: 'µg/m³',
      SetPoint: 150,
      ResetPoint: 100,
      PeriodMinutes: 15,
      Emails: ['site.manager@demo.example'],
      PhoneNumbers: ['+12015550123'],
      Active: true,
      // Week order, no repeats.
      ActivationCriteria: {
        ActiveDays: ['Monday', 'Friday'],
        ActiveTimeStart: 420,
        ActiveTimeEnd: 1080,
      },
    };
    const single = await getConfig(id);
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual(expected);

    const byContribution = await t.call(
      contributionAlertsApi.listSiteContributionAlertConfigs,
      { params: { contributionId: generic } },
      manager,
    );
    expect(byContribution.statusCode).toBe(200);
    expect(byContribution.json().Items).toContainEqual(expected);

    const byProject = await t.call(
      contributionAlertsApi.listProjectContributionAlertConfigs,
      { params: { projectId } },
      manager,
    );
    expect(byProject.statusCode).toBe(200);
    expect(byProject.json().Items).toContainEqual(expected);

    const mine = await t.call(contributionAlertsApi.listContributionAlertConfigs, {}, manager);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().Items).toContainEqual(expected);
  });

  it('omits activation criteria that cover every day from 00:00 to 23:59', async () => {
    const id = await createdId(generic, {
      AlertName: 'Always on',
      ActivationCriteria: {
        ActiveDays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        ActiveTimeStart: 0,
        ActiveTimeEnd: 1439,
      },
    });
    expect((await getConfig(id)).json().ActivationCriteria).toBeNull();
  });

  it('takes the channel without regard to case and accepts the wind speed channel', async () => {
    const lower = await createdId(generic, { AlertName: 'Lower case', Sensor: 'voc' });
    const config = (await getConfig(lower)).json();
    expect(config.Sensor).toBe('VOC');
    expect(config.SensorUnit).toBe('ppm');
    const wind = await createdId(generic, { AlertName: 'Wind', Sensor: 'WS', PeriodMinutes: 1 });
    expect((await getConfig(wind)).json().Sensor).toBe('WS');
  });

  it('lists a contribution’s configs by name and the projects list only that project', async () => {
    const list = await t.call(
      contributionAlertsApi.listSiteContributionAlertConfigs,
      { params: { contributionId: rule1466 } },
      manager,
    );
    expect(list.json().Items).toEqual([]);
    const a = await createdId(rule1466, { AlertName: 'b second', PeriodMinutes: 120 });
    const b = await createdId(rule1466, { AlertName: 'A first', PeriodMinutes: 1 });
    const after = await t.call(
      contributionAlertsApi.listSiteContributionAlertConfigs,
      { params: { contributionId: rule1466 } },
      manager,
    );
    expect(after.json().Items.map((item: { Id: number }) => item.Id)).toEqual([b, a]);
    const viewedList = await t.call(
      contributionAlertsApi.listProjectContributionAlertConfigs,
      { params: { projectId: viewedProjectId } },
      manager,
    );
    expect(viewedList.json().Items).toEqual([]);
  });

  it('keeps the points in the display unit of the project when they were saved', async () => {
    const project = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Unit Yard');
    const contributionId = await insertTestContribution(t.handle.db, {
      projectId: project.id,
      startAt: START,
      name: 'Unit generic',
      type: 'Generic',
      periodMinutes: 15,
      sensors: ['PM10'],
    });
    // The project shows PM10 in mg/m³ (a customisation as the display settings store it).
    await t.handle.db
      .insertInto('project_display_settings')
      .values({
        project_id: project.id,
        sensor_group: 'PM10',
        display_unit: 'mg/m³',
        decimal_places: 3,
        ppm_to_mgm3_factor: null,
      })
      .execute();
    const id = await createdId(contributionId, { SetPoint: 0.15, ResetPoint: 0.1 });
    expect((await getConfig(id)).json()).toMatchObject({
      SensorUnit: 'mg/m³',
      SetPoint: 0.15,
      ResetPoint: 0.1,
    });
    // The project changes its display unit: the saved alert still means 0.15 mg/m³.
    await t.handle.db
      .deleteFrom('project_display_settings')
      .where('project_id', '=', project.id)
      .execute();
    expect((await getConfig(id)).json()).toMatchObject({ SensorUnit: 'mg/m³', SetPoint: 0.15 });
    // Saving the trigger again takes the points in the unit the project shows now.
    const saved = await update(contributionId, id, { SetPoint: 150, ResetPoint: 100 });
    expect(saved.json()).toMatchObject({ SensorUnit: 'µg/m³', SetPoint: 150 });
  });

  it('takes v2 calls from an API key', async () => {
    const response = await create(generic, { AlertName: 'From a machine' }, managerKey);
    expect(response.statusCode).toBe(201);
    const list = await t.call(
      contributionAlertsApi.listSiteContributionAlertConfigs,
      { params: { contributionId: generic } },
      managerKey,
    );
    expect(list.json().Items.map((item: { Id: number }) => item.Id)).toContain(response.json().Id);
  });
});

describe('averaging periods and channels (spec 02 §9)', () => {
  it('allows instantaneous or the contribution’s period, 15 minutes for WS on a 1466', async () => {
    expect((await create(generic, { PeriodMinutes: 1 })).statusCode).toBe(201);
    expect((await create(generic, { PeriodMinutes: 15 })).statusCode).toBe(201);
    const five = await create(generic, { PeriodMinutes: 5 });
    expect(five.statusCode).toBe(400);
    expect(messages(five)).toEqual(['Averaging period must be one of 1, 15 minutes']);
    expect(five.json().Errors).toMatchObject({ PeriodMinutes: expect.any(Array) });

    expect((await create(rule1466, { PeriodMinutes: 120 })).statusCode).toBe(201);
    expect((await create(rule1466, { Sensor: 'WS', PeriodMinutes: 15 })).statusCode).toBe(201);
    const windTwoHours = await create(rule1466, { Sensor: 'WS', PeriodMinutes: 120 });
    expect(windTwoHours.statusCode).toBe(400);
    expect(messages(windTwoHours)).toEqual(['Averaging period must be one of 1, 15 minutes']);
    const pm10Fifteen = await create(rule1466, { PeriodMinutes: 15 });
    expect(messages(pm10Fifteen)).toEqual(['Averaging period must be one of 1, 120 minutes']);
  });

  it('refuses NJ PAM contributions', async () => {
    const response = await create(njPam);
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['Contribution alerts are not available for NJ PAM']);
  });

  it('refuses a channel the contribution does not have', async () => {
    const response = await create(rule1466, { Sensor: 'VOC', PeriodMinutes: 120 });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([
      "'VOC' is not a channel of this contribution: choose one of PM10, WS.",
    ]);
  });
});

describe('bad bodies get 400 with the spec messages', () => {
  it.each([
    ['a blank name', { AlertName: '  ' }, ['Missing required fields']],
    ['no sensor', { Sensor: null }, ['Missing required fields']],
    ['no set point', { SetPoint: undefined }, ['Missing required fields']],
    ['no reset point', { ResetPoint: null }, ['Missing required fields']],
    ['no averaging period', { PeriodMinutes: undefined }, ['Missing required fields']],
    [
      'no recipient',
      { Emails: [], PhoneNumbers: [] },
      ['Add at least one e-mail address or phone number'],
    ],
    [
      'a repeated e-mail',
      { Emails: ['a@demo.example', 'A@demo.example'] },
      ['Email already exists'],
    ],
    [
      'a phone number without country code',
      { PhoneNumbers: ['2015550123'] },
      ['Invalid phone number for region'],
    ],
    ['a phone number that is not one', { PhoneNumbers: ['+1 call me'] }, ['Invalid phone number']],
    ['an address that is not one', { Emails: ['not-an-address'] }, null],
    [
      'a repeated phone number',
      { PhoneNumbers: ['+12015550123', '+1 201 555 0123'] },
      ['Phone number already added'],
    ],
    [
      'no active day',
      { ActivationCriteria: { ActiveDays: [], ActiveTimeStart: 0, ActiveTimeEnd: 1439 } },
      ['A minimum of one day must be selected'],
    ],
    [
      'an end before the start',
      { ActivationCriteria: { ActiveDays: ['Monday'], ActiveTimeStart: 600, ActiveTimeEnd: 60 } },
      ['The active period must start before it ends'],
    ],
  ])('refuses %s', async (_name, overrides, expected) => {
    const response = await create(generic, overrides);
    expect(response.statusCode).toBe(400);
    if (expected) expect(messages(response)).toEqual(expected);
    else expect(messages(response).length).toBeGreaterThan(0);
  });

  it('refuses a name longer than 200 characters', async () => {
    const response = await create(generic, { AlertName: 'a'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['An alert name must be 200 characters or less.']);
    expect((await create(generic, { AlertName: 'a'.repeat(200) })).statusCode).toBe(201);
  });

  it('refuses more than 50 e-mails and 25 phone numbers', async () => {
    const emails = Array.from({ length: 51 }, (_, i) => `person${i}@demo.example`);
    const tooManyEmails = await create(generic, { Emails: emails });
    expect(tooManyEmails.statusCode).toBe(400);
    expect(messages(tooManyEmails)).toEqual([
      'Maximum limit of 50 email recipients reached. To add a new email, remove an existing one.',
    ]);
    expect((await create(generic, { Emails: emails.slice(0, 50) })).statusCode).toBe(201);
    const phones = Array.from({ length: 26 }, (_, i) => `+1201555${String(1000 + i)}`);
    const tooManyPhones = await create(generic, { PhoneNumbers: phones });
    expect(tooManyPhones.statusCode).toBe(400);
    expect(messages(tooManyPhones)).toEqual([
      'Maximum limit of 25 recipients reached. To add a new recipient, remove an existing one.',
    ]);
    expect((await create(generic, { PhoneNumbers: phones.slice(0, 25) })).statusCode).toBe(201);
  });

  it('refuses malformed bodies and paths with 400, never 500', async () => {
    const notJson = await t.fastify.inject({
      method: 'POST',
      url: `/v2/sitecontributions/${generic}/alertconfigs`,
      headers: {
        cookie: manager.cookie!,
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
      },
      payload: '"just text"',
    });
    expect(notJson.statusCode).toBe(400);
    const wrongTypes = await create(generic, { SetPoint: 'high', Emails: 'a@demo.example' });
    expect(wrongTypes.statusCode).toBe(400);
    const badPath = await t.fastify.inject({
      method: 'GET',
      url: '/v2/sitecontributions/abc/alertconfigs',
      headers: { cookie: manager.cookie! },
    });
    expect(badPath.statusCode).toBe(400);
    const badId = await t.fastify.inject({
      method: 'GET',
      url: '/v0.1/contribution-alert-configs/0',
      headers: { cookie: manager.cookie! },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('answers 404 for a contribution or config that does not exist', async () => {
    expect((await create(2_000_000)).statusCode).toBe(404);
    expect((await getConfig(2_000_000)).statusCode).toBe(404);
    const project = await t.call(
      contributionAlertsApi.listProjectContributionAlertConfigs,
      { params: { projectId: 'not-a-project' } },
      manager,
    );
    expect(project.statusCode).toBe(404);
  });
});

describe('updating, switching off and deleting', () => {
  it('replaces the config; a change of the trigger starts the machine again', async () => {
    const id = await createdId(generic, { AlertName: 'Stateful' });
    expect(await stateOf(generic, id)).toEqual({
      AlertConfigId: id,
      State: 'Armed',
      LastTriggeredAt: null,
      LastValue: null,
      LastEvaluatedAt: null,
    });
    // What an evaluation would have stored after a firing.
    const fired = async () =>
      t.handle.db
        .updateTable('contribution_alert_configs')
        .set({
          state: 'Triggered',
          evaluated_until: new Date('2026-11-02T08:15:00Z'),
          last_value: 182.5,
          last_triggered_at: new Date('2026-11-02T08:10:00Z'),
        })
        .where('id', '=', id)
        .execute();
    await fired();
    const triggered = {
      AlertConfigId: id,
      State: 'Triggered',
      LastTriggeredAt: '2026-11-02T08:10:00.000Z',
      LastValue: 182.5,
      LastEvaluatedAt: '2026-11-02T08:15:00.000Z',
    };
    expect(await stateOf(generic, id)).toEqual(triggered);

    // Name, recipients and hours are not the trigger: the state stays.
    const renamed = await update(generic, id, {
      AlertName: 'Stateful renamed',
      Emails: ['other.person@demo.example'],
      PhoneNumbers: [],
      ActivationCriteria: { ActiveDays: ['Monday'], ActiveTimeStart: 0, ActiveTimeEnd: 600 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      Id: id,
      Name: 'Stateful renamed',
      Emails: ['other.person@demo.example'],
      PhoneNumbers: [],
      Active: true,
      ActivationCriteria: { ActiveDays: ['Monday'], ActiveTimeStart: 0, ActiveTimeEnd: 600 },
    });
    expect(await stateOf(generic, id)).toEqual(triggered);

    // A new set point: armed again, nothing evaluated; the last firing stays on record.
    const moved = await update(generic, id, { AlertName: 'Stateful', SetPoint: 200 });
    expect(moved.json()).toMatchObject({ SetPoint: 200, ActivationCriteria: null });
    expect(await stateOf(generic, id)).toEqual({
      AlertConfigId: id,
      State: 'Armed',
      LastTriggeredAt: '2026-11-02T08:10:00.000Z',
      LastValue: null,
      LastEvaluatedAt: null,
    });

    for (const change of [{ ResetPoint: 90 }, { Sensor: 'VOC' }, { PeriodMinutes: 1 }]) {
      await fired();
      expect((await update(generic, id, { SetPoint: 200, ...change })).statusCode).toBe(200);
      expect(await stateOf(generic, id)).toMatchObject({ State: 'Armed', LastEvaluatedAt: null });
    }
  });

  it('switches off (Inactive) and back on (armed again); Active is kept when not given', async () => {
    const id = await createdId(generic, { AlertName: 'Switch' });
    await t.handle.db
      .updateTable('contribution_alert_configs')
      .set({ state: 'Triggered', evaluated_until: new Date('2026-11-02T08:15:00Z') })
      .where('id', '=', id)
      .execute();
    const off = await update(generic, id, { AlertName: 'Switch', Active: false });
    expect(off.json().Active).toBe(false);
    expect(await stateOf(generic, id)).toMatchObject({ State: 'Inactive' });
    const still = await update(generic, id, { AlertName: 'Switch again' });
    expect(still.json().Active).toBe(false);
    const on = await update(generic, id, { AlertName: 'Switch', Active: true });
    expect(on.json().Active).toBe(true);
    expect(await stateOf(generic, id)).toMatchObject({ State: 'Armed', LastEvaluatedAt: null });
  });

  it('applies the body rules on update too, and answers 404 under another contribution', async () => {
    const id = await createdId(generic, { AlertName: 'Guarded' });
    const bad = await update(generic, id, { PeriodMinutes: 5 });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toEqual(['Averaging period must be one of 1, 15 minutes']);
    const missing = await update(generic, id, { AlertName: '' });
    expect(messages(missing)).toEqual(['Missing required fields']);
    expect((await update(rule1466, id, { PeriodMinutes: 120 })).statusCode).toBe(404);
    expect((await remove(rule1466, id)).statusCode).toBe(404);
    expect((await update(generic, 2_000_000)).statusCode).toBe(404);
    expect((await getConfig(id)).json().Name).toBe('Guarded');
  });

  it('deletes a config', async () => {
    const id = await createdId(generic, { AlertName: 'Short lived' });
    const response = await remove(generic, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await getConfig(id)).statusCode).toBe(404);
    expect((await remove(generic, id)).statusCode).toBe(404);
    expect((await statesOf(generic)).map((s) => s.AlertConfigId)).not.toContain(id);
  });

  it('deleting a contribution deletes its configs', async () => {
    const doomed = await insertTestContribution(t.handle.db, {
      projectId,
      startAt: START,
      name: 'Doomed',
      type: 'Generic',
      periodMinutes: 15,
      sensors: ['PM10'],
    });
    const id = await createdId(doomed, { AlertName: 'Goes with it' });
    const deleted = await t.call(
      contributionsApi.deleteContribution,
      { params: { contributionId: doomed } },
      manager,
    );
    expect(deleted.statusCode).toBe(200);
    const left = await t.handle.db
      .selectFrom('contribution_alert_configs')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(left).toEqual([]);
    expect((await getConfig(id)).statusCode).toBe(404);
  });
});

describe('permissions and organisations', () => {
  let mine: number;
  let viewedConfig: number;
  beforeAll(async () => {
    mine = await createdId(generic, { AlertName: 'Permissions' });
    viewedConfig = await createdId(viewed, { AlertName: 'Viewed' });
  });

  it('lets a viewer read the configs of a project they are a member of, but not change them', async () => {
    expect((await getConfig(viewedConfig, viewer)).statusCode).toBe(200);
    const list = await t.call(
      contributionAlertsApi.listSiteContributionAlertConfigs,
      { params: { contributionId: viewed } },
      viewer,
    );
    expect(list.statusCode).toBe(200);
    expect((await statesOf(viewed, viewer)).length).toBe(1);
    const project = await t.call(
      contributionAlertsApi.listProjectContributionAlertConfigs,
      { params: { projectId: viewedProjectId } },
      viewer,
    );
    expect(project.json().Items.map((item: { Id: number }) => item.Id)).toEqual([viewedConfig]);
    const all = await t.call(contributionAlertsApi.listContributionAlertConfigs, {}, viewer);
    const ids = all.json().Items.map((item: { Id: number }) => item.Id);
    expect(ids).toContain(viewedConfig);
    expect(ids).not.toContain(mine);

    const created = await create(viewed, {}, viewer);
    expect(created.statusCode).toBe(403);
    expect(messages(created)).toEqual(['You do not have permission to manage alerts.']);
    expect((await update(viewed, viewedConfig, {}, viewer)).statusCode).toBe(403);
    expect((await remove(viewed, viewedConfig, viewer)).statusCode).toBe(403);
    expect((await getConfig(viewedConfig)).statusCode).toBe(200);
  });

  it('refuses a viewer the configs of a project they are not a member of', async () => {
    const single = await getConfig(mine, viewer);
    expect(single.statusCode).toBe(403);
    expect(messages(single)).toEqual(['You do not have access to this project.']);
    const list = await t.call(
      contributionAlertsApi.listProjectContributionAlertConfigs,
      { params: { projectId } },
      viewer,
    );
    expect(list.statusCode).toBe(403);
    const byContribution = await t.call(
      contributionAlertsApi.listSiteContributionAlertConfigs,
      { params: { contributionId: generic } },
      viewer,
    );
    expect(byContribution.statusCode).toBe(403);
  });

  it('hides every config of another organisation (404) and lists none of them', async () => {
    expect((await getConfig(mine, other)).statusCode).toBe(404);
    expect((await create(generic, {}, other)).statusCode).toBe(404);
    expect((await update(generic, mine, {}, other)).statusCode).toBe(404);
    expect((await remove(generic, mine, other)).statusCode).toBe(404);
    const states = await t.call(
      contributionAlertsApi.getSiteContributionAlertConfigStates,
      { params: { contributionId: generic } },
      other,
    );
    expect(states.statusCode).toBe(404);
    const byContribution = await t.call(
      contributionAlertsApi.listSiteContributionAlertConfigs,
      { params: { contributionId: generic } },
      other,
    );
    expect(byContribution.statusCode).toBe(404);
    const project = await t.call(
      contributionAlertsApi.listProjectContributionAlertConfigs,
      { params: { projectId } },
      other,
    );
    expect(project.statusCode).toBe(404);
    const all = await t.call(contributionAlertsApi.listContributionAlertConfigs, {}, other);
    expect(all.statusCode).toBe(200);
    expect(
      all.json().Items.filter((item: { ProjectId: string }) => item.ProjectId === projectId),
    ).toEqual([]);
    expect((await getConfig(mine)).json().Name).toBe('Permissions');
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await getConfig(mine, null)).statusCode).toBe(401);
    const list = await t.call(contributionAlertsApi.listContributionAlertConfigs, {}, null);
    expect(list.statusCode).toBe(401);
  });
});
