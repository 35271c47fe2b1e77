import type { AlertForm } from '@aq/validation/alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../lib/permissions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUserErrorMessage } from '../../lib/user-error';
import { useAlertRows } from './alert-data';
import { AlertsTable } from './alerts-table';
import { CreateAlertWizard } from './wizard/create-alert-wizard';

/**
 * The user's alerts (spec 02 §2 '/OneView/alerts'), reached from the app menu: every alert the
 * user can see, of every organisation and project, with Edit, Clone and Delete; no Create here
 * (an alert is made in its project).
 */
export default function UserAlertsPage() {
  const { t } = useTranslation('alerts');
  const rows = useAlertRows();
  const errorMessage = useUserErrorMessage();
  const canManage = useHasPermission('Manage_Alerts');
  const [cloning, setCloning] = useState<AlertForm | null>(null);
  useDocumentTitle({ section: t('title') });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="text-text-muted text-sm">{t('userIntro')}</p>
      </div>
      <AlertsTable
        data-testid="user-alerts"
        scope="user"
        caption={t('userCaption')}
        rows={rows.data ?? []}
        loading={rows.isPending}
        error={rows.error ? errorMessage(rows.error, t('loadAction')) : undefined}
        onRetry={rows.refetch}
        manageReason={canManage ? null : t('noManagePermission')}
        onClone={setCloning}
        emptyTitle={t('emptyUser')}
        emptyText={t('emptyUserText')}
      />
      {cloning ? (
        <CreateAlertWizard
          open
          onClose={() => setCloning(null)}
          projectId={String(cloning.projectId ?? '')}
          projectName={cloning.projectName ?? ''}
          initial={cloning}
          mode="clone"
        />
      ) : null}
    </div>
  );
}
