import {
  addFieldIssues,
  addValidationIssue,
  englishMessage,
  projectSettingsSchema,
  validateEmail,
  validateMonitoringLocationName,
  validateNewPassword,
  validateProjectName,
} from '@aq/validation';
import { z } from 'zod';
import { Role } from '../account/schemas';
import { ProfileLocale } from '../common/enums';
import {
  Coordinates,
  Id,
  IsoDateTime,
  MonitorAttachment,
  OrganisationName,
  Uuid,
} from '../common/schemas';

/** An IANA time zone id in a body. */
const TimeZoneId = z.string().trim().min(1).max(100);

/**
 * An organisation as the v2 management calls show it (not shown in the spec: ours): its name, the
 * organisation it is a customer of (null for a top-level one) and its time zone.
 */
export const OrganisationRecord = z.object({
  Name: z.string(),
  ParentOrganisationName: z.string().nullable(),
  TimeZoneId: z.string(),
  /** How many projects the organisation has (ours). */
  ProjectCount: z.number().int().min(0),
  /** How many users the organisation has (ours). */
  UserCount: z.number().int().min(0),
});

/** Answer of GET /v2/organisations (ours): the organisations the caller manages, by name. */
export const OrganisationRecordList = z.object({ Items: z.array(OrganisationRecord) });

/** Body of POST /v2/organisations/{organisation}/customers (ours): a new customer organisation. */
export const CreateCustomerOrganisationRequest = z.object({
  Name: OrganisationName,
  TimeZoneId: TimeZoneId.default('Etc/UTC'),
});

/** Body of PUT /v2/organisations/{organisation} (ours): the fields that change; absent ones stay. */
export const UpdateOrganisationRequest = z.object({
  Name: OrganisationName.optional(),
  TimeZoneId: TimeZoneId.optional(),
});

/** A project as the v2 management calls show it (not shown in the spec: ours). */
export const OrganisationProjectRecord = z.object({
  Id,
  Name: z.string(),
  OrganisationName: z.string(),
  Location: Coordinates,
  TimeZoneId: z.string(),
  SummerTimeAdjusted: z.boolean(),
  IsLicensed: z.boolean(),
});

/** Answer of GET /v2/organisations/{organisation}/projects (ours). */
export const OrganisationProjectRecordList = z.object({
  Items: z.array(OrganisationProjectRecord),
});

/**
 * Body of POST /v2/organisations/{organisation}/projects (ours, after the project form of
 * POST /v0.1/Projects, the organisation coming from the path): the name follows
 * @aq/validation's validateProjectName.
 */
export const CreateOrganisationProjectRequest = z.object({
  Name: z
    .string()
    .max(1000)
    .superRefine((name, ctx) => {
      const error = validateProjectName(name);
      if (error) addValidationIssue(ctx, error);
    }),
  Location: Coordinates,
  TimeZoneId: TimeZoneId.min(1, englishMessage('project.timeZoneRequired')),
  SummerTimeAdjusted: z.boolean().default(false),
});

/**
 * Body of PUT /v2/organisations/{organisation}/projects/{project}: the project settings payload
 * (Name, Location, TimeZoneId, TimeZoneAdjustment) with @aq/validation's projectSettingsSchema.
 */
export const UpdateOrganisationProjectRequest = projectSettingsSchema.safeExtend({
  Name: z.string().max(1000).nullish(),
  TimeZoneId: z.string().max(100).nullish(),
});

/**
 * A monitoring location as the v2 management calls show it (not shown in the spec: ours): its id,
 * name, place, whether it is hidden and its current attachments.
 */
export const MonitoringLocationRecord = z.object({
  Id,
  Name: z.string(),
  Location: Coordinates,
  IsHidden: z.boolean(),
  Attachments: z.array(MonitorAttachment),
});

/** Answer of GET .../projects/{project}/monitoringlocations (ours): hidden locations included. */
export const MonitoringLocationRecordList = z.object({ Items: z.array(MonitoringLocationRecord) });

/** A monitoring location name: letters, digits, spaces and _ - | ^ (validateMonitoringLocationName). */
const MonitoringLocationName = z
  .string()
  .trim()
  .min(1, englishMessage('monitoringLocation.createRequired'))
  .max(200)
  .superRefine((name, ctx) => {
    const error = validateMonitoringLocationName(name);
    if (error) addValidationIssue(ctx, error);
  });

/** Body of POST .../projects/{project}/monitoringlocations (ours): Name and Location. */
export const CreateMonitoringLocationRecordRequest = z.object({
  Name: MonitoringLocationName,
  Location: Coordinates,
});

/** Body of PUT .../monitoringlocations/{monitoringlocation} (ours): the fields that change. */
export const UpdateMonitoringLocationRecordRequest = z.object({
  Name: MonitoringLocationName.optional(),
  Location: Coordinates.optional(),
});

/**
 * Body of POST .../monitoringlocations/{monitoringlocation}/attach (ours): the instrument serial
 * and when the attachment starts (absent: now).
 */
export const AttachInstrumentRequest = z.object({
  Instrument: Id,
  AttachTime: IsoDateTime.optional(),
});

/**
 * Body of POST .../monitoringlocations/{monitoringlocation}/detach (ours): the instrument serial
 * and when the attachment ends (absent: now).
 */
export const DetachInstrumentRequest = z.object({
  Instrument: Id,
  DetachTime: IsoDateTime.optional(),
});

/**
 * Query of PUT /v2/monitoringlocations/{attachmentId}: the corrected attachTime and detachTime
 * (ISO; at least one; when both, attach before detach).
 */
export const AttachmentTimesQuery = z
  .object({ attachTime: IsoDateTime.optional(), detachTime: IsoDateTime.optional() })
  .superRefine((query, ctx) => {
    if (query.attachTime === undefined && query.detachTime === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Give attachTime, detachTime or both', path: [] });
    } else if (
      query.attachTime !== undefined &&
      query.detachTime !== undefined &&
      Date.parse(query.attachTime) >= Date.parse(query.detachTime)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'attachTime must be before detachTime',
        path: ['attachTime'],
      });
    }
  });

/**
 * A user of an organisation as the v2 user management calls show it (ours): who they are, their
 * role, when they were created and when they last signed in (null: never).
 */
export const OrganisationUser = z.object({
  Id,
  Username: z.string(),
  FullName: z.string(),
  PreferredName: z.string().nullable(),
  EmailAddress: z.string(),
  JobTitle: z.string().nullable(),
  Role,
  OrganisationName: z.string(),
  CreatedAt: IsoDateTime,
  LastSignInAt: IsoDateTime.nullable(),
});
/** A user of an organisation. */
export type OrganisationUser = z.infer<typeof OrganisationUser>;

/** Answer of GET /v2/organisations/{organisation}/users (ours). */
/**
 * Answer of GET /v2/organisations/{organisation}/users (ours): the users, and the roles the caller
 * may grant (those whose every permission the caller holds), so screens never copy the role table.
 */
export const OrganisationUserList = z.object({
  Items: z.array(OrganisationUser),
  GrantableRoles: z.array(Role),
});

/**
 * Body of POST /v2/organisations/{organisation}/users (ours): the new user, in the organisation of
 * the path. The server e-mails them an invitation naming their username and the sign-in address
 * (never the password).
 */
export const CreateOrganisationUserRequest = z
  .object({
    Username: z
      .string()
      .trim()
      .min(3)
      .max(64)
      .regex(/^[A-Za-z0-9._@-]+$/, 'Letters, digits and . _ @ - only'),
    FullName: z.string().trim().min(1, 'Full name is required').max(200),
    PreferredName: z.string().trim().max(200).nullish(),
    EmailAddress: z.string().trim(),
    JobTitle: z.string().trim().min(1, 'Job title is required').max(200),
    Role,
    Locale: ProfileLocale.default('en'),
    Password: z.string().trim(),
  })
  .superRefine((body, ctx) =>
    addFieldIssues(ctx, [
      ['EmailAddress', validateEmail(body.EmailAddress)],
      ['Password', validateNewPassword(body.Password)],
    ]),
  );

/** Body of PUT /v2/organisations/{organisation}/users/{userId} (ours): the fields that change. */
export const UpdateOrganisationUserRequest = z.object({
  Role: Role.optional(),
  FullName: z.string().trim().min(1, 'Full name is required').max(200).optional(),
  JobTitle: z.string().trim().min(1, 'Job title is required').max(200).optional(),
});

/** Path of the calls on one user of an organisation (ours). */
export const OrganisationUserParams = z.object({ organisation: OrganisationName, userId: Uuid });
