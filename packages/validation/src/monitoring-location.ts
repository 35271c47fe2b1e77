import { fail, type ValidationError } from './messages';
import { parseCoordinates, validateCoordinates, type Coordinates } from './project';
import { isValidationError } from './result';

/**
 * The characters a monitoring location name may hold besides letters and digits, as the helper
 * text lists them (spec 03 §5): a space, then _ - | ^. The space is why the message shows two.
 */
export const MONITORING_LOCATION_NAME_SPECIAL_CHARACTERS = ' _-|^';

// Letters of any script (with their combining marks) and digits, as for project names.
const MONITORING_LOCATION_NAME_PATTERN = /^[\p{L}\p{M}\p{N} _\-|^]*$/u;

/**
 * Checks the characters of a monitoring location name: letters, digits, spaces and _ - | ^ only.
 * A blank name is not judged here: the create and update rules report it with their own messages.
 */
export function validateMonitoringLocationName(
  value: string | null | undefined,
): ValidationError | null {
  return MONITORING_LOCATION_NAME_PATTERN.test(value ?? '')
    ? null
    : fail('monitoringLocation.nameCharacters', {
        characters: MONITORING_LOCATION_NAME_SPECIAL_CHARACTERS,
      });
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** The body of POST /v0.1/monitoringlocations. */
export interface CreateMonitoringLocationBody {
  readonly Name?: string | null;
  readonly Location?: { readonly Latitude: number; readonly Longitude: number } | null;
  readonly ProjectId?: string | number | null;
}

/**
 * Validates a location creation, first failure wins: 'Location and name are required' for a blank
 * name or no location, 'Missing required fields' without a project, then the name's characters,
 * then the coordinate ranges. Null when valid.
 */
export function validateCreateMonitoringLocation(
  body: CreateMonitoringLocationBody,
): ValidationError | null {
  if (isBlank(body.Name) || !body.Location) return fail('monitoringLocation.createRequired');
  if (body.ProjectId === null || body.ProjectId === undefined || body.ProjectId === '') {
    return fail('common.missingRequiredFields');
  }
  return (
    validateMonitoringLocationName(body.Name) ??
    validateCoordinates(body.Location.Latitude, body.Location.Longitude)
  );
}

/**
 * Reads the 'lat,lng' Location string of PUT /v0.1/monitoring-locations/{id}: latitude first,
 * never swapped, with the map search's ranges.
 */
export function parseLocationString(
  text: string | null | undefined,
): Coordinates | ValidationError {
  return parseCoordinates(text, { tryBothOrders: false });
}

/** The body of PUT /v0.1/monitoring-locations/{monlocId}. */
export interface UpdateMonitoringLocationBody {
  readonly Name?: string | null;
  /** 'lat,lng'. */
  readonly Location?: string | null;
}

/**
 * Validates a location update, first failure wins: 'Monitoring location name or location is
 * missing' for a blank name or location, then the name's characters, then the Location string.
 */
export function validateUpdateMonitoringLocation(
  body: UpdateMonitoringLocationBody,
): ValidationError | null {
  if (isBlank(body.Name) || isBlank(body.Location))
    return fail('monitoringLocation.updateRequired');
  const nameError = validateMonitoringLocationName(body.Name);
  if (nameError) return nameError;
  const location = parseLocationString(body.Location);
  return isValidationError(location) ? location : null;
}

/** A location can be hidden only while no instrument is attached (spec 03 §4). */
export function canHideLocation(location: { readonly attachedInstrumentCount: number }): boolean {
  return location.attachedInstrumentCount === 0;
}

/** A hidden location cannot be edited (spec 03 §4). */
export function canEditLocation(location: { readonly isHidden: boolean }): boolean {
  return !location.isHidden;
}

/** Coordinates are editable only on an editable location the server reports updatable (spec 03 §4). */
export function canEditLocationCoordinates(location: {
  readonly isHidden: boolean;
  readonly isLocationUpdatable: boolean;
}): boolean {
  return canEditLocation(location) && location.isLocationUpdatable;
}

/** A location can be deleted only if no instrument was ever attached to it (spec 03 §4). */
export function canDeleteLocation(location: { readonly everAttached: boolean }): boolean {
  return !location.everAttached;
}

/** A call of an instrument's location change. */
export type InstrumentAssignmentStep = 'detach' | 'attach';

function isPresent(id: string | number | null | undefined): id is string | number {
  return id !== null && id !== undefined && id !== '';
}

/**
 * The calls that move an instrument from one location to another (spec 03 §4): both present
 * detach then attach; old only detach; new only attach; none, or the same location, nothing.
 */
export function instrumentAssignmentSteps(
  oldLocationId: string | number | null | undefined,
  newLocationId: string | number | null | undefined,
): InstrumentAssignmentStep[] {
  const hasOld = isPresent(oldLocationId);
  const hasNew = isPresent(newLocationId);
  if (hasOld && hasNew)
    return String(oldLocationId) === String(newLocationId) ? [] : ['detach', 'attach'];
  if (hasOld) return ['detach'];
  if (hasNew) return ['attach'];
  return [];
}
