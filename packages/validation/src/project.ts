import { z } from 'zod';
import { fail, type ValidationError } from './messages';
import { parseNumberInput } from './number';
import { addValidationIssue } from './zod-issues';

/** Longest project name (spec 03 §5, §9). */
export const PROJECT_NAME_MAX_LENGTH = 200;

/** The special characters a project name may hold besides letters, digits and spaces, as the message lists them. */
export const PROJECT_NAME_SPECIAL_CHARACTERS = '- _ ( ) & ? | #';

// Letters of any script (with their combining marks, which scripts such as Devanagari need to
// write a letter), digits, spaces and the listed special characters.
const PROJECT_NAME_PATTERN = /^[\p{L}\p{M}\p{N} \-_()&?|#]*$/u;

/**
 * Validates a project name: not blank ('A project must have a name'), at most 200 characters
 * counted as code points, and only letters, digits, spaces and - _ ( ) & ? | #. Null when valid.
 */
export function validateProjectName(value: string | null | undefined): ValidationError | null {
  const name = value ?? '';
  if (name.trim() === '') return fail('project.nameRequired');
  if (Array.from(name).length > PROJECT_NAME_MAX_LENGTH) {
    return fail('project.nameTooLong', { max: PROJECT_NAME_MAX_LENGTH });
  }
  return PROJECT_NAME_PATTERN.test(name)
    ? null
    : fail('project.nameCharacters', { characters: PROJECT_NAME_SPECIAL_CHARACTERS });
}

/** A point on the map in decimal degrees. */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

function isLatitude(value: number): boolean {
  return value >= -90 && value <= 90;
}

function isLongitude(value: number): boolean {
  return value >= -180 && value <= 180;
}

/** Checks a latitude (-90..90) and a longitude (-180..180), both inclusive; null when valid. */
export function validateCoordinates(latitude: number, longitude: number): ValidationError | null {
  if (!Number.isFinite(latitude) || !isLatitude(latitude)) return fail('coordinates.latitudeRange');
  if (!Number.isFinite(longitude) || !isLongitude(longitude)) {
    return fail('coordinates.longitudeRange');
  }
  return null;
}

/** How parseCoordinates reads the two numbers. */
export interface ParseCoordinatesOptions {
  /** Default true: when the first number cannot be a latitude but the second can, they are swapped. */
  readonly tryBothOrders?: boolean;
}

/**
 * Reads 'lat, lng' as the map search does (spec 03 §5): two numbers separated by one comma, spaces
 * around them ignored. Latitude must be -90..90 and longitude -180..180; both orders are tried, so
 * '151.2, -33.8' is read as latitude -33.8, longitude 151.2.
 */
export function parseCoordinates(
  text: string | null | undefined,
  options: ParseCoordinatesOptions = {},
): Coordinates | ValidationError {
  const parts = (text ?? '').split(',');
  if (parts.length !== 2) return fail('coordinates.invalid');
  const [first, second] = parts.map((part) => parseNumberInput(part));
  // An empty part parses to a failure too, so only two real numbers get past this.
  if (typeof first !== 'number' || typeof second !== 'number') return fail('coordinates.invalid');
  const swap = (options.tryBothOrders ?? true) && !isLatitude(first) && isLatitude(second);
  const latitude = swap ? second : first;
  const longitude = swap ? first : second;
  return validateCoordinates(latitude, longitude) ?? { latitude, longitude };
}

/** The project details form (create and settings). */
export interface ProjectFormInput {
  readonly name?: string | null;
  readonly organisation?: string | null;
  readonly location?: Coordinates | null;
  readonly timeZoneId?: string | null;
  /** The server's canChangeOrganisation; anything but true locks an existing project's organisation. */
  readonly canChangeOrganisation?: boolean;
  /** The saved organisation of an existing project; undefined for a new project. */
  readonly originalOrganisation?: string;
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/**
 * Every failure of the project form, in field order: name, organisation (required; unchanged
 * unless canChangeOrganisation is true), location (required, within range), timezone. Empty when valid.
 */
export function validateProjectForm(input: ProjectFormInput): ValidationError[] {
  const errors: ValidationError[] = [];
  const nameError = validateProjectName(input.name);
  if (nameError) errors.push(nameError);
  if (isBlank(input.organisation)) errors.push(fail('project.organisationRequired'));
  else if (
    input.originalOrganisation !== undefined &&
    input.organisation !== input.originalOrganisation &&
    input.canChangeOrganisation !== true
  ) {
    errors.push(fail('project.organisationLocked'));
  }
  if (!input.location) errors.push(fail('project.locationRequired'));
  else {
    const locationError = validateCoordinates(input.location.latitude, input.location.longitude);
    if (locationError) errors.push(locationError);
  }
  if (isBlank(input.timeZoneId)) errors.push(fail('project.timeZoneRequired'));
  return errors;
}

/** Time zone adjustment of the project settings payload (foundation §3.3). */
export const TIME_ZONE_ADJUSTMENTS = ['None', 'SummerTimeAdjusted'] as const;

const wireLocationSchema = z.object({ Latitude: z.number(), Longitude: z.number() });

type WireLocation = z.infer<typeof wireLocationSchema>;

interface WireProjectFields {
  readonly Name?: string | null;
  readonly Location?: WireLocation | null;
  readonly Organisation?: string | null;
  readonly TimeZoneId?: string | null;
}

/** The body field each project failure belongs to. */
function projectIssuePath(error: ValidationError): string[] {
  if (error.code.startsWith('project.name')) return ['Name'];
  if (error.code.startsWith('project.organisation')) return ['Organisation'];
  if (error.code === 'project.timeZoneRequired') return ['TimeZoneId'];
  return ['Location'];
}

function addProjectIssues(
  ctx: z.RefinementCtx,
  body: WireProjectFields,
  withOrganisation: boolean,
): void {
  const errors = validateProjectForm({
    name: body.Name,
    organisation: body.Organisation,
    location: body.Location
      ? { latitude: body.Location.Latitude, longitude: body.Location.Longitude }
      : null,
    timeZoneId: body.TimeZoneId,
  });
  for (const error of errors) {
    // The settings payload carries no organisation, so none of its rules apply there.
    if (!withOrganisation && error.code.startsWith('project.organisation')) continue;
    addValidationIssue(ctx, error, projectIssuePath(error));
  }
}

/** Schema of the POST /v0.1/Projects body; rules in validateProjectForm. */
export const createProjectSchema = z
  .object({
    Name: z.string().nullish(),
    Location: wireLocationSchema.nullish(),
    Organisation: z.string().nullish(),
    SummerTimeAdjusted: z.boolean(),
    TimeZoneId: z.string().nullish(),
  })
  .superRefine((body, ctx) => addProjectIssues(ctx, body, true));

/** Schema of the PUT /v0.1/project/{id}/settings body; rules in validateProjectForm. */
export const projectSettingsSchema = z
  .object({
    Name: z.string().nullish(),
    Location: wireLocationSchema.nullish(),
    TimeZoneId: z.string().nullish(),
    TimeZoneAdjustment: z.enum(TIME_ZONE_ADJUSTMENTS),
  })
  .superRefine((body, ctx) => addProjectIssues(ctx, body, false));
