import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { recordOfflineInstruments } from './instrument-events';

/**
 * Writes 'went offline' journal entries for instruments whose data stopped (see
 * recordOfflineInstruments). Runs are idempotent (one entry per outage), so overlapping or
 * repeated runs are harmless; one waiting run is enough.
 */
export const checkOfflineInstruments = defineJob({
  name: 'journal-offline-check',
  payload: z.object({}),
  policy: 'short',
  retryLimit: 2,
  retryDelaySeconds: 20,
  expireInSeconds: 5 * 60,
});

/** Runs the offline check on the job queue every minute. */
export async function runOfflineCheckOn(
  queue: JobQueue,
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): Promise<void> {
  queue.register(checkOfflineInstruments, async () => {
    await recordOfflineInstruments(db, now());
  });
  await queue.schedule(checkOfflineInstruments, '* * * * *', {});
}
