// Benchmark of the alert path (issue 17 target: "an alert fires within 60 s of the reading that
// crosses its set point"). A project of the demo organisation with 10 monitoring locations, each
// with an instrument sending PM10 (a day of minute readings already stored), and one set point
// rule (PM10 1-minute average beyond 150 µg/m³, reset at 100) on all ten, with two e-mail
// addresses and one phone number, made through the API. The server's job queue runs as main.ts
// runs it (default polling, no recurring schedule, so only the arriving data drives it), with
// e-mail sent by SMTP to a loopback SMTP server and SMS posted to a loopback HTTP endpoint
// (SMTP_URL and SMS_URL, as a self-hoster configures them).
//
// Each minute every instrument sends its reading through the public ingestion call
// (POST /v2/instruments/{serial}/data with an API key). Every other minute one instrument's
// reading crosses the set point; the figure is the time from that ingestion call being sent to
// the last of its three messages (2 e-mails, 1 SMS) being received. Also printed: the ingestion
// call's own time with the rule watching (what the alert hook adds to every batch).
// Prints figures, asserts nothing on time. Run with `npm run bench`, or alone:
//   BENCH_DB=pglite npx vitest run --config bench/vitest.config.ts bench/alerts.bench.ts
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  createBenchInstrument,
  createBenchLocation,
  createBenchProject,
  buildApp,
  DEMO_ORGANISATIONS,
  DeliveryWorker,
  envSchema,
  insertReadings,
  JobQueue,
  migrate,
  openDatabase,
  runAlertEvaluationOn,
  runDeliveryOn,
  seedDemo,
  SENSOR,
  serverVersion,
  startTestSmsEndpoint,
  startTestSmtpServer,
  vacuumAnalyze,
  type DatabaseHandle,
} from '@aq/server/bench';
import { it } from 'vitest';

const MINUTE = 60_000;
const START = Date.parse('2026-06-01T14:00:00Z');
const PASSWORD = 'bench-pass-1';
const LOCATIONS = 10;
const CROSSINGS = 10;
const ORIGIN = 'http://localhost:3000';

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const print = (name: string, text: string) => console.log(`${name}: ${text}`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const silent = { info: () => {}, warn: () => {}, error: () => {} };

async function open(): Promise<DatabaseHandle> {
  const kind = process.env.BENCH_DB ?? 'pglite';
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DB=postgres needs BENCH_DATABASE_URL (npm run bench sets it)');
    return openDatabase({ kind: 'postgres', url });
  }
  return openDatabase({ kind: 'pglite-memory' });
}

it('alerts: from the ingestion call that crosses a set point to the inbox and the phone', async () => {
  const cpus = os.cpus();
  print(
    'machine',
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
  );
  const handle = await open();
  const db = handle.db;
  const smtp = await startTestSmtpServer();
  const sms = await startTestSmsEndpoint();
  let clock = START;
  const now = () => new Date(clock);
  let queue: JobQueue | null = null;
  try {
    print('database', `${handle.kind} (PostgreSQL ${await serverVersion(db)})`);
    await migrate(db);
    await seedDemo(db, { password: PASSWORD, now: new Date(START) });
    const project = await createBenchProject(
      db,
      DEMO_ORGANISATIONS.demo,
      'Alert Bench Yard',
      'America/New_York',
    );
    const serials: string[] = [];
    const locationIds: string[] = [];
    const history = [];
    for (let i = 0; i < LOCATIONS; i++) {
      const serial = `ALERT-${i + 1}`;
      const since = new Date(START - 2 * 1440 * MINUTE);
      const instrumentId = await createBenchInstrument(db, project, serial, [SENSOR.PM10], since);
      locationIds.push(
        await createBenchLocation(db, project.id, `Fence ${i + 1}`, instrumentId, since),
      );
      serials.push(serial);
      for (let m = 1440; m >= 0; m--) {
        history.push({
          instrumentId,
          sensorId: SENSOR.PM10,
          ts: START - m * MINUTE,
          value: 40 + (m % 7),
          flags: null,
        });
      }
    }
    await insertReadings(db, history);
    await vacuumAnalyze(db);
    print('set-up', `${LOCATIONS} locations, ${history.length} stored readings (the last day)`);

    const env = envSchema.parse({
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'silent',
      SIMULATOR: 'off',
      DASHBOARD_DIR: '/nonexistent',
      SMTP_URL: smtp.url,
      SMS_URL: sms.url,
      SMS_FROM: '+15005550006',
    });
    const { fastify } = await buildApp({ db, env, logger: false, now });
    const login = await fastify.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: ORIGIN },
      payload: { Username: 'admin@demo.example', Password: PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === 'aq_session');
    if (!cookie) throw new Error(`sign-in failed: ${login.body}`);
    const session = { origin: ORIGIN, cookie: `aq_session=${cookie.value}` };
    const key = await fastify.inject({ method: 'GET', url: '/v0.1/apiKey', headers: session });
    const apiKey = (key.json() as { ApiKey: string }).ApiKey;
    const rule = await fastify.inject({
      method: 'POST',
      url: '/v0.1/event-rules',
      headers: session,
      payload: {
        Name: 'Fence dust',
        ProjectId: project.id,
        Emails: ['ops@bench.example', 'lead@bench.example'],
        PhoneNumbers: ['+12015550123'],
        TriggerSource: 'MonitoringLocation',
        SourceIds: locationIds,
        TriggerType: 'SetPoint',
        SetPointTrigger: {
          SensorCode: 'PM10',
          SensorUnit: 'µg/m³',
          SetPoint: 150,
          ResetPoint: 100,
          AveragingPeriodInMinutes: 1,
        },
      },
    });
    if (rule.statusCode !== 201) throw new Error(`rule not created: ${rule.body}`);

    queue = new JobQueue({ db, log: silent, schedule: false, maintenance: false });
    await runAlertEvaluationOn(queue, db, ORIGIN, now);
    await runDeliveryOn(queue, new DeliveryWorker(db, env, silent));
    await queue.start();

    const ingestMs: number[] = [];
    const latencyMs: number[] = [];
    let minute = 0;
    /** Every instrument's reading of the next minute; `crossing` sends 200 instead of 40. */
    const sendMinute = async (crossing: number | null) => {
      minute += 1;
      const at = START + minute * MINUTE;
      clock = at + 5_000;
      let crossedAt = 0;
      for (let i = 0; i < LOCATIONS; i++) {
        const value = i === crossing ? 200 : 40 + ((minute + i) % 7);
        const started = performance.now();
        if (i === crossing) crossedAt = started;
        const response = await fastify.inject({
          method: 'POST',
          url: `/v2/instruments/${serials[i]}/data`,
          headers: { 'x-api-key': apiKey },
          payload: {
            Readings: [{ Time: new Date(at).toISOString(), Sensor: 'PM10', Value: value }],
          },
        });
        ingestMs.push(performance.now() - started);
        if (response.statusCode >= 300) throw new Error(`ingestion failed: ${response.body}`);
      }
      return crossedAt;
    };

    for (let k = 0; k < CROSSINGS; k++) {
      await sendMinute(null); // below the reset point: every location re-arms
      const crossedAt = await sendMinute(k % LOCATIONS);
      await smtp.received(2 * (k + 1), 120_000);
      await sms.received(k + 1, 120_000);
      latencyMs.push(performance.now() - crossedAt);
    }
    print(
      'ingestion call (1 reading, rule watching)',
      `median ${fmt(median(ingestMs))} ms, max ${fmt(Math.max(...ingestMs))} ms over ${ingestMs.length}`,
    );
    print(
      'crossing → 2 e-mails and 1 SMS received',
      `median ${fmt(median(latencyMs) / 1000, 2)} s, max ${fmt(Math.max(...latencyMs) / 1000, 2)} s over ${CROSSINGS} crossings (target ≤ 60 s; the queue polls every 2 s)`,
    );
    print('messages', `${smtp.messages.length} e-mails, ${sms.messages.length} SMS received`);
    await fastify.close();
  } finally {
    await queue?.stop();
    await smtp.close();
    await sms.close();
    await handle.close();
  }
});
