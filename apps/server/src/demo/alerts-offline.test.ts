import { alertEventsApi, eventRulesApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOfflineRules } from '../modules/alert-evaluation/offline';
import { createTestApp, TEST_ORIGIN, type Caller, type TestApp } from '../test/helper';
import {
  DEMO_ALERT_EMAILS,
  DEMO_ALERT_NAMES,
  DEMO_ALERT_PHONES,
  DEMO_OFFLINE_MINUTES,
  seedDemoAlerts,
} from './alerts-seed';
import { simulateMinute } from './simulator/model';
import { Simulator } from './simulator/runner';
import { DEMO_SITES } from './simulator/site';
import { seedDemoSites } from './sites-seed';

// The demo's offline rule fires on the simulator's weekly East Gate outage: the minute sweep
// opens one event when the rule's duration has run out since the last reading, queues one message
// per demo recipient, and resolves the event with the first reading after the outage; the event
// history shows it with who was notified.

const MIN = 60_000;
const SEED = 20_261_122;
const silent = { info: () => undefined, warn: () => undefined };
const site = DEMO_SITES.find((s) => s.faults.offline !== undefined)!;
const OFFLINE = site.faults.offline!.serial;

/** The first outage of the offline instrument after `from`: its last minute with data and first after. */
function findSpell(from: number): { lastBefore: number; firstAfter: number } {
  const sends = (t: number) =>
    simulateMinute(SEED, site, t).readings.some((r) => r.serial === OFFLINE);
  let t = from;
  while (sends(t)) t += MIN;
  const lastBefore = t - MIN;
  while (!sends(t)) t += MIN;
  return { lastBefore, firstAfter: t };
}

let t: TestApp;
let admin: Caller;
let clock = 0;
let spell: { lastBefore: number; firstAfter: number };
let simulator: Simulator;
let ruleId: string;

async function sweepAt(ms: number) {
  clock = ms;
  await simulator.catchUp(clock);
  return sweepOfflineRules(t.handle.db, { baseUrl: TEST_ORIGIN, now: new Date(clock) });
}

async function history() {
  const response = await t.call(
    alertEventsApi.listAlertEvents,
    { query: { EventRuleId: ruleId } },
    admin,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Items;
}

beforeAll(async () => {
  spell = findSpell(Date.parse('2026-11-02T05:00:00Z'));
  t = await createTestApp();
  const seededAt = new Date(spell.lastBefore - 180 * MIN);
  await seedDemoSites(t.handle.db, seededAt);
  // No demo contribution here: the two set point rules and the offline rule.
  expect(await seedDemoAlerts(t.handle.db, seededAt)).toBe(3);
  simulator = new Simulator(t.handle.db, silent, { seed: SEED, backfillDays: 0, now: () => clock });
  expect(await simulator.load()).toBe(true);
  clock = seededAt.getTime();
  await simulator.catchUp(clock);
  admin = await t.signIn('admin');
  const project = await t.handle.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', site.projectName)
    .executeTakeFirstOrThrow();
  const rules = await t.call(
    eventRulesApi.listEventRules,
    { query: { ProjectId: project.id } },
    admin,
  );
  ruleId = rules
    .json()
    .Items.find((rule: { Name: string }) => rule.Name === DEMO_ALERT_NAMES.offline).EventRuleId;
}, 120_000);
afterAll(() => t.close());

describe('the demo offline rule on the simulator’s outage', () => {
  it('fires once when the duration runs out, notifies the demo recipients, resolves on the return', async () => {
    expect(spell.firstAfter - spell.lastBefore).toBeGreaterThan(DEMO_OFFLINE_MINUTES * MIN);
    const firesAt = spell.lastBefore + DEMO_OFFLINE_MINUTES * MIN;

    // A minute before the duration runs out: nothing.
    expect((await sweepAt(firesAt - MIN)).opened).toBe(0);
    expect(await history()).toEqual([]);

    // At the duration: one event, one message per recipient; the next minute adds nothing.
    const opened = await sweepAt(firesAt);
    expect([opened.opened, opened.messages]).toEqual([1, 4]);
    expect((await sweepAt(firesAt + MIN)).opened).toBe(0);
    const [event, ...rest] = await history();
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      AlertId: ruleId,
      TriggerSource: 'MonitoringLocation',
      SourceName: 'East Gate',
      TriggerType: 'Offline',
      Value: null,
      TriggeredAt: new Date(firesAt).toISOString(),
      ResolutionStatus: 'Open',
      ResolvedAt: null,
      SentStatus: 'RecipientsNotified',
    });
    expect(
      event.Recipients.map((r: { Channel: string; Recipient: string; Status: string }) => [
        r.Channel,
        r.Recipient,
        r.Status,
      ]),
    ).toEqual([
      ...DEMO_ALERT_EMAILS.map((to) => ['Email', to, 'Pending']),
      ...DEMO_ALERT_PHONES.map((to) => ['Sms', to, 'Pending']),
    ]);

    // The first reading after the outage resolves it, sending nothing.
    const back = await sweepAt(spell.firstAfter);
    expect([back.opened, back.resolved, back.messages]).toEqual([0, 1, 0]);
    const [resolved] = await history();
    expect(resolved).toMatchObject({
      Id: event.Id,
      ResolutionStatus: 'Resolved',
      ResolvedAt: new Date(spell.firstAfter).toISOString(),
      ResolvedBy: null,
    });
    const messages = await t.handle.db
      .selectFrom('outbox')
      .select('recipient')
      .where('alert_event_id', '=', event.Id)
      .execute();
    expect(messages).toHaveLength(4);
  }, 180_000);
});
