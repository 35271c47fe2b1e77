import type { TrialProject } from '@aq/api';
import { LICENCE_TABLE_PAGE_SIZE, useProjectTrials, useTrialMetrics } from '@aq/api/react';
import { AreaChart, isoDateMillis, type AreaSeries } from '@aq/charts/area-chart';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Link as StyledLink } from '@aq/ui/link';
import { Select } from '@aq/ui/select';
import { Skeleton } from '@aq/ui/skeleton';
import { StatusIndicator, type Status } from '@aq/ui/status-indicator';
import { useUiStrings } from '@aq/ui/ui-strings';
import {
  TRIAL_STATUS_FILTER_VALUES,
  trialDisplayStatus,
  type TrialDisplayStatus,
} from '@aq/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { useUserErrorMessage } from '../../lib/user-error';
import { projectHref } from '../projects/project-href';
import { licenceListOf, type LicenseDashboardState } from './dashboard-query';
import { DateRangeFilter, SearchFilter, sortingOf, sortOf } from './licence-filters';
import { browserTimeZone, formatRate, licenceDateText } from './licence-format';
import { LicencePager } from './licence-pager';

type Row = z.output<typeof TrialProject>;

const ALL = 'all';

/** Each display status with its own shape as well as its colour. */
const STATUS_LOOK: Record<TrialDisplayStatus, Status> = {
  Active: 'ok',
  ExpiringSoon: 'caution',
  Expired: 'offline',
  ConvertedToPaid: 'ok',
};

/**
 * The trial licences tab (projects §2, §3, §4): 'OneView Trial License Overview' with four metric
 * cards (active and converting trials, the 30-day and all-time conversion rates as percentages)
 * and an area chart of the daily active trials and conversions over the last 2 months, then the
 * trial table (name linked to the project, organisation, expiry date, main user's e-mail and the
 * display status, filterable by status).
 */
export function TrialLicencesTab({
  state,
  onChange,
  now,
}: {
  state: LicenseDashboardState;
  onChange: (next: Partial<LicenseDashboardState>) => void;
  now: number;
}) {
  const { t } = useTranslation('licensing');
  const { locale } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const metrics = useTrialMetrics();
  const trials = useProjectTrials(licenceListOf(state));
  const numberFormat = new Intl.NumberFormat(locale);

  const series = useMemo<AreaSeries[]>(() => {
    const data = metrics.data?.Data ?? [];
    const points = (pick: (d: (typeof data)[number]) => number) =>
      data.flatMap((d) => {
        const x = isoDateMillis(d.Date);
        return x === null ? [] : [{ x, y: pick(d) }];
      });
    return [
      {
        id: 'active',
        label: t('trials.chart.active'),
        points: points((d) => d.ActiveCount),
        colour: 1,
      },
      {
        id: 'conversions',
        label: t('trials.chart.conversions'),
        points: points((d) => d.ConversionsCount),
        colour: 3,
      },
    ];
  }, [metrics.data, t]);

  const columns = useMemo<DataTableProps<Row>['columns']>(
    () => [
      {
        id: 'name',
        header: t('trials.columns.name'),
        accessorKey: 'Name',
        cell: ({ row }) => (
          <StyledLink asChild>
            <Link href={projectHref(row.original.Id)}>{row.original.Name}</Link>
          </StyledLink>
        ),
      },
      {
        id: 'organisationName',
        header: t('trials.columns.organisation'),
        accessorKey: 'OrganisationName',
      },
      {
        id: 'expiryDate',
        header: t('trials.columns.expiryDate'),
        accessorKey: 'ExpiryDate',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {licenceDateText(row.original.ExpiryDate, locale)}
          </span>
        ),
      },
      {
        id: 'mainUserEmail',
        header: t('trials.columns.mainUserEmail'),
        accessorFn: (row) => row.MainUserEmail ?? '',
        cell: ({ row }) =>
          row.original.MainUserEmail ? (
            <StyledLink href={`mailto:${row.original.MainUserEmail}`} className="break-all">
              {row.original.MainUserEmail}
            </StyledLink>
          ) : (
            <span className="text-text-muted">{t('trials.noMainUser')}</span>
          ),
      },
      {
        id: 'status',
        header: t('trials.columns.status'),
        enableSorting: false,
        accessorFn: (row) =>
          trialDisplayStatus(
            { expiryDate: row.ExpiryDate, isConvertedToPaid: row.IsConvertedToPaid },
            now,
          ),
        cell: ({ row }) => {
          const status = trialDisplayStatus(
            {
              expiryDate: row.original.ExpiryDate,
              isConvertedToPaid: row.original.IsConvertedToPaid,
            },
            now,
          );
          return (
            <StatusIndicator
              size="sm"
              status={STATUS_LOOK[status]}
              label={t(`trials.status.${status}`)}
              data-testid="trial-status"
            />
          );
        },
      },
    ],
    [t, locale, now],
  );

  const overview = metrics.data?.Overview;
  const cards = overview
    ? [
        {
          id: 'active',
          label: t('trials.cards.active'),
          value: numberFormat.format(overview.TotalTrialsActive),
        },
        {
          id: 'converting',
          label: t('trials.cards.converting'),
          value: numberFormat.format(overview.TotalTrialsConverting),
        },
        {
          id: 'conversion30',
          label: t('trials.cards.conversion30'),
          value: formatRate(overview.ConversionRate30Days, locale),
        },
        {
          id: 'conversionAll',
          label: t('trials.cards.conversionAll'),
          value: formatRate(overview.ConversionRateAllTime, locale),
        },
      ]
    : [];

  const page = trials.data;
  const filtered =
    state.search !== '' || state.trialStatus !== null || state.from !== null || state.to !== null;

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="trial-overview-heading" className="flex flex-col gap-4">
        <h2 id="trial-overview-heading" className="text-lg font-semibold">
          {t('trials.overview')}
        </h2>
        {metrics.error ? (
          <InlineNotification
            kind="error"
            title={t('trials.metricsFailed')}
            text={errorMessage(metrics.error, t('trials.metricsAction'))}
            data-testid="trial-metrics-error"
          />
        ) : (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="trial-metrics">
            {metrics.isPending
              ? [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-20 w-full" />)
              : cards.map((card) => (
                  <div
                    key={card.id}
                    className="border-border bg-surface-raised flex flex-col gap-1 rounded-md border p-3"
                    data-testid={`trial-metric-${card.id}`}
                  >
                    <dt className="text-text-muted text-sm">{card.label}</dt>
                    <dd className="text-2xl font-semibold tabular-nums">{card.value}</dd>
                  </div>
                ))}
          </dl>
        )}
        <AreaChart
          series={series}
          label={t('trials.chart.label')}
          labels={{
            noData: t('trials.chart.noData'),
            loading: t('trials.chart.loading'),
            date: t('trials.chart.date'),
          }}
          locale={locale}
          loading={metrics.isPending}
          error={metrics.error ? t('trials.metricsFailed') : undefined}
          data-testid="trial-chart"
        />
      </section>

      <section aria-labelledby="trial-table-heading" className="flex flex-col gap-4">
        <h2 id="trial-table-heading" className="text-lg font-semibold">
          {t('trials.heading')}
        </h2>
        <DataTable<Row>
          data-testid="trial-licences-table"
          caption={t('trials.heading')}
          columns={columns}
          data={page?.Items ?? []}
          getRowId={(row) => row.Id}
          rowHeader="name"
          searchable={false}
          toolbar={
            <div className="flex w-full flex-col gap-2 md:flex-row md:flex-wrap md:items-end">
              <SearchFilter value={state.search} onChange={(search) => onChange({ search })} />
              <Select
                aria-label={t('filters.trialStatus')}
                className="w-full md:w-48"
                value={state.trialStatus ?? ALL}
                onValueChange={(value) =>
                  onChange({
                    trialStatus:
                      value === ALL ? null : (value as (typeof TRIAL_STATUS_FILTER_VALUES)[number]),
                  })
                }
                options={[
                  { value: ALL, label: t('filters.anyStatus') },
                  ...TRIAL_STATUS_FILTER_VALUES.map((value) => ({
                    value,
                    label: t(`filters.trialStatuses.${value}`),
                  })),
                ]}
                data-testid="trial-status-filter"
              />
              <DateRangeFilter
                label={t('filters.expiryDate', { zone: browserTimeZone() })}
                from={state.from}
                to={state.to}
                onChange={(range) => onChange(range)}
              />
            </div>
          }
          sorting={sortingOf(state.sort)}
          onSortingChange={(sorting) => onChange({ sort: sortOf(sorting) })}
          manualSorting
          loading={trials.isPending}
          loadingRowCount={LICENCE_TABLE_PAGE_SIZE}
          error={trials.error ? t('trials.loadFailed') : undefined}
          errorText={trials.error ? errorMessage(trials.error, t('trials.loadAction')) : undefined}
          onRetry={() => void trials.refetch()}
          retryLabel={t('retry')}
          emptyTitle={filtered ? t('trials.emptyFiltered') : t('trials.empty')}
          emptyText={filtered ? t('trials.emptyFilteredText') : t('trials.emptyText')}
          noResultsTitle={t('trials.emptyFiltered')}
          stateHeadingLevel={3}
        />
        {page ? (
          <LicencePager
            page={state.page}
            pageCount={page.PageCount}
            itemCount={page.ItemCount}
            pageSize={LICENCE_TABLE_PAGE_SIZE}
            onPageChange={(next) => onChange({ page: next })}
            testId="trial-pager"
          />
        ) : null}
      </section>
    </div>
  );
}
