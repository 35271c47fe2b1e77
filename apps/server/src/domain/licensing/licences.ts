// The licence state of a project from its licence rows (migration 0018), at an instant. The same
// rule as modules/licensing/access.ts (the agreed one): a row licenses at t when it has started
// (start_date NULL or ≤ t) and has not expired (expiry_date NULL or > t), or it is a trial that is
// converting to paid (which becomes paid at its expiry).

/** A stored licence as the rules read it. */
export interface LicenceRow {
  id: string;
  projectId: string;
  subscriptionId: string | null;
  isTrial: boolean;
  startDate: Date | null;
  expiryDate: Date | null;
  converting: boolean;
  convertedAt: Date | null;
}

export type TrialStatusValue = 'NoTrial' | 'ActiveTrial' | 'ConvertingTrial';

function started(row: LicenceRow, t: number): boolean {
  return row.startDate === null || row.startDate.getTime() <= t;
}

function notExpired(row: LicenceRow, t: number): boolean {
  return row.expiryDate === null || row.expiryDate.getTime() > t;
}

/** Whether this one row licenses its project at t. */
export function licencesAt(row: LicenceRow, t: Date): boolean {
  const ms = t.getTime();
  return started(row, ms) && (notExpired(row, ms) || (row.isTrial && row.converting));
}

/** The trial of a project that is running at t (started, not yet expired). */
export function liveTrial(rows: readonly LicenceRow[], t: Date): LicenceRow | undefined {
  const ms = t.getTime();
  return rows.find((row) => row.isTrial && started(row, ms) && notExpired(row, ms));
}

/** The paid licence in force at t (started, not expired), preferring one with no end. */
export function currentPaid(rows: readonly LicenceRow[], t: Date): LicenceRow | undefined {
  const ms = t.getTime();
  const live = rows.filter((row) => !row.isTrial && started(row, ms) && notExpired(row, ms));
  return live.find((row) => row.expiryDate === null) ?? live[0];
}

/**
 * Paid licences that continue past the next renewal: no expiry date, started or starting later
 * (a converting trial's paid licence starts when the trial ends). These are what a renewal bills.
 */
export function continuingPaid(rows: readonly LicenceRow[]): LicenceRow[] {
  return rows.filter((row) => !row.isTrial && row.expiryDate === null);
}

/** What the subscription details say of one project (spec 03 §3). */
export interface ProjectLicenceState {
  isActive: boolean;
  expiryDate: Date | null;
  subscriptionId: string | null;
  trialStatus: TrialStatusValue;
  trialAvailable: boolean;
}

/**
 * A project's state at `now`: active when any row licenses it; ExpiryDate the running trial's end,
 * else the end of a paid licence removed at renewal; the trial status of a running trial; a trial
 * is available when the project never had one.
 */
export function projectLicenceState(rows: readonly LicenceRow[], now: Date): ProjectLicenceState {
  const trial = liveTrial(rows, now);
  const paid = currentPaid(rows, now);
  const isActive = rows.some((row) => licencesAt(row, now));
  const trialAvailable = !rows.some((row) => row.isTrial);
  if (trial) {
    return {
      isActive,
      expiryDate: trial.expiryDate,
      subscriptionId: trial.subscriptionId,
      trialStatus: trial.converting ? 'ConvertingTrial' : 'ActiveTrial',
      trialAvailable,
    };
  }
  return {
    isActive,
    expiryDate: isActive ? (paid?.expiryDate ?? null) : null,
    subscriptionId: isActive ? (paid?.subscriptionId ?? null) : null,
    trialStatus: 'NoTrial',
    trialAvailable,
  };
}
