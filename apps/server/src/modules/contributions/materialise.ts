/**
 * Materialisation of contributions (DOMAIN.md "Site contribution" 6): the engine's results are
 * stored per contribution, pollutant and minute as readings arrive, and recomputed from the
 * earliest minute late or corrected readings touched, so every read is a read.
 *
 * How it runs: one pg-boss job type, `contribution-compute`, with one job per contribution
 * (policy stately: at most one waiting and one running per contribution). A job brings the
 * contribution's stored minutes from min(computed_to, dirty_from) up to the current minute in
 * day-long chunks, each chunk committed with its progress, so a restart resumes where it stopped
 * and the history's progress is visible. Ingestion marks the contributions a batch touches
 * (dirty_from) and sends their job in the same transaction; a sweep every minute sends the job of
 * any contribution that lags (a quiet site still moves on, a lost job is re-sent).
 */
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { ContributionsTable, Database } from '../../db/schema';
import {
  bearingsFromCentre,
  chooseWindSource,
  computeContribution,
  engineAveraging,
  sideAverages,
  siteCentre,
  RULE_1466_WIND,
  type ComputedMinute,
  type NullablePoint,
} from '../../domain/contribution';
import { defineJob, sendJob, type JobDefinition } from '../../jobs/job';
import { setPointAfterContribution } from '../alert-evaluation/setpoint';
import type { JobQueue } from '../../jobs/queue';
import type { Executor } from '../../jobs/repository';
import {
  contributionLocations,
  contributionSensorCodes,
  laggingContributions,
  locationReadings,
  markDirtyForInstrument,
  markHistoryFailed,
  projectLocationSensorCodes,
  replaceStoredMinutes,
  restoreDirtyMark,
  saveProgress,
  sensorIdsByCode,
  takeDirtyMark,
  type StoredContributionMinute,
} from './repository';

const MINUTE_MS = 60_000;
/** Minutes computed and committed together (one day). */
export const CHUNK_MINUTES = 1440;

/** Computes a contribution's stored minutes up to now (history, live minutes, late data). */
export const computeContributionJob: JobDefinition<z.ZodObject<{ contributionId: z.ZodNumber }>> =
  defineJob({
    name: 'contribution-compute',
    payload: z.object({ contributionId: z.number().int().positive() }),
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 15,
    expireInSeconds: 30 * 60,
  });

/** Sends any lagging contribution's job; runs every minute. */
export const sweepContributionsJob = defineJob({
  name: 'contribution-sweep',
  payload: z.object({}),
  policy: 'short',
  retryLimit: 1,
  expireInSeconds: 5 * 60,
});

/** Sends the compute job of a contribution (in `db`'s transaction when it is one). */
export function sendComputeJob(db: Executor, contributionId: number): Promise<string | null> {
  return sendJob(
    db,
    computeContributionJob,
    { contributionId },
    {
      singletonKey: String(contributionId),
    },
  );
}

/**
 * After readings of an instrument in [minMs, maxMs] were stored (inside the ingestion's
 * transaction): marks the contributions they feed from the minute before minMs and sends their jobs.
 */
export async function contributionsAfterIngest(
  db: Kysely<Database>,
  instrumentId: number,
  minMs: number,
  maxMs: number,
): Promise<void> {
  const fromMs = Math.floor(minMs / MINUTE_MS) * MINUTE_MS - MINUTE_MS;
  const ids = await markDirtyForInstrument(db, instrumentId, fromMs, maxMs);
  for (const id of ids) await sendComputeJob(db, id);
}

/** What one run did. */
export interface RunResult {
  /** False when the contribution is gone or was restarted (override) during the run. */
  completed: boolean;
  minutes: number;
}

const floorMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/**
 * Brings a contribution's stored minutes up to `now`, recomputing from its dirty mark; commits a
 * chunk at a time. `onChunk` hears after each commit (tests, benchmarks).
 */
export async function advanceContribution(
  db: Kysely<Database>,
  contributionId: number,
  now: Date,
  options: {
    chunkMinutes?: number;
    onChunk?: (computedTo: number) => void | Promise<void>;
  } = {},
): Promise<RunResult> {
  const contribution = await takeDirtyMark(db, contributionId);
  if (!contribution) return { completed: false, minutes: 0 };
  const { generation } = contribution;
  const startMs = floorMinute(contribution.start_at.getTime());
  const targetMs = Math.max(startMs, floorMinute(now.getTime()));
  const averaging = engineAveraging(contribution.type, contribution.averaging_period_minutes);
  const w = averaging.windowMinutes;
  const windWindow = contribution.type === 'FourteenSixtySix' ? RULE_1466_WIND.meanMinutes : w;
  const block = averaging.method === 'Block';

  let fromMs = contribution.computed_to ? contribution.computed_to.getTime() : startMs;
  if (contribution.dirty_from) {
    fromMs = Math.min(fromMs, floorMinute(contribution.dirty_from.getTime()));
  }
  fromMs = Math.max(startMs, Math.min(fromMs, targetMs));

  try {
    const setup = await loadSetup(db, contribution, Date.now());
    const history = contribution.history_state !== 'Done';
    if (history) {
      await saveProgress(db, contributionId, generation, {
        state: 'Running',
        target: new Date(targetMs),
        message: null,
      });
    }
    let minutes = 0;
    const chunk = (options.chunkMinutes ?? CHUNK_MINUTES) * MINUTE_MS;
    while (fromMs < targetMs) {
      // A block's partial row sits at the last computed minute: recompute its whole block.
      const chunkFrom = block
        ? Math.max(startMs, Math.floor(fromMs / (w * MINUTE_MS)) * w * MINUTE_MS)
        : fromMs;
      const chunkTo = Math.min(targetMs, fromMs + chunk);
      const rows = await computeChunk(db, setup, {
        startMs,
        fromMs: chunkFrom,
        toMs: chunkTo,
        averaging: { ...averaging, minimumCompleteness: contribution.minimum_completeness },
        windWindow,
        halfWidth: contribution.half_width_degrees,
      });
      const kept = await db.transaction().execute(async (trx) => {
        const ok = await saveProgress(trx, contributionId, generation, {
          computedTo: new Date(chunkTo),
        });
        if (!ok) return false;
        await replaceStoredMinutes(trx, contributionId, chunkFrom, chunkTo, rows);
        await setPointAfterContribution(trx, contributionId);
        return true;
      });
      if (!kept) return { completed: false, minutes };
      minutes += (chunkTo - fromMs) / MINUTE_MS;
      fromMs = chunkTo;
      await options.onChunk?.(chunkTo);
    }
    if (history) {
      await saveProgress(db, contributionId, generation, {
        state: 'Done',
        computedTo: new Date(targetMs),
      });
    } else if (contribution.computed_to === null) {
      await saveProgress(db, contributionId, generation, { computedTo: new Date(targetMs) });
    }
    return { completed: true, minutes };
  } catch (error) {
    // Nothing is lost: the mark comes back, so the retry recomputes the same minutes.
    await restoreDirtyMark(db, contributionId, new Date(fromMs));
    throw error;
  }
}

interface Setup {
  sensorCodes: string[];
  sensorIds: Map<string, number>;
  locations: { id: string; position: number; lat: number; lng: number }[];
  windLocationId: string | null;
}

async function loadSetup(
  db: Kysely<Database>,
  contribution: Selectable<ContributionsTable>,
  nowMs: number,
): Promise<Setup> {
  // A contribution's sources and pollutants never change, and its automatically detected wind
  // source only when instruments move: a minute-by-minute run reuses them for SETUP_TTL_MS.
  const cached = setups.get(contribution.id);
  if (cached && cached.generation === contribution.generation && nowMs - cached.at < SETUP_TTL_MS) {
    return cached.setup;
  }
  const setup = await readSetup(db, contribution);
  setups.set(contribution.id, { generation: contribution.generation, at: nowMs, setup });
  return setup;
}

/** How long a run reuses a contribution's set-up (sources, pollutants, wind source). */
const SETUP_TTL_MS = 5 * 60_000;
const setups = new Map<number, { generation: number; at: number; setup: Setup }>();

async function readSetup(
  db: Kysely<Database>,
  contribution: Selectable<ContributionsTable>,
): Promise<Setup> {
  const [sensorCodes, locationRows, ids] = await Promise.all([
    contributionSensorCodes(db, contribution.id),
    contributionLocations(db, contribution.id),
    sensorIdsByCode(db),
  ]);
  const locations = locationRows.map((row) => ({
    id: row.location_id,
    position: row.position,
    lat: row.latitude,
    lng: row.longitude,
  }));
  let windLocationId = contribution.automatic_wind_detection ? null : contribution.wind_location_id;
  if (contribution.automatic_wind_detection) {
    const centre = siteCentre(locations);
    const candidates = await projectLocationSensorCodes(db, contribution.project_id);
    windLocationId = centre
      ? (chooseWindSource(
          centre,
          candidates.map((c) => ({
            id: c.location_id,
            lat: c.latitude,
            lng: c.longitude,
            hasWindSpeed: c.codes.includes('WS'),
            hasWindDirection: c.codes.includes('WD'),
          })),
        ) as string | null)
      : null;
  }
  return { sensorCodes, sensorIds: ids, locations, windLocationId };
}

/** The stored rows of every pollutant for the minutes of (fromMs, toMs]. */
async function computeChunk(
  db: Kysely<Database>,
  setup: Setup,
  window: {
    startMs: number;
    fromMs: number;
    toMs: number;
    averaging: ReturnType<typeof engineAveraging> & { minimumCompleteness: number };
    windWindow: number;
    halfWidth: number;
  },
): Promise<Map<string, StoredContributionMinute[]>> {
  const { startMs, fromMs, toMs, averaging } = window;
  const w = averaging.windowMinutes;
  const loMs = Math.max(startMs, fromMs - Math.max(w, window.windWindow) * MINUTE_MS);
  const wsId = setup.sensorIds.get('WS');
  const wdId = setup.sensorIds.get('WD');
  const pollutantIds = setup.sensorCodes
    .map((code) => setup.sensorIds.get(code))
    .filter((id): id is number => id !== undefined);
  const locationIds = setup.locations.map((l) => l.id);
  // One query for the pollutants of the sources and the wind of the wind source.
  const hasWind = setup.windLocationId !== null && wsId !== undefined && wdId !== undefined;
  const all = await locationReadings(
    db,
    hasWind ? [...new Set([...locationIds, setup.windLocationId!])] : locationIds,
    hasWind ? [...pollutantIds, wsId!, wdId!] : pollutantIds,
    loMs,
    toMs,
  );
  const series = all.filter((s) => pollutantIds.includes(s.sensorId));
  const windSeries = hasWind ? all.filter((s) => s.locationId === setup.windLocationId) : [];
  const points = (list: { t: number[]; v: (number | null)[] } | undefined): NullablePoint[] =>
    list ? list.t.map((t, i) => ({ t, v: list.v[i] ?? null })) : [];
  const speed = points(windSeries.find((s) => s.sensorId === wsId));
  const direction = points(windSeries.find((s) => s.sensorId === wdId));
  const centre = siteCentre(setup.locations);
  const bearings = centre ? bearingsFromCentre(centre, setup.locations) : [];
  const bit = new Map(setup.locations.map((l) => [l.id, 1n << BigInt(l.position)]));
  const mask = (ids: readonly (string | number)[]) =>
    ids.reduce((acc, id) => acc | (bit.get(String(id)) ?? 0n), 0n);

  const out = new Map<string, StoredContributionMinute[]>();
  for (const code of setup.sensorCodes) {
    const sensorId = setup.sensorIds.get(code);
    const readings = new Map<string, NullablePoint[]>();
    for (const id of locationIds) {
      readings.set(id, points(series.find((s) => s.locationId === id && s.sensorId === sensorId)));
    }
    const result = computeContribution({
      startMs,
      fromMs,
      toMs,
      averaging,
      roles: { kind: 'Wind', locations: bearings, halfWidthDegrees: window.halfWidth },
      wind: { speed, direction },
      readings,
    });
    const averaged = new Map(result.averages.map((row) => [row.t, row]));
    const sides = sideAverages([...result.context, ...result.minutes].map(toSide), {
      startMs,
      fromMs,
      toMs,
      block: averaging.method === 'Block',
      windowMinutes: w,
      windWindowMinutes: window.windWindow,
      minimumCompleteness: averaging.minimumCompleteness,
      blockRowTimes: new Set(averaged.keys()),
    });
    out.set(
      code,
      result.minutes.map((minute) => {
        const avg = averaged.get(minute.t);
        const side = sides.get(minute.t);
        return {
          t: minute.t,
          status: minute.status,
          value: minute.value,
          upwind: minute.upwindMean,
          downwind: minute.downwindMax,
          upwindMask: mask(minute.upwind),
          downwindMask: mask(minute.downwind),
          windSpeed: minute.windSpeed,
          windDirection: minute.windDirection,
          avgValue: avg?.value ?? null,
          avgMode: avg?.mode ?? null,
          avgValid: avg?.validMinutes ?? null,
          avgExpected: avg?.expectedMinutes ?? null,
          avgPartial: avg?.partial ?? false,
          upwindAvg: side?.upwindAvg ?? null,
          downwindAvg: side?.downwindAvg ?? null,
          wsAvg: side?.wsAvg ?? null,
          wdAvg: side?.wdAvg ?? null,
        };
      }),
    );
  }
  return out;
}

function toSide(minute: ComputedMinute) {
  return {
    t: minute.t,
    upwind: minute.upwindMean,
    downwind: minute.downwindMax,
    windSpeed: minute.windSpeed,
    windDirection: minute.windDirection,
  };
}

/** Registers the compute job and the minute sweep on a queue. */
export async function runContributionsOn(
  queue: JobQueue,
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): Promise<void> {
  queue.register(computeContributionJob, async ({ contributionId }, run) => {
    try {
      await advanceContribution(db, contributionId, now());
    } catch (error) {
      // The last attempt failed: the history says so (the next sweep or reading tries again).
      if (run.attempt > computeContributionJob.retryLimit) {
        await markFailed(db, contributionId, error);
      }
      throw error;
    }
  });
  queue.register(sweepContributionsJob, async () => {
    const lagging = await laggingContributions(db, floorMinute(now().getTime()));
    for (const id of lagging) await sendComputeJob(db, id);
  });
  await queue.schedule(sweepContributionsJob, '* * * * *', {});
}

async function markFailed(db: Kysely<Database>, contributionId: number, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  await markHistoryFailed(db, contributionId, message.slice(0, 500));
}
