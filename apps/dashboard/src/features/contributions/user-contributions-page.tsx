import { useContributionList } from '@aq/api/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../lib/permissions';
import type { ProjectClock } from '../../lib/project-clock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUserErrorMessage } from '../../lib/user-error';
import { ContributionsTable } from './contributions-table';

/**
 * The user's contributions (spec 02 §2 'User contributions list'), reached from the app menu: every
 * contribution the user can see with its organisation and project. The list spans projects in
 * different zones, so created dates are written on this browser's clock, with the zone under each.
 */
export default function UserContributionsPage() {
  const { t } = useTranslation('contributions');
  const list = useContributionList();
  const errorMessage = useUserErrorMessage();
  const canManage = useHasPermission('Manage_Contributions');
  useDocumentTitle({ section: t('title') });
  const clock = useMemo<ProjectClock>(
    () => ({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      summerTimeAdjusted: true,
    }),
    [],
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="text-text-muted text-sm">{t('userIntro')}</p>
      </div>
      <ContributionsTable
        data-testid="user-contributions"
        caption={t('userCaption')}
        rows={list.data?.Items ?? []}
        loading={list.isPending}
        error={list.error ? errorMessage(list.error, t('loadAction')) : undefined}
        onRetry={() => void list.refetch()}
        showOrganisation
        clock={clock}
        deleteReason={canManage ? null : t('noManagePermission')}
        emptyTitle={t('emptyUser')}
        emptyText={t('emptyUserText')}
      />
    </div>
  );
}
