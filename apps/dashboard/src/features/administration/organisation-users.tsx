import type { OrganisationUser, Role } from '@aq/api';
import { useDeleteOrganisationUserV2, useOrganisationUsersV2 } from '@aq/api/react';
import { DangerModal } from '@aq/ui/danger-modal';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { useUiStrings } from '@aq/ui/ui-strings';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { formatProjectTime } from '../../lib/project-clock';
import { useUserErrorMessage } from '../../lib/user-error';
import { GuardedButton } from '../monitoring-locations/guarded-button';
import { ChangeRoleModal } from './change-role-modal';
import { InviteUserModal } from './invite-user-modal';

/**
 * The Users panel: the organisation's users (name, username, e-mail, job title, role, last
 * sign-in on the organisation's clock with its zone), 'Invite user', and per user 'Change role'
 * and 'Remove' (a danger confirmation naming them). Without the right to manage the users every
 * action is shown unavailable with `refusal` as the reason; the caller's own row cannot be removed
 * here (deleting one's account is in Profile). Every refusal shows the server's messages.
 */
export function OrganisationUsers({
  organisation,
  timeZoneId,
  currentUserId,
  refusal,
}: {
  organisation: string;
  /** The organisation's time zone: last sign-in times are shown on its clock. */
  timeZoneId: string;
  /** The signed-in user's id (their row cannot be removed here). */
  currentUserId: string | null;
  /** Why the caller may not manage these users; null when they may. */
  refusal: string | null;
}) {
  const { t } = useTranslation('administration');
  const { locale } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const users = useOrganisationUsersV2(organisation);
  const remove = useDeleteOrganisationUserV2();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<OrganisationUser | null>(null);
  const [removing, setRemoving] = useState<OrganisationUser | null>(null);
  // The server says which roles the caller may grant (those whose every permission they hold).
  const roles: readonly Role[] = users.data?.GrantableRoles ?? [];
  const cannotInvite =
    refusal ?? (users.data && roles.length === 0 ? t('users.noGrantableRoles') : null);

  const columns = useMemo<DataTableProps<OrganisationUser>['columns']>(() => {
    const clock = { timeZone: timeZoneId, summerTimeAdjusted: true };
    return [
      {
        id: 'name',
        header: t('users.columns.name'),
        accessorKey: 'FullName',
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium">{row.original.FullName}</span>
            {row.original.PreferredName ? (
              <span className="text-text-muted text-xs">
                {t('users.preferred', { name: row.original.PreferredName })}
              </span>
            ) : null}
            {row.original.Id === currentUserId ? (
              <span className="text-text-muted text-xs">{t('users.you')}</span>
            ) : null}
          </span>
        ),
      },
      { id: 'username', header: t('users.columns.username'), accessorKey: 'Username' },
      {
        id: 'email',
        header: t('users.columns.email'),
        accessorKey: 'EmailAddress',
        cell: ({ row }) => <span className="break-all">{row.original.EmailAddress}</span>,
      },
      {
        id: 'jobTitle',
        header: t('users.columns.jobTitle'),
        accessorFn: (user) => user.JobTitle ?? '',
        cell: ({ row }) => row.original.JobTitle ?? <span className="text-text-muted">—</span>,
      },
      {
        id: 'role',
        header: t('users.columns.role'),
        accessorFn: (user) => t(`roles.${user.Role}`),
        cell: ({ row }) => <span data-testid="user-role">{t(`roles.${row.original.Role}`)}</span>,
      },
      {
        id: 'lastSignIn',
        header: t('users.columns.lastSignIn'),
        accessorFn: (user) => user.LastSignInAt ?? '',
        cell: ({ row }) => {
          const at = row.original.LastSignInAt;
          if (!at) return <span className="text-text-muted">{t('users.never')}</span>;
          const time = formatProjectTime(Date.parse(at) / 1000, clock, locale);
          return (
            <time dateTime={at} className="whitespace-nowrap tabular-nums">
              {time.text} <span className="text-text-muted block text-xs">{time.zone}</span>
            </time>
          );
        },
      },
      {
        id: 'actions',
        header: t('users.columns.actions'),
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) => {
          const user = row.original;
          const self = user.Id === currentUserId;
          return (
            <span className="flex gap-2 whitespace-nowrap">
              <GuardedButton
                size="sm"
                variant="secondary"
                reason={refusal}
                onClick={() => setChanging(user)}
                data-testid="change-role"
              >
                {t('users.changeRole')}
                <span className="sr-only"> {user.FullName}</span>
              </GuardedButton>
              <GuardedButton
                size="sm"
                variant="danger"
                reason={refusal ?? (self ? t('users.cannotRemoveSelf') : null)}
                onClick={() => setRemoving(user)}
                data-testid="remove-user"
              >
                {t('users.remove')}
                <span className="sr-only"> {user.FullName}</span>
              </GuardedButton>
            </span>
          );
        },
      },
    ];
  }, [t, locale, timeZoneId, currentUserId, refusal]);

  return (
    <div className="flex flex-col gap-4">
      <DataTable<OrganisationUser>
        data-testid="organisation-users"
        caption={t('users.caption', { organisation })}
        columns={columns}
        data={users.data?.Items ?? []}
        getRowId={(row) => row.Id}
        rowHeader="name"
        defaultSort={[{ id: 'name', desc: false }]}
        searchPlaceholder={t('users.search')}
        toolbar={
          <GuardedButton
            reason={cannotInvite}
            onClick={() => setInviting(true)}
            data-testid="invite-user"
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {t('invite.open')}
          </GuardedButton>
        }
        loading={users.isPending}
        error={users.error ? t('users.loadFailed') : undefined}
        errorText={users.error ? errorMessage(users.error, t('users.loadAction')) : undefined}
        onRetry={() => void users.refetch()}
        retryLabel={t('retry')}
        emptyTitle={t('users.empty')}
        emptyText={t('users.emptyText')}
        noResultsTitle={t('noResults')}
        stateHeadingLevel={3}
      />
      <InviteUserModal
        organisation={organisation}
        roles={roles}
        open={inviting}
        onOpenChange={setInviting}
      />
      {changing ? (
        <ChangeRoleModal
          organisation={organisation}
          user={changing}
          roles={roles}
          onClose={() => setChanging(null)}
        />
      ) : null}
      <DangerModal
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('remove.title', { name: removing?.FullName ?? '' })}
        description={t('remove.description', {
          name: removing?.FullName ?? '',
          username: removing?.Username ?? '',
          organisation,
        })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('cancel')}
        errorMessage={(error) => errorMessage(error, t('remove.action'))}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync({ organisation, userId: removing.Id });
          confirmChange(t('remove.done', { name: removing.FullName }));
        }}
      />
    </div>
  );
}
