import {
  addValidationIssue,
  isValidationError,
  parseLocationString,
  validateCreateMonitoringLocation,
  validateUpdateMonitoringLocation,
  type ValidationError,
} from '@aq/validation';
import { z } from 'zod';
import { LeaseStatus, MarkerStatus } from '../common/enums';
import {
  Id,
  IdList,
  IsoDateTime,
  LocationChannelValue,
  MonitoringLocation,
} from '../common/schemas';

/** The body field a monitoring location failure belongs to (none for 'name and location required'). */
function locationIssuePath(error: ValidationError): string[] {
  if (error.code === 'monitoringLocation.nameCharacters') return ['Name'];
  if (error.code.startsWith('coordinates.')) return ['Location'];
  if (error.code === 'common.missingRequiredFields') return ['ProjectId'];
  return [];
}

/**
 * Body of PUT /v0.1/monitoring-locations/{monlocId}: Name and Location as 'lat,lng' (latitude
 * first). The rules are @aq/validation's validateUpdateMonitoringLocation; once valid, the parsed
 * body carries the trimmed name and Location as Latitude and Longitude.
 */
export const UpdateMonitoringLocationRequest = z
  .object({
    Name: z.string().max(200).nullish(),
    Location: z.string().max(100).nullish(),
  })
  .superRefine((body, ctx) => {
    const error = validateUpdateMonitoringLocation(body);
    if (error) addValidationIssue(ctx, error, locationIssuePath(error));
  })
  .transform((body, ctx) => {
    const location = parseLocationString(body.Location);
    if (isValidationError(location)) {
      addValidationIssue(ctx, location, ['Location']);
      return z.NEVER;
    }
    return {
      Name: (body.Name ?? '').trim(),
      Location: { Latitude: location.latitude, Longitude: location.longitude },
    };
  });

/**
 * Body of POST .../attachMonitor (not shown in the spec: ours): the monitor to attach and when the
 * attachment starts (absent: now).
 */
export const AttachMonitorRequest = z.object({ MonitorId: Id, AttachTime: IsoDateTime.optional() });

/**
 * Body of POST .../detachMonitor (not shown in the spec: ours): the monitor to detach and when the
 * attachment ends (absent: now).
 */
export const DetachMonitorRequest = z.object({ MonitorId: Id, DetachTime: IsoDateTime.optional() });

/** Answer of GET .../editable-status: whether the coordinates may still change (no data recorded). */
export const MonitoringLocationEditableStatus = z.object({ IsLocationUpdatable: z.boolean() });

/** Query of GET /v0.1/monitoringlocations. */
export const MonitoringLocationsQuery = z.object({ projectId: Id });

/** Answer of GET /v0.1/monitoringlocations (the envelope is ours): active and hidden locations. */
export const MonitoringLocationList = z.object({ Items: z.array(MonitoringLocation) });

/**
 * Body of POST /v0.1/monitoringlocations: Location (Latitude, Longitude), Name and ProjectId. The
 * rules are @aq/validation's validateCreateMonitoringLocation ('Location and name are required'
 * first); once valid, the parsed body has every field set and the name trimmed.
 */
export const CreateMonitoringLocationRequest = z
  .object({
    Name: z.string().max(200).nullish(),
    Location: z.object({ Latitude: z.number(), Longitude: z.number() }).nullish(),
    ProjectId: z.string().max(200).nullish(),
  })
  .superRefine((body, ctx) => {
    const error = validateCreateMonitoringLocation(body);
    if (error) addValidationIssue(ctx, error, locationIssuePath(error));
  })
  .transform((body) => ({
    Name: (body.Name ?? '').trim(),
    Location: body.Location ?? { Latitude: 0, Longitude: 0 },
    ProjectId: body.ProjectId ?? '',
  }));

/** A lease of an instrument (projects §3 'Monitor in project'); EndDate null while it runs. */
export const MonitorLease = z.object({
  Id,
  Status: LeaseStatus,
  StartDate: IsoDateTime,
  EndDate: IsoDateTime.nullable(),
});

/**
 * A monitor in a project (projects §3): MonitoringLocationId null when not attached, Lease null when
 * the instrument has none. A terminated lease cannot be reassigned.
 */
export const MonitorInProject = z.object({
  MonitorId: Id,
  MonitorSerial: z.string(),
  MonitorName: z.string(),
  MonitoringLocationId: Id.nullable(),
  IsOnline: z.boolean(),
  Lease: MonitorLease.nullable(),
});

/** Answer of GET /v0.1/projects/{projectId}/monitors (the envelope is ours). */
export const ProjectMonitorList = z.object({ Items: z.array(MonitorInProject) });

/** Body of POST /v0.1/State/monitoring-locations: the location ids (GuidId) to report on. */
export const MonitoringLocationStateRequest = IdList;

/**
 * The live state of a monitoring location (not shown in the spec: ours): its marker status, when
 * it last had data, and its latest channel values; the locations page refreshes it every 60 s.
 */
export const MonitoringLocationState = z.object({
  GuidId: Id,
  Status: MarkerStatus,
  LastDataTime: IsoDateTime.nullable(),
  ChannelData: z.array(LocationChannelValue),
});

/**
 * Answer of POST /v0.1/State/monitoring-locations (ours): one state per id asked. An id that is
 * unknown or belongs to a project the caller cannot reach makes the whole call 404, as the
 * instrument-statuses call does, so the answer never tells which of another's ids exist.
 */
export const MonitoringLocationStates = z.object({ Items: z.array(MonitoringLocationState) });
