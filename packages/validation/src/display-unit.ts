import { z } from 'zod';
import { fail, type ValidationError } from './messages';
import { parseNumberInput } from './number';
import { addValidationIssue } from './zod-issues';

/** Sensor group categories; only Gas converts between ppm and mg/m³. 'Other' covers any category the server adds. */
export type SensorCategory = 'Gas' | 'Particulate' | 'Met' | 'Other';

/** One entry of AllowedUnitsWithMaximumDecimalPlace (spec 03 §3 'Project sensor group'). */
export type AllowedUnit = { DisplayUnits: string; MaximumDecimalPlace: number };

/** How long the factor input waits after the last keystroke before saving (spec 03 §9). */
export const FACTOR_DEBOUNCE_MS = 1500;

/** Decimals the factor is shown with (spec 03 §2 'Display settings tab'). */
export const FACTOR_DISPLAY_DECIMALS = 4;

/** Temperature of the STP the ppm -> mg/m³ factor assumes, in °C (stated in the factor tooltip). */
export const STP_TEMPERATURE_CELSIUS = 0;

/** Pressure of the STP the ppm -> mg/m³ factor assumes, in kPa (stated in the factor tooltip). */
export const STP_PRESSURE_KPA = 101.325;

/** A display-unit row as the table edits it; the factor is what the number input holds. */
export interface DisplayUnitRow {
  name: string;
  category: SensorCategory;
  displayUnit: string;
  decimalPlaces: number | string | null;
  ppmToMgm3Factor: number | string | null | undefined;
  allowedUnits: readonly AllowedUnit[];
}

/** The highest decimal place the unit allows, or null when the unit is not among the allowed ones. */
function maximumDecimalPlace(unit: string, allowed: readonly AllowedUnit[]): number | null {
  const match = allowed.find((entry) => entry.DisplayUnits === unit);
  if (!match) return null;
  // Server data: guard against a negative or fractional maximum rather than offer odd options.
  return Math.max(0, Math.floor(match.MaximumDecimalPlace));
}

/** The decimal-place options of a unit, 0 to its maximum; empty while the unit is not an allowed one. */
export function decimalPlaceOptions(unit: string, allowed: readonly AllowedUnit[]): number[] {
  const max = maximumDecimalPlace(unit, allowed);
  if (max === null) return [];
  return Array.from({ length: max + 1 }, (_, index) => index);
}

/**
 * Caps decimal places at the maximum of the chosen unit (and at 0 from below), so that changing
 * the unit drops a now too precise choice to the new maximum. An unknown unit leaves the value as is.
 */
export function clampDecimalPlaces(
  decimals: number,
  unit: string,
  allowed: readonly AllowedUnit[],
): number {
  const max = maximumDecimalPlace(unit, allowed);
  if (max === null) return decimals;
  const whole = Number.isFinite(decimals) ? Math.floor(decimals) : 0;
  return Math.min(Math.max(whole, 0), max);
}

/** Whether the ppm -> mg/m³ factor can be edited for a category: gases only. */
export function isFactorEditable(category: SensorCategory): boolean {
  return category === 'Gas';
}

/** The factor as the table shows it (4 decimals); empty when there is no factor. */
export function formatFactor(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toFixed(FACTOR_DISPLAY_DECIMALS);
}

function isBlank(value: number | string | null | undefined): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** Validates a display-unit row before it is saved automatically; the first failing rule, or null. */
export function validateDisplayUnitRow(row: DisplayUnitRow): ValidationError | null {
  if (row.name.trim() === '') return fail('displayUnit.nameRequired');
  if (row.displayUnit.trim() === '') return fail('displayUnit.unitRequired');
  const max = maximumDecimalPlace(row.displayUnit, row.allowedUnits);
  if (max === null) return fail('displayUnit.unitNotAllowed', { unit: row.displayUnit });

  const decimals = parseNumberInput(row.decimalPlaces, { min: 0, max });
  if (typeof decimals !== 'number' || !Number.isInteger(decimals)) {
    return fail('displayUnit.decimalPlaces', { max });
  }

  if (isFactorEditable(row.category)) {
    const factor = parseNumberInput(row.ppmToMgm3Factor, { min: 0, minInclusive: false });
    if (typeof factor !== 'number') return fail('displayUnit.factorInvalid');
  } else if (!isBlank(row.ppmToMgm3Factor)) {
    return fail('displayUnit.factorGasOnly');
  }
  return null;
}

/** What the form needs besides the payload to judge a sensor group update. */
export interface SensorGroupContext {
  name: string;
  category: SensorCategory;
  allowedUnits: readonly AllowedUnit[];
}

/**
 * Schema of the PUT .../sensor-groups/{name} payload (Units, DecimalPlaces, PpmToMgm3Factor). It is
 * built per row because the allowed units and the gas-only factor depend on the sensor group.
 */
export function sensorGroupUpdateSchema(context: SensorGroupContext) {
  return z
    .object({
      Units: z.string(),
      DecimalPlaces: z.union([z.number(), z.string()]).nullable(),
      PpmToMgm3Factor: z.union([z.number(), z.string()]).nullish(),
    })
    .superRefine((payload, ctx) => {
      const error = validateDisplayUnitRow({
        ...context,
        displayUnit: payload.Units,
        decimalPlaces: payload.DecimalPlaces,
        ppmToMgm3Factor: payload.PpmToMgm3Factor,
      });
      if (!error) return;
      addValidationIssue(ctx, error, issuePath(error));
    });
}

/** The payload field a row failure belongs to, so the form can show it beside the right input. */
function issuePath(error: ValidationError): string[] {
  switch (error.code) {
    case 'displayUnit.decimalPlaces':
      return ['DecimalPlaces'];
    case 'displayUnit.factorInvalid':
    case 'displayUnit.factorGasOnly':
      return ['PpmToMgm3Factor'];
    case 'displayUnit.nameRequired':
      // The name is not part of the payload: the failure belongs to the whole row.
      return [];
    default:
      return ['Units'];
  }
}
