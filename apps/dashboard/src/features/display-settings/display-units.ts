import type { ProjectSensorGroup } from '@aq/api';
import {
  clampDecimalPlaces,
  formatFactor,
  isFactorEditable,
  validateDisplayUnitRow,
} from '@aq/validation/display-unit';
import type { ValidationError } from '@aq/validation/messages';
import { parseNumberInput } from '@aq/validation/number';
import type { z } from 'zod';

/** A sensor group as the server sends it (projects §3 'Project sensor group'). */
export type SensorGroup = z.infer<typeof ProjectSensorGroup>;

/** What a row shows while the user edits it, before the server has the change. */
export interface RowDraft {
  unit: string;
  decimals: number;
  /** The factor as typed (empty for groups other than Gas). */
  factorText: string;
}

/** The saved values of a group as a draft: the factor shown to 4 decimals (projects §2). */
export function draftOf(group: SensorGroup): RowDraft {
  return {
    unit: group.DisplayUnit,
    decimals: group.DecimalPlace,
    factorText: isFactorEditable(group.Category) ? formatFactor(group.PpmToMgm3Factor) : '',
  };
}

/**
 * A new display unit: the decimal places drop to the new unit's maximum when they exceed it
 * (projects §5), so µg/m³ at 2 places becomes mg/m³ at that unit's maximum if it is lower.
 */
export function withUnit(group: SensorGroup, draft: RowDraft, unit: string): RowDraft {
  return {
    ...draft,
    unit,
    decimals: clampDecimalPlaces(draft.decimals, unit, group.AllowedUnitsWithMaximumDecimalPlace),
  };
}

/** The body of PUT .../sensor-groups/{name}. */
export interface SensorGroupBody {
  Units: string;
  DecimalPlaces: number;
  PpmToMgm3Factor: number | null;
}

/**
 * What saving a draft would send, or the first rule it breaks (projects §5: name and unit set,
 * decimal places 0 to the unit's maximum, for Gas a factor greater than 0, no factor otherwise).
 */
export function rowPayload(
  group: SensorGroup,
  draft: RowDraft,
): { body: SensorGroupBody; error: null } | { body: null; error: ValidationError } {
  const gas = isFactorEditable(group.Category);
  const error = validateDisplayUnitRow({
    name: group.SensorGroupName,
    category: group.Category,
    displayUnit: draft.unit,
    decimalPlaces: draft.decimals,
    ppmToMgm3Factor: gas ? draft.factorText : null,
    allowedUnits: group.AllowedUnitsWithMaximumDecimalPlace,
  });
  if (error) return { body: null, error };
  const factor = gas ? parseNumberInput(draft.factorText, { min: 0, minInclusive: false }) : null;
  return {
    body: {
      Units: draft.unit,
      DecimalPlaces: draft.decimals,
      PpmToMgm3Factor: typeof factor === 'number' ? factor : null,
    },
    error: null,
  };
}

/**
 * Whether a valid draft says what the server already has, so nothing needs saving. The factor
 * compares as shown (4 decimals): retyping the shown value is no change.
 */
export function isSaved(group: SensorGroup, body: SensorGroupBody): boolean {
  return (
    body.Units === group.DisplayUnit &&
    body.DecimalPlaces === group.DecimalPlace &&
    formatFactor(body.PpmToMgm3Factor) === formatFactor(group.PpmToMgm3Factor)
  );
}

/** The filter choices of the toolbar; 'all' means the filter is off. */
export interface DisplayUnitFilters {
  category: 'all' | SensorGroup['Category'];
  status: 'all' | 'active' | 'inactive';
  configuration: 'all' | 'default' | 'custom';
}

export const NO_FILTERS: DisplayUnitFilters = {
  category: 'all',
  status: 'all',
  configuration: 'all',
};

/** Active when the project has received data for the group (DataStatus), else Inactive. */
export function isActive(group: SensorGroup): boolean {
  return group.DataStatus === 'DataReceived';
}

/** The groups the three dropdown filters let through (the search is the table's own). */
export function filterGroups(
  groups: readonly SensorGroup[],
  filters: DisplayUnitFilters,
): SensorGroup[] {
  return groups.filter(
    (group) =>
      (filters.category === 'all' || group.Category === filters.category) &&
      (filters.status === 'all' || (filters.status === 'active') === isActive(group)) &&
      (filters.configuration === 'all' || (filters.configuration === 'custom') === group.IsCustom),
  );
}

/** The categories present, in the contract's order, for the Category filter. */
export function presentCategories(groups: readonly SensorGroup[]): SensorGroup['Category'][] {
  const order: SensorGroup['Category'][] = ['Gas', 'Particulate', 'Met', 'Other'];
  return order.filter((category) => groups.some((group) => group.Category === category));
}

/** A project the import can copy from. */
export interface ImportSource {
  Id: string;
  Name: string;
}

/**
 * The projects offered by the import modal: the organisation's other projects the user can open,
 * by name, never the current one (projects §2 'Import measurement units').
 */
export function importSources(
  projects: readonly (ImportSource & {
    CanAccessProject: boolean;
    IsUnlicensedInstrumentsProject?: boolean;
  })[],
  currentProjectId: string,
): ImportSource[] {
  return projects
    .filter(
      (project) =>
        project.Id !== currentProjectId &&
        project.CanAccessProject &&
        !project.IsUnlicensedInstrumentsProject,
    )
    .map(({ Id, Name }) => ({ Id, Name }))
    .sort((a, b) => a.Name.localeCompare(b.Name) || a.Id.localeCompare(b.Id));
}
