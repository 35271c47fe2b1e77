import { useInstrumentData, useSelectionName } from '@aq/api/react';
import { Card } from '@aq/ui/card';
import { EmptyState } from '@aq/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useLocale } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUserErrorMessage } from '../../lib/user-error';
import { summariseSeries } from './series-summary';
import { selectionFromSearch } from './selection';

/**
 * The instrument (monitor) page of the home area: the instrument's name and, per sensor, the
 * latest value and the last hour's mean, minimum and maximum. Without a monitor id it says "The
 * requested resource could not be found." (foundation §2.9).
 */
export default function MonitorPage() {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const selection = selectionFromSearch(useSearch());
  const serial = selection.MonitorId ?? null;
  const name = useSelectionName(serial ? { MonitorId: serial } : {});
  const data = useInstrumentData(serial, { duration: '1h' }, { errorScreen: true });
  const errorMessage = useUserErrorMessage();
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
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', dateStyle: 'medium' });
  const rows = (data.data?.Series ?? []).map(summariseSeries);

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
                  {t('monitor.time')}
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
                    {row.latestAt === null ? '—' : time.format(row.latestAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
