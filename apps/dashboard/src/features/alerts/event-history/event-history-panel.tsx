import type { AlertEvent } from '@aq/api';
import { useAlertEvents, useUpdateAlertEvent, type AlertEventsOf } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { toast } from '@aq/ui/toast';
import { useUiStrings } from '@aq/ui/ui-strings';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatProjectTime, type ProjectClock } from '../../../lib/project-clock';
import { useUserErrorMessage } from '../../../lib/user-error';
import { GuardedButton } from '../../monitoring-locations/guarded-button';
import { isContributionAlertId, type AlertId } from '../alert-data';
import { eventActions, eventValueText, type ResolutionTarget } from './event-actions';

type Event = z.output<typeof AlertEvent>;

/** Whose events are listed: an event rule (text id) or a contribution alert config (number). */
export function alertEventsOf(alertId: AlertId): AlertEventsOf {
  return isContributionAlertId(alertId) ? { alertConfigId: alertId } : { eventRuleId: alertId };
}

/**
 * The alert's event history (beyond the spec, issue 17: users need to see what fired): each
 * firing newest first with its time on the project's clock (zone written), the source, the value
 * and unit (offline events: 'No data'), the resolution status with 'Mark under review' and
 * 'Resolve' (Manage_Alerts), the sent status and who was notified (each recipient and how their
 * message fared). Older events load on demand.
 */
export function EventHistoryPanel({
  alertId,
  clock,
  manageReason,
  decimals,
}: {
  alertId: AlertId;
  clock: ProjectClock;
  manageReason: string | null;
  /** Decimal places of the alert's sensor in the project's display settings. */
  decimals: number;
}) {
  const { t } = useTranslation('alerts');
  const { locale } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const of = useMemo(() => alertEventsOf(alertId), [alertId]);
  const events = useAlertEvents(of);
  const update = useUpdateAlertEvent();
  const rows = useMemo(() => events.data?.pages.flatMap((page) => page.Items) ?? [], [events.data]);

  const columns = useMemo<DataTableProps<Event>['columns']>(() => {
    const move = (event: Event, target: ResolutionTarget) =>
      update.mutate(
        { of, eventId: event.Id, body: { ResolutionStatus: target } },
        {
          onError: (failure) =>
            toast({
              kind: 'error',
              title: t('events.updateFailed'),
              text: errorMessage(failure, t('events.updateAction')),
            }),
        },
      );
    return [
      {
        id: 'time',
        header: t('events.columns.time'),
        accessorFn: (event) => Date.parse(event.TriggeredAt),
        sortingFn: 'basic',
        meta: { searchable: false },
        cell: ({ row }) => {
          const time = formatProjectTime(
            Date.parse(row.original.TriggeredAt) / 1000,
            clock,
            locale,
          );
          return (
            <time dateTime={row.original.TriggeredAt} className="tabular-nums">
              {time.text} <span className="text-text-muted block text-xs">{time.zone}</span>
            </time>
          );
        },
      },
      {
        id: 'source',
        header: t('events.columns.source'),
        accessorFn: (event) => event.SourceName ?? t('events.deletedSource'),
      },
      {
        id: 'value',
        header: t('events.columns.value'),
        accessorFn: (event) =>
          event.TriggerType === 'Offline'
            ? t('events.offline')
            : (eventValueText(event.Value, event.Unit, locale, decimals) ?? t('events.noValue')),
        cell: ({ getValue }) => <span className="tabular-nums">{String(getValue())}</span>,
      },
      {
        id: 'status',
        header: t('events.columns.status'),
        accessorFn: (event) => t(`events.resolution.${event.ResolutionStatus}`),
        cell: ({ row }) => {
          const event = row.original;
          const actions = eventActions(event.ResolutionStatus);
          const busy = update.isPending && update.variables?.eventId === event.Id;
          return (
            <div className="flex flex-col items-start gap-1.5">
              <span data-testid="event-status">
                {t(`events.resolution.${event.ResolutionStatus}`)}
              </span>
              {event.ResolutionStatus === 'Resolved' && event.ResolvedBy ? (
                <span className="text-text-muted text-xs">
                  {t('events.resolvedBy', { name: event.ResolvedBy })}
                </span>
              ) : null}
              {actions.length > 0 ? (
                <div className="flex flex-wrap gap-1.5">
                  {actions.map((target) => (
                    <GuardedButton
                      key={target}
                      size="sm"
                      variant="secondary"
                      reason={manageReason}
                      disabled={busy}
                      onClick={() => move(event, target)}
                      // The visible words first, then which event (the rows look alike).
                      aria-label={`${t(`events.actions.${target}`)}, ${
                        formatProjectTime(Date.parse(event.TriggeredAt) / 1000, clock, locale).text
                      }`}
                    >
                      {t(`events.actions.${target}`)}
                    </GuardedButton>
                  ))}
                </div>
              ) : null}
            </div>
          );
        },
      },
      {
        id: 'sent',
        header: t('events.columns.sent'),
        accessorFn: (event) => t(`events.sent.${event.SentStatus}`),
      },
      {
        id: 'notified',
        header: t('events.columns.notified'),
        enableSorting: false,
        accessorFn: (event) => event.Recipients.map((recipient) => recipient.Recipient).join(' '),
        cell: ({ row }) =>
          row.original.Recipients.length === 0 ? (
            <span className="text-text-muted">{t('events.nobody')}</span>
          ) : (
            <ul className="flex flex-col gap-1">
              {row.original.Recipients.map((recipient) => (
                <li
                  key={`${recipient.Channel}:${recipient.Recipient}`}
                  className="flex flex-wrap gap-x-2"
                >
                  <span className="break-all">{recipient.Recipient}</span>
                  <span className="text-text-muted text-xs">
                    {t(`events.channel.${recipient.Channel}`)} ·{' '}
                    {t(`events.delivery.${recipient.Status}`)}
                  </span>
                </li>
              ))}
            </ul>
          ),
      },
    ];
  }, [t, locale, clock, of, update, manageReason, errorMessage, decimals]);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="alert-events-title">
      <div className="flex flex-col gap-1">
        <h2 id="alert-events-title" className="text-lg font-semibold">
          {t('events.title')}
        </h2>
        <p className="text-text-muted text-sm">{t('events.intro')}</p>
      </div>
      <DataTable<Event>
        data-testid="alert-events"
        caption={t('events.title')}
        columns={columns}
        data={rows}
        getRowId={(event) => String(event.Id)}
        rowHeader="time"
        defaultSort={[{ id: 'time', desc: true }]}
        searchable={false}
        loading={events.isPending}
        error={events.error ? t('events.loadFailed') : undefined}
        errorText={events.error ? errorMessage(events.error, t('events.loadAction')) : undefined}
        onRetry={() => void events.refetch()}
        retryLabel={t('retry')}
        emptyTitle={t('events.empty')}
        emptyText={t('events.emptyText')}
        noResultsTitle={t('events.empty')}
        stateHeadingLevel={3}
      />
      {events.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            loading={events.isFetchingNextPage}
            onClick={() => void events.fetchNextPage()}
          >
            {t('events.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
