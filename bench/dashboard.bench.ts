// Benchmark of the project dashboard's calls (issue 16 target: each ≤ 50 ms on the demo). The demo
// as `npm start` builds it: the demo accounts and sites (seedDemoSites), the simulator's readings
// of the last BENCH_DASHBOARD_DAYS days (default 14, the demo contributions' history), and the
// demo contributions (DER-10 and NJ PAM on the Gowanus site, Rule 1466 on the Harbour site)
// materialised by the job's own code (advanceContribution). Then each dashboard call of the
// Gowanus project goes through the HTTP stack (fastify.inject, signed in as the demo
// administrator), 20 runs each after one warm-up run; median and max per call.
// Prints figures, asserts nothing on time. Run with `npm run bench`, or alone:
//   BENCH_DB=pglite npx vitest run --config bench/vitest.config.ts bench/dashboard.bench.ts
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  advanceContribution,
  buildApp,
  DEMO_VIEWER_PROJECT,
  demoOrganisationId,
  envSchema,
  laggingContributions,
  migrate,
  openDatabase,
  projectIdByName,
  seedDemo,
  seedDemoContributions,
  seedDemoSites,
  serverVersion,
  Simulator,
  vacuumAnalyze,
  type DatabaseHandle,
} from '@aq/server/bench';
import { it } from 'vitest';

const MINUTE = 60_000;
const NOW = Date.parse('2026-06-01T16:00:30Z');
const DAYS = Number(process.env.BENCH_DASHBOARD_DAYS ?? 14);
const PASSWORD = 'bench-pass-1';
const RUNS = 20;

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const print = (name: string, text: string) => console.log(`${name}: ${text}`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const silent = { info: () => {}, warn: () => {} };

async function open(): Promise<DatabaseHandle> {
  const kind = process.env.BENCH_DB ?? 'pglite';
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DB=postgres needs BENCH_DATABASE_URL (npm run bench sets it)');
    return openDatabase({ kind: 'postgres', url });
  }
  return openDatabase({ kind: 'pglite-memory' });
}

it('project dashboard: every call on the demo site', async () => {
  const cpus = os.cpus();
  print(
    'machine',
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
  );
  const handle = await open();
  const db = handle.db;
  try {
    print('database', `${handle.kind} (PostgreSQL ${await serverVersion(db)})`);
    await migrate(db);
    await seedDemo(db, { password: PASSWORD, now: new Date(NOW) });
    await seedDemoSites(db, new Date(NOW));

    const loadStart = performance.now();
    const simulator = new Simulator(db, silent, { seed: 1, backfillDays: DAYS, now: () => NOW });
    if (!(await simulator.load())) throw new Error('no demo instruments');
    const stored = await simulator.catchUp(NOW);
    await vacuumAnalyze(db);
    print(
      'set-up',
      `${stored} simulated readings of the demo sites (${DAYS} days) in ${fmt((performance.now() - loadStart) / 1000)} s`,
    );

    const historyStart = performance.now();
    await seedDemoContributions(db, new Date(NOW));
    let minutes = 0;
    for (const id of await laggingContributions(db, NOW)) {
      minutes += (await advanceContribution(db, id, new Date(NOW))).minutes;
    }
    await vacuumAnalyze(db);
    print(
      'contributions',
      `the demo's 3 contributions materialised (${minutes} minutes) in ${fmt((performance.now() - historyStart) / 1000)} s`,
    );

    const env = envSchema.parse({
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      SIMULATOR: 'off',
      DASHBOARD_DIR: '/nonexistent',
    });
    const { fastify } = await buildApp({ db, env, logger: false, now: () => new Date(NOW) });
    const login = await fastify.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { Username: 'admin@demo.example', Password: PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === 'aq_session');
    if (!cookie) throw new Error(`sign-in failed: ${login.body}`);
    const headers = { origin: 'http://localhost:3000', cookie: `aq_session=${cookie.value}` };

    const organisationId = await demoOrganisationId(db);
    const projectId = await projectIdByName(db, organisationId!, DEMO_VIEWER_PROJECT);
    const base = `/v0.1/project-dashboard/${projectId}`;
    const moment = encodeURIComponent(new Date(NOW - 5 * MINUTE).toISOString());
    // The instruments and locations the page asks about, as the dashboard learns them.
    const monitors = await fastify.inject({
      method: 'GET',
      url: `/v0.1/projects/${projectId}/monitors`,
      headers,
    });
    const serials = (monitors.json() as { Items: { MonitorSerial: string }[] }).Items.map(
      (m) => m.MonitorSerial,
    );
    const locations = await fastify.inject({ method: 'GET', url: `${base}/locations`, headers });
    const locationIds = (locations.json() as { Items: { GuidId: string }[] }).Items.map(
      (l) => l.GuidId,
    );
    const contributions = await fastify.inject({
      method: 'GET',
      url: `${base}/contributions-data`,
      headers,
    });
    const contributionId = (contributions.json() as { Items: { ContributionId: number }[] })
      .Items[0]!.ContributionId;
    const serialQuery = serials.map((serial) => `monitorSerials=${serial}`).join('&');
    type Call = { name: string; url: string; method?: 'GET' | 'POST'; payload?: unknown };
    const calls: Call[] = [
      { name: 'contributions-data', url: `${base}/contributions-data?activeOnly=true` },
      {
        name: 'contributions-data at dateTime',
        url: `${base}/contributions-data?dateTime=${moment}`,
      },
      { name: 'wind-locations', url: `${base}/wind-locations` },
      { name: 'wind-data', url: `${base}/wind-data` },
      { name: 'environmental-data', url: `${base}/environmental-data` },
      { name: 'locations (1 min)', url: `${base}/locations?averagingPeriod=1` },
      { name: 'locations (5 min, readings)', url: `${base}/locations?averagingPeriod=5` },
      { name: 'locations (15 min, readings)', url: `${base}/locations?averagingPeriod=15` },
      { name: 'locations (60 min, 15-min rollups)', url: `${base}/locations?averagingPeriod=60` },
      {
        name: 'locations (1440 min, hourly rollups)',
        url: `${base}/locations?averagingPeriod=1440`,
      },
      {
        name: `instrument-statuses (${serials.length} serials)`,
        url: `/v0.1/project-dashboard/instrument-statuses?${serialQuery}`,
      },
      {
        name: `State/monitoring-locations (${locationIds.length} ids)`,
        url: '/v0.1/State/monitoring-locations',
        method: 'POST',
        payload: locationIds,
      },
      {
        name: 'feedback/dashboards (POST)',
        url: `/v0.1/feedback/dashboards?ContributionId=${contributionId}&FeedbackChoices=HardToUse&OtherComments=bench`,
        method: 'POST',
      },
    ];
    for (const { name, url, method = 'GET', payload } of calls) {
      const times: number[] = [];
      let size = 0;
      let sample = '';
      for (let run = 0; run <= RUNS; run++) {
        const started = performance.now();
        const response = await fastify.inject({
          method,
          url,
          headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        const ms = performance.now() - started;
        if (response.statusCode >= 300) throw new Error(`${name} failed: ${response.body}`);
        // The first run warms the route's code paths up; it is not counted.
        if (run > 0) times.push(ms);
        const body = response.body ? (response.json() as { Items?: unknown[] }) : {};
        size = body.Items?.length ?? 0;
        if (run === 0) sample = response.body || `(status ${response.statusCode})`;
      }
      // What the call answered (its start), so a run shows the figures are of real answers.
      print(`${name} answer`, sample.length > 240 ? `${sample.slice(0, 240)}…` : sample);
      print(
        name,
        `${size} items: median ${fmt(median(times))} ms, max ${fmt(Math.max(...times))} ms over ${RUNS} (target ≤ 50 ms)`,
      );
    }
    await fastify.close();
  } finally {
    await handle.close();
  }
});
