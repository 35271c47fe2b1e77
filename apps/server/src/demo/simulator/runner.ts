import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findInstrumentBySerial, newestReadingTime } from '../../modules/readings/repository';
import { ingestBatch } from '../../modules/readings/service';
import { analyze, demoOrganisationId } from '../repository';
import { simulateMinute, type SimulatedState } from './model';
import { DEMO_SITES, type DemoSite } from './site';

const MINUTE_MS = 60_000;
/** Minutes simulated and stored per batch during a catch-up (one day). */
const CHUNK_MINUTES = 1440;

/** What the runner logs through. */
export interface SimulatorLog {
  info(message: string): void;
  warn(object: unknown, message: string): void;
}

type Instrument = NonNullable<Awaited<ReturnType<typeof findInstrumentBySerial>>>;

/** 12 V lead-acid: 11.8 V flat to 13.8 V full, as a percentage. */
export function batteryPercent(volts: number): number {
  return Math.round(Math.min(100, Math.max(0, ((volts - 11.8) / 2) * 100)));
}

/**
 * Runs the demo simulator: first catches up (the backfill on a new database, or the minutes missed
 * while the server was down, at most `backfillDays`), then stores the minute that just ended every
 * minute. Readings go through the same ingestion as the API (ingestBatch), so rollups and latest
 * values are kept exactly as for a real instrument. Only the demo organisation's instruments are
 * ever written.
 */
export class Simulator {
  private timer: NodeJS.Timeout | null = null;
  private instruments = new Map<string, Instrument>();
  private running: Promise<void> = Promise.resolve();
  /** The minute the first catch-up ran to: live minutes are stored from there on, whatever the backfill. */
  private liveFrom: number | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: SimulatorLog,
    private readonly options: { seed: number; backfillDays: number; now?: () => number },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Loads the demo instruments; false when there is no demo organisation or no demo site. */
  async load(): Promise<boolean> {
    const demoId = await demoOrganisationId(this.db);
    if (!demoId) return false;
    for (const site of DEMO_SITES) {
      for (const location of site.locations) {
        const instrument = await findInstrumentBySerial(this.db, location.instrument.serial);
        if (instrument && instrument.owner_organisation_id === demoId)
          this.instruments.set(instrument.serial, instrument);
      }
    }
    return this.instruments.size > 0;
  }

  /** Simulates and stores every minute of every site from after its last stored reading up to `untilMs`. */
  async catchUp(untilMs: number): Promise<number> {
    const end = Math.floor(untilMs / MINUTE_MS) * MINUTE_MS;
    // Without a backfill (0 days) the minutes since the simulator started are still stored: the
    // window never starts later than the first catch-up's end.
    if (this.liveFrom === null) this.liveFrom = end;
    let stored = 0;
    for (const site of DEMO_SITES) {
      const serials = site.locations
        .map((l) => l.instrument.serial)
        .filter((s) => this.instruments.has(s));
      if (serials.length === 0) continue;
      const last = await this.lastStored(serials);
      const earliest = Math.min(end - this.options.backfillDays * 1440 * MINUTE_MS, this.liveFrom);
      let from = Math.max(last ?? earliest, earliest);
      while (from < end) {
        const to = Math.min(end, from + CHUNK_MINUTES * MINUTE_MS);
        stored += await this.storeRange(site, from, to);
        from = to;
      }
    }
    return stored;
  }

  /** Catches up, then stores each minute as it ends (two seconds after, so clocks can differ). */
  async start(): Promise<void> {
    if (!(await this.load())) {
      this.log.info('simulator: no demo instruments, nothing to simulate');
      return;
    }
    const started = Date.now();
    const stored = await this.catchUp(this.now());
    if (stored > 10_000) await analyze(this.db);
    if (stored)
      this.log.info(
        `simulator: stored ${stored} readings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    this.schedule();
  }

  /** Stops the minute loop and waits for a write in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    const now = this.now();
    const delay = MINUTE_MS - (now % MINUTE_MS) + 2000;
    this.timer = setTimeout(() => {
      this.running = this.catchUp(this.now())
        .then(() => undefined)
        .catch((error: unknown) =>
          this.log.warn(
            { err: error },
            'simulator: storing a minute failed; it is retried next minute',
          ),
        );
      void this.running.finally(() => {
        if (this.timer) this.schedule();
      });
    }, delay);
    this.timer.unref();
  }

  private async lastStored(serials: string[]): Promise<number | null> {
    const ids = serials
      .map((s) => this.instruments.get(s)?.id)
      .filter((id): id is number => id !== undefined);
    return newestReadingTime(this.db, ids);
  }

  /**
   * Simulates the minutes ending in (from, to] and stores them per instrument. A state goes with
   * the batch whose newest reading it describes, so batches end at the range's first minute and
   * at every minute where an instrument's operation mode or sensor health changes: the journal
   * entries the ingestion writes for a change are then stamped with the minute it happened.
   */
  private async storeRange(site: DemoSite, from: number, to: number): Promise<number> {
    type Minute = { time: string; readings: { Sensor: string; Value: number }[] };
    const bySerial = new Map<
      string,
      { minutes: Minute[]; states: (SimulatedState | undefined)[] }
    >();
    for (let t = from + MINUTE_MS; t <= to; t += MINUTE_MS) {
      const minute = simulateMinute(this.options.seed, site, t);
      const time = new Date(t).toISOString();
      const current = new Map<string, Minute>();
      for (const reading of minute.readings) {
        let series = bySerial.get(reading.serial);
        if (!series) bySerial.set(reading.serial, (series = { minutes: [], states: [] }));
        let entry = current.get(reading.serial);
        if (!entry) {
          current.set(reading.serial, (entry = { time, readings: [] }));
          series.minutes.push(entry);
          series.states.push(minute.states.find((state) => state.serial === reading.serial));
        }
        entry.readings.push({ Sensor: reading.sensor, Value: reading.value });
      }
    }
    let stored = 0;
    const now = new Date(Math.max(this.now(), to));
    const aging = site.faults.aging;
    for (const [serial, series] of bySerial) {
      const instrument = this.instruments.get(serial);
      if (!instrument) continue;
      for (const [start, end] of stateBatches(series.states)) {
        const readings = series.minutes
          .slice(start, end)
          .flatMap((m) => m.readings.map((r) => ({ Time: m.time, ...r })));
        const state = series.states[end - 1];
        for (let i = 0; i < readings.length; i += 10_000) {
          const last = i + 10_000 >= readings.length;
          const result = await ingestBatch(
            this.db,
            instrument,
            {
              Readings: readings.slice(i, i + 10_000),
              ...(state && last
                ? {
                    State: {
                      OperationMode: state.operationMode,
                      Battery: batteryPercent(state.battery),
                      // Only the ageing sensor ages; the instrument's others stay Ok.
                      SensorHealth: Object.fromEntries(
                        instrument.sensors.map((s) => [
                          s.code,
                          state.sensorHealth !== 'Ok' &&
                          aging?.serial === serial &&
                          aging.sensor !== s.code
                            ? 'Ok'
                            : state.sensorHealth,
                        ]),
                      ),
                    },
                  }
                : {}),
            },
            now,
          );
          stored += result.Accepted;
        }
      }
    }
    return stored;
  }
}

/**
 * Splits a run of minutes into batches [start, end) that each end at a minute whose state is
 * reported: the first minute, every minute whose operation mode or sensor health differs from
 * the minute before, and the last minute.
 */
export function stateBatches(
  states: readonly (Pick<SimulatedState, 'operationMode' | 'sensorHealth'> | undefined)[],
): [number, number][] {
  const batches: [number, number][] = [];
  let start = 0;
  for (let i = 0; i < states.length; i++) {
    const prev = states[i - 1];
    const here = states[i];
    const changed =
      i === 0 ||
      prev?.operationMode !== here?.operationMode ||
      prev?.sensorHealth !== here?.sensorHealth;
    if (changed && i + 1 > start) {
      batches.push([start, i + 1]);
      start = i + 1;
    }
  }
  if (start < states.length) batches.push([start, states.length]);
  return batches;
}
