import { DangerModal } from '@aq/ui/danger-modal';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { Link as StyledLink } from '@aq/ui/link';
import { Switch } from '@aq/ui/switch';
import { toast } from '@aq/ui/toast';
import { useUiStrings } from '@aq/ui/ui-strings';
import type { AlertForm } from '@aq/validation/alert';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { confirmChange } from '../../lib/confirm-change';
import { useUserErrorMessage } from '../../lib/user-error';
import { projectHref } from '../projects/project-href';
import { alertCellTexts } from './alert-cells';
import { alertPagePath, useDeleteAlert, useSetAlertActive, type AlertRow } from './alert-data';

/** A row action's label, with the reason under it when the action is unavailable. */
function guardedLabel(label: string, reason: string | null): ReactNode {
  if (!reason) return label;
  // A disabled menu item takes no focus for a tooltip, so the reason is written under its label,
  // where it is read as part of the item's name.
  return (
    <span className="flex flex-col">
      <span>{label}</span>
      <span className="text-text-muted text-xs">{reason}</span>
    </span>
  );
}

/**
 * The alerts table of both alert lists (spec 02 §2): name (to the alert's details page),
 * organisation and project (the user's list), alert type, data type, sources, channel, trigger,
 * averaging period and, on a project's page, the active toggle (saved at once); search, pages of
 * 10 to 50 rows (10 first) and the row actions Edit (the details page), Clone (`onClone`, the
 * wizard) and Delete (confirmed in the danger modal, whose failures stay in the modal). Without
 * Manage_Alerts, Clone, Delete and the toggle are unavailable with `manageReason`.
 */
export function AlertsTable({
  rows,
  loading,
  error,
  onRetry,
  scope,
  manageReason,
  onClone,
  caption,
  toolbar,
  emptyTitle,
  emptyText,
  emptyAction,
  'data-testid': testId,
}: {
  rows: readonly AlertRow[];
  loading: boolean;
  /** Why the rows could not be loaded (the server's messages), or undefined. */
  error?: string;
  onRetry: () => void;
  /** 'user': with organisation and project; 'project': with the active toggle. */
  scope: 'user' | 'project';
  /** Why the user may not change alerts; null when they may. */
  manageReason: string | null;
  onClone: (alert: AlertForm) => void;
  caption: string;
  toolbar?: ReactNode;
  emptyTitle: string;
  emptyText?: ReactNode;
  emptyAction?: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('alerts');
  const { locale } = useUiStrings();
  const [, navigate] = useLocation();
  const errorMessage = useUserErrorMessage();
  const remove = useDeleteAlert();
  const [deleting, setDeleting] = useState<AlertRow | null>(null);
  // The modal keeps the last row while it closes, so its text does not empty mid-animation.
  const [shown, setShown] = useState<AlertRow | null>(null);

  const columns = useMemo<DataTableProps<AlertRow>['columns']>(() => {
    const cells = (row: AlertRow) => alertCellTexts(row, t, locale);
    const list: DataTableProps<AlertRow>['columns'] = [
      {
        id: 'name',
        header: t('columns.name'),
        accessorKey: 'name',
        cell: ({ row }) => (
          <StyledLink asChild>
            <Link
              href={alertPagePath('details', row.original.projectId, row.original.id)}
              data-testid="alert-name"
            >
              {row.original.name}
            </Link>
          </StyledLink>
        ),
      },
    ];
    if (scope === 'user') {
      list.push(
        { id: 'organisation', header: t('columns.organisation'), accessorKey: 'organisationName' },
        {
          id: 'project',
          header: t('columns.project'),
          accessorKey: 'projectName',
          cell: ({ row }) => (
            <StyledLink asChild>
              <Link href={projectHref(row.original.projectId)}>{row.original.projectName}</Link>
            </StyledLink>
          ),
        },
      );
    }
    list.push(
      { id: 'type', header: t('columns.type'), accessorFn: (row) => cells(row).type },
      { id: 'dataType', header: t('columns.dataType'), accessorFn: (row) => cells(row).dataType },
      {
        id: 'sources',
        header: t('columns.sources'),
        accessorFn: (row) => cells(row).sources,
        // A long list of sources wraps rather than pushing the active switch off the page.
        cell: ({ getValue }) => <span className="block max-w-56">{String(getValue())}</span>,
      },
      { id: 'channel', header: t('columns.channel'), accessorFn: (row) => cells(row).channel },
      {
        id: 'trigger',
        header: t('columns.trigger'),
        accessorFn: (row) => cells(row).trigger,
        cell: ({ getValue }) => <span className="tabular-nums">{String(getValue())}</span>,
      },
      {
        id: 'averagingPeriod',
        header: t('columns.averagingPeriod'),
        accessorFn: (row) => cells(row).averagingPeriod,
      },
    );
    if (scope === 'project') {
      list.push({
        id: 'active',
        header: t('columns.active'),
        accessorFn: (row) => (row.active ? 1 : 0),
        sortingFn: 'basic',
        meta: { searchable: false },
        cell: ({ row }) => <ActiveToggle row={row.original} reason={manageReason} />,
      });
    }
    return list;
  }, [t, locale, scope, manageReason]);

  return (
    <>
      <DataTable<AlertRow>
        data-testid={testId}
        caption={caption}
        columns={columns}
        data={[...rows]}
        getRowId={(row) => String(row.id)}
        rowHeader="name"
        defaultSort={[{ id: 'name', desc: false }]}
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
            id: 'edit',
            label: t('edit'),
            icon: <Pencil />,
            onSelect: () => navigate(alertPagePath('details', row.projectId, row.id)),
          },
          {
            id: 'clone',
            label: guardedLabel(t('clone'), manageReason),
            icon: <Copy />,
            disabled: manageReason !== null,
            onSelect: () => onClone(row.alert),
          },
          {
            id: 'delete',
            label: guardedLabel(t('delete'), manageReason),
            icon: <Trash2 />,
            variant: 'danger',
            disabled: manageReason !== null,
            onSelect: () => {
              setShown(row);
              setDeleting(row);
            },
          },
        ]}
      />
      <DangerModal
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('deleteTitle')}
        description={t('deleteText', { name: shown?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        errorMessage={(failure) => errorMessage(failure, t('deleteAction'))}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.alert);
          confirmChange(t('deleted', { name: deleting.name }));
        }}
      />
    </>
  );
}

/** The active toggle of a row: saved at once; a refusal is shown with the server's messages. */
function ActiveToggle({ row, reason }: { row: AlertRow; reason: string | null }) {
  const { t } = useTranslation('alerts');
  const errorMessage = useUserErrorMessage();
  const setActive = useSetAlertActive();
  // Shown at once while the save runs; the refreshed list then says what was stored.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? row.active;
  const label = reason
    ? `${t('activeLabel', { name: row.name })}. ${reason}`
    : t('activeLabel', { name: row.name });
  // Unavailable, the switch is disabled; its name carries the reason for assistive technology and
  // the wrapper's title shows it on hover.
  return (
    <span className="inline-flex" title={reason ?? undefined}>
      <Switch
        label={<span className="sr-only">{label}</span>}
        checked={checked}
        disabled={reason !== null || setActive.isPending}
        data-testid="alert-active"
        onCheckedChange={(next) => {
          setPending(next);
          setActive.mutate(
            { alert: row.alert, active: next },
            {
              onSettled: () => setPending(null),
              onError: (failure) =>
                toast({
                  kind: 'error',
                  title: t('activeFailed', { name: row.name }),
                  text: errorMessage(failure, t('updateAction')),
                }),
            },
          );
        }}
      />
    </span>
  );
}
