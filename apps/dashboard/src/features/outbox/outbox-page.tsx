import type { OutboxMessage } from '@aq/api';
import { useOutbox } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Link as StyledLink } from '@aq/ui/link';
import { Select } from '@aq/ui/select';
import { StatusIndicator, type Status } from '@aq/ui/status-indicator';
import { useUiStrings } from '@aq/ui/ui-strings';
import { Mail, MessageSquareText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatProjectTime, type ProjectClock } from '../../lib/project-clock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, outboxFilterOf, routeQueryOf } from './outbox-filter';

type Message = z.output<typeof OutboxMessage>;
type MessageStatus = Message['Status'];

/** Every status shown with its own shape as well as its colour. */
const STATUS_LOOK: Record<MessageStatus, Status> = {
  Pending: 'caution',
  Retrying: 'caution',
  Sent: 'ok',
  Failed: 'warning',
  Held: 'offline',
};

/** The statuses the summary counts, in its order. */
const SUMMARY: readonly MessageStatus[] = ['Sent', 'Pending', 'Retrying', 'Failed', 'Held'];

const ALL = 'all';

/**
 * The delivery outbox (ours, issue 17): every e-mail and text message the server sent, is
 * retrying, failed or holds, newest first, so a self-hoster can see that messages leave. The
 * counts per status, a note for each channel without a provider, a filter by status and channel
 * (kept in the route query) and pages of 50 loaded on demand. Times are on this browser's clock
 * with the zone under each. The server lets only organisation administrators read it.
 */
export default function OutboxPage() {
  const { t } = useTranslation('outbox');
  const { locale } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const { query, setQuery } = useRouteQuery();
  const filter = outboxFilterOf(query);
  const outbox = useOutbox(filter);
  useDocumentTitle({ section: t('title') });
  const clock = useMemo<ProjectClock>(
    () => ({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      summerTimeAdjusted: true,
    }),
    [],
  );
  const first = outbox.data?.pages[0];
  const rows = useMemo(() => outbox.data?.pages.flatMap((page) => page.Items) ?? [], [outbox.data]);

  const columns = useMemo<DataTableProps<Message>['columns']>(() => {
    const time = (iso: string) => {
      const at = formatProjectTime(Date.parse(iso) / 1000, clock, locale);
      return { text: at.text, zone: at.zone };
    };
    return [
      {
        id: 'created',
        header: t('columns.created'),
        accessorKey: 'CreatedAt',
        enableSorting: false,
        cell: ({ row }) => {
          const at = time(row.original.CreatedAt);
          return (
            <time dateTime={row.original.CreatedAt} className="whitespace-nowrap tabular-nums">
              {at.text} <span className="text-text-muted block text-xs">{at.zone}</span>
            </time>
          );
        },
      },
      {
        id: 'channel',
        header: t('columns.channel'),
        accessorKey: 'Channel',
        enableSorting: false,
        cell: ({ row }) => {
          const Icon = row.original.Channel === 'Email' ? Mail : MessageSquareText;
          return (
            <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
              <Icon aria-hidden="true" className="text-text-muted size-4" />
              {t(`channels.${row.original.Channel}`)}
            </span>
          );
        },
      },
      {
        id: 'recipient',
        header: t('columns.recipient'),
        accessorKey: 'Recipient',
        enableSorting: false,
        // A link to write to or call the person, e.g. when their message failed; it also gives
        // every row something to focus, so the scrolling table is reachable by keyboard.
        cell: ({ row }) => (
          <StyledLink
            href={`${row.original.Channel === 'Email' ? 'mailto' : 'tel'}:${row.original.Recipient}`}
            className="break-all"
            data-testid="outbox-recipient"
          >
            {row.original.Recipient}
          </StyledLink>
        ),
      },
      {
        id: 'subject',
        header: t('columns.subject'),
        accessorKey: 'Subject',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.Subject ? (
            row.original.Subject
          ) : (
            <span className="text-text-muted">{t('noSubject')}</span>
          ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        accessorKey: 'Status',
        enableSorting: false,
        cell: ({ row }) => {
          const { Status: status, SentAt, NextAttemptAt } = row.original;
          const when = status === 'Sent' ? SentAt : NextAttemptAt;
          const at = when ? time(when) : null;
          return (
            <span className="flex flex-col gap-0.5">
              <StatusIndicator
                status={STATUS_LOOK[status]}
                label={t(`statuses.${status}`)}
                data-testid="outbox-status"
              />
              {at && when ? (
                <time dateTime={when} className="text-text-muted text-xs whitespace-nowrap">
                  {t(status === 'Sent' ? 'sentAt' : 'nextAttemptAt', {
                    time: `${at.text} ${at.zone}`,
                  })}
                </time>
              ) : null}
            </span>
          );
        },
      },
      {
        id: 'attempts',
        header: t('columns.attempts'),
        accessorKey: 'Attempts',
        enableSorting: false,
        meta: { align: 'end' },
        cell: ({ row }) => <span className="tabular-nums">{row.original.Attempts}</span>,
      },
      {
        id: 'lastError',
        header: t('columns.lastError'),
        accessorKey: 'LastError',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.LastError ? (
            <span className="block max-w-80 text-xs break-words">{row.original.LastError}</span>
          ) : (
            <span className="text-text-muted">{t('noError')}</span>
          ),
      },
    ];
  }, [t, clock, locale]);

  const filters = (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
      <Select
        aria-label={t('filters.status')}
        className="w-full sm:w-44"
        value={filter.status ?? ALL}
        onValueChange={(value) =>
          setQuery(
            routeQueryOf({
              ...filter,
              status: value === ALL ? undefined : (value as MessageStatus),
            }),
          )
        }
        options={[
          { value: ALL, label: t('filters.allStatuses') },
          ...OUTBOX_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        ]}
        data-testid="outbox-status-filter"
      />
      <Select
        aria-label={t('filters.channel')}
        className="w-full sm:w-40"
        value={filter.channel ?? ALL}
        onValueChange={(value) =>
          setQuery(
            routeQueryOf({
              ...filter,
              channel: value === ALL ? undefined : (value as Message['Channel']),
            }),
          )
        }
        options={[
          { value: ALL, label: t('filters.allChannels') },
          ...OUTBOX_CHANNELS.map((channel) => ({
            value: channel,
            label: t(`channels.${channel}`),
          })),
        ]}
        data-testid="outbox-channel-filter"
      />
    </div>
  );

  const filtered = filter.status !== undefined || filter.channel !== undefined;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="text-text-muted text-sm">{t('intro')}</p>
      </div>

      {first && !first.EmailConfigured ? (
        <InlineNotification
          kind="warning"
          title={t('emailOff.title')}
          text={t('emailOff.text')}
          data-testid="outbox-email-off"
        />
      ) : null}
      {first && !first.SmsConfigured ? (
        <InlineNotification
          kind="warning"
          title={t('smsOff.title')}
          text={t('smsOff.text')}
          data-testid="outbox-sms-off"
        />
      ) : null}

      {first ? (
        <section aria-labelledby="outbox-summary-heading">
          <h2 id="outbox-summary-heading" className="sr-only">
            {filter.channel
              ? t('summary.headingChannel', { channel: t(`channels.${filter.channel}`) })
              : t('summary.heading')}
          </h2>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" data-testid="outbox-summary">
            {SUMMARY.map((status) => (
              <div
                key={status}
                className="border-border bg-surface-raised rounded-control flex flex-col gap-1 border px-3 py-2"
                data-testid={`outbox-summary-${status}`}
              >
                <dt>
                  <StatusIndicator
                    status={STATUS_LOOK[status]}
                    label={t(`statuses.${status}`)}
                    size="sm"
                  />
                </dt>
                <dd className="text-2xl font-semibold tabular-nums">
                  {first.Summary[status].toLocaleString(locale)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <DataTable<Message>
        data-testid="outbox-table"
        caption={t('caption')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.Id}
        rowHeader="recipient"
        searchable={false}
        toolbar={filters}
        loading={outbox.isPending}
        error={outbox.error ? t('loadFailed') : undefined}
        errorText={outbox.error ? errorMessage(outbox.error, t('loadAction')) : undefined}
        onRetry={() => void outbox.refetch()}
        retryLabel={t('retry')}
        emptyTitle={filtered ? t('emptyFiltered') : t('empty')}
        emptyText={filtered ? t('emptyFilteredText') : t('emptyText')}
        noResultsTitle={t('emptyFiltered')}
        stateHeadingLevel={2}
      />

      {outbox.data && rows.length > 0 ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-text-muted text-sm" aria-live="polite">
            {t('shown', { count: rows.length })}
          </p>
          {outbox.hasNextPage ? (
            <Button
              variant="secondary"
              loading={outbox.isFetchingNextPage}
              onClick={() => void outbox.fetchNextPage()}
              data-testid="outbox-load-more"
            >
              {t('loadMore')}
            </Button>
          ) : (
            <p className="text-text-muted text-sm">{t('nothingMore')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
