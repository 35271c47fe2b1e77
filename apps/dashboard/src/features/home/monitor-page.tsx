import { useInstrumentData, useSelectionName } from '@aq/api/react';
import { TimeSeriesChart } from '@aq/charts/time-series';
import { Card } from '@aq/ui/card';
import { EmptyState } from '@aq/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useLocale } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUserErrorMessage } from '../../lib/user-error';
import { useChartLabels } from '../charts/chart-card';
import { instrumentCharts, zoneOfAnswer } from './instrument-chart';
import { summariseSeries } from './series-summary';
import { selectionFromSearch } from './selection';

/**
 * The instrument (monitor) page of the home area: the instrument's name, per sensor the latest
 * value and the last hour's mean, minimum and maximum, and the last hour charted (one chart per
 * unit). Times are in the zone of the instrument's project, labelled with its offset (UTC for an
 * instrument in no project): the data is asked with utc=false, so the server writes each time
 * with that offset. Without a monitor id it says "The requested resource could not be found."
 * (foundation §2.9).
 */
export default function MonitorPage() {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const selection = selectionFromSearch(useSearch());
  const serial = selection.MonitorId ?? null;
  const name = useSelectionName(serial ? { MonitorId: serial } : {});
  const data = useInstrumentData(serial, { duration: '1h', utc: false }, { errorScreen: true });
  const errorMessage = useUserErrorMessage();
  const zone = zoneOfAnswer(data.data?.To);
  const labels = useChartLabels(zone.label);
  useDocumentTitle({ topic: name.data?.Name ?? serial, section: t('monitor.section') });

  if (!serial) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <EmptyState title={t('errors.notFound')} data-testid="monitor-not-found" />
      </div>
    );
  }

  const number = (value: number | null, places: number) =>
    value === null
      ? '—'
      : new Intl.NumberFormat(locale, {
          minimumFractionDigits: places,
          maximumFractionDigits: places,
        }).format(value);
  const time = new Intl.DateTimeFormat(locale, {
    timeStyle: 'short',
    dateStyle: 'medium',
    timeZone: zone.timeZone,
  });
  const rows = (data.data?.Series ?? []).map(summariseSeries);
  const charts = instrumentCharts(data.data?.Series ?? []);
  const domain: readonly [number, number] | undefined = data.data
    ? [Date.parse(data.data.From), Date.parse(data.data.To)]
    : undefined;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-semibold" data-testid="monitor-heading">
          {name.data?.Name || serial}
        </h1>
        <p className="text-text-muted mt-1">{t('monitor.serial', { serial })}</p>
      </div>
      <Card
        title={t('monitor.lastHour')}
        state={
          data.isPending
            ? 'loading'
            : data.isError
              ? 'error'
              : rows.length === 0
                ? 'empty'
                : 'ready'
        }
        emptyTitle={t('monitor.noSensors')}
        errorText={data.error ? errorMessage(data.error, t('monitor.loading')) : undefined}
      >
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('monitor.lastHour')}</caption>
            <thead>
              <tr className="border-border text-text-muted border-b text-start">
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {t('monitor.sensor')}
                </th>
                <th scope="col" className="py-2 pe-4 text-end font-medium">
                  {t('monitor.latest')}
                </th>
                <th scope="col" className="py-2 pe-4 text-end font-medium">
                  {t('monitor.mean')}
                </th>
                <th scope="col" className="py-2 pe-4 text-end font-medium">
                  {t('monitor.min')}
                </th>
                <th scope="col" className="py-2 pe-4 text-end font-medium">
                  {t('monitor.max')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('monitor.timeIn', { zone: zone.label })}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.sensor}
                  className="border-border border-b last:border-b-0"
                  data-testid="monitor-row"
                >
                  <th scope="row" className="py-2 pe-4 text-start font-medium">
                    {row.sensor} <span className="text-text-muted font-normal">{row.units}</span>
                  </th>
                  <td className="py-2 pe-4 text-end tabular-nums">
                    {number(row.latest, row.places)}
                  </td>
                  <td className="py-2 pe-4 text-end tabular-nums">
                    {number(row.mean, row.places)}
                  </td>
                  <td className="py-2 pe-4 text-end tabular-nums">{number(row.min, row.places)}</td>
                  <td className="py-2 pe-4 text-end tabular-nums">{number(row.max, row.places)}</td>
                  <td className="text-text-muted py-2 text-end tabular-nums">
                    {row.latestAt === null ? (
                      '—'
                    ) : (
                      <time dateTime={new Date(row.latestAt).toISOString()}>
                        {time.format(row.latestAt)} <span className="text-xs">{zone.label}</span>
                      </time>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      {charts.length > 0 ? (
        <section className="flex flex-col gap-4" aria-labelledby="monitor-charts-heading">
          <div>
            <h2 id="monitor-charts-heading" className="text-lg font-semibold">
              {t('monitor.chartsTitle')}
            </h2>
            <p className="text-text-muted text-sm" data-testid="monitor-zone">
              {t('monitor.zone', { zone: zone.label })}
            </p>
          </div>
          {charts.map((chart) => {
            const sensors = chart.series.map((series) => series.label).join(', ');
            return (
              <Card
                key={chart.series[0]?.id ?? chart.unit}
                title={sensors}
                description={chart.unit || undefined}
                data-testid="monitor-chart"
              >
                <TimeSeriesChart
                  series={chart.series}
                  timeZone={zone.timeZone}
                  locale={locale}
                  labels={{
                    ...labels,
                    title: t('monitor.chartTitle', { sensors }),
                  }}
                  {...(domain ? { domain } : {})}
                  height={200}
                />
              </Card>
            );
          })}
        </section>
      ) : null}
    </div>
  );
}
