// What the benchmarks in bench/ may use of the server (package export "@aq/server/bench"): open
// and migrate a database, seed the demo and a bench site, write readings, and the reads being
// measured. Nothing else of the server is reachable from a benchmark.
import type { ContributionType } from '@aq/validation/contribution';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  insertInstruments,
  insertLease,
  insertProject,
  organisationIdByName,
} from '../demo/repository';
import { insertAttachment, insertLocation } from '../modules/monitoring-locations/repository';
import { DEFAULT_ACTION_LEVELS } from '../domain/contribution/config';
import { sensorByCode } from '../domain/sensors';
import { convertValue } from '../domain/units';

export { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/connection';
export type { Database } from '../db/schema';
export { migrate } from '../db/migrator';
export { buildApp } from '../app';
export { envSchema } from '../env';
export {
  advanceContribution,
  contributionsAfterIngest,
} from '../modules/contributions/materialise';
export { insertContribution, laggingContributions } from '../modules/contributions/repository';
export { DEMO_ORGANISATIONS, seedDemo } from '../demo/seed';
// The demo site as npm start builds it (the dashboard benchmark).
export { DEMO_VIEWER_PROJECT, seedDemoSites } from '../demo/sites-seed';
export { seedDemoContributions } from '../demo/contributions-seed';
export { Simulator } from '../demo/simulator/runner';
export { demoOrganisationId, projectIdByName } from '../demo/repository';
export { averagePoints, downsample, type Bucket } from '../domain/averaging';
export { insertReadings, latestValues, type StoredReading } from '../modules/readings/repository';
export { locationSegments } from '../modules/readings/scope';
export {
  downloadLines,
  downloadWindows,
  resolveDownloadPlan,
  type DownloadPlan,
} from '../modules/downloads/service';
export {
  averagedSeries,
  loadPoints,
  summarisedMinutes,
  type Segment,
} from '../modules/readings/series';
// The alert path (the alerts benchmark): the job queue as main.ts runs it, the evaluation and
// delivery jobs, and the loopback SMTP server and HTTP SMS endpoint the delivery tests use.
export { JobQueue } from '../jobs/queue';
export { runAlertEvaluationOn } from '../modules/alert-evaluation/offline';
export { DeliveryWorker, runDeliveryOn } from '../delivery/worker';
export { HttpSmsProvider } from '../delivery/sms';
export { startTestSmsEndpoint, startTestSmtpServer } from '../test/delivery-fakes';
// Report generation (the reports benchmark): the PDF renderer and the report jobs as main.ts
// runs them.
export { listeningOrigin, PdfRenderer } from '../modules/report-generation/pdf-renderer';
export { runReportGenerationOn } from '../modules/report-generation/worker';
export {
  analyzeTable,
  countRows,
  insertReadingsOnly,
  scanReadings,
  serverVersion,
  vacuumAnalyze,
} from './repository';

/** Sensor numbers of db/migrations/0003 the benchmarks write. */
export const SENSOR = {
  VOC: 5,
  PM10: 14,
  WS: 21,
  WD: 22,
  TEMP: 23,
  RH: 24,
  PRES: 25,
} as const;

/**
 * A contribution type's default action levels in the stored units, as insertContribution takes
 * them (what the demo's contributions get).
 */
export function defaultActionLevels(
  type: ContributionType,
): { sensorCode: string; position: number; level: number }[] {
  return DEFAULT_ACTION_LEVELS[type].flatMap((entry) =>
    entry.levels.map((level, position) => ({
      sensorCode: entry.sensorCode,
      position,
      level: convertValue(level, entry.units, sensorByCode(entry.sensorCode)!.units),
    })),
  );
}

const MODEL = 'AQ Sentinel 2';

/** Creates a project of an organisation (by name) in Brooklyn, in a time zone. */
export async function createBenchProject(
  db: Kysely<Database>,
  organisation: string,
  name: string,
  timeZone: string,
): Promise<{ id: string; organisationId: string }> {
  const organisationId = await organisationIdByName(db, organisation);
  if (!organisationId) throw new Error(`No organisation named ${organisation}`);
  const id = await insertProject(db, {
    organisationId,
    name,
    latitude: 40.67,
    longitude: -73.99,
    locationLabel: 'Brooklyn, NY',
    timeZoneId: timeZone,
  });
  return { id, organisationId };
}

/** Creates an instrument owned by and leased to the project's organisation, with sensors. */
export async function createBenchInstrument(
  db: Kysely<Database>,
  project: { id: string; organisationId: string },
  serial: string,
  sensorIds: readonly number[],
  leaseStart: Date,
): Promise<number> {
  const [id] = await insertInstruments(
    db,
    [
      {
        serial,
        name: serial,
        model: MODEL,
        ownerOrganisationId: project.organisationId,
        battery: 90,
        inventoryStatus: null,
      },
    ],
    sensorIds,
  );
  if (id === undefined) throw new Error(`Instrument ${serial} was not stored`);
  await insertLease(db, {
    instrumentId: id,
    organisationId: project.organisationId,
    projectId: project.id,
    start: leaseStart,
  });
  return id;
}

/** Creates a monitoring location of a project with an instrument attached from `at`. */
export async function createBenchLocation(
  db: Kysely<Database>,
  projectId: string,
  name: string,
  instrumentId: number,
  at: Date,
  position: { latitude: number; longitude: number } = { latitude: 40.675, longitude: -73.99 },
): Promise<string> {
  const locationId = await insertLocation(db, { projectId, name, ...position });
  await insertAttachment(db, { instrumentId, locationId, at });
  return locationId;
}

/** Creates many instruments of an organisation at once, with sensors and no lease. */
export function createFleet(
  db: Kysely<Database>,
  organisationId: string,
  serials: readonly string[],
  sensorIds: readonly number[],
): Promise<number[]> {
  return insertInstruments(
    db,
    serials.map((serial, i) => ({
      serial,
      name: `Fleet ${i + 1}`,
      model: MODEL,
      ownerOrganisationId: organisationId,
      battery: 90,
      inventoryStatus: null,
    })),
    sensorIds,
  );
}
