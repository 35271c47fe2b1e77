import type { LicensedProject } from '@aq/api';
import {
  LICENCE_TABLE_PAGE_SIZE,
  useDownloadLicensedProjects,
  useLicensedProjects,
  useLicensingOrganisations,
} from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Link as StyledLink } from '@aq/ui/link';
import { MultiSelect } from '@aq/ui/multi-select';
import { Select } from '@aq/ui/select';
import { useUiStrings } from '@aq/ui/ui-strings';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { useUserErrorMessage } from '../../lib/user-error';
import { projectHref } from '../projects/project-href';
import { licenceListOf, type LicenseDashboardState } from './dashboard-query';
import { DateRangeFilter, SearchFilter, sortingOf, sortOf } from './licence-filters';
import { browserTimeZone, licenceDateText } from './licence-format';
import { LicencePager } from './licence-pager';
import { licencesHref } from './licensing-path';

type Row = z.output<typeof LicensedProject>;

const ALL = 'all';

/** Saves a CSV answer as a file. */
function saveCsv(answer: { CsvData: string; FileName: string; ContentType: string }) {
  const url = URL.createObjectURL(
    new Blob([answer.CsvData], { type: answer.ContentType || 'text/csv' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.FileName || 'licenses.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The paid licences table (projects §2, §5): a description, search, filters (organisations, active
 * monitors 0 or 1+, licence start date range), sort, pages of 10 from the server, Download (the
 * same query as a CSV file), and per row the project (linked to its dashboard), organisation,
 * licence start ('Unknown' before tracking began), online/total monitors, days since last data and
 * the 'Manage' action (licence management of that organisation).
 */
export function PaidLicencesTable({
  state,
  onChange,
}: {
  state: LicenseDashboardState;
  onChange: (next: Partial<LicenseDashboardState>) => void;
  now: number;
}) {
  const { t } = useTranslation('licensing');
  const { locale } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const [, navigate] = useLocation();
  const list = licenceListOf(state);
  const rows = useLicensedProjects(list);
  const organisations = useLicensingOrganisations();
  const download = useDownloadLicensedProjects();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const numberFormat = new Intl.NumberFormat(locale);

  const columns = useMemo<DataTableProps<Row>['columns']>(
    () => [
      {
        id: 'name',
        header: t('paid.columns.name'),
        accessorKey: 'Name',
        cell: ({ row }) => (
          <StyledLink asChild>
            <Link href={projectHref(row.original.Id)}>{row.original.Name}</Link>
          </StyledLink>
        ),
      },
      {
        id: 'organisationName',
        header: t('paid.columns.organisation'),
        accessorKey: 'OrganisationName',
      },
      {
        id: 'licenseStartDate',
        header: t('paid.columns.startDate'),
        accessorFn: (row) => row.LicenseStartDate ?? '',
        cell: ({ row }) =>
          row.original.LicenseStartDate ? (
            <span className="whitespace-nowrap">
              {licenceDateText(row.original.LicenseStartDate, locale)}
            </span>
          ) : (
            <span className="text-text-muted">{t('paid.unknown')}</span>
          ),
      },
      {
        id: 'onlineMonitorCount',
        header: t('paid.columns.monitors'),
        accessorKey: 'OnlineMonitorCount',
        meta: { align: 'end' },
        cell: ({ row }) => (
          <span className="tabular-nums">
            {t('paid.monitors', {
              online: numberFormat.format(row.original.OnlineMonitorCount),
              total: numberFormat.format(row.original.TotalMonitorCount),
            })}
          </span>
        ),
      },
      {
        id: 'daysSinceLastData',
        header: t('paid.columns.daysSinceLastData'),
        accessorFn: (row) => row.DaysSinceLastData ?? -1,
        meta: { align: 'end' },
        cell: ({ row }) =>
          row.original.DaysSinceLastData === null ? (
            <span className="text-text-muted">{t('paid.noData')}</span>
          ) : (
            <span className="tabular-nums">
              {numberFormat.format(row.original.DaysSinceLastData)}
            </span>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- numberFormat follows locale.
    [t, locale],
  );

  const page = rows.data;
  const filtered =
    state.search !== '' ||
    state.organisations.length > 0 ||
    state.activeMonitors !== null ||
    state.from !== null ||
    state.to !== null;

  const toolbar = (
    <div className="flex w-full flex-col gap-2 md:flex-row md:flex-wrap md:items-end">
      <SearchFilter value={state.search} onChange={(search) => onChange({ search })} />
      <MultiSelect
        aria-label={t('filters.organisations')}
        placeholder={t('filters.organisations')}
        className="w-full md:w-64"
        options={(organisations.data?.OrganisationNames ?? []).map((name) => ({
          value: name,
          label: name,
        }))}
        value={state.organisations}
        onValueChange={(names) => onChange({ organisations: names })}
        loading={organisations.isPending}
        data-testid="paid-organisations-filter"
      />
      <Select
        aria-label={t('filters.activeMonitors')}
        className="w-full md:w-48"
        value={state.activeMonitors ?? ALL}
        onValueChange={(value) =>
          onChange({ activeMonitors: value === ALL ? null : (value as '0' | '1+') })
        }
        options={[
          { value: ALL, label: t('filters.anyMonitors') },
          { value: '0', label: t('filters.noActiveMonitors') },
          { value: '1+', label: t('filters.someActiveMonitors') },
        ]}
        data-testid="paid-monitors-filter"
      />
      <DateRangeFilter
        label={t('filters.startDate', { zone: browserTimeZone() })}
        from={state.from}
        to={state.to}
        onChange={(range) => onChange(range)}
      />
    </div>
  );

  return (
    <section aria-labelledby="paid-licences-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="paid-licences-heading" className="text-lg font-semibold">
            {t('paid.heading')}
          </h2>
          <p className="text-text-muted text-sm">{t('paid.description')}</p>
        </div>
        <Button
          variant="secondary"
          loading={download.isPending}
          onClick={() => {
            setDownloadError(null);
            download.mutate(list, {
              onSuccess: saveCsv,
              onError: (error) => setDownloadError(errorMessage(error, t('paid.downloadAction'))),
            });
          }}
          data-testid="paid-download"
        >
          <Download aria-hidden="true" />
          {t('paid.download')}
        </Button>
      </div>
      {downloadError ? (
        <InlineNotification
          kind="error"
          title={t('paid.downloadFailed')}
          text={downloadError}
          onClose={() => setDownloadError(null)}
        />
      ) : null}
      <DataTable<Row>
        data-testid="paid-licences-table"
        caption={t('paid.heading')}
        columns={columns}
        data={page?.Items ?? []}
        getRowId={(row) => row.Id}
        rowHeader="name"
        searchable={false}
        toolbar={toolbar}
        sorting={sortingOf(state.sort)}
        onSortingChange={(sorting) => onChange({ sort: sortOf(sorting) })}
        manualSorting
        rowActions={(row) => [
          {
            id: 'manage',
            label: t('paid.manage'),
            onSelect: () => navigate(licencesHref(row.OrganisationName)),
          },
        ]}
        loading={rows.isPending}
        loadingRowCount={LICENCE_TABLE_PAGE_SIZE}
        error={rows.error ? t('paid.loadFailed') : undefined}
        errorText={rows.error ? errorMessage(rows.error, t('paid.loadAction')) : undefined}
        onRetry={() => void rows.refetch()}
        retryLabel={t('retry')}
        emptyTitle={filtered ? t('paid.emptyFiltered') : t('paid.empty')}
        emptyText={filtered ? t('paid.emptyFilteredText') : t('paid.emptyText')}
        noResultsTitle={t('paid.emptyFiltered')}
        stateHeadingLevel={3}
      />
      {page ? (
        <LicencePager
          page={state.page}
          pageCount={page.PageCount}
          itemCount={page.ItemCount}
          pageSize={LICENCE_TABLE_PAGE_SIZE}
          onPageChange={(next) => onChange({ page: next })}
          testId="paid-pager"
        />
      ) : null}
    </section>
  );
}
