import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/helper';
import { insertReadings } from '../readings/repository';
import { sweepOfflineRules } from './offline';
import { eventsOfRule } from './repository';

const MIN = 60_000;
/** Monday 2 November 2026, 10:00 UTC: the last reading of each scenario. */
const T = Date.parse('2026-11-02T10:00:00Z');

describe('offline event rules: the minute sweep', () => {
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sweep = (at: number) =>
    sweepOfflineRules(t.handle.db, { baseUrl: TEST_ORIGIN, now: new Date(at) });

  /** A project (UTC) of an organisation with a location, an attached instrument and readings up to `until`. */
  async function site(name: string, until: number, organisation: string = DEMO_ORGANISATIONS.demo) {
    const db = t.handle.db;
    const project = await createProject(db, organisation, name);
    const locationId = await createLocation(db, project.id, `${name} East`);
    serial += 1;
    const instrumentId = await createInstrument(
      db,
      { organisationId: project.organisationId, projectId: project.id },
      `AE-${serial}`,
      [SENSOR.PM10],
    );
    await attach(db, instrumentId, locationId, new Date(T - 120 * MIN));
    await reading(instrumentId, until - 2 * MIN, until - MIN, until);
    return { projectId: project.id, locationId, instrumentId };
  }

  async function reading(instrumentId: number, ...times: number[]) {
    await insertReadings(
      t.handle.db,
      times.map((ts) => ({ instrumentId, sensorId: SENSOR.PM10, ts, value: 12, flags: null })),
    );
  }

  /** An offline rule (10 minutes) on one location, watching since an hour before T. */
  async function rule(
    projectId: string,
    locationId: string,
    options: {
      emails?: string[];
      phones?: string[];
      active?: boolean;
      criteria?: { days: string[]; start: number; end: number };
    } = {},
  ) {
    const db = t.handle.db;
    const { id } = await db
      .insertInto('event_rules')
      .values({
        project_id: projectId,
        name: 'Fence line silent',
        active: options.active ?? true,
        emails: options.emails ?? [],
        phone_numbers: options.phones ?? [],
        trigger_source: 'MonitoringLocation',
        trigger_type: 'Offline',
        offline_duration_minutes: 10,
        active_days: options.criteria?.days ?? null,
        active_time_start: options.criteria?.start ?? null,
        active_time_end: options.criteria?.end ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_rule_sources')
      .values({
        rule_id: id,
        position: 0,
        location_id: locationId,
        state: 'Online',
        watching_since: new Date(T - 60 * MIN),
        state_updated_at: new Date(T - 60 * MIN),
      })
      .execute();
    return id;
  }

  async function outbox(recipients: string[]) {
    return t.handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', 'in', recipients)
      .orderBy('channel')
      .orderBy('recipient')
      .execute();
  }

  it('opens one event at the duration, sends once per recipient, resolves on the next datum', async () => {
    const { projectId, locationId, instrumentId } = await site('Quarry Road', T);
    const emails = ['ops@quarry.example', 'night@quarry.example'];
    const phones = ['+15551230001'];
    const recipients = [...emails, ...phones];
    const ruleId = await rule(projectId, locationId, { emails, phones });

    await sweep(T + 9 * MIN);
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(0);
    expect(await outbox(recipients)).toHaveLength(0);

    await sweep(T + 10 * MIN);
    let events = await eventsOfRule(t.handle.db, ruleId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      location_id: locationId,
      contribution_id: null,
      contribution_alert_config_id: null,
      trigger_type: 'Offline',
      value: null,
      resolution_status: 'Open',
      resolved_at: null,
      sent_status: 'RecipientsNotified',
    });
    expect(new Date(events[0]!.triggered_at).getTime()).toBe(T + 10 * MIN);
    const messages = await outbox(recipients);
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'night@quarry.example'],
      ['email', 'ops@quarry.example'],
      ['sms', '+15551230001'],
    ]);
    const email = messages[0]!;
    expect(email.subject).toBe('Fence line silent: no data for 10 minutes');
    expect(email.body).toContain('The alert "Fence line silent" of project Quarry Road fired.');
    expect(email.body).toContain('Where: monitoring location Quarry Road East');
    expect(email.body).toContain('When: 11/02/2026 10:10');
    expect(email.body).toContain('Last data: 11/02/2026 10:00');
    expect(email.body).toContain(`${TEST_ORIGIN}/OneView/alerts/details?query=`);
    expect(email.body).toContain(encodeURIComponent(ruleId));
    expect(messages[2]!.body).toContain(
      'Fence line silent: no data for 10 minutes from monitoring location Quarry Road East since 11/02 10:10',
    );

    // The same minute again (a restart), and the next: nothing twice.
    await sweep(T + 10 * MIN);
    await sweep(T + 11 * MIN);
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(1);
    expect(await outbox(recipients)).toHaveLength(3);

    // The next datum resolves the event and sends nothing.
    await reading(instrumentId, T + 12 * MIN);
    await sweep(T + 12 * MIN + 30_000);
    events = await eventsOfRule(t.handle.db, ruleId);
    expect(events).toHaveLength(1);
    expect(events[0]!.resolution_status).toBe('Resolved');
    expect(new Date(events[0]!.resolved_at!).getTime()).toBe(T + 12 * MIN);
    expect(await outbox(recipients)).toHaveLength(3);
    await sweep(T + 13 * MIN);
    expect(await outbox(recipients)).toHaveLength(3);

    // A new outage later is a second event, with its own messages.
    await sweep(T + 21 * MIN);
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(1);
    await sweep(T + 22 * MIN);
    events = await eventsOfRule(t.handle.db, ruleId);
    expect(events).toHaveLength(2);
    expect(new Date(events[0]!.triggered_at).getTime()).toBe(T + 22 * MIN);
    expect(events[0]!.resolution_status).toBe('Open');
    expect(events[1]!.resolution_status).toBe('Resolved');
    expect(await outbox(recipients)).toHaveLength(6);
  });

  it('opens nothing outside the activation hours, and opens on entering them while still offline', async () => {
    const { projectId, locationId } = await site('Harbour Gate', T);
    const emails = ['gate@harbour.example'];
    // Mondays from 11:00 to 23:59, project time (UTC).
    const ruleId = await rule(projectId, locationId, {
      emails,
      criteria: { days: ['Monday'], start: 660, end: 1439 },
    });
    await sweep(T + 10 * MIN);
    await sweep(T + 59 * MIN);
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(0);
    expect(await outbox(emails)).toHaveLength(0);

    await sweep(T + 60 * MIN);
    const events = await eventsOfRule(t.handle.db, ruleId);
    expect(events).toHaveLength(1);
    // The outage's true start, though it opened only when the hours began.
    expect(new Date(events[0]!.triggered_at).getTime()).toBe(T + 10 * MIN);
    expect(await outbox(emails)).toHaveLength(1);
  });

  it('a rule without recipients records the event as NotSent', async () => {
    const { projectId, locationId } = await site('Mill Lane', T);
    const ruleId = await rule(projectId, locationId);
    await sweep(T + 10 * MIN);
    const events = await eventsOfRule(t.handle.db, ruleId);
    expect(events).toHaveLength(1);
    expect(events[0]!.sent_status).toBe('NotSent');
  });

  it('an inactive rule does nothing; a rule of another organisation with fresh data is unaffected', async () => {
    const quiet = await site('Dock Nine', T);
    const inactiveEmails = ['inactive@dock.example'];
    const inactive = await rule(quiet.projectId, quiet.locationId, {
      emails: inactiveEmails,
      active: false,
    });
    const busy = await site('Pier One', T + 15 * MIN, DEMO_ORGANISATIONS.other);
    const otherEmails = ['ops@pier.example'];
    const other = await rule(busy.projectId, busy.locationId, { emails: otherEmails });

    await sweep(T + 15 * MIN);
    await sweep(T + 20 * MIN);
    expect(await eventsOfRule(t.handle.db, inactive)).toHaveLength(0);
    expect(await eventsOfRule(t.handle.db, other)).toHaveLength(0);
    expect(await outbox([...inactiveEmails, ...otherEmails])).toHaveLength(0);
    const sources = await t.handle.db
      .selectFrom('event_rule_sources')
      .select(['rule_id', 'state'])
      .where('rule_id', 'in', [inactive, other])
      .execute();
    expect(sources.map((s) => s.state)).toEqual(['Online', 'Online']);

    // Once the other organisation's data stop, only its own rule fires.
    await sweep(T + 25 * MIN);
    expect(await eventsOfRule(t.handle.db, other)).toHaveLength(1);
    expect(await eventsOfRule(t.handle.db, inactive)).toHaveLength(0);
    expect(await outbox(otherEmails)).toHaveLength(1);
  });

  it('a location with no instrument attached counts from when the rule began watching', async () => {
    const project = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Empty Field');
    const locationId = await createLocation(t.handle.db, project.id, 'Empty Field North');
    const ruleId = await rule(project.id, locationId);
    // Watching since T − 60 min: offline from T − 50 min.
    await sweep(T);
    const events = await eventsOfRule(t.handle.db, ruleId);
    expect(events).toHaveLength(1);
    expect(new Date(events[0]!.triggered_at).getTime()).toBe(T - 50 * MIN);
  });
});
