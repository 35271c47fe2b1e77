import { Button } from '@aq/ui/button';
import { Card } from '@aq/ui/card';
import { StatusIndicator } from '@aq/ui/status-indicator';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import {
  instrumentCells,
  instrumentPage,
  instrumentPageCount,
  sortInstruments,
  type HealthCell,
  type InstrumentRow,
} from './instrument-status';

/** Props of InstrumentStatusWidget. */
export interface InstrumentStatusWidgetProps {
  /** The project's instruments with their health (any order: the widget sorts them). */
  instruments: readonly InstrumentRow[];
  /** While the statuses load for the first time: a skeleton. */
  loading?: boolean;
  /** The server's message when the statuses could not be read. */
  error?: string | null;
}

/**
 * The instrument status widget (projects §2, §4): the instruments worst first (the status sort
 * score), then by name, three per page, each with online, sensor health, operation mode and
 * battery as the design system's status icon and word. An offline instrument shows all four
 * offline.
 */
export function InstrumentStatusWidget({
  instruments,
  loading = false,
  error,
}: InstrumentStatusWidgetProps) {
  const { t } = useTranslation('project-dashboard');
  const { locale } = useLocale();
  const [page, setPage] = useState(0);
  const sorted = sortInstruments(instruments);
  const pageCount = instrumentPageCount(sorted.length);
  // A refresh with fewer instruments keeps the page in range.
  const shown = instrumentPage(sorted, page);
  const number = new Intl.NumberFormat(locale);
  const state = loading ? 'loading' : error ? 'error' : sorted.length === 0 ? 'empty' : 'ready';
  const word = (cell: HealthCell) => t(`instruments.words.${cell.word}`);
  return (
    <Card
      data-testid="instrument-status-widget"
      title={t('instruments.title')}
      headingLevel={3}
      state={state}
      errorText={error ?? undefined}
      emptyTitle={t('instruments.emptyTitle')}
      emptyText={t('instruments.emptyText')}
      footer={
        state === 'ready' && pageCount > 1 ? (
          <nav aria-label={t('instruments.title')} className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('instruments.previous')}
              disabled={shown.index === 0}
              onClick={() => setPage(shown.index - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <span aria-live="polite" className="text-text-muted text-sm tabular-nums">
              {t('instruments.page', {
                page: number.format(shown.index + 1),
                count: number.format(pageCount),
              })}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('instruments.next')}
              disabled={shown.index >= pageCount - 1}
              onClick={() => setPage(shown.index + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        ) : undefined
      }
    >
      <ul className="@container m-0 flex list-none flex-col gap-3 p-0">
        {shown.rows.map((row) => {
          const cells = instrumentCells(row.status);
          return (
            <li
              key={row.status.MonitorSerial}
              data-slot="instrument-status"
              className="rounded-control border-border flex flex-col gap-2 border p-3"
            >
              <h4 className="m-0 truncate text-sm font-semibold" title={row.name}>
                {row.name}
              </h4>
              <dl className="m-0 grid grid-cols-2 gap-x-4 gap-y-2 @md:grid-cols-4">
                {(
                  [
                    ['online', cells.online],
                    ['sensor', cells.sensor],
                    ['operation', cells.operation],
                    ['battery', cells.battery],
                  ] as const
                ).map(([key, cell]) => (
                  <div key={key} className="flex min-w-0 flex-col gap-0.5">
                    <dt className="text-text-muted text-xs">{t(`instruments.${key}`)}</dt>
                    <dd className="m-0">
                      <StatusIndicator status={cell.status} label={word(cell)} size="sm" />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
