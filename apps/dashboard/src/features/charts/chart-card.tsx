import type { ChannelTimeseriesAnswer, ChannelTimeseriesState } from '@aq/api/react';
import {
  TimeSeriesChart,
  type TimeSeries,
  type TimeSeriesChartLabels,
} from '@aq/charts/time-series';
import { Button } from '@aq/ui/button';
import { Card } from '@aq/ui/card';
import { InlineNotification } from '@aq/ui/inline-notification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { buildTimeSeries, seriesColour, type ChartPlan, type SeriesPlan } from './chart-series';
import type { ProjectZone } from './project-zone';

/**
 * The labels every chart of a page shares (the title is each chart's own); `zoneLabel` names the
 * zone of the times, e.g. 'America/New_York (UTC-05:00)'.
 */
export function useChartLabels(zoneLabel: string | null): Omit<TimeSeriesChartLabels, 'title'> {
  const { t } = useTranslation('charts');
  return {
    noData: t('chart.noData'),
    loading: t('chart.loading'),
    resetZoom: t('chart.resetZoom'),
    viewAsTable: t('chart.viewAsTable'),
    viewAsChart: t('chart.viewAsChart'),
    time: t('chart.time', { zone: zoneLabel ?? 'UTC' }),
    toggleSeries: (label, shown) =>
      shown ? t('chart.hideSeries', { label }) : t('chart.showSeries', { label }),
  };
}

// A series is rebuilt only when its answer or its plan (label, unit, decimals, colour) changes,
// so the chart keeps the same objects while the other charts of the page load.
const built = new WeakMap<ChannelTimeseriesAnswer, { key: string; series: TimeSeries }>();

function seriesOf(plan: SeriesPlan, answer: ChannelTimeseriesAnswer): TimeSeries {
  const key = [plan.id, plan.label, plan.unit, plan.decimals, plan.kind, plan.colourIndex].join(
    '|',
  );
  const cached = built.get(answer);
  if (cached?.key === key) return cached.series;
  const series = buildTimeSeries(plan, answer, seriesColour(plan.colourIndex));
  built.set(answer, { key, series });
  return series;
}

/** The same array as last time while its items are the same objects. */
export function useStableList<T>(items: T[]): T[] {
  const [stable, setStable] = useState(items);
  const same =
    stable.length === items.length && stable.every((item, index) => item === items[index]);
  if (same) return stable;
  setStable(items);
  return items;
}

/**
 * One chart of the Charts page: its heading, the chart of its series (a skeleton until every
 * series has an answer, 'No data' when none has a value), and the failure of any series with a
 * way to ask again. While a new range loads, the previous answers stay on screen.
 */
export function ChartCard({
  plan,
  states,
  zone,
  labels,
  domain,
  zoom,
  onZoomChange,
  errorMessage,
  height,
}: {
  plan: ChartPlan;
  states: ReadonlyMap<string, ChannelTimeseriesState>;
  zone: ProjectZone | null;
  labels: Omit<TimeSeriesChartLabels, 'title'>;
  domain: readonly [number, number] | undefined;
  zoom: readonly [number, number] | null;
  onZoomChange: (zoom: readonly [number, number] | null) => void;
  errorMessage: (error: unknown) => string;
  height?: number;
}) {
  const { t } = useTranslation('charts');
  const { locale } = useLocale();
  const seriesStates = plan.series.map((series) => states.get(series.id));
  const series = useStableList(
    plan.series.flatMap((one, index) => {
      const answer = seriesStates[index]?.data;
      return answer ? [seriesOf(one, answer)] : [];
    }),
  );
  const failed = seriesStates.filter(
    (state): state is ChannelTimeseriesState => Boolean(state?.error) && !state?.data,
  );
  const loading = seriesStates.some((state) => state === undefined || state.isPending);
  const refreshing = seriesStates.some((state) => state?.isPlaceholderData);
  const units = [...new Set(plan.series.map((one) => one.unit).filter(Boolean))].join(', ');
  const title =
    plan.focus === 'channels'
      ? t('chart.channelTitle', { channel: plan.title })
      : t('chart.locationTitle', { location: plan.title });

  return (
    <Card
      title={plan.title}
      description={units || undefined}
      headingLevel={2}
      data-testid="chart-card"
      aria-busy={loading || refreshing || undefined}
    >
      <div className="flex flex-col gap-3">
        {failed.length > 0 ? (
          <InlineNotification
            kind="error"
            title={t('loadFailed')}
            text={errorMessage(failed[0]?.error)}
            action={
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void Promise.all(failed.map((state) => state.refetch()))}
              >
                {t('retry')}
              </Button>
            }
            data-testid="chart-error"
          />
        ) : null}
        {failed.length < plan.series.length ? (
          <TimeSeriesChart
            series={series}
            timeZone={zone?.timeZone ?? 'UTC'}
            locale={locale}
            labels={{ ...labels, title }}
            {...(domain ? { domain } : {})}
            loading={loading || !zone}
            zoom={zoom}
            onZoomChange={onZoomChange}
            {...(height ? { height } : {})}
            data-testid="time-series-chart"
          />
        ) : null}
      </div>
    </Card>
  );
}
