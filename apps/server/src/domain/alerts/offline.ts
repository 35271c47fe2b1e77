/**
 * Offline detection for offline event rules (DOMAIN.md "Alerts": "Offline: a source that has sent
 * no data for the chosen offline duration (1–120 min) raises one event per outage and resolves on
 * the next datum."). Pure, no I/O: the job passes the time of the source's newest datum and "now".
 *
 * Decisions:
 * - A source is offline at `now` when now − base ≥ duration, base being the newer of its newest
 *   datum and the moment the rule began watching. "Has sent no data for the chosen offline
 *   duration" holds as soon as that much time has passed without data: the outage starts at the
 *   exact instant the duration runs out (base + duration), which is also the instant the issue
 *   times its 60 s delivery promise from ("within 60 s of its duration running out"). The
 *   instrument marker's online rule (instrument-status.ts, online while ≤ 10 min old) is a display
 *   tolerance, not this rule.
 * - A source that never sent data, or whose newest datum is older than the rule, counts from the
 *   moment the rule began watching (its creation, or the last time it was switched on, passed in
 *   as watchingSince): the rule can only vouch for time it watched, and a rule switched on must not
 *   fire at once for an outage nobody asked it about. It fires after a full duration of watching.
 * - The newest datum is the reading's time (the end of its minute, DOMAIN.md "Site contribution" 1),
 *   as the readings store it; for a source of several instruments or locations, the newest of any.
 * - One event per outage: the event opens on the Online → Offline transition only, and carries the
 *   outage's start (base + duration), which with the rule's id is the event's idempotency key.
 * - The outage resolves when the next datum arrives: the first evaluation at which the source is
 *   no longer offline, which only a newer datum can cause. A late batch of old readings (all still
 *   at least the duration old) keeps the same outage open instead of resolving it and opening a
 *   new one at once; the outage resolves when readings catch up. The resolution time is the time
 *   of that datum.
 * - Outside the activation criteria no outage opens (the state stays Online); if the source is
 *   still offline at the first evaluation inside them, the outage opens then, with its true start.
 *   An open outage resolves whatever the hour: resolving sends nothing.
 */

const MINUTE_MS = 60_000;

/** Where an offline rule stands for one source. */
export type OfflineState =
  | { readonly status: 'Online' }
  | {
      readonly status: 'Offline';
      /** When the outage started: the instant the duration ran out (epoch ms). */
      readonly since: number;
      /** The newest datum before the outage, null when the source never sent one. */
      readonly lastDatumAt: number | null;
    };

/** A new rule (and a rule switched back on): nothing open. */
export const INITIAL_OFFLINE_STATE: OfflineState = { status: 'Online' };

/** What one evaluation of an offline rule needs. */
export interface OfflineInput {
  /** Time of the source's newest datum (epoch ms), null when it never sent one. */
  readonly lastDatumAt: number | null;
  /** When the rule began watching: created, or last switched on (epoch ms). */
  readonly watchingSince: number;
  /** The offline duration in minutes (1, 5, 10, 15, 30, 60 or 120). */
  readonly durationMinutes: number;
  /** The instant evaluated (epoch ms). */
  readonly now: number;
  /** Whether an outage may open now (inside the activation criteria); default true. */
  readonly canOpen?: boolean;
}

/** An outage that opened: the event to record and notify. */
export interface OutageOpened {
  /** When the outage started (the duration ran out); the event's time and idempotency key. */
  readonly since: number;
  /** The newest datum before the outage, null when the source never sent one. */
  readonly lastDatumAt: number | null;
  readonly durationMinutes: number;
}

/** An outage that ended. */
export interface OutageResolved {
  /** When the outage had started. */
  readonly since: number;
  /** The time of the datum that ended it. */
  readonly resolvedAt: number;
}

/** The outcome of one evaluation. */
export interface OfflineStep {
  readonly state: OfflineState;
  /** The outage that opened at this evaluation, if any (at most one per outage). */
  readonly opened: OutageOpened | null;
  /** The outage that this evaluation found ended, if any. */
  readonly resolved: OutageResolved | null;
}

function durationMs(durationMinutes: number): number {
  if (!Number.isFinite(durationMinutes) || durationMinutes <= 0) {
    throw new RangeError(
      `Offline duration must be a positive number of minutes: ${durationMinutes}`,
    );
  }
  return durationMinutes * MINUTE_MS;
}

/**
 * When the source's outage starts (base + duration) given its newest datum and the moment the rule
 * began watching; the source is offline at any instant at or after it.
 */
export function outageStart(
  lastDatumAt: number | null,
  watchingSince: number,
  durationMinutes: number,
): number {
  const base = lastDatumAt === null ? watchingSince : Math.max(lastDatumAt, watchingSince);
  return base + durationMs(durationMinutes);
}

/** Whether the source is offline at `now`: now − base ≥ the duration. */
export function isOfflineAt(
  input: Pick<OfflineInput, 'lastDatumAt' | 'watchingSince' | 'durationMinutes' | 'now'>,
): boolean {
  return input.now >= outageStart(input.lastDatumAt, input.watchingSince, input.durationMinutes);
}

/** Evaluates an offline rule for one source at `now` from its previous state. */
export function stepOffline(state: OfflineState, input: OfflineInput): OfflineStep {
  const offline = isOfflineAt(input);
  if (state.status === 'Offline') {
    const newer =
      input.lastDatumAt !== null &&
      (state.lastDatumAt === null || input.lastDatumAt > state.lastDatumAt);
    // Resolved by the next datum only: an instant evaluated before the outage's start (a dry run
    // at a past time) does not end it.
    if (offline || !newer) return { state, opened: null, resolved: null };
    return {
      state: INITIAL_OFFLINE_STATE,
      opened: null,
      resolved: { since: state.since, resolvedAt: input.lastDatumAt! },
    };
  }
  if (!offline || !(input.canOpen ?? true)) return { state, opened: null, resolved: null };
  const since = outageStart(input.lastDatumAt, input.watchingSince, input.durationMinutes);
  const lastDatumAt = input.lastDatumAt;
  return {
    state: { status: 'Offline', since, lastDatumAt },
    opened: { since, lastDatumAt, durationMinutes: input.durationMinutes },
    resolved: null,
  };
}
