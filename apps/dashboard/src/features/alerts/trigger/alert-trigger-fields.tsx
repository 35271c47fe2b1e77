import { useContributionSummaries, useMonitoringLocations } from '@aq/api/react';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { MultiSelect } from '@aq/ui/multi-select';
import { RadioGroup } from '@aq/ui/radio-group';
import { Select } from '@aq/ui/select';
import { Skeleton } from '@aq/ui/skeleton';
import { useUiStrings } from '@aq/ui/ui-strings';
import {
  OFFLINE_DURATION_MINUTES,
  changeContributionSource,
  changeOfflineDataType,
  changeSetPointLocations,
  triggerEdgeLabel,
  type AlertForm,
  type AlertSource,
  type DataSourceType,
} from '@aq/validation/alert';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAveragingPeriod } from '../../../lib/averaging-period';
import { useUserErrorMessage } from '../../../lib/user-error';
import { useMigratedContributionEvents } from '../alert-data';
import { PointField } from './point-field';
import {
  changeSetPointContribution,
  changeSetPointDataType,
  chooseContributionChannel,
  chooseSetPointSensor,
  contributionAveragingOptions,
  contributionChannels,
  contributionSensorOptions,
  contributionSourceOptions,
  isInstantaneous,
  locationSensorOptions,
  setPointAveragingOptions,
  visibleLocations,
  type ChannelOption,
  type TriggerContribution,
  type TriggerLocation,
} from './trigger-options';

/** Props of AlertTriggerFields. */
export interface AlertTriggerFieldsProps {
  /** The alert being edited; its type picks the form. */
  alert: AlertForm;
  /** Called with the whole alert after every edit (the editing rules of spec 02 §4 applied). */
  onChange: (next: AlertForm) => void;
  /** Shows the values without letting them change (a detail page in view mode). */
  readOnly?: boolean;
  /** The project whose contributions and monitoring locations are offered. */
  projectId: string;
}

const EMPTY_CONTRIBUTIONS: readonly TriggerContribution[] = [];
const EMPTY_LOCATIONS: readonly TriggerLocation[] = [];

/** A muted line under a group of fields. */
function Note({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="text-text-muted text-sm" data-testid={testId}>
      {children}
    </p>
  );
}

function Loading() {
  return (
    <div className="flex flex-col gap-3" data-testid="trigger-loading">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-10 w-full sm:max-w-sm" />
    </div>
  );
}

/** The contributions of the project (summaries with their sensors and period). */
function useTriggerContributions(projectId: string, enabled: boolean) {
  const query = useContributionSummaries(enabled ? projectId : null);
  return { query, contributions: query.data?.Summaries ?? EMPTY_CONTRIBUTIONS };
}

/** The visible monitoring locations of the project. */
function useTriggerLocations(projectId: string, enabled: boolean) {
  const query = useMonitoringLocations(enabled ? projectId : null);
  const locations = useMemo(
    () => visibleLocations(query.data?.Items ?? EMPTY_LOCATIONS),
    [query.data],
  );
  return { query, locations };
}

/** 'Falling edge' when the set point is below the reset point, else 'Rising edge' (spec 02 §4). */
function EdgeLabel({ setPoint, resetPoint }: { setPoint?: number; resetPoint?: number }) {
  const { t } = useTranslation('alert-wizard');
  if (setPoint === undefined || resetPoint === undefined) return null;
  const edge = triggerEdgeLabel(setPoint, resetPoint);
  return (
    <div className="flex flex-col gap-0.5 text-sm" data-testid="trigger-edge">
      <span className="font-medium">
        {t('trigger.edgeLabel')}: <span data-testid="trigger-edge-value">{t(`edge.${edge}`)}</span>
      </span>
      <span className="text-text-muted">{t(`edgeHint.${edge}`)}</span>
    </div>
  );
}

/** Set point and reset point with the derived edge label. */
function Points({
  setPoint,
  resetPoint,
  unit,
  readOnly,
  onSetPoint,
  onResetPoint,
}: {
  setPoint: number | undefined;
  resetPoint: number | undefined;
  unit: string | undefined;
  readOnly: boolean;
  onSetPoint: (value: number | undefined) => void;
  onResetPoint: (value: number | undefined) => void;
}) {
  const { t } = useTranslation('alert-wizard');
  return (
    <div className="@container flex flex-col gap-3">
      <div className="flex flex-col gap-4 @md:flex-row">
        <PointField
          label={t('trigger.setPoint')}
          value={setPoint}
          unit={unit}
          readOnly={readOnly}
          onChange={onSetPoint}
          testId="set-point"
        />
        <PointField
          label={t('trigger.resetPoint')}
          value={resetPoint}
          unit={unit}
          readOnly={readOnly}
          onChange={onResetPoint}
          testId="reset-point"
        />
      </div>
      <EdgeLabel setPoint={setPoint} resetPoint={resetPoint} />
    </div>
  );
}

/** Labels of averaging options: 'Instantaneous' or '{period} rolling average' for a contribution. */
function useAveragingLabel(contributionStyle: boolean) {
  const { t } = useTranslation('alert-wizard');
  const { locale } = useUiStrings();
  return (minutes: number) =>
    contributionStyle
      ? isInstantaneous(minutes)
        ? t('trigger.instantaneous')
        : t('trigger.rolling', { period: formatAveragingPeriod(minutes, locale) })
      : formatAveragingPeriod(minutes, locale);
}

/** The averaging period select of a contribution or set point trigger. */
function AveragingField({
  alert,
  options,
  readOnly,
  label,
  onChange,
}: {
  alert: AlertForm;
  options: readonly number[];
  readOnly: boolean;
  label: (minutes: number) => string;
  onChange: (next: AlertForm) => void;
}) {
  const { t } = useTranslation('alert-wizard');
  return (
    <FormField label={t('trigger.averaging')} required>
      <Select
        className="w-full sm:max-w-sm"
        placeholder={t('trigger.averagingPlaceholder')}
        disabled={readOnly || options.length === 0}
        value={alert.averagingPeriod === undefined ? '' : String(alert.averagingPeriod)}
        options={options.map((minutes) => ({ value: String(minutes), label: label(minutes) }))}
        onValueChange={(value) => onChange({ ...alert, averagingPeriod: Number(value) })}
        data-testid="averaging-period"
      />
    </FormField>
  );
}

function useChannelLabel() {
  const { t } = useTranslation('alert-wizard');
  return (channel: ChannelOption) =>
    channel.isWindSpeed
      ? t('trigger.windSpeed')
      : t('trigger.channelContribution', { name: channel.channel });
}

function QueryFailure({ error, title, action }: { error: unknown; title: string; action: string }) {
  const errorMessage = useUserErrorMessage();
  return <InlineNotification kind="error" title={title} text={errorMessage(error, action)} />;
}

/** The trigger of a Contribution alert (spec 02 §3, §4, §9). */
function ContributionTrigger({
  alert,
  onChange,
  readOnly = false,
  projectId,
}: AlertTriggerFieldsProps) {
  const { t } = useTranslation('alert-wizard');
  const { validationMessage } = useUiStrings();
  const { query, contributions } = useTriggerContributions(projectId, true);
  const averagingLabel = useAveragingLabel(true);
  const channelLabel = useChannelLabel();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <QueryFailure
        error={query.error}
        title={t('trigger.contributionsFailed')}
        action={t('trigger.loadContributionsAction')}
      />
    );
  }
  const contribution = contributions.find((item) => item.Id === alert.contributionId);
  const sources = contributionSourceOptions(contributions);
  const channels = contributionChannels(contribution);
  const averaging = contributionAveragingOptions(contribution, alert.channel);
  const unit = alert.channelUnit ?? alert.sensorUnit;
  return (
    <div className="flex flex-col gap-5">
      <FormField
        label={t('trigger.contribution')}
        required
        helperText={sources.length === 0 ? t('trigger.noContributions') : undefined}
      >
        <Select
          className="w-full sm:max-w-sm"
          placeholder={t('trigger.contributionPlaceholder')}
          disabled={readOnly || sources.length === 0}
          value={alert.contributionId === undefined ? '' : String(alert.contributionId)}
          options={sources.map((source) => ({
            value: String(source.id),
            label: source.name,
            disabled: source.disabledReason !== null,
            description: source.disabledReason
              ? validationMessage(source.disabledReason)
              : undefined,
          }))}
          onValueChange={(id) => {
            const chosen = sources.find((source) => String(source.id) === id);
            onChange(
              changeContributionSource(
                alert,
                chosen ? { id: chosen.id, name: chosen.name } : undefined,
              ),
            );
          }}
          data-testid="contribution-source"
        />
      </FormField>
      <FormField label={t('trigger.channel')} required>
        <Select
          className="w-full sm:max-w-sm"
          placeholder={
            contribution ? t('trigger.channelPlaceholder') : t('trigger.chooseContributionFirst')
          }
          disabled={readOnly || channels.length === 0}
          value={alert.channel ?? ''}
          options={channels.map((channel) => ({
            value: channel.channel,
            label: channelLabel(channel),
            description: channel.unit || undefined,
          }))}
          onValueChange={(value) => {
            const channel = channels.find((item) => item.channel === value);
            if (channel) onChange(chooseContributionChannel(alert, channel, contribution));
          }}
          data-testid="contribution-channel"
        />
      </FormField>
      <AveragingField
        alert={alert}
        options={averaging}
        readOnly={readOnly}
        label={averagingLabel}
        onChange={onChange}
      />
      <Points
        setPoint={alert.trigger}
        resetPoint={alert.reset}
        unit={unit}
        readOnly={readOnly}
        onSetPoint={(trigger) => onChange({ ...alert, trigger })}
        onResetPoint={(reset) => onChange({ ...alert, reset })}
      />
    </div>
  );
}

function toSources<T>(
  ids: readonly string[],
  items: readonly T[],
  id: (item: T) => string | number,
  name: (item: T) => string,
): AlertSource[] {
  return ids.flatMap((value) => {
    const item = items.find((candidate) => String(id(candidate)) === value);
    return item ? [{ id: id(item), name: name(item) }] : [];
  });
}

/** The data type choice of Offline and SetPoint alerts. */
function DataTypeChoice({
  value,
  types,
  readOnly,
  onChange,
}: {
  value: DataSourceType | undefined;
  types: readonly DataSourceType[];
  readOnly: boolean;
  onChange: (type: DataSourceType) => void;
}) {
  const { t } = useTranslation('alert-wizard');
  return (
    <RadioGroup
      label={t('trigger.dataType')}
      orientation="horizontal"
      value={value ?? ''}
      disabled={readOnly}
      options={types.map((type) => ({ value: type, label: t(`dataTypes.${type}`) }))}
      onValueChange={(next) => onChange(next as DataSourceType)}
      data-testid="data-type"
    />
  );
}

/** The trigger of an Offline alert: data type, sources and duration (spec 02 §3, §4, §9). */
function OfflineTrigger({ alert, onChange, readOnly = false, projectId }: AlertTriggerFieldsProps) {
  const { t } = useTranslation('alert-wizard');
  const { locale } = useUiStrings();
  const byLocation = alert.dataSourceType === 'Location';
  const contributionList = useTriggerContributions(projectId, !byLocation);
  const locationList = useTriggerLocations(projectId, byLocation);
  const query = byLocation ? locationList.query : contributionList.query;
  const chosen = (byLocation ? alert.monitoringLocationSources : alert.contributionSources) ?? [];
  const options = byLocation
    ? locationList.locations.map((location) => ({ value: location.GuidId, label: location.Name }))
    : contributionList.contributions.map((item) => ({ value: String(item.Id), label: item.Name }));

  return (
    <div className="flex flex-col gap-5">
      <DataTypeChoice
        value={alert.dataSourceType}
        types={['Location', 'Contribution']}
        readOnly={readOnly}
        onChange={(type) => onChange(changeOfflineDataType(alert, type))}
      />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryFailure
          error={query.error}
          title={byLocation ? t('trigger.locationsFailed') : t('trigger.contributionsFailed')}
          action={
            byLocation ? t('trigger.loadLocationsAction') : t('trigger.loadContributionsAction')
          }
        />
      ) : (
        <FormField
          label={byLocation ? t('trigger.locations') : t('trigger.contributions')}
          required
          helperText={
            options.length === 0
              ? byLocation
                ? t('trigger.noLocations')
                : t('trigger.noContributions')
              : undefined
          }
        >
          <MultiSelect
            className="w-full sm:max-w-lg"
            placeholder={t('trigger.sourcesPlaceholder')}
            disabled={readOnly}
            options={options}
            value={chosen.map((source) => String(source.id))}
            onValueChange={(ids) =>
              onChange(
                byLocation
                  ? {
                      ...alert,
                      monitoringLocationSources: toSources(
                        ids,
                        locationList.locations,
                        (location) => location.GuidId,
                        (location) => location.Name,
                      ),
                    }
                  : {
                      ...alert,
                      contributionSources: toSources(
                        ids,
                        contributionList.contributions,
                        (item) => item.Id,
                        (item) => item.Name,
                      ),
                    },
              )
            }
            data-testid="offline-sources"
          />
        </FormField>
      )}
      <FormField
        label={t('trigger.offlineDuration')}
        required
        helperText={t('trigger.offlineDurationHint')}
      >
        <Select
          className="w-full sm:max-w-xs"
          placeholder={t('trigger.durationPlaceholder')}
          disabled={readOnly}
          value={alert.offlineDuration === undefined ? '' : String(alert.offlineDuration)}
          options={OFFLINE_DURATION_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: formatAveragingPeriod(minutes, locale),
          }))}
          onValueChange={(value) => onChange({ ...alert, offlineDuration: Number(value) })}
          data-testid="offline-duration"
        />
      </FormField>
    </div>
  );
}

/**
 * The trigger of a SetPoint alert: data type (Location; Contribution only under the migration
 * flag), the locations or the one contribution, the sensor with its unit, the averaging period,
 * the set and reset points and the edge (spec 02 §3, §4, §9).
 */
function SetPointTrigger({
  alert,
  onChange,
  readOnly = false,
  projectId,
}: AlertTriggerFieldsProps) {
  const { t } = useTranslation('alert-wizard');
  const { validationMessage } = useUiStrings();
  const migrated = useMigratedContributionEvents();
  const byContribution = alert.dataSourceType === 'Contribution';
  const contributionList = useTriggerContributions(projectId, byContribution);
  const locationList = useTriggerLocations(projectId, !byContribution);
  const averagingLabel = useAveragingLabel(byContribution);
  const query = byContribution ? contributionList.query : locationList.query;
  const contribution = byContribution
    ? contributionList.contributions.find(
        (item) => String(item.Id) === String(alert.contributionSource?.id ?? ''),
      )
    : undefined;
  const sensors = byContribution
    ? contributionSensorOptions(contribution)
    : locationSensorOptions(locationList.locations, alert.monitoringLocationSources ?? []);
  const averaging = setPointAveragingOptions(alert, contribution);
  const types: DataSourceType[] =
    migrated || byContribution ? ['Location', 'Contribution'] : ['Location'];
  const noSources = byContribution
    ? alert.contributionSource === undefined
    : (alert.monitoringLocationSources?.length ?? 0) === 0;

  return (
    <div className="flex flex-col gap-5">
      {types.length > 1 ? (
        <DataTypeChoice
          value={alert.dataSourceType}
          types={types}
          readOnly={readOnly}
          onChange={(type) => onChange(changeSetPointDataType(alert, type))}
        />
      ) : null}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryFailure
          error={query.error}
          title={byContribution ? t('trigger.contributionsFailed') : t('trigger.locationsFailed')}
          action={
            byContribution ? t('trigger.loadContributionsAction') : t('trigger.loadLocationsAction')
          }
        />
      ) : byContribution ? (
        <FormField
          label={t('trigger.contribution')}
          required
          helperText={
            contributionList.contributions.length === 0 ? t('trigger.noContributions') : undefined
          }
        >
          <Select
            className="w-full sm:max-w-sm"
            placeholder={t('trigger.contributionPlaceholder')}
            disabled={readOnly || contributionList.contributions.length === 0}
            value={alert.contributionSource ? String(alert.contributionSource.id) : ''}
            options={contributionSourceOptions(contributionList.contributions).map((source) => ({
              value: String(source.id),
              label: source.name,
              disabled: source.disabledReason !== null,
              description: source.disabledReason
                ? validationMessage(source.disabledReason)
                : undefined,
            }))}
            onValueChange={(id) => {
              const chosen = contributionList.contributions.find((item) => String(item.Id) === id);
              onChange(
                changeSetPointContribution(
                  alert,
                  chosen ? { id: chosen.Id, name: chosen.Name } : undefined,
                ),
              );
            }}
            data-testid="set-point-contribution"
          />
        </FormField>
      ) : (
        <FormField
          label={t('trigger.locations')}
          required
          helperText={locationList.locations.length === 0 ? t('trigger.noLocations') : undefined}
        >
          <MultiSelect
            className="w-full sm:max-w-lg"
            placeholder={t('trigger.sourcesPlaceholder')}
            disabled={readOnly}
            options={locationList.locations.map((location) => ({
              value: location.GuidId,
              label: location.Name,
            }))}
            value={(alert.monitoringLocationSources ?? []).map((source) => String(source.id))}
            onValueChange={(ids) =>
              onChange(
                changeSetPointLocations(
                  alert,
                  toSources(
                    ids,
                    locationList.locations,
                    (location) => location.GuidId,
                    (location) => location.Name,
                  ),
                ),
              )
            }
            data-testid="set-point-locations"
          />
        </FormField>
      )}
      <FormField label={t('trigger.sensor')} required>
        <Select
          className="w-full sm:max-w-sm"
          placeholder={noSources ? t('trigger.chooseSourcesFirst') : t('trigger.sensorPlaceholder')}
          disabled={readOnly || sensors.length === 0}
          value={alert.sensorCode ?? ''}
          options={sensors.map((sensor) => ({
            value: sensor.code,
            label: sensor.unit ? `${sensor.code} (${sensor.unit})` : sensor.code,
          }))}
          onValueChange={(code) => {
            const sensor = sensors.find((item) => item.code === code);
            if (sensor) onChange(chooseSetPointSensor(alert, sensor, contribution));
          }}
          data-testid="set-point-sensor"
        />
      </FormField>
      <AveragingField
        alert={alert}
        options={averaging}
        readOnly={readOnly}
        label={averagingLabel}
        onChange={onChange}
      />
      <Points
        setPoint={alert.setPoint}
        resetPoint={alert.resetPoint}
        unit={alert.sensorUnit}
        readOnly={readOnly}
        onSetPoint={(setPoint) => onChange({ ...alert, setPoint })}
        onResetPoint={(resetPoint) => onChange({ ...alert, resetPoint })}
      />
    </div>
  );
}

/**
 * The type-specific trigger form of an alert (spec 02 §2 'Trigger', §3, §4): a Contribution alert
 * watches one contribution's channel (NJ PAM contributions disabled with their reason) at the
 * instantaneous or rolling average; an Offline alert watches locations or contributions for a
 * duration without data; a SetPoint alert watches a sensor of locations (or, under the migration
 * flag, of one contribution). Every edit goes through the editing rules of @aq/validation, so a
 * new source clears what depended on the old one.
 */
export function AlertTriggerFields(props: AlertTriggerFieldsProps) {
  const { t } = useTranslation('alert-wizard');
  switch (props.alert.type) {
    case 'Contribution':
      return <ContributionTrigger {...props} />;
    case 'Offline':
      return <OfflineTrigger {...props} />;
    case 'SetPoint':
      return <SetPointTrigger {...props} />;
    default:
      return <Note testId="trigger-no-type">{t('trigger.chooseTypeFirst')}</Note>;
  }
}
