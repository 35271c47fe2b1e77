import type { Kysely } from 'kysely';
import type { Database, OperationMode } from '../../db/schema';
import { OFFLINE_AFTER_MS } from '../../domain/instrument-status';
import {
  insertJournalEntries,
  instrumentJournalState,
  leaseProjectAt,
  offlineEntryExists,
  silentInstruments,
  WENT_OFFLINE,
  type NewJournalEntry,
} from './repository';

// The entries the server writes itself about instruments (Source Connect, Type Instruments, the
// instrument set): offline and back online, operation mode and sensor health changes, lease
// started and ended. Each goes to the project the instrument was leased to at the moment it
// happened (none when it was in no project), in the transaction of the change that caused it.
//
// Offline means what the status widgets mean (domain/instrument-status.ts): no reading for more
// than OFFLINE_AFTER_MS (10 minutes). The instrument went offline at its newest reading + 10
// minutes, and came back at its next reading. The offline check job writes the first as it
// happens; the ingestion writes both when a batch closes a gap the check did not see (the
// simulator's backfill, or a server that was down), never the same outage twice. An instrument
// that buffers its readings while it is cut off fills the gap when it reconnects: it came back
// with the newest reading of that upload.

type Health = 'Ok' | 'Aging' | 'Failed';

/** An instrument as its entries name it. */
interface Named {
  readonly serial: string;
  readonly name: string;
}

/** 'East gate (AQS-1002)'. */
export function instrumentLabel(instrument: Named): string {
  return instrument.name && instrument.name !== instrument.serial
    ? `${instrument.name} (${instrument.serial})`
    : instrument.serial;
}

/** '2 h 15 min', '45 min', '3 d 1 h' (whole minutes, rounded down). */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (days) parts.push(`${days} d`);
  if (hours) parts.push(`${hours} h`);
  if (rest || parts.length === 0) parts.push(`${rest} min`);
  return parts.join(' ');
}

/** Details of the entries, in English (the journal stores text, as users' entries are). */
export const instrumentDetails = {
  offline: (i: Named) =>
    `Instrument ${instrumentLabel(i)} ${WENT_OFFLINE}: no data for ${formatDuration(OFFLINE_AFTER_MS)}.`,
  online: (i: Named, silentMs: number) =>
    `Instrument ${instrumentLabel(i)} came back online after ${formatDuration(silentMs)} without data.`,
  backWithHeldData: (i: Named, heldMs: number) =>
    `Instrument ${instrumentLabel(i)} came back online and sent the readings it held for ${formatDuration(heldMs)}.`,
  operationMode: (i: Named, from: string, to: string) =>
    `Instrument ${instrumentLabel(i)} changed operation mode from ${from} to ${to}.`,
  sensorHealth: (i: Named, changes: readonly { code: string; from: Health; to: Health }[]) =>
    `Instrument ${instrumentLabel(i)} sensor health changed: ${changes
      .map((c) => `${c.code} ${c.from} → ${c.to}`)
      .join(', ')}.`,
  leaseStarted: (i: Named) => `Lease of instrument ${instrumentLabel(i)} to this project started.`,
  leaseEnded: (i: Named) => `Lease of instrument ${instrumentLabel(i)} to this project ended.`,
};

/** An event about an instrument, before the project it belongs to is known. */
interface InstrumentEvent {
  readonly at: Date;
  readonly details: string;
}

/** Writes each event to the project the instrument was leased to when it happened. */
async function writeEvents(
  db: Kysely<Database>,
  instrumentId: number,
  events: readonly InstrumentEvent[],
): Promise<number> {
  const entries: NewJournalEntry[] = [];
  for (const event of events) {
    const projectId = await leaseProjectAt(db, instrumentId, event.at);
    if (!projectId) continue;
    entries.push({
      projectId,
      type: 'Instruments',
      occurredAt: event.at,
      details: event.details,
      source: 'Connect',
      instrumentId,
    });
  }
  await insertJournalEntries(db, entries);
  return entries.length;
}

/**
 * The outages a batch of reading times reveals: every gap of more than OFFLINE_AFTER_MS between
 * the instrument's newest stored reading and the batch's newer readings, or between those. Times
 * at or before the newest stored reading (late data) reveal nothing. Pure; times in ms.
 */
export function outagesIn(
  newestStoredMs: number | null,
  readingTimesMs: readonly number[],
): { offlineAtMs: number; onlineAtMs: number }[] {
  const newer = [...new Set(readingTimesMs)]
    .filter((t) => newestStoredMs === null || t > newestStoredMs)
    .sort((a, b) => a - b);
  const outages: { offlineAtMs: number; onlineAtMs: number }[] = [];
  let last = newestStoredMs;
  for (const t of newer) {
    if (last !== null && t - last > OFFLINE_AFTER_MS)
      outages.push({ offlineAtMs: last + OFFLINE_AFTER_MS, onlineAtMs: t });
    last = t;
  }
  return outages;
}

/** The state an instrument reports with a batch (the ingestion contract's State). */
export interface ReportedInstrumentState {
  readonly OperationMode?: OperationMode | undefined;
  readonly SensorHealth?: Readonly<Record<string, Health>> | undefined;
}

/**
 * Writes the entries a batch of readings causes, before the batch is stored and in its
 * transaction: the outages it closes (see outagesIn; an offline entry the check already wrote is
 * not written again), the return of an instrument the check saw go offline and that now sends the
 * readings it held, and the changes of operation mode and sensor health its State reports
 * against the stored state. A state is the instrument's state as of the batch's newest reading,
 * so its changes are stamped then. Returns how many entries were written.
 */
export async function recordIngestEvents(
  db: Kysely<Database>,
  instrumentId: number,
  readingTimesMs: readonly number[],
  state: ReportedInstrumentState | undefined,
): Promise<number> {
  const instrument = await instrumentJournalState(db, instrumentId);
  if (!instrument || readingTimesMs.length === 0) return 0;
  const events: InstrumentEvent[] = [];
  const newestMs = readingTimesMs.reduce((a, b) => (b > a ? b : a));
  const outages = outagesIn(instrument.newestReadingMs, readingTimesMs);
  const stored = instrument.newestReadingMs;
  if (
    stored !== null &&
    newestMs > stored &&
    outages[0]?.offlineAtMs !== stored + OFFLINE_AFTER_MS &&
    (await offlineEntryExists(db, instrumentId, new Date(stored + OFFLINE_AFTER_MS)))
  ) {
    // The check saw it go offline, and it now sends what it held meanwhile (no gap in the data):
    // it is back with the batch's newest reading.
    events.push({
      at: new Date(newestMs),
      details: instrumentDetails.backWithHeldData(instrument, newestMs - stored),
    });
  }
  for (const outage of outages) {
    const offlineAt = new Date(outage.offlineAtMs);
    if (!(await offlineEntryExists(db, instrumentId, offlineAt)))
      events.push({ at: offlineAt, details: instrumentDetails.offline(instrument) });
    events.push({
      at: new Date(outage.onlineAtMs),
      details: instrumentDetails.online(
        instrument,
        outage.onlineAtMs - (outage.offlineAtMs - OFFLINE_AFTER_MS),
      ),
    });
  }

  const stateAt = new Date(newestMs);
  if (state?.OperationMode !== undefined && state.OperationMode !== instrument.operation_mode) {
    events.push({
      at: stateAt,
      details: instrumentDetails.operationMode(
        instrument,
        instrument.operation_mode,
        state.OperationMode,
      ),
    });
  }
  const healthChanges = instrument.sensors.flatMap((sensor) => {
    const reported = state?.SensorHealth?.[sensor.code];
    return reported !== undefined && reported !== sensor.health
      ? [{ code: sensor.code, from: sensor.health, to: reported }]
      : [];
  });
  if (healthChanges.length)
    events.push({
      at: stateAt,
      details: instrumentDetails.sensorHealth(instrument, healthChanges),
    });
  return writeEvents(db, instrumentId, events);
}

/**
 * The offline check: writes 'went offline' for every instrument whose newest reading is more
 * than OFFLINE_AFTER_MS old and that was in a project then, once per outage. Run every minute by
 * the job queue; returns how many entries it wrote.
 */
export async function recordOfflineInstruments(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const silent = await silentInstruments(trx, now, OFFLINE_AFTER_MS);
    await insertJournalEntries(
      trx,
      silent.map((instrument) => ({
        projectId: instrument.project_id,
        type: 'Instruments' as const,
        occurredAt: new Date(instrument.last_ts.getTime() + OFFLINE_AFTER_MS),
        details: instrumentDetails.offline(instrument),
        source: 'Connect' as const,
        instrumentId: instrument.id,
      })),
    );
    return silent.length;
  });
}

/**
 * Writes 'lease started' (or 'ended') in the lease's project, in the caller's transaction; for
 * the modules that start, reassign or end leases. Nothing is written for a lease with no project.
 */
export async function recordLeaseEvent(
  db: Kysely<Database>,
  event: {
    readonly kind: 'started' | 'ended';
    readonly instrument: { readonly id: number } & Named;
    readonly projectId: string | null;
    readonly at: Date;
  },
): Promise<void> {
  if (!event.projectId) return;
  await insertJournalEntries(db, [
    {
      projectId: event.projectId,
      type: 'Instruments',
      occurredAt: event.at,
      details:
        event.kind === 'started'
          ? instrumentDetails.leaseStarted(event.instrument)
          : instrumentDetails.leaseEnded(event.instrument),
      source: 'Connect',
      instrumentId: event.instrument.id,
    },
  ]);
}
