import type { ContributionListItem } from '@aq/api';
import { useDeleteContribution } from '@aq/api/react';
import { DangerModal } from '@aq/ui/danger-modal';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { Link as StyledLink } from '@aq/ui/link';
import { useUiStrings } from '@aq/ui/ui-strings';
import type { ContributionType } from '@aq/validation/contribution';
import { CalendarClock, FileText, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { confirmChange } from '../../lib/confirm-change';
import { formatProjectTime, type ProjectClock } from '../../lib/project-clock';
import { useUserErrorMessage } from '../../lib/user-error';
import { projectHref } from '../projects/project-href';
import { reportPageHref } from '../reports/reports-path';
import { contributionChartHref } from './contribution-links';
import { ContributionProgressModal } from './contribution-progress';
import { OverrideStartDateModal } from './override-start-date-modal';

/** A contribution as both tables list it (spec 02 §3 'Contribution list item'). */
export type ContributionRow = z.output<typeof ContributionListItem>;

/** The label key of each contribution type (spec 02 §1). */
export function contributionTypeKey(type: ContributionType): string {
  return `types.${type}`;
}

/**
 * The contributions table of both contribution pages (spec 02 §2): name (to the contribution's
 * chart), organisation (the user's list only), project (to the project), type and created date on
 * `clock` with its zone under it; search, pages of 10 to 50 rows (10 first) and the row actions
 * Report (the contribution's manual report generation page) and Delete, confirmed in the danger
 * modal, whose failures (the server's messages) stay in the modal. Change start date moves where
 * averaging starts (the history is computed again, with its progress). Without
 * Manage_Contributions Change start date and Delete are shown unavailable with `deleteReason`.
 */
export function ContributionsTable({
  rows,
  loading,
  error,
  onRetry,
  showOrganisation,
  clock,
  deleteReason,
  caption,
  toolbar,
  emptyTitle,
  emptyText,
  emptyAction,
  'data-testid': testId,
}: {
  rows: readonly ContributionRow[];
  loading: boolean;
  /** Why the rows could not be loaded (the server's messages), or undefined. */
  error?: string;
  onRetry: () => void;
  /** The organisation column (the user's list, which spans organisations). */
  showOrganisation: boolean;
  /** The clock the created dates are written on (the project's, or the browser's). */
  clock: ProjectClock | null;
  /** Why the user may not delete contributions; null when they may. */
  deleteReason: string | null;
  caption: string;
  toolbar?: ReactNode;
  emptyTitle: string;
  emptyText?: ReactNode;
  emptyAction?: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('contributions');
  const { t: tReports } = useTranslation('reports');
  const [, navigate] = useLocation();
  const { locale } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const remove = useDeleteContribution();
  const [deleting, setDeleting] = useState<ContributionRow | null>(null);
  // The modal keeps the last row while it closes, so its text does not empty mid-animation.
  const [shown, setShown] = useState<ContributionRow | null>(null);
  const [overriding, setOverriding] = useState<ContributionRow | null>(null);
  const [recomputing, setRecomputing] = useState<ContributionRow | null>(null);

  const columns = useMemo<DataTableProps<ContributionRow>['columns']>(() => {
    const list: DataTableProps<ContributionRow>['columns'] = [
      {
        id: 'name',
        header: t('columns.name'),
        accessorKey: 'Name',
        cell: ({ row }) => (
          <StyledLink asChild>
            <Link
              href={contributionChartHref(row.original.ProjectId, row.original.Id)}
              data-testid="contribution-name"
            >
              {row.original.Name}
            </Link>
          </StyledLink>
        ),
      },
    ];
    if (showOrganisation) {
      list.push({
        id: 'organisation',
        header: t('columns.organisation'),
        accessorKey: 'OrganisationName',
      });
    }
    list.push(
      {
        id: 'project',
        header: t('columns.project'),
        accessorKey: 'ProjectName',
        cell: ({ row }) => (
          <StyledLink asChild>
            <Link href={projectHref(row.original.ProjectId)}>{row.original.ProjectName}</Link>
          </StyledLink>
        ),
      },
      {
        id: 'type',
        header: t('columns.type'),
        accessorFn: (row) => t(contributionTypeKey(row.ContributionType)),
      },
      {
        id: 'created',
        header: t('columns.created'),
        accessorFn: (row) => Date.parse(row.CreatedDate),
        sortingFn: 'basic',
        meta: { searchable: false },
        cell: ({ row }) => {
          if (!clock) return null;
          const ms = Date.parse(row.original.CreatedDate);
          const time = formatProjectTime(ms / 1000, clock, locale);
          return (
            <time dateTime={row.original.CreatedDate} className="tabular-nums">
              {time.text} <span className="text-text-muted block text-xs">{time.zone}</span>
            </time>
          );
        },
      },
    );
    return list;
  }, [t, showOrganisation, clock, locale]);

  return (
    <>
      <DataTable<ContributionRow>
        data-testid={testId}
        caption={caption}
        columns={columns}
        data={[...rows]}
        getRowId={(row) => String(row.Id)}
        rowHeader="name"
        defaultSort={[{ id: 'created', desc: true }]}
        searchPlaceholder={t('search')}
        toolbar={toolbar}
        pagination
        defaultPageSize={10}
        loading={loading}
        error={error ? t('loadFailed') : undefined}
        errorText={error}
        onRetry={onRetry}
        retryLabel={t('retry')}
        emptyTitle={emptyTitle}
        emptyText={emptyText}
        emptyAction={emptyAction}
        noResultsTitle={t('noResults')}
        noResultsText={t('noResultsText')}
        stateHeadingLevel={2}
        rowActions={(row) => [
          {
            id: 'report',
            label: tReports('actions.report'),
            icon: <FileText />,
            onSelect: () => navigate(reportPageHref('manual-generation', row.Id)),
          },
          {
            id: 'start-date',
            label: deleteReason ? (
              <span className="flex flex-col">
                <span>{t('override.menu')}</span>
                <span className="text-text-muted text-xs">{deleteReason}</span>
              </span>
            ) : (
              t('override.menu')
            ),
            icon: <CalendarClock />,
            disabled: deleteReason !== null,
            onSelect: () => setOverriding(row),
          },
          {
            id: 'delete',
            label: deleteReason ? (
              // A disabled menu item takes no focus for a tooltip, so the reason is written
              // under its label, where it is read as part of the item's name.
              <span className="flex flex-col">
                <span>{t('delete')}</span>
                <span className="text-text-muted text-xs">{deleteReason}</span>
              </span>
            ) : (
              t('delete')
            ),
            icon: <Trash2 />,
            variant: 'danger',
            disabled: deleteReason !== null,
            onSelect: () => {
              setShown(row);
              setDeleting(row);
            },
          },
        ]}
      />
      {overriding ? (
        <OverrideStartDateModal
          contributionId={overriding.Id}
          name={overriding.Name}
          onClose={() => setOverriding(null)}
          onStarted={() => {
            setRecomputing(overriding);
            setOverriding(null);
          }}
        />
      ) : null}
      {recomputing ? (
        <ContributionProgressModal
          contributionId={recomputing.Id}
          name={recomputing.Name}
          projectId={recomputing.ProjectId}
          title={t('override.progressTitle', { name: recomputing.Name })}
          onClose={() => setRecomputing(null)}
        />
      ) : null}
      <DangerModal
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('deleteTitle')}
        description={t('deleteText', { name: shown?.Name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        errorMessage={(failure) => errorMessage(failure, t('deleteAction'))}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.Id);
          confirmChange(t('deleted', { name: deleting.Name }));
        }}
      />
    </>
  );
}
