import { contributionAlertConfigBodySchema } from '@aq/validation';
import { z } from 'zod';
import { PreferredContactMethod } from '../common/enums';
import { ActivationCriteria, Id, IsoDateTime, NumericId, NumericIdParam } from '../common/schemas';

/** Path of the v2 list, create and states calls. */
export const SiteContributionParams = z.object({ contributionId: NumericIdParam });

/** Path of the v2 update and delete calls. */
export const SiteContributionAlertConfigParams = z.object({
  contributionId: NumericIdParam,
  alertConfigId: NumericIdParam,
});

/** Path of POST /v2/sitecontributions/alerts/{alertConfigurationId}/send. */
export const AlertConfigurationParams = z.object({ alertConfigurationId: NumericIdParam });

/** Path of GET /v0.1/contribution-alert-configs/{alertConfigId}. */
export const AlertConfigParams = z.object({ alertConfigId: NumericIdParam });

/** Path of GET /v0.1/projects/{projectId}/contribution-alert-configs. */
export const ProjectAlertConfigsParams = z.object({ projectId: Id });

/**
 * A contribution alert config (spec 02 §3 'Contribution alert config (server form)' with the
 * common alert fields). Ids are positive whole numbers. PeriodMinutes is the §3 averagingPeriod in
 * minutes, named as the §7 body names it; Name is the body's AlertName. ActivationCriteria is null
 * when the alert is active all seven days from 0 to 1439.
 */
export const ContributionAlertConfig = z.object({
  Id: NumericId,
  ContributionId: NumericId,
  ContributionName: z.string().max(200),
  ProjectId: Id,
  ProjectName: z.string().max(200),
  OrganisationName: z.string().max(200),
  IsProjectLicensed: z.boolean(),
  Name: z.string().max(200),
  /** The channel, e.g. PM10 or WS. */
  Sensor: z.string().max(50),
  /** Units of the channel. */
  SensorUnit: z.string().max(50),
  SetPoint: z.number(),
  ResetPoint: z.number(),
  PeriodMinutes: z.number().int().min(1),
  Emails: z.array(z.string().max(254)).max(50),
  /** E.164 numbers with their country code. */
  PhoneNumbers: z.array(z.string().max(32)).max(25),
  Active: z.boolean(),
  ActivationCriteria: ActivationCriteria.nullable(),
});

/**
 * A list of contribution alert configs. Envelope not shown in the spec: ours; it carries the
 * configs in Items (v2 list by contribution and the three v0.1 lists).
 */
export const ContributionAlertConfigList = z.object({ Items: z.array(ContributionAlertConfig) });

/**
 * Body of POST /v2/sitecontributions/{contributionId}/alertconfigs: AlertName, Emails,
 * PhoneNumbers, PeriodMinutes, Sensor, SetPoint, ResetPoint, ActivationCriteria; the rule is
 * @aq/validation's validateContributionAlertConfigBody.
 */
export const CreateContributionAlertConfigRequest = contributionAlertConfigBodySchema;

/** Body of PUT .../alertconfigs/{alertConfigId}: the create body plus Active. */
export const UpdateContributionAlertConfigRequest = contributionAlertConfigBodySchema;

/**
 * Answer of the create call: the new config's id. The spec says it returns the id; the object
 * holding it is not shown in the spec: ours ({ Id }, a numeric id).
 */
export const ContributionAlertConfigCreated = z.object({ Id: NumericId });

/**
 * Where a set point alert stands: Armed waits for the averaged value to cross the set point;
 * Triggered has fired and waits for the reset point; Inactive is switched off (Active false).
 * Not shown in the spec: ours.
 */
export const AlertConfigStateName = z.enum(['Armed', 'Triggered', 'Inactive']);

/**
 * The state of one contribution alert config. Not shown in the spec: ours; it carries the config
 * id, its state, when it last fired (null if never) and the last averaged value evaluated (null if
 * none yet) with its time.
 */
export const ContributionAlertConfigState = z.object({
  AlertConfigId: NumericId,
  State: AlertConfigStateName,
  LastTriggeredAt: IsoDateTime.nullable(),
  LastValue: z.number().nullable(),
  LastEvaluatedAt: IsoDateTime.nullable(),
});

/**
 * Answer of GET /v2/sitecontributions/{contributionId}/alertconfigs/states. Not shown in the spec:
 * ours; one state per config of the contribution, in Items.
 */
export const ContributionAlertConfigStates = z.object({
  Items: z.array(ContributionAlertConfigState),
});

/**
 * Body of POST /v2/sitecontributions/alerts/{alertConfigurationId}/send. Not shown in the spec:
 * ours; sends the alert's notification now (a test) to its recipients over Channels (default
 * both), with an optional note added to the message.
 */
export const SendContributionAlertRequest = z.object({
  Channels: PreferredContactMethod.default('EmailAndSms'),
  Note: z.string().trim().max(500).optional(),
});

/**
 * Answer of the send call. Not shown in the spec: ours; how many e-mails and SMS were queued in the
 * outbox for delivery.
 */
export const SendContributionAlertResponse = z.object({
  EmailsQueued: z.number().int().min(0),
  SmsQueued: z.number().int().min(0),
});
