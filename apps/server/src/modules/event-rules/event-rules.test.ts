import { eventRulesApi, type EndpointInput } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { insertTestContribution } from '../../test/contribution-fixtures';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';

const T0 = new Date('2026-11-02T09:00:00Z');

let t: TestApp;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let admin: Caller;
let projectId: string;
let memberProjectId: string;
let north: string;
let south: string;
let met: string;
let bare: string;
let foreignLocation: string;
let generic: number;
let fourteen: number;
let njPam: number;
let foreignContribution: number;
let monitorNorth: number;

type CreateInput = EndpointInput<typeof eventRulesApi.createEventRule>;
type UpdateInput = EndpointInput<typeof eventRulesApi.updateEventRule>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  const db = t.handle.db;
  const project = await createProject(db, DEMO_ORGANISATIONS.demo, 'Pier 7 Remediation');
  projectId = project.id;
  const owner = { organisationId: project.organisationId, projectId };
  const aq1 = await createInstrument(db, owner, 'ER-NORTH', [SENSOR.PM10, SENSOR.VOC]);
  const aq2 = await createInstrument(db, owner, 'ER-SOUTH', [SENSOR.PM10]);
  const wind = await createInstrument(db, owner, 'ER-MET', [SENSOR.WS, SENSOR.WD]);
  monitorNorth = aq1;
  north = await createLocation(db, projectId, 'North fence');
  south = await createLocation(db, projectId, 'South fence');
  met = await createLocation(db, projectId, 'Met mast');
  bare = await createLocation(db, projectId, 'Bare pole');
  const attachedAt = new Date(T0.getTime() - 3_600_000);
  await attach(db, aq1, north, attachedAt);
  await attach(db, aq2, south, attachedAt);
  await attach(db, wind, met, attachedAt);
  const contribution = (
    name: string,
    type: 'Generic' | 'FourteenSixtySix' | 'NjPam',
    p = projectId,
  ) =>
    insertTestContribution(db, {
      projectId: p,
      name,
      type,
      periodMinutes: type === 'FourteenSixtySix' ? 120 : 15,
      startAt: attachedAt,
      sensors: ['PM10'],
    });
  generic = await contribution('Pier 7 generic', 'Generic');
  fourteen = await contribution('Pier 7 1466', 'FourteenSixtySix');
  njPam = await contribution('Pier 7 NJ PAM', 'NjPam');
  const elsewhere = await createProject(db, DEMO_ORGANISATIONS.demo, 'Elsewhere');
  foreignLocation = await createLocation(db, elsewhere.id, 'Far away');
  foreignContribution = await contribution('Elsewhere generic', 'Generic', elsewhere.id);
  // A project the viewer is a member of: the viewer reads its alerts, but may not change them.
  const memberProject = await createProject(db, DEMO_ORGANISATIONS.demo, 'Viewer site');
  memberProjectId = memberProject.id;
  await createLocation(db, memberProjectId, 'Viewer fence');
  await db
    .insertInto('project_members')
    .values({ project_id: memberProjectId, user_id: await t.userId('viewer') })
    .execute();
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

function offlineBody(overrides: Record<string, unknown> = {}): CreateInput {
  return {
    body: {
      AlertName: 'Fence offline',
      ProjectId: projectId,
      TriggerSource: 'MonitoringLocation',
      SourceIds: [north, south],
      TriggerType: 'Offline',
      OfflineTrigger: { OfflineDurationInMinutes: 15 },
      Emails: ['site.lead@example.com'],
      PhoneNumbers: ['+1 (201) 555-0123'],
      ...overrides,
    },
  } as CreateInput;
}

function setPointBody(overrides: Record<string, unknown> = {}): CreateInput {
  return {
    body: {
      Name: 'Fence PM10',
      ProjectId: projectId,
      TriggerSource: 'MonitoringLocation',
      SourceIds: [north, south],
      TriggerType: 'SetPoint',
      SetPointTrigger: {
        SensorCode: 'PM10',
        SensorUnit: 'µg/m³',
        SetPoint: 150,
        ResetPoint: 100,
        AveragingPeriodInMinutes: 15,
      },
      Emails: ['site.lead@example.com'],
      ...overrides,
    },
  } as CreateInput;
}

async function create(input: CreateInput, caller: Caller = manager): Promise<string> {
  const response = await t.call(eventRulesApi.createEventRule, input, caller);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ Id: string }>().Id;
}

async function get(id: string, caller: Caller = manager) {
  return t.call(eventRulesApi.getEventRule, { params: { eventRuleId: id } }, caller);
}

async function states(id: string) {
  return t.handle.db
    .selectFrom('event_rule_sources')
    .selectAll()
    .where('rule_id', '=', id)
    .orderBy('position')
    .execute();
}

/** The update body of a stored rule read back with GET, with changes. */
async function updateBody(id: string, changes: Record<string, unknown>): Promise<UpdateInput> {
  const rule = (await get(id)).json<Record<string, unknown>>();
  return {
    body: {
      EventRuleId: id,
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
      ...changes,
    },
  } as UpdateInput;
}

describe('creating and reading an event rule', () => {
  it('stores an offline rule on locations, its recipients in E.164 and every source Online', async () => {
    const id = await create(offlineBody());
    const response = await get(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      EventRuleId: id,
      Name: 'Fence offline',
      Active: true,
      Emails: ['site.lead@example.com'],
      PhoneNumbers: ['+12015550123'],
      ProjectId: projectId,
      ProjectName: 'Pier 7 Remediation',
      OrganisationName: DEMO_ORGANISATIONS.demo,
      IsProjectLicensed: true,
      TriggerSource: 'MonitoringLocation',
      SourceIds: [north, south],
      Sources: [
        { Id: north, Name: 'North fence' },
        { Id: south, Name: 'South fence' },
      ],
      TriggerType: 'Offline',
      OfflineTrigger: { OfflineDurationInMinutes: 15 },
      SetPointTrigger: null,
      ActivationCriteria: null,
    });
    const rows = await states(id);
    expect(rows.map((r) => [r.location_id, r.state, r.outage_since])).toEqual([
      [north, 'Online', null],
      [south, 'Online', null],
    ]);
    expect(rows.every((r) => r.watching_since.getTime() === T0.getTime())).toBe(true);
  });

  it('stores a set point rule Armed with nothing evaluated, and its activation criteria', async () => {
    const id = await create(
      setPointBody({
        Active: false,
        ActivationCriteria: {
          ActiveDays: ['Friday', 'Monday', 'Monday'],
          ActiveTimeStart: 420,
          ActiveTimeEnd: 1080,
        },
      }),
    );
    const rule = (await get(id)).json();
    expect(rule.Active).toBe(false);
    expect(rule.SetPointTrigger).toEqual({
      SensorCode: 'PM10',
      SensorUnit: 'µg/m³',
      SetPoint: 150,
      ResetPoint: 100,
      AveragingPeriodInMinutes: 15,
    });
    expect(rule.OfflineTrigger).toBeNull();
    // Days in week order without repeats.
    expect(rule.ActivationCriteria).toEqual({
      ActiveDays: ['Monday', 'Friday'],
      ActiveTimeStart: 420,
      ActiveTimeEnd: 1080,
    });
    const rows = await states(id);
    expect(rows.map((r) => [r.state, r.evaluated_until])).toEqual([
      ['Armed', null],
      ['Armed', null],
    ]);
  });

  it('omits activation criteria that cover every day from 0 to 1439', async () => {
    const id = await create(
      offlineBody({
        ActivationCriteria: {
          ActiveDays: [
            'Sunday',
            'Monday',
            'Tuesday',
            'Wednesday',
            'Thursday',
            'Friday',
            'Saturday',
          ],
          ActiveTimeStart: 0,
          ActiveTimeEnd: 1439,
        },
      }),
    );
    expect((await get(id)).json().ActivationCriteria).toBeNull();
  });

  it('takes a contribution as the source: set point on WS of a 1466 at 15 minutes, offline on several', async () => {
    const ws = await create(
      setPointBody({
        TriggerSource: 'Contribution',
        SourceIds: [fourteen],
        SetPointTrigger: {
          SensorCode: 'WS',
          SensorUnit: 'm/s',
          SetPoint: 10,
          ResetPoint: 8,
          AveragingPeriodInMinutes: 15,
        },
      }),
    );
    const rule = (await get(ws)).json();
    expect(rule.SourceIds).toEqual([fourteen]);
    expect(rule.Sources).toEqual([{ Id: fourteen, Name: 'Pier 7 1466' }]);
    const offline = await create(
      offlineBody({ TriggerSource: 'Contribution', SourceIds: [generic, String(fourteen)] }),
    );
    expect((await get(offline)).json().SourceIds).toEqual([generic, fourteen]);
    expect((await states(offline)).map((r) => r.contribution_id)).toEqual([generic, fourteen]);
    const grouped = await t.call(
      eventRulesApi.getEventRuleGroupedIds,
      { query: { ProjectId: projectId } },
      manager,
    );
    expect(grouped.json().Groups).toContainEqual({
      TriggerSource: 'Contribution',
      SourceId: fourteen,
      EventRuleIds: expect.arrayContaining([ws, offline]),
    });
  });

  it('answers 404 for a missing rule, a malformed id and another organisation’s rule', async () => {
    const id = await create(offlineBody());
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('not-a-rule')).statusCode).toBe(404);
    const foreign = await get(id, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Messages).toEqual(['The alert could not be found.']);
    expect((await get(id, admin)).statusCode).toBe(200);
  });
});

describe('the rules of a payload', () => {
  async function messages(input: CreateInput) {
    const response = await t.call(eventRulesApi.createEventRule, input, manager);
    expect(response.statusCode).toBe(400);
    return response.json<{ Messages: string[] }>().Messages;
  }

  it('gives the spec’s messages for missing and wrong fields', async () => {
    expect(await messages(offlineBody({ AlertName: '  ' }))).toEqual(['Missing required fields']);
    expect(await messages(offlineBody({ ProjectId: null }))).toContain('No project');
    expect(await messages(offlineBody({ TriggerType: null }))).toContain('Alert type is required');
    expect(await messages(offlineBody({ TriggerType: 'Contribution' }))).toContain(
      'Unsupported alert type',
    );
    expect(await messages(offlineBody({ TriggerType: 'Fire' }))).toContain('Invalid alert type');
    expect(await messages(offlineBody({ TriggerSource: null }))).toContain(
      'Data source type is required for event rule',
    );
    expect(await messages(offlineBody({ SourceIds: [] }))).toEqual(['Missing required fields']);
    expect(
      await messages(offlineBody({ OfflineTrigger: { OfflineDurationInMinutes: 7 } })),
    ).toEqual(['Offline duration must be one of 1, 5, 10, 15, 30, 60, 120 minutes']);
    expect(
      await messages(
        offlineBody({
          ActivationCriteria: { ActiveDays: [], ActiveTimeStart: 0, ActiveTimeEnd: 1439 },
        }),
      ),
    ).toEqual(['A minimum of one day must be selected']);
  });

  it('bounds the name: 200 characters, no NUL character', async () => {
    expect(await messages(offlineBody({ AlertName: 'a'.repeat(201) }))).toEqual([
      'An alert name must be 200 characters or less.',
    ]);
    expect(await messages(offlineBody({ AlertName: 'Fence\u0000offline' }))).toEqual([
      'An alert name cannot contain a NUL character.',
    ]);
    const longest = await create(offlineBody({ AlertName: `  ${'a'.repeat(200)}  ` }));
    expect((await get(longest)).json().Name).toBe('a'.repeat(200));
  });

  it('limits recipients to 50 e-mails and 25 SMS, valid, unrepeated and at least one', async () => {
    const emails = Array.from({ length: 51 }, (_, i) => `person${i}@example.com`);
    expect(await messages(offlineBody({ Emails: emails, PhoneNumbers: [] }))).toContain(
      'Maximum limit of 50 email recipients reached. To add a new email, remove an existing one.',
    );
    const phones = Array.from({ length: 26 }, (_, i) => `+1201555${String(1000 + i)}`);
    expect(await messages(offlineBody({ PhoneNumbers: phones }))).toContain(
      'Maximum limit of 25 recipients reached. To add a new recipient, remove an existing one.',
    );
    const bad = await messages(offlineBody({ PhoneNumbers: ['12345'] }));
    expect(bad.length).toBe(1);
    expect(
      await messages(offlineBody({ Emails: ['a@example.com', 'a@example.com'], PhoneNumbers: [] })),
    ).toEqual(['Email already exists']);
    expect((await messages(offlineBody({ Emails: [], PhoneNumbers: [] }))).length).toBe(1);
  });

  it('refuses sources that are not the project’s, with the source named', async () => {
    expect(await messages(offlineBody({ SourceIds: [north, foreignLocation] }))).toEqual([
      `Monitoring location ${foreignLocation} is not a location of this project.`,
    ]);
    expect(await messages(offlineBody({ SourceIds: [generic] }))).toEqual([
      `Monitoring location ${generic} is not a location of this project.`,
    ]);
    expect(
      await messages(
        offlineBody({ TriggerSource: 'Contribution', SourceIds: [foreignContribution] }),
      ),
    ).toEqual([`Contribution ${foreignContribution} is not a contribution of this project.`]);
    expect(
      await messages(offlineBody({ TriggerSource: 'Contribution', SourceIds: [north] })),
    ).toEqual([`Contribution ${north} is not a contribution of this project.`]);
    expect(
      await messages(offlineBody({ TriggerSource: 'Contribution', SourceIds: [njPam] })),
    ).toEqual(['Contribution alerts are not available for NJ PAM']);
  });

  it('needs the set point sensor measured by every source, in one of its units', async () => {
    const trigger = {
      SensorCode: 'VOC',
      SensorUnit: 'ppb',
      SetPoint: 5,
      ResetPoint: 2,
      AveragingPeriodInMinutes: 15,
    };
    expect(await messages(setPointBody({ SetPointTrigger: trigger }))).toEqual([
      'South fence does not measure VOC.',
    ]);
    expect(await messages(setPointBody({ SourceIds: [bare] }))).toEqual([
      'Bare pole does not measure PM10.',
    ]);
    expect(
      await messages(
        setPointBody({ SetPointTrigger: { ...trigger, SensorCode: 'PM10', SensorUnit: 'ppm' } }),
      ),
    ).toEqual(["'ppm' is not a unit of PM10."]);
    expect(
      await messages(
        setPointBody({
          SetPointTrigger: {
            ...trigger,
            SensorCode: 'PM10',
            SensorUnit: 'µg/m³',
            AveragingPeriodInMinutes: 7,
          },
        }),
      ),
    ).toEqual([
      'Averaging period must be one of 1, 5, 10, 15, 20, 30, 60, 120, 240, 300, 360, 480, 720, 1440 minutes',
    ]);
  });

  it('takes one contribution for a set point, averaged instantaneously or over its rolling period', async () => {
    const trigger = {
      SensorCode: 'PM10',
      SensorUnit: 'µg/m³',
      SetPoint: 150,
      ResetPoint: 100,
      AveragingPeriodInMinutes: 15,
    };
    const onContribution = (ids: unknown[], changes: Record<string, unknown> = {}) =>
      setPointBody({
        TriggerSource: 'Contribution',
        SourceIds: ids,
        SetPointTrigger: { ...trigger, ...changes },
      });
    expect(await messages(onContribution([generic, fourteen]))).toEqual([
      'A set point alert on a contribution watches one contribution.',
    ]);
    expect(await messages(onContribution([fourteen]))).toEqual([
      'Averaging period must be one of 1, 120 minutes',
    ]);
    expect(
      await messages(
        onContribution([fourteen], {
          SensorCode: 'WS',
          SensorUnit: 'm/s',
          AveragingPeriodInMinutes: 120,
        }),
      ),
    ).toEqual(['Averaging period must be one of 1, 15 minutes']);
    expect(
      await messages(onContribution([generic], { SensorCode: 'VOC', SensorUnit: 'ppb' })),
    ).toEqual(['Pier 7 generic does not measure VOC.']);
    await create(onContribution([generic]));
    await create(onContribution([fourteen], { AveragingPeriodInMinutes: 1 }));
  });
});

describe('changing an event rule', () => {
  it('keeps the state of kept sources when only recipients, name or sources change', async () => {
    const id = await create(setPointBody());
    const evaluated = new Date(T0.getTime() - 60_000);
    await t.handle.db
      .updateTable('event_rule_sources')
      .set({ state: 'Triggered', evaluated_until: evaluated })
      .where('rule_id', '=', id)
      .execute();
    t.clock.set(new Date(T0.getTime() + 3_600_000));
    const response = await t.call(
      eventRulesApi.updateEventRule,
      await updateBody(id, {
        Name: 'Fence PM10 (renamed)',
        Emails: ['other.lead@example.com'],
        SourceIds: [south, north, met].slice(0, 2).reverse(),
      }),
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Name).toBe('Fence PM10 (renamed)');
    expect(response.json().Emails).toEqual(['other.lead@example.com']);
    const rows = await states(id);
    expect(rows.map((r) => [r.location_id, r.state, r.evaluated_until?.getTime()])).toEqual([
      [north, 'Triggered', evaluated.getTime()],
      [south, 'Triggered', evaluated.getTime()],
    ]);
    t.clock.set(T0);
  });

  it('starts a new source from the initial state and keeps the others', async () => {
    const id = await create(offlineBody({ SourceIds: [north] }));
    await t.handle.db
      .updateTable('event_rule_sources')
      .set({ state: 'Offline', outage_since: T0 })
      .where('rule_id', '=', id)
      .execute();
    const later = new Date(T0.getTime() + 600_000);
    t.clock.set(later);
    await t.call(
      eventRulesApi.updateEventRule,
      await updateBody(id, { SourceIds: [north, bare] }),
      manager,
    );
    const rows = await states(id);
    expect(rows.map((r) => [r.location_id, r.state, r.watching_since.getTime()])).toEqual([
      [north, 'Offline', T0.getTime()],
      [bare, 'Online', later.getTime()],
    ]);
    t.clock.set(T0);
  });

  it('resets every source when the trigger changes or the rule is switched back on', async () => {
    const id = await create(setPointBody());
    const trip = () =>
      t.handle.db
        .updateTable('event_rule_sources')
        .set({ state: 'Triggered', evaluated_until: T0 })
        .where('rule_id', '=', id)
        .execute();
    await trip();
    const rule = (await get(id)).json();
    await t.call(
      eventRulesApi.updateEventRule,
      await updateBody(id, { SetPointTrigger: { ...rule.SetPointTrigger, SetPoint: 175 } }),
      manager,
    );
    expect((await states(id)).map((r) => [r.state, r.evaluated_until])).toEqual([
      ['Armed', null],
      ['Armed', null],
    ]);
    await trip();
    await t.call(eventRulesApi.updateEventRule, await updateBody(id, { Active: false }), manager);
    expect((await states(id)).every((r) => r.state === 'Triggered')).toBe(true);
    await t.call(eventRulesApi.updateEventRule, await updateBody(id, { Active: true }), manager);
    expect((await states(id)).every((r) => r.state === 'Armed')).toBe(true);
  });

  it('keeps the type and the project, and checks the payload as a create does', async () => {
    const id = await create(offlineBody());
    const call = async (changes: Record<string, unknown>) =>
      t.call(eventRulesApi.updateEventRule, await updateBody(id, changes), manager);
    const typeChange = await call({
      TriggerType: 'SetPoint',
      OfflineTrigger: null,
      SetPointTrigger: setPointBody().body?.SetPointTrigger,
    });
    expect(typeChange.statusCode).toBe(400);
    expect(typeChange.json().Messages).toEqual([
      'The alert type cannot change once the alert is created.',
    ]);
    const moved = await call({ ProjectId: memberProjectId });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().Messages).toEqual(['An alert cannot be moved to another project.']);
    const foreign = await call({ SourceIds: [foreignLocation] });
    expect(foreign.statusCode).toBe(400);
    const missing = await call({ EventRuleId: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Messages).toEqual(['EventRuleId: Missing required fields']);
    const unknown = await call({ EventRuleId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a rule with its sources', async () => {
    const id = await create(offlineBody());
    const response = await t.call(
      eventRulesApi.deleteEventRule,
      { params: { eventRuleId: id } },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect((await get(id)).statusCode).toBe(404);
    expect(await states(id)).toEqual([]);
    const again = await t.call(
      eventRulesApi.deleteEventRule,
      { params: { eventRuleId: id } },
      manager,
    );
    expect(again.statusCode).toBe(404);
  });

  it('drops a deleted location from the rules watching it', async () => {
    const doomed = await createLocation(t.handle.db, projectId, 'Doomed pole');
    const id = await create(offlineBody({ SourceIds: [north, doomed] }));
    await t.handle.db.deleteFrom('monitoring_locations').where('id', '=', doomed).execute();
    expect((await get(id)).json().SourceIds).toEqual([north]);
  });
});

describe('who may read and change event rules', () => {
  it('lets a viewer read the rules of a project they are a member of, never change them', async () => {
    const id = await create(
      offlineBody({
        ProjectId: memberProjectId,
        SourceIds: [await firstLocation(memberProjectId)],
      }),
      admin,
    );
    expect((await get(id, viewer)).statusCode).toBe(200);
    const created = await t.call(
      eventRulesApi.createEventRule,
      offlineBody({
        ProjectId: memberProjectId,
        SourceIds: [await firstLocation(memberProjectId)],
      }),
      viewer,
    );
    expect(created.statusCode).toBe(403);
    expect(created.json().Messages).toEqual(['You do not have permission to manage alerts.']);
    const body = await updateBody(id, { Name: 'Viewer rename' });
    expect((await t.call(eventRulesApi.updateEventRule, body, viewer)).statusCode).toBe(403);
    expect(
      (await t.call(eventRulesApi.deleteEventRule, { params: { eventRuleId: id } }, viewer))
        .statusCode,
    ).toBe(403);
  });

  it('answers 403 to a viewer on a project they may not open', async () => {
    const id = await create(offlineBody());
    const response = await get(id, viewer);
    expect(response.statusCode).toBe(403);
    expect(response.json().Messages).toEqual(['You do not have access to this project.']);
  });

  it('answers 404 to another organisation for every call on a rule or project', async () => {
    const id = await create(offlineBody());
    expect((await t.call(eventRulesApi.createEventRule, offlineBody(), other)).statusCode).toBe(
      404,
    );
    const body = await updateBody(id, {});
    expect((await t.call(eventRulesApi.updateEventRule, body, other)).statusCode).toBe(404);
    expect(
      (await t.call(eventRulesApi.deleteEventRule, { params: { eventRuleId: id } }, other))
        .statusCode,
    ).toBe(404);
    const list = await t.call(
      eventRulesApi.listEventRules,
      { query: { ProjectId: projectId } },
      other,
    );
    expect(list.statusCode).toBe(404);
    const all = await t.call(eventRulesApi.listEventRules, { query: {} }, other);
    expect(all.json().Items.map((r: { EventRuleId: string }) => r.EventRuleId)).not.toContain(id);
  });
});

async function firstLocation(project: string): Promise<string> {
  const row = await t.handle.db
    .selectFrom('monitoring_locations')
    .select('id')
    .where('project_id', '=', project)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('listing event rules', () => {
  let listProject: string;
  let listLocation: string;
  const names = ['Alpha dust', 'bravo offline', 'Charlie dust', 'Delta offline', 'Echo dust'];
  const made: Record<string, string> = {};

  beforeAll(async () => {
    const project = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'List site');
    listProject = project.id;
    listLocation = await createLocation(t.handle.db, listProject, 'List fence');
    const instrument = await createInstrument(
      t.handle.db,
      { organisationId: project.organisationId, projectId: listProject },
      'ER-LIST',
      [SENSOR.PM10],
    );
    await attach(t.handle.db, instrument, listLocation, new Date(T0.getTime() - 3_600_000));
    for (const [i, name] of names.entries()) {
      const body = name.includes('dust')
        ? setPointBody({ Name: name, ProjectId: listProject, SourceIds: [listLocation] })
        : offlineBody({ AlertName: name, ProjectId: listProject, SourceIds: [listLocation] });
      made[name] = await create({ body: { ...body.body, Active: i !== 4 } } as CreateInput);
    }
  });

  const list = (query: Record<string, unknown>, caller: Caller = manager) =>
    t.call(
      eventRulesApi.listEventRules,
      { query: { ProjectId: listProject, ...query } } as EndpointInput<
        typeof eventRulesApi.listEventRules
      >,
      caller,
    );
  const namesOf = (response: Awaited<ReturnType<typeof list>>) =>
    response.json<{ Items: { Name: string }[] }>().Items.map((item) => item.Name);

  it('pages by name ignoring case, following PageToken.Next to the end', async () => {
    const first = await list({ Limit: 2 });
    expect(first.statusCode).toBe(200);
    expect(namesOf(first)).toEqual(['Alpha dust', 'bravo offline']);
    const token = first.json().PageToken.Next;
    expect(token).toEqual(expect.any(String));
    const second = await list({ Limit: 2, Token: token });
    expect(namesOf(second)).toEqual(['Charlie dust', 'Delta offline']);
    const third = await list({ Limit: 2, Token: second.json().PageToken.Next });
    expect(namesOf(third)).toEqual(['Echo dust']);
    expect(third.json().PageToken.Next).toBeNull();
    const whole = await list({});
    expect(namesOf(whole)).toEqual(names);
    expect(whole.json().Items[0].Sources).toEqual([{ Id: listLocation, Name: 'List fence' }]);
  });

  it('sorts by a column and direction, pages in that order, and filters and searches', async () => {
    const sortBy = JSON.stringify({ Key: 'TriggerType', Dir: 'desc' });
    const first = await list({ SortBy: sortBy, Limit: 3 });
    expect(namesOf(first)).toEqual(['Echo dust', 'Charlie dust', 'Alpha dust']);
    const rest = await list({ SortBy: sortBy, Limit: 3, Token: first.json().PageToken.Next });
    expect(namesOf(rest)).toEqual(['Delta offline', 'bravo offline']);
    const byActive = JSON.stringify({ Key: 'Active', Dir: 'asc' });
    const activeFirst = await list({ SortBy: byActive, Limit: 1 });
    expect(namesOf(activeFirst)).toEqual(['Echo dust']);
    const activeNext = await list({
      SortBy: byActive,
      Limit: 1,
      Token: activeFirst.json().PageToken.Next,
    });
    expect(namesOf(activeNext)).toEqual(['Alpha dust']);
    expect(namesOf(await list({ FilterBy: JSON.stringify({ Active: false }) }))).toEqual([
      'Echo dust',
    ]);
    expect(
      namesOf(await list({ FilterBy: JSON.stringify({ TriggerTypes: ['Offline'] }) })),
    ).toEqual(['bravo offline', 'Delta offline']);
    expect(
      namesOf(await list({ FilterBy: JSON.stringify({ TriggerSources: ['Contribution'] }) })),
    ).toEqual([]);
    expect(namesOf(await list({ Search: 'DUST' }))).toEqual([
      'Alpha dust',
      'Charlie dust',
      'Echo dust',
    ]);
    expect(namesOf(await list({ Search: 'pm10' }))).toEqual([
      'Alpha dust',
      'Charlie dust',
      'Echo dust',
    ]);
    expect(namesOf(await list({ Search: '100%' }))).toEqual([]);
    expect(namesOf(await list({ Search: 'dust\u0000' }))).toEqual([]);
  });

  it('refuses a token of another query, a broken token and a page above 500', async () => {
    const first = await list({ Limit: 2 });
    const token = first.json().PageToken.Next;
    const otherQuery = await list({ Limit: 2, Token: token, Search: 'dust' });
    expect(otherQuery.statusCode).toBe(400);
    expect(otherQuery.json().Messages).toEqual([
      'The page token belongs to a list with another sort, filter or search. Load the list again from the first page.',
    ]);
    const broken = await list({ Token: 'not!a token' });
    expect(broken.statusCode).toBe(400);
    expect((await list({ Limit: 501 })).statusCode).toBe(400);
    expect((await list({ Limit: 500 })).statusCode).toBe(200);
    expect((await list({ SortBy: JSON.stringify({ Key: 'Colour', Dir: 'asc' }) })).statusCode).toBe(
      400,
    );
  });

  it('covers the projects the caller may open, narrowed to a monitor', async () => {
    const everything = await t.call(
      eventRulesApi.listEventRules,
      { query: { Limit: 500 } },
      manager,
    );
    const ids = everything.json().Items.map((r: { EventRuleId: string }) => r.EventRuleId);
    expect(ids).toEqual(expect.arrayContaining(Object.values(made)));
    const byViewer = await t.call(eventRulesApi.listEventRules, { query: { Limit: 500 } }, viewer);
    expect(
      byViewer.json().Items.every((r: { ProjectId: string }) => r.ProjectId === memberProjectId),
    ).toBe(true);
    expect((await list({}, viewer)).statusCode).toBe(403);
    const byMonitor = await t.call(
      eventRulesApi.listEventRules,
      { query: { MonitorId: String(monitorNorth), Limit: 500 } },
      manager,
    );
    const watched = byMonitor.json().Items as { SourceIds: unknown[]; ProjectId: string }[];
    expect(watched.length).toBeGreaterThan(0);
    expect(watched.every((r) => r.SourceIds.includes(north))).toBe(true);
    const none = await t.call(eventRulesApi.listEventRules, { query: { MonitorId: 'x' } }, manager);
    expect(none.json().Items).toEqual([]);
  });

  it('answers the ids in scope, and the ids grouped by watched source', async () => {
    const ids = await t.call(
      eventRulesApi.getEventRuleIds,
      { query: { ProjectId: listProject } },
      manager,
    );
    expect(ids.statusCode).toBe(200);
    expect(ids.json().Ids).toEqual(names.map((name) => made[name]));
    const grouped = await t.call(
      eventRulesApi.getEventRuleGroupedIds,
      { query: { ProjectId: listProject } },
      manager,
    );
    expect(grouped.statusCode).toBe(200);
    expect(grouped.json().Groups).toEqual([
      {
        TriggerSource: 'MonitoringLocation',
        SourceId: listLocation,
        EventRuleIds: names.map((name) => made[name]),
      },
    ]);
    const foreign = await t.call(
      eventRulesApi.getEventRuleIds,
      { query: { ProjectId: listProject } },
      other,
    );
    expect(foreign.statusCode).toBe(404);
    const otherIds = await t.call(eventRulesApi.getEventRuleIds, { query: {} }, other);
    expect(otherIds.json().Ids).toEqual([]);
  });
});
