import { useAssignMonitor } from '@aq/api/react';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { Select } from '@aq/ui/select';
import { StatusIndicator } from '@aq/ui/status-indicator';
import { toast } from '@aq/ui/toast';
import { Tooltip } from '@aq/ui/tooltip';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useLocale } from '../../lib/locale';
import { useUserErrorMessage } from '../../lib/user-error';
import type { LocationView, MonitorInProject } from './location-view';

/** The select's value for "not attached" (a Select value cannot be empty). */
const NOT_ATTACHED = '__not-attached__';

/**
 * The project's instruments with a monitoring-location dropdown each. A change follows spec 03 §4
 * (old and new: detach then attach; old only: detach; new only: attach), each call tried again up
 * to twice except after a 4xx; a failure shows the toast 'Failed to assign monitor' with the
 * server's messages. An instrument whose lease has ended cannot be assigned; without
 * Manage_MonitoringLocation no dropdown can be used; both say why.
 */
export function InstrumentsTable({
  projectId,
  monitors,
  locations,
  loading,
  error,
  manageReason,
  action,
}: {
  projectId: string;
  monitors: readonly MonitorInProject[] | undefined;
  /** Every location of the project (hidden ones are named but not offered). */
  locations: readonly LocationView[];
  loading: boolean;
  error?: string;
  /** Why the user may not assign instruments; null when they may. */
  manageReason: string | null;
  /** The register-instrument action, shown above the table and in its empty state. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('locations');
  const { locale } = useLocale();
  const assign = useAssignMonitor();
  const errorMessage = useUserErrorMessage();
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const names = useMemo(
    () => new Map(locations.map((location) => [location.GuidId, location.Name])),
    [locations],
  );

  function change(monitor: MonitorInProject, next: string) {
    const to = next === NOT_ATTACHED ? null : next;
    const from = monitor.MonitoringLocationId;
    if (to === from) return;
    assign.mutate(
      { projectId, monitorId: monitor.MonitorId, from, to },
      {
        onSuccess: () =>
          confirmChange(
            to
              ? t('instruments.attached', {
                  serial: monitor.MonitorSerial,
                  location: names.get(to) ?? '',
                })
              : t('instruments.detached', {
                  serial: monitor.MonitorSerial,
                  location: names.get(from ?? '') ?? '',
                }),
          ),
        onError: (failure) =>
          toast({
            kind: 'error',
            title: t('instruments.assignFailed'),
            text: errorMessage(failure, t('instruments.assignAction')),
          }),
      },
    );
  }

  const columns = useMemo<DataTableProps<MonitorInProject>['columns']>(
    () => [
      { id: 'serial', accessorKey: 'MonitorSerial', header: t('instruments.serial') },
      { id: 'name', accessorKey: 'MonitorName', header: t('instruments.name') },
      {
        id: 'online',
        accessorFn: (row) =>
          row.IsOnline ? t('instruments.isOnline') : t('instruments.isOffline'),
        header: t('instruments.online'),
        cell: ({ row }) => (
          <StatusIndicator
            status={row.original.IsOnline ? 'ok' : 'offline'}
            label={row.original.IsOnline ? t('instruments.isOnline') : t('instruments.isOffline')}
          />
        ),
      },
      {
        id: 'lease',
        header: t('instruments.lease'),
        meta: { searchable: false },
        accessorFn: (row) => row.Lease?.Status ?? 'None',
        cell: ({ row }) => {
          const lease = row.original.Lease;
          if (!lease) return t('instruments.noLease');
          const date = lease.Status === 'Terminate' ? lease.EndDate : lease.StartDate;
          return t(`instruments.leaseStatus.${lease.Status}`, {
            date: date ? dates.format(new Date(date)) : '—',
          });
        },
      },
      {
        id: 'location',
        header: t('instruments.location'),
        accessorFn: (row) => names.get(row.MonitoringLocationId ?? '') ?? '',
        cell: ({ row }) => {
          const monitor = row.original;
          const terminated = monitor.Lease?.Status === 'Terminate';
          const reason = manageReason ?? (terminated ? t('instruments.terminated') : null);
          const moving = assign.isPending && assign.variables?.monitorId === monitor.MonitorId;
          const current = monitor.MonitoringLocationId ?? NOT_ATTACHED;
          const options = [
            { value: NOT_ATTACHED, label: t('instruments.notAttached') },
            ...locations
              .filter((location) => !location.IsHidden || location.GuidId === current)
              .map((location) => ({ value: location.GuidId, label: location.Name })),
          ];
          const select = (
            <Select
              aria-label={t('instruments.locationOf', { serial: monitor.MonitorSerial })}
              data-testid="instrument-location"
              className="min-w-44 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              options={options}
              value={current}
              disabled={moving}
              // Unavailable stays focusable (aria-disabled, never opening) so the tooltip can say why.
              aria-disabled={reason ? 'true' : undefined}
              {...(reason ? { open: false, onOpenChange: () => undefined } : {})}
              onValueChange={(value) => (reason ? undefined : change(monitor, value))}
            />
          );
          return reason ? <Tooltip content={reason}>{select}</Tooltip> : select;
        },
      },
    ],
    // `change` reads the latest props through the closure of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, dates, names, locations, manageReason, assign.isPending, assign.variables],
  );

  return (
    <DataTable<MonitorInProject>
      data-testid="instruments-table"
      columns={columns}
      data={[...(monitors ?? [])]}
      getRowId={(row) => row.MonitorId}
      caption={t('instruments.caption')}
      rowHeader="serial"
      loading={loading}
      error={error}
      searchPlaceholder={t('instruments.search')}
      toolbar={action}
      emptyTitle={t('instruments.empty')}
      emptyText={t('instruments.emptyText')}
      noResultsTitle={t('instruments.noResults')}
      stateHeadingLevel={3}
      defaultSort={[{ id: 'serial', desc: false }]}
    />
  );
}
