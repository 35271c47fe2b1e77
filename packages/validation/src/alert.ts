import { z } from 'zod';
import { toContributionType } from './contribution';
import { fail, type ValidationError } from './messages';
import { validateNumberInput } from './number';
import type { ParsedPhone } from './phone';
import { validateEmailRecipientList, validatePhoneRecipientList } from './recipients';
import { DAYS_OF_WEEK, LAST_MINUTE_OF_DAY, type DayOfWeek } from './time';
import { addValidationIssue } from './zod-issues';

/** The alert types a user can create (spec 02 §3). */
export const ALERT_TYPES = ['Contribution', 'Offline', 'SetPoint'] as const;

/** One of the alert types. */
export type AlertType = (typeof ALERT_TYPES)[number];

/** Every day of the week, Sunday first; all of them are active by default (spec 02 §9). */
export const ALL_ACTIVE_DAYS = DAYS_OF_WEEK;

/** A day on which an alert is evaluated. */
export type ActiveDay = DayOfWeek;

/** Where an Offline or SetPoint alert takes its data from. */
export type DataSourceType = 'Location' | 'Contribution';

/** Offline duration options in minutes (spec 02 §9). */
export const OFFLINE_DURATION_MINUTES = [1, 5, 10, 15, 30, 60, 120] as const;

/** Set point averaging options for location sources in minutes, 1 minute to 1 day (spec 02 §9). */
export const SET_POINT_AVERAGING_MINUTES = [
  1, 5, 10, 15, 20, 30, 60, 120, 240, 300, 360, 480, 720, 1440,
] as const;

/** First minute of the active hours (00:00). */
export const ACTIVE_TIME_START_DEFAULT = 0;

/** Last minute of the active hours (23:59). */
export const ACTIVE_TIME_END_DEFAULT = LAST_MINUTE_OF_DAY;

/** The instantaneous averaging option of a contribution alert, in minutes (spec 02 §9). */
export const CONTRIBUTION_ALERT_INSTANTANEOUS_MINUTES = 1;

/** The averaging period of a wind-speed (WS) alert on a 1466 contribution (spec 02 §9). */
export const WIND_SPEED_1466_AVERAGING_MINUTES = 15;

/** A source an alert watches: a monitoring location (GuidId) or a contribution (numeric id). */
export interface AlertSource {
  readonly id: string | number;
  readonly name: string;
}

/** Fields every alert has (spec 02 §3). */
export interface AlertCommonFields {
  /** A positive number for a contribution alert config, a string for an event rule. */
  readonly id?: string | number;
  readonly name?: string;
  readonly projectId?: string | number;
  readonly projectName?: string;
  readonly organisationName?: string;
  readonly isProjectLicensed?: boolean;
  readonly type?: AlertType;
  /** Default true. */
  readonly active?: boolean;
  readonly emails?: readonly string[];
  readonly phoneNumbers?: readonly ParsedPhone[];
  /** Undefined means all seven days, the default. */
  readonly activeDays?: readonly ActiveDay[];
  /** Minute of day 0..1439; undefined means 0. */
  readonly activeTimeStart?: number;
  /** Minute of day 0..1439; undefined means 1439. */
  readonly activeTimeEnd?: number;
}

/** Fields of a Contribution alert. */
export interface ContributionAlertFields {
  readonly contributionId?: number;
  readonly contributionName?: string;
  /** The sensor, e.g. PM10 or WS. */
  readonly channel?: string;
  readonly channelUnit?: string;
  /** Set point. */
  readonly trigger?: number;
  /** Reset point. */
  readonly reset?: number;
  /** Minutes; shared with SetPoint alerts. */
  readonly averagingPeriod?: number;
  readonly sensorUnit?: string;
}

/** Fields of an Offline alert. */
export interface OfflineAlertFields {
  readonly dataSourceType?: DataSourceType;
  readonly monitoringLocationSources?: readonly AlertSource[];
  readonly contributionSources?: readonly AlertSource[];
  /** Minutes, one of OFFLINE_DURATION_MINUTES. */
  readonly offlineDuration?: number;
}

/** Fields of a SetPoint alert (dataSourceType, averagingPeriod and sensorUnit are shared). */
export interface SetPointAlertFields {
  readonly sensorCode?: string;
  readonly setPoint?: number;
  readonly resetPoint?: number;
  /** The one contribution of a contribution-sourced set point alert. */
  readonly contributionSource?: AlertSource;
}

/** The alert form model the wizard and the detail pages edit; type-specific fields are optional. */
export type AlertForm = AlertCommonFields &
  ContributionAlertFields &
  OfflineAlertFields &
  SetPointAlertFields;

/** The data source type preselected for a type: Offline Contribution, SetPoint Location, else none. */
export function defaultDataSourceType(type: AlertType): DataSourceType | undefined {
  if (type === 'Offline') return 'Contribution';
  if (type === 'SetPoint') return 'Location';
  return undefined;
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isPositive(value: unknown): value is number {
  return isFiniteNumber(value) && value > 0;
}

// Contribution ids are positive integers; location GuidIds are not, so they never pass.
function isPositiveId(id: string | number | undefined): boolean {
  return id !== undefined && id !== '' && Number(id) > 0;
}

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Details step (spec 02 §5): name and project name non-empty (not only spaces) and a type set. */
export function isAlertDetailsStepComplete(alert: AlertForm): boolean {
  return !isBlank(alert.name) && !isBlank(alert.projectName) && alert.type !== undefined;
}

function hasOfflineSources(alert: AlertForm): boolean {
  const sources =
    alert.dataSourceType === 'Location'
      ? alert.monitoringLocationSources
      : alert.contributionSources;
  return (sources?.length ?? 0) > 0;
}

// The sources of the chosen data type count; with no data type chosen either form does.
function hasSetPointSources(alert: AlertForm): boolean {
  const locations = (alert.monitoringLocationSources?.length ?? 0) > 0;
  const contribution = isPositiveId(alert.contributionSource?.id);
  if (alert.dataSourceType === 'Location') return locations;
  if (alert.dataSourceType === 'Contribution') return contribution;
  return locations || contribution;
}

/** The type-specific trigger fields of spec 02 §5, without the active days. */
function hasTypeSpecificFields(alert: AlertForm): boolean {
  switch (alert.type) {
    case 'Contribution':
      return (
        isPositive(alert.contributionId) &&
        !isBlank(alert.channel) &&
        isPositive(alert.averagingPeriod) &&
        isFiniteNumber(alert.trigger) &&
        isFiniteNumber(alert.reset)
      );
    case 'Offline':
      return (
        alert.dataSourceType !== undefined &&
        isFiniteNumber(alert.offlineDuration) &&
        hasOfflineSources(alert)
      );
    case 'SetPoint':
      return (
        !isBlank(alert.sensorCode) &&
        !isBlank(alert.sensorUnit) &&
        isFiniteNumber(alert.setPoint) &&
        isFiniteNumber(alert.resetPoint) &&
        isPositive(alert.averagingPeriod) &&
        hasSetPointSources(alert)
      );
    default:
      return false;
  }
}

/**
 * Trigger step (spec 02 §5): at least one active day (undefined means all seven) plus the type's
 * fields: Contribution contributionId > 0, channel, averaging period > 0, trigger and reset;
 * Offline data source type, offline duration and a source of that type; SetPoint sensor code and
 * unit, set and reset points, averaging period > 0, and a location or a contribution with id > 0.
 */
export function isAlertTriggerStepComplete(alert: AlertForm): boolean {
  return (alert.activeDays ?? ALL_ACTIVE_DAYS).length > 0 && hasTypeSpecificFields(alert);
}

/** Actions step (spec 02 §5): at least one e-mail or phone number. */
export function isAlertActionsStepComplete(alert: AlertForm): boolean {
  return (alert.emails?.length ?? 0) + (alert.phoneNumbers?.length ?? 0) > 0;
}

/**
 * Whether Save is enabled on a detail page (spec 02 §4): an id, a name, a type, the type-specific
 * trigger fields, and at least one e-mail or phone. Project name and active days are not part of
 * the spec's list; the days are judged by validateActivationCriteria.
 */
export function isAlertComplete(alert: AlertForm): boolean {
  return (
    hasValue(alert.id) &&
    !isBlank(alert.name) &&
    alert.type !== undefined &&
    hasTypeSpecificFields(alert) &&
    isAlertActionsStepComplete(alert)
  );
}

/** Active days and hours as the form holds them; null or undefined means the default. */
export interface ActivationCriteriaInput {
  readonly activeDays?: readonly ActiveDay[] | null;
  readonly activeTimeStart?: number | null;
  readonly activeTimeEnd?: number | null;
}

function validateMinuteOfDay(value: number): ValidationError | null {
  const error = validateNumberInput(value, { min: 0, max: LAST_MINUTE_OF_DAY });
  if (error) return error;
  return Number.isInteger(value) ? null : fail('time.invalid');
}

/**
 * Validates activation criteria: at least one day ('A minimum of one day must be selected'), start
 * and end whole minutes of day 0..1439 (bounds from the number rules, a fraction 'Invalid time'),
 * and a start not after the end (a window does not wrap past midnight). Null when valid.
 */
export function validateActivationCriteria(
  criteria: ActivationCriteriaInput,
): ValidationError | null {
  const days = criteria.activeDays ?? ALL_ACTIVE_DAYS;
  if (days.length === 0) return fail('alert.minimumOneDay');
  const start = criteria.activeTimeStart ?? ACTIVE_TIME_START_DEFAULT;
  const end = criteria.activeTimeEnd ?? ACTIVE_TIME_END_DEFAULT;
  const boundsError = validateMinuteOfDay(start) ?? validateMinuteOfDay(end);
  if (boundsError) return boundsError;
  return start > end ? fail('alert.activeTimeOrder') : null;
}

/** Activation criteria as the server receives them. */
export interface ActivationCriteria {
  readonly ActiveDays: readonly ActiveDay[];
  readonly ActiveTimeStart: number;
  readonly ActiveTimeEnd: number;
}

/**
 * The wire activation criteria of an alert, days in week order without repeats; undefined when
 * all seven days are active from 0 to 1439, which the spec omits from the payload.
 */
export function toActivationCriteria(alert: AlertCommonFields): ActivationCriteria | undefined {
  const chosen = alert.activeDays ?? ALL_ACTIVE_DAYS;
  const days = ALL_ACTIVE_DAYS.filter((day) => chosen.includes(day));
  const start = alert.activeTimeStart ?? ACTIVE_TIME_START_DEFAULT;
  const end = alert.activeTimeEnd ?? ACTIVE_TIME_END_DEFAULT;
  const isDefault =
    days.length === ALL_ACTIVE_DAYS.length &&
    start === ACTIVE_TIME_START_DEFAULT &&
    end === ACTIVE_TIME_END_DEFAULT;
  return isDefault ? undefined : { ActiveDays: days, ActiveTimeStart: start, ActiveTimeEnd: end };
}

/** What creating an alert needs (spec 02 §5); fields as the form or a caller holds them. */
export interface CreateAlertInput {
  readonly type?: string | null;
  readonly name?: string | null;
  readonly projectId?: string | number | null;
  readonly projectName?: string | null;
  readonly emails?: readonly unknown[] | null;
  readonly phoneNumbers?: readonly unknown[] | null;
}

function isAlertType(value: string): value is AlertType {
  return (ALERT_TYPES as readonly string[]).includes(value);
}

/**
 * Validates an alert creation, first failure wins: no type 'Alert type is required'; then 'Missing
 * required fields' for a blank name, no project at all (neither id nor name), neither recipient
 * list given, or both lists given and both empty; then an unknown type 'Invalid alert type'; last,
 * a project known only by name 'No project', because the create call needs the project id.
 */
export function validateCreateAlert(payload: CreateAlertInput): ValidationError | null {
  if (isBlank(payload.type)) return fail('alert.typeRequired');
  const emails = payload.emails ?? undefined;
  const phones = payload.phoneNumbers ?? undefined;
  const noRecipientList = emails === undefined && phones === undefined;
  const bothEmpty =
    emails !== undefined && phones !== undefined && emails.length + phones.length === 0;
  const hasProject = hasValue(payload.projectId) || !isBlank(payload.projectName);
  if (isBlank(payload.name) || !hasProject || noRecipientList || bothEmpty) {
    return fail('alert.missingRequiredFields');
  }
  if (!isAlertType(payload.type ?? '')) return fail('alert.invalidType');
  return hasValue(payload.projectId) ? null : fail('alert.noProject');
}

/** Key of the trigger edge label. */
export type TriggerEdge = 'FallingEdge' | 'RisingEdge';

/** English text of each trigger edge label (spec 02 §4). */
export const TRIGGER_EDGE_LABELS: Readonly<Record<TriggerEdge, string>> = {
  FallingEdge: 'Falling edge',
  RisingEdge: 'Rising edge',
};

/** The edge of a trigger: falling when the set point is below the reset point, rising otherwise. */
export function triggerEdgeLabel(setPoint: number, resetPoint: number): TriggerEdge {
  return setPoint < resetPoint ? 'FallingEdge' : 'RisingEdge';
}

/**
 * Changes the alert type and preselects its data source type (spec 02 §4). Refused once the alert
 * has an id: the alert is then returned unchanged (the same object), as it is for the same type.
 */
export function changeAlertType(alert: AlertForm, type: AlertType): AlertForm {
  if (hasValue(alert.id) || alert.type === type) return alert;
  return { ...alert, type, dataSourceType: defaultDataSourceType(type) };
}

/**
 * Chooses the contribution of a Contribution alert; a different one clears the channel (with its
 * unit, which belongs to the channel) and the averaging period, whose options depend on the source.
 */
export function changeContributionSource(
  alert: AlertForm,
  contribution: { readonly id: number; readonly name: string } | undefined,
): AlertForm {
  if (alert.contributionId === contribution?.id) return alert;
  return {
    ...alert,
    contributionId: contribution?.id,
    contributionName: contribution?.name,
    channel: undefined,
    channelUnit: undefined,
    averagingPeriod: undefined,
  };
}

/** Chooses the channel of a Contribution alert and sets its unit (spec 02 §4). */
export function changeChannel(alert: AlertForm, channel: string, unit: string): AlertForm {
  return { ...alert, channel, channelUnit: unit };
}

/** Changes an Offline alert's data type; a different one clears both source lists (spec 02 §4). */
export function changeOfflineDataType(alert: AlertForm, dataSourceType: DataSourceType): AlertForm {
  if (alert.dataSourceType === dataSourceType) return alert;
  return { ...alert, dataSourceType, monitoringLocationSources: [], contributionSources: [] };
}

function sameSourceIds(a: readonly AlertSource[], b: readonly AlertSource[]): boolean {
  const ids = new Set(a.map((source) => String(source.id)));
  return a.length === b.length && b.every((source) => ids.has(String(source.id)));
}

/**
 * Sets a SetPoint alert's location sources; a different set of locations clears the sensor code
 * and unit, since the new locations may not measure that sensor (spec 02 §4).
 */
export function changeSetPointLocations(
  alert: AlertForm,
  sources: readonly AlertSource[],
): AlertForm {
  if (sameSourceIds(alert.monitoringLocationSources ?? [], sources)) return alert;
  return {
    ...alert,
    monitoringLocationSources: sources,
    sensorCode: undefined,
    sensorUnit: undefined,
  };
}

/** Pre-fills the wizard from an alert: name prefixed 'Clone - ', id removed (spec 02 §4). */
export function cloneAlert(alert: AlertForm): AlertForm {
  const clone: { -readonly [K in keyof AlertForm]: AlertForm[K] } = {
    ...alert,
    name: `Clone - ${alert.name ?? ''}`,
  };
  delete clone.id;
  return clone;
}

/** Why a contribution cannot be an alert source: NJ PAM contributions are disabled; else null. */
export function contributionSourceDisabledReason(
  contributionType: string | null | undefined,
): ValidationError | null {
  return toContributionType(contributionType) === 'NjPam' ? fail('alert.njPamUnavailable') : null;
}

/**
 * Averaging options of a Contribution alert in minutes, ascending (spec 02 §9): instantaneous (1)
 * or the source's rolling period, which is 15 for channel WS on a 1466 contribution. None for NJ
 * PAM, whose contributions cannot be alert sources; only 1 when the period is unknown.
 */
export function contributionAlertAveragingOptions(
  contributionType: string | null | undefined,
  channel: string | null | undefined,
  contributionPeriodMinutes: number | null | undefined,
): number[] {
  const type = toContributionType(contributionType);
  if (type === 'NjPam') return [];
  const period =
    type === 'FourteenSixtySix' && channel === 'WS'
      ? WIND_SPEED_1466_AVERAGING_MINUTES
      : contributionPeriodMinutes;
  const options = [CONTRIBUTION_ALERT_INSTANTANEOUS_MINUTES];
  if (isPositive(period) && period !== CONTRIBUTION_ALERT_INSTANTANEOUS_MINUTES) {
    options.push(period);
  }
  return options.sort((a, b) => a - b);
}

/** A failure of a wire body and the body field it belongs to ([] for the body as a whole). */
export interface AlertBodyIssue {
  readonly path: readonly (string | number)[];
  readonly error: ValidationError;
}

/** The recipients of a wire body: each valid, none repeated, at most 50 e-mails and 25 SMS, one at least. */
function recipientIssues(
  emails: readonly string[] | null | undefined,
  phoneNumbers: readonly string[] | null | undefined,
): AlertBodyIssue[] {
  const issues: AlertBodyIssue[] = [
    ...validateEmailRecipientList(emails ?? []).map((error) => ({ path: ['Emails'], error })),
    ...validatePhoneRecipientList(phoneNumbers ?? []).map((error) => ({
      path: ['PhoneNumbers'],
      error,
    })),
  ];
  if ((emails?.length ?? 0) + (phoneNumbers?.length ?? 0) === 0) {
    issues.push({ path: [], error: fail('recipients.recipientRequired') });
  }
  return issues;
}

function missing(path: (string | number)[]): AlertBodyIssue {
  return { path, error: fail('alert.missingRequiredFields') };
}

function criteriaIssues(criteria: ActivationCriteria | null | undefined): AlertBodyIssue[] {
  if (!criteria) return [];
  const error = validateActivationCriteria({
    activeDays: criteria.ActiveDays,
    activeTimeStart: criteria.ActiveTimeStart,
    activeTimeEnd: criteria.ActiveTimeEnd,
  });
  return error ? [{ path: ['ActivationCriteria'], error }] : [];
}

/** Body of POST and PUT /v2/sitecontributions/{contributionId}/alertconfigs, as received. */
export interface ContributionAlertConfigBody {
  readonly AlertName?: string | null;
  readonly Emails?: readonly string[] | null;
  readonly PhoneNumbers?: readonly string[] | null;
  readonly PeriodMinutes?: number | null;
  readonly Sensor?: string | null;
  readonly SetPoint?: number | null;
  readonly ResetPoint?: number | null;
  readonly ActivationCriteria?: ActivationCriteria | null;
  readonly Active?: boolean | null;
}

/**
 * Every failure of a contribution alert config body: 'Missing required fields' on a blank
 * AlertName or Sensor or a missing PeriodMinutes, SetPoint or ResetPoint; PeriodMinutes greater
 * than 0; the recipients; the activation criteria. Empty when valid.
 */
export function validateContributionAlertConfigBody(
  body: ContributionAlertConfigBody,
): AlertBodyIssue[] {
  const issues: AlertBodyIssue[] = [];
  if (isBlank(body.AlertName)) issues.push(missing(['AlertName']));
  if (isBlank(body.Sensor)) issues.push(missing(['Sensor']));
  if (!isFiniteNumber(body.PeriodMinutes)) issues.push(missing(['PeriodMinutes']));
  else {
    const error = validateNumberInput(body.PeriodMinutes, { min: 0, minInclusive: false });
    if (error) issues.push({ path: ['PeriodMinutes'], error });
  }
  if (!isFiniteNumber(body.SetPoint)) issues.push(missing(['SetPoint']));
  if (!isFiniteNumber(body.ResetPoint)) issues.push(missing(['ResetPoint']));
  return [
    ...issues,
    ...recipientIssues(body.Emails, body.PhoneNumbers),
    ...criteriaIssues(body.ActivationCriteria),
  ];
}

/** Trigger sources an alert event rule may watch (spec 02 §3: contribution or monitoring location). */
export const EVENT_RULE_TRIGGER_SOURCES = ['Contribution', 'MonitoringLocation'] as const;

/** Trigger types the event rule framework runs for alerts. */
export const EVENT_RULE_TRIGGER_TYPES = ['Offline', 'SetPoint'] as const;

// Known types the event rule framework does not take: contribution alerts have their own
// configs (spec 02 §4), and sensor faults are not created from the alert wizard.
const UNSUPPORTED_TRIGGER_TYPES: readonly string[] = ['Contribution', 'SensorFault'];

/** The event rule payload of POST and PUT /v0.1/event-rules, as received. */
export interface EventRuleBody {
  readonly EventRuleId?: string | null;
  readonly Name?: string | null;
  /** The create call's spelling of Name. */
  readonly AlertName?: string | null;
  readonly Active?: boolean | null;
  readonly Emails?: readonly string[] | null;
  readonly PhoneNumbers?: readonly string[] | null;
  readonly ProjectId?: string | number | null;
  readonly TriggerSource?: (typeof EVENT_RULE_TRIGGER_SOURCES)[number] | null;
  readonly SourceIds?: readonly (string | number)[] | null;
  readonly TriggerType?: string | null;
  readonly OfflineTrigger?: { readonly OfflineDurationInMinutes?: number | null } | null;
  readonly SetPointTrigger?: {
    readonly SensorCode?: string | null;
    readonly SensorUnit?: string | null;
    readonly SetPoint?: number | null;
    readonly ResetPoint?: number | null;
    readonly AveragingPeriodInMinutes?: number | null;
  } | null;
  readonly ActivationCriteria?: ActivationCriteria | null;
}

function offlineIssues(body: EventRuleBody): AlertBodyIssue[] {
  const duration = body.OfflineTrigger?.OfflineDurationInMinutes;
  const path = ['OfflineTrigger', 'OfflineDurationInMinutes'];
  if (!isFiniteNumber(duration)) return [missing(body.OfflineTrigger ? path : ['OfflineTrigger'])];
  if ((OFFLINE_DURATION_MINUTES as readonly number[]).includes(duration)) return [];
  const options = OFFLINE_DURATION_MINUTES.join(', ');
  return [{ path, error: fail('alert.offlineDurationNotAllowed', { options }) }];
}

function setPointIssues(body: EventRuleBody): AlertBodyIssue[] {
  const trigger = body.SetPointTrigger;
  if (!trigger) return [missing(['SetPointTrigger'])];
  const issues: AlertBodyIssue[] = [];
  if (isBlank(trigger.SensorCode)) issues.push(missing(['SetPointTrigger', 'SensorCode']));
  if (isBlank(trigger.SensorUnit)) issues.push(missing(['SetPointTrigger', 'SensorUnit']));
  if (!isFiniteNumber(trigger.SetPoint)) issues.push(missing(['SetPointTrigger', 'SetPoint']));
  if (!isFiniteNumber(trigger.ResetPoint)) issues.push(missing(['SetPointTrigger', 'ResetPoint']));
  const period = trigger.AveragingPeriodInMinutes;
  const periodPath = ['SetPointTrigger', 'AveragingPeriodInMinutes'];
  if (!isFiniteNumber(period)) issues.push(missing(periodPath));
  else if (body.TriggerSource === 'MonitoringLocation') {
    if (!(SET_POINT_AVERAGING_MINUTES as readonly number[]).includes(period)) {
      const options = SET_POINT_AVERAGING_MINUTES.join(', ');
      issues.push({
        path: periodPath,
        error: fail('alert.averagingPeriodNotAllowed', { options }),
      });
    }
  } else {
    // A contribution's options depend on the contribution, which the payload does not carry.
    const error = validateNumberInput(period, { min: 0, minInclusive: false });
    if (error) issues.push({ path: periodPath, error });
  }
  return issues;
}

/**
 * Every failure of an event rule payload: 'Missing required fields' on a blank Name (or AlertName),
 * no SourceIds or missing trigger fields; 'No project' without ProjectId; 'Alert type is required'
 * without TriggerType, 'Unsupported alert type' for Contribution or SensorFault and 'Invalid alert
 * type' for anything else but Offline and SetPoint; 'Data source type is required for event rule'
 * without TriggerSource; an Offline duration from OFFLINE_DURATION_MINUTES; a location set point's
 * averaging period from SET_POINT_AVERAGING_MINUTES; recipients; activation criteria. Empty when valid.
 */
export function validateEventRule(body: EventRuleBody): AlertBodyIssue[] {
  const issues: AlertBodyIssue[] = [];
  if (isBlank(body.Name) && isBlank(body.AlertName)) issues.push(missing(['Name']));
  if (!hasValue(body.ProjectId))
    issues.push({ path: ['ProjectId'], error: fail('alert.noProject') });
  const triggerType = body.TriggerType ?? '';
  if (isBlank(triggerType)) {
    issues.push({ path: ['TriggerType'], error: fail('alert.typeRequired') });
  } else if (UNSUPPORTED_TRIGGER_TYPES.includes(triggerType)) {
    issues.push({ path: ['TriggerType'], error: fail('alert.unsupportedType') });
  } else if (!(EVENT_RULE_TRIGGER_TYPES as readonly string[]).includes(triggerType)) {
    issues.push({ path: ['TriggerType'], error: fail('alert.invalidType') });
  }
  if (!body.TriggerSource) {
    issues.push({ path: ['TriggerSource'], error: fail('alert.dataSourceTypeRequired') });
  }
  if ((body.SourceIds?.length ?? 0) === 0) issues.push(missing(['SourceIds']));
  if (triggerType === 'Offline') issues.push(...offlineIssues(body));
  if (triggerType === 'SetPoint') issues.push(...setPointIssues(body));
  return [
    ...issues,
    ...recipientIssues(body.Emails, body.PhoneNumbers),
    ...criteriaIssues(body.ActivationCriteria),
  ];
}

function addIssues(ctx: z.RefinementCtx, issues: readonly AlertBodyIssue[]): void {
  for (const { path, error } of issues) addValidationIssue(ctx, error, [...path]);
}

const activationCriteriaSchema = z.object({
  ActiveDays: z.array(z.enum(ALL_ACTIVE_DAYS)),
  ActiveTimeStart: z.number(),
  ActiveTimeEnd: z.number(),
});

const recipientListSchema = z.array(z.string()).nullish();

/** Schema of the v2 contribution alert config body (POST, and PUT with Active); rules in validateContributionAlertConfigBody. */
export const contributionAlertConfigBodySchema = z
  .object({
    AlertName: z.string().nullish(),
    Emails: recipientListSchema,
    PhoneNumbers: recipientListSchema,
    PeriodMinutes: z.number().nullish(),
    Sensor: z.string().nullish(),
    SetPoint: z.number().nullish(),
    ResetPoint: z.number().nullish(),
    ActivationCriteria: activationCriteriaSchema.nullish(),
    Active: z.boolean().nullish(),
  })
  .superRefine((body, ctx) => addIssues(ctx, validateContributionAlertConfigBody(body)));

/** Schema of the event rule payload (spec 02 §3 'Event rule'); rules in validateEventRule. */
export const eventRuleSchema = z
  .object({
    EventRuleId: z.string().nullish(),
    Name: z.string().nullish(),
    AlertName: z.string().nullish(),
    Active: z.boolean().nullish(),
    Emails: recipientListSchema,
    PhoneNumbers: recipientListSchema,
    ProjectId: z.union([z.string(), z.number()]).nullish(),
    TriggerSource: z.enum(EVENT_RULE_TRIGGER_SOURCES).nullish(),
    SourceIds: z.array(z.union([z.string(), z.number()])).nullish(),
    TriggerType: z.string().nullish(),
    OfflineTrigger: z.object({ OfflineDurationInMinutes: z.number().nullish() }).nullish(),
    SetPointTrigger: z
      .object({
        SensorCode: z.string().nullish(),
        SensorUnit: z.string().nullish(),
        SetPoint: z.number().nullish(),
        ResetPoint: z.number().nullish(),
        AveragingPeriodInMinutes: z.number().nullish(),
      })
      .nullish(),
    ActivationCriteria: activationCriteriaSchema.nullish(),
  })
  .superRefine((body, ctx) => addIssues(ctx, validateEventRule(body)));
