import { z } from 'zod';
import { qInt } from '../../http/query';
import { ResolutionStatus, SentStatus, TriggerSource, TriggerType } from '../common/enums';
import { Id, IsoDateTime, NumericId, NumericIdParam, pagedList } from '../common/schemas';

// The event history of an alert (issue 17: "the alert's event history (time, value, status, who
// was notified) on its details page"). Not shown in the spec: ours. The spec names the event's
// resolution status (Open, UnderReview, Resolved) and sent status (RecipientsNotified, NotSent)
// only; the calls, their fields and the allowed transitions are ours.

/**
 * Query of GET /v0.1/alert-events. Not shown in the spec: ours. Exactly one of EventRuleId (an
 * event rule's id) or AlertConfigId (a contribution alert config's id) names the alert; Token is
 * the previous page's PageToken.Next; Limit defaults to 50, at most 200. Newest first.
 */
export const AlertEventListQuery = z.object({
  EventRuleId: Id.optional(),
  AlertConfigId: NumericIdParam.optional(),
  Token: z.string().max(2000).optional(),
  Limit: qInt({ min: 1, max: 200 }).default(50),
});

/** The channel a notification of an event went through. Not shown in the spec: ours. */
export const AlertEventChannel = z.enum(['Email', 'Sms']);

/**
 * Where a notification of an event stands. Not shown in the spec: ours. Pending: waiting for its
 * first attempt; Retrying: an attempt failed and it waits for the next; Sent; Failed: given up
 * after the last attempt; Held: kept as the record because its channel has no provider configured.
 */
export const AlertEventDeliveryStatus = z.enum(['Pending', 'Sent', 'Retrying', 'Failed', 'Held']);

/** One recipient notified of an event (who was notified). Not shown in the spec: ours. */
export const AlertEventRecipient = z.object({
  Channel: AlertEventChannel,
  /** The e-mail address or the E.164 phone number. */
  Recipient: z.string().max(320),
  Status: AlertEventDeliveryStatus,
  /** When the message left; null until it is sent. */
  SentAt: IsoDateTime.nullable(),
});

/** The trigger sources an event comes from. */
export const AlertEventTriggerSource = TriggerSource.extract([
  'MonitoringLocation',
  'Contribution',
]);

/** The trigger types an event has. */
export const AlertEventTriggerType = TriggerType.extract(['Offline', 'SetPoint']);

/**
 * One firing of an alert. Not shown in the spec: ours. AlertId is the event rule's id (text) or
 * the contribution alert config's id (number); SourceId and SourceName name the monitoring location
 * or contribution that fired (null when it has since been deleted); Value and Unit are the value
 * that crossed the set point (null for an offline event); TriggeredAt is the crossing's time or
 * the outage's start; ResolvedAt and ResolvedBy (the user's name; null when the evaluation resolved
 * it, e.g. the next datum after an outage) are set once Resolved; Recipients are the messages
 * queued for the event (who was notified), e-mails first, each channel by address.
 */
export const AlertEvent = z.object({
  Id: NumericId,
  AlertId: z.union([Id, NumericId]),
  TriggerSource: AlertEventTriggerSource,
  SourceId: z.union([Id, NumericId]).nullable(),
  SourceName: z.string().max(200).nullable(),
  TriggerType: AlertEventTriggerType,
  Value: z.number().nullable(),
  Unit: z.string().max(50).nullable(),
  TriggeredAt: IsoDateTime,
  ResolutionStatus,
  ResolvedAt: IsoDateTime.nullable(),
  ResolvedBy: z.string().max(200).nullable(),
  SentStatus,
  Recipients: z.array(AlertEventRecipient),
});

/** Answer of GET /v0.1/alert-events: a page of events, newest first, and the next page's token. */
export const AlertEventPage = pagedList(AlertEvent);

/** Path of the calls on one event. */
export const AlertEventParams = z.object({ eventId: NumericIdParam });

/**
 * Body of PATCH /v0.1/alert-events/{eventId}. Not shown in the spec: ours. The allowed transitions
 * are Open → UnderReview, Open → Resolved and UnderReview → Resolved; any other answers 409.
 */
export const UpdateAlertEventRequest = z.object({
  ResolutionStatus: ResolutionStatus.extract(['UnderReview', 'Resolved']),
});
