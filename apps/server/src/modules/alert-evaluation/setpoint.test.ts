import { contributionAlertsApi, eventRulesApi } from '@aq/api';
import { sql } from 'kysely';
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
import { JobQueue } from '../../jobs/queue';
import { insertReadings } from '../readings/repository';
import { ingestBatch } from '../readings/service';
import { runAlertEvaluationOn, sweepOfflineRules } from './offline';
import { eventsOfConfig, eventsOfRule, writeConfigState } from './repository';
import { evaluateSetPointAlerts, sendSetPointEvaluation } from './setpoint';

const MIN = 60_000;
/** Monday 2 November 2026, 10:00 UTC. */
const T = Date.parse('2026-11-02T10:00:00Z');
const at = (minutes: number) => T + minutes * MIN;

let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(at(30)));
});
afterAll(() => t.close());

/** A project (UTC) of an organisation with a location and an instrument attached since T − 2 h. */
async function site(name: string, organisation: string = DEMO_ORGANISATIONS.demo) {
  const db = t.handle.db;
  const project = await createProject(db, organisation, name);
  const locationId = await createLocation(db, project.id, `${name} East`);
  serial += 1;
  const instrumentId = await createInstrument(
    db,
    { organisationId: project.organisationId, projectId: project.id },
    `SP-${serial}`,
    [SENSOR.PM10],
  );
  await attach(db, instrumentId, locationId, new Date(at(-120)));
  return {
    projectId: project.id,
    organisationId: project.organisationId,
    locationId,
    instrumentId,
  };
}

/** PM10 readings of an instrument: [minute offset from T, value] (stamped at the minute's end). */
async function readings(instrumentId: number, ...series: [number, number][]) {
  await insertReadings(
    t.handle.db,
    series.map(([minute, value]) => ({
      instrumentId,
      sensorId: SENSOR.PM10,
      ts: at(minute),
      value,
      flags: null,
    })),
  );
}

interface RuleOptions {
  setPoint?: number;
  resetPoint?: number;
  period?: number;
  unit?: string;
  emails?: string[];
  phones?: string[];
  watchingSince?: number;
  criteria?: { days: string[]; start: number; end: number };
  contributionId?: number;
  sensor?: string;
}

/** A set point rule (PM10 in µg/m³, 50/30, 1 minute) on a location or a contribution. */
async function rule(projectId: string, locationId: string | null, options: RuleOptions = {}) {
  const db = t.handle.db;
  const { id } = await db
    .insertInto('event_rules')
    .values({
      project_id: projectId,
      name: 'Fence PM10',
      emails: options.emails ?? [],
      phone_numbers: options.phones ?? [],
      trigger_source: locationId === null ? 'Contribution' : 'MonitoringLocation',
      trigger_type: 'SetPoint',
      sensor_code: options.sensor ?? 'PM10',
      sensor_unit: options.unit ?? 'µg/m³',
      set_point: options.setPoint ?? 50,
      reset_point: options.resetPoint ?? 30,
      averaging_period_minutes: options.period ?? 1,
      active_days: options.criteria?.days ?? null,
      active_time_start: options.criteria?.start ?? null,
      active_time_end: options.criteria?.end ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const since = new Date(options.watchingSince ?? at(-60));
  await db
    .insertInto('event_rule_sources')
    .values({
      rule_id: id,
      position: 0,
      location_id: locationId,
      contribution_id: locationId === null ? options.contributionId! : null,
      state: 'Armed',
      watching_since: since,
      state_updated_at: since,
    })
    .execute();
  return id;
}

const evaluate = (now: number, scope: { projectId?: string; contributionId?: number } = {}) =>
  evaluateSetPointAlerts(t.handle.db, { baseUrl: TEST_ORIGIN, now: new Date(now), scope });

async function outbox(recipients: string[]) {
  return t.handle.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', 'in', recipients)
    .orderBy('channel')
    .orderBy('recipient')
    .orderBy('created_at')
    .execute();
}

const times = (events: { triggered_at: Date | string }[]) =>
  events.map((e) => new Date(e.triggered_at).getTime());

async function sourceState(ruleId: string) {
  return t.handle.db
    .selectFrom('event_rule_sources')
    .select(['state', 'evaluated_until'])
    .where('rule_id', '=', ruleId)
    .executeTakeFirstOrThrow();
}

describe('set point rules on a monitoring location', () => {
  it('fires once beyond the set point (not at it), re-arms exactly at the reset point, fires again', async () => {
    const s = await site('Quarry Road');
    const emails = ['ops@sp-quarry.example', 'night@sp-quarry.example'];
    const phones = ['+15551239001'];
    const ruleId = await rule(s.projectId, s.locationId, { emails, phones });

    // Below, exactly at the set point (no fire), beyond (fires).
    await readings(s.instrumentId, [1, 40], [2, 50]);
    await evaluate(at(2) + 30_000, { projectId: s.projectId });
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(0);
    expect(await sourceState(ruleId)).toMatchObject({ state: 'Armed' });

    await readings(s.instrumentId, [3, 60]);
    const first = await evaluate(at(3) + 30_000, { projectId: s.projectId });
    expect(first).toMatchObject({ fired: 1, messages: 3 });
    let events = await eventsOfRule(t.handle.db, ruleId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      location_id: s.locationId,
      contribution_id: null,
      trigger_type: 'SetPoint',
      value: 60,
      unit: 'µg/m³',
      resolution_status: 'Open',
      sent_status: 'RecipientsNotified',
    });
    expect(times(events)).toEqual([at(3)]);
    let messages = await outbox([...emails, ...phones]);
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'night@sp-quarry.example'],
      ['email', 'ops@sp-quarry.example'],
      ['sms', '+15551239001'],
    ]);
    expect(messages[0]!.subject).toBe('Fence PM10: PM10 above set point (60 µg/m³)');
    expect(messages[0]!.body).toContain('Where: monitoring location Quarry Road East');
    expect(messages[0]!.body).toContain('When: 11/02/2026 10:03');
    const state = await sourceState(ruleId);
    expect(state.state).toBe('Triggered');
    expect(new Date(state.evaluated_until!).getTime()).toBe(at(3));

    // The same evaluation again (a restart, or a second job): nothing twice.
    expect(await evaluate(at(3) + 30_000, { projectId: s.projectId })).toMatchObject({ fired: 0 });
    expect(await evaluate(at(3) + 45_000)).toMatchObject({ fired: 0 });
    expect(await outbox([...emails, ...phones])).toHaveLength(3);

    // Stays beyond, then between the points: nothing; exactly at the reset point: re-arms; beyond
    // again: a second event with its own messages.
    await readings(s.instrumentId, [4, 70], [5, 40], [6, 30], [7, 55]);
    const second = await evaluate(at(7) + 30_000, { projectId: s.projectId });
    expect(second).toMatchObject({ fired: 1, messages: 3 });
    events = await eventsOfRule(t.handle.db, ruleId);
    expect(times(events)).toEqual([at(7), at(3)]);
    expect(events.map((e) => e.value)).toEqual([55, 60]);
    // The first event resolved when the value returned to the reset point.
    expect(events[1]).toMatchObject({ resolution_status: 'Resolved' });
    expect(new Date(events[1]!.resolved_at!).getTime()).toBe(at(6));
    expect(events[0]).toMatchObject({ resolution_status: 'Open' });
    messages = await outbox([...emails, ...phones]);
    expect(messages).toHaveLength(6);
  });

  it('a falling rule fires below the set point and re-arms at or above the reset point', async () => {
    const s = await site('Harbour Gate');
    const emails = ['ops@sp-harbour.example'];
    // Set point 20 < reset point 40: falling edge.
    const ruleId = await rule(s.projectId, s.locationId, { setPoint: 20, resetPoint: 40, emails });
    await readings(s.instrumentId, [1, 30], [2, 20], [3, 15], [4, 25], [5, 40], [6, 10]);
    await evaluate(at(6) + 30_000, { projectId: s.projectId });
    const events = await eventsOfRule(t.handle.db, ruleId);
    expect(times(events)).toEqual([at(6), at(3)]);
    expect(events.map((e) => e.value)).toEqual([10, 15]);
    const messages = await outbox(emails);
    expect(messages).toHaveLength(2);
    expect(messages.map((m) => m.subject)).toContain('Fence PM10: PM10 below set point (15 µg/m³)');
  });

  it('gaps change nothing, and minutes after the newest reading wait for it', async () => {
    const s = await site('Mill Lane');
    const emails = ['ops@sp-mill.example'];
    const ruleId = await rule(s.projectId, s.locationId, { emails });
    await readings(s.instrumentId, [1, 60], [2, 45]);
    // Minutes 3 to 5 have no reading: now is 5:30, the newest reading is at minute 2.
    await evaluate(at(5) + 30_000, { projectId: s.projectId });
    expect(times(await eventsOfRule(t.handle.db, ruleId))).toEqual([at(1)]);
    let state = await sourceState(ruleId);
    expect(state.state).toBe('Triggered');
    expect(new Date(state.evaluated_until!).getTime()).toBe(at(2));
    // Readings of minutes 3 and 4 arrive late: still evaluated. 25 re-arms, 70 fires again; a gap
    // (minute 5) then 45 keeps the state.
    await readings(s.instrumentId, [3, 25], [4, 70], [6, 45]);
    await evaluate(at(6) + 30_000, { projectId: s.projectId });
    expect(times(await eventsOfRule(t.handle.db, ruleId))).toEqual([at(4), at(1)]);
    state = await sourceState(ruleId);
    expect(state.state).toBe('Triggered');
    expect(new Date(state.evaluated_until!).getTime()).toBe(at(6));
    expect(await outbox(emails)).toHaveLength(2);
  });

  it('averages over the trailing window with 75 % of its minutes', async () => {
    const s = await site('Dock Nine');
    const emails = ['ops@sp-dock.example'];
    const ruleId = await rule(s.projectId, s.locationId, {
      setPoint: 50,
      resetPoint: 40,
      period: 5,
      emails,
    });
    // Window of minute t: (t − 5, t], minutes t−4..t.
    // minute 3: 3 of 5 minutes (60 %) → no value, although (40+45+50)/3 = 45 < 50 anyway;
    // minute 4: 4 of 5 (80 %) → (40+45+50+55)/4 = 47.5; minute 5: (40+45+50+55+60)/5 = 50, exactly
    // the set point → no fire; minute 6: (45+50+55+60+70)/5 = 56 → fires.
    await readings(s.instrumentId, [1, 40], [2, 45], [3, 50], [4, 55], [5, 60]);
    await evaluate(at(5) + 30_000, { projectId: s.projectId });
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(0);
    await readings(s.instrumentId, [6, 70]);
    await evaluate(at(6) + 30_000, { projectId: s.projectId });
    const events = await eventsOfRule(t.handle.db, ruleId);
    expect(times(events)).toEqual([at(6)]);
    expect(events[0]!.value).toBe(56);
    const [email] = await outbox(emails);
    expect(email!.body).toContain(
      'the 5-minute average of PM10 rose above the set point of 50 µg/m³',
    );
  });

  it('a window short of data gives no value: one reading in a 5-minute window does not fire', async () => {
    const s = await site('Pier Four');
    const ruleId = await rule(s.projectId, s.locationId, { period: 5 });
    await readings(s.instrumentId, [1, 500], [10, 500]);
    await evaluate(at(10) + 30_000, { projectId: s.projectId });
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(0);
    expect(new Date((await sourceState(ruleId)).evaluated_until!).getTime()).toBe(at(10));
  });

  it('converts the readings into the rule unit; a unit that does not convert is skipped', async () => {
    const s = await site('Salt Works');
    const ruleId = await rule(s.projectId, s.locationId, {
      unit: 'mg/m³',
      setPoint: 0.05,
      resetPoint: 0.03,
    });
    // 40 µg/m³ = 0.04 mg/m³ (below), 60 µg/m³ = 0.06 mg/m³ (beyond 0.05).
    await readings(s.instrumentId, [1, 40], [2, 60]);
    const run = await evaluate(at(2) + 30_000, { projectId: s.projectId });
    expect(run.skipped).toEqual([]);
    const events = await eventsOfRule(t.handle.db, ruleId);
    expect(times(events)).toEqual([at(2)]);
    expect(events[0]!.value).toBeCloseTo(0.06, 12);
    expect(events[0]!.unit).toBe('mg/m³');

    // PM10 has no ppm factor: µg/m³ does not convert into ppm.
    const other = await site('Salt Works West');
    const bad = await rule(other.projectId, other.locationId, { unit: 'ppm' });
    await readings(other.instrumentId, [1, 900]);
    const skipped = await evaluate(at(1) + 30_000, { projectId: other.projectId });
    expect(skipped.skipped).toHaveLength(1);
    expect(skipped.skipped[0]).toContain(`event rule ${bad}`);
    expect(skipped.skipped[0]).toContain('Cannot convert from µg/m³ to ppm');
    expect(await eventsOfRule(t.handle.db, bad)).toHaveLength(0);
  });

  it('outside the activation hours records no event and sends nothing; inside them it fires', async () => {
    const s = await site('Night Yard');
    const emails = ['ops@sp-night.example'];
    // Mondays 11:00 to 23:59 project time (UTC).
    const ruleId = await rule(s.projectId, s.locationId, {
      emails,
      criteria: { days: ['Monday'], start: 660, end: 1439 },
    });
    await readings(s.instrumentId, [1, 80], [59, 80]);
    await evaluate(at(59) + 30_000, { projectId: s.projectId });
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(0);
    expect(await outbox(emails)).toHaveLength(0);
    expect((await sourceState(ruleId)).state).toBe('Armed');
    // 11:00 is the window's first minute.
    await readings(s.instrumentId, [60, 80]);
    await evaluate(at(60) + 30_000, { projectId: s.projectId });
    expect(times(await eventsOfRule(t.handle.db, ruleId))).toEqual([at(60)]);
    expect(await outbox(emails)).toHaveLength(1);
  });

  it('a rule created after high readings does not fire for them, only for the next one', async () => {
    const s = await site('Old Mill');
    await readings(s.instrumentId, [-30, 90], [-10, 90], [-1, 90], [0, 90]);
    const ruleId = await rule(s.projectId, s.locationId, { watchingSince: at(0) + 10_000 });
    await evaluate(at(0) + 30_000, { projectId: s.projectId });
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(0);
    await readings(s.instrumentId, [1, 90]);
    await evaluate(at(1) + 30_000, { projectId: s.projectId });
    expect(times(await eventsOfRule(t.handle.db, ruleId))).toEqual([at(1)]);
  });

  it('catches up at most 24 hours after a long stop', async () => {
    const s = await site('Long Stop');
    const ruleId = await rule(s.projectId, s.locationId, { watchingSince: at(-3 * 1440) });
    // Beyond two days ago (skipped) and an hour ago (fires).
    await readings(s.instrumentId, [-2 * 1440, 90], [-60, 20], [-59, 90]);
    await evaluate(at(0), { projectId: s.projectId });
    expect(times(await eventsOfRule(t.handle.db, ruleId))).toEqual([at(-59)]);
  });

  it('writes values in messages with the project’s own decimal places for the sensor', async () => {
    const s = await site('Decimal Wharf');
    const emails = ['ops@sp-decimals.example'];
    await t.handle.db
      .insertInto('project_display_settings')
      .values({
        project_id: s.projectId,
        sensor_group: 'PM10',
        display_unit: 'µg/m³',
        decimal_places: 0,
      })
      .execute();
    await rule(s.projectId, s.locationId, { emails });
    await readings(s.instrumentId, [1, 20], [2, 87.6]);
    await evaluate(at(2) + 30_000, { projectId: s.projectId });
    const [message] = await outbox(emails);
    // 87.6 at 0 places; the set point 50 as it is.
    expect(message!.subject).toBe('Fence PM10: PM10 above set point (88 µg/m³)');
    expect(message!.body).toContain('Value: 88 µg/m³');
  });

  it('catches up further when asked (the demo evaluates its alerts over a week of history)', async () => {
    const s = await site('Demo Week');
    // The instrument also stood there the week before (site() attaches it from T − 2 h).
    await attach(
      t.handle.db,
      s.instrumentId,
      s.locationId,
      new Date(at(-8 * 1440)),
      new Date(at(-120)),
    );
    const ruleId = await rule(s.projectId, s.locationId, { watchingSince: at(-7 * 1440) });
    await readings(s.instrumentId, [-3 * 1440, 90], [-3 * 1440 + 1, 20], [-60, 90]);
    await evaluateSetPointAlerts(t.handle.db, {
      baseUrl: TEST_ORIGIN,
      now: new Date(at(0)),
      scope: { projectId: s.projectId },
      catchUpMinutes: 7 * 1440,
    });
    expect(times(await eventsOfRule(t.handle.db, ruleId))).toEqual([at(-60), at(-3 * 1440)]);
  });

  it('evaluates every organisation in its own rules: another organisation below its set point is untouched', async () => {
    const mine = await site('Pier One');
    const theirs = await site('Pier Two', DEMO_ORGANISATIONS.other);
    const myEmails = ['ops@sp-pier1.example'];
    const theirEmails = ['ops@sp-pier2.example'];
    const myRule = await rule(mine.projectId, mine.locationId, { emails: myEmails });
    const theirRule = await rule(theirs.projectId, theirs.locationId, { emails: theirEmails });
    await readings(mine.instrumentId, [1, 90]);
    await readings(theirs.instrumentId, [1, 20]);
    await evaluate(at(1) + 30_000);
    expect(await eventsOfRule(t.handle.db, myRule)).toHaveLength(1);
    expect(await eventsOfRule(t.handle.db, theirRule)).toHaveLength(0);
    expect(await outbox(myEmails)).toHaveLength(1);
    expect(await outbox(theirEmails)).toHaveLength(0);
    expect((await sourceState(theirRule)).state).toBe('Armed');
  });

  it('a burst of sends for one project makes one waiting job', async () => {
    const s = await site('Burst Lane');
    const first = await sendSetPointEvaluation(t.handle.db, { projectId: s.projectId });
    const second = await sendSetPointEvaluation(t.handle.db, { projectId: s.projectId });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
  });
});

describe('driven by arriving readings', () => {
  it('an ingested batch sends the project its evaluation job, and the job fires the alert', async () => {
    const s = await site('Ingest Quay');
    const emails = ['ops@sp-ingest.example'];
    const ruleId = await rule(s.projectId, s.locationId, { emails });
    const instrument = {
      id: s.instrumentId,
      serial: `SP-${serial}`,
      sensors: [{ id: SENSOR.PM10, code: 'PM10' }],
    };
    const batch = (minute: number, value: number) => ({
      Readings: [{ Time: new Date(at(minute)).toISOString(), Sensor: 'PM10', Value: value }],
    });
    await ingestBatch(t.handle.db, instrument, batch(1, 20), new Date(at(1) + 5_000));
    await ingestBatch(t.handle.db, instrument, batch(2, 80), new Date(at(2) + 5_000));
    // Two batches, one waiting job for the project.
    const waiting = await t.handle.db
      .selectFrom(sql`pgboss.job`.as('job'))
      .select(sql<number>`count(*)`.as('n'))
      .where(sql`name`, '=', 'alert-setpoint-evaluate')
      .where(sql`singleton_key`, '=', `project:${s.projectId}`)
      .where(sql`state`, '=', 'created')
      .executeTakeFirstOrThrow();
    expect(Number(waiting.n)).toBe(1);

    const queue = new JobQueue({
      db: t.handle.db,
      log: { info() {}, warn() {}, error() {} },
      work: false,
      schedule: false,
      maintenance: false,
    });
    await runAlertEvaluationOn(queue, t.handle.db, TEST_ORIGIN, () => new Date(at(2) + 10_000));
    await queue.start();
    try {
      expect(await queue.drain()).toBeGreaterThan(0);
    } finally {
      await queue.stop();
    }
    const events = await eventsOfRule(t.handle.db, ruleId);
    expect(times(events)).toEqual([at(2)]);
    expect(await outbox(emails)).toHaveLength(1);
  });
});

describe('set point alerts on a contribution', () => {
  /** A generic contribution (15 minutes) computed up to T + 10 min, with PM10 minutes. */
  async function contribution(name: string, organisation: string = DEMO_ORGANISATIONS.demo) {
    const db = t.handle.db;
    const project = await createProject(db, organisation, name);
    const id = await insertTestContribution(db, {
      projectId: project.id,
      name: `${name} contribution`,
      type: 'Generic',
      periodMinutes: 15,
      startAt: new Date(at(-120)),
      computedTo: new Date(at(10)),
      sensors: ['PM10'],
    });
    return { projectId: project.id, contributionId: id };
  }

  async function config(
    contributionId: number,
    options: { period?: number; emails?: string[]; phones?: string[]; since?: number } = {},
  ) {
    const { id } = await t.handle.db
      .insertInto('contribution_alert_configs')
      .values({
        contribution_id: contributionId,
        name: 'Site PM10',
        sensor_code: 'PM10',
        sensor_unit: 'µg/m³',
        set_point: 50,
        reset_point: 30,
        period_minutes: options.period ?? 1,
        emails: options.emails ?? [],
        phone_numbers: options.phones ?? [],
        state_since: new Date(options.since ?? at(-60)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function configRow(id: number) {
    return t.handle.db
      .selectFrom('contribution_alert_configs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  it('a config on the instantaneous contribution fires once per crossing and records its state', async () => {
    const c = await contribution('Canal Basin');
    const emails = ['ops@sp-canal.example'];
    const phones = ['+15551239002'];
    const configId = await config(c.contributionId, { emails, phones });
    await insertTestMinutes(t.handle.db, c.contributionId, 'PM10', [
      { t: at(1), value: 10 },
      { t: at(2), value: 60 },
      { t: at(3), value: null },
      { t: at(4), value: 70 },
      { t: at(5), value: 30 },
      { t: at(6), value: 65 },
    ]);
    const run = await evaluate(at(6) + 30_000, { contributionId: c.contributionId });
    expect(run).toMatchObject({ configs: 1, fired: 2, messages: 4 });
    const events = await eventsOfConfig(t.handle.db, configId);
    expect(times(events)).toEqual([at(6), at(2)]);
    expect(events[1]).toMatchObject({
      event_rule_id: null,
      contribution_id: c.contributionId,
      location_id: null,
      trigger_type: 'SetPoint',
      value: 60,
      resolution_status: 'Resolved',
    });
    const row = await configRow(configId);
    expect(row).toMatchObject({ state: 'Triggered', last_value: 65 });
    expect(new Date(row.evaluated_until!).getTime()).toBe(at(6));
    expect(new Date(row.last_triggered_at!).getTime()).toBe(at(6));
    const messages = await outbox([...emails, ...phones]);
    expect(messages).toHaveLength(4);
    expect(messages[0]!.body).toContain('Where: contribution Canal Basin contribution');
    expect(messages[0]!.body).toContain(encodeURIComponent(`"alertId":${configId}`));

    // Again at the same instant: nothing twice.
    expect(await evaluate(at(6) + 30_000, { contributionId: c.contributionId })).toMatchObject({
      fired: 0,
    });
    expect(await outbox([...emails, ...phones])).toHaveLength(4);
  });

  it("a config on the contribution's period reads the averaged rows; Initial rows never fire", async () => {
    const c = await contribution('Rail Sidings');
    const configId = await config(c.contributionId, { period: 15 });
    await insertTestMinutes(t.handle.db, c.contributionId, 'PM10', [
      { t: at(1), value: 500, avg_value: 900, avg_mode: 'Initial' },
      { t: at(2), value: 500, avg_value: 45, avg_mode: 'Rolling' },
      { t: at(3), value: 500, avg_value: 52.5, avg_mode: 'Rolling' },
    ]);
    await evaluate(at(3) + 30_000, { contributionId: c.contributionId });
    const events = await eventsOfConfig(t.handle.db, configId);
    expect(times(events)).toEqual([at(3)]);
    expect(events[0]!.value).toBe(52.5);
  });

  it('WS on a 1466 contribution at 15 minutes reads the 15-minute wind average, converted', async () => {
    const db = t.handle.db;
    const project = await createProject(db, DEMO_ORGANISATIONS.demo, 'Wind Farm Road');
    const contributionId = await insertTestContribution(db, {
      projectId: project.id,
      name: 'Wind Farm Road 1466',
      type: 'FourteenSixtySix',
      periodMinutes: 120,
      startAt: new Date(at(-120)),
      computedTo: new Date(at(10)),
      sensors: ['PM10'],
    });
    const { id: configId } = await db
      .insertInto('contribution_alert_configs')
      .values({
        contribution_id: contributionId,
        name: 'High wind',
        sensor_code: 'WS',
        sensor_unit: 'mph',
        set_point: 20,
        reset_point: 15,
        period_minutes: 15,
        state_since: new Date(at(-60)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // ws_avg in m/s: 8 m/s = 17.9 mph (below 20), 10 m/s = 22.37 mph (beyond); the instantaneous
    // wind_speed (30 m/s) is not what a 15-minute alert reads.
    await insertTestMinutes(db, contributionId, 'PM10', [
      { t: at(1), wind_speed: 30, ws_avg: 8 },
      { t: at(2), wind_speed: 30, ws_avg: 10 },
    ]);
    await evaluate(at(3), { contributionId });
    const events = await eventsOfConfig(db, configId);
    expect(times(events)).toEqual([at(2)]);
    expect(events[0]!.value).toBeCloseTo(10 / 0.44704, 9);
    expect(events[0]!.unit).toBe('mph');
  });

  it('waits for minutes being recomputed and for values not yet stored', async () => {
    const c = await contribution('Brick Kiln');
    const configId = await config(c.contributionId);
    await insertTestMinutes(t.handle.db, c.contributionId, 'PM10', [
      { t: at(1), value: 10 },
      { t: at(2), value: 20 },
      { t: at(3), value: 90 },
    ]);
    // Late readings touched minute 3: it is recomputed before it counts.
    await t.handle.db
      .updateTable('contributions')
      .set({ dirty_from: new Date(at(3)) })
      .where('id', '=', c.contributionId)
      .execute();
    await evaluate(at(9), { contributionId: c.contributionId });
    expect(await eventsOfConfig(t.handle.db, configId)).toHaveLength(0);
    expect(new Date((await configRow(configId)).evaluated_until!).getTime()).toBe(at(2));
    await t.handle.db
      .updateTable('contributions')
      .set({ dirty_from: null })
      .where('id', '=', c.contributionId)
      .execute();
    await evaluate(at(9), { contributionId: c.contributionId });
    expect(times(await eventsOfConfig(t.handle.db, configId))).toEqual([at(3)]);
  });

  it('an edited config is not overwritten: the write compares the generation', async () => {
    const c = await contribution('Glass Works');
    const configId = await config(c.contributionId);
    const row = await configRow(configId);
    const stale = { id: configId, generation: row.state_generation, evaluatedUntil: null };
    await t.handle.db
      .updateTable('contribution_alert_configs')
      .set((eb) => ({ state_generation: eb('state_generation', '+', 1) }))
      .where('id', '=', configId)
      .execute();
    const state = {
      status: 'Triggered' as const,
      evaluatedUntil: new Date(at(1)),
      lastValue: 60,
      lastTriggeredAt: new Date(at(1)),
    };
    expect(await writeConfigState(t.handle.db, stale, state)).toBe(false);
    expect(await configRow(configId)).toMatchObject({ state: 'Armed', evaluated_until: null });
    const fresh = { ...stale, generation: row.state_generation + 1 };
    expect(await writeConfigState(t.handle.db, fresh, state)).toBe(true);
    // A reset after the write (the machine restarted at state_since) starts after it.
    await t.handle.db
      .updateTable('contribution_alert_configs')
      .set((eb) => ({
        state: 'Armed',
        evaluated_until: null,
        state_since: new Date(at(4)),
        state_generation: eb('state_generation', '+', 1),
      }))
      .where('id', '=', configId)
      .execute();
    await insertTestMinutes(t.handle.db, c.contributionId, 'PM10', [
      { t: at(3), value: 90 },
      { t: at(5), value: 95 },
    ]);
    await evaluate(at(6), { contributionId: c.contributionId });
    expect(times(await eventsOfConfig(t.handle.db, configId))).toEqual([at(5)]);
  });

  it('a set point event rule on a contribution, and another organisation untouched', async () => {
    const c = await contribution('Tile Yard');
    const theirs = await contribution('Tile Yard Other', DEMO_ORGANISATIONS.other);
    const ruleId = await rule(c.projectId, null, { contributionId: c.contributionId });
    const theirConfig = await config(theirs.contributionId);
    await insertTestMinutes(t.handle.db, c.contributionId, 'PM10', [{ t: at(1), value: 70 }]);
    await insertTestMinutes(t.handle.db, theirs.contributionId, 'PM10', [{ t: at(1), value: 20 }]);
    await evaluate(at(2));
    const events = await eventsOfRule(t.handle.db, ruleId);
    expect(events.map((e) => [e.contribution_id, e.location_id, e.value])).toEqual([
      [c.contributionId, null, 70],
    ]);
    expect(await eventsOfConfig(t.handle.db, theirConfig)).toHaveLength(0);
    expect(await configRow(theirConfig)).toMatchObject({ state: 'Armed', last_value: 20 });
  });

  it('an offline rule on a contribution: no valid value for the duration; a calm minute is data', async () => {
    const c = await contribution('Lime Kiln');
    const emails = ['ops@sp-lime.example'];
    const { id: ruleId } = await t.handle.db
      .insertInto('event_rules')
      .values({
        project_id: c.projectId,
        name: 'Lime silent',
        emails,
        trigger_source: 'Contribution',
        trigger_type: 'Offline',
        offline_duration_minutes: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('event_rule_sources')
      .values({
        rule_id: ruleId,
        position: 0,
        contribution_id: c.contributionId,
        state: 'Online',
        watching_since: new Date(at(-60)),
        state_updated_at: new Date(at(-60)),
      })
      .execute();
    // A valid value at minute 0; minute 5 has rows but no value (a side without data): no datum.
    await insertTestMinutes(t.handle.db, c.contributionId, 'PM10', [
      { t: at(0), value: 12 },
      { t: at(5), value: null, status: 'Ok' },
    ]);
    const sweep = (now: number) =>
      sweepOfflineRules(t.handle.db, { baseUrl: TEST_ORIGIN, now: new Date(now) });
    await sweep(at(9) + 59_000);
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(0);
    await sweep(at(10));
    let events = await eventsOfRule(t.handle.db, ruleId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      contribution_id: c.contributionId,
      location_id: null,
      trigger_type: 'Offline',
      resolution_status: 'Open',
    });
    expect(new Date(events[0]!.triggered_at).getTime()).toBe(at(10));
    const [email] = await outbox(emails);
    expect(email!.body).toContain('Where: contribution Lime Kiln contribution');
    // A calm minute is data: the outage resolves at it.
    await insertTestMinutes(t.handle.db, c.contributionId, 'PM10', [
      { t: at(12), value: null, status: 'Calm' },
    ]);
    await sweep(at(12) + 30_000);
    events = await eventsOfRule(t.handle.db, ruleId);
    expect(events[0]).toMatchObject({ resolution_status: 'Resolved' });
    expect(new Date(events[0]!.resolved_at!).getTime()).toBe(at(12));
    expect(await outbox(emails)).toHaveLength(1);
  });
});

describe('the evaluate and send calls', () => {
  let manager: Caller;
  let viewer: Caller;
  let other: Caller;
  let s: Awaited<ReturnType<typeof site>>;
  let ruleId: string;
  let contributionId: number;
  let configId: number;
  const emails = ['ops@sp-calls.example'];
  const phones = ['+15551239003'];

  beforeAll(async () => {
    s = await site('Calls Wharf');
    ruleId = await rule(s.projectId, s.locationId, { emails, phones });
    await readings(s.instrumentId, [1, 20], [2, 75]);
    contributionId = await insertTestContribution(t.handle.db, {
      projectId: s.projectId,
      name: 'Calls contribution',
      type: 'Generic',
      periodMinutes: 15,
      startAt: new Date(at(-120)),
      computedTo: new Date(at(10)),
      sensors: ['PM10'],
    });
    const { id } = await t.handle.db
      .insertInto('contribution_alert_configs')
      .values({
        contribution_id: contributionId,
        name: 'Calls PM10',
        sensor_code: 'PM10',
        sensor_unit: 'µg/m³',
        set_point: 50,
        reset_point: 30,
        period_minutes: 15,
        emails: ['test@sp-calls.example'],
        phone_numbers: ['+15551239004'],
        state_since: new Date(at(-60)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    configId = id;
    await t.handle.db
      .insertInto('project_members')
      .values({ project_id: s.projectId, user_id: await t.userId('viewer') })
      .execute();
    manager = await t.signIn('manager');
    viewer = await t.signIn('viewer');
    other = await t.signIn('other');
  });

  const evaluateCall = (
    sourceType: 'project' | 'monitoring-location' | 'contribution' | 'lease' | 'monitor',
    id: string,
    body: { At?: string; Notify?: boolean },
    caller: Caller,
  ) => t.call(eventRulesApi.evaluateEventRules, { params: { sourceType, id }, body }, caller);

  it('a dry run reports the averaged value and writes nothing', async () => {
    const response = await evaluateCall(
      'monitoring-location',
      s.locationId,
      { At: new Date(at(2) + 20_000).toISOString() },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      EvaluatedAt: new Date(at(2) + 20_000).toISOString(),
      Results: [
        {
          EventRuleId: ruleId,
          Name: 'Fence PM10',
          TriggerType: 'SetPoint',
          Triggered: true,
          Value: 75,
          EventId: null,
        },
      ],
    });
    const below = await evaluateCall(
      'project',
      s.projectId,
      { At: new Date(at(1) + 20_000).toISOString() },
      manager,
    );
    expect(below.json().Results[0]).toMatchObject({ Triggered: false, Value: 20 });
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(0);
    expect(await outbox(emails)).toHaveLength(0);
  });

  it('Notify records the event and queues the messages once', async () => {
    const body = { At: new Date(at(2) + 20_000).toISOString(), Notify: true };
    const response = await evaluateCall('project', s.projectId, body, manager);
    expect(response.statusCode, response.body).toBe(200);
    const events = await eventsOfRule(t.handle.db, ruleId);
    expect(events).toHaveLength(1);
    expect(response.json().Results[0]).toMatchObject({
      Triggered: true,
      EventId: String(events[0]!.id),
    });
    expect(await outbox([...emails, ...phones])).toHaveLength(2);
    const again = await evaluateCall('project', s.projectId, body, manager);
    expect(again.json().Results[0]).toMatchObject({ Triggered: true, EventId: null });
    expect(await outbox([...emails, ...phones])).toHaveLength(2);
  });

  it('evaluates the rules watching a contribution', async () => {
    const response = await evaluateCall('contribution', String(contributionId), {}, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Results).toEqual([]);
  });

  it('answers 400 for a lease or a monitor, an instant in the future and a bad source type', async () => {
    const lease = await evaluateCall('lease', s.locationId, {}, manager);
    expect(lease.statusCode).toBe(400);
    expect(lease.body).toContain('evaluate a monitoring location, a contribution or a project');
    expect((await evaluateCall('monitor', String(s.instrumentId), {}, manager)).statusCode).toBe(
      400,
    );
    const future = await evaluateCall(
      'project',
      s.projectId,
      { At: new Date(at(30) + 5 * MIN).toISOString() },
      manager,
    );
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain('At cannot be later than now.');
    const bad = await t.call(
      eventRulesApi.evaluateEventRules,
      { params: { sourceType: 'planet' as 'project', id: s.projectId }, body: {} },
      manager,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('answers 403 without Manage_Alerts and 404 for another organisation or a missing source', async () => {
    expect((await evaluateCall('project', s.projectId, {}, viewer)).statusCode).toBe(403);
    expect((await evaluateCall('project', s.projectId, {}, other)).statusCode).toBe(404);
    expect((await evaluateCall('monitoring-location', s.locationId, {}, other)).statusCode).toBe(
      404,
    );
    expect((await evaluateCall('contribution', String(contributionId), {}, other)).statusCode).toBe(
      404,
    );
    expect((await evaluateCall('contribution', '999999', {}, manager)).statusCode).toBe(404);
    expect((await evaluateCall('monitoring-location', 'nope', {}, manager)).statusCode).toBe(404);
  });

  const sendCall = (
    id: number,
    body: { Channels?: 'Email' | 'Sms' | 'EmailAndSms'; Note?: string },
    caller: Caller,
  ) =>
    t.call(
      contributionAlertsApi.sendSiteContributionAlert,
      { params: { alertConfigurationId: id }, body },
      caller,
    );

  it('send queues a test notification to every recipient and answers the counts', async () => {
    const response = await sendCall(configId, { Note: 'Checking the new pager.' }, manager);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ EmailsQueued: 1, SmsQueued: 1 });
    const messages = await outbox(['test@sp-calls.example', '+15551239004']);
    expect(messages.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(messages[0]!.subject).toBe('Test: Calls PM10');
    expect(messages[0]!.body).toContain(
      'The alert fires when the 15-minute average of PM10 on contribution Calls contribution rises above 50 µg/m³, and re-arms when it returns to 30 µg/m³.',
    );
    expect(messages[0]!.body).toContain('Note: Checking the new pager.');
    expect(messages[1]!.body).toBe(
      'Test of alert "Calls PM10": PM10 > 50 ug/m3 on Calls contribution. Checking the new pager.',
    );
    const emailOnly = await sendCall(configId, { Channels: 'Email' }, manager);
    expect(emailOnly.json()).toEqual({ EmailsQueued: 1, SmsQueued: 0 });
    expect(await outbox(['test@sp-calls.example', '+15551239004'])).toHaveLength(3);
    // A test records no event and leaves the machine as it was.
    expect(await eventsOfConfig(t.handle.db, configId)).toHaveLength(0);
  });

  it('send answers 400 for bad input, 403 without Manage_Alerts, 404 for another organisation', async () => {
    expect((await sendCall(configId, { Note: 'x'.repeat(501) }, manager)).statusCode).toBe(400);
    expect((await sendCall(configId, { Channels: 'Pigeon' as 'Email' }, manager)).statusCode).toBe(
      400,
    );
    expect((await sendCall(configId, {}, viewer)).statusCode).toBe(403);
    expect((await sendCall(configId, {}, other)).statusCode).toBe(404);
    expect((await sendCall(999_999, {}, manager)).statusCode).toBe(404);
    expect(await outbox(['test@sp-calls.example'])).toHaveLength(2);
  });
});
