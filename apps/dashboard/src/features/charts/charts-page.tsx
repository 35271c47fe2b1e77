import {
  CHART_REFRESH_MS,
  useChannelTimeseriesSet,
  useContributionSummaries,
  useDisplaySettings,
  useMonitoringLocations,
  useProjectDetails,
  type ChannelTimeseriesRequest,
} from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { Card } from '@aq/ui/card';
import { EmptyState } from '@aq/ui/empty-state';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { MultiSelect } from '@aq/ui/multi-select';
import { RadioGroup } from '@aq/ui/radio-group';
import { Select } from '@aq/ui/select';
import { Skeleton } from '@aq/ui/skeleton';
import { useUiStrings } from '@aq/ui/ui-strings';
import { AVERAGING_PERIOD_MINUTES } from '@aq/validation/chart';
import type { ValidationError } from '@aq/validation/messages';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorScreenFor } from '../../lib/error-screen';
import type { InvalidQueryError } from '../../lib/route-query';
import { useNow } from '../../lib/use-now';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { ProjectFrame } from '../projects/project-frame';
import { AggregatedCharts } from './aggregated-charts';
import { ChartCard, useChartLabels } from './chart-card';
import {
  chartProblems,
  chartQueryToRoute,
  parseChartQuery,
  relativeNow,
  resetForDataType,
  type ChartDataType,
  type ChartFocus,
  type ChartQuery,
  type IndividualChartQuery,
} from './chart-query';
import {
  availableChannels,
  chosenChannels,
  chosenLocations,
  offeredLocations,
  planCharts,
  queryChannels,
} from './chart-series';
import { ChartRangeField, ChartZoneNote } from './chart-range-field';
import { useProjectZone } from './project-zone';
import { formatAveragingPeriod } from '../../lib/averaging-period';
import { useLocale } from '../../lib/locale';

const REQUIRED_QUERY = ['projectId'] as const;

/** The fields the chart query's problems belong to (projects §5). */
const FIELD_OF_PROBLEM: Record<string, 'channels' | 'locations' | 'averaging'> = {
  'chart.channelRequired': 'channels',
  'chart.sourceRequired': 'locations',
  'chart.averagingPeriodNotAllowed': 'averaging',
};

/**
 * The Charts page of a project (projects §2 'Charts page', §4, §5, §9): the chart query lives in
 * the address (`?query=`). Individual data: the monitoring locations and channels to chart, the
 * averaging period (§9's options), the range (presets or a custom range, in the project's zone),
 * and the focus: one chart per channel with a line per location, or one chart per location with a
 * line per channel. A query that cannot be asked (over 1440 buckets, from after to, nothing
 * chosen) says why and asks nothing. Aggregated data charts one of the project's contributions
 * (AggregatedCharts): the data-type choice shows once the project has a contribution, and an
 * aggregated query on a project without one says so and offers the individual data.
 */
export default function ChartsPage() {
  const { t } = useTranslation('charts');
  const { query: routeQuery, error: routeError, setQuery } = useRouteQuery(REQUIRED_QUERY);
  const parsed = useMemo((): { query: ChartQuery | null; error: InvalidQueryError | null } => {
    if (routeError) return { query: null, error: routeError };
    try {
      return { query: parseChartQuery(routeQuery), error: null };
    } catch (error) {
      return { query: null, error: error as InvalidQueryError };
    }
  }, [routeQuery, routeError]);
  const projectId = parsed.query?.projectId ?? '';
  const project = useProjectDetails(projectId);
  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);

  if (parsed.error || !parsed.query) return <ErrorScreen kind="invalid-query" />;
  const query = parsed.query;
  const update = (next: ChartQuery) => setQuery(chartQueryToRoute(next));

  return (
    <ProjectFrame projectId={projectId} section={t('title')}>
      <div className="flex flex-col gap-4" data-testid="charts">
        <ChartsBody query={query} onChange={update} />
      </div>
    </ProjectFrame>
  );
}

/**
 * The data-type choice (once the project has a contribution) and the charts of the query's type.
 * An aggregated query waits for the contributions; without any it says so.
 */
function ChartsBody({
  query,
  onChange,
}: {
  query: ChartQuery;
  onChange: (next: ChartQuery) => void;
}) {
  const { t } = useTranslation('charts');
  const errorMessage = useUserErrorMessage();
  const contributions = useContributionSummaries(query.projectId);
  const summaries = contributions.data?.Summaries ?? [];
  const choice =
    summaries.length > 0 ? (
      <RadioGroup
        label={t('dataType.label')}
        orientation="horizontal"
        options={(['individual', 'aggregated'] as const).map((type) => ({
          value: type,
          label: t(`dataType.${type}`),
        }))}
        value={query.type}
        onValueChange={(type) => onChange(resetForDataType(query, type as ChartDataType))}
        data-testid="chart-data-type"
      />
    ) : null;

  if (query.type === 'individual') {
    return (
      <>
        {choice}
        <IndividualCharts query={query} onChange={onChange} />
      </>
    );
  }
  if (contributions.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Card state="loading" title={<Skeleton className="h-5 w-32" />} />
      </div>
    );
  }
  if (contributions.isError) {
    return (
      <Card
        state="error"
        title={t('title')}
        errorText={errorMessage(contributions.error, t('aggregated.loadSourcesAction'))}
      />
    );
  }
  if (summaries.length === 0) {
    return (
      <InlineNotification
        kind="info"
        title={t('aggregated.title')}
        text={t('aggregated.text')}
        action={
          <Button size="sm" onClick={() => onChange(resetForDataType(query, 'individual'))}>
            {t('aggregated.showIndividual')}
          </Button>
        }
        data-testid="charts-aggregated-unavailable"
      />
    );
  }
  return (
    <>
      {choice}
      <AggregatedCharts query={query} summaries={summaries} onChange={onChange} />
    </>
  );
}

/** The controls and charts of an individual query. */
function IndividualCharts({
  query,
  onChange,
}: {
  query: IndividualChartQuery;
  onChange: (next: ChartQuery) => void;
}) {
  const { t } = useTranslation('charts');
  const { locale } = useLocale();
  const { validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const locationsQuery = useMonitoringLocations(query.projectId);
  const settings = useDisplaySettings(query.projectId);
  // A relative range ends at the current minute and moves on each minute: the new range is asked
  // for then (projects §9: charts refetch every 60 s), while the charts keep the previous answers.
  const now = relativeNow(useNow(CHART_REFRESH_MS));
  const zone = useProjectZone(query.projectId, now);

  const groups = settings.data?.ProjectSensorGroups;
  const allLocations = useMemo(() => locationsQuery.data?.Items ?? [], [locationsQuery.data]);
  const offered = offeredLocations(allLocations, query.monitoringLocationIds);
  const locations = chosenLocations(allLocations, query.monitoringLocationIds);
  const available = availableChannels(locations, groups);
  const everyChannel = availableChannels(allLocations, groups);
  const { channels, dropped } = chosenChannels(query.channels, available);
  const ready = locationsQuery.isSuccess && !settings.isPending;
  const { problems, plan } = chartProblems(
    query,
    { channels: channels.length, locations: locations.length },
    now,
  );
  const charts = ready
    ? planCharts(query.focus, allLocations, locations, channels, everyChannel)
    : [];
  const asked = plan !== null && ready;

  const requests: ChannelTimeseriesRequest[] = [];
  if (plan) {
    const seen = new Set<string>();
    for (const series of charts.flatMap((chart) => chart.series)) {
      if (seen.has(series.id)) continue;
      seen.add(series.id);
      requests.push({
        id: series.id,
        params: {
          ProjectId: query.projectId,
          MonitoringLocationId: series.locationId,
          ChannelName: series.channel,
          StartTime: new Date(plan.from).toISOString(),
          EndTime: new Date(plan.to).toISOString(),
          AveragingPeriodMs: plan.averagingPeriodMs,
        },
      });
    }
  }
  const answers = useChannelTimeseriesSet(requests, { enabled: asked });
  const data = new Map(answers.map((state) => [state.id, state]));

  // One zoom for every chart of the page; a new range or averaging period shows it whole again.
  // (A relative range moving on by a minute keeps the zoom.)
  const domainKey = plan
    ? [
        plan.averagingPeriodMs,
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

  const fieldProblem = (field: 'channels' | 'locations' | 'averaging') =>
    problems
      .filter((problem) => FIELD_OF_PROBLEM[problem.code] === field)
      .map((problem) => validationMessage(problem))
      .join(' ') || undefined;
  const rangeProblems: ValidationError[] = problems.filter(
    (problem) => FIELD_OF_PROBLEM[problem.code] === undefined,
  );
  const set = (change: Partial<IndividualChartQuery>) => onChange({ ...query, ...change });
  const labels = useChartLabels(zone?.label ?? null);

  return (
    <>
      <div
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
        data-testid="chart-controls"
      >
        {ready ? (
          <>
            <FormField label={t('controls.locations')} error={fieldProblem('locations')}>
              <MultiSelect
                options={offered.map((location) => ({
                  value: location.GuidId,
                  label: location.Name,
                }))}
                value={locations.map((location) => location.GuidId)}
                onValueChange={(ids) =>
                  set({
                    monitoringLocationIds: allLocations
                      .filter((location) => ids.includes(location.GuidId))
                      .map((location) => location.GuidId),
                  })
                }
                maxTags={2}
                selectAllLabel={t('controls.allLocations')}
                placeholder={t('controls.locationsPlaceholder')}
                data-testid="chart-locations"
              />
            </FormField>
            <FormField label={t('controls.channels')} error={fieldProblem('channels')}>
              <MultiSelect
                options={available.map((channel) => ({
                  value: channel.name,
                  label: channel.unit ? `${channel.name} (${channel.unit})` : channel.name,
                }))}
                value={channels.map((channel) => channel.name)}
                onValueChange={(names) =>
                  set({
                    channels: queryChannels(
                      available.filter((option) => names.includes(option.name)),
                    ),
                  })
                }
                maxTags={3}
                selectAllLabel={t('controls.allChannels')}
                placeholder={t('controls.channelsPlaceholder')}
                data-testid="chart-channels"
              />
            </FormField>
          </>
        ) : (
          <>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </>
        )}
        <FormField label={t('controls.averaging')} error={fieldProblem('averaging')}>
          <Select
            options={AVERAGING_PERIOD_MINUTES.map((minutes) => ({
              value: String(minutes),
              label: formatAveragingPeriod(minutes, locale),
            }))}
            value={String(query.averagingPeriod)}
            onValueChange={(value) => set({ averagingPeriod: Number(value) })}
            placeholder={t('controls.averagingPlaceholder')}
            data-testid="chart-averaging"
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
      <RadioGroup
        label={t('controls.focus')}
        orientation="horizontal"
        options={(['channels', 'monitoringLocations'] as const).map((focus) => ({
          value: focus,
          label: t(`focus.${focus}`),
        }))}
        value={query.focus}
        onValueChange={(focus) => set({ focus: focus as ChartFocus })}
        data-testid="chart-focus"
      />
      {rangeProblems.length > 0 ? (
        <InlineNotification
          kind="error"
          title={t('invalid.title')}
          text={rangeProblems.map((problem) => validationMessage(problem)).join(' ')}
          data-testid="chart-query-error"
        />
      ) : null}
      {ready && dropped.length > 0 ? (
        <p className="text-text-muted text-sm" data-testid="chart-dropped-channels">
          {t('dropped', { channels: dropped.join(', ') })}
        </p>
      ) : null}
      {locationsQuery.isError ? (
        <Card
          state="error"
          title={t('title')}
          errorText={errorMessage(locationsQuery.error, t('loadLocationsAction'))}
        />
      ) : !ready ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Card state="loading" title={<Skeleton className="h-5 w-32" />} />
        </div>
      ) : allLocations.length === 0 || everyChannel.length === 0 ? (
        <EmptyState title={t('empty.title')} text={t('empty.text')} data-testid="charts-empty" />
      ) : problems.length === 0 ? (
        <div className="flex flex-col gap-4" data-testid="chart-list">
          {charts.map((chart) => (
            <ChartCard
              key={chart.id}
              plan={chart}
              states={data}
              zone={zone}
              labels={labels}
              domain={plan ? [plan.from, plan.to] : undefined}
              zoom={zoom}
              onZoomChange={setZoom}
              errorMessage={(error) => errorMessage(error, t('loadAction'))}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
