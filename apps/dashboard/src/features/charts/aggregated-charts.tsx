import { CHART_REFRESH_MS, useAggregatedContributionData, useProjectDetails } from '@aq/api/react';
import {
  TimeSeriesChart,
  type ChartRegion,
  type LevelLine,
  type TimeSeries,
  type TimeSeriesChartLabels,
} from '@aq/charts/time-series';
import { Button } from '@aq/ui/button';
import { Card } from '@aq/ui/card';
import { EmptyState } from '@aq/ui/empty-state';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { MultiSelect } from '@aq/ui/multi-select';
import { Select } from '@aq/ui/select';
import { useUiStrings } from '@aq/ui/ui-strings';
import { validateDateTimeRange } from '@aq/validation/date-range';
import type { ValidationError } from '@aq/validation/messages';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAveragingPeriod } from '../../lib/averaging-period';
import { useLocale } from '../../lib/locale';
import { useNow } from '../../lib/use-now';
import { useUserErrorMessage } from '../../lib/user-error';
import {
  buildAggregatedSeries,
  chartRegions,
  chosenFields,
  complianceLevelLines,
  dataSetOf,
  fieldKey,
  fieldOptions,
  planAggregatedCharts,
  queryFields,
  requiredFields,
  type AggregatedChartPlan,
  type AggregatedSeriesData,
  type ContributionSummaryItem,
  type DataRegionType,
  type FieldOption,
  type FieldType,
} from './aggregated-series';
import { useChartLabels, useStableList } from './chart-card';
import {
  relativeNow,
  resolveChartRange,
  type AggregatedChannel,
  type AggregatedChartQuery,
  type ChartQuery,
} from './chart-query';
import { ChartRangeField, ChartZoneNote } from './chart-range-field';
import { useProjectZone, type ProjectZone } from './project-zone';

/**
 * A period as a region label writes it, short so it fits a narrow region: '15 min', '2 hr'
 * (es '15 min', zh '15分钟'); Intl writes it in every language.
 */
function shortPeriod(minutes: number, locale: string): string {
  const [unit, count] =
    minutes % 1440 === 0
      ? (['day', minutes / 1440] as const)
      : minutes % 60 === 0
        ? (['hour', minutes / 60] as const)
        : (['minute', minutes] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(count);
}

/** How the page names a field and a region, in the user's language. */
interface AggregatedWords {
  field: (fieldType: FieldType) => string;
  option: (field: FieldOption) => string;
  region: (type: DataRegionType) => string;
}

/**
 * The words of the aggregated charts for a contribution: field names, and region labels in the
 * 1466 wording (Rolling '2 Hr', RecoveryRolling '30 Min') or with the contribution's period.
 */
function useAggregatedWords(summary: ContributionSummaryItem | undefined): AggregatedWords {
  const { t } = useTranslation('charts');
  const { locale } = useLocale();
  const period = shortPeriod(summary?.AveragingPeriodMinutes ?? 15, locale);
  const is1466 = summary?.ContributionType === 'FOURTEEN_SIXTY_SIX';
  const field = (fieldType: FieldType) => t(`field.${fieldType}`);
  return {
    field,
    option: (option) =>
      option.sensorName === null
        ? field(option.fieldType)
        : t('aggregated.fieldOption', {
            sensor: option.sensorName,
            field: field(option.fieldType),
          }),
    region: (type) => {
      switch (type) {
        case 'Initial':
          return t('regions.initial');
        case 'Stopped':
          return t('regions.stopped');
        case 'Rolling':
          return is1466 ? t('regions.rolling1466') : t('regions.rolling', { period });
        case 'RecoveryRolling':
          return is1466 ? t('regions.recovery1466') : t('regions.recovery');
        case 'Block':
          return t('regions.block', { period });
      }
    },
  };
}

/** A relative range of the picker refreshes (projects §9: aggregated refetch only for relative ranges). */
function isRelative(query: AggregatedChartQuery): boolean {
  return query.range.kind === 'relative';
}

/**
 * The aggregated mode of the Charts page (projects §2, §3, §4, §9): the source (one of the
 * project's contributions), its fields (each pollutant's contribution, upwind and downwind average
 * and raw, and the wind when it has a wind sensor) and the range. One chart per pollutant with the
 * averaging regions shaded and labelled behind its lines and the contribution's compliance levels
 * drawn as level lines, then a wind chart (speed lines, direction points on 0–360°). A relative
 * range is asked again every minute; an absolute one once.
 */
export function AggregatedCharts({
  query,
  summaries,
  onChange,
}: {
  query: AggregatedChartQuery;
  summaries: readonly ContributionSummaryItem[];
  onChange: (next: ChartQuery) => void;
}) {
  const { t } = useTranslation('charts');
  const { locale } = useLocale();
  const { validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const now = relativeNow(useNow(CHART_REFRESH_MS));
  const zone = useProjectZone(query.projectId, now);
  const project = useProjectDetails(query.projectId);

  const sourceId = query.source === null ? null : Number(query.source);
  const summary = summaries.find((item) => item.Id === sourceId);
  const words = useAggregatedWords(summary);
  const options = useMemo(() => (summary ? fieldOptions(summary) : []), [summary]);
  const { fields, dropped } = chosenFields(query.channels, options);
  const plans = summary ? planAggregatedCharts(summary, fields) : [];

  const range = resolveChartRange(query.range, now);
  const rangeError: ValidationError | null = !range.ok
    ? range.error
    : validateDateTimeRange({ from: range.from, to: range.to });
  const plan = range.ok && !rangeError ? { from: range.from, to: range.to } : null;
  const fieldsMissing = summary !== undefined && fields.length === 0;
  const asked = summary !== undefined && plan !== null && fields.length > 0;

  const answer = useAggregatedContributionData(
    summary?.Id,
    {
      StartDateTime: new Date(plan?.from ?? 0).toISOString(),
      EndDateTime: new Date(plan?.to ?? 1).toISOString(),
      RequiredFields: requiredFields(fields),
    },
    { enabled: asked, refresh: isRelative(query) },
  );

  // While another contribution's answer is the placeholder, its series, regions and levels must
  // not show under this one's name: the charts wait for their own answer instead. (A relative
  // range moving on, or a new range of the same source, keeps the previous answer on screen.)
  const [answeredFor, setAnsweredFor] = useState<number | null>(null);
  if (answer.data && !answer.isPlaceholderData && summary && answeredFor !== summary.Id) {
    setAnsweredFor(summary.Id);
  }
  const current =
    answer.data && (!answer.isPlaceholderData || answeredFor === summary?.Id)
      ? answer.data
      : undefined;

  // One zoom for every chart; a new range or source shows it whole again (a relative range moving
  // on by a minute keeps it).
  const domainKey = plan
    ? [
        summary?.Id ?? '',
        query.range.kind === 'relative' ? query.range.key : `${plan.from}-${plan.to}`,
      ].join(':')
    : '';
  const [zoomed, setZoomed] = useState<{ key: string; zoom: readonly [number, number] | null }>({
    key: '',
    zoom: null,
  });
  const zoom = zoomed.key === domainKey ? zoomed.zoom : null;
  const setZoom = (next: readonly [number, number] | null) =>
    setZoomed({ key: domainKey, zoom: next });

  const set = (change: Partial<AggregatedChartQuery>) => onChange({ ...query, ...change });
  const labels = useChartLabels(zone?.label ?? null);
  const sourceMissing = query.source !== null && summary === undefined;

  return (
    <>
      <div
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        data-testid="chart-controls"
      >
        <FormField
          label={t('aggregated.source')}
          error={sourceMissing ? t('aggregated.sourceMissing') : undefined}
        >
          <Select
            options={summaries.map((item) => ({
              value: String(item.Id),
              label: item.Name,
              description: t('aggregated.sourceDescription', {
                type: t(`contributionType.${item.ContributionType}`),
                period: formatAveragingPeriod(item.AveragingPeriodMinutes, locale),
              }),
            }))}
            value={summary ? String(summary.Id) : ''}
            onValueChange={(value) => set({ source: Number(value) })}
            placeholder={t('aggregated.sourcePlaceholder')}
            data-testid="chart-source"
          />
        </FormField>
        <FormField
          label={t('aggregated.fields')}
          error={fieldsMissing ? t('aggregated.fieldsRequired') : undefined}
        >
          <MultiSelect
            options={options.map((option) => ({ value: option.key, label: words.option(option) }))}
            value={fields.map((field) => field.key)}
            onValueChange={(keys) =>
              set({ channels: queryFields(options.filter((option) => keys.includes(option.key))) })
            }
            maxTags={2}
            selectAllLabel={t('aggregated.allFields')}
            placeholder={t('aggregated.fieldsPlaceholder')}
            disabled={!summary}
            data-testid="chart-fields"
          />
        </FormField>
        <ChartRangeField
          zone={zone}
          now={now}
          range={query.range}
          onChange={(range) => set({ range })}
        />
      </div>
      <ChartZoneNote zone={zone} />
      {rangeError ? (
        <InlineNotification
          kind="error"
          title={t('invalid.title')}
          text={validationMessage(rangeError)}
          data-testid="chart-query-error"
        />
      ) : null}
      {summary && dropped.length > 0 ? (
        <p className="text-text-muted text-sm" data-testid="chart-dropped-channels">
          {t('aggregated.dropped', {
            fields: dropped.map((field) => droppedName(field, words)).join(', '),
          })}
        </p>
      ) : null}
      {!summary ? (
        <EmptyState
          title={t('aggregated.chooseSource.title')}
          text={t('aggregated.chooseSource.text')}
          data-testid="charts-choose-source"
        />
      ) : !plan || fieldsMissing ? null : answer.isError && !current ? (
        <InlineNotification
          kind="error"
          title={t('loadFailed')}
          text={errorMessage(answer.error, t('loadAction'))}
          action={
            <Button size="sm" variant="secondary" onClick={() => void answer.refetch()}>
              {t('retry')}
            </Button>
          }
          data-testid="chart-error"
        />
      ) : (
        <div className="flex flex-col gap-4" data-testid="chart-list">
          {plans.map((chart) => (
            <AggregatedChartCard
              key={chart.id}
              plan={chart}
              summary={summary}
              dataSets={current?.DataSets}
              loading={!current || !zone}
              refreshing={answer.isPlaceholderData}
              levels={project.data?.ComplianceLevels ?? []}
              words={words}
              zone={zone}
              labels={labels}
              domain={[plan.from, plan.to]}
              zoom={zoom}
              onZoomChange={setZoom}
            />
          ))}
        </div>
      )}
    </>
  );
}

/** A dropped field as the page names it: 'PM10 · Upwind average', or the wind field alone. */
function droppedName(field: AggregatedChannel, words: AggregatedWords): string {
  const key = fieldKey(field);
  return key.endsWith(':') || !field.sensorName
    ? words.field(field.fieldType)
    : words.option({ key, fieldType: field.fieldType, sensorName: field.sensorName, unit: '' });
}

// Series are rebuilt only when their answer changes, so the charts keep the same objects while
// another chart's zoom or legend changes.
const built = new WeakMap<AggregatedSeriesData, { key: string; series: TimeSeries }>();

function seriesOf(
  field: FieldOption,
  dataSet: AggregatedSeriesData,
  label: string,
  averagingMinutes: number,
): TimeSeries {
  const key = [field.key, label, averagingMinutes].join('|');
  const cached = built.get(dataSet);
  if (cached?.key === key) return cached.series;
  const series = buildAggregatedSeries(field, dataSet, label, averagingMinutes);
  built.set(dataSet, { key, series });
  return series;
}

/** One chart of the aggregated mode: a pollutant (with regions and levels) or the wind. */
function AggregatedChartCard({
  plan,
  summary,
  dataSets,
  loading,
  refreshing,
  levels,
  words,
  zone,
  labels,
  domain,
  zoom,
  onZoomChange,
}: {
  plan: AggregatedChartPlan;
  summary: ContributionSummaryItem;
  dataSets: readonly AggregatedSeriesData[] | undefined;
  loading: boolean;
  refreshing: boolean;
  levels: Parameters<typeof complianceLevelLines>[0];
  words: AggregatedWords;
  zone: ProjectZone | null;
  labels: Omit<TimeSeriesChartLabels, 'title'>;
  domain: readonly [number, number];
  zoom: readonly [number, number] | null;
  onZoomChange: (zoom: readonly [number, number] | null) => void;
}) {
  const { t } = useTranslation('charts');
  const { locale } = useLocale();
  const sets = dataSets ?? [];
  const series = useStableList(
    plan.fields.flatMap((field) => {
      const set = dataSetOf(sets, field);
      return set
        ? [seriesOf(field, set, words.field(field.fieldType), summary.AveragingPeriodMinutes)]
        : [];
    }),
  );
  // The same regions keep the same array, so the chart does not lay them out again each render.
  const shaded = chartRegions(plan, sets, words.region);
  const regionsKey = JSON.stringify(shaded);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content
  const regions: ChartRegion[] = useMemo(() => shaded, [regionsKey]);
  const pollutantUnit = series.find((one) => one.kind !== 'direction')?.unit;
  const levelLines: LevelLine[] = useMemo(
    () =>
      plan.sensorName === null
        ? []
        : complianceLevelLines(
            levels,
            summary.Id,
            plan.sensorName,
            (level) =>
              t('aggregated.level', {
                value: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(
                  level.Level,
                ),
                unit: pollutantUnit ?? level.DisplayUnits,
              }),
            pollutantUnit,
          ),
    [levels, summary.Id, plan.sensorName, pollutantUnit, locale, t],
  );
  const heading = plan.sensorName ?? t('aggregated.windHeading');
  const title =
    plan.sensorName === null
      ? t('aggregated.windTitle')
      : t('aggregated.pollutantTitle', { sensor: plan.sensorName });
  const units = [
    ...new Set(
      (series.length > 0 ? series.map((one) => one.unit) : plan.fields.map((f) => f.unit)).filter(
        Boolean,
      ),
    ),
  ].join(', ');

  return (
    <Card
      title={heading}
      description={units || undefined}
      headingLevel={2}
      data-testid="chart-card"
      aria-busy={loading || refreshing || undefined}
    >
      <TimeSeriesChart
        series={series}
        timeZone={zone?.timeZone ?? 'UTC'}
        locale={locale}
        labels={{ ...labels, title }}
        domain={domain}
        levels={levelLines}
        regions={regions}
        loading={loading}
        zoom={zoom}
        onZoomChange={onZoomChange}
        data-testid="time-series-chart"
      />
    </Card>
  );
}
