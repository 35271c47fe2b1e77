/**
 * Instantaneous contribution c(t) (DOMAIN.md "Site contribution" 3). Pure, no I/O.
 */
import type { LocationId } from './geometry';
import { rolesForMinute, type MinuteRoles, type RoleConfig, type WindMinute } from './roles';

/** Value of each location in one minute; a missing, null or non-finite value is not valid. */
export type MinuteValues = ReadonlyMap<LocationId, number | null>;

/** One minute's contribution with the values it was made of. */
export interface InstantaneousResult {
  /** Null when either side has no valid value, or the minute has no roles. */
  value: number | null;
  downwindMax: number | null;
  upwindMean: number | null;
}

function validValues(ids: readonly LocationId[], values: MinuteValues): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const value = values.get(id);
    if (typeof value === 'number' && Number.isFinite(value)) out.push(value);
  }
  return out;
}

/** c(t) = max of the valid downwind values − mean of the valid upwind values; negatives kept. */
export function instantaneousContribution(
  roles: Pick<MinuteRoles, 'upwind' | 'downwind'>,
  values: MinuteValues,
): InstantaneousResult {
  const down = validValues(roles.downwind, values);
  const up = validValues(roles.upwind, values);
  const downwindMax = down.length === 0 ? null : Math.max(...down);
  const upwindMean = up.length === 0 ? null : up.reduce((sum, v) => sum + v, 0) / up.length;
  const value = downwindMax === null || upwindMean === null ? null : downwindMax - upwindMean;
  return { value, downwindMax, upwindMean };
}

/** Everything the wind and the readings say about one minute. */
export interface MinuteInput {
  /** Epoch ms at the END of the minute. */
  t: number;
  wind: WindMinute;
  values: MinuteValues;
}

/** One minute of the contribution: its roles, their status and c(t). */
export interface ContributionMinute extends MinuteRoles, InstantaneousResult {
  t: number;
}

/** Roles and c(t) for each minute, in input order; a minute without roles has a null c(t). */
export function instantaneousSeries(
  minutes: readonly MinuteInput[],
  config: RoleConfig,
): ContributionMinute[] {
  return minutes.map(({ t, wind, values }) => {
    const roles = rolesForMinute(wind, config);
    const result: InstantaneousResult =
      roles.status === 'Ok'
        ? instantaneousContribution(roles, values)
        : { value: null, downwindMax: null, upwindMean: null };
    return { t, ...roles, ...result };
  });
}
