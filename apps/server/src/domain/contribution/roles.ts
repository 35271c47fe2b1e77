/**
 * Upwind and downwind roles per minute (DOMAIN.md "Site contribution" 2). Pure, no I/O.
 */
import { angularDistance, normaliseDegrees, type LocationId } from './geometry';

/** Decision of DOMAIN.md: half-width of each side's sector, configurable per contribution. */
export const DEFAULT_HALF_WIDTH_DEGREES = 45;

/** The spec's calm threshold: a speed below this, in the wind sensor's own unit, is calm. */
export const CALM_THRESHOLD = 1;

/** Why a minute has, or has no, roles. */
export type RoleStatus = 'Ok' | 'Calm' | 'NoWind';

/** The roles of one minute; both lists are empty unless status is 'Ok'. */
export interface MinuteRoles {
  status: RoleStatus;
  upwind: LocationId[];
  downwind: LocationId[];
}

/** One minute of the wind source, speed in the sensor's unit, direction the wind blows FROM. */
export interface WindMinute {
  speed: number | null;
  direction: number | null;
}

/** A data source and its bearing from the site centre. */
export interface LocationBearing {
  id: LocationId;
  bearing: number;
}

/** How roles are chosen: from the wind, or pinned by hand. */
export type RoleConfig =
  | { kind: 'Wind'; locations: readonly LocationBearing[]; halfWidthDegrees?: number }
  | { kind: 'Pinned'; upwind: readonly LocationId[]; downwind: readonly LocationId[] };

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Calm when the speed is below CALM_THRESHOLD (0.99 is calm, 1.0 is not). */
export function isCalm(speed: number): boolean {
  return speed < CALM_THRESHOLD;
}

/** The location closest in angle to `axis` among those not excluded; null when none is left. */
function closestTo(
  axis: number,
  locations: readonly LocationBearing[],
  excluded: readonly LocationId[],
): LocationId | null {
  let best: LocationId | null = null;
  let bestDistance = Infinity;
  for (const location of locations) {
    if (excluded.includes(location.id)) continue;
    const distance = angularDistance(location.bearing, axis);
    if (distance < bestDistance) {
      best = location.id;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Roles for wind FROM `windFrom` degrees: downwind when the bearing lies within the half-width of
 * windFrom + 180, upwind within the half-width of windFrom (both inclusive). An empty side takes
 * the single location closest in angle to it, chosen among the locations not already on the other
 * side (decision: a location never plays both roles); ties go to the location listed first.
 */
export function rolesFromWindDirection(
  windFrom: number,
  locations: readonly LocationBearing[],
  halfWidthDegrees: number = DEFAULT_HALF_WIDTH_DEGREES,
): { upwind: LocationId[]; downwind: LocationId[] } {
  const upwindAxis = normaliseDegrees(windFrom);
  const downwindAxis = normaliseDegrees(windFrom + 180);
  const upwind: LocationId[] = [];
  const downwind: LocationId[] = [];
  for (const location of locations) {
    if (angularDistance(location.bearing, downwindAxis) <= halfWidthDegrees) {
      downwind.push(location.id);
    } else if (angularDistance(location.bearing, upwindAxis) <= halfWidthDegrees) {
      upwind.push(location.id);
    }
  }
  if (downwind.length === 0) {
    const fallback = closestTo(downwindAxis, locations, upwind);
    if (fallback !== null) downwind.push(fallback);
  }
  if (upwind.length === 0) {
    const fallback = closestTo(upwindAxis, locations, downwind);
    if (fallback !== null) upwind.push(fallback);
  }
  return { upwind, downwind };
}

/**
 * The roles of one minute. Missing speed or direction → 'NoWind'; calm → 'Calm'; both with no
 * roles. With pinned roles the direction is not needed (decision: a missing wind reading leaves
 * pinned roles in place) but a calm speed still makes the minute 'Calm' with no roles.
 */
export function rolesForMinute(wind: WindMinute, config: RoleConfig): MinuteRoles {
  const none = (status: RoleStatus): MinuteRoles => ({ status, upwind: [], downwind: [] });
  if (config.kind === 'Pinned') {
    if (isNumber(wind.speed) && isCalm(wind.speed)) return none('Calm');
    return { status: 'Ok', upwind: [...config.upwind], downwind: [...config.downwind] };
  }
  if (!isNumber(wind.speed) || !isNumber(wind.direction)) return none('NoWind');
  if (isCalm(wind.speed)) return none('Calm');
  const roles = rolesFromWindDirection(wind.direction, config.locations, config.halfWidthDegrees);
  return { status: 'Ok', ...roles };
}
