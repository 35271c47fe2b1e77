import {
  reportKeys,
  useContribution,
  useSaveReportExportConfig,
  useUpdateContribution,
} from '@aq/api/react';
import { Checkbox } from '@aq/ui/checkbox';
import { FormField } from '@aq/ui/form-field';
import { RadioGroup } from '@aq/ui/radio-group';
import { Select } from '@aq/ui/select';
import { Switch } from '@aq/ui/switch';
import { TextInput } from '@aq/ui/text-input';
import { reportConfigConstraints } from '@aq/validation/contribution';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes';
import { useUserErrorMessage } from '../../lib/user-error';
import { ReportCard, ReportField } from './report-card';
import { ReportFrame, type ReportPageContext } from './report-frame';
import {
  configurationContributionBody,
  configurationDraftOf,
  configurationExportBody,
  contributionOptionsChanged,
  draftMapStyle,
  isConfigurationValid,
  periodParts,
  reportPartChanged,
  tablePeriodChoices,
  type ConfigurationDraft,
} from './report-logic';

/** A period in minutes in words: '15 minutes', '1 hour', '1 day'. */
export function usePeriodLabel() {
  const { t } = useTranslation('reports');
  return (minutes: number) => {
    const { count, unit } = periodParts(minutes);
    return t(`period.${unit}`, { count });
  };
}

/**
 * A contribution's report configuration page (spec 02 §2, §4 'Report configuration rules'): one
 * editable card with the report name, display frequency (fixed for 1466 and NJ PAM, with the
 * reason), monitoring location data (forced on for NJ PAM), site map and its style, CSV, and the
 * contribution's report options (negative-number filtering per sensor, empty environmental
 * summary, exceedance summary, action levels and alerts on charts; NJ PAM disables the filters,
 * the exceedance summary and alerts); the daily monitoring summary (on only for DER-10), the type
 * and the source read-only. Save stores the report part through the export config call (created
 * when there is none, the schedule as it is) and the options through the contribution update.
 */
export default function ReportConfigurationPage() {
  return (
    <ReportFrame page="configuration">
      {(context) => <ConfigurationCard key={context.config.ContributionId} {...context} />}
    </ReportFrame>
  );
}

function ConfigurationCard({ config, contributionId, manageReason }: ReportPageContext) {
  const { t } = useTranslation('reports');
  const { t: tContributions } = useTranslation('contributions');
  const periodLabel = usePeriodLabel();
  const errorMessage = useUserErrorMessage();
  const queryClient = useQueryClient();
  const contribution = useContribution(contributionId);
  const saveExport = useSaveReportExportConfig();
  const updateContribution = useUpdateContribution();
  const rules = reportConfigConstraints(config.ContributionType);
  const saved = configurationDraftOf(config);
  const [draft, setDraft] = useState<ConfigurationDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty =
    draft !== null && (reportPartChanged(saved, draft) || contributionOptionsChanged(saved, draft));
  useUnsavedChangesGuard(dirty);

  const optionsChanged = draft !== null && contributionOptionsChanged(saved, draft);
  // The options go into the contribution update with its action levels, so they are needed first.
  const canSave =
    draft !== null &&
    dirty &&
    isConfigurationValid(draft) &&
    (!optionsChanged || contribution.data !== undefined);

  async function save() {
    if (!draft || !canSave) return;
    setSaving(true);
    setFailure(null);
    try {
      if (optionsChanged && contribution.data) {
        await updateContribution.mutateAsync({
          contributionId,
          body: configurationContributionBody(config, contribution.data, draft),
        });
      }
      if (reportPartChanged(saved, draft)) {
        await saveExport.mutateAsync({
          id: config.ReportConfigId,
          body: configurationExportBody(config, draft),
        });
      }
      await queryClient.invalidateQueries({ queryKey: reportKeys.all });
      setDraft(null);
      confirmChange(t('configuration.saved', { name: draft.reportName.trim() }));
    } catch (error) {
      setFailure(errorMessage(error, t('configuration.saveAction')));
    } finally {
      setSaving(false);
    }
  }

  const shown = draft ?? saved;
  const editing = draft !== null;
  const set = (patch: Partial<ConfigurationDraft>) =>
    setDraft((current) => (current ? { ...current, ...patch } : current));
  const onOff = (on: boolean) => (on ? t('on') : t('off'));
  const mapText = draftMapStyle(shown) === 'None' ? t('off') : t(`mapStyles.${shown.mapStyle}`);
  const sensors = config.SensorTypes.map((sensor) => sensor.Name);

  return (
    <ReportCard
      title={t('configuration.title')}
      editing={editing}
      saving={saving}
      canSave={canSave}
      manageReason={manageReason}
      failure={failure}
      failureTitle={t('updateFailed')}
      onEdit={() => {
        setFailure(null);
        setDraft(saved);
      }}
      onCancel={() => {
        setFailure(null);
        setDraft(null);
      }}
      onSave={() => void save()}
      data-testid="report-configuration"
    >
      {editing ? (
        <form
          noValidate
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset className="grid gap-4 @lg:grid-cols-2" disabled={saving}>
            <legend className="sr-only">{t('configuration.reportPart')}</legend>
            <FormField
              label={t('fields.reportName')}
              required
              error={shown.reportName.trim() === '' ? t('fields.reportNameRequired') : undefined}
            >
              <TextInput
                value={shown.reportName}
                maxLength={200}
                onChange={(event) => set({ reportName: event.target.value })}
                data-testid="report-name-input"
              />
            </FormField>
            <FormField
              label={t('fields.tablePeriod')}
              helperText={rules.displayFrequencyFixed ? t('fields.tablePeriodFixed') : undefined}
            >
              <Select
                value={String(shown.tablePeriodMinutes)}
                onValueChange={(value) => set({ tablePeriodMinutes: Number(value) })}
                options={tablePeriodChoices(shown.tablePeriodMinutes).map((minutes) => ({
                  value: String(minutes),
                  label: periodLabel(minutes),
                }))}
                disabled={rules.displayFrequencyFixed}
                data-testid="table-period-input"
              />
            </FormField>
            <Switch
              label={t('fields.monitoringLocationData')}
              description={
                rules.monitoringLocationDataForced ? t('fields.njPamForcedOn') : undefined
              }
              checked={shown.displayMonitoringLocationData}
              disabled={rules.monitoringLocationDataForced}
              onCheckedChange={(on) => set({ displayMonitoringLocationData: on })}
            />
            <Switch
              label={t('fields.attachCsv')}
              checked={shown.attachCsv}
              onCheckedChange={(on) => set({ attachCsv: on })}
              data-testid="attach-csv-input"
            />
            <Switch
              label={t('fields.siteMap')}
              checked={shown.showSiteMap}
              onCheckedChange={(on) => set({ showSiteMap: on })}
              data-testid="site-map-input"
            />
            <RadioGroup
              label={t('fields.mapStyle')}
              orientation="horizontal"
              value={shown.mapStyle}
              onValueChange={(value) =>
                set({ mapStyle: value === 'Satellite' ? 'Satellite' : 'Streets' })
              }
              disabled={!shown.showSiteMap}
              options={[
                { value: 'Streets', label: t('mapStyles.Streets') },
                { value: 'Satellite', label: t('mapStyles.Satellite') },
              ]}
            />
          </fieldset>
          <fieldset className="grid gap-4 @lg:grid-cols-2" disabled={saving}>
            <legend className="mb-2 text-base font-semibold">{t('configuration.options')}</legend>
            <div className="flex flex-col gap-2 @lg:col-span-2">
              <span className="text-sm font-medium">{t('fields.negativeFilters')}</span>
              {!rules.negativeNumberFilterEnabled ? (
                <span className="text-text-muted text-xs">{t('fields.njPamDisabled')}</span>
              ) : null}
              <div className="flex flex-wrap gap-4">
                {sensors.map((sensor) => (
                  <Checkbox
                    key={sensor}
                    label={sensor}
                    checked={shown.negativeFilters.includes(sensor)}
                    disabled={!rules.negativeNumberFilterEnabled}
                    onCheckedChange={(on) =>
                      set({
                        negativeFilters: on
                          ? [...shown.negativeFilters.filter((each) => each !== sensor), sensor]
                          : shown.negativeFilters.filter((each) => each !== sensor),
                      })
                    }
                  />
                ))}
              </div>
            </div>
            <Switch
              label={t('fields.hideEmptyEnvironmentalSummary')}
              checked={shown.hideEmptyEnvironmentalSummary}
              onCheckedChange={(on) => set({ hideEmptyEnvironmentalSummary: on })}
            />
            <Switch
              label={t('fields.exceedanceSummary')}
              description={!rules.exceedanceSummaryEnabled ? t('fields.njPamDisabled') : undefined}
              checked={shown.showExceedanceSummary}
              disabled={!rules.exceedanceSummaryEnabled}
              onCheckedChange={(on) => set({ showExceedanceSummary: on })}
            />
            <Switch
              label={t('fields.actionLevelsOnCharts')}
              checked={shown.displayActionLevels}
              onCheckedChange={(on) => set({ displayActionLevels: on })}
            />
            <Switch
              label={t('fields.alertsOnCharts')}
              description={!rules.alertsEnabled ? t('fields.njPamDisabled') : undefined}
              checked={shown.displayAlerts}
              disabled={!rules.alertsEnabled}
              onCheckedChange={(on) => set({ displayAlerts: on })}
            />
            <Switch
              label={t('fields.dailyMonitoringSummary')}
              description={t('fields.dailyMonitoringSummaryFixed')}
              checked={rules.dailyMonitoringSummary}
              disabled
            />
          </fieldset>
          <dl className="grid gap-4 @lg:grid-cols-2">
            <ReportField label={t('fields.type')}>
              {tContributions(`types.${config.ContributionType}`)}
            </ReportField>
            <ReportField label={t('fields.source')}>{config.ContributionName}</ReportField>
          </dl>
        </form>
      ) : (
        <div className="flex flex-col gap-6">
          <dl className="grid gap-4 @lg:grid-cols-2">
            <ReportField label={t('fields.reportName')}>{shown.reportName}</ReportField>
            <ReportField label={t('fields.tablePeriod')}>
              {periodLabel(shown.tablePeriodMinutes)}
              {rules.displayFrequencyFixed ? (
                <span className="text-text-muted block text-xs font-normal">
                  {t('fields.tablePeriodFixed')}
                </span>
              ) : null}
            </ReportField>
            <ReportField label={t('fields.monitoringLocationData')}>
              {onOff(shown.displayMonitoringLocationData)}
            </ReportField>
            <ReportField label={t('fields.siteMap')}>{mapText}</ReportField>
            <ReportField label={t('fields.attachCsv')}>{onOff(shown.attachCsv)}</ReportField>
            <ReportField label={t('fields.type')}>
              {tContributions(`types.${config.ContributionType}`)}
            </ReportField>
            <ReportField label={t('fields.source')}>{config.ContributionName}</ReportField>
          </dl>
          <section className="flex flex-col gap-3">
            <h3 className="text-base font-semibold">{t('configuration.options')}</h3>
            <dl className="grid gap-4 @lg:grid-cols-2">
              <ReportField label={t('fields.negativeFilters')}>
                {shown.negativeFilters.length > 0 ? shown.negativeFilters.join(', ') : t('none')}
              </ReportField>
              <ReportField label={t('fields.hideEmptyEnvironmentalSummary')}>
                {onOff(shown.hideEmptyEnvironmentalSummary)}
              </ReportField>
              <ReportField label={t('fields.exceedanceSummary')}>
                {onOff(shown.showExceedanceSummary)}
              </ReportField>
              <ReportField label={t('fields.actionLevelsOnCharts')}>
                {onOff(shown.displayActionLevels)}
              </ReportField>
              <ReportField label={t('fields.alertsOnCharts')}>
                {onOff(shown.displayAlerts)}
              </ReportField>
              <ReportField label={t('fields.dailyMonitoringSummary')}>
                {onOff(rules.dailyMonitoringSummary)}
              </ReportField>
            </dl>
          </section>
          {contribution.error && !contribution.data ? (
            <Note>
              {errorMessage(contribution.error, t('configuration.loadContributionAction'))}
            </Note>
          ) : null}
        </div>
      )}
    </ReportCard>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-danger text-sm">{children}</p>;
}
