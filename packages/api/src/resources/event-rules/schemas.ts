import { eventRuleSchema } from '@aq/validation';
import { z } from 'zod';
import { qInt, qJson } from '../../http/query';
import { TriggerSource, TriggerType } from '../common/enums';
import {
  ActivationCriteria,
  Id,
  IsoDateTime,
  NumericId,
  pagedList,
  SortBy,
} from '../common/schemas';

/** A source an event rule watches: a contribution (numeric id) or a monitoring location (GuidId). */
export const EventRuleSourceId = z.union([NumericId, Id]);

/** The offline trigger of an event rule: minutes without data (1, 5, 10, 15, 30, 60 or 120). */
export const OfflineTrigger = z.object({ OfflineDurationInMinutes: z.number().int().min(1) });

/** The set point trigger of an event rule. */
export const SetPointTrigger = z.object({
  SensorCode: z.string().max(50),
  SensorUnit: z.string().max(50),
  SetPoint: z.number(),
  ResetPoint: z.number(),
  AveragingPeriodInMinutes: z.number().int().min(1),
});

/** A source of an event rule with its name, for the alert tables' Sources column. */
export const EventRuleSource = z.object({ Id: EventRuleSourceId, Name: z.string().max(200) });

/**
 * An event rule (spec 02 §3): EventRuleId, Name, Active, Emails, PhoneNumbers, ProjectId,
 * TriggerSource, SourceIds, TriggerType, OfflineTrigger (Offline rules) or SetPointTrigger (SetPoint
 * rules), ActivationCriteria (null when all seven days from 0 to 1439). ProjectName,
 * OrganisationName and IsProjectLicensed are the spec's common alert fields; Sources is not shown in
 * the spec: ours, the watched sources with their names (same order as SourceIds).
 */
export const EventRule = z.object({
  EventRuleId: Id,
  Name: z.string().max(200),
  Active: z.boolean(),
  Emails: z.array(z.string().max(254)).max(50),
  /** E.164 numbers with their country code. */
  PhoneNumbers: z.array(z.string().max(32)).max(25),
  ProjectId: Id,
  ProjectName: z.string().max(200),
  OrganisationName: z.string().max(200),
  IsProjectLicensed: z.boolean(),
  TriggerSource,
  SourceIds: z.array(EventRuleSourceId),
  Sources: z.array(EventRuleSource),
  TriggerType,
  OfflineTrigger: OfflineTrigger.nullable(),
  SetPointTrigger: SetPointTrigger.nullable(),
  ActivationCriteria: ActivationCriteria.nullable(),
});

/** Columns the event rule list sorts by. */
export const EventRuleSortKey = z.enum([
  'Name',
  'ProjectName',
  'OrganisationName',
  'TriggerType',
  'TriggerSource',
  'Active',
]);

/** The SortBy of the event rule list: a column and a direction. */
export const EventRuleSortBy = SortBy.extend({ Key: EventRuleSortKey });

/**
 * The FilterBy of GET /v0.1/event-rules. Not shown in the spec: ours; each present field narrows
 * the list (trigger types, trigger sources, active or not).
 */
export const EventRuleFilter = z.object({
  TriggerTypes: z.array(TriggerType).max(3).optional(),
  TriggerSources: z.array(TriggerSource).max(5).optional(),
  Active: z.boolean().optional(),
});

/**
 * Query of GET /v0.1/event-rules. Limit defaults to 100, at most 500 (the alert lists fetch pages
 * of 500 and follow PageToken.Next, passing it back as Token).
 */
export const EventRuleListQuery = z.object({
  ProjectId: Id.optional(),
  MonitorId: Id.optional(),
  FilterBy: qJson(EventRuleFilter).optional(),
  SortBy: qJson(EventRuleSortBy).optional(),
  Search: z.string().trim().max(200).optional(),
  Token: z.string().max(2000).optional(),
  Limit: qInt({ min: 1, max: 500 }).default(100),
});

/** Answer of GET /v0.1/event-rules: a page of rules and the next page's token. */
export const EventRulePage = pagedList(EventRule);

/**
 * Body of POST /v0.1/event-rules (the event rule payload; Name may be sent as AlertName on
 * create); the rule is @aq/validation's validateEventRule.
 */
export const CreateEventRuleRequest = eventRuleSchema;

/** Body of PUT /v0.1/event-rules: the event rule payload, whose EventRuleId names the rule. */
export const UpdateEventRuleRequest = z.intersection(
  eventRuleSchema,
  z.object({
    EventRuleId: z
      .string({ error: 'Missing required fields' })
      .min(1, 'Missing required fields')
      .max(200),
  }),
);

/** Path of the calls on one event rule. */
export const EventRuleParams = z.object({ eventRuleId: Id });

/** The kinds of source whose event rules can be evaluated, as the evaluate path spells them. */
export const EventRuleEvaluationSource = z.enum([
  'contribution',
  'lease',
  'monitor',
  'monitoring-location',
  'project',
]);

/** Path of POST /v0.1/event-rules/evaluate/{sourceType}/{id}. */
export const EvaluateEventRulesParams = z.object({ sourceType: EventRuleEvaluationSource, id: Id });

/**
 * Body of the evaluate call. Not shown in the spec: ours; At is the instant to evaluate at (now when
 * absent); Notify false (the default) is a dry run, true records events and notifies recipients.
 */
export const EvaluateEventRulesRequest = z.object({
  At: IsoDateTime.optional(),
  Notify: z.boolean().default(false),
});

/** The outcome of one rule in an evaluation. */
export const EventRuleEvaluation = z.object({
  EventRuleId: Id,
  Name: z.string().max(200),
  TriggerType,
  /** Whether the rule's condition holds at the instant evaluated. */
  Triggered: z.boolean(),
  /** The averaged value compared with the set point; null for offline rules or without data. */
  Value: z.number().nullable(),
  /** The event recorded (only when Notify was true and the rule fired). */
  EventId: Id.nullable(),
});

/**
 * Answer of the evaluate call. Not shown in the spec: ours; the instant evaluated and, for each
 * rule watching the source, whether it triggered.
 */
export const EvaluateEventRulesResponse = z.object({
  EvaluatedAt: IsoDateTime,
  Results: z.array(EventRuleEvaluation),
});

/** Query of the ids and grouped-ids calls. Not shown in the spec: ours (same scope as the list). */
export const EventRuleIdsQuery = z.object({
  ProjectId: Id.optional(),
  MonitorId: Id.optional(),
});

/** Answer of GET /v0.1/event-rules/ids. Not shown in the spec: ours; the ids of every rule in scope. */
export const EventRuleIds = z.object({ Ids: z.array(Id) });

/** The rules watching one source. */
export const EventRuleIdGroup = z.object({
  TriggerSource,
  SourceId: EventRuleSourceId,
  EventRuleIds: z.array(Id),
});

/**
 * Answer of GET /v0.1/event-rules/grouped-ids. Not shown in the spec: ours; the ids of the rules in
 * scope grouped by the source they watch (trigger source and source id).
 */
export const EventRuleGroupedIds = z.object({ Groups: z.array(EventRuleIdGroup) });
