/**
 * How each contribution type drives the engine: its averaging method and window, and the default
 * action levels of DOMAIN.md (prefilled, editable by the user). Pure, no I/O.
 */
import type { ContributionType } from '@aq/validation/contribution';
import type { ContributionAveragingMethod } from './modes';

/** The averaging the engine applies to one contribution. */
export interface EngineAveraging {
  method: ContributionAveragingMethod;
  windowMinutes: number;
}

/**
 * 1466: rolling with recovery (RecoveryRolling after gaps); NJ PAM: clock-aligned blocks; DER-10
 * and generic: rolling. The window is the contribution's averaging period (1466 120, DER-10 and
 * NJ PAM 15 by preset, generic the user's).
 */
export function engineAveraging(type: ContributionType, periodMinutes: number): EngineAveraging {
  if (!Number.isInteger(periodMinutes) || periodMinutes < 1) {
    throw new RangeError(`Averaging period must be whole minutes ≥ 1, got ${periodMinutes}`);
  }
  const method: ContributionAveragingMethod =
    type === 'FourteenSixtySix' ? 'RollingWithRecovery' : type === 'NjPam' ? 'Block' : 'Rolling';
  return { method, windowMinutes: periodMinutes };
}

/** Default action levels of one pollutant, in the catalogue unit, lowest first. */
export interface DefaultActionLevels {
  sensorCode: string;
  units: string;
  levels: readonly number[];
}

/**
 * DOMAIN.md defaults: 1466 PM10 > 25 µg/m³; DER-10 PM10 > 100 then > 150 µg/m³ and VOC > 5 then
 * > 25 ppm; NJ PAM and generic levels are site-specific, so none.
 */
export const DEFAULT_ACTION_LEVELS: Readonly<
  Record<ContributionType, readonly DefaultActionLevels[]>
> = {
  FourteenSixtySix: [{ sensorCode: 'PM10', units: 'µg/m³', levels: [25] }],
  Der10: [
    { sensorCode: 'PM10', units: 'µg/m³', levels: [100, 150] },
    { sensorCode: 'VOC', units: 'ppm', levels: [5, 25] },
  ],
  NjPam: [],
  Generic: [],
};
