// Starts the server: configuration, database (embedded PGlite unless DATABASE_URL), migrations,
// the demo seed on an empty database, the job queue (delivery, session sweep), then listens.
import { z } from 'zod';
import { buildApp } from './app';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrator';
import { databaseTarget } from './db/target';
import { DeliveryWorker, runDeliveryOn } from './delivery/worker';
import { DEMO_ACCOUNTS, seedDemo } from './demo/seed';
import { Simulator } from './demo/simulator/runner';
import { DEMO_ALERT_HISTORY_DAYS, seedDemoAlerts } from './demo/alerts-seed';
import { seedDemoReports } from './demo/reports-seed';
import { seedDemoContributions } from './demo/contributions-seed';
import { seedDemoSites } from './demo/sites-seed';
import { loadEnv, publicOrigin } from './env';
import { runOfflineCheckOn } from './modules/journal/offline-check';
import { runAlertEvaluationOn } from './modules/alert-evaluation/offline';
import { evaluateSetPointAlerts } from './modules/alert-evaluation/setpoint';
import { runContributionsOn } from './modules/contributions/materialise';
import { listeningOrigin, PdfRenderer } from './modules/report-generation/pdf-renderer';
import { runReportGenerationOn } from './modules/report-generation/worker';
import { sweepSessions } from './http/auth';
import { defineJob } from './jobs/job';
import { JobQueue } from './jobs/queue';

/** Deletes expired sessions. */
const sweepExpiredSessions = defineJob({ name: 'sessions-sweep', payload: z.object({}) });

const env = loadEnv();
const target = databaseTarget(env);
const database = await openDatabase(target);
await migrate(database.db);
const seed = await seedDemo(database.db, { password: env.DEMO_PASSWORD });
const seededSites = await seedDemoSites(database.db, new Date());
const { fastify, app } = await buildApp({ db: database.db, env });

let simulator: Simulator | null = null;
if (env.SIMULATOR === 'on') {
  simulator = new Simulator(database.db, fastify.log, {
    seed: env.SIMULATOR_SEED,
    backfillDays: env.SIMULATOR_BACKFILL_DAYS,
  });
  if (env.SIMULATOR_BACKFILL_DAYS > 0) {
    process.stdout.write(
      `  Simulating up to ${env.SIMULATOR_BACKFILL_DAYS} days of demo readings (first start only)...\n`,
    );
  }
  await simulator.start();
}
// The demo contributions start 14 days back: the job queue computes their history once it runs.
// With them, the DER-10 contribution's daily report schedule (demo/reports-seed.ts).
if (seededSites) {
  await seedDemoContributions(database.db, new Date());
  await seedDemoReports(database.db, new Date());
}
// The demo alerts (once: nothing when the demo organisation has any alert), after the contribution
// the contribution alert watches. Made now, they are evaluated over the simulated history once,
// so the demo starts with past events (the contribution alert's once its history is computed).
const demoAlertsAt = new Date();
if ((await seedDemoAlerts(database.db, demoAlertsAt)) > 0) {
  await evaluateSetPointAlerts(database.db, {
    baseUrl: publicOrigin(env),
    now: demoAlertsAt,
    catchUpMinutes: DEMO_ALERT_HISTORY_DAYS * 24 * 60,
  });
}

const jobs = new JobQueue({ db: database.db, log: fastify.log });
const delivery = new DeliveryWorker(database.db, env, fastify.log);
if (!delivery.sendsEmail) {
  fastify.log.warn('SMTP_URL is not set: e-mails stay in the outbox table (status held).');
}
if (!delivery.sendsSms) {
  fastify.log.warn('SMS_URL is not set: text messages stay in the outbox table (status held).');
}
await runDeliveryOn(jobs, delivery);
await runOfflineCheckOn(jobs, database.db);
await runAlertEvaluationOn(jobs, database.db, publicOrigin(env), undefined, fastify.log);
await runContributionsOn(jobs, database.db);
// Reports print through one warm Chromium that reaches this server at the address it listens on,
// known once it listens: report jobs that start before that wait for it.
const renderer = new PdfRenderer({ executablePath: env.CHROMIUM_PATH, log: fastify.log });
let announceOwnOrigin: (origin: string) => void = () => {};
const ownOrigin = new Promise<string>((resolve) => {
  announceOwnOrigin = resolve;
});
await runReportGenerationOn(jobs, app, { renderer, origin: () => ownOrigin }, fastify.log);
jobs.register(sweepExpiredSessions, () => sweepSessions(app));
await jobs.schedule(sweepExpiredSessions, '17 * * * *', {});
await jobs.start();

await fastify.listen({ port: env.PORT, host: env.HOST });
announceOwnOrigin(listeningOrigin(fastify.server.address()));

const url = publicOrigin(env);
const lines = [
  '',
  `  ${env.PRODUCT_NAME} is running`,
  `  URL:       ${url}`,
  `  API:       ${url}/api/openapi.json`,
  `  Database:  ${target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${target.kind === 'pglite' ? target.dataDir : 'memory'}`}`,
  `  Sign in:   ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
  seed.generatedPassword
    ? `  Password:  ${seed.generatedPassword}   (generated now and shown only this once; set DEMO_PASSWORD to choose one)`
    : env.DEMO_PASSWORD && seed.seeded
      ? '  Password:  the value of DEMO_PASSWORD'
      : '  Password:  as printed at first start (or DEMO_PASSWORD then)',
  '',
];
// The banner goes to stdout, not the log, so a generated password never lands in log files.
process.stdout.write(`${lines.join('\n')}\n`);

async function shutdown(signal: string) {
  fastify.log.info(`${signal}: shutting down`);
  await fastify.close();
  await jobs.stop();
  await renderer.close();
  await simulator?.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
