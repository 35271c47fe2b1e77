import { alertEventsApi, type EndpointInput } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail, enqueueSms } from '../../delivery/outbox';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../../demo/seed';
import { insertTestContribution } from '../../test/contribution-fixtures';
import { createLocation, createProject } from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { TOKEN_INVALID, TOKEN_OTHER_QUERY } from './page-token';

// The event history of an alert (GET /v0.1/alert-events) and the change of an event's resolution
// status (PATCH /v0.1/alert-events/{eventId}), on events and outbox rows written by hand.

const T0 = new Date('2026-11-02T09:00:00Z');
const MIN = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MIN);

let t: TestApp;
let manager: Caller;
let viewer: Caller;
let other: Caller;
let admin: Caller;
let projectId: string;
let north: string;
let south: string;
let contributionId: number;
let ruleId: string;
let configId: number;
let memberRuleId: string;
let foreignRuleId: string;
let foreignConfigId: number;

type ListInput = EndpointInput<typeof alertEventsApi.listAlertEvents>;

async function insertRule(project: string, name: string, location: string): Promise<string> {
  const { id } = await t.handle.db
    .insertInto('event_rules')
    .values({
      project_id: project,
      name,
      emails: ['site.lead@example.com'],
      phone_numbers: ['+12125550123'],
      trigger_source: 'MonitoringLocation',
      trigger_type: 'Offline',
      offline_duration_minutes: 15,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.handle.db
    .insertInto('event_rule_sources')
    .values({
      rule_id: id,
      position: 0,
      location_id: location,
      state: 'Online',
      watching_since: T0,
      state_updated_at: T0,
    })
    .execute();
  return id;
}

async function insertConfig(contribution: number, name: string): Promise<number> {
  const { id } = await t.handle.db
    .insertInto('contribution_alert_configs')
    .values({
      contribution_id: contribution,
      name,
      sensor_code: 'PM10',
      sensor_unit: 'µg/m³',
      set_point: 150,
      reset_point: 100,
      period_minutes: 15,
      emails: ['ops@example.com'],
      state_since: T0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

interface EventValues {
  ruleId?: string;
  configId?: number;
  locationId?: string | null;
  contributionId?: number | null;
  type?: 'Offline' | 'SetPoint';
  triggeredAt: Date;
  value?: number | null;
  unit?: string | null;
  sent?: 'RecipientsNotified' | 'NotSent';
  status?: 'Open' | 'UnderReview' | 'Resolved';
}

async function insertEvent(values: EventValues): Promise<number> {
  const status = values.status ?? 'Open';
  const { id } = await t.handle.db
    .insertInto('alert_events')
    .values({
      event_rule_id: values.ruleId ?? null,
      contribution_alert_config_id: values.configId ?? null,
      location_id: values.locationId ?? null,
      contribution_id: values.contributionId ?? null,
      trigger_type: values.type ?? 'Offline',
      triggered_at: values.triggeredAt,
      value: values.value ?? null,
      unit: values.unit ?? null,
      resolution_status: status,
      resolved_at: status === 'Resolved' ? values.triggeredAt : null,
      sent_status: values.sent ?? 'NotSent',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function list(query: ListInput['query'], caller: Caller = manager) {
  return t.call(alertEventsApi.listAlertEvents, { query } as ListInput, caller);
}

function patch(eventId: number, status: string, caller: Caller = manager) {
  return t.call(
    alertEventsApi.updateAlertEvent,
    { params: { eventId }, body: { ResolutionStatus: status as 'Resolved' } },
    caller,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  const db = t.handle.db;
  const project = await createProject(db, DEMO_ORGANISATIONS.demo, 'Pier 9 Remediation');
  projectId = project.id;
  north = await createLocation(db, projectId, 'North fence');
  south = await createLocation(db, projectId, 'South fence');
  contributionId = await insertTestContribution(db, {
    projectId,
    name: 'Pier 9 generic',
    type: 'Generic',
    periodMinutes: 15,
    startAt: at(-60),
    sensors: ['PM10'],
  });
  ruleId = await insertRule(projectId, 'Fence offline', north);
  configId = await insertConfig(contributionId, 'Pier 9 PM10');
  // A project the viewer is a member of: the viewer reads its history but may not change it.
  const memberProject = await createProject(db, DEMO_ORGANISATIONS.demo, 'Viewer pier');
  const memberLocation = await createLocation(db, memberProject.id, 'Viewer fence');
  await db
    .insertInto('project_members')
    .values({ project_id: memberProject.id, user_id: await t.userId('viewer') })
    .execute();
  memberRuleId = await insertRule(memberProject.id, 'Viewer offline', memberLocation);
  const elsewhere = await createProject(db, DEMO_ORGANISATIONS.other, 'Harbour yard');
  const foreignLocation = await createLocation(db, elsewhere.id, 'Yard gate');
  foreignRuleId = await insertRule(elsewhere.id, 'Yard offline', foreignLocation);
  const foreignContribution = await insertTestContribution(db, {
    projectId: elsewhere.id,
    name: 'Yard generic',
    type: 'Generic',
    periodMinutes: 15,
    startAt: at(-60),
    sensors: ['PM10'],
  });
  foreignConfigId = await insertConfig(foreignContribution, 'Yard PM10');
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

describe('the event history of an event rule', () => {
  it('lists the events newest first with who was notified and where each message stands', async () => {
    const older = await insertEvent({
      ruleId,
      locationId: south,
      triggeredAt: at(-120),
      status: 'Resolved',
    });
    const newer = await insertEvent({
      ruleId,
      locationId: north,
      triggeredAt: at(-30),
      sent: 'RecipientsNotified',
    });
    const db = t.handle.db;
    const sent = await enqueueEmail(db, {
      to: 'site.lead@example.com',
      subject: 'Fence offline',
      body: 'North fence is offline.',
      alertEventId: newer,
    });
    const retrying = await enqueueEmail(db, {
      to: 'second@example.com',
      subject: 'Fence offline',
      body: 'North fence is offline.',
      alertEventId: newer,
    });
    await enqueueEmail(db, {
      to: 'third@example.com',
      subject: 'Fence offline',
      body: 'North fence is offline.',
      alertEventId: newer,
    });
    const held = await enqueueSms(db, {
      to: '+12125550123',
      body: 'North fence is offline.',
      alertEventId: newer,
    });
    const failed = await enqueueSms(db, {
      to: '+12125550124',
      body: 'North fence is offline.',
      alertEventId: newer,
    });
    // A message of no event, and one of another rule's event, are nobody's recipients here.
    await enqueueEmail(db, { to: 'code@example.com', subject: 'Code', body: '123456' });
    const sentAt = at(-29);
    await db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: sentAt, attempts: 1 })
      .where('id', '=', sent)
      .execute();
    await db
      .updateTable('outbox')
      .set({ attempts: 1, last_error: 'connection refused' })
      .where('id', '=', retrying)
      .execute();
    await db
      .updateTable('outbox')
      .set({ status: 'held', last_error: 'no SMS provider' })
      .where('id', '=', held)
      .execute();
    await db
      .updateTable('outbox')
      .set({ status: 'failed', attempts: 6, last_error: '500' })
      .where('id', '=', failed)
      .execute();

    const response = await list({ EventRuleId: ruleId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Items: [
        {
          Id: newer,
          AlertId: ruleId,
          TriggerSource: 'MonitoringLocation',
          SourceId: north,
          SourceName: 'North fence',
          TriggerType: 'Offline',
          Value: null,
          Unit: null,
          TriggeredAt: '2026-11-02T08:30:00.000Z',
          ResolutionStatus: 'Open',
          ResolvedAt: null,
          ResolvedBy: null,
          SentStatus: 'RecipientsNotified',
          Recipients: [
            { Channel: 'Email', Recipient: 'second@example.com', Status: 'Retrying', SentAt: null },
            {
              Channel: 'Email',
              Recipient: 'site.lead@example.com',
              Status: 'Sent',
              SentAt: '2026-11-02T08:31:00.000Z',
            },
            { Channel: 'Email', Recipient: 'third@example.com', Status: 'Pending', SentAt: null },
            { Channel: 'Sms', Recipient: '+12125550123', Status: 'Held', SentAt: null },
            { Channel: 'Sms', Recipient: '+12125550124', Status: 'Failed', SentAt: null },
          ],
        },
        {
          Id: older,
          AlertId: ruleId,
          TriggerSource: 'MonitoringLocation',
          SourceId: south,
          SourceName: 'South fence',
          TriggerType: 'Offline',
          Value: null,
          Unit: null,
          TriggeredAt: '2026-11-02T07:00:00.000Z',
          ResolutionStatus: 'Resolved',
          ResolvedAt: '2026-11-02T07:00:00.000Z',
          ResolvedBy: null,
          SentStatus: 'NotSent',
          Recipients: [],
        },
      ],
      PageToken: { Next: null },
    });
  });

  it('keeps an event whose location was deleted, without its source', async () => {
    const db = t.handle.db;
    const gone = await createLocation(db, projectId, 'Temporary pole');
    const rule = await insertRule(projectId, 'Pole offline', gone);
    await insertEvent({ ruleId: rule, locationId: gone, triggeredAt: at(-10) });
    await db.deleteFrom('monitoring_locations').where('id', '=', gone).execute();
    const [event] = (await list({ EventRuleId: rule })).json().Items;
    expect([event.TriggerSource, event.SourceId, event.SourceName]).toEqual([
      'MonitoringLocation',
      null,
      null,
    ]);
  });

  it('answers an empty page for a rule that never fired', async () => {
    const quiet = await insertRule(projectId, 'Quiet offline', south);
    expect((await list({ EventRuleId: quiet })).json()).toEqual({
      Items: [],
      PageToken: { Next: null },
    });
  });
});

describe('the event history of a contribution alert config', () => {
  it('lists set point events on the config’s contribution, value and unit included', async () => {
    const first = await insertEvent({
      configId,
      type: 'SetPoint',
      triggeredAt: at(-90),
      value: 151.5,
      unit: 'µg/m³',
      sent: 'RecipientsNotified',
    });
    // An event that names its contribution reads the same.
    const second = await insertEvent({
      configId,
      contributionId,
      type: 'SetPoint',
      triggeredAt: at(-45),
      value: 150,
      unit: 'µg/m³',
    });
    await enqueueEmail(t.handle.db, {
      to: 'ops@example.com',
      subject: 'Pier 9 PM10',
      body: 'PM10 contribution 151.5 µg/m³.',
      alertEventId: first,
    });
    const response = await list({ AlertConfigId: configId });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().Items;
    expect(items.map((e: { Id: number }) => e.Id)).toEqual([second, first]);
    expect(items[1]).toEqual({
      Id: first,
      AlertId: configId,
      TriggerSource: 'Contribution',
      SourceId: contributionId,
      SourceName: 'Pier 9 generic',
      TriggerType: 'SetPoint',
      Value: 151.5,
      Unit: 'µg/m³',
      TriggeredAt: '2026-11-02T07:30:00.000Z',
      ResolutionStatus: 'Open',
      ResolvedAt: null,
      ResolvedBy: null,
      SentStatus: 'RecipientsNotified',
      Recipients: [
        { Channel: 'Email', Recipient: 'ops@example.com', Status: 'Pending', SentAt: null },
      ],
    });
    expect([items[0].SourceId, items[0].SourceName, items[0].Value]).toEqual([
      contributionId,
      'Pier 9 generic',
      150,
    ]);
  });
});

describe('paging', () => {
  let pagedRule: string;
  let ids: number[];

  beforeAll(async () => {
    pagedRule = await insertRule(projectId, 'Paged offline', north);
    // Five events: two share a firing time (the later id comes first), newest first by time.
    const a = await insertEvent({ ruleId: pagedRule, locationId: north, triggeredAt: at(-50) });
    const b = await insertEvent({ ruleId: pagedRule, locationId: north, triggeredAt: at(-40) });
    const c = await insertEvent({ ruleId: pagedRule, locationId: south, triggeredAt: at(-40) });
    const d = await insertEvent({ ruleId: pagedRule, locationId: north, triggeredAt: at(-20) });
    const e = await insertEvent({ ruleId: pagedRule, locationId: north, triggeredAt: at(-5) });
    ids = [e, d, c, b, a];
  });

  it('walks pages of 2 with PageToken.Next, the last page without one', async () => {
    const seen: number[][] = [];
    let token: string | undefined;
    for (let page = 0; page < 4; page += 1) {
      const response = await list({
        EventRuleId: pagedRule,
        Limit: 2,
        ...(token ? { Token: token } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      seen.push(body.Items.map((item: { Id: number }) => item.Id));
      token = body.PageToken.Next ?? undefined;
      if (!token) break;
    }
    expect(seen).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
  });

  it('answers no next page when the page holds exactly the last events', async () => {
    const body = (await list({ EventRuleId: pagedRule, Limit: 5 })).json();
    expect(body.Items).toHaveLength(5);
    expect(body.PageToken.Next).toBeNull();
    const first = (await list({ EventRuleId: pagedRule, Limit: 4 })).json();
    expect(first.PageToken.Next).not.toBeNull();
  });

  it('defaults to pages of 50 and refuses a limit outside 1 to 200', async () => {
    expect((await list({ EventRuleId: pagedRule })).json().Items).toHaveLength(5);
    expect((await list({ EventRuleId: pagedRule, Limit: 200 })).statusCode).toBe(200);
    expect((await list({ EventRuleId: pagedRule, Limit: 0 })).statusCode).toBe(400);
    expect((await list({ EventRuleId: pagedRule, Limit: 201 })).statusCode).toBe(400);
  });

  it('refuses a token of another alert and a token that is not one', async () => {
    const next = (await list({ EventRuleId: pagedRule, Limit: 2 })).json().PageToken.Next;
    const foreign = await list({ EventRuleId: ruleId, Token: next });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().Messages).toEqual([TOKEN_OTHER_QUERY]);
    const garbage = await list({ EventRuleId: pagedRule, Token: 'not-a-token' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().Messages).toEqual([TOKEN_INVALID]);
  });
});

describe('bad input and access', () => {
  it('answers 400 unless exactly one alert is named', async () => {
    const none = await list({});
    expect(none.statusCode).toBe(400);
    expect(none.json().Messages).toEqual(['Give exactly one of EventRuleId or AlertConfigId.']);
    const both = await list({ EventRuleId: ruleId, AlertConfigId: configId });
    expect(both.statusCode).toBe(400);
    expect((await list({ AlertConfigId: 'x' as unknown as number })).statusCode).toBe(400);
  });

  it('answers 404 for a missing alert and for another organisation’s, 200 for the administrator', async () => {
    expect((await list({ EventRuleId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await list({ EventRuleId: 'not-a-rule' })).statusCode).toBe(404);
    expect((await list({ AlertConfigId: 2_000_000_000 })).statusCode).toBe(404);
    const foreignRule = await list({ EventRuleId: ruleId }, other);
    expect(foreignRule.statusCode).toBe(404);
    expect(foreignRule.json().Messages).toEqual(['The alert could not be found.']);
    expect((await list({ AlertConfigId: configId }, other)).statusCode).toBe(404);
    expect((await list({ EventRuleId: foreignRuleId })).statusCode).toBe(404);
    expect((await list({ AlertConfigId: foreignConfigId })).statusCode).toBe(404);
    expect((await list({ EventRuleId: ruleId }, admin)).statusCode).toBe(200);
  });

  it('lets a viewer read the history of a project they are a member of, and no other', async () => {
    expect((await list({ EventRuleId: memberRuleId }, viewer)).statusCode).toBe(200);
    expect((await list({ EventRuleId: ruleId }, viewer)).statusCode).toBe(403);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await list({ EventRuleId: ruleId }, null as unknown as Caller)).statusCode).toBe(401);
  });
});

describe('changing the resolution status', () => {
  const managerName = () => DEMO_ACCOUNTS.find((a) => a.username === 'manager')!.fullName;

  it('moves Open → UnderReview, then UnderReview → Resolved, recording when and who', async () => {
    const id = await insertEvent({ ruleId, locationId: north, triggeredAt: at(-200) });
    t.clock.set(at(5));
    const review = await patch(id, 'UnderReview');
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({
      Id: id,
      ResolutionStatus: 'UnderReview',
      ResolvedAt: null,
      ResolvedBy: null,
    });
    t.clock.set(at(12));
    const resolved = await patch(id, 'Resolved');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      Id: id,
      ResolutionStatus: 'Resolved',
      ResolvedAt: '2026-11-02T09:12:00.000Z',
      ResolvedBy: managerName(),
    });
    const row = await t.handle.db
      .selectFrom('alert_events')
      .select(['resolution_status', 'resolved_at', 'resolved_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      resolution_status: 'Resolved',
      resolved_at: at(12),
      resolved_by: await t.userId('manager'),
    });
    t.clock.set(T0);
  });

  it('moves Open → Resolved directly, on a config’s event too', async () => {
    const id = await insertEvent({ configId, type: 'SetPoint', triggeredAt: at(-300), value: 160 });
    const response = await patch(id, 'Resolved');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      AlertId: configId,
      ResolutionStatus: 'Resolved',
      ResolvedAt: T0.toISOString(),
    });
  });

  it('refuses every other change with 409 and leaves the event as it was', async () => {
    const cases: [status: 'Open' | 'UnderReview' | 'Resolved', to: string, message: string][] = [
      [
        'Resolved',
        'UnderReview',
        'An event that is Resolved cannot become UnderReview. Allowed: Open → UnderReview, Open → Resolved, UnderReview → Resolved.',
      ],
      ['Resolved', 'Resolved', 'The event is already Resolved.'],
      ['UnderReview', 'UnderReview', 'The event is already UnderReview.'],
    ];
    for (const [status, to, message] of cases) {
      const id = await insertEvent({ ruleId, locationId: south, triggeredAt: at(-400), status });
      // Unique firing times per case.
      await t.handle.db
        .updateTable('alert_events')
        .set({ triggered_at: at(-400 - id) })
        .where('id', '=', id)
        .execute();
      const response = await patch(id, to);
      expect(response.statusCode, `${status} → ${to}`).toBe(409);
      expect(response.json().Messages).toEqual([message]);
      const row = await t.handle.db
        .selectFrom('alert_events')
        .select('resolution_status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.resolution_status).toBe(status);
    }
  });

  it('answers 400 for a status that is not a target (Open) or missing', async () => {
    const id = await insertEvent({ ruleId, locationId: north, triggeredAt: at(-500) });
    expect((await patch(id, 'Open')).statusCode).toBe(400);
    expect((await patch(id, 'Closed')).statusCode).toBe(400);
    const missing = await t.call(
      alertEventsApi.updateAlertEvent,
      { params: { eventId: id }, body: {} as { ResolutionStatus: 'Resolved' } },
      manager,
    );
    expect(missing.statusCode).toBe(400);
  });

  it('answers 403 without Manage_Alerts, 404 for another organisation or a missing event', async () => {
    const mine = await insertEvent({ ruleId: memberRuleId, triggeredAt: at(-600) });
    const viewerTry = await patch(mine, 'Resolved', viewer);
    expect(viewerTry.statusCode).toBe(403);
    expect(viewerTry.json().Messages).toEqual(['You do not have permission to manage alerts.']);
    const id = await insertEvent({ ruleId, locationId: north, triggeredAt: at(-700) });
    const foreign = await patch(id, 'Resolved', other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Messages).toEqual(['The alert event could not be found.']);
    const foreignEvent = await insertEvent({ ruleId: foreignRuleId, triggeredAt: at(-700) });
    expect((await patch(foreignEvent, 'Resolved')).statusCode).toBe(404);
    expect((await patch(9_000_000_000, 'Resolved')).statusCode).toBe(404);
    // Untouched by the refused calls; the administrator of every organisation may resolve it.
    expect((await patch(id, 'Resolved', admin)).json().ResolvedBy).toBe('Alex Morgan');
  });
});
