import { useJournalEntries, useProjectDetails } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { DataTable } from '@aq/ui/data-table';
import { DateTimeRangePicker } from '@aq/ui/date-time-range-picker';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Select } from '@aq/ui/select';
import { Skeleton } from '@aq/ui/skeleton';
import { Switch } from '@aq/ui/switch';
import { TextInput } from '@aq/ui/text-input';
import { Tooltip } from '@aq/ui/tooltip';
import { useUiStrings } from '@aq/ui/ui-strings';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import { Plus, Search } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorScreenFor } from '../../lib/error-screen';
import { useHasPermission } from '../../lib/permissions';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { ProjectFrame } from '../projects/project-frame';
import { AddEntryModal } from './add-entry-modal';
import {
  ALL,
  filterJournalEntries,
  JOURNAL_PAGE_SIZE,
  JOURNAL_SOURCES,
  JOURNAL_TYPES,
  journalRequest,
  NO_FILTERS,
  queryFromRecordsView,
  recordsViewFromQuery,
  type Entry,
  type EntrySource,
  type EntryType,
  type JournalFilters,
  type RecordsView,
} from './records-state';
import { formatProjectTime, pickerTimeZone, type ProjectClock } from '../../lib/project-clock';

const REQUIRED_QUERY = ['projectId'] as const;

/** How often a relative range ("Last 24 hours") moves on to the current minute. */
const CLOCK_TICK_MS = 60_000;

/**
 * The records (journal) of a project (projects §2 'Records page', §3, §5, §8, §9): a table of
 * entries (type, time on the project's clock with the zone labelled, details, user, source), 10 a
 * page, filtered by type, source and text over the loaded range; the range picker (default the
 * last day; a range over 31 days shows 'Records range error' and is not asked for); the switch
 * that brings in the entries instruments wrote; and 'Add entry', which needs Manage_Journal
 * (without it the button is unavailable and says why).
 */
export default function RecordsPage() {
  const { t } = useTranslation('records');
  const { locale, validationMessage } = useUiStrings();
  const { query, error: queryError, setQuery } = useRouteQuery(REQUIRED_QUERY);
  const projectId = typeof query.projectId === 'string' ? query.projectId : '';
  const project = useProjectDetails(projectId);
  const errorMessage = useUserErrorMessage();
  const canAdd = useHasPermission('Manage_Journal');
  const [now, setNow] = useState(() => Date.now());
  // The range and the switch live in the address, so a view can be shared and reloaded.
  const view = recordsViewFromQuery(query);
  const { range, includeInstrumentEntries } = view;
  const setView = (next: RecordsView) => setQuery(queryFromRecordsView(projectId, next));
  const [filters, setFilters] = useState<JournalFilters>(NO_FILTERS);
  const [page, setPage] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: JOURNAL_PAGE_SIZE,
  });
  const [adding, setAdding] = useState(false);
  const noPermissionId = useId();

  // A relative range ends now: the clock moves each minute, and at once when the range changes or
  // an entry is added (so the new entry falls inside the last day).
  const refreshClock = useCallback(() => setNow(Date.now()), []);
  useEffect(() => {
    const timer = setInterval(refreshClock, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [refreshClock]);
  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);

  const request = journalRequest(range, now);
  const journal = useJournalEntries(
    projectId,
    {
      from: request.ok ? request.from : '',
      to: request.ok ? request.to : '',
      includeInstrumentEntries,
    },
    { enabled: request.ok },
  );

  const clock: ProjectClock | null = project.data
    ? {
        timeZone: project.data.TimeZoneId,
        summerTimeAdjusted: project.data.SummerTimeAdjusted,
      }
    : null;
  const typeLabel = (type: EntryType) => t(`types.${type}`);
  const sourceLabel = (source: EntrySource) => t(`sources.${source}`);
  const rows = filterJournalEntries(journal.data?.Items ?? [], filters, {
    type: typeLabel,
    source: sourceLabel,
  });
  const columns = useJournalColumns(
    project.data?.TimeZoneId ?? null,
    project.data?.SummerTimeAdjusted ?? true,
    locale,
  );

  if (queryError) return <ErrorScreen kind="invalid-query" />;

  // Without Manage_Journal the button stays focusable but inert, and both its tooltip and its
  // description say why.
  const addButton = (
    <Button
      data-testid="add-journal-entry-button"
      aria-disabled={canAdd ? undefined : true}
      aria-describedby={canAdd ? undefined : noPermissionId}
      className={canAdd ? undefined : 'cursor-not-allowed opacity-50'}
      onClick={() => (canAdd ? setAdding(true) : undefined)}
    >
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Button>
  );

  return (
    <ProjectFrame projectId={projectId} section={t('title')}>
      <div className="flex flex-col gap-4" data-testid="records">
        <div className="flex flex-wrap items-center gap-3">
          {clock ? (
            <DateTimeRangePicker
              label={t('range')}
              now={now}
              timeZone={pickerTimeZone(clock, now)}
              value={range}
              onChange={(next) => {
                refreshClock();
                setView({ ...view, range: next });
              }}
              data-testid="records-range"
            />
          ) : (
            <Skeleton className="h-10 w-56" />
          )}
          <div className="ms-auto">
            {canAdd ? (
              addButton
            ) : (
              <>
                <Tooltip content={t('noPermission')}>{addButton}</Tooltip>
                <span id={noPermissionId} hidden>
                  {t('noPermission')}
                </span>
              </>
            )}
          </div>
        </div>
        <Switch
          label={t('instrumentEntries')}
          description={t('instrumentEntriesHint')}
          className="max-w-md"
          checked={includeInstrumentEntries}
          onCheckedChange={(checked) => setView({ ...view, includeInstrumentEntries: checked })}
          data-testid="instrument-entries"
        />
        {request.ok ? (
          <DataTable<Entry>
            caption={t('tableCaption', { project: project.data?.Name ?? '' })}
            columns={columns}
            data={rows}
            getRowId={(entry) => entry.Id}
            rowHeader="details"
            defaultSort={[{ id: 'time', desc: true }]}
            searchable={false}
            toolbar={
              <JournalFilterBar
                filters={filters}
                onChange={(next) => {
                  setFilters(next);
                  // Other filters give other rows: start again on the first page.
                  setPage((current) => ({ ...current, pageIndex: 0 }));
                }}
                typeLabel={typeLabel}
                sourceLabel={sourceLabel}
              />
            }
            pagination
            paginationState={page}
            onPaginationChange={setPage}
            loading={journal.isPending || !clock}
            loadingRowCount={JOURNAL_PAGE_SIZE}
            emptyTitle={(journal.data?.Items.length ?? 0) === 0 ? t('empty') : t('noResults')}
            emptyText={
              (journal.data?.Items.length ?? 0) === 0 ? t('emptyText') : t('noResultsText')
            }
            noResultsTitle={t('noResults')}
            noResultsText={t('noResultsText')}
            error={journal.error ? t('loadFailed') : undefined}
            errorText={journal.error ? errorMessage(journal.error, t('loadAction')) : undefined}
            onRetry={() => void journal.refetch()}
            retryLabel={t('retry')}
            data-testid="journal-table"
            aria-busy={journal.isFetching || undefined}
          />
        ) : (
          <InlineNotification
            kind="error"
            title={t('rangeErrorTitle')}
            text={validationMessage(request.error)}
            data-testid="records-range-error"
          />
        )}
      </div>
      <AddEntryModal
        projectId={projectId}
        open={adding}
        onOpenChange={setAdding}
        onAdded={refreshClock}
      />
    </ProjectFrame>
  );
}

/** The type, source and text filters above the table. */
function JournalFilterBar({
  filters,
  onChange,
  typeLabel,
  sourceLabel,
}: {
  filters: JournalFilters;
  onChange: (filters: JournalFilters) => void;
  typeLabel: (type: EntryType) => string;
  sourceLabel: (source: EntrySource) => string;
}) {
  const { t } = useTranslation('records');
  return (
    <>
      <div className="w-full sm:max-w-xs">
        <TextInput
          type="search"
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          leadingIcon={<Search />}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          data-testid="journal-search"
        />
      </div>
      <Select
        aria-label={t('filters.type')}
        className="w-full sm:w-52"
        value={filters.type}
        onValueChange={(type) => onChange({ ...filters, type: type as JournalFilters['type'] })}
        options={[
          { value: ALL, label: t('filters.allTypes') },
          ...JOURNAL_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
        ]}
        data-testid="journal-type-filter"
      />
      <Select
        aria-label={t('filters.source')}
        className="w-full sm:w-44"
        value={filters.source}
        onValueChange={(source) =>
          onChange({ ...filters, source: source as JournalFilters['source'] })
        }
        options={[
          { value: ALL, label: t('filters.allSources') },
          ...JOURNAL_SOURCES.map((source) => ({ value: source, label: sourceLabel(source) })),
        ]}
        data-testid="journal-source-filter"
      />
    </>
  );
}

/** The columns of the journal table; times on the project's clock, with the zone labelled. */
function useJournalColumns(
  timeZone: string | null,
  summerTimeAdjusted: boolean,
  locale: string,
): ColumnDef<Entry>[] {
  const { t } = useTranslation('records');
  return useMemo<ColumnDef<Entry>[]>(() => {
    const clock: ProjectClock | null = timeZone ? { timeZone, summerTimeAdjusted } : null;
    return [
      {
        id: 'type',
        header: t('columns.type'),
        accessorFn: (entry) => t(`types.${entry.Type}`),
      },
      {
        id: 'time',
        header: t('columns.time'),
        accessorFn: (entry) => entry.Timestamp,
        cell: ({ row }) => {
          if (!clock) return null;
          const time = formatProjectTime(row.original.Timestamp, clock, locale);
          return (
            <time
              dateTime={new Date(row.original.Timestamp * 1000).toISOString()}
              className="tabular-nums"
            >
              {time.text} <span className="text-text-muted block text-xs">{time.zone}</span>
            </time>
          );
        },
      },
      {
        id: 'details',
        header: t('columns.details'),
        accessorFn: (entry) => entry.Details,
        // Notes can be long: they wrap, but keep a readable width (the table scrolls instead).
        cell: ({ row }) => <div className="max-w-prose min-w-64">{row.original.Details}</div>,
        enableSorting: false,
        meta: { wrap: true },
      },
      {
        id: 'user',
        header: t('columns.user'),
        accessorFn: (entry) => entry.User ?? '',
        cell: ({ row }) => row.original.User ?? t('noUser'),
      },
      {
        id: 'source',
        header: t('columns.source'),
        accessorFn: (entry) => t(`sources.${entry.Source}`),
      },
    ];
  }, [t, timeZone, summerTimeAdjusted, locale]);
}
