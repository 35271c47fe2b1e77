import { accountApi, eventRulesApi, instrumentsDataApi } from '@aq/api';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { HttpSmsProvider } from '../../delivery/sms';
import { DeliveryWorker, runDeliveryOn } from '../../delivery/worker';
import { envSchema } from '../../env';
import { JobQueue } from '../../jobs/queue';
import {
  startTestSmsEndpoint,
  startTestSmtpServer,
  type TestSmsEndpoint,
  type TestSmtpServer,
} from '../../test/delivery-fakes';
import {
  attach,
  createInstrument,
  createLocation,
  createProject,
  SENSOR,
} from '../../test/fixtures';
import { createTestApp, TEST_ORIGIN, type Caller, type TestApp } from '../../test/helper';
import { eventsOfRule } from './repository';
import { runAlertEvaluationOn } from './offline';

/**
 * Issue 17, end to end: readings sent through the public ingestion call (POST
 * /v2/instruments/{serial}/data with an API key) cross a set point rule created through the API;
 * the job queue (polling as the server does, no recurring sweep, so only the arriving data drives
 * it) evaluates the rule and the delivery worker sends one e-mail per address to a real SMTP
 * server and one SMS per number to an HTTP provider, in-process. The test waits for them at most
 * 60 seconds, the promise ("an alert fires within 60 s of the reading that crosses"); a
 * stopped queue ("a restart") loses no evaluation and sends nothing twice.
 */

const MIN = 60_000;
const T = Date.parse('2026-11-02T15:00:00Z');
const at = (minutes: number) => T + minutes * MIN;
const DEADLINE_MS = 60_000;
const SILENT_LOG = { info() {}, warn() {}, error() {} };

let t: TestApp;
let smtp: TestSmtpServer;
let sms: TestSmsEndpoint;
let manager: Caller;
let managerKey: Caller;
let ruleId: string;

/** A job queue and delivery worker as main.ts runs them, without the recurring schedules. */
async function startServerJobs(): Promise<JobQueue> {
  const queue = new JobQueue({
    db: t.handle.db,
    log: SILENT_LOG,
    pollingIntervalSeconds: 0.5,
    schedule: false,
    maintenance: false,
  });
  const worker = new DeliveryWorker(t.handle.db, envSchema.parse({}), SILENT_LOG, {
    transport: nodemailer.createTransport(smtp.url),
    sms: new HttpSmsProvider({ url: sms.url, kind: 'json', from: '+15005550006' }),
  });
  await runAlertEvaluationOn(queue, t.handle.db, TEST_ORIGIN, () => t.clock.now());
  await runDeliveryOn(queue, worker);
  await queue.start();
  return queue;
}

async function ingest(minute: number, value: number) {
  t.clock.set(new Date(at(minute) + 5_000));
  const response = await t.call(
    instrumentsDataApi.ingestInstrumentData,
    {
      params: { instrument: 'E2E-1' },
      body: {
        Readings: [{ Time: new Date(at(minute)).toISOString(), Sensor: 'PM10', Value: value }],
      },
    },
    managerKey,
  );
  expect(response.statusCode).toBeLessThan(300);
}

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtpServer();
  sms = await startTestSmsEndpoint();
  t.clock.set(new Date(at(0)));
  const project = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Wharf Street');
  const locationId = await createLocation(t.handle.db, project.id, 'North Fence');
  const instrumentId = await createInstrument(
    t.handle.db,
    { organisationId: project.organisationId, projectId: project.id },
    'E2E-1',
    [SENSOR.PM10],
  );
  await attach(t.handle.db, instrumentId, locationId, new Date(at(-120)));
  manager = await t.signIn('manager');
  managerKey = { apiKey: (await t.call(accountApi.getApiKey, {}, manager)).json().ApiKey };
  const created = await t.call(
    eventRulesApi.createEventRule,
    {
      body: {
        Name: 'North fence dust',
        ProjectId: project.id,
        Emails: ['ops@wharf.example', 'lead@wharf.example'],
        PhoneNumbers: ['+12015550123'],
        TriggerSource: 'MonitoringLocation',
        SourceIds: [locationId],
        TriggerType: 'SetPoint',
        SetPointTrigger: {
          SensorCode: 'PM10',
          SensorUnit: 'µg/m³',
          SetPoint: 150,
          ResetPoint: 100,
          AveragingPeriodInMinutes: 1,
        },
      },
    },
    manager,
  );
  expect(created.statusCode).toBe(201);
  ruleId = created.json().Id;
}, 60_000);

afterAll(async () => {
  await smtp?.close();
  await sms?.close();
  await t?.close();
});

describe('a reading that crosses a set point reaches the recipients', () => {
  it('sends one e-mail per address and one SMS per number within 60 s, then nothing while active', async () => {
    const queue = await startServerJobs();
    try {
      await ingest(1, 40);
      await ingest(2, 180.4);
      const emails = await smtp.received(2, DEADLINE_MS);
      const texts = await sms.received(1, DEADLINE_MS);

      expect(emails.flatMap((email) => email.to).sort()).toEqual([
        'lead@wharf.example',
        'ops@wharf.example',
      ]);
      for (const email of emails) {
        expect(email.subject).toBe('North fence dust: PM10 above set point (180.4 µg/m³)');
        expect(email.text).toContain('North Fence');
        expect(email.text).toContain('/OneView/alerts/details?query=');
      }
      expect(texts).toHaveLength(1);
      expect(texts[0]!.to).toBe('+12015550123');
      expect(texts[0]!.text).toContain('PM10 180.4 ug/m3 above set point 150');
      expect(texts[0]!.text).toContain(`${TEST_ORIGIN}/a/`);

      // Still beyond the set point: the alert is active and sends nothing more.
      await ingest(3, 210);
      await ingest(4, 190);
      await queue.drain();
    } finally {
      await queue.stop();
    }
    const events = await eventsOfRule(t.handle.db, ruleId);
    expect(events).toHaveLength(1);
    expect(smtp.messages).toHaveLength(2);
    expect(sms.messages).toHaveLength(1);
  }, 120_000);

  it('after a stop, the crossing that arrived meanwhile is evaluated and sent once', async () => {
    // The server is down: readings still arrive (the ingestion call queues the evaluation).
    await ingest(5, 90); // at the reset point or past it: the alert re-arms
    await ingest(6, 175); // a second crossing while nothing runs
    expect(smtp.messages).toHaveLength(2);

    const queue = await startServerJobs();
    try {
      await smtp.received(4, DEADLINE_MS);
      await sms.received(2, DEADLINE_MS);
      await queue.drain();
    } finally {
      await queue.stop();
    }
    // A second start runs nothing again.
    const again = await startServerJobs();
    try {
      await again.drain();
    } finally {
      await again.stop();
    }
    expect(await eventsOfRule(t.handle.db, ruleId)).toHaveLength(2);
    expect(smtp.messages).toHaveLength(4);
    expect(sms.messages).toHaveLength(2);
  }, 120_000);
});
