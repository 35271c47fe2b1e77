import type {
  ContributionAlertConfig as ContributionAlertConfigSchema,
  EventRule as EventRuleSchema,
} from '@aq/api';
import {
  contributionAlertConfigListQuery,
  contributionAlertConfigQuery,
  eventRuleListQuery,
  eventRuleQuery,
  useApiClient,
  useCreateContributionAlertConfig,
  useCreateEventRule,
  useDeleteContributionAlertConfig,
  useDeleteEventRule,
  useFeatureFlag,
  useUpdateContributionAlertConfig,
  useUpdateEventRule,
} from '@aq/api/react';
import {
  parseE164,
  toActivationCriteria,
  type ActiveDay,
  type AlertForm,
  type AlertSource,
  type AlertType,
  type DataSourceType,
  type ParsedPhone,
} from '@aq/validation';
import { useMutation, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { routeHref } from '../../lib/route-query';
import { ALERT_PAGE_ROUTES, ALERTS_PATH, PROJECT_ALERTS_PATH } from './alerts-path';

type EventRule = z.output<typeof EventRuleSchema>;
type ContributionAlertConfig = z.output<typeof ContributionAlertConfigSchema>;

/** An alert's id: a positive whole number is a contribution alert config, text an event rule. */
export type AlertId = string | number;

/** One of the alert pages. */
export type AlertPage = keyof typeof ALERT_PAGE_ROUTES;
/** The alert pages in the order of their side navigation. */
export const ALERT_PAGES = Object.keys(ALERT_PAGE_ROUTES) as AlertPage[];

/** The user's alerts list. */
export function alertsPath(): string {
  return ALERTS_PATH;
}

/** A project's alerts page. */
export function projectAlertsPath(projectId: string): string {
  return routeHref(PROJECT_ALERTS_PATH, { projectId });
}

/** The path of an alert page without its query (the route table's path). */
export function alertPageRoute(page: AlertPage): string {
  return ALERT_PAGE_ROUTES[page];
}

/** One page of an alert, as the server's alert links spell it ({ projectId, alertId }). */
export function alertPagePath(page: AlertPage, projectId: string, alertId: AlertId): string {
  return routeHref(alertPageRoute(page), { projectId, alertId });
}

/**
 * The alert id of a route query: a positive whole number (a contribution alert config), or
 * non-empty text that is not a number (an event rule id); anything else is null.
 */
export function alertIdFromQuery(value: unknown): AlertId | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return /^\d+$/.test(value) ? alertIdFromQuery(Number(value)) : value;
}

/** Whether an alert id names a contribution alert config. */
export function isContributionAlertId(id: AlertId | undefined): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

function phones(numbers: readonly string[]): ParsedPhone[] {
  return numbers.flatMap((number) => parseE164(number) ?? []);
}

/** The wire activation criteria of an alert (null when always active). */
function wireCriteria(alert: AlertForm) {
  const criteria = toActivationCriteria(alert);
  return criteria ? { ...criteria, ActiveDays: [...criteria.ActiveDays] } : null;
}

function activation(
  criteria: { ActiveDays: ActiveDay[]; ActiveTimeStart: number; ActiveTimeEnd: number } | null,
): Pick<AlertForm, 'activeDays' | 'activeTimeStart' | 'activeTimeEnd'> {
  return criteria
    ? {
        activeDays: criteria.ActiveDays,
        activeTimeStart: criteria.ActiveTimeStart,
        activeTimeEnd: criteria.ActiveTimeEnd,
      }
    : {};
}

/** An event rule as the alert form holds it (type Offline or SetPoint). */
export function fromEventRule(rule: EventRule): AlertForm {
  const dataSourceType: DataSourceType =
    rule.TriggerSource === 'Contribution' ? 'Contribution' : 'Location';
  const sources: AlertSource[] = rule.Sources.map((source) => ({
    id: source.Id,
    name: source.Name,
  }));
  const common: AlertForm = {
    id: rule.EventRuleId,
    name: rule.Name,
    projectId: rule.ProjectId,
    projectName: rule.ProjectName,
    organisationName: rule.OrganisationName,
    isProjectLicensed: rule.IsProjectLicensed,
    type: rule.TriggerType as AlertType,
    active: rule.Active,
    emails: rule.Emails,
    phoneNumbers: phones(rule.PhoneNumbers),
    dataSourceType,
    ...activation(rule.ActivationCriteria),
  };
  if (rule.TriggerType === 'Offline') {
    return {
      ...common,
      offlineDuration: rule.OfflineTrigger?.OfflineDurationInMinutes,
      ...(dataSourceType === 'Contribution'
        ? { contributionSources: sources }
        : { monitoringLocationSources: sources }),
    };
  }
  const trigger = rule.SetPointTrigger;
  return {
    ...common,
    sensorCode: trigger?.SensorCode,
    sensorUnit: trigger?.SensorUnit,
    setPoint: trigger?.SetPoint,
    resetPoint: trigger?.ResetPoint,
    averagingPeriod: trigger?.AveragingPeriodInMinutes,
    ...(dataSourceType === 'Contribution'
      ? sources[0]
        ? { contributionSource: sources[0] }
        : {}
      : { monitoringLocationSources: sources }),
  };
}

/** A contribution alert config as the alert form holds it (type Contribution). */
export function fromContributionAlertConfig(config: ContributionAlertConfig): AlertForm {
  return {
    id: config.Id,
    name: config.Name,
    projectId: config.ProjectId,
    projectName: config.ProjectName,
    organisationName: config.OrganisationName,
    isProjectLicensed: config.IsProjectLicensed,
    type: 'Contribution',
    active: config.Active,
    emails: config.Emails,
    phoneNumbers: phones(config.PhoneNumbers),
    contributionId: config.ContributionId,
    contributionName: config.ContributionName,
    channel: config.Sensor,
    channelUnit: config.SensorUnit,
    sensorUnit: config.SensorUnit,
    trigger: config.SetPoint,
    reset: config.ResetPoint,
    averagingPeriod: config.PeriodMinutes,
    ...activation(config.ActivationCriteria),
  };
}

/** The ids of the sources an event rule watches, from the form. */
function eventRuleSourceIds(alert: AlertForm): (string | number)[] {
  if (alert.type === 'Offline') {
    const sources =
      alert.dataSourceType === 'Contribution'
        ? alert.contributionSources
        : alert.monitoringLocationSources;
    return (sources ?? []).map((source) => source.id);
  }
  if (alert.dataSourceType === 'Contribution') {
    return alert.contributionSource ? [alert.contributionSource.id] : [];
  }
  return (alert.monitoringLocationSources ?? []).map((source) => source.id);
}

/** The event rule payload of an Offline or SetPoint alert (create; update adds EventRuleId). */
export function toEventRuleBody(alert: AlertForm) {
  return {
    Name: alert.name ?? '',
    Active: alert.active ?? true,
    Emails: [...(alert.emails ?? [])],
    PhoneNumbers: (alert.phoneNumbers ?? []).map((phone) => phone.e164),
    ProjectId: alert.projectId === undefined ? undefined : String(alert.projectId),
    TriggerSource:
      alert.dataSourceType === 'Contribution'
        ? ('Contribution' as const)
        : ('MonitoringLocation' as const),
    SourceIds: eventRuleSourceIds(alert),
    TriggerType: alert.type,
    OfflineTrigger:
      alert.type === 'Offline' ? { OfflineDurationInMinutes: alert.offlineDuration } : null,
    SetPointTrigger:
      alert.type === 'SetPoint'
        ? {
            SensorCode: alert.sensorCode,
            SensorUnit: alert.sensorUnit,
            SetPoint: alert.setPoint,
            ResetPoint: alert.resetPoint,
            AveragingPeriodInMinutes: alert.averagingPeriod,
          }
        : null,
    ActivationCriteria: wireCriteria(alert),
  };
}

/** The v2 body of a contribution alert config (create and update). */
export function toContributionAlertBody(alert: AlertForm) {
  return {
    AlertName: alert.name ?? '',
    Emails: [...(alert.emails ?? [])],
    PhoneNumbers: (alert.phoneNumbers ?? []).map((phone) => phone.e164),
    PeriodMinutes: alert.averagingPeriod,
    Sensor: alert.channel,
    SetPoint: alert.trigger,
    ResetPoint: alert.reset,
    ActivationCriteria: wireCriteria(alert),
    Active: alert.active ?? true,
  };
}

/** One row of the alert tables (spec 02 §2 columns). */
export interface AlertRow {
  readonly alert: AlertForm;
  readonly id: AlertId;
  readonly name: string;
  readonly organisationName: string;
  readonly projectId: string;
  readonly projectName: string;
  readonly type: AlertType;
  /** Location or Contribution; null for a contribution alert (no data type). */
  readonly dataType: DataSourceType | null;
  /** Names of the watched sources (the contribution of a contribution alert). */
  readonly sources: readonly string[];
  /** The channel (sensor) of a set point or contribution alert; null for offline. */
  readonly channel: string | null;
  /** The set point; null for offline alerts. */
  readonly trigger: number | null;
  /** The reset point; null for offline alerts. */
  readonly reset: number | null;
  /** Units of the channel; null for offline alerts. */
  readonly unit: string | null;
  /** Averaging period in minutes (the offline duration for offline alerts). */
  readonly averagingPeriod: number | null;
  readonly active: boolean;
}

/** The table row of an alert form. */
export function toAlertRow(alert: AlertForm): AlertRow {
  const base = {
    alert,
    id: alert.id ?? '',
    name: alert.name ?? '',
    organisationName: alert.organisationName ?? '',
    projectId: String(alert.projectId ?? ''),
    projectName: alert.projectName ?? '',
    type: alert.type ?? 'SetPoint',
    active: alert.active ?? true,
  };
  if (alert.type === 'Contribution') {
    return {
      ...base,
      dataType: null,
      sources: alert.contributionName ? [alert.contributionName] : [],
      channel: alert.channel ?? null,
      trigger: alert.trigger ?? null,
      reset: alert.reset ?? null,
      unit: alert.channelUnit ?? alert.sensorUnit ?? null,
      averagingPeriod: alert.averagingPeriod ?? null,
    };
  }
  const dataType = alert.dataSourceType ?? null;
  if (alert.type === 'Offline') {
    const sources =
      dataType === 'Contribution' ? alert.contributionSources : alert.monitoringLocationSources;
    return {
      ...base,
      dataType,
      sources: (sources ?? []).map((source) => source.name),
      channel: null,
      trigger: null,
      reset: null,
      unit: null,
      averagingPeriod: alert.offlineDuration ?? null,
    };
  }
  const sources =
    dataType === 'Contribution'
      ? alert.contributionSource
        ? [alert.contributionSource]
        : []
      : (alert.monitoringLocationSources ?? []);
  return {
    ...base,
    dataType,
    sources: sources.map((source) => source.name),
    channel: alert.sensorCode ?? null,
    trigger: alert.setPoint ?? null,
    reset: alert.resetPoint ?? null,
    unit: alert.sensorUnit ?? null,
    averagingPeriod: alert.averagingPeriod ?? null,
  };
}

/** Whether contribution events are event rules (the UseMigratedContributionEvents flag). */
export function useMigratedContributionEvents(): boolean {
  return useFeatureFlag('UseMigratedContributionEvents');
}

/** What the alert tables read: the rows once both lists are in, or the first error. */
export interface AlertRowsResult {
  readonly data: AlertRow[] | undefined;
  readonly isPending: boolean;
  readonly error: unknown;
  readonly refetch: () => void;
}

/**
 * The alerts of the user, or of one project: its event rules (every page of 500) and, unless
 * UseMigratedContributionEvents is on, its contribution alert configs (spec 02 §4); by name.
 */
export function useAlertRows(scope: { projectId?: string } = {}): AlertRowsResult {
  const client = useApiClient();
  const migrated = useMigratedContributionEvents();
  return useQueries({
    queries: [
      eventRuleListQuery(client, scope.projectId),
      { ...contributionAlertConfigListQuery(client, scope.projectId), enabled: !migrated },
    ],
    combine: ([rules, configs]) => {
      const pending = rules.isPending || (!migrated && configs.isPending);
      const error = rules.error ?? (migrated ? null : configs.error);
      const data =
        pending || error || !rules.data
          ? undefined
          : [
              ...rules.data.map(fromEventRule),
              ...(migrated ? [] : (configs.data ?? []).map(fromContributionAlertConfig)),
            ]
              .map(toAlertRow)
              .sort((a, b) => a.name.localeCompare(b.name));
      return {
        data,
        isPending: pending,
        error,
        refetch: () => {
          void rules.refetch();
          if (!migrated) void configs.refetch();
        },
      };
    },
  });
}

/** One alert as the form holds it; idle without an id. */
export function useAlert(alertId: AlertId | null): UseQueryResult<AlertForm> {
  const client = useApiClient();
  const isConfig = isContributionAlertId(alertId ?? undefined);
  const rule = useQuery({
    ...eventRuleQuery(client, typeof alertId === 'string' ? alertId : ''),
    enabled: typeof alertId === 'string' && alertId !== '',
    select: fromEventRule,
  });
  const config = useQuery({
    ...contributionAlertConfigQuery(client, isConfig ? (alertId as number) : 0),
    enabled: isConfig,
    select: fromContributionAlertConfig,
  });
  return isConfig ? config : rule;
}

/**
 * Saves an alert: creates it when it has no id (a contribution alert on its contribution, other
 * types as event rules), else updates it; answers its id. Every alert list and page refreshes.
 */
export function useSaveAlert() {
  const createRule = useCreateEventRule();
  const updateRule = useUpdateEventRule();
  const createConfig = useCreateContributionAlertConfig();
  const updateConfig = useUpdateContributionAlertConfig();
  return useMutation({
    mutationFn: async (alert: AlertForm): Promise<{ id: AlertId }> => {
      if (alert.type === 'Contribution') {
        const contributionId = alert.contributionId ?? 0;
        const body = toContributionAlertBody(alert);
        if (isContributionAlertId(alert.id)) {
          await updateConfig.mutateAsync({ contributionId, alertConfigId: alert.id, body });
          return { id: alert.id };
        }
        const created = await createConfig.mutateAsync({ contributionId, body });
        return { id: created.Id };
      }
      const body = toEventRuleBody(alert);
      if (typeof alert.id === 'string' && alert.id !== '') {
        await updateRule.mutateAsync({ ...body, EventRuleId: alert.id });
        return { id: alert.id };
      }
      const created = await createRule.mutateAsync(body);
      return { id: created.Id };
    },
  });
}

/** Deletes an alert of either kind; lists refresh and its cached page is dropped. */
export function useDeleteAlert() {
  const deleteRule = useDeleteEventRule();
  const deleteConfig = useDeleteContributionAlertConfig();
  return useMutation({
    mutationFn: async (alert: AlertForm): Promise<void> => {
      if (isContributionAlertId(alert.id)) {
        await deleteConfig.mutateAsync({
          contributionId: alert.contributionId ?? 0,
          alertConfigId: alert.id,
        });
      } else if (typeof alert.id === 'string') {
        await deleteRule.mutateAsync(alert.id);
      }
    },
  });
}

/** Switches an alert on or off (the project alerts page's active toggle). */
export function useSetAlertActive() {
  const save = useSaveAlert();
  return useMutation({
    mutationFn: async ({ alert, active }: { alert: AlertForm; active: boolean }) => {
      await save.mutateAsync({ ...alert, active });
    },
  });
}
