import { z } from 'zod';
import { AVERAGING_PERIOD_MINUTES } from '@aq/validation';
import { qInt } from '../../http/query';
import { ActiveDay, AveragingMode, MarkerStatus } from './enums';

/** An opaque identifier as the wire carries it (GUIDs and serials alike). */
export const Id = z.string().min(1).max(200);

/** An id the server generates for its own records (users, notifications, projects...). */
export const Uuid = z.uuid();

/** An ISO 8601 date-time string. */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** A point on the map. */
export const Coordinates = z.object({
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
});

/** A server-paged list: Items and PageToken.Next (null on the last page). */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({
    Items: z.array(item),
    PageToken: z.object({ Next: z.string().nullable() }),
  });
}

/** A numbered-page list (licensing): Items, PageCount, ItemCount. */
export function numberedPageList<T extends z.ZodType>(item: T) {
  return z.object({
    Items: z.array(item),
    PageCount: z.number().int().min(0),
    ItemCount: z.number().int().min(0),
  });
}

/** The spec's sort parameter: a key and a direction. */
export const SortBy = z.object({ Key: z.string().min(1), Dir: z.enum(['asc', 'desc']) });

/** A body that is a list of ids (notifications read and dismiss, state calls). */
export const IdList = z.array(Id).max(1000);

/** An empty success body. */
export const Empty = z.object({}).strict();

/** A response that creates something and returns its id. */
export const Created = z.object({ Id });

/** A file export returned as JSON (CSV downloads of the spec). */
export const CsvFile = z.object({
  CsvData: z.string(),
  FileName: z.string(),
  ContentType: z.string(),
});

/**
 * A numeric id: a positive whole number. Contributions and contribution alert configs carry these
 * (spec 02 §2: "a positive integer contributionId"; a numeric positive alertId is a contribution
 * alert config, a non-numeric one an event rule).
 */
export const NumericId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A numeric id in a path: text on the server, a number (or its text) from callers. */
export const NumericIdParam = qInt({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** A UTC offset as "+hh:mm" (time zones, contributions and reports). */
export const UtcOffset = z.string().regex(/^[+-]\d{2}:\d{2}$/, 'Must be an offset such as +01:00');

/** A sensor type of a contribution: its name (PM10, VOC, WS...) and units (spec 02 §3). */
export const SensorTypeSummary = z.object({
  Name: z.string().min(1).max(50),
  Units: z.string().max(50),
});

/**
 * When an alert is evaluated (spec 02 §3 'Activation criteria'): the active days and the active
 * hours as minutes of day 0 to 1439 in the project's time zone. Omitted (null) when all seven days
 * are active from 0 to 1439.
 */
export const ActivationCriteria = z.object({
  ActiveDays: z.array(ActiveDay).min(1).max(7),
  ActiveTimeStart: z.number().int().min(0).max(1439),
  ActiveTimeEnd: z.number().int().min(0).max(1439),
});

/** One value of a series at a time (spec 02 §3 "Measurements of Time and Value"); null when missing. */
export const Measurement = z.object({ Time: IsoDateTime, Value: z.number().nullable() });

/**
 * An averaged value and the mode that produced it. AveragingMode is shown in the 1466 table as
 * 'Initial' (Initial), '2 Hr' (Rolling) and '30 Min' (RecoveryRolling).
 */
export const AveragedMeasurement = z.object({
  Time: IsoDateTime,
  Value: z.number().nullable(),
  AveragingMode,
});

// Shared by the projects, data and licensing resources (appended with them).

/** An organisation as paths and queries name it (organisation names are unique). */
export const OrganisationName = z.string().trim().min(1).max(200);

/** The averaging periods charts, downloads and the v2 data calls accept, in minutes (spec 03 §9). */
export const AveragingPeriodMinutes = z.literal(AVERAGING_PERIOD_MINUTES);

/**
 * A location's latest value of one channel (spec 03 §3 ChannelData), converted to the project's
 * display unit. DecimalPlaces (ours, optional) is the display setting's places, so a screen shows
 * 12.50 rather than 12.5.
 */
export const LocationChannelValue = z.object({
  Channel: z.string(),
  Value: z.number().nullable(),
  Unit: z.string(),
  DecimalPlaces: z.number().int().min(0).max(10).optional(),
});

/**
 * A monitoring location (projects §3). The spec writes its identifier as "GuidId (Id)": the wire
 * field is GuidId. EverAttached is beyond the spec's entity (ours): whether an instrument was ever
 * attached, which decides whether the location may be deleted (projects §4).
 */
export const MonitoringLocation = z.object({
  GuidId: Id,
  Name: z.string(),
  Location: Coordinates,
  SensorTypes: z.array(SensorTypeSummary),
  Status: MarkerStatus,
  ChannelData: z.array(LocationChannelValue),
  Instruments: z.array(z.object({ Name: z.string(), Active: z.boolean() })),
  IsHidden: z.boolean(),
  EverAttached: z.boolean(),
});

/**
 * An instrument's stay at a monitoring location (not shown in the spec: ours). Attach and detach
 * calls return it; PUT /v2/monitoringlocations/{attachmentId} corrects its times. DetachTime is null
 * while the instrument is still attached.
 */
export const MonitorAttachment = z.object({
  AttachmentId: Id,
  MonitoringLocationId: Id,
  MonitorId: Id,
  MonitorSerial: z.string(),
  AttachTime: IsoDateTime,
  DetachTime: IsoDateTime.nullable(),
});
